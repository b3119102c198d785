import { Box, Button, ButtonGroup, Flex, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { SUMMARY_GROUPS, type SummaryDto, type SummaryGroup, type SummaryQuery } from '@eticket/core/production-board';
import { useMemo, useState } from 'react';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { ExportButton } from '../../../components/data-ui/export-button';
import { useLoad } from '../../../components/data-ui/use-query';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { BoardResource, useProductionBoard } from '../board-api';
import { GROUP_KEYS, STAGE_KEYS } from '../shared/board-labels';
import { DateFields } from '../shared/date-fields';
import { LazyBarChart } from '../shared/lazy-bar-chart';

/**
 * 生产汇总 (/production/summary): by style, order or day over a date range — pieces cut, pieces reported by
 * the stage of their procedure, and completed (reported on each order's last procedure); a chart, the table
 * with its totals and the same as an Excel workbook. Without dates the server takes the last 30 days.
 */
export default function ProductionSummaryPage({ route }: ShellPageProps) {
  const t = useT();
  const board = useProductionBoard();
  const [groupBy, setGroupBy] = useState<SummaryGroup>('day');
  const [range, setRange] = useState({ from: '', to: '' });
  const query = useMemo<SummaryQuery>(
    () => ({ groupBy, ...(range.from === '' ? {} : { from: range.from }), ...(range.to === '' ? {} : { to: range.to }) }),
    [groupBy, range],
  );
  const load = useLoad([BoardResource.board, 'summary', JSON.stringify(query)], (signal) => board.summary(query, { signal }));
  const summary = load.status === 'ready' ? load.value : null;
  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <Flex gap="3" mb="4" flexWrap="wrap" align="flex-end">
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1.5">
              {t('ProductionBoard.Summary.GroupBy')}
            </Text>
            <ButtonGroup size="sm" attached variant="outline" role="group" aria-label={t('ProductionBoard.Summary.GroupBy')}>
              {SUMMARY_GROUPS.map((g) => (
                <Button
                  key={g}
                  minH="11"
                  aria-pressed={g === groupBy}
                  variant={g === groupBy ? 'solid' : 'outline'}
                  onClick={() => {
                    setGroupBy(g);
                  }}
                >
                  {t(GROUP_KEYS[g])}
                </Button>
              ))}
            </ButtonGroup>
          </Box>
          <DateFields from={range.from} to={range.to} onChange={setRange} />
          <Box ms="auto">
            <ExportButton title={t('ProductionBoard.Summary.Title')} exporter={() => board.exportSummary(query)} disabled={summary === null} />
          </Box>
        </Flex>
        {load.status === 'error' && <LoadFailure error={load.error} />}
        {load.status === 'loading' && <Skeleton height="60" />}
        {summary !== null && <SummaryView summary={summary} />}
      </PageFrame>
    </DataUiProvider>
  );
}

function SummaryView({ summary }: { summary: SummaryDto }) {
  const t = useT();
  const chartRows = summary.rows.slice(0, 40).map((r) => ({ label: r.label, cut: r.cutQty, reported: r.reportedQty, completed: r.completedQty }));
  const stageColumns = summary.stages;
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {t('ProductionBoard.Summary.CompletedHint')}
      </Text>
      {summary.rows.length > 0 && (
        <Box borderWidth="1px" rounded="lg" p="4">
          <LazyBarChart
            label={t('ProductionBoard.Summary.Chart')}
            data={chartRows}
            xKey="label"
            height={260}
            series={[
              { name: 'cut', label: t('ProductionBoard.Field.CutQty'), color: 'orange.solid' },
              { name: 'reported', label: t('ProductionBoard.Field.Reported'), color: 'brand.solid' },
              { name: 'completed', label: t('ProductionBoard.Field.Completed'), color: 'green.solid' },
            ]}
          />
        </Box>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('ProductionBoard.Summary.Title')} data-testid="production-summary">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t(GROUP_KEYS[summary.groupBy])}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('ProductionBoard.Field.CutQty')}</Table.ColumnHeader>
              {stageColumns.map((s) => (
                <Table.ColumnHeader key={s} textAlign="end">
                  {t(STAGE_KEYS[s])}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="end">{t('ProductionBoard.Field.Reported')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('ProductionBoard.Field.Completed')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {summary.rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={stageColumns.length + 4} textAlign="center" color="fg.muted">
                  {t('ProductionBoard.Common.Empty')}
                </Table.Cell>
              </Table.Row>
            )}
            {summary.rows.map((r) => (
              <Table.Row key={r.key}>
                <Table.Cell>
                  <Text>{r.label}</Text>
                  {r.detail !== '' && (
                    <Text fontSize="xs" color="fg.muted">
                      {r.detail}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">{r.cutQty}</Table.Cell>
                {stageColumns.map((s) => (
                  <Table.Cell key={s} textAlign="end">
                    {r.reported[s]}
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end">{r.reportedQty}</Table.Cell>
                <Table.Cell textAlign="end">{r.completedQty}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row bg="bg.subtle" fontWeight="semibold">
              <Table.Cell>{t('ProductionBoard.Summary.Total')}</Table.Cell>
              <Table.Cell textAlign="end">{summary.totals.cutQty}</Table.Cell>
              {stageColumns.map((s) => (
                <Table.Cell key={s} textAlign="end">
                  {summary.totals.reported[s]}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" data-testid="summary-total-reported">
                {summary.totals.reportedQty}
              </Table.Cell>
              <Table.Cell textAlign="end">{summary.totals.completedQty}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
