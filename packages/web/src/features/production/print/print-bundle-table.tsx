import { Box, Button, HStack, Table } from '@chakra-ui/react';
import type { BundleDto, BundleFilter } from '@eticket/core/production';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LuPause, LuPlay, LuRefreshCw } from 'react-icons/lu';
import { CellCheckbox } from '../../../components/data-ui/cell-checkbox';
import { invalidate } from '../../../components/data-ui/invalidation';
import { Pager } from '../../../components/data-ui/pager';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { INLINE_CALL, ProductionResource, useProduction } from '../production-api';
import { LazyConfirmAction, type ConfirmAction } from '../shared/lazy-confirm-action';
import { BundleHoldBadge, BundleStatusBadge } from '../shared/status-badges';
import { LazyBundleEditDialog } from './lazy-bundle-edit-dialog';
import { filterBundles, PrintBundleFilters } from './print-bundle-filters';
import type { PrintJobSend } from './print-draft';

const BundleHoldDialog = lazy(() => import('./bundle-hold-dialog'));

export interface PrintBundleTableProps {
  /** null while loading. */
  bundles: readonly BundleDto[] | null;
  picked: ReadonlySet<number>;
  filter: BundleFilter;
  page: { index: number; size: number };
  canPrint: boolean;
  canEdit: boolean;
  send: PrintJobSend;
}

/**
 * The chosen order's (or bed's) bundles: tick to pick, and per bundle edit, replace the ticket, void it, or
 * hold it from scanning with a reason (shown on the row) and release it.
 */
export function PrintBundleTable({ bundles, picked, filter, page, canPrint, canEdit, send }: PrintBundleTableProps) {
  const t = useT();
  const production = useProduction();
  const [confirm, setConfirm] = useState<ConfirmAction | null>(null);
  const [editing, setEditing] = useState<BundleDto | null>(null);
  const [holding, setHolding] = useState<BundleDto | null>(null);
  const all = bundles ?? [];
  const shown = useMemo(() => filterBundles(bundles ?? [], filter), [bundles, filter]);
  const visible = shown.slice(page.index * page.size, (page.index + 1) * page.size);

  const bundleAction = (b: BundleDto, kind: 'replace' | 'void') => {
    setConfirm({
      title: t(kind === 'replace' ? 'Production.Bundle.ReplaceTitle' : 'Production.Bundle.VoidTitle'),
      message: t(kind === 'replace' ? 'Production.Bundle.ReplaceMessage' : 'Production.Bundle.VoidMessage', { bundleNo: b.bundleNo }),
      confirmLabel: t(kind === 'replace' ? 'Production.Bundle.Replace' : 'Production.Bundle.Void'),
      danger: true,
      run: () => (kind === 'replace' ? production.bundles.replace(b.id, INLINE_CALL) : production.bundles.void(b.id, INLINE_CALL)),
      onDone: () => {
        notify({ kind: 'message', type: 'success', title: t('Production.Bundle.Done', { bundleNo: b.bundleNo }), durationMs: 3000 });
        invalidate(ProductionResource.bundle, ProductionResource.cuttingTime, ProductionResource.order);
      },
    });
  };

  const release = (b: BundleDto) => {
    setConfirm({
      title: t('Production.Bundle.UnblockTitle', { bundleNo: b.bundleNo }),
      message: t('Production.Bundle.UnblockMessage', { reason: b.scanBlockReason ?? '' }),
      confirmLabel: t('Production.Bundle.Unblock'),
      run: () => production.bundles.unblock(b.id, INLINE_CALL),
      onDone: () => {
        notify({ kind: 'message', type: 'success', title: t('Production.Bundle.Done', { bundleNo: b.bundleNo }), durationMs: 3000 });
        invalidate(ProductionResource.bundle);
      },
    });
  };

  return (
    <Box>
      <PrintBundleFilters bundles={all} shown={shown} filter={filter} send={send} />
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('Production.Print.Bundles')} data-testid="print-bundles">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader w="8" />
              <Table.ColumnHeader>{t('Production.Field.BundleNo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Production.Field.BedNo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Production.Field.Color')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Production.Field.Size')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Production.Field.Qty')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Production.Field.DyeLot')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Production.Field.PrintCount')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Production.Field.Status')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Data.List.Actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {bundles === null && (
              <Table.Row>
                <Table.Cell colSpan={10} textAlign="center" color="fg.muted">
                  {t('Production.Print.Loading')}
                </Table.Cell>
              </Table.Row>
            )}
            {visible.map((b) => (
              <Table.Row key={b.id} opacity={b.status === 'void' ? 0.5 : 1}>
                <Table.Cell>
                  <CellCheckbox
                    label={t('Production.Print.PickBundle', { bundleNo: b.bundleNo })}
                    mt="0"
                    checked={picked.has(b.bundleNo)}
                    disabled={b.status === 'void'}
                    onChange={(on) => {
                      send({ type: 'pick.toggle', bundleNo: b.bundleNo, on });
                    }}
                  />
                </Table.Cell>
                <Table.Cell fontWeight="semibold">{b.bundleNo}</Table.Cell>
                <Table.Cell>{b.bedDisplayNo}</Table.Cell>
                <Table.Cell>{b.color}</Table.Cell>
                <Table.Cell>{b.size}</Table.Cell>
                <Table.Cell textAlign="end">{b.qty}</Table.Cell>
                <Table.Cell>{b.dyeLot ?? ''}</Table.Cell>
                <Table.Cell textAlign="end">{b.printCount}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2" align="start">
                    <BundleStatusBadge status={b.status} />
                    <BundleHoldBadge bundle={b} />
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {b.status !== 'void' && canEdit && (
                    <Button size="xs" variant="ghost" onClick={() => { setEditing(b); }}>
                      {t('Data.Action.Edit')}
                    </Button>
                  )}
                  {b.status !== 'void' && canPrint && (
                    <Button size="xs" variant="ghost" onClick={() => { bundleAction(b, 'replace'); }}>
                      <LuRefreshCw aria-hidden />
                      {t('Production.Bundle.Replace')}
                    </Button>
                  )}
                  {b.status !== 'void' && canEdit && !b.scanBlocked && (
                    <Button size="xs" variant="ghost" colorPalette="orange" onClick={() => { setHolding(b); }}>
                      <LuPause aria-hidden />
                      {t('Production.Bundle.Block')}
                    </Button>
                  )}
                  {canEdit && b.scanBlocked && (
                    <Button size="xs" variant="ghost" colorPalette="green" onClick={() => { release(b); }}>
                      <LuPlay aria-hidden />
                      {t('Production.Bundle.Unblock')}
                    </Button>
                  )}
                  {b.status !== 'void' && canEdit && b.reportedQty === 0 && (
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => { bundleAction(b, 'void'); }}>
                      {t('Production.Bundle.Void')}
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Pager
        pageIndex={page.index}
        pageSize={page.size}
        totalCount={shown.length}
        onPageChange={(index) => { send({ type: 'page.go', index }); }}
        onPageSizeChange={(size) => { send({ type: 'page.resize', size }); }}
      />
      <LazyConfirmAction action={confirm} onClose={() => { setConfirm(null); }} />
      <LazyBundleEditDialog bundle={editing} onClose={() => { setEditing(null); }} />
      {holding !== null && (
        <Suspense fallback={null}>
          <BundleHoldDialog key={holding.id} bundle={holding} onClose={() => { setHolding(null); }} />
        </Suspense>
      )}
    </Box>
  );
}
