import { Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { ProductionReceiptDto } from '@eticket/core/production-board';
import { exportInput, pagedInput, type ListRequest } from '@eticket/core/query';
import { useState } from 'react';
import { LuPlus, LuPrinter } from 'react-icons/lu';
import { Link, useLocation } from 'wouter';
import type { Column } from '../../../components/data-ui/data-table';
import { ExportButton } from '../../../components/data-ui/export-button';
import { ListToolbar } from '../../../components/data-ui/list-toolbar';
import { PagedTable } from '../../../components/data-ui/paged-table';
import { useServerList } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import { Can } from '../../../kit/can';
import { BoardResource, useProductionBoard } from '../board-api';
import { DateFields } from '../shared/date-fields';
import { BoardOrderPicker } from './board-order-picker';
import { ReceiptForm } from './receipt-form';

interface Filters {
  orderId: string;
  from: string;
  to: string;
}

function queryOf(request: ListRequest<Filters>, paged: boolean) {
  const f = request.filters;
  return {
    ...(paged ? pagedInput(request) : exportInput(request)),
    ...(f.orderId === '' ? {} : { orderId: f.orderId }),
    ...(f.from === '' ? {} : { from: f.from }),
    ...(f.to === '' ? {} : { to: f.to }),
  };
}

const INITIAL: Filters = { orderId: '', from: '', to: '' };

export function ReceiptList() {
  const t = useT();
  const [path] = useLocation();
  const board = useProductionBoard();
  const [creating, setCreating] = useState(false);
  const [totalQty, setTotalQty] = useState(0);
  const list = useServerList<ProductionReceiptDto, Filters>({
    resource: BoardResource.receipt,
    initialFilters: INITIAL,
    load: async (request, signal) => {
      const page = await board.receipts(queryOf(request, true), { signal });
      setTotalQty(page.totalQty);
      return page;
    },
  });
  const columns: Column<ProductionReceiptDto>[] = [
    { key: 'no', header: t('ProductionBoard.Receipt.No'), nowrap: true, sticky: 'start', cell: (r) => r.receiptNo },
    { key: 'date', header: t('ProductionBoard.Receipt.Date'), nowrap: true, cell: (r) => r.receiptDate },
    {
      key: 'order',
      header: t('ProductionBoard.Field.Order'),
      cell: (r) => (
        <>
          <Text>{r.orderNo}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t('ProductionBoard.Format.Style', { styleNo: r.styleNo, name: r.productName })}
          </Text>
        </>
      ),
    },
    { key: 'qty', header: t('ProductionBoard.Receipt.TotalQty'), align: 'end', cell: (r) => r.totalQty },
    { key: 'receiver', header: t('ProductionBoard.Receipt.Receiver'), cell: (r) => r.receiver },
    {
      key: 'print',
      header: t('ProductionBoard.Receipt.Print'),
      sticky: 'end',
      cell: (r) => (
        <ChakraLink asChild minH="11" display="inline-flex" alignItems="center" gap="1" color="brand.fg">
          <Link href={`${path}?print=${r.id}`}>
            <LuPrinter />
            {t('ProductionBoard.Receipt.Print')}
          </Link>
        </ChakraLink>
      ),
    },
  ];
  return (
    <>
      {creating && (
        <ReceiptForm
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
      <ListToolbar
        keyword={list.keyword}
        placeholder={t('ProductionBoard.Receipt.Search')}
        onSearch={(keyword) => {
          list.search(keyword);
        }}
        onReset={list.reset}
        filters={
          <>
            <BoardOrderPicker
              label={t('ProductionBoard.Field.Order')}
              value={list.filters.orderId}
              testId="receipt-order-filter"
              onChange={(orderId) => {
                list.setFilters({ orderId });
              }}
            />
            <DateFields
              from={list.filters.from}
              to={list.filters.to}
              onChange={({ from, to }) => {
                list.setFilters({ from, to });
              }}
            />
          </>
        }
        actions={
          <>
            <Can permission={P.OrderManagementEdit}>
              <Button
                colorPalette="brand"
                minH="11"
                disabled={creating}
                onClick={() => {
                  setCreating(true);
                }}
              >
                <LuPlus />
                {t('ProductionBoard.Receipt.New')}
              </Button>
            </Can>
            <ExportButton title={t('ProductionBoard.Receipt.Title')} exporter={() => board.exportReceipts(queryOf(list.request, false))} />
          </>
        }
      />
      <PagedTable list={list} label={t('ProductionBoard.Receipt.Title')} columns={columns} />
      <Text fontSize="sm" color="fg.muted" mt="2" data-testid="receipt-total">
        {t('ProductionBoard.Receipt.PageTotal', { qty: totalQty })}
      </Text>
    </>
  );
}
