import { Alert, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { isApiError, type ProductionEndpoints } from '@eticket/api-client';
import { TenantPermissions as P } from '@eticket/core/abp';
import { OrderStatusCode, canAddCuttingBed, orderStatusFromCode, type QtyLine } from '@eticket/core/domain';
import { linesFromMatrix, type BundleDto, type BundlePlanRequest, type CuttingTimeDto, type OrderDto } from '@eticket/core/production';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { LuCopy, LuPencil, LuPlus, LuPrinter, LuScissors, LuTrash2 } from 'react-icons/lu';
import { useLocation, useSearchParams } from 'wouter';
import { useIsGranted } from '../../../actors/session-context';
import type { ShellPageProps } from '../../../kit/page.types';
import { failureText } from '../../../components/data-ui/api-failure';
import { invalidate, useResourceVersion } from '../../../components/data-ui/invalidation';
import { LazyConfirmDeleteDialog } from '../../../components/data-ui/lazy-dialogs';
import { RowActions, type RowAction } from '../../../components/data-ui/row-actions';
import { FormUiProvider } from '../../../components/data-ui/form-ui-provider';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { INLINE_CALL, ProductionResource, useProduction } from '../production-api';
import { routeHref } from '@eticket/core/navigation';
import { LazyConfirmAction, type ConfirmAction } from '../shared/lazy-confirm-action';
import { OrderOptions } from '../shared/order-options';
import { BedStatusBadge, OrderStatusBadge } from '../shared/status-badges';
import { useLoad, type Load } from '../shared/use-load';
import { PlainSelectField, PlainSelectIndicator, PlainSelectRoot } from '../../../components/data-ui/plain-native-select';

// The bed form and the plan editor load when a bed is opened or added (the list of beds shows first).
const BedForm = lazy(() => import('./bed-form').then((m) => ({ default: m.BedForm })));
const BundlePlanEditor = lazy(() => import('./bundle-plan-editor').then((m) => ({ default: m.BundlePlanEditor })));

/**
 * Ticket arrangement (编菲, /order/ticket?orderId=…&bedId=…): the cutting beds of one order, a form for a
 * new or changed bed (ratio × plies), and the bundle-plan editor of the chosen bed; generating writes the
 * bed's bundles and their tickets in one transaction on the server, then the tickets can be printed.
 */
interface OrderContext {
  order: OrderDto;
  beds: CuttingTimeDto[];
  bundles: BundleDto[];
}

async function loadContext(production: ProductionEndpoints, orderId: string, signal: AbortSignal): Promise<OrderContext> {
  const [order, beds, bundles] = await Promise.all([
    production.orders.get(orderId, { signal }),
    production.cuttingTimes.list({ orderId, maxResultCount: 1000 }, { signal }),
    production.bundles.list({ orderId, maxResultCount: 10_000 }, { signal }),
  ]);
  return { order, beds: [...beds.items].sort((a, b) => a.bedNo - b.bedNo || (a.bedSubNo ?? 0) - (b.bedSubNo ?? 0)), bundles: bundles.items };
}

function useOrderContext(orderId: string): Load<OrderContext> {
  const production = useProduction();
  // A save of an order or a bed (here or in another tab) reloads the context.
  const version = `${String(useResourceVersion(ProductionResource.order))}/${String(useResourceVersion(ProductionResource.cuttingTime))}`;
  const load = useCallback((signal: AbortSignal) => loadContext(production, orderId, signal), [production, orderId]);
  return useLoad(orderId === '' ? null : load, version);
}

/** Orders that can still get beds (draft, producing), to choose from when none is in the address. */
function OrderPicker() {
  const t = useT();
  const production = useProduction();
  const [, navigate] = useLocation();
  const orders = useLoad(
    useCallback(
      (signal: AbortSignal) =>
        Promise.all([OrderStatusCode.producing, OrderStatusCode.draft].map((status) => production.orders.list({ status, maxResultCount: 100 }, { signal }))).then((pages) =>
          pages.flatMap((p) => p.items),
        ),
      [production],
    ),
  );
  return (
    <Stack gap="3" maxW="lg">
      <Text>{t('Production.Ticket.ChooseOrder')}</Text>
      <PlainSelectRoot size="sm">
        <PlainSelectField
          aria-label={t('Production.Field.Order')}
          value=""
          onChange={(e) => {
            navigate(routeHref('OrderTicket', { orderId: e.currentTarget.value }));
          }}
        >
          <option value="">{t('Production.Placeholder.ChooseOrder')}</option>
          <OrderOptions orders={orders.status === 'ready' ? orders.value : []} />
        </PlainSelectField>
        <PlainSelectIndicator />
      </PlainSelectRoot>
    </Stack>
  );
}

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

function BedPlan({ context, bed }: { context: OrderContext; bed: CuttingTimeDto }) {
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

function OrderTicket({ context, bedId }: { context: OrderContext; bedId: string }) {
  const t = useT();
  const production = useProduction();
  const [, navigate] = useLocation();
  const { order, beds } = context;
  const status = orderStatusFromCode(order.status);
  const open = status !== null && canAddCuttingBed(status);
  const canCreate = useIsGranted([P.CuttingListCreate, P.OrderManagementEdit]);
  const canEdit = useIsGranted([P.CuttingListEdit, P.OrderManagementEdit]);
  const canDelete = useIsGranted([P.CuttingListDelete, P.OrderManagementEdit]);
  const canPrint = useIsGranted(P.OrderManagementPrint);
  const [editing, setEditing] = useState<{ bed: CuttingTimeDto | null } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [copying, setCopying] = useState<ConfirmAction | null>(null);
  const selected = beds.find((b) => b.id === bedId) ?? null;
  const select = (id: string) => {
    navigate(routeHref('OrderTicket', { orderId: order.id, bedId: id }), { replace: true });
  };
  const axes = useMemo(() => ({ colors: order.colors, sizes: order.sizes }), [order.colors, order.sizes]);

  const actions = (bed: CuttingTimeDto): RowAction[] => {
    const out: RowAction[] = [
      { key: 'plan', label: t('Production.Action.ArrangeTickets'), icon: <LuScissors />, onClick: () => { select(bed.id); } },
    ];
    if (open && canEdit && bed.canRegenerate) {
      out.push({ key: 'edit', label: t('Data.Action.Edit'), icon: <LuPencil />, onClick: () => { setEditing({ bed }); } });
    }
    out.push({
      key: 'sheet',
      label: t('Production.Ticket.CuttingSheet'),
      icon: <LuPrinter />,
      onClick: () => {
        navigate(routeHref('OrderPrintCutting', { id: bed.id }));
      },
    });
    if (open && canCreate && bed.plan !== null) {
      out.push({
        key: 'copy',
        label: t('Data.Action.Copy'),
        icon: <LuCopy />,
        onClick: () => {
          setCopying({
            title: t('Production.Ticket.CopyTitle'),
            message: t('Production.Ticket.CopyMessage', { bedNo: bed.displayNo }),
            confirmLabel: t('Data.Action.Copy'),
            run: () => production.cuttingTimes.copy(bed.id, { cutDate: null, withBundles: true }, INLINE_CALL),
            onDone: () => {
              invalidate(ProductionResource.cuttingTime, ProductionResource.order, ProductionResource.bundle);
            },
          });
        },
      });
    }
    if (canDelete && bed.totalBundles === 0) {
      out.push({ key: 'delete', label: t('Data.Action.Delete'), icon: <LuTrash2 />, danger: true, onClick: () => { setDeleting({ id: bed.id, name: bed.displayNo }); } });
    }
    return out;
  };

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" flexWrap="wrap" data-testid="ticket-order">
        <Text fontWeight="semibold">{t('Production.Order.EditTitle', { orderNo: order.orderNo })}</Text>
        <Text color="fg.muted">{t('Production.Order.StyleOption', { styleNo: order.styleNo, name: order.productName })}</Text>
        <OrderStatusBadge status={order.status} />
        <Text fontSize="sm" color="fg.muted">
          {t('Production.Order.HeaderQty', { total: order.totalQty, cut: order.cutQty, completed: order.completedQty })}
        </Text>
        <HStack ms="auto" gap="2">
          {canPrint && order.cutQty > 0 && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                navigate(routeHref('OrderPrintTicketHome', { order: order.id }));
              }}
            >
              <LuPrinter aria-hidden />
              {t('Route.OrderPrintTicketHome')}
            </Button>
          )}
          {open && canCreate && (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => {
                setEditing({ bed: null });
              }}
              data-testid="new-bed"
            >
              <LuPlus aria-hidden />
              {t('Production.Bed.NewTitle')}
            </Button>
          )}
        </HStack>
      </Flex>
      {!open && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('Production.Error.OrderNotOpen')}</Alert.Title>
        </Alert.Root>
      )}

      {editing !== null && (
        <Suspense fallback={<Skeleton height="40" />}>
          <BedForm
            key={editing.bed?.id ?? 'new'}
            orderId={order.id}
            order={axes}
            bed={editing.bed}
            onCancel={() => {
              setEditing(null);
            }}
            onSaved={(bed) => {
              setEditing(null);
              invalidate(ProductionResource.cuttingTime);
              select(bed.id);
            }}
          />
        </Suspense>
      )}

      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('Production.Ticket.Beds')} interactive data-testid="beds">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t('Production.Field.BedNo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Production.Field.CutDate')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Production.Field.Cutter')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Production.Field.DyeLot')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Production.Field.Layers')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Production.Field.LayQty')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Production.Field.BundleCount')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Production.Field.CutQty')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Production.Field.Status')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Data.List.Actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {beds.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={10} color="fg.muted" textAlign="center">
                  {t('Production.Ticket.NoBeds')}
                </Table.Cell>
              </Table.Row>
            )}
            {beds.map((bed) => (
              <Table.Row key={bed.id} data-selected={bed.id === bedId ? '' : undefined} bg={bed.id === bedId ? 'brand.subtle' : undefined}>
                <Table.Cell fontWeight="semibold">{bed.displayNo}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{bed.cutDate}</Table.Cell>
                <Table.Cell>{bed.cutterName ?? ''}</Table.Cell>
                <Table.Cell>{bed.dyeLot ?? ''}</Table.Cell>
                <Table.Cell textAlign="end">{bed.layers}</Table.Cell>
                <Table.Cell textAlign="end">{bed.layQty}</Table.Cell>
                <Table.Cell textAlign="end">{bed.totalBundles}</Table.Cell>
                <Table.Cell textAlign="end">{bed.totalQty}</Table.Cell>
                <Table.Cell>
                  <BedStatusBadge status={bed.status} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <RowActions label={bed.displayNo} actions={actions(bed)} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      {selected !== null && <BedPlan key={selected.id} context={context} bed={selected} />}

      <LazyConfirmDeleteDialog
        target={deleting}
        remove={(id) => production.cuttingTimes.delete(id, INLINE_CALL)}
        onDeleted={() => {
          invalidate(ProductionResource.cuttingTime);
        }}
        onClose={() => {
          setDeleting(null);
        }}
      />
      <LazyConfirmAction
        action={copying}
        onClose={() => {
          setCopying(null);
        }}
      />
    </Stack>
  );
}

export default function OrderTicketPage({ route }: ShellPageProps) {
  const t = useT();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const bedId = params.get('bedId') ?? '';
  const load = useOrderContext(orderId);
  const body = useCallback(() => {
    if (orderId === '') return <OrderPicker />;
    if (load.status === 'error')
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failureText(load.error, t)}</Alert.Title>
        </Alert.Root>
      );
    if (load.status === 'loading' || load.value.order.id !== orderId)
      return (
        <Stack gap="3">
          <Skeleton height="8" />
          <Skeleton height="32" />
        </Stack>
      );
    return <OrderTicket context={load.value} bedId={bedId} />;
  }, [orderId, bedId, load, t]);
  return (
    <FormUiProvider>
      <PageFrame title={t(route.title)}>
        <Box>{body()}</Box>
      </PageFrame>
    </FormUiProvider>
  );
}
