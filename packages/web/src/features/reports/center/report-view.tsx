import { Alert, Box, Flex, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { parseReportQuery, REPORT_DEFINITIONS, type ReportColumn, type ReportDto, type ReportKind, type ReportQuery, type ReportRow } from '@eticket/core/reports';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import { ExportButton } from '../../../components/data-ui/export-button';
import { organizationOptions, useOrganizationTreeOf } from '../../../components/data-ui/organization-tree';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { SelectBox } from '../../../components/data-ui/select-box';
import { useLoad } from '../../../components/data-ui/use-query';
import { useMoney } from '../../../components/data-ui/use-money';
import { useT } from '../../../i18n/i18n-context';
import { ReportsResource, useReports } from '../reports-api';
import { DateFields } from '../shared/date-fields';
import { useReportRange } from '../shared/use-report-range';

/* Recharts is large: the chart loads after the table, in its own chunk. */
const ReportChart = lazy(() => import('../../../components/ui/report-chart'));

interface Filters {
  organizationId: string;
  keyword: string;
}

function toQuery(kind: ReportKind, range: { from: string; to: string }, f: Filters): ReportQuery {
  return {
    kind,
    from: range.from,
    to: range.to,
    ...(f.organizationId === '' ? {} : { organizationId: f.organizationId }),
    ...(f.keyword.trim() === '' ? {} : { keyword: f.keyword.trim() }),
  };
}

function Cell({ column, row, money }: { column: ReportColumn; row: ReportRow; money: (value: string | null) => string }) {
  const value = row[column.key] ?? null;
  if (value === null) return <Table.Cell />;
  const numeric = column.kind === 'int' || column.kind === 'money' || column.kind === 'percent';
  const text = column.kind === 'money' ? money(String(value)) : String(value);
  // Indented organization names keep their leading full-width spaces.
  return (
    <Table.Cell textAlign={numeric ? 'end' : undefined} whiteSpace="pre" fontVariantNumeric={numeric ? 'tabular-nums' : undefined}>
      {text}
    </Table.Cell>
  );
}

function ReportTable({ report, title }: { report: ReportDto; title: string }) {
  const t = useT();
  const money = useMoney();
  const [first] = report.columns;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="70vh">
      <Table.Root size="sm" stickyHeader aria-label={title} data-testid="report-table">
        <Table.Header>
          <Table.Row bg="bg.muted">
            {report.columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.kind === 'text' || column.kind === 'date' ? undefined : 'end'} whiteSpace="nowrap">
                {t(column.label)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={report.columns.length} textAlign="center" color="fg.muted">
                {t('Data.List.Empty')}
              </Table.Cell>
            </Table.Row>
          )}
          {report.rows.map((row, i) => (
            <Table.Row key={i}>
              {report.columns.map((column) => (
                <Cell key={column.key} column={column} row={row} money={money} />
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        {report.rows.length > 0 && (
          <Table.Footer>
            <Table.Row bg="bg.subtle" fontWeight="semibold" data-testid="report-total">
              {report.columns.map((column) =>
                column === first ? (
                  <Table.Cell key={column.key}>{t('Reports.TotalRow')}</Table.Cell>
                ) : (
                  <Cell key={column.key} column={column} row={report.totals} money={money} />
                ),
              )}
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * One report of the center: its filters (date range always; organization subtree and order/style keyword
 * where the report takes them), the chart, the table with its total row, and the Excel export of the same
 * query. The query is checked by the server's own reader first, so a range too long is said here, not sent.
 */
export function ReportView({ kind }: { kind: ReportKind }) {
  const t = useT();
  const reports = useReports();
  const def = REPORT_DEFINITIONS[kind];
  const title = t(def.title);
  const [range, setRange] = useReportRange(kind === 'orderProgress' ? 30 : 7);
  const [filters, setFilters] = useState<Filters>({ organizationId: '', keyword: '' });
  const [keywordDraft, setKeywordDraft] = useState('');
  const tree = useOrganizationTreeOf(useCallback((signal: AbortSignal) => reports.organizations.list({ signal }), [reports]));
  const query = useMemo(() => toQuery(kind, range, filters), [kind, range, filters]);
  const checked = parseReportQuery(query);
  const problem = checked.ok ? null : Object.values(checked.errors)[0] ?? null;
  const load = useLoad(checked.ok ? [ReportsResource.report, kind, JSON.stringify(query)] : null, (signal) => reports.get(query, { signal }), {
    resources: [ReportsResource.report, ReportsResource.ticketLog],
  });
  const report = load.status === 'ready' ? load.value : null;
  const commitKeyword = () => {
    if (keywordDraft !== filters.keyword) setFilters((f) => ({ ...f, keyword: keywordDraft }));
  };

  return (
    <Stack gap="4">
      <Flex gap="3" flexWrap="wrap" align="end" role="group" aria-label={t('Reports.Filter.Label')}>
        <DateFields from={range.from} to={range.to} invalid={problem !== null} onChange={setRange} />
        {def.filters.organization && (
          <Stack as="label" gap="1" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
            <Text fontSize="xs" color="fg.muted">
              {t('Reports.Filter.Organization')}
            </Text>
            <SelectBox
              width={{ base: 'full', sm: '56' }}
              value={filters.organizationId}
              placeholder={t('Reports.Filter.AllOrganizations')}
              options={organizationOptions(tree)}
              onChange={(organizationId) => {
                setFilters((f) => ({ ...f, organizationId }));
              }}
            />
          </Stack>
        )}
        {def.filters.keyword && (
          <Stack as="label" gap="1" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
            <Text fontSize="xs" color="fg.muted">
              {t('Reports.Filter.Keyword')}
            </Text>
            <PlainInput
              size="sm"
              minH="11"
              type="search"
              w={{ base: 'full', sm: '48' }}
              placeholder={t('Reports.Filter.KeywordPlaceholder')}
              value={keywordDraft}
              onChange={(e) => {
                setKeywordDraft(e.currentTarget.value);
              }}
              onBlur={commitKeyword}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commitKeyword();
              }}
            />
          </Stack>
        )}
        <Box ms={{ base: 0, sm: 'auto' }}>
          <ExportButton title={title} exporter={() => reports.exportExcel(query)} disabled={report === null || !checked.ok} />
        </Box>
      </Flex>
      {problem !== null && (
        <Alert.Root status="warning" data-testid="report-problem">
          <Alert.Indicator />
          <Alert.Title>{t(problem.key, problem.params)}</Alert.Title>
        </Alert.Root>
      )}
      {load.status === 'error' && <LoadFailure error={load.error} />}
      {checked.ok && load.status === 'loading' && <Skeleton height="40" />}
      {report !== null && report.truncated && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('Reports.Truncated', { max: report.rows.length })}</Alert.Title>
        </Alert.Root>
      )}
      {report?.chart != null && report.chart.points.length > 0 && (
        <Suspense fallback={<Skeleton height="64" />}>
          <ReportChart chart={report.chart} columns={report.columns} label={t('Reports.Chart.Label', { title })} />
        </Suspense>
      )}
      {report !== null && <ReportTable report={report} title={title} />}
    </Stack>
  );
}
