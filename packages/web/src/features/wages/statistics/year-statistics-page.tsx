import { Stack, Text } from '@chakra-ui/react';
import { WAGE_YEAR_GROUPS, WageStatisticsLimits, type WageYearGroupBy, type WageYearQuery, type WageYearRowDto, type WageYearStatisticsDto } from '@eticket/core/wages';
import { useCallback, useState } from 'react';
import type { Column } from '../../../components/data-ui/data-table';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { ExportButton } from '../../../components/data-ui/export-button';
import { PagedTable } from '../../../components/data-ui/paged-table';
import { SelectBox } from '../../../components/data-ui/select-box';
import { TotalsFooter } from '../../../components/data-ui/totals-footer';
import { useMoney } from '../../../components/data-ui/use-money';
import { useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { useWageStatisticsApi } from './wage-statistics-api';
import { OrganizationFilter, StatisticsChart, StatisticsNote, useBusinessToday, WageFilterBar, WagesResource } from './statistics-frame';

interface YearFilters {
  year: string;
  organizationId: string;
  groupBy: WageYearGroupBy;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i);
/** The years offered: this one and the five before it. */
const YEARS_BACK = 5;

function yearQuery(request: ListRequest<YearFilters>, paged: boolean): WageYearQuery {
  const f = request.filters;
  return {
    ...(paged ? { skipCount: request.skipCount, maxResultCount: request.maxResultCount } : {}),
    year: Number(f.year),
    groupBy: f.groupBy,
    ...(f.organizationId === '' ? {} : { organizationId: f.organizationId }),
  };
}

/**
 * Year statistics (/wage/yearStatistics): each worker's (or organization's) net wage in the twelve months of a
 * year with the year's total, paged on the server; the totals of every row and a chart of the months; the
 * Excel export of the whole filter.
 */
export default function YearStatisticsPage({ route }: ShellPageProps) {
  const t = useT();
  const money = useMoney();
  const statistics = useWageStatisticsApi();
  const thisYear = Number(useBusinessToday().slice(0, 4));
  const [totals, setTotals] = useState<WageYearStatisticsDto['totals'] | null>(null);
  const [initialFilters] = useState<YearFilters>(() => ({ year: String(thisYear), organizationId: '', groupBy: 'worker' }));
  const load = useCallback(
    async (request: ListRequest<YearFilters>, signal: AbortSignal) => {
      const dto = await statistics.year(yearQuery(request, true), { signal });
      setTotals(dto.totals);
      return { items: dto.items.map((row) => ({ ...row, id: row.key })), totalCount: dto.totalCount };
    },
    [statistics],
  );
  const list = useServerList({ resource: WagesResource.wage, load, initialFilters });
  const f = list.filters;
  const byWorker = f.groupBy === 'worker';
  const noOrganization = t('Wages.OrgMonth.NoOrganization');
  const monthLabel = (i: number) => t('Wages.Year.MonthLabel', { month: i + 1 });
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => thisYear - i).filter((y) => y >= WageStatisticsLimits.yearMin);

  const columns: Column<WageYearRowDto>[] = [
    {
      key: 'name',
      header: byWorker ? t('Wages.Field.Worker') : t('Wages.Field.Organization'),
      sticky: 'start',
      nowrap: true,
      cell: (row) => (
        <Stack gap="0">
          <Text fontWeight="semibold">{row.key === '' ? noOrganization : row.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {byWorker ? [row.employeeNo, row.organizationName].filter((x) => x !== null).join(' · ') : t('Wages.Year.TotalRow', { count: row.headcount })}
          </Text>
        </Stack>
      ),
    },
    ...MONTHS.map(
      (i): Column<WageYearRowDto> => ({
        key: `m${String(i + 1)}`,
        header: monthLabel(i),
        align: 'end',
        nowrap: true,
        cell: (row) => {
          const cell = row.months[i];
          return cell === undefined || (cell.amount === '0.00' && cell.pieceQty === 0) ? <Text color="fg.subtle">—</Text> : money(cell.amount);
        },
      }),
    ),
    { key: 'pieceQty', header: t('Wages.Field.PieceQty'), align: 'end', cell: (row) => row.pieceQty },
    { key: 'total', header: t('Wages.Year.Total'), align: 'end', nowrap: true, cell: (row) => <Text fontWeight="semibold">{money(row.total)}</Text> },
  ];

  const footer =
    totals === null ? undefined : (
      <TotalsFooter
        testId="year-totals"
        label={t('Wages.Year.TotalRow', { count: totals.headcount })}
        cells={[
          ...totals.months.map((m, i) => ({ key: `m${String(i + 1)}`, content: money(m.amount) })),
          { key: 'pieceQty', content: totals.pieceQty },
          { key: 'total', content: money(totals.total) },
        ]}
      />
    );

  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <WageFilterBar
          filters={
            <>
              <SelectBox
                label={t('Wages.Year.Year')}
                width={{ base: 'full', sm: '28' }}
                value={f.year}
                options={years.map((y) => ({ value: String(y), label: String(y) }))}
                onChange={(year) => {
                  list.setFilters({ year });
                }}
              />
              <OrganizationFilter list={list} />
              <SelectBox
                label={t('Wages.Year.GroupBy')}
                width={{ base: 'full', sm: '32' }}
                value={f.groupBy}
                options={WAGE_YEAR_GROUPS.map((g) => ({ value: g, label: g === 'worker' ? t('Wages.Year.ByWorker') : t('Wages.Year.ByOrganization') }))}
                onChange={(groupBy) => {
                  const next = WAGE_YEAR_GROUPS.find((g) => g === groupBy);
                  if (next !== undefined) list.setFilters({ groupBy: next });
                }}
              />
            </>
          }
          actions={<ExportButton title={t('Wages.Year.ExportTitle')} exporter={() => statistics.exportYear(yearQuery(list.request, false))} />}
        />
        <PagedTable list={list} label={t('Wages.Year.ExportTitle')} columns={columns} {...(footer === undefined ? {} : { footer })} />
        {totals !== null && totals.headcount > 0 && (
          <StatisticsChart
            type="bar"
            label={t('Wages.Year.Chart', { year: f.year })}
            series={[{ key: 'amount', label: t('Wages.Field.NetAmount') }]}
            points={totals.months.map((m, i) => ({ category: monthLabel(i), values: { amount: Number(m.amount) } }))}
            testId="year-chart"
          />
        )}
        <StatisticsNote>{t('Wages.Year.Note')}</StatisticsNote>
      </PageFrame>
    </DataUiProvider>
  );
}
