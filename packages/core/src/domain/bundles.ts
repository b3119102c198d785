import type { FormsMessageKey } from '../i18n/messages/forms';

/**
 * Cutting beds (床次) and bundles (扎), domain §3.3: lay arithmetic and bundle plan generation (编菲),
 * following S1 `planBundles`. Quantities are whole pieces.
 */

// ---- Lay arithmetic -------------------------------------------------------------------------------------

export interface LayInput {
  /** Garments of each size marked per ply (配比), in size order. */
  ratios: readonly { size: string; ratio: number }[];
  /** Colours laid and the plies (层数) of each. */
  colors: readonly { color: string; layers: number }[];
}

export interface QtyLine {
  color: string;
  size: string;
  qty: number;
}

export interface LayQuantities {
  /** 单层件数 = Σ ratio. */
  piecesPerPly: number;
  totalLayers: number;
  /** qty(colour, size) = ratio[size] × layers[colour], colour-major in the given orders. */
  lines: QtyLine[];
  /** 床次总件数 = piecesPerPly × total layers. */
  total: number;
}

export function layQuantities(lay: LayInput): LayQuantities {
  const piecesPerPly = lay.ratios.reduce((sum, r) => sum + r.ratio, 0);
  const totalLayers = lay.colors.reduce((sum, c) => sum + c.layers, 0);
  const lines = lay.colors.flatMap(({ color, layers }) => lay.ratios.map(({ size, ratio }) => ({ color, size, qty: ratio * layers })));
  return { piecesPerPly, totalLayers, lines, total: piecesPerPly * totalLayers };
}

/** Lays needed for a quantity when at most `maxPlies` plies fit and the marker holds `garmentsPerMarker` (S18: 260, 50 × 4 → 2). */
export function minimumLays(qty: number, maxPlies: number, garmentsPerMarker: number): number {
  const perLay = maxPlies * garmentsPerMarker;
  if (perLay <= 0) throw new RangeError('maxPlies and garmentsPerMarker must be positive');
  return qty <= 0 ? 0 : Math.ceil(qty / perLay);
}

// ---- Bundle plan ------------------------------------------------------------------------------------------

/**
 * 'multiple' (倍数模式): input = pieces per bundle, cell total = input × bundles.
 * 'split': input = the cell total, split evenly into `bundles`, the remainder going to the last bundle.
 */
export type BundleMode = 'multiple' | 'split';

export interface BundleCell {
  input: number;
  bundles: number;
}

/** The most bundles one plan may create (a big bed is ~2,000). */
export const MAX_BUNDLES_PER_PLAN = 10_000;

export interface BundlePlanInput {
  colors: readonly string[];
  sizes: readonly string[];
  /** grid[colourIndex][sizeIndex]; a missing row or cell counts as { input: 0, bundles: 0 }. */
  grid: readonly (readonly (BundleCell | null | undefined)[] | null | undefined)[];
  mode: BundleMode;
  /** 从 N 扎起: the first automatic number (default 1). */
  startNo?: number;
  /** Custom bundle numbers, one per bundle in numbering order; replaces startNo when given. */
  customNumbers?: readonly number[] | null;
  /** Bundle numbers already used in the order (other beds): a plan may not reuse them. */
  existingNumbers?: Iterable<number>;
}

export interface PlannedBundle {
  bundleNo: number;
  color: string;
  size: string;
  colorIndex: number;
  sizeIndex: number;
  /** 1-based position of the bundle within its cell. */
  k: number;
  qty: number;
}

export interface BundlePlanTotals {
  /** qty per [colourIndex][sizeIndex]. */
  cells: number[][];
  byColor: number[];
  bySize: number[];
  total: number;
  bundleCount: number;
}

export type BundlePlanErrorCode =
  | 'gridShape'
  | 'duplicateColor'
  | 'duplicateSize'
  | 'invalidCell'
  | 'emptyBundle'
  | 'unbundledPieces'
  | 'noBundles'
  | 'tooManyBundles'
  | 'invalidStartNo'
  | 'customCountMismatch'
  | 'invalidCustomNumber'
  | 'duplicateCustomNumber'
  | 'numberClash';

export interface BundlePlanError {
  code: BundlePlanErrorCode;
  key: Extract<FormsMessageKey, `BundlePlan.${string}`>;
  params: Readonly<Record<string, string | number>>;
}

export type BundlePlanResult =
  | { ok: true; bundles: PlannedBundle[]; totals: BundlePlanTotals }
  | { ok: false; errors: BundlePlanError[] };

const ERROR_KEYS: Readonly<Record<BundlePlanErrorCode, BundlePlanError['key']>> = {
  gridShape: 'BundlePlan.GridShape',
  duplicateColor: 'BundlePlan.DuplicateColor',
  duplicateSize: 'BundlePlan.DuplicateSize',
  invalidCell: 'BundlePlan.InvalidCell',
  emptyBundle: 'BundlePlan.EmptyBundle',
  unbundledPieces: 'BundlePlan.UnbundledPieces',
  noBundles: 'BundlePlan.NoBundles',
  tooManyBundles: 'BundlePlan.TooManyBundles',
  invalidStartNo: 'BundlePlan.InvalidStartNo',
  customCountMismatch: 'BundlePlan.CustomCountMismatch',
  invalidCustomNumber: 'BundlePlan.InvalidCustomNumber',
  duplicateCustomNumber: 'BundlePlan.DuplicateCustomNumber',
  numberClash: 'BundlePlan.NumberClash',
};

/** Stop listing number problems after this many; one message per number would flood the form. */
const MAX_NUMBER_ERRORS = 20;

function planError(code: BundlePlanErrorCode, params: Readonly<Record<string, string | number>> = {}): BundlePlanError {
  return { code, key: ERROR_KEYS[code], params };
}

function isCount(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0;
}

function isBundleNo(n: number): boolean {
  return Number.isSafeInteger(n) && n > 0;
}

/**
 * The quantities of one cell's bundles in order, or the error code. Split mode: total `input` over
 * `bundles`, ⌊input / bundles⌋ each and the remainder on the last (so the last is the largest).
 */
export function cellBundleQuantities(cell: BundleCell, mode: BundleMode): number[] | BundlePlanErrorCode {
  const { input, bundles } = cell;
  if (!isCount(input) || !isCount(bundles)) return 'invalidCell';
  if (bundles === 0) return mode === 'split' && input > 0 ? 'unbundledPieces' : [];
  if (bundles > MAX_BUNDLES_PER_PLAN) return 'tooManyBundles';
  if (mode === 'multiple') return input === 0 ? 'emptyBundle' : Array.from({ length: bundles }, () => input);
  const base = Math.floor(input / bundles);
  if (base === 0) return 'emptyBundle';
  const quantities = Array.from({ length: bundles }, () => base);
  quantities[bundles - 1] = base + (input % bundles);
  return quantities;
}

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const repeated = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

/**
 * Plan the bundles of a bed (domain §3.3, S1 planBundles). Numbering order: outer loop size (in size order),
 * middle loop the k-th bundle of that size, inner loop colour (in colour order) — so within a size the colours
 * alternate. Numbers run from startNo (or come from customNumbers in that same order) and may not repeat
 * each other or any existing number of the order. Every problem is reported, not just the first.
 */
export function planBundles(input: BundlePlanInput): BundlePlanResult {
  const { colors, sizes, mode } = input;
  const errors: BundlePlanError[] = [];
  if (input.grid.length > colors.length || input.grid.some((row) => (row?.length ?? 0) > sizes.length)) {
    errors.push(planError('gridShape'));
  }
  for (const color of duplicates(colors)) errors.push(planError('duplicateColor', { color }));
  for (const size of duplicates(sizes)) errors.push(planError('duplicateSize', { size }));

  // cellQty[c][s]: the bundle quantities of each cell.
  const cellQty: number[][][] = colors.map((color, c) =>
    sizes.map((size, s) => {
      const cell = input.grid[c]?.[s] ?? { input: 0, bundles: 0 };
      const quantities = cellBundleQuantities(cell, mode);
      if (typeof quantities === 'string') {
        errors.push(planError(quantities, { color, size, qty: cell.input, max: MAX_BUNDLES_PER_PLAN }));
        return [];
      }
      return quantities;
    }),
  );

  const order: Omit<PlannedBundle, 'bundleNo'>[] = [];
  sizes.forEach((size, s) => {
    const deepest = Math.max(0, ...colors.map((_, c) => cellQty[c]?.[s]?.length ?? 0));
    for (let k = 0; k < deepest && order.length <= MAX_BUNDLES_PER_PLAN; k += 1) {
      colors.forEach((color, c) => {
        const qty = cellQty[c]?.[s]?.[k];
        if (qty !== undefined) order.push({ color, size, colorIndex: c, sizeIndex: s, k: k + 1, qty });
      });
    }
  });
  const tooMany = order.length > MAX_BUNDLES_PER_PLAN;
  if (tooMany) errors.push(planError('tooManyBundles', { max: MAX_BUNDLES_PER_PLAN }));
  if (order.length === 0 && errors.length === 0) errors.push(planError('noBundles'));

  const numbers = tooMany ? [] : bundleNumbers(input, order.length, errors);
  if (errors.length > 0) return { ok: false, errors };

  const bundles = order.map((b, i) => ({ ...b, bundleNo: numbers[i] ?? 0 }));
  return { ok: true, bundles, totals: planTotals(colors.length, sizes.length, bundles) };
}

function bundleNumbers(input: BundlePlanInput, count: number, errors: BundlePlanError[]): number[] {
  let numbers: number[];
  const custom = input.customNumbers;
  if (custom !== undefined && custom !== null) {
    if (custom.length !== count) errors.push(planError('customCountMismatch', { expected: count, actual: custom.length }));
    const invalid = custom.filter((n) => !isBundleNo(n));
    for (const n of invalid.slice(0, MAX_NUMBER_ERRORS)) errors.push(planError('invalidCustomNumber', { bundleNo: String(n) }));
    for (const n of duplicates(custom).slice(0, MAX_NUMBER_ERRORS)) errors.push(planError('duplicateCustomNumber', { bundleNo: n }));
    numbers = [...custom];
  } else {
    const start = input.startNo ?? 1;
    if (!isBundleNo(start) || !Number.isSafeInteger(start + count)) {
      errors.push(planError('invalidStartNo'));
      return [];
    }
    numbers = Array.from({ length: count }, (_, i) => start + i);
  }
  const existing = new Set(input.existingNumbers ?? []);
  const clashes = numbers.filter((n) => existing.has(n));
  for (const n of clashes.slice(0, MAX_NUMBER_ERRORS)) errors.push(planError('numberClash', { bundleNo: n }));
  return numbers;
}

function planTotals(colorCount: number, sizeCount: number, bundles: readonly PlannedBundle[]): BundlePlanTotals {
  const cells = Array.from({ length: colorCount }, () => Array.from({ length: sizeCount }, () => 0));
  const byColor = Array.from({ length: colorCount }, () => 0);
  const bySize = Array.from({ length: sizeCount }, () => 0);
  let total = 0;
  for (const b of bundles) {
    const row = cells[b.colorIndex];
    if (row) row[b.sizeIndex] = (row[b.sizeIndex] ?? 0) + b.qty;
    byColor[b.colorIndex] = (byColor[b.colorIndex] ?? 0) + b.qty;
    bySize[b.sizeIndex] = (bySize[b.sizeIndex] ?? 0) + b.qty;
    total += b.qty;
  }
  return { cells, byColor, bySize, total, bundleCount: bundles.length };
}

/** The default start number of a new bed: one past the highest number the order uses. */
export function nextStartNo(existingNumbers: Iterable<number>): number {
  let max = 0;
  for (const n of existingNumbers) if (n > max) max = n;
  return max + 1;
}

/**
 * A split-mode grid from cell totals (e.g. a lay's quantities) and a target bundle size: each cell gets
 * ⌊total / piecesPerBundle⌋ bundles (at least one), so with the remainder rule every bundle holds between
 * piecesPerBundle and 2 × piecesPerBundle − 1 pieces (a cell smaller than the target is one bundle).
 */
export function splitGridFromTotals(
  colors: readonly string[],
  sizes: readonly string[],
  lines: readonly QtyLine[],
  piecesPerBundle: number,
): BundleCell[][] {
  if (!Number.isSafeInteger(piecesPerBundle) || piecesPerBundle <= 0) throw new RangeError('piecesPerBundle must be a positive integer');
  return colors.map((color) =>
    sizes.map((size) => {
      const total = lines.filter((l) => l.color === color && l.size === size).reduce((sum, l) => sum + l.qty, 0);
      return { input: total, bundles: total === 0 ? 0 : Math.max(1, Math.floor(total / piecesPerBundle)) };
    }),
  );
}

// ---- Plan versus order ----------------------------------------------------------------------------------

export interface CutComparisonCell {
  color: string;
  size: string;
  ordered: number;
  /** Already cut on earlier beds. */
  cut: number;
  planned: number;
  /** ordered − cut − planned; negative means over-cut (allowed, but shown). */
  remaining: number;
}

export interface CutComparison {
  cells: CutComparisonCell[];
  ordered: number;
  cut: number;
  planned: number;
  remaining: number;
  overCut: boolean;
}

function qtyOf(lines: readonly QtyLine[], color: string, size: string): number {
  return lines.reduce((sum, l) => (l.color === color && l.size === size ? sum + l.qty : sum), 0);
}

/** The live preview's "versus the order's uncut quantity", per cell of the plan's colours × sizes. */
export function compareWithOrder(
  plan: { colors: readonly string[]; sizes: readonly string[]; totals: Pick<BundlePlanTotals, 'cells'> },
  ordered: readonly QtyLine[],
  alreadyCut: readonly QtyLine[],
): CutComparison {
  const cells = plan.colors.flatMap((color, c) =>
    plan.sizes.map((size, s) => {
      const o = qtyOf(ordered, color, size);
      const cut = qtyOf(alreadyCut, color, size);
      const planned = plan.totals.cells[c]?.[s] ?? 0;
      return { color, size, ordered: o, cut, planned, remaining: o - cut - planned };
    }),
  );
  const total = (pick: (cell: CutComparisonCell) => number) => cells.reduce((sum, cell) => sum + pick(cell), 0);
  return {
    cells,
    ordered: total((x) => x.ordered),
    cut: total((x) => x.cut),
    planned: total((x) => x.planned),
    remaining: total((x) => x.remaining),
    overCut: cells.some((x) => x.remaining < 0),
  };
}

// ---- After generation ---------------------------------------------------------------------------------

/** Domain §3.3 / §8.1.6: a bundle's qty may change, but never below the most already reported on any procedure. */
export function validateBundleQtyEdit(newQty: number, maxReportedQty: number): Extract<FormsMessageKey, `BundlePlan.${string}`> | null {
  if (!Number.isSafeInteger(newQty) || newQty <= 0) return 'BundlePlan.InvalidBundleQty';
  return newQty < maxReportedQty ? 'BundlePlan.QtyBelowReported' : null;
}

/** Domain §5.2 / §8.2.11: a bed's bundles may be regenerated only while nothing is printed or scanned. */
export function canRegenerateBundles(facts: { printedCount: number; scannedCount: number }): boolean {
  return facts.printedCount === 0 && facts.scannedCount === 0;
}
