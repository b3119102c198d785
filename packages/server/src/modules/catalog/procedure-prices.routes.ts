import { coefficientText, formatPrice, gridCellPrice, priceText, ProcedurePriceContracts, validateProcedurePriceBatch, type CopyProcedurePricesResultDto, type PriceCell, type ProcedurePriceGridDto, type ProcedurePriceGridRow } from '@eticket/core/catalog';
import { copyProcedurePrices } from '@eticket/core/domain';
import { translate } from '@eticket/core/i18n';
import { parseDecimal, sum } from '@eticket/core/money';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { productProcedurePrices, productProcedures, products, technicalLevels } from '../../db/schema/index';
import { Errors } from '../../http/errors';
import { contractRoute, type RouteDef } from '../../http/route';
import type { TenantPrincipal } from '../../http/types';
import { fieldError, valid } from '../../http/validation';
import { modifiedBy } from '../../db/stamps';
import { xlsxReply, type XlsxColumn } from './xlsx';

/**
 * Procedure prices (工序工价, domain §6.1): one style's grid of procedures × (default + each technical level,
 * optionally by size); bulk edit; copy from another style by procedure name (core `copyProcedurePrices`).
 * A save bumps the style's concurrency stamp: the style form and the price page edit the same default prices.
 * Prices affect future scans only; wage records keep their snapshot (domain §8.1 invariant 4).
 */

const ENTITY = 'ProductProcedurePrice';

/** The grid of a style of the tenant, or null. `lock` takes the style row for the write. */
async function loadGrid(tx: TenantTx, tenantId: string, productId: string, lock: boolean): Promise<ProcedurePriceGridDto | null> {
  const header = tx
    .select({ id: products.id, styleNo: products.styleNo, name: products.name, sizes: products.sizes, concurrencyStamp: products.concurrencyStamp })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  const [product] = lock ? await header.for('update') : await header;
  if (!product) return null;
  const [procedures, levels, cells] = [
    await tx
      .select()
      .from(productProcedures)
      .where(and(eq(productProcedures.tenantId, tenantId), eq(productProcedures.productId, productId)))
      .orderBy(asc(productProcedures.seq), asc(productProcedures.id)),
    await tx
      .select()
      .from(technicalLevels)
      .where(eq(technicalLevels.tenantId, tenantId))
      .orderBy(asc(technicalLevels.sort), asc(technicalLevels.name), asc(technicalLevels.id)),
    await tx
      .select()
      .from(productProcedurePrices)
      .where(and(eq(productProcedurePrices.tenantId, tenantId), eq(productProcedurePrices.productId, productId))),
  ];
  const sizes = product.sizes.map((s) => s.name);
  const levelOrder = new Map(levels.map((l, i) => [l.id, i]));
  const sizeOrder = new Map(sizes.map((s, i) => [s, i]));
  const rank = (cell: PriceCell) => [cell.technicalLevelId === null ? -1 : (levelOrder.get(cell.technicalLevelId) ?? levels.length), cell.size === null ? -1 : (sizeOrder.get(cell.size) ?? sizes.length)] as const;
  const cellsOf = (procedureId: string): PriceCell[] =>
    cells
      .filter((c) => c.procedureId === procedureId)
      .map((c) => ({ technicalLevelId: c.technicalLevelId, size: c.size, price: priceText(c.price) }))
      .sort((a, b) => rank(a)[0] - rank(b)[0] || rank(a)[1] - rank(b)[1]);
  return {
    productId: product.id,
    styleNo: product.styleNo,
    productName: product.name,
    concurrencyStamp: product.concurrencyStamp,
    sizes,
    levels: levels.map((l) => ({ id: l.id, name: l.name, code: l.code, coefficient: coefficientText(l.coefficient), isDefault: l.isDefault })),
    items: procedures.map((p) => ({
      procedureId: p.id,
      seq: p.seq,
      name: p.name,
      stage: p.stage,
      priceMode: p.priceMode,
      showPrice: p.showPrice,
      defaultPrice: priceText(p.defaultPrice),
      prices: cellsOf(p.id),
    })),
  };
}

async function requireGrid(tx: TenantTx, tenantId: string, productId: string, lock: boolean): Promise<ProcedurePriceGridDto> {
  const grid = await loadGrid(tx, tenantId, productId, lock);
  if (grid === null) throw Errors.notFound();
  return grid;
}

/** Set the default prices and replace the level / size rows of the listed procedures; bump the style's stamp. */
async function writePrices(
  tx: TenantTx,
  principal: TenantPrincipal,
  productId: string,
  items: readonly { procedureId: string; defaultPrice: string; prices: readonly PriceCell[] }[],
): Promise<void> {
  const tenantId = principal.tenantId;
  for (const item of items) {
    await tx
      .update(productProcedures)
      .set({ defaultPrice: item.defaultPrice })
      .where(and(eq(productProcedures.tenantId, tenantId), eq(productProcedures.id, item.procedureId), eq(productProcedures.productId, productId)));
  }
  const procedureIds = items.map((i) => i.procedureId);
  if (procedureIds.length > 0) {
    await tx
      .delete(productProcedurePrices)
      .where(and(eq(productProcedurePrices.tenantId, tenantId), eq(productProcedurePrices.productId, productId), inArray(productProcedurePrices.procedureId, procedureIds)));
  }
  const rows = items.flatMap((item) =>
    item.prices.map((cell) => ({ tenantId, productId, procedureId: item.procedureId, technicalLevelId: cell.technicalLevelId, size: cell.size, price: cell.price })),
  );
  if (rows.length > 0) await tx.insert(productProcedurePrices).values(rows);
  await tx
    .update(products)
    .set(modifiedBy(principal))
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
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

export const procedurePriceRoutes: RouteDef[] = [
  contractRoute(ProcedurePriceContracts.grid, {
    handle: async ({ tx, principal, query }) => ({ body: await requireGrid(tx, principal.tenantId, query().productId, false) }),
  }),
  contractRoute(ProcedurePriceContracts.export, {
    handle: async ({ tx, principal, query, locale, deps }) => {
      const grid = await requireGrid(tx, principal.tenantId, query().productId, false);
      const columns = gridColumns(grid);
      // The footer sums each price column, like the page (Σ of what each level is paid per procedure).
      const footer = columns.map((column, index) =>
        index === 1
          ? translate(locale, 'Catalog.Price.Total')
          : column.kind === 'price'
            ? formatPrice(sum(grid.items.map((row) => parseDecimal(String(column.value(row))))))
            : null,
      );
      return xlsxReply(locale, 'Catalog.Entity.ProcedurePrice', columns, grid.items, new Date(deps.now()), footer);
    },
  }),
  contractRoute(ProcedurePriceContracts.saveBatch, {
    handle: async ({ tx, principal, body, changes }) => {
      const productId = valid(ProcedurePriceContracts.grid.query.read(body.raw)).productId;
      const before = await requireGrid(tx, principal.tenantId, productId, true);
      // Read against the ids and sizes the style has now, so unknown ones are refused on their field too.
      const input = valid(
        validateProcedurePriceBatch(body.raw, {
          procedureIds: before.items.map((row) => row.procedureId),
          levelIds: before.levels.map((level) => level.id),
          sizes: before.sizes,
        }),
      );
      if (input.concurrencyStamp !== before.concurrencyStamp) throw Errors.conflict();
      await writePrices(tx, principal, input.productId, input.items);
      const after = await requireGrid(tx, principal.tenantId, input.productId, false);
      const ids = input.items.map((item) => item.procedureId);
      changes.updated(ENTITY, input.productId, changedRows(before, ids), changedRows(after, ids));
      return { body: after };
    },
  }),
  contractRoute(ProcedurePriceContracts.copy, {
    handle: async ({ tx, principal, body, changes }) => {
      const input = body();
      const before = await requireGrid(tx, principal.tenantId, input.targetProductId, true);
      if (input.concurrencyStamp !== before.concurrencyStamp) throw Errors.conflict();
      const source = await loadGrid(tx, principal.tenantId, input.sourceProductId, false);
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
      await writePrices(tx, principal, input.targetProductId, items);
      const grid = await requireGrid(tx, principal.tenantId, input.targetProductId, false);
      const ids = items.map((item) => item.procedureId);
      changes.updated(ENTITY, input.targetProductId, changedRows(before, ids), { ...changedRows(grid, ids), copiedFrom: source.productId });
      const result: CopyProcedurePricesResultDto = {
        grid,
        copiedProcedureCount: items.length,
        unmatchedProcedureIds: copy.unmatchedProcedureIds,
        skippedRowCount: copy.skippedRows.length,
      };
      return { body: result };
    },
  }),
];

