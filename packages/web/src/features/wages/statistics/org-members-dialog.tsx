import { Link, Skeleton, Table, Text } from '@chakra-ui/react';
import { routeHref } from '@eticket/core/navigation';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import { Pager } from '../../../components/data-ui/pager';
import { useLoad } from '../../../components/data-ui/use-query';
import { useMoney } from '../../../components/data-ui/use-money';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { ModalFrame } from '../../../components/ui/modal-frame';
import { useT } from '../../../i18n/i18n-context';
import { WagesResource } from '../shared/wage-resources';
import { useWagesApi } from '../wages-api';

export interface MembersTarget {
  /** null: the whole company. */
  organizationId: string | null;
  name: string;
  month: string;
}

/**
 * The drill-down of an organization's month: its members (and those below it) with their pieces, piece amount,
 * adjustments, net and last month's net, paged on the server; a name opens the worker's month report.
 */
export default function OrgMembersDialog({ target, onClose }: { target: MembersTarget; onClose: () => void }) {
  const t = useT();
  const money = useMoney();
  const wages = useWagesApi();
  const [, navigate] = useLocation();
  const [page, setPage] = useState({ index: 0, size: 20 });
  const query = { month: target.month, ...(target.organizationId === null ? {} : { organizationId: target.organizationId }), skipCount: page.index * page.size, maxResultCount: page.size };
  const load = useLoad([WagesResource.wage, 'orgMonthMembers', JSON.stringify(query)], (signal) => wages.statistics.orgMonthMembers(query, { signal }));
  const list = load.status === 'ready' ? load.value : null;
  const title = t('Wages.OrgMonth.Members', { name: target.name, month: target.month });
  return (
    <FullUiProvider>
      <ModalFrame title={title} testId="org-members" size="xl" onClose={onClose} cancelLabel={t('Shell.Action.Close')} actions={null}>
        {load.status === 'error' && <LoadFailure error={load.error} />}
        {load.status === 'loading' && <Skeleton height="40" />}
        {list !== null && (
          <>
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label={title}>
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    <Table.ColumnHeader>{t('Wages.Field.Worker')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('Wages.Field.Organization')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('Wages.Field.PieceQty')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('Wages.Field.PieceAmount')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('Wages.Field.AdditionAmount')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('Wages.Field.DeductionAmount')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('Wages.Field.NetAmount')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('Wages.OrgMonth.PreviousAmount')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.items.length === 0 && (
                    <Table.Row>
                      <Table.Cell colSpan={8} textAlign="center" color="fg.muted">
                        {t('Data.List.Empty')}
                      </Table.Cell>
                    </Table.Row>
                  )}
                  {list.items.map((row) => {
                    const href = routeHref('WageUserSalaryMonthReport', { userId: row.userId, month: target.month });
                    return (
                      <Table.Row key={row.userId} data-testid="member-row">
                        <Table.Cell whiteSpace="nowrap">
                          <Link
                            colorPalette="brand"
                            fontWeight="semibold"
                            href={href}
                            onClick={(e) => {
                              e.preventDefault();
                              navigate(href);
                            }}
                          >
                            {row.name}
                          </Link>
                          {row.employeeNo !== null && (
                            <Text fontSize="xs" color="fg.muted">
                              {row.employeeNo}
                            </Text>
                          )}
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{row.organizationName ?? '—'}</Table.Cell>
                        <Table.Cell textAlign="end">{row.pieceQty}</Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap">
                          {money(row.pieceAmount)}
                        </Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap" color="green.fg">
                          {money(row.additionAmount)}
                        </Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap" color="red.fg">
                          {money(row.deductionAmount)}
                        </Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                          {money(row.amount)}
                        </Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap" color="fg.muted">
                          {money(row.previousAmount)}
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
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
