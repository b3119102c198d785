import { formatPrice, gridCellPrice, gridColumnTotals, validateProcedurePriceBatch, type GridColumnTotals, type PriceCell, type PriceGridLevel, type ProcedurePriceBatchInput, type ProcedurePriceGridDto, type ProcedurePriceGridRow } from '@eticket/core/catalog';
import type { Validated } from '@eticket/core/validation';
import { parseDecimal, sum, tryParseDecimal } from '@eticket/core/money';

/**
 * The price grid being edited: per procedure the default price and the explicit cells (level and/or
 * size) as typed. What is saved is checked by the core's batch rule (the server's), and what a cell
 * shows when it has no explicit price is the core's resolution (level override → size → default ×
 * coefficient), so the page and a scan agree.
 */

/** A cell of the grid: a level column (`level|`), a size column (`|size`) or both. */
export function cellKey(levelId: string | null, size: string | null): string {
  return `${levelId ?? ''}|${size ?? ''}`;
}

function parseCellKey(key: string): { technicalLevelId: string | null; size: string | null } {
  const at = key.indexOf('|');
  const level = key.slice(0, at);
  const size = key.slice(at + 1);
  return { technicalLevelId: level === '' ? null : level, size: size === '' ? null : size };
}

export interface RowDraft {
  defaultPrice: string;
  /** cellKey → price as typed; '' = no explicit price. */
  cells: Record<string, string>;
}

export type Drafts = Readonly<Record<string, RowDraft>>;

export function draftsOf(grid: ProcedurePriceGridDto): Drafts {
  return Object.fromEntries(
    grid.items.map((row) => [row.procedureId, { defaultPrice: row.defaultPrice, cells: Object.fromEntries(row.prices.map((c) => [cellKey(c.technicalLevelId, c.size), c.price])) }]),
  );
}

/** Same price? ("1.5" = "1.50"; blank = blank.) */
function samePrice(a: string, b: string): boolean {
  const x = tryParseDecimal(a.trim());
  const y = tryParseDecimal(b.trim());
  return x === null || y === null ? a.trim() === b.trim() : x === y;
}

function sameDraft(a: RowDraft, b: RowDraft): boolean {
  if (!samePrice(a.defaultPrice, b.defaultPrice)) return false;
  const keys = new Set([...Object.keys(a.cells), ...Object.keys(b.cells)]);
  return [...keys].every((key) => samePrice(a.cells[key] ?? '', b.cells[key] ?? ''));
}

/** Procedures whose prices differ from the stored grid, in grid order. */
export function changedProcedures(grid: ProcedurePriceGridDto, original: Drafts, drafts: Drafts): string[] {
  return grid.items
    .map((row) => row.procedureId)
    .filter((id) => {
      const before = original[id];
      const now = drafts[id];
      return before !== undefined && now !== undefined && !sameDraft(before, now);
    });
}

/** Where each field path of the batch points in the grid: `items[i].…` → procedure, cell (null = default). */
interface BatchPlan {
  raw: { productId: string; concurrencyStamp: string; items: { procedureId: string; defaultPrice: string; prices: { technicalLevelId: string | null; size: string | null; price: string }[] }[] };
  at: Map<string, { procedureId: string; cell: string | null }>;
}

function plan(grid: ProcedurePriceGridDto, drafts: Drafts, procedureIds: readonly string[]): BatchPlan {
  const at = new Map<string, { procedureId: string; cell: string | null }>();
  const items = procedureIds.map((procedureId, i) => {
    const draft = drafts[procedureId] ?? { defaultPrice: '', cells: {} };
    at.set(`items[${i}].defaultPrice`, { procedureId, cell: null });
    const prices = Object.entries(draft.cells)
      .filter(([, price]) => price.trim() !== '')
      .map(([key, price], j) => {
        for (const field of ['price', 'technicalLevelId', 'size']) at.set(`items[${i}].prices[${j}].${field}`, { procedureId, cell: key });
        return { ...parseCellKey(key), price };
      });
    return { procedureId, defaultPrice: draft.defaultPrice, prices };
  });
  return { raw: { productId: grid.productId, concurrencyStamp: grid.concurrencyStamp, items }, at };
}

/** A cell's address for errors: procedure id + cell key ('' = the default price). */
export function errorKey(procedureId: string, cell: string | null): string {
  return `${procedureId}#${cell ?? ''}`;
}

/** Errors keyed by `errorKey`, from field paths of the batch (the core's or the server's). */
export function errorsByCell(pathErrors: Readonly<Record<string, string>>, grid: ProcedurePriceGridDto, drafts: Drafts, procedureIds: readonly string[]): Record<string, string> {
  const { at } = plan(grid, drafts, procedureIds);
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(pathErrors)) {
    const target = at.get(path);
    if (target !== undefined) out[errorKey(target.procedureId, target.cell)] ??= message;
  }
  return out;
}

/** The bulk edit of the changed procedures, checked by the same rule as the server (with the grid as context). */
export function batchOf(grid: ProcedurePriceGridDto, drafts: Drafts, procedureIds: readonly string[]): Validated<ProcedurePriceBatchInput> {
  return validateProcedurePriceBatch(plan(grid, drafts, procedureIds).raw, {
    procedureIds: grid.items.map((row) => row.procedureId),
    levelIds: grid.levels.map((level) => level.id),
    sizes: grid.sizes,
  });
}

/** A row as the prices typed so far make it (values that are not prices yet are left out). */
export function effectiveRow(row: ProcedurePriceGridRow, draft: RowDraft | undefined): ProcedurePriceGridRow {
  if (draft === undefined) return row;
  const valid = (text: string) => tryParseDecimal(text.trim()) !== null;
  const prices: PriceCell[] = Object.entries(draft.cells)
    .filter(([, price]) => price.trim() !== '' && valid(price))
    .map(([key, price]) => ({ ...parseCellKey(key), price: price.trim() }));
  return { ...row, defaultPrice: valid(draft.defaultPrice) ? draft.defaultPrice.trim() : row.defaultPrice, prices };
}

/** What a worker of this level (and size) is paid when the cell has no explicit price. */
export function derivedPrice(row: ProcedurePriceGridRow, level: Pick<PriceGridLevel, 'id' | 'coefficient'> | null, size: string | null): string {
  return gridCellPrice({ ...row, prices: row.prices.filter((c) => !(c.technicalLevelId === (level?.id ?? null) && c.size === size)) }, level, size).price;
}

/** Σ per column of the grid as typed: default, each level, each size. */
export function totalsOf(grid: ProcedurePriceGridDto, drafts: Drafts): GridColumnTotals & { sizeTotals: Record<string, string> } {
  const items = grid.items.map((row) => effectiveRow(row, drafts[row.procedureId]));
  const sizeTotals = Object.fromEntries(grid.sizes.map((size) => [size, formatPrice(sum(items.map((row) => parseDecimal(gridCellPrice(row, null, size).price))))]));
  return { ...gridColumnTotals({ levels: grid.levels, items }), sizeTotals };
}
