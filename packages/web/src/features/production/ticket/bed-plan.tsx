import { Alert, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@eticket/api-client';
import { canAddCuttingBed, orderStatusFromCode, type QtyLine } from '@eticket/core/domain';
import { routeHref } from '@eticket/core/navigation';
import { linesFromMatrix, type BundlePlanRequest, type CuttingTimeDto } from '@eticket/core/production';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { failureText } from '../../../components/data-ui/api-failure';
import { invalidate } from '../../../components/data-ui/invalidation';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { INLINE_CALL, ProductionResource, useProduction } from '../production-api';
import { BedStatusBadge } from '../shared/status-badges';
import type { OrderContext } from './order-ticket-data';

// The plan editor loads when a bed is opened (the list of beds shows first).
const BundlePlanEditor = lazy(() => import('./bundle-plan-editor').then((m) => ({ default: m.BundlePlanEditor })));

function GenerateError({ error }: { error: unknown }) {
  const t = useT();
  const details = isApiError(error) ? error.validationErrors.map((v) => v.message) : [];
  return (
    <Alert.Root status="error" data-testid="generate-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{failureText(error, t)}</Alert.Title>
        {details.length > 0 && (
          <Alert.Description>
            <Stack gap="1">
              {details.map((m) => (
                <Text key={m}>{m}</Text>
              ))}
            </Stack>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** The chosen bed: its lay, the bundle-plan editor, and generating its bundles and tickets. */
export function BedPlan({ context, bed }: { context: OrderContext; bed: CuttingTimeDto }) {
  const t = useT();
  const production = useProduction();
  const [, navigate] = useLocation();
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { order, bundles } = context;
  const orderAxes = useMemo(
    () => ({ colors: order.colors, sizes: order.sizes, lines: linesFromMatrix(order.colors, order.sizes, order.quantities) }),
    [order],
  );
  const elsewhere = useMemo(() => {
    const other = bundles.filter((b) => b.cuttingTimeId !== bed.id);
    const cut: QtyLine[] = other.filter((b) => b.status !== 'void').map((b) => ({ color: b.color, size: b.size, qty: b.qty }));
    return { cut, numbers: other.map((b) => b.bundleNo) };
  }, [bundles, bed.id]);
  const bedColors = useMemo(() => order.colors.filter((c) => bed.colors.some((x) => x.color === c)), [order.colors, bed.colors]);
  const bedSizes = useMemo(() => order.sizes.filter((s) => bed.ratios.some((x) => x.size === s)), [order.sizes, bed.ratios]);
  const lay = useMemo(
    () => bed.colors.flatMap((c) => bed.ratios.map((r) => ({ color: c.color, size: r.size, qty: c.layers * r.ratio }))),
    [bed.colors, bed.ratios],
  );
  const generate = (request: BundlePlanRequest) => {
    setGenerating(true);
    setError(null);
    production.cuttingTimes.generateBundles(bed.id, request, INLINE_CALL).then(
      (result) => {
        setGenerating(false);
        notify({
          kind: 'message',
          type: 'success',
          title: t('Production.Ticket.Generated', { count: result.bundleCount, qty: result.totalQty, first: result.firstTicketNo, last: result.lastTicketNo }),
          durationMs: 3000,
        });
        invalidate(ProductionResource.cuttingTime, ProductionResource.order, ProductionResource.bundle);
      },
      (failure: unknown) => {
        setGenerating(false);
        setError(failure);
      },
    );
  };
  const printJob = routeHref('OrderPrintTicketHome', { order: order.id, bed: bed.id });
  return (
    <Box borderWidth="1px" rounded="lg" bg="bg.panel" data-testid="bed-plan">
      <Box px="4" pt="3">
        <Flex align="center" gap="3" flexWrap="wrap">
          <Heading as="h2" size="sm">
            {t('Production.Ticket.PlanTitle', { bedNo: bed.displayNo })}
          </Heading>
          <BedStatusBadge status={bed.status} />
          <Text fontSize="sm" color="fg.muted">
            {t('Production.Bed.LaySummary', { perPly: bed.piecesPerPly, layers: bed.layers, total: bed.layQty })}
          </Text>
          {bed.totalBundles > 0 && (
            <Button
              size="xs"
              variant="outline"
              ms="auto"
              onClick={() => {
                navigate(printJob);
              }}
              data-testid="bed-print-tickets"
            >
              <LuPrinter aria-hidden />
              {t('Production.Ticket.PrintTickets', { count: bed.totalBundles })}
            </Button>
          )}
        </Flex>
      </Box>
      <Box p="4">
        <Stack gap="3">
          {error !== null && <GenerateError error={error} />}
          <Suspense fallback={<Skeleton height="40" />}>
            <BundlePlanEditor
              key={`${bed.id}/${bed.concurrencyStamp}`}
              order={orderAxes}
              colors={bedColors}
              sizes={bedSizes}
              lay={lay}
              cutElsewhere={elsewhere.cut}
              numbersElsewhere={elsewhere.numbers}
              bedDyeLot={bed.dyeLot}
              stored={bed.plan}
              hasBundles={bed.totalBundles > 0}
              canGenerate={bed.canRegenerate && canAddCuttingBed(orderStatusFromCode(order.status) ?? 'closed')}
              generating={generating}
              onGenerate={generate}
            />
          </Suspense>
        </Stack>
      </Box>
    </Box>
  );
}
