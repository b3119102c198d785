import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { routeHref } from '@eticket/core/navigation';
import {
  fenOf,
  parseWageReportQuery,
  WAGE_REPORT_DIMENSIONS,
  WAGE_REPORT_OTHER_KEY,
  type WageReportCell,
  type WageReportColumnDto,
  type WageReportDimension,
  type WageReportDto,
  type WageReportQuery,
  type WageReportRowDto,
} from '@eticket/core/wages';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import type { Column } from '../../../components/data-ui/data-table';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { ExportButton } from '../../../components/data-ui/export-button';
import { PagedTable } from '../../../components/data-ui/paged-table';
import { SelectBox } from '../../../components/data-ui/select-box';
import { useMoney } from '../../../components/data-ui/use-money';
import { TotalsFooter } from '../../../components/data-ui/totals-footer';
import { pagedInput, useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import type { WagePeriod } from '../shared/period';
import { PeriodFields } from '../shared/period-fields';
import { OrderFilterPicker, StyleFilterPicker } from '../shared/report-pickers';
import { useWagePeriod } from '../shared/use-wage-period';
import { OrganizationFilter, WageFilterBar } from '../shared/wage-filter-bar';
import { WagesResource } from '../shared/wage-resources';
import { workerLabel } from '../shared/worker-picker';
import { orderAndStyle } from '../wage-labels';
import { useWagesApi } from '../wages-api';

interface ReportFilters extends WagePeriod {
  by: WageReportDimension;
  organizationId: string;
  orderId: string;
  orderLabel: string;
  productId: string;
  productLabel: string;
}

function reportQuery(f: ReportFilters, page: { skipCount?: number; maxResultCount?: number }): WageReportQuery {
  return {
    periodStart: f.periodStart,
    periodEnd: f.periodEnd,
    by: f.by,
    ...(f.organizationId === '' ? {} : { organizationId: f.organizationId }),
    ...(f.orderId === '' ? {} : { orderId: f.orderId }),
    ...(f.productId === '' ? {} : { productId: f.productId }),
    ...page,
  };
}

/** Dimension labels (literal keys: the build ships each page the keys its sources name). */
const DIMENSION_KEYS: Readonly<Record<WageReportDimension, string>> = {
  order: 'Wages.Report.Dimension.order',
  procedure: 'Wages.Report.Dimension.procedure',
  day: 'Wages.Report.Dimension.day',
};

/** Pieces over the amount (rounded to the fen once, for display). */
function CellFigures({ cell, strong = false }: { cell: WageReportCell | null; strong?: boolean }) {
  const money = useMoney();
  if (cell === null) return <Text color="fg.subtle">—</Text>;
  return (
    <Stack gap="0" align="end" fontWeight={strong ? 'semibold' : undefined}>
      <Text>{cell.qty}</Text>
      <Text fontSize="xs" color={strong ? undefined : 'fg.muted'}>
        {money(fenOf(cell.amount))}
      </Text>
    </Stack>
  );
}

/**
 * The wage report (/wage/report): every worker of the period (paged on the server) against the orders, the
 * procedures or the days — pieces and amount in each cell, the worker's total at the end, each column's
 * total and the grand total over every worker below. The worker opens their month; Excel takes them all.
 */
export default function WageReportPage({ route }: ShellPageProps) {
  const t = useT();
  const wages = useWagesApi();
  const [, navigate] = useLocation();
  const [period] = useWagePeriod();
  const [initialFilters] = useState<ReportFilters>(() => ({ ...period, by: 'order', organizationId: '', orderId: '', orderLabel: '', productId: '', productLabel: '' }));
  const [report, setReport] = useState<WageReportDto | null>(null);
  const load = useCallback(
    async (request: ListRequest<ReportFilters>, signal: AbortSignal) => {
      const query = reportQuery(request.filters, pagedInput(request));
      // The page reads its filters as the server will: a refused one is said here, not asked for.
      if (!parseWageReportQuery(query).ok) {
        setReport(null);
        return { items: [], totalCount: 0 };
      }
      const page = await wages.reports.report(query, { signal });
      setReport(page);
      return { items: page.items.map((row) => ({ ...row, id: row.userId })), totalCount: page.totalCount };
    },
    [wages],
  );
  const list = useServerList({ resource: WagesResource.wage, load, initialFilters });
  const f = list.filters;
  const checked = parseWageReportQuery(reportQuery(f, {}));
  const problems = checked.ok ? [] : Object.values(checked.errors).map((issue) => t(issue.key, issue.params));
  const columnsOfReport = report?.columns ?? [];

  const monthHref = (row: WageReportRowDto) => routeHref('WageUserSalaryMonthReport', { userId: row.userId, month: f.periodStart.slice(0, 7) });
  const headerOf = (column: WageReportColumnDto) => {
    if (column.key === WAGE_REPORT_OTHER_KEY) return t('Wages.Report.Other');
    if (f.by === 'day') return column.label.slice(5);
    return column.detail === null ? column.label : `${column.label} · ${column.detail}`;
  };
  const columns: Column<WageReportRowDto>[] = [
    {
      key: 'worker',
      header: t('Wages.Field.Worker'),
      sticky: 'start',
      nowrap: true,
      cell: (row) => (
        <Stack gap="0">
          <Link
            href={monthHref(row)}
            fontWeight="semibold"
            colorPalette="brand"
            title={t('Wages.Report.OpenMonth', { name: workerLabel(row) })}
            onClick={(e) => {
              e.preventDefault();
              navigate(monthHref(row));
            }}
          >
            {workerLabel(row)}
          </Link>
          <Text fontSize="xs" color="fg.muted">
            {[row.employeeNo, row.organizationName].filter((x) => x !== null).join(' · ') || '—'}
          </Text>
        </Stack>
      ),
    },
    ...columnsOfReport.map(
      (column, i): Column<WageReportRowDto> => ({
        key: `c-${column.key}`,
        header: headerOf(column),
        align: 'end',
        nowrap: true,
        cell: (row) => <CellFigures cell={row.cells[i] ?? null} />,
      }),
    ),
    { key: 'total', header: t('Wages.Report.Total'), align: 'end', nowrap: true, sticky: 'end', cell: (row) => <CellFigures cell={row.total} strong /> },
  ];

  const footer =
    report === null || report.items.length === 0 ? undefined : (
      <TotalsFooter
        testId="wage-report-totals"
        label={t('Wages.Report.TotalsOf', { count: report.totalCount })}
        cells={[
          ...report.columns.map((column) => ({ key: column.key, content: <CellFigures cell={column.total} strong /> })),
          { key: 'total', content: <CellFigures cell={report.total} strong />, testId: 'wage-report-grand-total' },
        ]}
        pinEnd
      />
    );

  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <WageFilterBar
          label={t('Wages.Report.Filters')}
          filters={
            <>
              <PeriodFields period={f} onChange={list.setFilters} />
              <SelectBox
                label={t('Wages.Report.By')}
                width={{ base: 'full', sm: '32' }}
                value={f.by}
                options={WAGE_REPORT_DIMENSIONS.map((by) => ({ value: by, label: t(DIMENSION_KEYS[by]) }))}
                onChange={(value) => {
                  const by = WAGE_REPORT_DIMENSIONS.find((d) => d === value);
                  if (by !== undefined) list.setFilters({ by });
                }}
              />
              <OrganizationFilter list={list} />
              <OrderFilterPicker
                value={f.orderId}
                selectedLabel={f.orderLabel}
                onChange={(orderId, order) => {
                  list.setFilters({ orderId, orderLabel: order === null ? '' : orderAndStyle(order.orderNo, order.styleNo) });
                }}
              />
              <StyleFilterPicker
                value={f.productId}
                selectedLabel={f.productLabel}
                onChange={(productId, style) => {
                  list.setFilters({ productId, productLabel: style === null ? '' : style.styleNo });
                }}
              />
            </>
          }
          actions={<ExportButton title={t('Wages.Report.ExportTitle')} disabled={!checked.ok} exporter={() => wages.reports.exportExcel(reportQuery(f, {}))} />}
        />
        {problems.length > 0 && (
          <Alert.Root status="warning" mb="2" data-testid="wage-report-problem">
            <Alert.Indicator />
            <Alert.Title>{problems.join(' ')}</Alert.Title>
          </Alert.Root>
        )}
        {report !== null && report.columns.some((c) => c.key === WAGE_REPORT_OTHER_KEY) && (
          <Text fontSize="xs" color="fg.muted" mb="1">
            {t('Wages.Report.OtherHint')}
          </Text>
        )}
        <PagedTable list={list} label={t('Wages.Report.ExportTitle')} columns={columns} {...(footer === undefined ? {} : { footer })} />
      </PageFrame>
    </DataUiProvider>
  );
}
