import { Alert, Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { PlainSwitch } from '../../../components/data-ui/plain-switch';
import type { OrderStatisticsDto, TicketOrganizationReportItemDto } from '@eticket/core/production';
import { useState } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { useLocation, useSearchParams } from 'wouter';
import type { ShellPageProps } from '../../../kit/page.types';
import { failureText } from '../../../components/data-ui/api-failure';
import { PlainTabsContent, PlainTabsList, PlainTabsRoot, PlainTabsTrigger } from '../../../components/data-ui/plain-tabs';
import { useMoney } from '../../../components/data-ui/use-money';
import { FormUiProvider } from '../../../components/data-ui/form-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { ProductionResource, useProduction } from '../production-api';
import { routeHref } from '@eticket/core/navigation';
import { QtyMatrixTable } from '../shared/qty-matrix-table';
import { BundleStatusBadge, OrderStatusBadge } from '../shared/status-badges';
import { useLoad, type Load } from '../../../components/data-ui/use-query';

/**
 * Order statistics (/order/statistics?id=, Dashboard permission): ordered vs cut vs completed by colour ×
 * size, progress per procedure, and the bundle list on request (the call says excludeBundles=true unless
 * the list is shown); below, reported work by organization and member (empty until scanning exists).
 */
function useStatistics(id: string, withBundles: boolean): Load<OrderStatisticsDto> {
  const production = useProduction();
  // Keyed by the order: a save of an order elsewhere reloads these figures.
  return useLoad([ProductionResource.order, 'statistics', id, withBundles], (signal) => production.orders.getStatistics(id, { excludeBundles: !withBundles }, { signal }));
}

function useOrganizationReport(id: string): readonly TicketOrganizationReportItemDto[] | null {
  const production = useProduction();
  const load = useLoad([ProductionResource.order, 'organizationReport', id], (signal) => production.orders.getTicketOrganizationReport(id, { signal }));
  return load.status === 'ready' ? load.value.items : null;
}

function Statistics({ stats, withBundles, onToggleBundles }: { stats: OrderStatisticsDto; withBundles: boolean; onToggleBundles: (on: boolean) => void }) {
  const t = useT();
  const money = useMoney();
  const organizations = useOrganizationReport(stats.orderId);
  return (
    <Stack gap="5">
      <Box>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="2">
          <Flex gap="2" fontSize="sm">
            <Text color="fg.muted" flex="none">{t('Production.Field.OrderNo')}</Text>
            <Box fontWeight="semibold">{stats.orderNo}</Box>
          </Flex>
          <Flex gap="2" fontSize="sm">
            <Text color="fg.muted" flex="none">{t('Production.Field.Style')}</Text>
            <Box fontWeight="semibold">{t('Production.Order.StyleOption', { styleNo: stats.styleNo, name: stats.productName })}</Box>
          </Flex>
          <Flex gap="2" fontSize="sm">
            <Text color="fg.muted" flex="none">{t('Production.Field.Customer')}</Text>
            <Box fontWeight="semibold">{stats.customerName ?? ''}</Box>
          </Flex>
          <Flex gap="2" fontSize="sm">
            <Text color="fg.muted" flex="none">{t('Production.Field.Status')}</Text>
            <Box fontWeight="semibold">
              <OrderStatusBadge status={stats.status} />
            </Box>
          </Flex>
          <Flex gap="2" fontSize="sm">
            <Text color="fg.muted" flex="none">{t('Production.Field.DeliveryDate')}</Text>
            <Box fontWeight="semibold">{stats.deliveryDate}</Box>
          </Flex>
          <Flex gap="2" fontSize="sm">
            <Text color="fg.muted" flex="none">{t('Production.Field.BedCount')}</Text>
            <Box fontWeight="semibold">{stats.bedCount}</Box>
          </Flex>
          <Flex gap="2" fontSize="sm">
            <Text color="fg.muted" flex="none">{t('Production.Field.BundleCount')}</Text>
            <Box fontWeight="semibold">{stats.bundleCount}</Box>
          </Flex>
        </SimpleGrid>
      </Box>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {(
          [
            ['Production.Field.Ordered', stats.ordered.total],
            ['Production.Field.Cut', stats.cut.total],
            ['Production.Field.Completed', stats.completed.total],
          ] as const
        ).map(([key, value]) => (
          <Box key={key} borderWidth="1px" rounded="md" p="3" bg="bg.panel">
            <Text fontSize="sm" color="fg.muted">
              {t(key)}
            </Text>
            <Text fontSize="2xl" fontWeight="semibold" data-testid={`stat-${key}`}>
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>

      <PlainTabsRoot defaultValue="ordered" size="sm" variant="line">
        <PlainTabsList>
          <PlainTabsTrigger value="ordered">{t('Production.Field.Ordered')}</PlainTabsTrigger>
          <PlainTabsTrigger value="cut">{t('Production.Field.Cut')}</PlainTabsTrigger>
          <PlainTabsTrigger value="completed">{t('Production.Field.Completed')}</PlainTabsTrigger>
        </PlainTabsList>
        <PlainTabsContent value="ordered">
          <QtyMatrixTable colors={stats.colors} sizes={stats.sizes} matrix={stats.ordered} label={t('Production.Field.Ordered')} />
        </PlainTabsContent>
        <PlainTabsContent value="cut">
          <QtyMatrixTable colors={stats.colors} sizes={stats.sizes} matrix={stats.cut} label={t('Production.Field.Cut')} />
        </PlainTabsContent>
        <PlainTabsContent value="completed">
          <QtyMatrixTable colors={stats.colors} sizes={stats.sizes} matrix={stats.completed} label={t('Production.Field.Completed')} />
        </PlainTabsContent>
      </PlainTabsRoot>

      <Box>
        <Heading as="h2" size="sm" mb="2">
          {t('Production.Statistics.Procedures')}
        </Heading>
        {stats.procedures.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('Production.Statistics.NoProcedures')}
          </Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={t('Production.Statistics.Procedures')}>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>{t('Production.Field.Procedure')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Production.Field.Total')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Production.Field.Completed')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Production.Field.Remaining')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Production.Field.Progress')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Production.Field.Amount')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {stats.procedures.map((p) => (
                  <Table.Row key={p.orderProcedureId}>
                    <Table.Cell>{t('Production.Statistics.ProcedureName', { seq: p.seq, name: p.name })}</Table.Cell>
                    <Table.Cell textAlign="end">{p.total}</Table.Cell>
                    <Table.Cell textAlign="end">{p.done}</Table.Cell>
                    <Table.Cell textAlign="end">{p.remaining}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {p.percent}
                      {'%'}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{money(p.amount)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>

      <Box>
        <Flex align="center" justify="space-between" mb="2" gap="3" flexWrap="wrap">
          <Heading as="h2" size="sm">
            {t('Production.Statistics.Bundles')}
          </Heading>
          <PlainSwitch
            label={t('Production.Statistics.ShowBundles')}
            checked={withBundles}
            onCheckedChange={(next) => {
              onToggleBundles(next);
            }}
          />
        </Flex>
        {stats.bundles !== null && (
          <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96">
            <Table.Root size="sm" stickyHeader aria-label={t('Production.Statistics.Bundles')} data-testid="statistics-bundles">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>{t('Production.Field.BundleNo')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('Production.Field.BedNo')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('Production.Field.Color')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('Production.Field.Size')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Production.Field.Qty')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Production.Field.Completed')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('Production.Field.Status')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {stats.bundles.map((b) => (
                  <Table.Row key={b.bundleId}>
                    <Table.Cell fontWeight="semibold">{b.bundleNo}</Table.Cell>
                    <Table.Cell>{b.bedDisplayNo}</Table.Cell>
                    <Table.Cell>{b.color}</Table.Cell>
                    <Table.Cell>{b.size}</Table.Cell>
                    <Table.Cell textAlign="end">{b.qty}</Table.Cell>
                    <Table.Cell textAlign="end">{b.completedQty}</Table.Cell>
                    <Table.Cell>
                      <BundleStatusBadge status={b.status} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>

      <Box>
        <Heading as="h2" size="sm" mb="2">
          {t('Production.Statistics.ByOrganization')}
        </Heading>
        {organizations !== null && organizations.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="organization-report-empty">
            {t('Production.Statistics.NoReports')}
          </Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={t('Production.Statistics.ByOrganization')}>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>{t('Production.Statistics.Organization')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('Production.Statistics.Member')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Production.Field.Qty')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Production.Field.Amount')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(organizations ?? []).map((row) => (
                  <Table.Row key={`${row.organizationId ?? ''}/${row.userId}`}>
                    <Table.Cell>{row.organizationName ?? ''}</Table.Cell>
                    <Table.Cell>{row.name === '' ? row.userName : row.name}</Table.Cell>
                    <Table.Cell textAlign="end">{row.qty}</Table.Cell>
                    <Table.Cell textAlign="end">{money(row.amount)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>
    </Stack>
  );
}

export default function OrderStatisticsPage({ route }: ShellPageProps) {
  const t = useT();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const id = params.get('id') ?? '';
  const [withBundles, setWithBundles] = useState(false);
  const load = useStatistics(id, withBundles);
  const back = (
    <Button
      size="sm"
      variant="outline"
      onClick={() => {
        navigate(routeHref('OrderList'));
      }}
    >
      <LuArrowLeft aria-hidden />
      {t('Data.Form.BackToList')}
    </Button>
  );
  return (
    <FormUiProvider>
      <PageFrame title={t(route.title)} actions={back}>
        {id === '' || load.status === 'error' ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{load.status === 'error' ? failureText(load.error, t) : t('Data.Form.NotFound')}</Alert.Title>
          </Alert.Root>
        ) : load.status === 'loading' ? (
          <Stack gap="3">
            <Skeleton height="16" />
            <Skeleton height="40" />
          </Stack>
        ) : (
          <Statistics stats={load.value} withBundles={withBundles} onToggleBundles={setWithBundles} />
        )}
      </PageFrame>
    </FormUiProvider>
  );
}
