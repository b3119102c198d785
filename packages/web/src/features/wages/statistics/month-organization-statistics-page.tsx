import { Box, Link, Skeleton, Text } from '@chakra-ui/react';
import { isStatisticsMonth, type WageOrgMonthRowDto } from '@eticket/core/wages';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'wouter';
import { DataTable, type Column } from '../../../components/data-ui/data-table';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { ExportButton } from '../../../components/data-ui/export-button';
import { TotalsFooter } from '../../../components/data-ui/totals-footer';
import { useQuery } from '../../../components/data-ui/use-query';
import { useMoney } from '../../../components/data-ui/use-money';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { useWageStatisticsApi } from './wage-statistics-api';
import type { MembersTarget } from './org-members-dialog';
import { MonthInput, StatisticsChart, StatisticsNote, useBusinessToday, WageFilterBar, WagesResource } from './statistics-frame';

const OrgMembersDialog = lazy(() => import('./org-members-dialog'));

/** ▲ green / ▼ red with the percent; no percent when last month had nothing. */
function ChangeCell({ row }: { row: Pick<WageOrgMonthRowDto, 'change' | 'changePercent'> }) {
  const t = useT();
  if (row.changePercent === null) return <Text color="fg.muted">{t('Wages.OrgMonth.ChangeNew')}</Text>;
  const up = !row.change.startsWith('-') && row.change !== '0.00';
  const down = row.change.startsWith('-');
  if (!up && !down) return <Text color="fg.muted">{t('Wages.OrgMonth.ChangeFlat')}</Text>;
  const percent = row.changePercent.replace(/^-/, '');
  return (
    <Text color={up ? 'green.fg' : 'red.fg'} fontWeight="medium">
      {up ? t('Wages.OrgMonth.ChangeUp', { percent }) : t('Wages.OrgMonth.ChangeDown', { percent })}
    </Text>
  );
}

/**
 * Month organization statistics (/wage/monthOrganizationStatistics): per organization (its own members and
 * everything below it) the headcount, pieces, net amount and average per head of a month against the month
 * before, as an indented tree with a bar chart; an organization (or the workers without one, or the company)
 * opens its members for the month. The month is
 * the address's (?month=YYYY-MM), so a link or a reload shows the same month.
 */
export default function MonthOrganizationStatisticsPage({ route }: ShellPageProps) {
  const t = useT();
  const money = useMoney();
  const statistics = useWageStatisticsApi();
  const today = useBusinessToday();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  // Read as the server reads it: any other value opens this month.
  const month = isStatisticsMonth(asked) ? asked : today.slice(0, 7);
  const setMonth = (next: string) => {
    setParams({ month: next });
  };
  const [members, setMembers] = useState<MembersTarget | null>(null);
  const load = useCallback((signal: AbortSignal) => statistics.orgMonth({ month }, { signal }), [statistics, month]);
  const query = useQuery([WagesResource.wage, 'orgMonth', month], load);
  const dto = query.data;
  const nameOf = (row: Pick<WageOrgMonthRowDto, 'organizationId' | 'name'>) => (row.organizationId === null ? t('Wages.OrgMonth.NoOrganization') : row.name);

  const columns: Column<WageOrgMonthRowDto>[] = [
    {
      key: 'organization',
      header: t('Wages.Field.Organization'),
      sticky: 'start',
      nowrap: true,
      cell: (row) => (
        <Box pl={`${String(row.depth * 1.25)}rem`}>
          <Link
            as="button"
            colorPalette="brand"
            fontWeight={row.depth === 0 ? 'semibold' : 'normal'}
            title={t('Wages.OrgMonth.ShowMembers', { name: nameOf(row) })}
            onClick={() => {
              setMembers({ organizationId: row.organizationId, withoutOrganization: row.organizationId === null, name: nameOf(row), month });
            }}
          >
            {nameOf(row)}
          </Link>
        </Box>
      ),
    },
    { key: 'headcount', header: t('Wages.OrgMonth.Headcount'), align: 'end', cell: (row) => row.headcount },
    { key: 'pieceQty', header: t('Wages.Field.PieceQty'), align: 'end', cell: (row) => row.pieceQty },
    { key: 'amount', header: t('Wages.Field.NetAmount'), align: 'end', nowrap: true, cell: (row) => <Text fontWeight="semibold">{money(row.amount)}</Text> },
    { key: 'average', header: t('Wages.OrgMonth.Average'), align: 'end', nowrap: true, cell: (row) => money(row.average) },
    { key: 'previous', header: t('Wages.OrgMonth.PreviousAmount'), align: 'end', nowrap: true, cell: (row) => <Text color="fg.muted">{money(row.previous.amount)}</Text> },
    { key: 'change', header: t('Wages.OrgMonth.Change'), align: 'end', nowrap: true, cell: (row) => <ChangeCell row={row} /> },
  ];

  const footer =
    dto === undefined ? undefined : (
      <TotalsFooter
        testId="org-month-totals"
        label={
          <Link
            as="button"
            colorPalette="brand"
            onClick={() => {
              setMembers({ organizationId: null, withoutOrganization: false, name: t('Wages.OrgMonth.Company'), month: dto.month });
            }}
          >
            {t('Wages.OrgMonth.Company')}
          </Link>
        }
        cells={[
          { key: 'headcount', content: dto.total.headcount },
          { key: 'pieceQty', content: dto.total.pieceQty },
          { key: 'amount', content: money(dto.total.amount) },
          { key: 'average', content: money(dto.total.average) },
          { key: 'previous', content: money(dto.total.previous.amount) },
          { key: 'change', content: <ChangeCell row={dto.total} /> },
        ]}
      />
    );
  const charted = dto?.items.filter((row) => row.depth <= 1) ?? [];

  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <WageFilterBar
          filters={<MonthInput label={t('Wages.OrgMonth.Month')} value={month} onChange={setMonth} />}
          actions={<ExportButton title={t('Wages.OrgMonth.ExportTitle')} exporter={() => statistics.exportOrgMonth({ month })} />}
        />
        {query.status === 'loading' && dto === undefined ? (
          <Skeleton h="40" rounded="md" />
        ) : (
          <DataTable
            label={t('Wages.OrgMonth.ExportTitle')}
            columns={columns}
            rows={dto?.items ?? []}
            rowKey={(row) => row.organizationId ?? ''}
            status={query.status === 'idle' ? 'loading' : query.status}
            loaded={dto !== undefined}
            error={query.error}
            onRetry={query.reload}
            {...(footer === undefined ? {} : { footer })}
          />
        )}
        {charted.length > 0 && dto !== undefined && (
          <StatisticsChart
            type="bar"
            label={t('Wages.OrgMonth.Chart', { month: dto.month })}
            series={[
              { key: 'amount', label: dto.month },
              { key: 'previous', label: dto.previousMonth },
            ]}
            points={charted.map((row) => ({ category: nameOf(row), values: { amount: Number(row.amount), previous: Number(row.previous.amount) } }))}
            testId="org-month-chart"
          />
        )}
        <StatisticsNote>{t('Wages.OrgMonth.Note')}</StatisticsNote>
        <Suspense fallback={null}>
          {members !== null && (
            <OrgMembersDialog
              target={members}
              resource={WagesResource.wage}
              onClose={() => {
                setMembers(null);
              }}
            />
          )}
        </Suspense>
      </PageFrame>
    </DataUiProvider>
  );
}
