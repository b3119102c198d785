import { Alert, Box, Button, Flex, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { PlainSwitch } from '../../../components/data-ui/plain-switch';
import { TenantPermissions as P } from '@eticket/core/abp';
import {
  TICKET_TEMPLATES,
  TICKET_TEMPLATE_LABEL_KEYS,
  ProductionLimits,
  pageLayout,
  parsePickText,
  resolvePrintSelection,
  type BundleDto,
  type CuttingTimeDto,
  type OrderListItemDto,
  type TicketTemplate,
} from '@eticket/core/production';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LuPrinter, LuRefreshCw, LuTicket } from 'react-icons/lu';
import { useLocation, useSearchParams } from 'wouter';
import { useIsGranted } from '../../../actors/session-context';
import type { ShellPageProps } from '../../../kit/page.types';
import { invalidate, useResourceVersion } from '../../../components/data-ui/invalidation';
import { Pager } from '../../../components/data-ui/pager';
import { CellCheckbox } from '../../../components/data-ui/cell-checkbox';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { PlainSelectField, PlainSelectIndicator, PlainSelectRoot } from '../../../components/data-ui/plain-native-select';
import { FormUiProvider } from '../../../components/data-ui/form-ui-provider';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { INLINE_CALL, ProductionResource, useProduction } from '../production-api';
import { routeHref } from '@eticket/core/navigation';
import { LazyConfirmAction, type ConfirmAction } from '../shared/lazy-confirm-action';
import { OrderOptions } from '../shared/order-options';
import { BundleStatusBadge } from '../shared/status-badges';
import { useLoad } from '../shared/use-load';
import { LazyBundleEditDialog } from './lazy-bundle-edit-dialog';
import { DEFAULT_PRINT_OPTIONS, formatPicks, printJobSearch, readPrintJob, type PrintJob } from './print-params';

/**
 * Ticket printing (菲票打印, /order/printTicketHome): choose the order (and bed), see its bundles, choose by
 * bundle-number range or by ticking / typing a pick list, the paper (60×40 mm, 80×60 mm, A4 grid), copies
 * and what the ticket shows; the print view then draws and records the print. A pick list that is empty or
 * names a bundle that does not exist or is void is refused here and on the server — never "print all".
 * Per bundle: correct its qty, dye lot or note, replace the ticket (new code, the old one void for good) or void it.
 */

interface Draft {
  orderId: string;
  bedId: string;
  mode: 'range' | 'picks';
  from: string;
  to: string;
  picks: string;
  template: TicketTemplate;
  copies: string;
  showPrices: boolean;
  showProcedures: boolean;
  rotate180: boolean;
  companyName: string;
  ticketNote: string;
}

function draftOf(job: PrintJob | null): Draft {
  return {
    orderId: job?.orderId ?? '',
    bedId: job?.cuttingTimeId ?? '',
    mode: job?.picks === null || job === null ? 'range' : 'picks',
    from: job?.from === null || job === null ? '' : String(job.from),
    to: job?.to === null || job === null ? '' : String(job.to),
    picks: job?.picks === null || job === null ? '' : formatPicks(job.picks),
    template: job?.template ?? '60x40',
    copies: String(job?.copies ?? 1),
    showPrices: job?.options.showPrices ?? DEFAULT_PRINT_OPTIONS.showPrices,
    showProcedures: job?.options.showProcedures ?? DEFAULT_PRINT_OPTIONS.showProcedures,
    rotate180: job?.options.rotate180 ?? DEFAULT_PRINT_OPTIONS.rotate180,
    companyName: job?.options.companyName ?? '',
    ticketNote: job?.options.ticketNote ?? '',
  };
}

const whole = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

function toJob(d: Draft): PrintJob {
  const picks = d.mode === 'picks' ? (parsePickText(d.picks) ?? []) : null;
  return {
    orderId: d.orderId,
    cuttingTimeId: d.bedId === '' ? null : d.bedId,
    from: d.mode === 'range' ? whole(d.from) : null,
    to: d.mode === 'range' ? whole(d.to) : null,
    picks,
    template: d.template,
    copies: Math.min(ProductionLimits.copiesMax, Math.max(1, whole(d.copies) ?? 1)),
    options: {
      rotate180: d.rotate180,
      showPrices: d.showPrices,
      showProcedures: d.showProcedures,
      companyName: d.companyName.trim() === '' ? null : d.companyName.trim(),
      ticketNote: d.ticketNote.trim() === '' ? null : d.ticketNote.trim(),
      perTicketNotes: null,
    },
    partIds: null,
  };
}

/** Orders with cut bundles, newest first. */
function usePrintableOrders(): readonly OrderListItemDto[] {
  const production = useProduction();
  const load = useLoad(
    useCallback((signal: AbortSignal) => production.orders.list({ maxResultCount: 200 }, { signal }).then((page) => page.items.filter((o) => o.cutQty > 0)), [production]),
  );
  return load.status === 'ready' ? load.value : [];
}

function useBedsAndBundles(orderId: string, bedId: string): { beds: readonly CuttingTimeDto[]; bundles: BundleDto[] | null } {
  const production = useProduction();
  const version = useResourceVersion(ProductionResource.bundle);
  const loadBeds = useCallback(
    (signal: AbortSignal) => production.cuttingTimes.list({ orderId, maxResultCount: 1000 }, { signal }).then((page) => [...page.items].sort((a, b) => a.bedNo - b.bedNo)),
    [production, orderId],
  );
  const beds = useLoad(orderId === '' ? null : loadBeds);
  // Bundles of another order or bed (shown while these load) must not count: they carry their key.
  const key = `${orderId}/${bedId}/${String(version)}`;
  const loadBundles = useCallback(
    (signal: AbortSignal) =>
      production.bundles
        .list({ orderId, ...(bedId === '' ? {} : { cuttingTimeId: bedId }), maxResultCount: ProductionLimits.picksMax }, { signal })
        .then((page) => ({ key, items: page.items })),
    [production, orderId, bedId, key],
  );
  const bundles = useLoad(orderId === '' ? null : loadBundles);
  return {
    beds: orderId === '' || beds.status !== 'ready' ? [] : beds.value,
    bundles: bundles.status === 'ready' && bundles.value.key === key ? bundles.value.items : bundles.status === 'error' ? [] : null,
  };
}

export default function PrintHomePage({ route }: ShellPageProps) {
  const t = useT();
  const production = useProduction();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const canPrint = useIsGranted(P.OrderManagementPrint);
  // The server's bundle EDIT policy: edit and void.
  const canEdit = useIsGranted([P.OrderManagementEdit, P.CuttingListEdit]);
  const initial = useMemo(() => readPrintJob(params), [params]);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [page, setPage] = useState({ index: 0, size: 50 });
  const [filter, setFilter] = useState<{ color: string; size: string; printed: 'all' | 'yes' | 'no' }>({ color: '', size: '', printed: 'all' });
  const [confirm, setConfirm] = useState<ConfirmAction | null>(null);
  const [editing, setEditing] = useState<BundleDto | null>(null);
  const orders = usePrintableOrders();
  const { beds, bundles } = useBedsAndBundles(draft.orderId, draft.bedId);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
  };

  // Range defaults to the whole order or bed once its bundles are known.
  useEffect(() => {
    if (bundles === null || bundles.length === 0) return;
    setDraft((d) => (d.from === '' && d.to === '' ? { ...d, from: String(bundles[0]?.bundleNo ?? ''), to: String(bundles.at(-1)?.bundleNo ?? '') } : d));
  }, [bundles]);

  const shown = useMemo(
    () =>
      (bundles ?? []).filter(
        (b) =>
          (filter.color === '' || b.color === filter.color) &&
          (filter.size === '' || b.size === filter.size) &&
          (filter.printed === 'all' || (filter.printed === 'yes') === b.printCount > 0),
      ),
    [bundles, filter],
  );
  const colors = useMemo(() => [...new Set((bundles ?? []).map((b) => b.color))], [bundles]);
  const sizes = useMemo(() => [...new Set((bundles ?? []).map((b) => b.size))], [bundles]);

  const job = toJob(draft);
  const pickList = useMemo(() => parsePickText(draft.picks), [draft.picks]);
  const selection = useMemo(
    () =>
      bundles === null
        ? null
        : resolvePrintSelection(
            bundles.map((b) => ({ ...b, isVoid: b.status === 'void' })),
            // Unreadable pick text is refused as such (never widened to a range or to "all").
            draft.mode === 'picks' ? { picks: pickList ?? 'unreadable' } : { from: job.from, to: job.to },
          ),
    [bundles, draft.mode, pickList, job.from, job.to],
  );
  const picked = new Set(job.picks ?? []);
  const togglePick = (bundleNo: number, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(bundleNo);
    else next.delete(bundleNo);
    set({ mode: 'picks', picks: formatPicks([...next].sort((a, b) => a - b)) });
  };
  const layout = selection?.ok === true ? pageLayout(job.template, selection.bundles.length, job.copies) : null;
  const go = (path: string) => {
    navigate(`${path}?${printJobSearch(job)}`);
  };

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

  const visible = shown.slice(page.index * page.size, (page.index + 1) * page.size);

  return (
    <FormUiProvider>
      <PageFrame title={t(route.title)}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <PlainSelectRoot size="sm">
              <PlainSelectField
                aria-label={t('Production.Field.Order')}
                value={draft.orderId}
                onChange={(e) => {
                  set({ orderId: e.currentTarget.value, bedId: '', from: '', to: '', picks: '' });
                  setPage((p) => ({ ...p, index: 0 }));
                }}
              >
                <option value="">{t('Production.Placeholder.ChooseOrder')}</option>
                {draft.orderId !== '' && !orders.some((o) => o.id === draft.orderId) && <option value={draft.orderId}>{draft.orderId}</option>}
                <OrderOptions orders={orders} />
              </PlainSelectField>
              <PlainSelectIndicator />
            </PlainSelectRoot>
            <PlainSelectRoot size="sm">
              <PlainSelectField
                disabled={draft.orderId === ''}
                aria-label={t('Production.Field.BedNo')}
                value={draft.bedId}
                onChange={(e) => {
                  set({ bedId: e.currentTarget.value, from: '', to: '', picks: '' });
                  setPage((p) => ({ ...p, index: 0 }));
                }}
              >
                <option value="">{t('Production.Print.AllBeds')}</option>
                {beds.map((b) => (
                  <option key={b.id} value={b.id}>
                    {t('Production.Print.BedOption', { bedNo: b.displayNo, date: b.cutDate, count: b.totalBundles })}
                  </option>
                ))}
              </PlainSelectField>
              <PlainSelectIndicator disabled={draft.orderId === ''} />
            </PlainSelectRoot>
          </SimpleGrid>

          {draft.orderId !== '' && (
            <Box borderWidth="1px" rounded="lg" bg="bg.panel">
              <Box p="4">
                <Stack gap="3">
                  <PlainSelectRoot size="sm" width="auto">
                    <PlainSelectField
                      aria-label={t('Production.Print.SelectBy')}
                      value={draft.mode}
                      onChange={(e) => {
                        set({ mode: e.currentTarget.value === 'picks' ? 'picks' : 'range' });
                      }}
                    >
                      <option value="range">{t('Production.Print.ByRange')}</option>
                      <option value="picks">{t('Production.Print.ByPicks')}</option>
                    </PlainSelectField>
                    <PlainSelectIndicator />
                  </PlainSelectRoot>
                  {draft.mode === 'range' ? (
                    <HStack gap="2" flexWrap="wrap">
                      <PlainInput size="sm" w="28" inputMode="numeric" aria-label={t('Production.Print.From')} placeholder={t('Production.Print.From')} value={draft.from} onChange={(e) => { set({ from: e.currentTarget.value }); }} />
                      <Text>{'—'}</Text>
                      <PlainInput size="sm" w="28" inputMode="numeric" aria-label={t('Production.Print.To')} placeholder={t('Production.Print.To')} value={draft.to} onChange={(e) => { set({ to: e.currentTarget.value }); }} />
                    </HStack>
                  ) : (
                    <PlainInput
                      size="sm"
                      aria-label={t('Production.Print.Picks')}
                      placeholder={t('Production.Plan.CustomNumbersHint')}
                      value={draft.picks}
                      onChange={(e) => {
                        set({ picks: e.currentTarget.value });
                      }}
                    />
                  )}
                  <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
                    <PlainSelectRoot size="sm">
                      <PlainSelectField
                        aria-label={t('Production.Field.Template')}
                        value={draft.template}
                        onChange={(e) => {
                          const value = TICKET_TEMPLATES.find((x) => x === e.currentTarget.value);
                          if (value !== undefined) set({ template: value });
                        }}
                      >
                        {TICKET_TEMPLATES.map((tpl) => (
                          <option key={tpl} value={tpl}>
                            {t(TICKET_TEMPLATE_LABEL_KEYS[tpl])}
                          </option>
                        ))}
                      </PlainSelectField>
                      <PlainSelectIndicator />
                    </PlainSelectRoot>
                    <HStack gap="2">
                      <Text fontSize="sm" whiteSpace="nowrap">
                        {t('Production.Field.Copies')}
                      </Text>
                      <PlainInput size="sm" w="16" inputMode="numeric" aria-label={t('Production.Field.Copies')} value={draft.copies} onChange={(e) => { set({ copies: e.currentTarget.value }); }} />
                    </HStack>
                    <PlainInput size="sm" aria-label={t('Production.Field.CompanyName')} placeholder={t('Production.Print.CompanyPlaceholder')} value={draft.companyName} onChange={(e) => { set({ companyName: e.currentTarget.value }); }} />
                    <PlainInput size="sm" aria-label={t('Production.Field.TicketNote')} placeholder={t('Production.Field.TicketNote')} value={draft.ticketNote} onChange={(e) => { set({ ticketNote: e.currentTarget.value }); }} />
                  </SimpleGrid>
                  <Flex gap="4" flexWrap="wrap">
                    {(
                      [
                        ['showProcedures', 'Production.Print.ShowProcedures'],
                        ['showPrices', 'Production.Print.ShowPrices'],
                        ['rotate180', 'Production.Print.Rotate'],
                      ] as const
                    ).map(([name, key]) => (
                      <PlainSwitch key={name} label={t(key)} checked={draft[name]} onCheckedChange={(next) => { set({ [name]: next }); }} />
                    ))}
                  </Flex>
                  {selection !== null && !selection.ok && (
                    <Alert.Root status="warning" size="sm" data-testid="selection-errors">
                      <Alert.Indicator />
                      <Alert.Description>
                        <Stack gap="1">
                          {Object.entries(selection.errors).map(([member, e]) => (
                            <Text key={member}>{t(e.key, e.params)}</Text>
                          ))}
                        </Stack>
                      </Alert.Description>
                    </Alert.Root>
                  )}
                  <Flex gap="3" align="center" flexWrap="wrap">
                    <Text fontSize="sm" data-testid="selection-summary">
                      {layout === null || selection?.ok !== true
                        ? t('Production.Print.NothingSelected')
                        : t('Production.Print.Selected', { bundles: selection.bundles.length, tickets: layout.ticketCount, pages: layout.pageCount })}
                    </Text>
                    {canPrint && (
                      <HStack ms="auto" gap="2">
                        <Button size="sm" variant="outline" disabled={selection?.ok !== true} onClick={() => { go(routeHref('OrderPartPrintView')); }}>
                          <LuTicket aria-hidden />
                          {t('Production.Print.PartTickets')}
                        </Button>
                        <Button size="sm" colorPalette="brand" disabled={selection?.ok !== true} onClick={() => { go(routeHref('OrderPrintBatchAssign')); }} data-testid="open-print-view">
                          <LuPrinter aria-hidden />
                          {t('Production.Print.Preview')}
                        </Button>
                      </HStack>
                    )}
                  </Flex>
                </Stack>
              </Box>
            </Box>
          )}

          {draft.orderId !== '' && (
            <Box>
              <Flex gap="2" mb="2" flexWrap="wrap">
                <PlainSelectRoot size="xs" width="auto">
                  <PlainSelectField aria-label={t('Production.Field.Color')} value={filter.color} onChange={(e) => { setFilter((f) => ({ ...f, color: e.currentTarget.value })); setPage((p) => ({ ...p, index: 0 })); }}>
                    <option value="">{t('Production.Print.AllColors')}</option>
                    {colors.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </PlainSelectField>
                  <PlainSelectIndicator />
                </PlainSelectRoot>
                <PlainSelectRoot size="xs" width="auto">
                  <PlainSelectField aria-label={t('Production.Field.Size')} value={filter.size} onChange={(e) => { setFilter((f) => ({ ...f, size: e.currentTarget.value })); setPage((p) => ({ ...p, index: 0 })); }}>
                    <option value="">{t('Production.Print.AllSizes')}</option>
                    {sizes.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </PlainSelectField>
                  <PlainSelectIndicator />
                </PlainSelectRoot>
                <PlainSelectRoot size="xs" width="auto">
                  <PlainSelectField
                    aria-label={t('Production.Field.PrintCount')}
                    value={filter.printed}
                    onChange={(e) => {
                      const printed = e.currentTarget.value === 'yes' ? 'yes' : e.currentTarget.value === 'no' ? 'no' : 'all';
                      setFilter((f) => ({ ...f, printed }));
                      setPage((p) => ({ ...p, index: 0 }));
                    }}
                  >
                    <option value="all">{t('Production.Print.PrintedAll')}</option>
                    <option value="no">{t('Production.Print.PrintedNo')}</option>
                    <option value="yes">{t('Production.Print.PrintedYes')}</option>
                  </PlainSelectField>
                  <PlainSelectIndicator />
                </PlainSelectRoot>
                <Button size="xs" variant="outline" disabled={shown.length === 0} onClick={() => { set({ mode: 'picks', picks: formatPicks(shown.filter((b) => b.status !== 'void').map((b) => b.bundleNo)) }); }}>
                  {t('Production.Print.PickShown', { count: shown.length })}
                </Button>
              </Flex>
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
                            onChange={(checked) => {
                              togglePick(b.bundleNo, checked);
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
                          <BundleStatusBadge status={b.status} />
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
                onPageChange={(index) => {
                  setPage((p) => ({ ...p, index }));
                }}
                onPageSizeChange={(size) => {
                  setPage({ index: 0, size });
                }}
              />
            </Box>
          )}
        </Stack>
        <LazyConfirmAction
          action={confirm}
          onClose={() => {
            setConfirm(null);
          }}
        />
        <LazyBundleEditDialog
          bundle={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      </PageFrame>
    </FormUiProvider>
  );
}
