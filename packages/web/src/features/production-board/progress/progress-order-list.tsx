import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { pagedInput } from '@eticket/core/query';
import type { ProgressOrderRowDto } from '@eticket/core/production-board';
import { Link, useLocation } from 'wouter';
import type { Column } from '../../../components/data-ui/data-table';
import { ListToolbar } from '../../../components/data-ui/list-toolbar';
import { PagedTable } from '../../../components/data-ui/paged-table';
import { useServerList } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import { BoardResource, useProductionBoard } from '../board-api';
import { OrderStatusBadge } from '../shared/order-status';
import { ProgressBar } from '../shared/progress-bar';

/** The orders with their completed pieces: producing first, then by delivery date. */
export function ProgressOrderList() {
  const t = useT();
  const [path] = useLocation();
  const board = useProductionBoard();
  const list = useServerList<ProgressOrderRowDto, Record<string, never>>({
    resource: BoardResource.board,
    initialFilters: {},
    load: (request, signal) => board.progressOrders(pagedInput(request), { signal }),
  });
  const columns: Column<ProgressOrderRowDto>[] = [
    {
      key: 'orderNo',
      header: t('ProductionBoard.Field.OrderNo'),
      nowrap: true,
      sticky: 'start',
      cell: (o) => (
        <ChakraLink asChild color="brand.fg" fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
          <Link href={`${path}?order=${o.id}`}>{o.orderNo}</Link>
        </ChakraLink>
      ),
    },
    {
      key: 'style',
      header: t('ProductionBoard.Field.Style'),
      cell: (o) => (
        <>
          <Text>{o.styleNo}</Text>
          <Text fontSize="xs" color="fg.muted">
            {o.customerName === null ? o.productName : `${o.productName} · ${o.customerName}`}
          </Text>
        </>
      ),
    },
    { key: 'status', header: t('ProductionBoard.Field.Status'), nowrap: true, cell: (o) => <OrderStatusBadge status={o.status} overdue={o.overdue} /> },
    { key: 'delivery', header: t('ProductionBoard.Field.Delivery'), nowrap: true, cell: (o) => o.deliveryDate },
    { key: 'total', header: t('ProductionBoard.Field.OrderQty'), align: 'end', cell: (o) => o.totalQty },
    { key: 'cut', header: t('ProductionBoard.Field.CutQty'), align: 'end', cell: (o) => o.cutQty },
    { key: 'completed', header: t('ProductionBoard.Field.Completed'), align: 'end', cell: (o) => o.completedQty },
    { key: 'percent', header: t('ProductionBoard.Field.Percent'), minW: '40', cell: (o) => <ProgressBar percent={o.percent} label={`${o.orderNo} ${t('ProductionBoard.Field.Percent')}`} /> },
  ];
  return (
    <>
      <ListToolbar
        keyword={list.keyword}
        placeholder={t('ProductionBoard.Progress.Search')}
        onSearch={(keyword) => {
          list.search(keyword);
        }}
        onReset={list.reset}
      />
      <PagedTable list={list} label={t('ProductionBoard.Field.Order')} columns={columns} />
    </>
  );
}
