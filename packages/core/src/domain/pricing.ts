import { divideRoundHalfUp, formatDecimal, tryParseDecimal, type Micros } from '../money/money';

/**
 * Procedure piece rates (domain §3.1, §4.1). Prices are micros; a technical level's coefficient is an exact
 * decimal with up to 4 fraction digits (decimal(6,4)), held as an integer of ten-thousandths.
 */

/** A coefficient in ten-thousandths: 1.0000 = 10_000n, 1.15 = 11_500n. */
export type Coefficient = bigint;

export const COEFFICIENT_DIGITS = 4;
export const COEFFICIENT_ONE: Coefficient = 10_000n;
/** decimal(6,4): at most 99.9999. */
export const COEFFICIENT_MAX: Coefficient = 999_999n;

const MICROS_PER_COEFFICIENT_UNIT = 100n;

/** "1.15" → 11_500n; null unless 0 < value ≤ 99.9999 with at most 4 decimals. */
export function tryParseCoefficient(text: string): Coefficient | null {
  const micros = tryParseDecimal(text, COEFFICIENT_DIGITS);
  if (micros === null) return null;
  const coefficient = micros / MICROS_PER_COEFFICIENT_UNIT;
  return coefficient > 0n && coefficient <= COEFFICIENT_MAX ? coefficient : null;
}

/** 11_500n → "1.15" (2–4 decimals), the form the API sends. */
export function formatCoefficient(coefficient: Coefficient): string {
  return formatDecimal(coefficient * MICROS_PER_COEFFICIENT_UNIT, 2, COEFFICIENT_DIGITS);
}

/** price × coefficient, rounded half-up to the micro (the 7th–10th decimals cannot be paid). */
export function applyCoefficient(price: Micros, coefficient: Coefficient): Micros {
  return divideRoundHalfUp(price * coefficient, COEFFICIENT_ONE);
}

/** One ProductProcedurePrice row of a procedure: unique per (technicalLevelId, size). */
export interface ProcedurePriceRow {
  technicalLevelId: string | null;
  size: string | null;
  price: Micros;
}

export interface PriceResolutionInput {
  /** The procedure's default price. */
  defaultPrice: Micros;
  /** The procedure's price rows (any order). */
  rows: readonly ProcedurePriceRow[];
  /** The worker's technical level; null when the worker has none. */
  technicalLevelId: string | null;
  /** That level's coefficient (COEFFICIENT_ONE without a level). */
  coefficient: Coefficient;
  /** The bundle's size. */
  size: string | null;
}

/** Which rule produced the price; stored with the snapshot so a wage line can be explained. */
export type PriceSource = 'levelSize' | 'level' | 'size' | 'default';

export interface ResolvedPrice {
  price: Micros;
  source: PriceSource;
  /** The coefficient that was applied: the level's for 'default', otherwise 1 (an override is final). */
  coefficient: Coefficient;
}

/**
 * Price resolution, first match wins (domain §3.1, §10.4):
 * 1. a level override — for that level and this size, else for that level and every size;
 * 2. a size price (no level);
 * 3. the default price × the level coefficient.
 * The result is snapshotted onto the work record at scan time.
 */
export function resolveProcedurePrice(input: PriceResolutionInput): ResolvedPrice {
  const find = (levelId: string | null, size: string | null) =>
    input.rows.find((row) => row.technicalLevelId === levelId && row.size === size);
  const { technicalLevelId: level, size } = input;
  const levelSize = level !== null && size !== null ? find(level, size) : undefined;
  if (levelSize) return { price: levelSize.price, source: 'levelSize', coefficient: COEFFICIENT_ONE };
  const levelOnly = level !== null ? find(level, null) : undefined;
  if (levelOnly) return { price: levelOnly.price, source: 'level', coefficient: COEFFICIENT_ONE };
  const sizeOnly = size !== null ? find(null, size) : undefined;
  if (sizeOnly) return { price: sizeOnly.price, source: 'size', coefficient: COEFFICIENT_ONE };
  return {
    price: applyCoefficient(input.defaultPrice, input.coefficient),
    source: 'default',
    coefficient: input.coefficient,
  };
}

/** The key a price row is unique by (ProductProcedurePrice: ProcedureId, TechnicalLevelId, Size). */
export function priceRowKey(row: Pick<ProcedurePriceRow, 'technicalLevelId' | 'size'>): string {
  return JSON.stringify([row.technicalLevelId, row.size]);
}

/** Rows that repeat an earlier (level, size) pair; the server refuses a save containing any. */
export function duplicatePriceRows<T extends ProcedurePriceRow>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = priceRowKey(row);
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

// ---- Template → product copies -------------------------------------------------------------------------

/** The field that orders a list: procedures by `seq`, parts by `sort`. */
export type OrderKey = 'seq' | 'sort';

/**
 * Copy template items into a product (domain §3.1: procedure and part templates): the result follows the
 * template's order (by `key`, ties kept in list order), every value is kept, and `key` is renumbered
 * 1, 2, 3 … — or after the last existing item when appending. Items are shallow copies: editing the
 * product never edits the template.
 */
export function copyTemplateItems<K extends OrderKey, T extends Readonly<Record<K, number>>>(
  items: readonly T[],
  key: K,
  options: { after?: readonly Readonly<Record<K, number>>[] } = {},
): T[] {
  const start = (options.after ?? []).reduce((max, item) => Math.max(max, item[key]), 0) + 1;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item[key] - b.item[key] || a.index - b.index)
    .map(({ item }, position) => ({ ...item, [key]: start + position }));
}

/** Replace the product's list with the template's, or append the template after it. */
export function applyTemplate<K extends OrderKey, T extends Readonly<Record<K, number>>>(
  existing: readonly T[],
  template: readonly T[],
  key: K,
  mode: 'replace' | 'append',
): T[] {
  return mode === 'replace' ? copyTemplateItems(template, key) : [...existing, ...copyTemplateItems(template, key, { after: existing })];
}

// ---- Copy prices from another product -------------------------------------------------------------------

export interface PricedProcedure {
  id: string;
  name: string;
  defaultPrice: Micros;
}

export interface ProcedurePriceRowOf extends ProcedurePriceRow {
  procedureId: string;
}

export interface PriceCopyResult {
  /** New default price per target procedure id that found a source procedure. */
  defaultPrices: { procedureId: string; price: Micros }[];
  /** Rows for the target product. */
  rows: ProcedurePriceRowOf[];
  /** Target procedures with no source procedure of the same name (left untouched). */
  unmatchedProcedureIds: string[];
  /** Source rows not copied because the target has no such size. */
  skippedRows: ProcedurePriceRowOf[];
}

/**
 * "Copy from another product" on the procedure-price page: procedures are matched by trimmed name (the n-th
 * procedure of a name in the target takes the n-th of that name in the source); default prices and level /
 * size rows are copied; rows for sizes the target does not have are skipped. Levels are tenant-wide, so
 * level rows always apply. Nothing is invented: every copied price exists in the source.
 */
export function copyProcedurePrices(
  source: { procedures: readonly PricedProcedure[]; rows: readonly ProcedurePriceRowOf[] },
  target: { procedures: readonly Pick<PricedProcedure, 'id' | 'name'>[]; sizes: readonly string[] },
): PriceCopyResult {
  const byName = new Map<string, PricedProcedure[]>();
  for (const procedure of source.procedures) {
    const name = procedure.name.trim();
    byName.set(name, [...(byName.get(name) ?? []), procedure]);
  }
  const used = new Map<string, number>();
  const sizes = new Set(target.sizes);
  const result: PriceCopyResult = { defaultPrices: [], rows: [], unmatchedProcedureIds: [], skippedRows: [] };
  for (const procedure of target.procedures) {
    const name = procedure.name.trim();
    const nth = used.get(name) ?? 0;
    used.set(name, nth + 1);
    const match = byName.get(name)?.[nth];
    if (match === undefined) {
      result.unmatchedProcedureIds.push(procedure.id);
      continue;
    }
    result.defaultPrices.push({ procedureId: procedure.id, price: match.defaultPrice });
    for (const row of source.rows) {
      if (row.procedureId !== match.id) continue;
      if (row.size !== null && !sizes.has(row.size)) result.skippedRows.push(row);
      else result.rows.push({ ...row, procedureId: procedure.id });
    }
  }
  return result;
}
