import { Badge, Skeleton, Table, Text } from '@chakra-ui/react';
import { formatDateTimeMinutes } from '@eticket/core/format';
import { useState } from 'react';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import { Pager } from '../../../components/data-ui/pager';
import { useLoad } from '../../../components/data-ui/use-query';
import { useMoney } from '../../../components/data-ui/use-money';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { ModalFrame } from '../../../components/ui/modal-frame';
import { useT } from '../../../i18n/i18n-context';
import type { WagePeriod } from './period';
import { useWagesApi } from '../wages-api';

export interface WorkerRecordsTarget {
  userId: string;
  name: string;
  period: WagePeriod;
}

/**
 * The drill-down behind a wage figure: the worker's records that count for the wage in the period, paged on
 * the server (the wage API's piece detail, so no report-center permission is needed), each with its amount
 * and whether a locked settlement holds it; the totals are the whole period's.
 */
export default function WorkerRecordsDialog({ target, onClose }: { target: WorkerRecordsTarget; onClose: () => void }) {
  const t = useT();
  const money = useMoney();
  const wages = useWagesApi();
  const [page, setPage] = useState({ index: 0, size: 20 });
  const query = { userId: target.userId, from: target.period.periodStart, to: target.period.periodEnd, skipCount: page.index * page.size, maxResultCount: page.size };
  const load = useLoad(['ticketLog', 'wage-records', JSON.stringify(query)], (signal) => wages.wages.detailPrintData(query, { signal }));
  const list = load.status === 'ready' ? load.value : null;
  const title = t('Wages.Admin.RecordsTitle', { name: target.name, from: target.period.periodStart, to: target.period.periodEnd });
  return (
    <FullUiProvider>
      <ModalFrame title={title} testId="worker-records" size="xl" onClose={onClose} cancelLabel={t('Shell.Action.Close')} actions={null}>
        {load.status === 'error' && <LoadFailure error={load.error} />}
        {load.status === 'loading' && <Skeleton height="40" />}
        {list !== null && (
          <>
            <Text fontSize="sm" fontWeight="semibold" mb="2" data-testid="records-totals">
              {t('Wages.Admin.RecordsTotals', { records: list.totals.recordCount, qty: list.totals.qty, amount: money(list.totals.amount) })}
            </Text>
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label={title}>
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    <Table.ColumnHeader>{t('Wages.Field.BusinessDate')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('Wages.Admin.Order')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('Wages.Admin.Procedure')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('Wages.Field.PieceQty')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('Wages.Admin.UnitPrice')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('Wages.Field.Amount')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('Wages.Field.SettledState')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.items.length === 0 && (
                    <Table.Row>
                      <Table.Cell colSpan={7} textAlign="center" color="fg.muted">
                        {t('Data.List.Empty')}
                      </Table.Cell>
                    </Table.Row>
                  )}
                  {list.items.map((log) => (
                    <Table.Row key={log.id} data-testid="record-row">
                      <Table.Cell whiteSpace="nowrap">
                        <Text>{log.businessDate}</Text>
                        <Text fontSize="xs" color="fg.muted">
                          {formatDateTimeMinutes(log.occurredAt)}
                        </Text>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        <Text>{log.orderNo}</Text>
                        <Text fontSize="xs" color="fg.muted">
                          {t('Wages.Admin.StyleBundle', { styleNo: log.styleNo, bundleNo: log.bundleNo })}
                        </Text>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{log.procedureName}</Table.Cell>
                      <Table.Cell textAlign="end">{log.qty}</Table.Cell>
                      <Table.Cell textAlign="end">{money(log.unitPrice)}</Table.Cell>
                      <Table.Cell textAlign="end">{money(log.amount)}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={log.settled ? 'blue' : 'green'}>{t(log.settled ? 'Wages.Settled.settled' : 'Wages.Settled.unsettled')}</Badge>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <Pager
              pageIndex={page.index}
              pageSize={page.size}
              totalCount={list.totalCount}
              onPageChange={(index) => {
                setPage((p) => ({ ...p, index }));
              }}
              onPageSizeChange={(size) => {
                setPage({ index: 0, size });
              }}
            />
          </>
        )}
      </ModalFrame>
    </FullUiProvider>
  );
}
