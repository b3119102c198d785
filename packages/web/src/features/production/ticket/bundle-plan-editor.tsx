import { Alert, Badge, Box, Button, chakra, Flex, HStack, Input, NativeSelect, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { PlainSwitch } from '../../../components/data-ui/plain-switch';
import type { QtyLine } from '@eticket/core/domain';
import { planFromRequest, type BundlePlanRequest, type PlanContext, type PlannedBundleDto, type StoredBundlePlan } from '@eticket/core/production';
import { useDeferredValue, useMemo, useState } from 'react';
import { LuCopy, LuWandSparkles } from 'react-icons/lu';
import { useT } from '../../../i18n/i18n-context';
import {
  copyColumn,
  copyRow,
  draftFromStored,
  emptyGrid,
  gridFromLay,
  multipleGridFromLay,
  planRequest,
  sameBundleCount,
  type DraftCell,
  type PlanDraft,
} from './bundle-plan-model';

/**
 * The bundle-plan editor (编菲, domain §3.3): a colour × size grid of {input, bundles}; multiple mode (input
 * = pieces per bundle) or split mode (input = the cell's pieces, split evenly, remainder to the last);
 * start number or custom numbers; fill helpers (from the lay, same bundle count, copy a row or column). The
 * preview is live and computed with the core planner the server runs before it writes, so what is shown is
 * what gets generated: bundle numbers, totals per colour and size, and what the order still needs.
 */
export interface BundlePlanEditorProps {
  /** The order's colours and sizes (numbering follows their order) and its quantities. */
  order: { colors: readonly string[]; sizes: readonly string[]; lines: readonly QtyLine[] };
  /** The bed's colours laid and ratio sizes (the grid's rows and columns), in the order's order. */
  colors: readonly string[];
  sizes: readonly string[];
  /** The lay's pieces (ratio × layers), for "fill from the lay". */
  lay: readonly QtyLine[];
  /** Live bundles of the order's other beds, and the numbers they use. */
  cutElsewhere: readonly QtyLine[];
  numbersElsewhere: readonly number[];
  bedDyeLot: string | null;
  /** The plan the bed was generated from, if any. */
  stored: StoredBundlePlan | null;
  /** Bundles already exist (generating again replaces them). */
  hasBundles: boolean;
  /** Nothing printed or scanned yet (else the grid is read-only). */
  canGenerate: boolean;
  generating: boolean;
  onGenerate: (request: BundlePlanRequest) => void;
}

/** Bundles listed in the preview; the rest are counted (a 2,000-bundle bed would drown the page). */
const PREVIEW_ROWS = 200;
const DEFAULT_PIECES_PER_BUNDLE = 20;

function initialDraft(props: BundlePlanEditorProps): PlanDraft {
  if (props.stored !== null) return draftFromStored(props.stored, props.colors, props.sizes);
  return { mode: 'split', grid: emptyGrid(props.colors.length, props.sizes.length), startNo: '', useCustomNumbers: false, customNumbers: '' };
}

function CellInputs({ cell, label, disabled, onChange }: { cell: DraftCell; label: string; disabled: boolean; onChange: (cell: DraftCell) => void }) {
  const t = useT();
  return (
    <HStack gap="1" justify="center">
      <Input
        size="xs"
        w="14"
        inputMode="numeric"
        textAlign="end"
        aria-label={t('Production.Plan.CellInput', { cell: label })}
        value={cell.input}
        disabled={disabled}
        onChange={(e) => {
          onChange({ ...cell, input: e.currentTarget.value });
        }}
      />
      <Text fontSize="xs" color="fg.muted">
        {'×'}
      </Text>
      <Input
        size="xs"
        w="12"
        inputMode="numeric"
        textAlign="end"
        aria-label={t('Production.Plan.CellBundles', { cell: label })}
        value={cell.bundles}
        disabled={disabled}
        onChange={(e) => {
          onChange({ ...cell, bundles: e.currentTarget.value });
        }}
      />
    </HStack>
  );
}

function BundleList({ bundles }: { bundles: readonly PlannedBundleDto[] }) {
  const t = useT();
  const shown = bundles.slice(0, PREVIEW_ROWS);
  return (
    <Box>
      <Table.ScrollArea maxH="72" borderWidth="1px" rounded="md">
        <Table.Root size="sm" stickyHeader aria-label={t('Production.Plan.BundleList')} data-testid="plan-bundles">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('Production.Field.BundleNo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Production.Field.Size')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Production.Field.Color')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Production.Field.Qty')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((b) => (
              <Table.Row key={b.bundleNo}>
                <Table.Cell fontWeight="semibold">{b.bundleNo}</Table.Cell>
                <Table.Cell>{b.size}</Table.Cell>
                <Table.Cell>{b.color}</Table.Cell>
                <Table.Cell textAlign="end">{b.qty}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {bundles.length > shown.length && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t('Production.Plan.MoreBundles', { count: bundles.length - shown.length })}
        </Text>
      )}
    </Box>
  );
}

export function BundlePlanEditor(props: BundlePlanEditorProps) {
  const t = useT();
  const { colors, sizes, canGenerate } = props;
  const [draft, setDraft] = useState<PlanDraft>(() => initialDraft(props));
  const [perBundle, setPerBundle] = useState(String(DEFAULT_PIECES_PER_BUNDLE));
  const [sameCount, setSameCount] = useState('');
  const readOnly = !canGenerate;

  const context = useMemo<PlanContext>(
    () => ({ order: props.order, cutElsewhere: props.cutElsewhere, numbersElsewhere: props.numbersElsewhere, bedDyeLot: props.bedDyeLot }),
    [props.order, props.cutElsewhere, props.numbersElsewhere, props.bedDyeLot],
  );
  const request = useMemo(() => planRequest(draft, colors, sizes), [draft, colors, sizes]);
  // Typing stays responsive on a big bed: the preview follows a moment later.
  const deferred = useDeferredValue(request);
  const { preview } = useMemo(() => planFromRequest(deferred, context), [deferred, context]);
  const stale = deferred !== request;

  const setCell = (c: number, s: number, cell: DraftCell) => {
    setDraft((d) => ({ ...d, grid: d.grid.map((row, ci) => (ci === c ? row.map((old, si) => (si === s ? cell : old)) : row)) }));
  };
  const pieces = Number(perBundle);
  const piecesOk = Number.isSafeInteger(pieces) && pieces > 0;
  const fillFromLay = () => {
    if (!piecesOk) return;
    setDraft((d) => ({ ...d, grid: d.mode === 'split' ? gridFromLay(colors, sizes, props.lay, pieces) : multipleGridFromLay(colors, sizes, props.lay, pieces) }));
  };
  const sameN = Number(sameCount);
  const sameOk = Number.isSafeInteger(sameN) && sameN > 0;

  const cellOf = (color: string, size: string) => preview.comparison.cells.find((x) => x.color === color && x.size === size);
  const columnTotal = (s: number) => preview.totals.columnTotals[s] ?? 0;

  return (
    <Stack gap="4" data-testid="bundle-plan-editor">
      <Flex gap="4" flexWrap="wrap" align="flex-end">
        <Box>
          <chakra.label fontSize="sm" mb="1" display="block" htmlFor="plan-mode">
            {t('Production.Plan.Mode')}
          </chakra.label>
          <NativeSelect.Root size="sm" width="auto" disabled={readOnly}>
            <NativeSelect.Field
              id="plan-mode"
              value={draft.mode}
              onChange={(e) => {
                const mode = e.currentTarget.value === 'multiple' ? 'multiple' : 'split';
                setDraft((d) => ({ ...d, mode }));
              }}
            >
              <option value="split">{t('Production.BundleMode.Split')}</option>
              <option value="multiple">{t('Production.BundleMode.Multiple')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box>
          <chakra.label fontSize="sm" mb="1" display="block" htmlFor="plan-start-no">
            {t('Production.Field.StartNo')}
          </chakra.label>
          <Input
            id="plan-start-no"
            size="sm"
            w="28"
            inputMode="numeric"
            placeholder={String(preview.suggestedStartNo)}
            value={draft.startNo}
            disabled={readOnly || draft.useCustomNumbers}
            onChange={(e) => {
              const startNo = e.currentTarget.value;
              setDraft((d) => ({ ...d, startNo }));
            }}
          />
        </Box>
        <PlainSwitch
          label={t('Production.Plan.CustomNumbers')}
          checked={draft.useCustomNumbers}
          disabled={readOnly}
          onCheckedChange={(next) => {
            setDraft((d) => ({ ...d, useCustomNumbers: next }));
          }}
        />
      </Flex>
      {draft.useCustomNumbers && (
        <Box>
          <Textarea
            size="sm"
            rows={2}
            aria-label={t('Production.Plan.CustomNumbersLabel')}
            placeholder={t('Production.Plan.CustomNumbersHint')}
            value={draft.customNumbers}
            disabled={readOnly}
            onChange={(e) => {
              const customNumbers = e.currentTarget.value;
              setDraft((d) => ({ ...d, customNumbers }));
            }}
          />
        </Box>
      )}

      {!readOnly && (
        <Flex gap="2" flexWrap="wrap" align="center" fontSize="sm">
          <Text>{t(draft.mode === 'split' ? 'Production.Plan.AboutPerBundle' : 'Production.Plan.PerBundle')}</Text>
          <Input
            size="xs"
            w="16"
            inputMode="numeric"
            aria-label={t('Production.Plan.PiecesPerBundle')}
            value={perBundle}
            onChange={(e) => {
              setPerBundle(e.currentTarget.value);
            }}
          />
          <Button size="xs" variant="outline" disabled={!piecesOk || props.lay.length === 0} onClick={fillFromLay}>
            <LuWandSparkles aria-hidden />
            {t('Production.Plan.FillFromLay')}
          </Button>
          <Text ms={{ base: 0, md: 3 }}>{t('Production.Plan.SameBundles')}</Text>
          <Input
            size="xs"
            w="14"
            inputMode="numeric"
            aria-label={t('Production.Plan.SameBundlesCount')}
            value={sameCount}
            onChange={(e) => {
              setSameCount(e.currentTarget.value);
            }}
          />
          <Button
            size="xs"
            variant="outline"
            disabled={!sameOk}
            onClick={() => {
              setDraft((d) => ({ ...d, grid: sameBundleCount(d.grid, sameN) }));
            }}
          >
            {t('Production.Plan.Apply')}
          </Button>
        </Flex>
      )}

      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('Production.Plan.Grid')} data-testid="plan-grid">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t('Production.Plan.ColorSize')}</Table.ColumnHeader>
              {sizes.map((size, s) => (
                <Table.ColumnHeader key={size} textAlign="center" minW="36">
                  <HStack justify="center" gap="1">
                    <Text>{size}</Text>
                    {!readOnly && sizes.length > 1 && (
                      <Button
                        size="2xs"
                        variant="ghost"
                        aria-label={t('Production.Plan.CopyColumn', { size })}
                        title={t('Production.Plan.CopyColumn', { size })}
                        onClick={() => {
                          setDraft((d) => ({ ...d, grid: copyColumn(d.grid, s) }));
                        }}
                      >
                        <LuCopy aria-hidden />
                      </Button>
                    )}
                  </HStack>
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="end">{t('Production.Field.Total')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {colors.map((color, c) => (
              <Table.Row key={color}>
                <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                  <HStack gap="1">
                    <Text>{color}</Text>
                    {!readOnly && colors.length > 1 && (
                      <Button
                        size="2xs"
                        variant="ghost"
                        aria-label={t('Production.Plan.CopyRow', { color })}
                        title={t('Production.Plan.CopyRow', { color })}
                        onClick={() => {
                          setDraft((d) => ({ ...d, grid: copyRow(d.grid, c) }));
                        }}
                      >
                        <LuCopy aria-hidden />
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
                {sizes.map((size, s) => {
                  const cmp = cellOf(color, size);
                  const planned = preview.totals.cells[c]?.[s] ?? 0;
                  return (
                    <Table.Cell key={size} textAlign="center" data-testid={`plan-cell-${color}-${size}`}>
                      <CellInputs
                        cell={draft.grid[c]?.[s] ?? { input: '', bundles: '' }}
                        label={`${color} / ${size}`}
                        disabled={readOnly}
                        onChange={(cell) => {
                          setCell(c, s, cell);
                        }}
                      />
                      <Text fontSize="xs" mt="1" color={cmp !== undefined && cmp.remaining < 0 ? 'red.fg' : 'fg.muted'} data-testid="plan-cell-summary">
                        {t('Production.Plan.CellSummary', { planned, remaining: cmp?.remaining ?? 0 })}
                      </Text>
                    </Table.Cell>
                  );
                })}
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {preview.totals.rowTotals[c] ?? 0}
                </Table.Cell>
              </Table.Row>
            ))}
            <Table.Row bg="bg.subtle">
              <Table.Cell fontWeight="semibold">{t('Production.Field.Total')}</Table.Cell>
              {sizes.map((size, s) => (
                <Table.Cell key={size} textAlign="center" fontWeight="semibold">
                  {columnTotal(s)}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" fontWeight="bold" data-testid="plan-total">
                {preview.totals.total}
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <Box aria-live="polite" opacity={stale ? 0.6 : 1} data-testid="plan-preview">
        {preview.ok ? (
          <Stack gap="3">
            <SimpleGrid columns={{ base: 2, md: 5 }} gap="2" fontSize="sm">
              <Summary label={t('Production.Field.BundleCount')} value={preview.bundleCount} testId="plan-bundle-count" />
              <Summary label={t('Production.Plan.PlannedQty')} value={preview.comparison.planned} testId="plan-planned" />
              <Summary label={t('Production.Field.Ordered')} value={preview.comparison.ordered} />
              <Summary label={t('Production.Plan.CutBefore')} value={preview.comparison.cut} />
              <Summary label={t('Production.Plan.Uncut')} value={preview.comparison.remaining} testId="plan-remaining" danger={preview.comparison.remaining < 0} />
            </SimpleGrid>
            <Text fontSize="sm" data-testid="plan-range">
              {t('Production.Plan.NumberRange', { first: preview.bundles[0]?.bundleNo ?? 0, last: preview.bundles.at(-1)?.bundleNo ?? 0 })}
            </Text>
            {preview.comparison.overCut && (
              <Alert.Root status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Title>{t('Production.Plan.OverCut')}</Alert.Title>
              </Alert.Root>
            )}
            <BundleList bundles={preview.bundles} />
          </Stack>
        ) : (
          <Alert.Root status="info" size="sm" data-testid="plan-errors">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('Production.Plan.NotReady')}</Alert.Title>
              <Alert.Description>
                <Stack gap="1">
                  {preview.errors.map((issue, i) => (
                    <Text key={i}>{t(issue.key, issue.params)}</Text>
                  ))}
                </Stack>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Box>

      {canGenerate ? (
        <HStack justify="flex-end">
          {props.hasBundles && (
            <Badge colorPalette="orange" variant="subtle">
              {t('Production.Plan.ReplacesBundles')}
            </Badge>
          )}
          <Button
            colorPalette="brand"
            size="sm"
            disabled={!preview.ok || stale}
            loading={props.generating}
            onClick={() => {
              props.onGenerate(request);
            }}
            data-testid="plan-generate"
          >
            {t(props.hasBundles ? 'Production.Plan.Regenerate' : 'Production.Plan.Generate')}
          </Button>
        </HStack>
      ) : (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('Production.Error.CannotRegenerate')}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

function Summary({ label, value, testId, danger = false }: { label: string; value: number; testId?: string; danger?: boolean }) {
  return (
    <Box borderWidth="1px" rounded="md" px="3" py="2" bg="bg.panel">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" color={danger ? 'red.fg' : undefined} data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}
