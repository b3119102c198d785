import { Box, Heading, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { formatDateTimeMinutes } from '@eticket/core/format';
import type { ProductionHomeDto } from '@eticket/core/production-board';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { useMoney } from '../../../components/data-ui/use-money';
import { useLoad } from '../../../components/data-ui/use-query';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { BoardResource, useProductionBoard } from '../board-api';
import { RECORD_STATUS_KEYS } from '../shared/board-labels';
import { KpiCard } from '../shared/kpi-card';
import { LazyBarChart } from '../shared/lazy-bar-chart';

/**
 * 生产首页 (/production/home): today's, yesterday's and this month's pieces, today's piece wage, orders in
 * production, open and overdue orders, beds cut today, the last 14 days as a chart and the latest scans.
 */
export default function ProductionHomePage({ route }: ShellPageProps) {
  const t = useT();
  const board = useProductionBoard();
  const load = useLoad([BoardResource.board, 'home'], (signal) => board.home({ signal }));
  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        {load.status === 'error' && <LoadFailure error={load.error} />}
        {load.status === 'loading' && <Skeleton height="48" />}
        {load.status === 'ready' && <HomeBoard home={load.value} />}
      </PageFrame>
    </DataUiProvider>
  );
}

function HomeBoard({ home }: { home: ProductionHomeDto }) {
  const t = useT();
  const money = useMoney();
  const n = (value: number) => value.toLocaleString('en-US');
  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted">
        {t('ProductionBoard.Home.Today', { date: home.today, zone: home.timeZone })}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
        <KpiCard testId="kpi-today" label={t('ProductionBoard.Kpi.PiecesToday')} value={n(home.piecesToday)} />
        <KpiCard testId="kpi-yesterday" label={t('ProductionBoard.Kpi.PiecesYesterday')} value={n(home.piecesYesterday)} />
        <KpiCard testId="kpi-month" label={t('ProductionBoard.Kpi.PiecesMonth')} value={n(home.piecesMonth)} />
        <KpiCard testId="kpi-wage" label={t('ProductionBoard.Kpi.WageToday')} value={money(home.wageToday)} />
        <KpiCard
          testId="kpi-producing"
          label={t('ProductionBoard.Kpi.Producing')}
          value={n(home.producingOrders)}
          note={t('ProductionBoard.Kpi.InProductionQty', { qty: n(home.inProductionQty) })}
        />
        <KpiCard
          testId="kpi-open"
          label={t('ProductionBoard.Kpi.OpenOrders')}
          value={n(home.openOrders)}
          note={home.overdueOrders > 0 ? t('ProductionBoard.Kpi.Overdue', { count: home.overdueOrders }) : null}
          tone="danger"
        />
        <KpiCard
          testId="kpi-beds"
          label={t('ProductionBoard.Kpi.BedsToday')}
          value={n(home.bedsCutToday)}
          note={t('ProductionBoard.Kpi.CutQtyToday', { qty: n(home.cutQtyToday) })}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Box borderWidth="1px" rounded="lg" p="4">
          <Heading as="h2" size="sm" mb="3">
            {t('ProductionBoard.Home.Daily')}
          </Heading>
          <LazyBarChart
            label={t('ProductionBoard.Home.Daily')}
            data={home.daily.map((d) => ({ date: d.date, qty: d.qty }))}
            xKey="date"
            series={[{ name: 'qty', label: t('ProductionBoard.Field.Qty'), color: 'brand.solid' }]}
          />
        </Box>
        <Box borderWidth="1px" rounded="lg" p="4">
          <Heading as="h2" size="sm" mb="3">
            {t('ProductionBoard.Home.Latest')}
          </Heading>
          {home.latest.length === 0 ? (
            <Text color="fg.muted">{t('ProductionBoard.Home.NoScans')}</Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label={t('ProductionBoard.Home.Latest')} data-testid="latest-scans">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('ProductionBoard.Field.Time')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('ProductionBoard.Field.Worker')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('ProductionBoard.Field.Order')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('ProductionBoard.Field.Procedure')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('ProductionBoard.Field.Qty')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {home.latest.map((s) => (
                    <Table.Row key={s.id} color={s.status === 'revoked' || s.status === 'rejected' ? 'fg.muted' : undefined}>
                      <Table.Cell whiteSpace="nowrap">{formatDateTimeMinutes(s.occurredAt)}</Table.Cell>
                      <Table.Cell>{s.name}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{t('ProductionBoard.Format.Bundle', { orderNo: s.orderNo, no: s.bundleNo })}</Table.Cell>
                      <Table.Cell>
                        {s.procedureName}
                        {s.status !== 'valid' && (
                          <Text as="span" fontSize="xs" color="fg.muted" ms="1">
                            {t('ProductionBoard.Format.Note', { text: t(RECORD_STATUS_KEYS[s.status]) })}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{s.qty}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
