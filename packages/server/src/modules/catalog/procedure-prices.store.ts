import { coefficientText, priceText, type PriceCell, type ProcedurePriceGridDto } from '@eticket/core/catalog';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { productProcedurePrices, productProcedures, products, technicalLevels } from '../../db/schema/index';
import { modifiedBy, type Actor } from '../../db/stamps';

/** Procedure prices' queries: a style's grid, and the write of some of its rows. */

/** The grid of a style of the tenant, or null. `lock` takes the style row for the write. */
export async function loadGrid(tx: TenantTx, tenantId: string, productId: string, lock: boolean): Promise<ProcedurePriceGridDto | null> {
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

/** Set the default prices and replace the level / size rows of the listed procedures; bump the style's stamp. */
export async function writePrices(
  tx: TenantTx,
  actor: Actor,
  productId: string,
  items: readonly { procedureId: string; defaultPrice: string; prices: readonly PriceCell[] }[],
): Promise<void> {
  const tenantId = actor.tenantId;
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
    .set(modifiedBy(actor))
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
}

