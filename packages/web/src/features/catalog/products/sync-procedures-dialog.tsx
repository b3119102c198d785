import { Alert, Box, Button, Checkbox, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { validateSyncProceduresInput, type SyncProceduresResultDto } from '@eticket/core/catalog';
import { formatDateTimeMinutes } from '@eticket/core/format';
import { percentOf } from '@eticket/core/production';
import { useEffect, useMemo, useState } from 'react';
import { failureText, serverFieldErrors } from '../../../components/data-ui/api-failure';
import { useMoney } from '../../../components/data-ui/use-money';
import { useQuery } from '../../../components/data-ui/use-query';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { ModalFrame } from '../../../components/ui/modal-frame';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import type { TFunction } from '../../../i18n/rosetta';
import { CatalogResource, FORM_CALL, useCatalog } from '../catalog-api';

export interface SyncProceduresDialogProps {
  productId: string;
  styleNo: string;
  onClose: () => void;
}

function doneMessage(result: SyncProceduresResultDto, t: TFunction): { title: string; description?: string } {
  const title = t('Catalog.Sync.Done', { orders: result.orders, added: result.added, updated: result.updated, removed: result.removed });
  return result.kept > 0 ? { title, description: t('Catalog.Sync.Kept', { count: result.kept }) } : { title };
}

/**
 * 同步工序: the style's producing and completed orders with what their snapshot holds now (procedure count,
 * summed rate, progress, when copied); the ticked ones get the style's current procedures and prices in one
 * transaction. Loaded when opened.
 */
function SyncProceduresForm({ productId, styleNo, onClose }: SyncProceduresDialogProps) {
  const t = useT();
  const money = useMoney();
  const catalog = useCatalog();
  const syncable = useQuery([CatalogResource.product, 'syncable', productId], (signal) => catalog.procedureSync.syncableOrders(productId, { signal, silent: true }));
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const orders = useMemo(() => (syncable.fresh ? (syncable.data?.items ?? []) : []), [syncable.fresh, syncable.data]);
  // Keep only ticks that are still offered after a reload.
  useEffect(() => {
    if (!syncable.fresh) return;
    const offered = new Set(orders.map((o) => o.id));
    setPicked((before) => (Array.from(before).every((id) => offered.has(id)) ? before : new Set(Array.from(before).filter((id) => offered.has(id)))));
  }, [orders, syncable.fresh]);

  const allPicked = orders.length > 0 && orders.every((o) => picked.has(o.id));
  const toggle = (id: string, on: boolean) => {
    setError(null);
    setPicked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const submit = () => {
    const input = validateSyncProceduresInput({ orderIds: orders.filter((o) => picked.has(o.id)).map((o) => o.id) });
    if (!input.ok) {
      const issue = Object.values(input.errors)[0];
      setError(issue === undefined ? null : t(issue.key, issue.params));
      return;
    }
    setPending(true);
    setError(null);
    catalog.procedureSync.sync(productId, input.value, FORM_CALL).then(
      (result) => {
        setPending(false);
        notify({ kind: 'notification', type: 'success', ...doneMessage(result, t), durationMs: 5000 });
        onClose();
      },
      (failure: unknown) => {
        setPending(false);
        // A 400 names the order that can no longer be synced (closed meanwhile …): say so and show the fresh list.
        setError(Object.values(serverFieldErrors(failure))[0] ?? failureText(failure, t));
        syncable.reload();
      },
    );
  };

  return (
    <ModalFrame
      title={`${t('Catalog.Sync.Title')} · ${styleNo}`}
      testId="sync-procedures"
      size="lg"
      onClose={onClose}
      actions={
        <Button colorPalette="brand" loading={pending} disabled={picked.size === 0} onClick={submit}>
          {t('Catalog.Sync.Submit', { count: picked.size })}
        </Button>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('Catalog.Sync.Hint')}
        </Text>
        {error !== null && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{error}</Alert.Title>
          </Alert.Root>
        )}
        {syncable.status === 'loading' && <Skeleton height="24" />}
        {syncable.status === 'error' && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{failureText(syncable.error, t)}</Alert.Title>
            <Button size="xs" variant="outline" ms="auto" onClick={syncable.reload}>
              {t('Data.List.Retry')}
            </Button>
          </Alert.Root>
        )}
        {syncable.status === 'ready' && orders.length === 0 && <Text>{t('Catalog.Sync.NoOrders')}</Text>}
        {orders.length > 0 && (
          <Box overflowX="auto">
            <Table.Root size="sm" variant="line">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader width="10">
                    <Checkbox.Root
                      size="sm"
                      checked={allPicked ? true : picked.size > 0 ? 'indeterminate' : false}
                      onCheckedChange={(e) => {
                        setError(null);
                        setPicked(e.checked === true ? new Set(orders.map((o) => o.id)) : new Set());
                      }}
                    >
                      <Checkbox.HiddenInput aria-label={t('Catalog.Sync.SelectAll')} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t('Catalog.Sync.OrderNo')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('Catalog.Sync.Status')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Catalog.Sync.Procedures')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Catalog.Sync.TotalPrice')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Catalog.Sync.Progress')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('Catalog.Sync.SyncedAt')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {orders.map((o) => (
                  <Table.Row key={o.id} data-testid="sync-order">
                    <Table.Cell>
                      <Checkbox.Root
                        size="sm"
                        checked={picked.has(o.id)}
                        onCheckedChange={(e) => {
                          toggle(o.id, e.checked === true);
                        }}
                      >
                        <Checkbox.HiddenInput aria-label={t('Catalog.Sync.SelectOrder', { orderNo: o.orderNo })} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                    <Table.Cell fontWeight="medium">{o.orderNo}</Table.Cell>
                    <Table.Cell>{t(`Catalog.Sync.State.${o.status}`)}</Table.Cell>
                    <Table.Cell textAlign="end">{o.procedureCount}</Table.Cell>
                    <Table.Cell textAlign="end">{money(o.totalDefaultPrice)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {t('Catalog.Sync.ProgressValue', { done: o.completedQty, total: o.totalQty, percent: percentOf(o.completedQty, o.totalQty) })}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTimeMinutes(o.proceduresSnapshotAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Stack>
    </ModalFrame>
  );
}

export default function SyncProceduresDialog(props: SyncProceduresDialogProps) {
  return (
    <FullUiProvider>
      <SyncProceduresForm {...props} />
    </FullUiProvider>
  );
}
