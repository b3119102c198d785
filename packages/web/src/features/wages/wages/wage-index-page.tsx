import { Button, Flex, HStack, IconButton, Link, Stack, Table, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { routeHref } from '@eticket/core/navigation';
import { WAGE_SETTLED_FILTERS, type WagePageDto, type WageQuery, type WageRowDto } from '@eticket/core/wages';
import { lazy, Suspense, useCallback, useState } from 'react';
import { LuListChecks, LuPlus, LuReceipt } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { CellCheckbox } from '../../../components/data-ui/cell-checkbox';
import { DataTable, type Column } from '../../../components/data-ui/data-table';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { ExportButton } from '../../../components/data-ui/export-button';
import { ListToolbar } from '../../../components/data-ui/list-toolbar';
import { Pager } from '../../../components/data-ui/pager';
import { SelectBox } from '../../../components/data-ui/select-box';
import { useMoney } from '../../../components/data-ui/use-money';
import { exportInput, pagedInput, useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import { Can } from '../../../kit/can';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import type { AdjustmentPreset } from '../adjustments/adjustment-form-dialog';
import { useWagesApi } from '../wages-api';
import type { WagePeriod } from '../shared/period';
import { PeriodFields } from '../shared/period-fields';
import type { SettlementDraft } from '../shared/settlement-create-dialog';
import { ConfirmStatusBadge, SettledStateBadge, SettlementStatusBadge } from '../shared/status-badges';
import { useWagePeriod } from '../shared/use-wage-period';
import { OrganizationFilter, WorkerFilter } from '../shared/wage-filter-bar';
import { WagesResource } from '../shared/wage-resources';
import { workerLabel } from '../shared/worker-picker';
import type { WorkerRecordsTarget } from '../shared/worker-records-dialog';

const AdjustmentFormDialog = lazy(() => import('../adjustments/adjustment-form-dialog'));
const SettlementCreateDialog = lazy(() => import('../shared/settlement-create-dialog'));
const WorkerRecordsDialog = lazy(() => import('../shared/worker-records-dialog'));

/** Who may open a worker's records (the work-record list's own permission). */
const RECORD_READERS = [P.ReportCenter, P.ReportCenterOrganizationMemberTicketLogs];

interface WageFilters extends WagePeriod {
  organizationId: string;
  userId: string;
  workerName: string;
  settled: string;
}

function wageQuery(request: ListRequest<WageFilters>, paged: boolean): WageQuery {
  const f = request.filters;
  const settled = WAGE_SETTLED_FILTERS.find((s) => s === f.settled);
  return {
    ...(paged ? pagedInput(request) : exportInput(request)),
    periodStart: f.periodStart,
    periodEnd: f.periodEnd,
    ...(f.organizationId === '' ? {} : { organizationId: f.organizationId }),
    ...(f.userId === '' ? {} : { userId: f.userId }),
    ...(settled === undefined ? {} : { settled }),
  };
}

/** The selected workers, by id, with their names: a settlement of them covers exactly these workers. */
type Selection = ReadonlyMap<string, string>;

/**
 * Wages (/wage/index): every worker's live wage for a period — pieces, piece amount, adjustments, gross and
 * net — with where their settlement stands; filtered by period, organization subtree, worker and settled
 * state; a worker's records behind their name; an adjustment added from the row; the selected workers'
 * selected workers settled in one go; the Excel export of the same filter.
 */
export default function WageIndexPage({ route }: ShellPageProps) {
  const t = useT();
  const money = useMoney();
  const wages = useWagesApi();
  const [, navigate] = useLocation();
  const [period] = useWagePeriod();
  const [initialFilters] = useState<WageFilters>(() => ({ ...period, organizationId: '', userId: '', workerName: '', settled: '' }));
  const [totals, setTotals] = useState<WagePageDto['totals'] | null>(null);
  const [selection, setSelection] = useState<Selection>(new Map());
  const [adjusting, setAdjusting] = useState<AdjustmentPreset | null>(null);
  const [settling, setSettling] = useState<SettlementDraft | null>(null);
  const [drilling, setDrilling] = useState<WorkerRecordsTarget | null>(null);
  const load = useCallback(
    async (request: ListRequest<WageFilters>, signal: AbortSignal) => {
      const page = await wages.wages.list(wageQuery(request, true), { signal });
      setTotals(page.totals);
      return { items: page.items.map((row) => ({ ...row, id: row.userId })), totalCount: page.totalCount };
    },
    [wages],
  );
  const list = useServerList({ resource: WagesResource.wage, load, initialFilters });
  const f = list.filters;
  const setFilters = (next: Partial<WageFilters>) => {
    setSelection(new Map());
    list.setFilters(next);
  };
  // The filter fields change the list through the same door: a new filter clears the selection.
  const filtering = { filters: f, setFilters };
  const toggle = (row: WageRowDto, on: boolean) => {
    setSelection((current) => {
      const next = new Map(current);
      if (on) next.set(row.userId, workerLabel(row));
      else next.delete(row.userId);
      return next;
    });
  };
  const selectable = list.rows.filter((row) => row.settledState !== 'settled');
  const allSelected = selectable.length > 0 && selectable.every((row) => selection.has(row.userId));

  const columns: Column<WageRowDto>[] = [
    {
      key: 'select',
      header: t('Wages.Admin.Select'),
      headerContent: (
        <CellCheckbox
          label={t('Wages.Admin.SelectPage')}
          checked={allSelected}
          disabled={selectable.length === 0}
          mt="0"
          onChange={(on) => {
            for (const row of selectable) toggle(row, on);
          }}
        />
      ),
      cell: (row) => (
        <CellCheckbox
          label={t('Wages.Admin.SelectWorker', { name: workerLabel(row) })}
          checked={selection.has(row.userId)}
          disabled={row.settledState === 'settled'}
          onChange={(on) => {
            toggle(row, on);
          }}
        />
      ),
    },
    { key: 'employeeNo', header: t('Wages.Field.EmployeeNo'), sortField: 'employeeNo', nowrap: true, cell: (row) => row.employeeNo ?? '—' },
    {
      key: 'name',
      header: t('Wages.Field.Worker'),
      sortField: 'name',
      sticky: 'start',
      nowrap: true,
      cell: (row) => (
        <Can permission={RECORD_READERS} fallback={<Text fontWeight="semibold">{workerLabel(row)}</Text>}>
          <Link
            as="button"
            fontWeight="semibold"
            colorPalette="brand"
            title={t('Wages.Admin.ShowRecords')}
            onClick={() => {
              setDrilling({ userId: row.userId, name: workerLabel(row), period: { periodStart: f.periodStart, periodEnd: f.periodEnd } });
            }}
          >
            {workerLabel(row)}
          </Link>
        </Can>
      ),
    },
    { key: 'organization', header: t('Wages.Field.Organization'), nowrap: true, cell: (row) => row.organizationName ?? '—' },
    { key: 'level', header: t('Wages.Field.TechnicalLevel'), nowrap: true, cell: (row) => row.technicalLevelName ?? '—' },
    { key: 'pieceQty', header: t('Wages.Field.PieceQty'), sortField: 'pieceQty', align: 'end', cell: (row) => row.pieceQty },
    { key: 'pieceAmount', header: t('Wages.Field.PieceAmount'), sortField: 'pieceAmount', align: 'end', nowrap: true, cell: (row) => money(row.pieceAmount) },
    {
      key: 'adjustments',
      header: t('Wages.Admin.Adjustments'),
      align: 'end',
      nowrap: true,
      cell: (row) => (
        <Stack gap="0" fontSize="xs">
          <Text color="green.fg">{t('Wages.Admin.Plus', { amount: money(row.additionAmount) })}</Text>
          <Text color="red.fg">{t('Wages.Admin.Minus', { amount: money(row.deductionAmount) })}</Text>
        </Stack>
      ),
    },
    { key: 'gross', header: t('Wages.Field.GrossAmount'), align: 'end', nowrap: true, cell: (row) => money(row.grossAmount) },
    { key: 'net', header: t('Wages.Field.NetAmount'), sortField: 'netAmount', align: 'end', nowrap: true, cell: (row) => <Text fontWeight="semibold">{money(row.netAmount)}</Text> },
    { key: 'settled', header: t('Wages.Field.SettledState'), nowrap: true, cell: (row) => <SettledStateBadge state={row.settledState} /> },
    {
      key: 'settlement',
      header: t('Wages.Field.Settlement'),
      nowrap: true,
      cell: (row) =>
        row.settlement === null ? (
          '—'
        ) : (
          <HStack gap="1">
            <Link
              colorPalette="brand"
              href={routeHref('WageSettleDetail', { id: row.settlement.settlementId })}
              onClick={(e) => {
                e.preventDefault();
                if (row.settlement !== null) navigate(routeHref('WageSettleDetail', { id: row.settlement.settlementId }));
              }}
            >
              {row.settlement.settlementNo}
            </Link>
            <SettlementStatusBadge status={row.settlement.status} />
          </HStack>
        ),
    },
    { key: 'confirm', header: t('Wages.Field.ConfirmStatus'), nowrap: true, cell: (row) => (row.settlement === null ? '—' : <ConfirmStatusBadge status={row.settlement.confirmStatus} />) },
    {
      key: 'actions',
      header: t('Data.List.Actions'),
      align: 'end',
      sticky: 'end',
      cell: (row) => (
        <Can permission={P.SalaryManagementDeduction}>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="brand"
            aria-label={t('Wages.Admin.AddAdjustmentFor', { name: workerLabel(row) })}
            title={t('Wages.Admin.AddAdjustment')}
            onClick={() => {
              setAdjusting({ userId: row.userId, workerName: workerLabel(row), businessDate: f.periodEnd });
            }}
          >
            <LuPlus />
          </IconButton>
        </Can>
      ),
    },
  ];

  const footer =
    totals === null ? undefined : (
      <Table.Footer>
        <Table.Row fontWeight="semibold" bg="bg.muted" data-testid="wage-totals">
          <Table.Cell colSpan={5}>{t('Wages.Admin.TotalsOf', { count: totals.workerCount })}</Table.Cell>
          <Table.Cell textAlign="end">{totals.pieceQty}</Table.Cell>
          <Table.Cell textAlign="end">{money(totals.pieceAmount)}</Table.Cell>
          <Table.Cell textAlign="end" fontSize="xs">
            {t('Wages.Admin.PlusMinus', { plus: money(totals.additionAmount), minus: money(totals.deductionAmount) })}
          </Table.Cell>
          <Table.Cell textAlign="end">{money(totals.grossAmount)}</Table.Cell>
          <Table.Cell textAlign="end">{money(totals.netAmount)}</Table.Cell>
          <Table.Cell colSpan={4} />
        </Table.Row>
      </Table.Footer>
    );

  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <ListToolbar
          keyword={list.keyword}
          placeholder={t('Wages.Admin.WorkerKeyword')}
          onSearch={(keyword) => {
            setSelection(new Map());
            list.search(keyword);
          }}
          onReset={() => {
            setSelection(new Map());
            list.reset();
          }}
          filters={
            <>
              <PeriodFields period={f} onChange={setFilters} />
              <OrganizationFilter list={filtering} />
              <WorkerFilter list={filtering} />
              <SelectBox
                label={t('Wages.Field.SettledState')}
                width={{ base: 'full', sm: '28' }}
                value={f.settled}
                placeholder={t('Wages.Admin.AllSettled')}
                options={WAGE_SETTLED_FILTERS.map((s) => ({ value: s, label: t(`Wages.Settled.${s}`) }))}
                onChange={(settled) => {
                  setFilters({ settled });
                }}
              />
            </>
          }
          actions={
            <>
              <ExportButton title={t('Wages.Export.Title')} exporter={() => wages.wages.exportExcel(wageQuery(list.request, false))} />
              <Can permission={P.SalaryManagementDeduction}>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setAdjusting({ userId: '', workerName: '', businessDate: f.periodEnd });
                  }}
                >
                  <LuReceipt aria-hidden />
                  {t('Wages.Admin.AddAdjustment')}
                </Button>
              </Can>
              <Can permission={P.SalaryManagementSettle}>
                <Button
                  size="sm"
                  colorPalette="brand"
                  onClick={() => {
                    setSettling({
                      periodStart: f.periodStart,
                      periodEnd: f.periodEnd,
                      // Without a selection the filter's scope is settled; with one, exactly the chosen workers.
                      organizationIds: selection.size === 0 && f.organizationId !== '' ? [f.organizationId] : [],
                      workers: [...selection].map(([id, name]) => ({ id, name })),
                    });
                  }}
                >
                  <LuListChecks aria-hidden />
                  {selection.size === 0 ? t('Wages.Admin.CreateSettlement') : t('Wages.Admin.SettleSelected', { count: selection.size })}
                </Button>
              </Can>
            </>
          }
        />
        {selection.size > 0 && (
          <Flex mb="2" gap="2" align="center" fontSize="sm" color="fg.muted" data-testid="wage-selection">
            <Text>{t('Wages.Admin.SelectionScope', { count: selection.size })}</Text>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => {
                setSelection(new Map());
              }}
            >
              {t('Wages.Admin.ClearSelection')}
            </Button>
          </Flex>
        )}
        <DataTable
          label={t('Wages.Export.Title')}
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.userId}
          status={list.status}
          loaded={list.loaded}
          error={list.error}
          onRetry={list.reload}
          sorting={list.sorting}
          onSortingChange={list.setSorting}
          filtered={list.filtered}
          onClearFilters={list.reset}
          {...(footer === undefined ? {} : { footer })}
        />
        <Pager pageIndex={list.pageIndex} pageSize={list.pageSize} totalCount={list.totalCount} onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />
        <Suspense fallback={null}>
          {adjusting !== null && (
            <AdjustmentFormDialog
              record={null}
              preset={adjusting}
              onClose={() => {
                setAdjusting(null);
              }}
            />
          )}
          {settling !== null && (
            <SettlementCreateDialog
              draft={settling}
              onClose={() => {
                setSettling(null);
              }}
            />
          )}
          {drilling !== null && (
            <WorkerRecordsDialog
              target={drilling}
              onClose={() => {
                setDrilling(null);
              }}
            />
          )}
        </Suspense>
      </PageFrame>
    </DataUiProvider>
  );
}
