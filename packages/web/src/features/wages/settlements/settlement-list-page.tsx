import { Link, Stack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { formatDateTimeMinutes } from '@eticket/core/format';
import { routeHref } from '@eticket/core/navigation';
import { WAGE_SETTLEMENT_STATUSES, type WageSettlementListQuery, type WageSettlementRow } from '@eticket/core/wages';
import { lazy, Suspense, useCallback, useState } from 'react';
import { LuFolderOpen } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { CrudListView } from '../../../components/data-ui/crud-list-view';
import type { Column } from '../../../components/data-ui/data-table';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { SelectBox } from '../../../components/data-ui/select-box';
import { useMoney } from '../../../components/data-ui/use-money';
import { exportInput, pagedInput, useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { useWagesApi } from '../wages-api';
import { useWageOrganizations } from '../shared/organization-select';
import { scopeLabel } from '../shared/scope-label';
import type { SettlementDraft } from '../shared/settlement-create-dialog';
import { canDeleteSettlement } from '../shared/settlement-rules';
import { SettlementStatusBadge } from '../shared/status-badges';
import { useWagePeriod } from '../shared/use-wage-period';
import { WAGE_STEP_CALL, WagesResource } from '../shared/wage-resources';

const SettlementCreateDialog = lazy(() => import('../shared/settlement-create-dialog'));

interface SettlementFilters {
  year: string;
  status: string;
}

const NO_FILTERS: SettlementFilters = { year: '', status: '' };
const YEARS_SHOWN = 6;

function settlementQuery(request: ListRequest<SettlementFilters>, paged: boolean): WageSettlementListQuery {
  const f = request.filters;
  const status = WAGE_SETTLEMENT_STATUSES.find((s) => s === f.status);
  return {
    ...(paged ? pagedInput(request) : exportInput(request)),
    ...(f.year === '' ? {} : { year: Number(f.year) }),
    ...(status === undefined ? {} : { status }),
  };
}

/**
 * Settlements (/wage/settleSalaryReport): by the year their period starts in and by status, newest first;
 * each opens its detail; a new one is made over a period and scope; drafts may be deleted; Excel export.
 */
export default function SettlementListPage({ route }: ShellPageProps) {
  const t = useT();
  const money = useMoney();
  const wages = useWagesApi();
  const tree = useWageOrganizations();
  const [, navigate] = useLocation();
  const [period] = useWagePeriod();
  const [creating, setCreating] = useState<SettlementDraft | null>(null);
  const load = useCallback((request: ListRequest<SettlementFilters>, signal: AbortSignal) => wages.settlements.list(settlementQuery(request, true), { signal }), [wages]);
  const list = useServerList({ resource: WagesResource.settlement, load, initialFilters: NO_FILTERS });
  const thisYear = Number(period.periodStart.slice(0, 4));
  const detailHref = (s: WageSettlementRow) => routeHref('WageSettleDetail', { id: s.id });

  const columns: Column<WageSettlementRow>[] = [
    {
      key: 'settlementNo',
      header: t('Wages.Field.SettlementNo'),
      sortField: 'settlementNo',
      sticky: 'start',
      nowrap: true,
      cell: (s) => (
        <Link
          fontWeight="semibold"
          colorPalette="brand"
          href={detailHref(s)}
          onClick={(e) => {
            e.preventDefault();
            navigate(detailHref(s));
          }}
        >
          {s.settlementNo}
        </Link>
      ),
    },
    { key: 'period', header: t('Wages.Field.Period'), sortField: 'periodStart', nowrap: true, cell: (s) => t('Wages.Admin.PeriodRange', { from: s.periodStart, to: s.periodEnd }) },
    { key: 'scope', header: t('Wages.Admin.Scope'), minW: '32', cell: (s) => scopeLabel(s, tree, t) },
    { key: 'workers', header: t('Wages.Field.WorkerCount'), align: 'end', cell: (s) => s.workerCount },
    { key: 'total', header: t('Wages.Field.TotalAmount'), sortField: 'totalAmount', align: 'end', nowrap: true, cell: (s) => <Text fontWeight="semibold">{money(s.totalAmount)}</Text> },
    { key: 'status', header: t('Wages.Field.Status'), nowrap: true, cell: (s) => <SettlementStatusBadge status={s.status} /> },
    {
      key: 'dates',
      header: t('Wages.Admin.LockedPaid'),
      nowrap: true,
      cell: (s) => (
        <Stack gap="0" fontSize="xs">
          <Text>{s.lockedAt === null ? '—' : formatDateTimeMinutes(s.lockedAt)}</Text>
          <Text color="fg.muted">{s.paidDate ?? '—'}</Text>
        </Stack>
      ),
    },
    { key: 'creationTime', header: t('Wages.Field.CreationTime'), sortField: 'creationTime', nowrap: true, cell: (s) => formatDateTimeMinutes(s.creationTime) },
  ];

  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <CrudListView
          list={list}
          entityName={t('Wages.Export.SettlementTitle')}
          resources={[WagesResource.settlement, WagesResource.wage]}
          columns={columns}
          keywordPlaceholder={t('Wages.Admin.SettlementKeyword')}
          filters={
            <>
              <SelectBox
                label={t('Wages.Admin.Year')}
                width={{ base: 'full', sm: '28' }}
                value={list.filters.year}
                placeholder={t('Wages.Admin.AllYears')}
                options={Array.from({ length: YEARS_SHOWN }, (_, i) => String(thisYear - i)).map((year) => ({ value: year, label: year }))}
                onChange={(year) => {
                  list.setFilters({ year });
                }}
              />
              <SelectBox
                label={t('Wages.Field.Status')}
                width={{ base: 'full', sm: '32' }}
                value={list.filters.status}
                placeholder={t('Wages.Admin.AllStatuses')}
                options={WAGE_SETTLEMENT_STATUSES.map((status) => ({ value: status, label: t(`Wages.Status.${status}`) }))}
                onChange={(status) => {
                  list.setFilters({ status });
                }}
              />
            </>
          }
          exportExcel={(request) => wages.settlements.exportExcel(settlementQuery(request, false))}
          create={{
            permission: P.SalaryManagementSettle,
            onClick: () => {
              setCreating({ ...period, organizationIds: [], workers: [] });
            },
          }}
          rowActions={(s) => [{ key: 'open', label: t('Wages.Admin.Open'), icon: <LuFolderOpen />, onClick: () => { navigate(detailHref(s)); } }]}
          remove={{
            permission: P.SalaryManagementSettle,
            call: (id, options) => wages.settlements.delete(id, options),
            options: WAGE_STEP_CALL,
            nameOf: (s) => s.settlementNo,
            allowed: (s) => canDeleteSettlement(s.status),
          }}
        />
        {creating !== null && (
          <Suspense fallback={null}>
            <SettlementCreateDialog
              draft={creating}
              onClose={() => {
                setCreating(null);
              }}
            />
          </Suspense>
        )}
      </PageFrame>
    </DataUiProvider>
  );
}
