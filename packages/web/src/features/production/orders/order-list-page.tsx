import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { ORDER_STATUSES, ORDER_STATUS_FILTER_ALL, ORDER_STATUS_LABEL_KEYS, OrderStatusCode, allowedOrderEvents, orderStatusFromCode, type OrderEvent } from '@eticket/core/domain';
import { ORDER_EVENT_LABEL_KEYS, businessToday, type OrderListItemDto } from '@eticket/core/production';
import { useCallback, useState } from 'react';
import { LuPencil, LuPlus, LuScissors } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { Can } from '../../../kit/can';
import { useIsGranted } from '../../../actors/session-context';
import type { ShellPageProps } from '../../../kit/page.types';
import type { Column } from '../../../components/data-ui/data-table';
import { invalidate } from '../../../components/data-ui/invalidation';
import { LazyConfirmDeleteDialog } from '../../../components/data-ui/lazy-dialogs';
import { ListToolbar } from '../../../components/data-ui/list-toolbar';
import { RowActions, type RowAction } from '../../../components/data-ui/row-actions';
import { useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { INLINE_CALL, ProductionResource, useProduction } from '../production-api';
import { routeHref } from '@eticket/core/navigation';
import { LazyConfirmAction, type ConfirmAction } from '../shared/lazy-confirm-action';
import { DateRange } from '../shared/date-range';
import { PagedTable } from '../../../components/data-ui/paged-table';
import { LazyRowMenu, type RowMenuItem } from '../shared/lazy-row-menu';
import { OrderStatusBadge } from '../shared/status-badges';
import { SelectBox } from '../../../components/data-ui/select-box';

/**
 * Orders (/order/list): the list query exactly as product-spec §3 — keyword, status (default 0 = all),
 * creation and delivery date ranges, skipCount / maxResultCount with pages of 10 — and per row the
 * actions its status allows (edit, arrange tickets, statistics, print, confirm / complete / close /
 * reopen / cancel, copy, delete a draft).
 */
interface OrderFilters {
  status: number;
  creationDateStart: string;
  creationDateEnd: string;
  deliveryDateStart: string;
  deliveryDateEnd: string;
}

const INITIAL: OrderFilters = { status: ORDER_STATUS_FILTER_ALL, creationDateStart: '', creationDateEnd: '', deliveryDateStart: '', deliveryDateEnd: '' };

/** Draft and producing orders are still being worked on: a past delivery date is overdue. */
function isOverdue(order: OrderListItemDto, today: string): boolean {
  return (order.status === OrderStatusCode.draft || order.status === OrderStatusCode.producing) && order.deliveryDate < today;
}

const EVENT_DANGER: Readonly<Record<OrderEvent, boolean>> = { confirm: false, complete: false, close: false, reopen: false, cancel: true };

function Progress({ percent }: { percent: number }) {
  return (
    <HStack gap="2" minW="24">
      <Box flex="1" h="1.5" bg="bg.muted" rounded="full" overflow="hidden">
        <Box h="full" w={`${String(percent)}%`} bg={percent >= 100 ? 'green.solid' : 'brand.solid'} />
      </Box>
      <Text fontSize="xs" minW="8" textAlign="end">
        {percent}
        {'%'}
      </Text>
    </HStack>
  );
}

export default function OrderListPage({ route }: ShellPageProps) {
  const t = useT();
  const production = useProduction();
  const [, navigate] = useLocation();
  const canEdit = useIsGranted(P.OrderManagementEdit);
  const canCreate = useIsGranted(P.OrderManagementCreate);
  const canPrint = useIsGranted(P.OrderManagementPrint);
  const canStatistics = useIsGranted(P.Dashboard);
  const canDelete = useIsGranted(P.OrderManagementDelete);
  const load = useCallback(
    (request: ListRequest<OrderFilters>, signal: AbortSignal) =>
      production.orders.list(
        {
          ...(request.keyword === null ? {} : { keyword: request.keyword }),
          ...request.filters,
          skipCount: request.skipCount,
          maxResultCount: request.maxResultCount,
        },
        { signal },
      ),
    [production],
  );
  const list = useServerList<OrderListItemDto, OrderFilters>({ resource: ProductionResource.order, load, initialFilters: INITIAL });
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [action, setAction] = useState<ConfirmAction | null>(null);
  const today = businessToday(Date.now());

  const move = (order: OrderListItemDto, event: OrderEvent) => {
    setAction({
      title: t(ORDER_EVENT_LABEL_KEYS[event]),
      message: t(`Production.OrderEvent.Ask.${event}`, { orderNo: order.orderNo }),
      confirmLabel: t(ORDER_EVENT_LABEL_KEYS[event]),
      danger: EVENT_DANGER[event],
      run: () => production.orders.transition(order.id, event, INLINE_CALL),
      onDone: () => {
        notify({ kind: 'message', type: 'success', title: t('Production.Order.Moved', { orderNo: order.orderNo }), durationMs: 3000 });
        invalidate(ProductionResource.order);
      },
    });
  };

  const actionsOf = (order: OrderListItemDto): RowAction[] => {
    const status = orderStatusFromCode(order.status);
    const open = status === 'draft' || status === 'producing';
    const out: RowAction[] = [
      {
        key: 'edit',
        label: t(open && canEdit ? 'Data.Action.Edit' : 'Production.Action.View'),
        icon: <LuPencil />,
        onClick: () => {
          navigate(routeHref('OrderEdit', { id: order.id }));
        },
      },
    ];
    if (open) {
      out.push({
        key: 'ticket',
        label: t('Production.Action.ArrangeTickets'),
        icon: <LuScissors />,
        onClick: () => {
          navigate(routeHref('OrderTicket', { orderId: order.id }));
        },
      });
    }
    return out;
  };

  const moreOf = (order: OrderListItemDto) => {
    const status = orderStatusFromCode(order.status);
    const events = status === null || !canEdit ? [] : allowedOrderEvents(status, { reportedQty: 0 });
    const items: RowMenuItem[] = [];
    if (canStatistics) {
      items.push({ key: 'statistics', label: t('Route.OrderStatistics'), onSelect: () => { navigate(routeHref('OrderStatistics', { id: order.id })); } });
    }
    if (canPrint && order.cutQty > 0) {
      items.push({ key: 'print', label: t('Route.OrderPrintTicketHome'), onSelect: () => { navigate(routeHref('OrderPrintTicketHome', { order: order.id })); } });
    }
    for (const event of events) {
      items.push({ key: event, label: t(ORDER_EVENT_LABEL_KEYS[event]), danger: EVENT_DANGER[event], onSelect: () => { move(order, event); } });
    }
    if (canCreate) {
      items.push({ key: 'copy', label: t('Data.Action.Copy'), onSelect: () => { navigate(routeHref('OrderEdit', { copy: order.id })); } });
    }
    if (canDelete && status === 'draft') {
      items.push({ key: 'delete', label: t('Data.Action.Delete'), danger: true, onSelect: () => { setDeleting({ id: order.id, name: order.orderNo }); } });
    }
    return items;
  };

  const columns: Column<OrderListItemDto>[] = [
    {
      key: 'orderNo',
      header: t('Production.Field.OrderNo'),
      sticky: 'start',
      nowrap: true,
      cell: (o) => (
        <Link
          fontWeight="semibold"
          colorPalette="brand"
          href={routeHref('OrderEdit', { id: o.id })}
          onClick={(e) => {
            e.preventDefault();
            navigate(routeHref('OrderEdit', { id: o.id }));
          }}
        >
          {o.orderNo}
        </Link>
      ),
    },
    { key: 'po', header: t('Production.Field.CustomerPoNo'), nowrap: true, cell: (o) => o.customerPoNo ?? '' },
    {
      key: 'style',
      header: t('Production.Field.Style'),
      minW: '36',
      cell: (o) => (
        <Stack gap="0">
          <Text fontWeight="medium">{o.styleNo}</Text>
          <Text fontSize="xs" color="fg.muted">
            {o.productName}
          </Text>
        </Stack>
      ),
    },
    { key: 'customer', header: t('Production.Field.Customer'), nowrap: true, cell: (o) => o.customerName ?? '' },
    { key: 'orderDate', header: t('Production.Field.OrderDate'), nowrap: true, cell: (o) => o.orderDate },
    {
      key: 'deliveryDate',
      header: t('Production.Field.DeliveryDate'),
      nowrap: true,
      cell: (o) =>
        isOverdue(o, today) ? (
          <Text color="red.fg" fontWeight="semibold" title={t('Production.Order.Overdue')}>
            {o.deliveryDate}
          </Text>
        ) : (
          o.deliveryDate
        ),
    },
    { key: 'totalQty', header: t('Production.Field.TotalQty'), align: 'end', cell: (o) => o.totalQty },
    { key: 'cutQty', header: t('Production.Field.CutQty'), align: 'end', cell: (o) => o.cutQty },
    { key: 'completedQty', header: t('Production.Field.CompletedQty'), align: 'end', cell: (o) => o.completedQty },
    { key: 'progress', header: t('Production.Field.Progress'), cell: (o) => <Progress percent={o.progressPercent} /> },
    { key: 'status', header: t('Production.Field.Status'), cell: (o) => <OrderStatusBadge status={o.status} /> },
    {
      key: 'actions',
      header: t('Data.List.Actions'),
      align: 'end',
      sticky: 'end',
      cell: (o) => {
        const more = moreOf(o);
        return (
          <HStack gap="1" justify="flex-end">
            <RowActions label={o.orderNo} actions={actionsOf(o)} />
            {more.length > 0 && (
              <LazyRowMenu label={t('Production.Action.More', { name: o.orderNo })} items={more} />
            )}
          </HStack>
        );
      },
    },
  ];

  const statusOptions = [
    { value: String(ORDER_STATUS_FILTER_ALL), label: t('OrderStatus.All') },
    ...ORDER_STATUSES.map((s) => ({ value: String(OrderStatusCode[s]), label: t(ORDER_STATUS_LABEL_KEYS[s]) })),
  ];

  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <ListToolbar
          keyword={list.keyword}
          placeholder={t('Production.Placeholder.OrderKeyword')}
          onSearch={(keyword) => {
            list.search(keyword);
          }}
          onReset={list.reset}
          filters={
            <>
              <SelectBox
                width="auto"
                label={t('Production.Field.Status')}
                value={String(list.filters.status)}
                options={statusOptions}
                onChange={(value) => {
                  list.setFilters({ status: Number(value) });
                }}
              />
              <DateRange
                label={t('Production.Field.CreationTime')}
                start={list.filters.creationDateStart}
                end={list.filters.creationDateEnd}
                onChange={({ start, end }) => {
                  list.setFilters({ creationDateStart: start, creationDateEnd: end });
                }}
              />
              <DateRange
                label={t('Production.Field.DeliveryDate')}
                start={list.filters.deliveryDateStart}
                end={list.filters.deliveryDateEnd}
                onChange={({ start, end }) => {
                  list.setFilters({ deliveryDateStart: start, deliveryDateEnd: end });
                }}
              />
            </>
          }
          actions={
            <Can permission={P.OrderManagementCreate}>
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() => {
                  navigate(routeHref('OrderEdit'));
                }}
              >
                <LuPlus aria-hidden />
                {t('Production.Action.NewOrder')}
              </Button>
            </Can>
          }
        />
        <PagedTable list={list} label={t('Production.Entity.Orders')} columns={columns} />
        <LazyConfirmDeleteDialog
          target={deleting}
          remove={(id) => production.orders.delete(id, INLINE_CALL)}
          onDeleted={() => {
            invalidate(ProductionResource.order);
          }}
          onClose={() => {
            setDeleting(null);
          }}
        />
        <LazyConfirmAction
          action={action}
          onClose={() => {
            setAction(null);
          }}
        />
      </PageFrame>
    </DataUiProvider>
  );
}

