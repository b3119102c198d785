import { formatPrice, gridCellPrice, ProcedurePriceContracts, validateProcedurePriceBatch, type CopyProcedurePricesInput, type CopyProcedurePricesResultDto, type ProcedurePriceGridDto, type ProcedurePriceGridRow } from '@eticket/core/catalog';
import { copyProcedurePrices } from '@eticket/core/domain';
import { translate, type Locale } from '@eticket/core/i18n';
import { parseDecimal, sum } from '@eticket/core/money';
import type { TenantTx } from '../../db/context';
import type { WriteCtx } from '../../db/stamps';
import { Errors } from '../../http/errors';
import { fieldError, valid } from '../../http/validation';
import { loadGrid, writePrices } from './procedure-prices.store';
import type { XlsxColumn } from './xlsx';

/**
 * Procedure prices (工序工价, domain §6.1): one style's grid of procedures × (default + each technical level,
 * optionally by size); bulk edit; copy from another style by procedure name (core `copyProcedurePrices`).
 * A save bumps the style's concurrency stamp: the style form and the price page edit the same default prices.
 * Prices affect future scans only; wage records keep their snapshot (domain §8.1 invariant 4).
 */

const ENTITY = 'ProductProcedurePrice';

async function requireGrid(tx: TenantTx, tenantId: string, productId: string, lock: boolean): Promise<ProcedurePriceGridDto> {
  const grid = await loadGrid(tx, tenantId, productId, lock);
  if (grid === null) throw Errors.notFound();
  return grid;
}

/** Audit only the rows that were written, before and after. */
function changedRows(grid: ProcedurePriceGridDto, procedureIds: readonly string[]): Record<string, unknown> {
  const ids = new Set(procedureIds);
  return { productId: grid.productId, styleNo: grid.styleNo, items: grid.items.filter((row) => ids.has(row.procedureId)) };
}

function gridColumns(grid: ProcedurePriceGridDto): XlsxColumn<ProcedurePriceGridRow>[] {
  const sizeColumns = grid.sizes.filter((size) => grid.items.some((row) => row.prices.some((c) => c.size === size && c.technicalLevelId === null)));
  return [
    { header: 'Catalog.Field.Seq', kind: 'int', width: 8, value: (r) => r.seq },
    { header: 'Catalog.Field.ProcedureName', width: 20, value: (r) => r.name },
    { header: 'Catalog.Field.DefaultPrice', kind: 'price', value: (r) => r.defaultPrice },
    // Level columns show what a worker of that level is paid (override, else default × coefficient).
    ...grid.levels.map(
      (level): XlsxColumn<ProcedurePriceGridRow> => ({ header: { text: `${level.name} ×${level.coefficient}` }, kind: 'price', value: (r) => gridCellPrice(r, level, null).price }),
    ),
    ...sizeColumns.map((size): XlsxColumn<ProcedurePriceGridRow> => ({ header: { text: size }, kind: 'price', value: (r) => gridCellPrice(r, null, size).price })),
  ];
}

export function getGrid(tx: TenantTx, tenantId: string, productId: string): Promise<ProcedurePriceGridDto> {
  return requireGrid(tx, tenantId, productId, false);
}

/** The grid as a sheet: its columns, rows and a footer that sums each price column, like the page. */
export async function gridSheet(tx: TenantTx, tenantId: string, productId: string, locale: Locale) {
  const grid = await requireGrid(tx, tenantId, productId, false);
  const columns = gridColumns(grid);
  // Σ of what each level is paid per procedure.
  const footer = columns.map((column, index) =>
    index === 1 ? translate(locale, 'Catalog.Price.Total') : column.kind === 'price' ? formatPrice(sum(grid.items.map((row) => parseDecimal(String(column.value(row)))))) : null,
  );
  return { columns, rows: grid.items, footer };
}

/** Save some rows of a grid: the body is read against the ids and sizes the style has now. */
export async function savePrices({ tx, actor, changes }: WriteCtx, raw: unknown): Promise<ProcedurePriceGridDto> {
  const productId = valid(ProcedurePriceContracts.grid.query.read(raw)).productId;
  const before = await requireGrid(tx, actor.tenantId, productId, true);
  // Read against the ids and sizes the style has now, so unknown ones are refused on their field too.
  const input = valid(
    validateProcedurePriceBatch(raw, {
      procedureIds: before.items.map((row) => row.procedureId),
      levelIds: before.levels.map((level) => level.id),
      sizes: before.sizes,
    }),
  );
  if (input.concurrencyStamp !== before.concurrencyStamp) throw Errors.conflict();
  await writePrices(tx, actor, input.productId, input.items);
  const after = await requireGrid(tx, actor.tenantId, input.productId, false);
  const ids = input.items.map((item) => item.procedureId);
  changes.updated(ENTITY, input.productId, changedRows(before, ids), changedRows(after, ids));
  return after;
}

/** Copy another style's prices by procedure name. */
export async function copyPrices({ tx, actor, changes }: WriteCtx, input: CopyProcedurePricesInput): Promise<CopyProcedurePricesResultDto> {
  const before = await requireGrid(tx, actor.tenantId, input.targetProductId, true);
  if (input.concurrencyStamp !== before.concurrencyStamp) throw Errors.conflict();
  const source = await loadGrid(tx, actor.tenantId, input.sourceProductId, false);
  if (source === null) throw fieldError('sourceProductId', 'Catalog.Validation.NotFound');
  const copy = copyProcedurePrices(
    {
      procedures: source.items.map((row) => ({ id: row.procedureId, name: row.name, defaultPrice: parseDecimal(row.defaultPrice) })),
      rows: source.items.flatMap((row) => row.prices.map((cell) => ({ procedureId: row.procedureId, technicalLevelId: cell.technicalLevelId, size: cell.size, price: parseDecimal(cell.price) }))),
    },
    { procedures: before.items.map((row) => ({ id: row.procedureId, name: row.name })), sizes: before.sizes },
  );
  const items = copy.defaultPrices.map(({ procedureId, price }) => ({
    procedureId,
    defaultPrice: formatPrice(price),
    prices: copy.rows.filter((row) => row.procedureId === procedureId).map((row) => ({ technicalLevelId: row.technicalLevelId, size: row.size, price: formatPrice(row.price) })),
  }));
  await writePrices(tx, actor, input.targetProductId, items);
  const grid = await requireGrid(tx, actor.tenantId, input.targetProductId, false);
  const ids = items.map((item) => item.procedureId);
  changes.updated(ENTITY, input.targetProductId, changedRows(before, ids), { ...changedRows(grid, ids), copiedFrom: source.productId });
  return {
    grid,
    copiedProcedureCount: items.length,
    unmatchedProcedureIds: copy.unmatchedProcedureIds,
    skippedRowCount: copy.skippedRows.length,
  };
}
