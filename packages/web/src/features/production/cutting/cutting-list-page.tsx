import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { OrderStatusCode } from '@eticket/core/domain';
import { CUTTING_TIME_STATUSES, ORDER_EVENT_LABEL_KEYS, CUTTING_TIME_STATUS_LABEL_KEYS, type CuttingTimeDto } from '@eticket/core/production';
import { useCallback, useState } from 'react';
import { LuChartColumn, LuFileText, LuPlay, LuPrinter, LuScissors, LuTrash2 } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { useIsGranted } from '../../../actors/session-context';
import type { ShellPageProps } from '../../../kit/page.types';
import type { Column } from '../../../components/data-ui/data-table';
import { invalidate } from '../../../components/data-ui/invalidation';
import { LazyConfirmDeleteDialog } from '../../../components/data-ui/lazy-dialogs';
import { ListToolbar } from '../../../components/data-ui/list-toolbar';
import { RowActions, type RowAction } from '../../../components/data-ui/row-actions';
import { useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { INLINE_CALL, ProductionResource, useProduction } from '../production-api';
import { routeHref } from '@eticket/core/navigation';
import { DateRange } from '../shared/date-range';
import { PagedTable } from '../../../components/data-ui/paged-table';
import { bedQuery, type BedFilters } from './bed-query';
import { useOrderConfirm } from '../shared/order-draft-notice';
import { BedStatusBadge, OrderStatusBadge } from '../shared/status-badges';
import { SelectBox } from '../../../components/data-ui/select-box';

/**
 * Cutting beds (裁床单, /cuttingTimes/list): every bed of the tenant with keyword (order, style, bed no,
 * cutter, dye lot), status and cut-date filters; from a row: arrange its bundles, its cutting sheets, print
 * its tickets, delete an empty bed. The filtered list prints as the cutting list (裁床汇总).
 */
const INITIAL: BedFilters = { status: '', cutDateStart: '', cutDateEnd: '' };

export default function CuttingListPage({ route }: ShellPageProps) {
  const t = useT();
  const production = useProduction();
  const [, navigate] = useLocation();
  const canDelete = useIsGranted([P.CuttingListDelete, P.OrderManagementEdit]);
  const canPrint = useIsGranted(P.OrderManagementPrint);
  const canArrange = useIsGranted(P.OrderManagement);
  const canConfirm = useIsGranted(P.OrderManagementEdit);
  const confirm = useOrderConfirm();
  const load = useCallback(
    (request: ListRequest<BedFilters>, signal: AbortSignal) =>
      production.cuttingTimes.list({ ...bedQuery(request.keyword, request.filters), skipCount: request.skipCount, maxResultCount: request.maxResultCount }, { signal }),
    [production],
  );
  const list = useServerList<CuttingTimeDto, BedFilters>({ resource: ProductionResource.cuttingTime, load, initialFilters: INITIAL });
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);

  const actions = (bed: CuttingTimeDto): RowAction[] => {
    const out: RowAction[] = [];
    // A draft order's tickets cannot be scanned: its production is confirmed from here as from the order list.
    if (canConfirm && bed.orderStatus === OrderStatusCode.draft) {
      out.push({
        key: 'confirmOrder',
        label: t(ORDER_EVENT_LABEL_KEYS.confirm),
        icon: <LuPlay />,
        onClick: () => {
          confirm.ask({ id: bed.orderId, orderNo: bed.orderNo });
        },
      });
    }
    if (canArrange) {
      out.push({
        key: 'open',
        label: t('Production.Action.ArrangeTickets'),
        icon: <LuScissors />,
        onClick: () => {
          navigate(routeHref('OrderTicket', { orderId: bed.orderId, bedId: bed.id }));
        },
      });
      out.push({
        key: 'sheet',
        label: t('Production.Ticket.CuttingSheet'),
        icon: <LuFileText />,
        onClick: () => {
          navigate(routeHref('OrderPrintCutting', { id: bed.id }));
        },
      });
      out.push({
        key: 'partSheet',
        label: t('Production.Cutting.PartSheet'),
        icon: <LuFileText />,
        onClick: () => {
          navigate(routeHref('OrderPrintPartCutting', { id: bed.id }));
        },
      });
    }
    if (canPrint && bed.totalBundles > 0) {
      out.push({
        key: 'tickets',
        label: t('Production.Cutting.Tickets'),
        icon: <LuPrinter />,
        onClick: () => {
          navigate(routeHref('OrderPrintTicketHome', { order: bed.orderId, bed: bed.id }));
        },
      });
    }
    if (canDelete && bed.totalBundles === 0) {
      out.push({
        key: 'delete',
        label: t('Data.Action.Delete'),
        icon: <LuTrash2 />,
        danger: true,
        onClick: () => {
          setDeleting({ id: bed.id, name: bed.displayNo });
        },
      });
    }
    return out;
  };

  const columns: Column<CuttingTimeDto>[] = [
    { key: 'bedNo', header: t('Production.Field.BedNo'), sticky: 'start', nowrap: true, cell: (b) => <Text fontWeight="semibold">{b.displayNo}</Text> },
    {
      key: 'orderNo',
      header: t('Production.Field.OrderNo'),
      nowrap: true,
      cell: (b) =>
        b.orderStatus === OrderStatusCode.draft ? (
          <HStack gap="2">
            <Text>{b.orderNo}</Text>
            <OrderStatusBadge status={b.orderStatus} />
          </HStack>
        ) : (
          b.orderNo
        ),
    },
    {
      key: 'style',
      header: t('Production.Field.Style'),
      minW: '32',
      cell: (b) => (
        <Stack gap="0">
          <Text>{b.styleNo}</Text>
          <Text fontSize="xs" color="fg.muted">
            {b.productName}
          </Text>
        </Stack>
      ),
    },
    { key: 'customer', header: t('Production.Field.Customer'), nowrap: true, cell: (b) => b.customerName ?? '' },
    { key: 'cutDate', header: t('Production.Field.CutDate'), nowrap: true, cell: (b) => b.cutDate },
    { key: 'cutter', header: t('Production.Field.Cutter'), nowrap: true, cell: (b) => b.cutterName ?? '' },
    { key: 'layers', header: t('Production.Field.Layers'), align: 'end', cell: (b) => b.layers },
    { key: 'bundles', header: t('Production.Field.BundleCount'), align: 'end', cell: (b) => b.totalBundles },
    { key: 'qty', header: t('Production.Field.CutQty'), align: 'end', cell: (b) => b.totalQty },
    { key: 'printed', header: t('Production.Cutting.Printed'), align: 'end', nowrap: true, cell: (b) => t('Production.Cutting.PrintedOf', { printed: b.printedBundles, total: b.totalBundles }) },
    { key: 'status', header: t('Production.Field.Status'), cell: (b) => <BedStatusBadge status={b.status} /> },
    { key: 'actions', header: t('Data.List.Actions'), align: 'end', sticky: 'end', cell: (b) => <RowActions label={b.displayNo} actions={actions(b)} /> },
  ];

  const query = bedQuery(list.request.keyword, list.filters);
  const queryText = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <ListToolbar
          keyword={list.keyword}
          placeholder={t('Production.Placeholder.BedKeyword')}
          onSearch={(keyword) => {
            list.search(keyword);
          }}
          onReset={list.reset}
          filters={
            <>
              <SelectBox
                width="auto"
                label={t('Production.Field.Status')}
                value={list.filters.status}
                placeholder={t('OrderStatus.All')}
                options={CUTTING_TIME_STATUSES.map((s) => ({ value: s, label: t(CUTTING_TIME_STATUS_LABEL_KEYS[s]) }))}
                onChange={(value) => {
                  list.setFilters({ status: CUTTING_TIME_STATUSES.find((s) => s === value) ?? '' });
                }}
              />
              <DateRange
                label={t('Production.Field.CutDate')}
                start={list.filters.cutDateStart}
                end={list.filters.cutDateEnd}
                onChange={({ start, end }) => {
                  list.setFilters({ cutDateStart: start, cutDateEnd: end });
                }}
              />
            </>
          }
          actions={
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  navigate(routeHref('CuttingListPrint', queryText));
                }}
              >
                <LuPrinter aria-hidden />
                {t('Route.CuttingListPrint')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  navigate(routeHref('CuttingReport'));
                }}
              >
                <LuChartColumn aria-hidden />
                {t('Route.CuttingReport')}
              </Button>
            </>
          }
        />
        <PagedTable list={list} label={t('Route.CuttingTimesList')} columns={columns} />
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
        {confirm.dialog}
      </PageFrame>
    </DataUiProvider>
  );
}
