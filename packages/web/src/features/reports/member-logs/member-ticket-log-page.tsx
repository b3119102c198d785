import { Badge, Box, Button, Flex, Grid, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { formatDateTimeMinutes } from '@eticket/core/format';
import { TICKET_LOG_STATUSES, type TicketLogDto, type TicketLogListQuery, type TicketLogStatus } from '@eticket/core/scanning';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { ExportButton } from '../../../components/data-ui/export-button';
import { useOrganizationTreeOf } from '../../../components/data-ui/organization-tree';
import { Pager } from '../../../components/data-ui/pager';
import { SelectBox } from '../../../components/data-ui/select-box';
import { TreeNav } from '../../../components/data-ui/tree-nav';
import { useLoad } from '../../../components/data-ui/use-query';
import { useMoney } from '../../../components/data-ui/use-money';
import { useT } from '../../../i18n/i18n-context';
import { Can } from '../../../kit/can';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { ReportsResource, useReports } from '../reports-api';
import { DateFields } from '../shared/date-fields';
import { useReportRange } from '../shared/use-report-range';
import { MemberList } from './member-list';

const RevokeDialog = lazy(() => import('./revoke-dialog'));

/** Records still counting that a manager may take back (settled ones are corrected by a wage adjustment). */
const REVOCABLE: readonly TicketLogStatus[] = ['pending', 'valid'];
const STATUS_PALETTE: Readonly<Record<TicketLogStatus, string>> = { pending: 'orange', valid: 'green', rejected: 'gray', revoked: 'red', settled: 'blue' };

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="2" borderWidth="1px" rounded="lg" p="2" bg="bg.panel" aria-label={title} minW="0">
      <Heading as="h2" size="sm" px="2" pt="1">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * Member ticket logs (/report/memberTicketLog): the organization tree → the members of the chosen subtree →
 * the records of the chosen member (or of the whole subtree) for a date range and status, with their totals,
 * the Excel export of the same filter and, for holders of the revoke permission, revoking a record with a
 * reason. The server confines every list to the caller's data scope.
 */
export default function MemberTicketLogPage({ route }: ShellPageProps) {
  const t = useT();
  const money = useMoney();
  const reports = useReports();
  const tree = useOrganizationTreeOf(useCallback((signal: AbortSignal) => reports.organizations.list({ signal }), [reports]));
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [member, setMember] = useState<{ id: string; name: string } | null>(null);
  const [range, setRange] = useReportRange(7);
  const [status, setStatus] = useState<TicketLogStatus | ''>('');
  const [page, setPage] = useState({ index: 0, size: 20 });
  const [revoking, setRevoking] = useState<TicketLogDto | null>(null);

  const filter = useMemo((): TicketLogListQuery => ({
    from: range.from,
    to: range.to,
    ...(organizationId === null ? {} : { organizationId }),
    ...(member === null ? {} : { userId: member.id }),
    ...(status === '' ? {} : { status }),
  }), [range, organizationId, member, status]);
  const query = { ...filter, skipCount: page.index * page.size, maxResultCount: page.size };
  const load = useLoad([ReportsResource.ticketLog, JSON.stringify(query)], (signal) => reports.ticketLogs.list(query, { signal }));
  const list = load.status === 'ready' ? load.value : null;
  const resetPage = () => {
    setPage((p) => ({ ...p, index: 0 }));
  };
  const title = member === null ? t('Reports.Log.Title') : `${t('Reports.Log.Title')} · ${member.name}`;

  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <Grid templateColumns={{ base: '1fr', lg: '14rem 15rem minmax(0, 1fr)' }} gap="3" alignItems="start">
          <Panel title={t('Reports.Member.Tree')}>
            <Box maxH={{ base: '48', lg: '70vh' }} overflowY="auto">
              <TreeNav
                label={t('Reports.Member.Tree')}
                allLabel={t('Reports.Member.AllOrganizations')}
                nodes={tree.nodes.map((node) => ({ id: node.item.id, label: node.item.name, depth: node.depth }))}
                selectedId={organizationId}
                onSelect={(id) => {
                  setOrganizationId(id);
                  setMember(null);
                  resetPage();
                }}
              />
            </Box>
          </Panel>
          <Panel title={t('Reports.Member.Members')}>
            <MemberList
              organizationId={organizationId}
              selectedId={member?.id ?? null}
              onSelect={(next) => {
                setMember(next);
                resetPage();
              }}
            />
          </Panel>
          <Panel title={title}>
            <Stack gap="3" px="2" pb="2">
              <Flex gap="3" flexWrap="wrap" align="end">
                <DateFields
                  from={range.from}
                  to={range.to}
                  onChange={(next) => {
                    setRange(next);
                    resetPage();
                  }}
                />
                <Stack as="label" gap="1">
                  <Text fontSize="xs" color="fg.muted">
                    {t('Reports.Log.StatusFilter')}
                  </Text>
                  <SelectBox
                    width="36"
                    value={status}
                    placeholder={t('Reports.Log.AllStatuses')}
                    options={TICKET_LOG_STATUSES.map((s) => ({ value: s, label: t(`Reports.Status.${s}`) }))}
                    onChange={(value) => {
                      setStatus(TICKET_LOG_STATUSES.find((s) => s === value) ?? '');
                      resetPage();
                    }}
                  />
                </Stack>
                <Box ms={{ base: 0, md: 'auto' }}>
                  <ExportButton title={title} exporter={() => reports.ticketLogs.exportExcel(filter)} disabled={list === null} />
                </Box>
              </Flex>
              {list !== null && (
                <Text fontSize="sm" fontWeight="semibold" data-testid="log-totals">
                  {t('Reports.Log.Totals', { records: list.totals.recordCount, qty: list.totals.qty, amount: money(list.totals.amount) })}
                </Text>
              )}
              {load.status === 'error' && <LoadFailure error={load.error} />}
              {load.status === 'loading' && <Skeleton height="40" />}
              {list !== null && (
                <>
                  <Table.ScrollArea borderWidth="1px" rounded="md">
                    <Table.Root size="sm" aria-label={title} data-testid="log-table">
                      <Table.Header>
                        <Table.Row bg="bg.muted">
                          <Table.ColumnHeader>{t('Reports.Column.Date')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('Reports.Column.Worker')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('Reports.Log.Order')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">{t('Reports.Log.BundleNo')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('Reports.Log.Color')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('Reports.Log.Size')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('Reports.Column.Procedure')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">{t('Reports.Column.Qty')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">{t('Reports.Log.UnitPrice')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">{t('Reports.Column.Amount')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('Reports.Log.ReportedBy')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('Reports.Log.Status')}</Table.ColumnHeader>
                          <Table.ColumnHeader />
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {list.items.length === 0 && (
                          <Table.Row>
                            <Table.Cell colSpan={13} textAlign="center" color="fg.muted">
                              {t('Data.List.Empty')}
                            </Table.Cell>
                          </Table.Row>
                        )}
                        {list.items.map((log) => (
                          <Table.Row key={log.id} data-testid="log-row">
                            <Table.Cell whiteSpace="nowrap">
                              <Text>{log.businessDate}</Text>
                              <Text fontSize="xs" color="fg.muted">
                                {formatDateTimeMinutes(log.occurredAt)}
                              </Text>
                            </Table.Cell>
                            <Table.Cell whiteSpace="nowrap">{log.name === '' ? log.userName : log.name}</Table.Cell>
                            <Table.Cell whiteSpace="nowrap">
                              <Text>{log.orderNo}</Text>
                              <Text fontSize="xs" color="fg.muted">
                                {log.styleNo}
                              </Text>
                            </Table.Cell>
                            <Table.Cell textAlign="end">{log.bundleNo}</Table.Cell>
                            <Table.Cell>{log.color}</Table.Cell>
                            <Table.Cell>{log.size}</Table.Cell>
                            <Table.Cell whiteSpace="nowrap">{log.procedureName}</Table.Cell>
                            <Table.Cell textAlign="end">{log.qty}</Table.Cell>
                            <Table.Cell textAlign="end">{money(log.unitPrice)}</Table.Cell>
                            <Table.Cell textAlign="end">{money(log.amount)}</Table.Cell>
                            <Table.Cell whiteSpace="nowrap">{log.reportedByName}</Table.Cell>
                            <Table.Cell>
                              <Badge colorPalette={STATUS_PALETTE[log.status]} title={log.revokeReason ?? undefined}>
                                {t(`Reports.Status.${log.status}`)}
                              </Badge>
                            </Table.Cell>
                            <Table.Cell>
                              {REVOCABLE.includes(log.status) && log.settlementId === null && (
                                <Can permission={P.ReportCenterRevokeTicketLog}>
                                  <Button
                                    size="xs"
                                    minH="11"
                                    variant="ghost"
                                    colorPalette="red"
                                    onClick={() => {
                                      setRevoking(log);
                                    }}
                                  >
                                    {t('Reports.Log.Revoke')}
                                  </Button>
                                </Can>
                              )}
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
            </Stack>
          </Panel>
        </Grid>
        {revoking !== null && (
          <Suspense fallback={null}>
            <RevokeDialog
              record={revoking}
              onClose={() => {
                setRevoking(null);
              }}
            />
          </Suspense>
        )}
      </PageFrame>
    </DataUiProvider>
  );
}
