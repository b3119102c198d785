import { Box, Button, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { formatDateTimeMinutes } from '@eticket/core/format';
import type { BundleDrillDto } from '@eticket/core/production-board';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, useLocation } from 'wouter';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import { useLoad } from '../../../components/data-ui/use-query';
import { useT } from '../../../i18n/i18n-context';
import { BoardResource, useProductionBoard } from '../board-api';
import { RECORD_STATUS_KEYS } from '../shared/board-labels';
import { ProgressBar } from '../shared/progress-bar';

/** One bundle: what each procedure has and lacks, and every record on it (who, when, how many, its status). */
export function BundleProgress({ orderId, bundleId }: { orderId: string; bundleId: string }) {
  const t = useT();
  const [path] = useLocation();
  const board = useProductionBoard();
  const load = useLoad([BoardResource.board, 'bundle', bundleId], (signal) => board.bundle(bundleId, { signal }));
  return (
    <Stack gap="4">
      <HStack>
        <Button asChild variant="ghost" size="sm" minH="11">
          <Link href={`${path}?order=${orderId}`}>
            <LuArrowLeft />
            {t('ProductionBoard.Progress.BackToOrder')}
          </Link>
        </Button>
      </HStack>
      {load.status === 'error' && <LoadFailure error={load.error} />}
      {load.status === 'loading' && <Skeleton height="40" />}
      {load.status === 'ready' && <BundleView drill={load.value} />}
    </Stack>
  );
}

function BundleView({ drill }: { drill: BundleDrillDto }) {
  const t = useT();
  const b = drill.bundle;
  return (
    <>
      <Box>
        <Heading as="h2" size="lg">{t('ProductionBoard.Format.Bundle', { orderNo: b.orderNo, no: b.bundleNo })}</Heading>
        <Text color="fg.muted">{t('ProductionBoard.Progress.BundleLine', { styleNo: b.styleNo, color: b.color, size: b.size, qty: b.qty, bed: b.bedDisplayNo })}</Text>
        <Box maxW="md" mt="2">
          <ProgressBar percent={b.percent} label={t('ProductionBoard.Field.ProceduresDone')} />
        </Box>
      </Box>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('ProductionBoard.Progress.Procedures')} data-testid="bundle-procedures">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t('ProductionBoard.Field.Procedure')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('ProductionBoard.Field.Done')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('ProductionBoard.Field.Remaining')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {drill.procedures.map((p) => (
              <Table.Row key={p.orderProcedureId}>
                <Table.Cell>{t('ProductionBoard.Format.Numbered', { seq: p.seq, name: p.name })}</Table.Cell>
                <Table.Cell textAlign="end">{p.done}</Table.Cell>
                <Table.Cell textAlign="end" color={p.remaining > 0 ? 'orange.fg' : 'green.fg'}>
                  {p.remaining}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Heading as="h3" size="sm">
        {t('ProductionBoard.Progress.Records')}
      </Heading>
      {drill.records.length === 0 ? (
        <Text color="fg.muted">{t('ProductionBoard.Home.NoScans')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t('ProductionBoard.Progress.Records')} data-testid="bundle-records">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>{t('ProductionBoard.Field.Time')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ProductionBoard.Field.Worker')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ProductionBoard.Field.Procedure')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('ProductionBoard.Field.Qty')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ProductionBoard.Field.RecordStatus')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ProductionBoard.Field.ReportedBy')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {drill.records.map((r) => (
                <Table.Row key={r.id} color={r.status === 'revoked' || r.status === 'rejected' ? 'fg.muted' : undefined}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTimeMinutes(r.occurredAt)}</Table.Cell>
                  <Table.Cell>{r.name}</Table.Cell>
                  <Table.Cell>{r.procedureName}</Table.Cell>
                  <Table.Cell textAlign="end">{r.qty}</Table.Cell>
                  <Table.Cell>{t(RECORD_STATUS_KEYS[r.status])}</Table.Cell>
                  <Table.Cell>{r.reportedByName}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </>
  );
}
