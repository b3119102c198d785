import { Link, Stack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { WageSettlementDto, WageSettlementItemDto } from '@eticket/core/wages';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { Column } from '../../../components/data-ui/data-table';
import { ListToolbar } from '../../../components/data-ui/list-toolbar';
import { PagedTable } from '../../../components/data-ui/paged-table';
import { useMoney } from '../../../components/data-ui/use-money';
import { useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import { Can } from '../../../kit/can';
import { useWagesApi } from '../wages-api';
import { ConfirmStatusBadge } from '../shared/status-badges';
import { WagesResource } from '../shared/wage-resources';
import { workerLabel } from '../shared/worker-picker';
import type { WorkerRecordsTarget } from '../shared/worker-records-dialog';

const WorkerRecordsDialog = lazy(() => import('../shared/worker-records-dialog'));
const RECORD_READERS = [P.ReportCenter, P.ReportCenterOrganizationMemberTicketLogs];

/** A settlement's items, one per worker, searched and paged on the server; a name opens the worker's records of the period. */
export function SettlementItems({ settlement }: { settlement: WageSettlementDto }) {
  const t = useT();
  const money = useMoney();
  const wages = useWagesApi();
  const [drilling, setDrilling] = useState<WorkerRecordsTarget | null>(null);
  const load = useCallback(
    (request: ListRequest<null>, signal: AbortSignal) =>
      wages.settlements.confirmations(settlement.id, { ...(request.keyword === null ? {} : { keyword: request.keyword }), skipCount: request.skipCount, maxResultCount: request.maxResultCount }, { signal }),
    [wages, settlement.id],
  );
  const list = useServerList({ resource: WagesResource.settlement, load, initialFilters: null });
  const period = { periodStart: settlement.periodStart, periodEnd: settlement.periodEnd };
  const columns: Column<WageSettlementItemDto>[] = [
    {
      key: 'worker',
      header: t('Wages.Field.Worker'),
      sticky: 'start',
      nowrap: true,
      cell: (item) => (
        <Stack gap="0">
          <Can permission={RECORD_READERS} fallback={<Text fontWeight="semibold">{workerLabel(item)}</Text>}>
            <Link
              as="button"
              fontWeight="semibold"
              colorPalette="brand"
              title={t('Wages.Admin.ShowRecords')}
              onClick={() => {
                setDrilling({ userId: item.userId, name: workerLabel(item), period });
              }}
            >
              {workerLabel(item)}
            </Link>
          </Can>
          <Text fontSize="xs" color="fg.muted">
            {item.employeeNo ?? ''}
          </Text>
        </Stack>
      ),
    },
    { key: 'organization', header: t('Wages.Field.Organization'), nowrap: true, cell: (item) => item.organizationName ?? '—' },
    { key: 'records', header: t('Wages.Field.RecordCount'), align: 'end', cell: (item) => item.recordCount },
    { key: 'pieceQty', header: t('Wages.Field.PieceQty'), align: 'end', cell: (item) => item.pieceQty },
    { key: 'pieceAmount', header: t('Wages.Field.PieceAmount'), align: 'end', nowrap: true, cell: (item) => money(item.pieceAmount) },
    { key: 'additions', header: t('Wages.Field.AdditionAmount'), align: 'end', nowrap: true, cell: (item) => money(item.additionAmount) },
    { key: 'deductions', header: t('Wages.Field.DeductionAmount'), align: 'end', nowrap: true, cell: (item) => money(item.deductionAmount) },
    { key: 'gross', header: t('Wages.Field.GrossAmount'), align: 'end', nowrap: true, cell: (item) => money(item.grossAmount) },
    { key: 'net', header: t('Wages.Field.NetAmount'), align: 'end', nowrap: true, cell: (item) => <Text fontWeight="semibold">{money(item.netAmount)}</Text> },
    { key: 'confirm', header: t('Wages.Field.ConfirmStatus'), nowrap: true, cell: (item) => <ConfirmStatusBadge status={item.confirmStatus} /> },
  ];
  return (
    <>
      <ListToolbar keyword={list.keyword} placeholder={t('Wages.Admin.WorkerKeyword')} onSearch={(keyword) => { list.search(keyword); }} onReset={list.reset} />
      <PagedTable list={list} label={t('Wages.Admin.Items')} columns={columns} />
      {drilling !== null && (
        <Suspense fallback={null}>
          <WorkerRecordsDialog
            target={drilling}
            onClose={() => {
              setDrilling(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
