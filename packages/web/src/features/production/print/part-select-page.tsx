import { Alert, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ProductPartDto } from '@eticket/core/catalog';
import { pageLayout, resolvePrintSelection } from '@eticket/core/production';
import { useMemo, useState } from 'react';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import { useLocation, useSearchParams } from 'wouter';
import type { ShellPageProps } from '../../../kit/page.types';
import { CellCheckbox } from '../../../components/data-ui/cell-checkbox';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { ProductionResource, useCatalog, useProduction } from '../production-api';
import { routeHref } from '@eticket/core/navigation';
import { useLoad } from '../../../components/data-ui/use-query';
import { printJobSearch, readPrintJob, type PrintJob } from './print-params';

/**
 * Part tickets (部位菲, /order/partPrintView): the bundles chosen on the ticket-printing page × the style's
 * parts marked for tickets — which parts, how many pieces of each per bundle, how many tickets and pages
 * that makes — then the print view of the part tickets.
 */
function PartSelect({ job }: { job: PrintJob }) {
  const t = useT();
  const catalog = useCatalog();
  const production = useProduction();
  const [, navigate] = useLocation();
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(job.partIds === null ? null : new Set(job.partIds));
  const partsLoad = useLoad(
    [ProductionResource.order, 'parts', job.orderId],
    (signal) =>
      production.orders
        .get(job.orderId, { signal })
        .then((order) => catalog.products.get(order.productId, { signal }))
        .then((product) => [...product.parts].sort((a, b) => a.sort - b.sort)),
    { resources: [] },
  );
  const bundlesLoad = useLoad(
    [ProductionResource.bundle, 'printable', job.orderId, job.cuttingTimeId],
    (signal) =>
      production.bundles
        .list({ orderId: job.orderId, ...(job.cuttingTimeId === null ? {} : { cuttingTimeId: job.cuttingTimeId }), maxResultCount: 10_000 }, { signal })
        .then((page) => page.items),
    { resources: [] },
  );
  const parts: readonly ProductPartDto[] | null = partsLoad.status === 'ready' ? partsLoad.value : partsLoad.status === 'error' ? [] : null;
  const bundles = bundlesLoad.status === 'ready' ? bundlesLoad.value : null;

  const ticketParts = (parts ?? []).filter((p) => p.printTicket);
  const selected = chosen ?? new Set(ticketParts.map((p) => p.id));
  const selection = useMemo(
    () => (bundles === null ? null : resolvePrintSelection(bundles.map((b) => ({ ...b, isVoid: b.status === 'void' })), job.picks !== null ? { picks: job.picks } : { from: job.from, to: job.to })),
    [bundles, job],
  );
  const bundleCount = selection?.ok === true ? selection.bundles.length : 0;
  const pieces = selection?.ok === true ? selection.bundles.reduce((sum, b) => sum + b.qty, 0) : 0;
  const layout = pageLayout(job.template, bundleCount * selected.size, job.copies);
  const next: PrintJob = { ...job, partIds: ticketParts.filter((p) => selected.has(p.id)).map((p) => p.id) };

  return (
    <Stack gap="4">
      <HStack gap="2" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            navigate(`${routeHref('OrderPrintTicketHome')}?${printJobSearch(job)}`);
          }}
        >
          <LuArrowLeft aria-hidden />
          {t('Production.Print.BackToSelection')}
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          ms="auto"
          disabled={selected.size === 0 || bundleCount === 0}
          onClick={() => {
            navigate(`${routeHref('OrderPrintPartTicket')}?${printJobSearch(next)}`);
          }}
        >
          <LuPrinter aria-hidden />
          {t('Production.Print.PreviewParts')}
        </Button>
      </HStack>
      {selection !== null && !selection.ok && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{Object.values(selection.errors).map((e) => t(e.key, e.params)).join('；')}</Alert.Title>
        </Alert.Root>
      )}
      {parts !== null && ticketParts.length === 0 && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('Production.Print.NoTicketParts')}</Alert.Title>
        </Alert.Root>
      )}
      <Text fontSize="sm" data-testid="part-summary">
        {t('Production.Print.PartSummary', { bundles: bundleCount, parts: selected.size, tickets: layout.ticketCount, pages: layout.pageCount })}
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('Production.Field.Part')}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader w="8" />
              <Table.ColumnHeader>{t('Production.Field.Part')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Production.Print.PiecesPerGarment')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Production.Print.PartPieces')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Production.Print.PartTicketCount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ticketParts.map((part) => (
              <Table.Row key={part.id}>
                <Table.Cell>
                  <CellCheckbox
                    label={part.name}
                    mt="0"
                    checked={selected.has(part.id)}
                    onChange={(checked) => {
                      const nextSet = new Set(selected);
                      if (checked) nextSet.add(part.id);
                      else nextSet.delete(part.id);
                      setChosen(nextSet);
                    }}
                  />
                </Table.Cell>
                <Table.Cell>{part.name}</Table.Cell>
                <Table.Cell textAlign="end">{part.piecesPerGarment}</Table.Cell>
                <Table.Cell textAlign="end">{pieces * part.piecesPerGarment}</Table.Cell>
                <Table.Cell textAlign="end">{selected.has(part.id) ? bundleCount * job.copies : 0}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

export default function PartSelectPage({ route }: ShellPageProps) {
  const t = useT();
  const [params] = useSearchParams();
  const search = params.toString();
  const job = useMemo(() => readPrintJob(new URLSearchParams(search)), [search]);
  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        {job === null ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('Production.Print.NoJob')}</Alert.Title>
          </Alert.Root>
        ) : (
          <PartSelect job={job} />
        )}
      </PageFrame>
    </DataUiProvider>
  );
}
