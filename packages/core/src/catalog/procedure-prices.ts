import { COEFFICIENT_ONE, resolveProcedurePrice, tryParseCoefficient, type PriceSource } from '../domain/pricing';
import { parseDecimal, sum } from '../money/money';
import type {
  CopyProcedurePricesInput,
  PriceCell,
  PriceGridLevel,
  ProcedurePriceBatchInput,
  ProcedurePriceBatchItem,
  ProcedurePriceGridDto,
  ProcedurePriceGridRow,
} from './catalog.types';
import { InputReader, nameKey, property, type Validated } from '../validation/input-reader';
import { CatalogLimits } from './limits';
import { formatPrice } from './money-text';
import { readPrice } from './templates';

/**
 * The procedure-price grid (工序工价, domain §6.1): rows = a style's procedures, columns = default + each
 * technical level (+ sizes). Resolution is core's `resolveProcedurePrice`; this file reads the bulk edit
 * and computes what a cell and a column footer show.
 */

/** What the server knows about the style when checking a batch (the client has it from the grid). */
export interface PriceGridContext {
  procedureIds: readonly string[];
  levelIds: readonly string[];
  sizes: readonly string[];
}

const STAMP_MAX = 64;

function readCell(reader: InputReader, raw: unknown, path: string, sizes: Map<string, string> | null): PriceCell {
  const technicalLevelId = reader.optionalId(`${path}.technicalLevelId`, property(raw, 'technicalLevelId'));
  const sizeText = reader.optionalText(`${path}.size`, property(raw, 'size'), CatalogLimits.sizeNameMax);
  let size = sizeText;
  if (sizeText !== null && sizes !== null) {
    size = sizes.get(nameKey(sizeText)) ?? sizeText;
    if (!sizes.has(nameKey(sizeText))) reader.fail(`${path}.size`, 'Catalog.Validation.UnknownSize', { value: sizeText });
  }
  const price = readPrice(reader, `${path}.price`, property(raw, 'price'));
  // Neither a level nor a size is the default price, which lives on the procedure, not in a row.
  if (technicalLevelId === null && sizeText === null && !reader.failed(`${path}.technicalLevelId`)) reader.fail(`${path}.technicalLevelId`, 'Catalog.Validation.PriceCellTarget');
  return { technicalLevelId, size, price };
}

function readBatchItem(reader: InputReader, raw: unknown, path: string, context: PriceGridContext | null): ProcedurePriceBatchItem {
  const procedureId = reader.id(`${path}.procedureId`, property(raw, 'procedureId'));
  if (context !== null && procedureId !== '' && !context.procedureIds.includes(procedureId)) {
    reader.fail(`${path}.procedureId`, 'Catalog.Validation.UnknownProcedure');
  }
  const defaultPrice = readPrice(reader, `${path}.defaultPrice`, property(raw, 'defaultPrice'));
  const sizes = context === null ? null : new Map(context.sizes.map((s) => [nameKey(s), s]));
  const prices = reader
    .list(`${path}.prices`, property(raw, 'prices'), CatalogLimits.priceRowsMax)
    .map((cell, index) => readCell(reader, cell, `${path}.prices[${index}]`, sizes));
  if (context !== null) {
    prices.forEach((cell, index) => {
      if (cell.technicalLevelId !== null && !context.levelIds.includes(cell.technicalLevelId)) {
        reader.fail(`${path}.prices[${index}].technicalLevelId`, 'Catalog.Validation.UnknownLevel');
      }
    });
  }
  reader.unique(
    prices,
    (cell) => (cell.technicalLevelId === null && cell.size === null ? null : JSON.stringify([cell.technicalLevelId, cell.size === null ? null : nameKey(cell.size)])),
    (index) => `${path}.prices[${index}].price`,
    'Catalog.Validation.DuplicatePrice',
    (cell) => cell.size ?? '',
  );
  return { procedureId, defaultPrice, prices };
}

/**
 * PUT body → the bulk edit. With a context (the style's procedures, the tenant's levels, the style's
 * sizes) unknown ids and sizes are refused on their field; sizes are matched like names (XL = ｘｌ).
 */
export function validateProcedurePriceBatch(raw: unknown, context: PriceGridContext | null = null): Validated<ProcedurePriceBatchInput> {
  const reader = new InputReader();
  const productId = reader.id('productId', property(raw, 'productId'));
  const concurrencyStamp = reader.text('concurrencyStamp', property(raw, 'concurrencyStamp'), STAMP_MAX);
  const items = reader
    .list('items', property(raw, 'items'), CatalogLimits.proceduresMax)
    .map((item, index) => readBatchItem(reader, item, `items[${index}]`, context));
  reader.unique(items, (item) => item.procedureId, (index) => `items[${index}].procedureId`, 'Catalog.Validation.DuplicateId', () => '');
  return reader.result({ productId, concurrencyStamp, items });
}

export function validateCopyProcedurePricesInput(raw: unknown): Validated<CopyProcedurePricesInput> {
  const reader = new InputReader();
  const sourceProductId = reader.id('sourceProductId', property(raw, 'sourceProductId'));
  const targetProductId = reader.id('targetProductId', property(raw, 'targetProductId'));
  const concurrencyStamp = reader.text('concurrencyStamp', property(raw, 'concurrencyStamp'), STAMP_MAX);
  if (sourceProductId !== '' && sourceProductId === targetProductId) {
    reader.fail('sourceProductId', 'Catalog.Validation.CopySameProduct');
  }
  return reader.result({ sourceProductId, targetProductId, concurrencyStamp });
}

// ---- What the grid shows ------------------------------------------------------------------------------------

export interface GridCellPrice {
  /** The price a worker of this level (and this size) is paid. */
  price: string;
  source: PriceSource;
  /** An explicit row for exactly this cell (as opposed to a price derived from another rule). */
  explicit: boolean;
}

function levelCoefficient(level: Pick<PriceGridLevel, 'coefficient'> | null): bigint {
  return level === null ? COEFFICIENT_ONE : (tryParseCoefficient(level.coefficient) ?? COEFFICIENT_ONE);
}

/**
 * The effective price of one grid cell: `level` null = the default column, `size` null = any size.
 * Same rule as a scan (level override → size price → default × coefficient).
 */
export function gridCellPrice(
  row: Pick<ProcedurePriceGridRow, 'defaultPrice' | 'prices'>,
  level: Pick<PriceGridLevel, 'id' | 'coefficient'> | null,
  size: string | null,
): GridCellPrice {
  const resolved = resolveProcedurePrice({
    defaultPrice: parseDecimal(row.defaultPrice),
    rows: row.prices.map((cell) => ({ technicalLevelId: cell.technicalLevelId, size: cell.size, price: parseDecimal(cell.price) })),
    technicalLevelId: level?.id ?? null,
    coefficient: levelCoefficient(level),
    size,
  });
  const levelId = level?.id ?? null;
  const explicit = row.prices.some((cell) => cell.technicalLevelId === levelId && cell.size === size);
  return { price: formatPrice(resolved.price), source: resolved.source, explicit };
}

export interface GridColumnTotals {
  /** Σ default prices. */
  defaultTotal: string;
  /** Σ effective prices per level id (any size). */
  levelTotals: Record<string, string>;
}

/** The grid footer: Σ per column. */
export function gridColumnTotals(grid: Pick<ProcedurePriceGridDto, 'items' | 'levels'>): GridColumnTotals {
  const levelTotals: Record<string, string> = {};
  for (const level of grid.levels) {
    levelTotals[level.id] = formatPrice(sum(grid.items.map((row) => parseDecimal(gridCellPrice(row, level, null).price))));
  }
  return { defaultTotal: formatPrice(sum(grid.items.map((row) => parseDecimal(row.defaultPrice)))), levelTotals };
}
