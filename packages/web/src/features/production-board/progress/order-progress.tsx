import { Box, Button, Heading, HStack, Link as ChakraLink, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { BundleProgressRowDto, OrderProgressDto } from '@eticket/core/production-board';
import { pagedInput } from '@eticket/core/query';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, useLocation } from 'wouter';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import type { Column } from '../../../components/data-ui/data-table';
import { PagedTable } from '../../../components/data-ui/paged-table';
import { useLoad } from '../../../components/data-ui/use-query';
import { useServerList } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import { BoardResource, useProductionBoard } from '../board-api';
import { STAGE_KEYS } from '../shared/board-labels';
import { OrderStatusBadge } from '../shared/order-status';
import { ProgressBar } from '../shared/progress-bar';

type BundleRow = BundleProgressRowDto & { id: string };

/** One order: a bar per procedure (done of cut), then its bundles, paged on the server, each open to drill. */
export function OrderProgress({ orderId }: { orderId: string }) {
  const t = useT();
  const [path] = useLocation();
  const board = useProductionBoard();
  const load = useLoad([BoardResource.board, 'order', orderId], (signal) => board.orderProgress(orderId, { signal }));
  return (
    <Stack gap="4">
      <HStack>
        <Button asChild variant="ghost" size="sm" minH="11">
          <Link href={path}>
            <LuArrowLeft />
            {t('ProductionBoard.Progress.Back')}
          </Link>
        </Button>
      </HStack>
      {load.status === 'error' && <LoadFailure error={load.error} />}
      {load.status === 'loading' && <Skeleton height="40" />}
      {load.status === 'ready' && <OrderHeader progress={load.value} />}
      {load.status === 'ready' && <ProcedureBars progress={load.value} />}
      <OrderBundles orderId={orderId} />
    </Stack>
  );
}

function OrderHeader({ progress }: { progress: OrderProgressDto }) {
  const t = useT();
  const o = progress.order;
  return (
    <Box>
      <HStack gap="3" flexWrap="wrap">
        <Heading as="h2" size="lg">
          {o.orderNo}
        </Heading>
        <Text color="fg.muted">{t('ProductionBoard.Format.Style', { styleNo: o.styleNo, name: o.productName })}</Text>
        <OrderStatusBadge status={o.status} overdue={o.overdue} />
      </HStack>
      <Text mt="1" data-testid="order-progress-summary">
        {t('ProductionBoard.Progress.Summary', { done: o.completedQty, cut: o.cutQty, bundles: progress.completedBundles, count: progress.bundleCount })}
      </Text>
    </Box>
  );
}

function ProcedureBars({ progress }: { progress: OrderProgressDto }) {
  const t = useT();
  if (progress.procedures.length === 0) return <Text color="fg.muted">{t('ProductionBoard.Progress.NoProcedures')}</Text>;
  return (
    <Box borderWidth="1px" rounded="lg" p="4">
      <Heading as="h3" size="sm" mb="3">
        {t('ProductionBoard.Progress.Procedures')}
      </Heading>
      <Stack gap="2" data-testid="procedure-progress">
        {progress.procedures.map((p) => (
          <SimpleGrid key={p.orderProcedureId} columns={{ base: 1, md: 3 }} gap={{ base: 1, md: 3 }} alignItems="center">
            <Text>
              {t('ProductionBoard.Format.Numbered', { seq: p.seq, name: p.name })}
              <Text as="span" fontSize="xs" color="fg.muted" ms="2">
                {t(STAGE_KEYS[p.stage])}
              </Text>
            </Text>
            <ProgressBar percent={p.percent} label={p.name} />
            <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
              {t('ProductionBoard.Progress.ProcedureLine', { done: p.done, total: p.total, remaining: p.remaining })}
            </Text>
          </SimpleGrid>
        ))}
      </Stack>
    </Box>
  );
}

function OrderBundles({ orderId }: { orderId: string }) {
  const t = useT();
  const [path] = useLocation();
  const board = useProductionBoard();
  const list = useServerList<BundleRow, Record<string, never>>({
    resource: BoardResource.board,
    initialFilters: {},
    pageSize: 20,
    load: async (request, signal) => {
      const page = await board.orderBundles(orderId, pagedInput(request), { signal });
      return { totalCount: page.totalCount, items: page.items.map((b) => ({ ...b, id: b.bundleId })) };
    },
  });
  const columns: Column<BundleRow>[] = [
    {
      key: 'bundleNo',
      header: t('ProductionBoard.Field.Bundle'),
      nowrap: true,
      sticky: 'start',
      cell: (b) => (
        <ChakraLink asChild color="brand.fg" fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
          <Link href={`${path}?order=${orderId}&bundle=${b.bundleId}`}>{t('ProductionBoard.Format.BundleNo', { no: b.bundleNo })}</Link>
        </ChakraLink>
      ),
    },
    { key: 'bed', header: t('ProductionBoard.Field.Bed'), nowrap: true, cell: (b) => b.bedDisplayNo },
    { key: 'color', header: t('ProductionBoard.Field.Color'), cell: (b) => b.color },
    { key: 'size', header: t('ProductionBoard.Field.Size'), cell: (b) => b.size },
    { key: 'qty', header: t('ProductionBoard.Field.Qty'), align: 'end', cell: (b) => b.qty },
    { key: 'done', header: t('ProductionBoard.Field.Done'), align: 'end', cell: (b) => b.completedQty },
    { key: 'remaining', header: t('ProductionBoard.Field.Remaining'), align: 'end', cell: (b) => b.remainingQty },
    { key: 'procedures', header: t('ProductionBoard.Field.ProceduresDone'), minW: '40', cell: (b) => <ProgressBar percent={b.percent} label={t('ProductionBoard.Format.BundleNo', { no: b.bundleNo })} /> },
  ];
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {t('ProductionBoard.Progress.Bundles')}
      </Heading>
      <PagedTable list={list} label={t('ProductionBoard.Progress.Bundles')} columns={columns} />
    </Box>
  );
}
