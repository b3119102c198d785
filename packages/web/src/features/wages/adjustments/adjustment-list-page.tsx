import { Badge, Stack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { WAGE_ADJUSTMENT_TYPES, type WageAdjustmentDto, type WageAdjustmentListQuery } from '@eticket/core/wages';
import { lazy, Suspense, useCallback, useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { CrudListView } from '../../../components/data-ui/crud-list-view';
import type { Column } from '../../../components/data-ui/data-table';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { SelectBox } from '../../../components/data-ui/select-box';
import { useMoney } from '../../../components/data-ui/use-money';
import { exportInput, pagedInput, useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import type { TFunction } from '../../../i18n/rosetta';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { useWagesApi } from '../wages-api';
import { PeriodFields } from '../shared/period-fields';
import type { WagePeriod } from '../shared/period';
import { useWagePeriod } from '../shared/use-wage-period';
import { OrganizationFilter, WorkerFilter } from '../shared/wage-filter-bar';
import { WAGE_STEP_CALL, WagesResource } from '../shared/wage-resources';
import { workerLabel } from '../shared/worker-picker';

const AdjustmentFormDialog = lazy(() => import('./adjustment-form-dialog'));

/** Where the server files an adjustment it made itself; anything else shows as stored. */
const KNOWN_SOURCES = ['qualityCheck', 'settlementItem'] as const;

function sourceText(sourceType: string | null, t: TFunction): string {
  if (sourceType === null) return t('Wages.Admin.SourceManual');
  const known = KNOWN_SOURCES.find((source) => source === sourceType);
  return known === undefined ? sourceType : t(`Wages.Admin.SourceType.${known}`);
}

/** The list's filters besides the keyword ('' = any). */
interface AdjustmentFilters extends WagePeriod {
  userId: string;
  workerName: string;
  type: string;
  organizationId: string;
  settled: '' | 'true' | 'false';
}

function adjustmentQuery(request: ListRequest<AdjustmentFilters>, paged: boolean): WageAdjustmentListQuery {
  const f = request.filters;
  return {
    ...(paged ? pagedInput(request) : exportInput(request)),
    periodStart: f.periodStart,
    periodEnd: f.periodEnd,
    ...(f.userId === '' ? {} : { userId: f.userId }),
    ...(f.type === '' ? {} : { type: f.type }),
    ...(f.organizationId === '' ? {} : { organizationId: f.organizationId }),
    ...(f.settled === '' ? {} : { settled: f.settled === 'true' }),
  };
}

/**
 * Wage adjustments (/wage/salaryDeductionDetail): subsidies, bonuses, deductions … of a period, by worker,
 * type and organization, with their signed total; add, change and delete while no locked settlement holds
 * them (held rows say so instead), and the Excel export of the same filter.
 */
export default function AdjustmentListPage({ route }: ShellPageProps) {
  const t = useT();
  const money = useMoney();
  const wages = useWagesApi();
  const [period] = useWagePeriod();
  const [initialFilters] = useState<AdjustmentFilters>(() => ({ ...period, userId: '', workerName: '', type: '', organizationId: '', settled: '' }));
  const [editing, setEditing] = useState<{ record: WageAdjustmentDto | null } | null>(null);
  const [totalAmount, setTotalAmount] = useState<string | null>(null);
  const load = useCallback(
    async (request: ListRequest<AdjustmentFilters>, signal: AbortSignal) => {
      const page = await wages.adjustments.list(adjustmentQuery(request, true), { signal });
      setTotalAmount(page.totalAmount);
      return page;
    },
    [wages],
  );
  const list = useServerList({ resource: WagesResource.adjustment, load, initialFilters });
  const f = list.filters;

  const columns: Column<WageAdjustmentDto>[] = [
    { key: 'businessDate', header: t('Wages.Field.BusinessDate'), sortField: 'businessDate', nowrap: true, cell: (a) => a.businessDate },
    {
      key: 'worker',
      header: t('Wages.Field.Worker'),
      sticky: 'start',
      nowrap: true,
      cell: (a) => (
        <Stack gap="0">
          <Text fontWeight="semibold">{workerLabel(a)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {[a.employeeNo, a.organizationName].filter((part) => part !== null && part !== '').join(' · ')}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', header: t('Wages.Field.Type'), sortField: 'type', nowrap: true, cell: (a) => t(`Wages.AdjustmentType.${a.type}`) },
    {
      key: 'amount',
      header: t('Wages.Field.Amount'),
      sortField: 'amount',
      align: 'end',
      nowrap: true,
      cell: (a) => (
        <Text color={a.signedAmount.startsWith('-') ? 'red.fg' : 'green.fg'} fontWeight="semibold">
          {money(a.signedAmount)}
        </Text>
      ),
    },
    { key: 'source', header: t('Wages.Admin.Source'), nowrap: true, cell: (a) => sourceText(a.sourceType, t) },
    { key: 'reason', header: t('Wages.Field.Reason'), minW: '40', cell: (a) => a.reason },
    {
      key: 'settled',
      header: t('Wages.Field.SettledState'),
      minW: '40',
      cell: (a) =>
        a.settlementId === null ? (
          <Badge colorPalette="gray">{t('Wages.Settled.unsettled')}</Badge>
        ) : (
          <Stack gap="0.5" data-testid="adjustment-held">
            <Badge colorPalette="green" alignSelf="start">
              {t('Wages.Admin.HeldBy', { settlementNo: a.settlementNo ?? '' })}
            </Badge>
            <Text fontSize="xs" color="fg.muted">
              {t('Wages.Admin.HeldWhy')}
            </Text>
          </Stack>
        ),
    },
  ];

  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <CrudListView
          list={list}
          entityName={t('Wages.Export.AdjustmentTitle')}
          resources={[WagesResource.adjustment, WagesResource.wage]}
          columns={columns}
          keywordPlaceholder={t('Wages.Admin.AdjustmentKeyword')}
          filters={
            <>
              <PeriodFields period={f} onChange={list.setFilters} />
              <WorkerFilter list={list} />
              <SelectBox
                label={t('Wages.Field.Type')}
                width={{ base: 'full', sm: '32' }}
                value={f.type}
                placeholder={t('Wages.Admin.AllTypes')}
                options={WAGE_ADJUSTMENT_TYPES.map((type) => ({ value: type, label: t(`Wages.AdjustmentType.${type}`) }))}
                onChange={(type) => {
                  list.setFilters({ type });
                }}
              />
              <OrganizationFilter list={list} />
              <SelectBox
                label={t('Wages.Field.SettledState')}
                width={{ base: 'full', sm: '28' }}
                value={f.settled}
                placeholder={t('Wages.Admin.AllSettled')}
                options={[
                  { value: 'false', label: t('Wages.Settled.unsettled') },
                  { value: 'true', label: t('Wages.Settled.settled') },
                ]}
                onChange={(value) => {
                  list.setFilters({ settled: value === 'true' || value === 'false' ? value : '' });
                }}
              />
            </>
          }
          toolbarActions={
            totalAmount !== null && list.loaded ? (
              <Text fontSize="sm" fontWeight="semibold" data-testid="adjustment-total">
                {t('Wages.Admin.AdjustmentTotal', { amount: money(totalAmount) })}
              </Text>
            ) : undefined
          }
          exportExcel={(request) => wages.adjustments.exportExcel(adjustmentQuery(request, false))}
          create={{
            permission: P.SalaryManagementDeduction,
            onClick: () => {
              setEditing({ record: null });
            },
          }}
          rowActions={(a) =>
            a.settlementId === null
              ? [{ key: 'edit', label: t('Data.Action.Edit'), icon: <LuPencil />, permission: P.SalaryManagementDeduction, onClick: () => { setEditing({ record: a }); } }]
              : []
          }
          remove={{
            permission: P.SalaryManagementDeduction,
            call: (id, options) => wages.adjustments.delete(id, options),
            options: WAGE_STEP_CALL,
            nameOf: (a) => `${workerLabel(a)} ${a.businessDate} ${t(`Wages.AdjustmentType.${a.type}`)}`,
            allowed: (a) => a.settlementId === null,
          }}
          rowProps={(a) => ({ muted: a.settlementId !== null })}
        />
        {editing !== null && (
          <Suspense fallback={null}>
            <AdjustmentFormDialog
              record={editing.record}
              onClose={() => {
                setEditing(null);
              }}
            />
          </Suspense>
        )}
      </PageFrame>
    </DataUiProvider>
  );
}
