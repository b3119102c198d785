import { minutesText, priceText } from '@eticket/core/catalog';
import { OrderStatusCode, allowedOrderEvents, canDeleteOrder, orderStatusFromCode, type OrderStatus } from '@eticket/core/domain';
import { nameKey } from '@eticket/core/validation';
import {
  BUSINESS_TIME_ZONE,
  matrixFromLines,
  percentOf,
  type NormalizedOrderInput,
  type OrderDto,
  type OrderListFilter,
  type OrderListItemDto,
  type OrderProcedureDto,
  type OrderStatusValue,
} from '@eticket/core/production';
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { bundles, customers, cuttingTimes, orderProcedures, orders, productParts, productProcedurePrices, productProcedures, products } from '../../db/schema/index';
import { modifiedBy, type Actor } from '../../db/stamps';
import { containsPattern, iso } from '../../http/route-helpers';

/**
 * Reading orders (list rows, the full DTO) and copying a style's procedures onto an order. Every query
 * names the tenant besides RLS (architecture §5.3: defence in depth, and Citus routing).
 */

export type OrderRow = typeof orders.$inferSelect;

const liveBundlesOf = sql`${bundles.tenantId} = ${orders.tenantId} and ${bundles.orderId} = ${orders.id} and ${bundles.status} <> 'void'`;

/** Pieces completed on an order's live bundles (a column of a query over `orders`). */
export function orderCompletedQty() {
  return sql<number>`(select coalesce(sum(${bundles.completedQty}), 0)::int from ${bundles} where ${liveBundlesOf})`;
}

/** The list columns of an order: style, customer and the cut / completed sums of its live bundles. */
const listColumns = {
  order: getTableColumns(orders),
  styleNo: products.styleNo,
  productName: products.name,
  productImageUrl: products.imageUrl,
  customerName: customers.name,
  cutQty: sql<number>`(select coalesce(sum(${bundles.qty}), 0)::int from ${bundles} where ${liveBundlesOf})`,
  completedQty: orderCompletedQty(),
};

type ListRow = { order: OrderRow; styleNo: string; productName: string; productImageUrl: string | null; customerName: string | null; cutQty: number; completedQty: number };

function statusOf(row: OrderRow): OrderStatus {
  return orderStatusFromCode(row.status) ?? 'draft';
}

function toListItem(r: ListRow): OrderListItemDto {
  const o = r.order;
  return {
    id: o.id,
    orderNo: o.orderNo,
    customerPoNo: o.customerPoNo,
    productId: o.productId,
    styleNo: r.styleNo,
    productName: r.productName,
    productImageUrl: r.productImageUrl,
    customerId: o.customerId,
    customerName: r.customerName,
    orderDate: o.orderDate,
    deliveryDate: o.deliveryDate,
    status: o.status as OrderStatusValue,
    totalQty: o.totalQty,
    cutQty: r.cutQty,
    completedQty: r.completedQty,
    progressPercent: percentOf(r.completedQty, o.totalQty),
    creationTime: o.creationTime.toISOString(),
    lastModificationTime: iso(o.lastModificationTime),
    concurrencyStamp: o.concurrencyStamp,
  };
}

function listQuery(tx: TenantTx) {
  return tx
    .select(listColumns)
    .from(orders)
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)));
}

export async function listOrders(tx: TenantTx, where: SQL | undefined, limit: number, offset: number): Promise<OrderListItemDto[]> {
  const rows = await listQuery(tx)
    .where(where)
    .orderBy(sql`${orders.creationTime} desc`, asc(orders.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toListItem);
}

export async function countOrders(tx: TenantTx, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)))
    .where(where);
  return row?.n ?? 0;
}

/** The order row alone, locked for a write when asked; null when it is not this tenant's. */
export async function loadOrderRow(tx: TenantTx, tenantId: string, id: string, lock: boolean): Promise<OrderRow | null> {
  const query = tx.select().from(orders).where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export function toProcedureDto(p: typeof orderProcedures.$inferSelect): OrderProcedureDto {
  return {
    id: p.id,
    seq: p.seq,
    name: p.name,
    code: p.code,
    stage: p.stage,
    partId: p.partId,
    partName: p.partName,
    sourceProcedureId: p.sourceProcedureId,
    priceMode: p.priceMode,
    defaultPrice: priceText(p.defaultPrice),
    prices: p.prices,
    showPrice: p.showPrice,
    standardMinutes: p.standardMinutes === null ? null : minutesText(p.standardMinutes),
    isOutsourced: p.isOutsourced,
    syncedAt: p.syncedAt.toISOString(),
  };
}

export async function loadOrderProcedures(tx: TenantTx, tenantId: string, orderId: string): Promise<(typeof orderProcedures.$inferSelect)[]> {
  return tx
    .select()
    .from(orderProcedures)
    .where(and(eq(orderProcedures.tenantId, tenantId), eq(orderProcedures.orderId, orderId)))
    .orderBy(asc(orderProcedures.seq), asc(orderProcedures.id));
}

/** The full order DTO, or null when it is not this tenant's. */
export async function loadOrderDto(tx: TenantTx, tenantId: string, id: string): Promise<OrderDto | null> {
  const [row] = await listQuery(tx).where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
  if (!row) return null;
  const o = row.order;
  const procedures = await loadOrderProcedures(tx, tenantId, id);
  const [beds] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cuttingTimes)
    .where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.orderId, id)));
  const [reported] = await tx
    .select({ n: sql<number>`coalesce(sum(${bundles.reportedQty}), 0)::int` })
    .from(bundles)
    .where(and(eq(bundles.tenantId, tenantId), eq(bundles.orderId, id)));
  const bedCount = beds?.n ?? 0;
  const reportedQty = reported?.n ?? 0;
  const status = statusOf(o);
  const matrix = matrixFromLines(o.colors, o.sizes, o.lines);
  return {
    ...toListItem(row),
    colors: o.colors,
    sizes: o.sizes,
    quantities: matrix.cells,
    quantityTotals: { rowTotals: matrix.rowTotals, columnTotals: matrix.columnTotals, total: matrix.total },
    remark: o.remark,
    procedures: procedures.map(toProcedureDto),
    proceduresSnapshotAt: iso(o.proceduresSnapshotAt),
    bedCount,
    reportedQty,
    completedAt: iso(o.completedAt),
    closedAt: iso(o.closedAt),
    allowedEvents: allowedOrderEvents(status, { reportedQty }),
    canDelete: canDeleteOrder(status, { bedCount }),
  };
}

export { statusOf as orderStatus };

/** A style's colours and sizes (names, in order), or null when it is not this tenant's. */
export async function loadStyleAxes(tx: TenantTx, tenantId: string, productId: string): Promise<{ colors: string[]; sizes: string[] } | null> {
  const [row] = await tx
    .select({ colors: products.colors, sizes: products.sizes })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  return row ? { colors: row.colors.map((c) => c.name), sizes: row.sizes.map((s) => s.name) } : null;
}

/** The style's procedures as order-procedure rows (with their level / size prices and part names). */
async function styleProcedures(tx: TenantTx, tenantId: string, productId: string) {
  const rows = await tx
    .select({ procedure: getTableColumns(productProcedures), partName: productParts.name })
    .from(productProcedures)
    .leftJoin(productParts, and(eq(productParts.tenantId, productProcedures.tenantId), eq(productParts.id, productProcedures.partId)))
    .where(and(eq(productProcedures.tenantId, tenantId), eq(productProcedures.productId, productId)))
    .orderBy(asc(productProcedures.seq), asc(productProcedures.id));
  const ids = rows.map((r) => r.procedure.id);
  const prices =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(productProcedurePrices)
          .where(and(eq(productProcedurePrices.tenantId, tenantId), inArray(productProcedurePrices.procedureId, ids)));
  return rows.map(({ procedure: p, partName }) => ({
    seq: p.seq,
    name: p.name,
    code: p.code,
    stage: p.stage,
    partId: p.partId,
    partName,
    sourceProcedureId: p.id,
    priceMode: p.priceMode,
    defaultPrice: p.defaultPrice,
    prices: prices
      .filter((x) => x.procedureId === p.id)
      .map((x) => ({ size: x.size, technicalLevelId: x.technicalLevelId, price: priceText(x.price) })),
    showPrice: p.showPrice,
    standardMinutes: p.standardMinutes,
  }));
}

/** First snapshot of the style's procedures (on confirm, or on the first generation of bundles). */
export async function snapshotProcedures(tx: TenantTx, tenantId: string, order: OrderRow): Promise<boolean> {
  if (order.proceduresSnapshotAt !== null) return false;
  const rows = await styleProcedures(tx, tenantId, order.productId);
  if (rows.length > 0) await tx.insert(orderProcedures).values(rows.map((r) => ({ tenantId, orderId: order.id, ...r })));
  await tx.update(orders).set({ proceduresSnapshotAt: sql`now()` }).where(and(eq(orders.tenantId, tenantId), eq(orders.id, order.id)));
  return true;
}

/**
 * 同步工序: copy the style's current procedures onto the order again. A procedure still on the style is
 * updated in place (its id, which work records point to, is kept); a new one is added; one removed from the
 * style is removed from the order unless work was already reported on it (then its snapshot is kept).
 */
export async function syncProcedures(
  tx: TenantTx,
  tenantId: string,
  order: OrderRow,
  reportedProcedureIds: ReadonlySet<string>,
): Promise<{ added: number; updated: number; kept: number; removed: number }> {
  const fresh = await styleProcedures(tx, tenantId, order.productId);
  const current = await loadOrderProcedures(tx, tenantId, order.id);
  const bySource = new Map(current.filter((c) => c.sourceProcedureId !== null).map((c) => [c.sourceProcedureId, c]));
  const counts = { added: 0, updated: 0, kept: 0, removed: 0 };
  const matched = new Set<string>();
  for (const row of fresh) {
    const existing = bySource.get(row.sourceProcedureId);
    if (existing) {
      matched.add(existing.id);
      await tx
        .update(orderProcedures)
        .set({ ...row, syncedAt: sql`now()` })
        .where(and(eq(orderProcedures.tenantId, tenantId), eq(orderProcedures.id, existing.id)));
      counts.updated += 1;
    } else {
      await tx.insert(orderProcedures).values({ tenantId, orderId: order.id, ...row });
      counts.added += 1;
    }
  }
  const gone = current.filter((c) => !matched.has(c.id));
  const removable = gone.filter((c) => !reportedProcedureIds.has(c.id)).map((c) => c.id);
  counts.kept = gone.length - removable.length;
  if (removable.length > 0) {
    await tx.delete(orderProcedures).where(and(eq(orderProcedures.tenantId, tenantId), inArray(orderProcedures.id, removable)));
    counts.removed = removable.length;
  }
  await tx.update(orders).set({ proceduresSnapshotAt: sql`now()` }).where(and(eq(orders.tenantId, tenantId), eq(orders.id, order.id)));
  return counts;
}

/** The list's where clause: keyword over order, PO, style and customer; status; creation and delivery ranges. */
export function orderWhere(tenantId: string, f: OrderListFilter): SQL | undefined {
  const localDate = sql`(${orders.creationTime} at time zone ${BUSINESS_TIME_ZONE})::date`;
  const pattern = f.keyword === null ? null : containsPattern(f.keyword);
  return and(
    eq(orders.tenantId, tenantId),
    pattern === null
      ? undefined
      : or(
          sql`${orders.orderNo} ilike ${pattern}`,
          sql`${orders.customerPoNo} ilike ${pattern}`,
          sql`${products.styleNo} ilike ${pattern}`,
          sql`${products.name} ilike ${pattern}`,
          sql`${customers.name} ilike ${pattern}`,
        ),
    f.status === null ? undefined : eq(orders.status, OrderStatusCode[f.status]),
    f.creation.start === null ? undefined : sql`${localDate} >= ${f.creation.start}::date`,
    f.creation.end === null ? undefined : sql`${localDate} <= ${f.creation.end}::date`,
    f.delivery.start === null ? undefined : gte(orders.deliveryDate, f.delivery.start),
    f.delivery.end === null ? undefined : lte(orders.deliveryDate, f.delivery.end),
  );
}

export async function customerExists(tx: TenantTx, tenantId: string, customerId: string): Promise<boolean> {
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  return customer !== undefined;
}

/** Whether another order of the tenant already has this number (compared by name key). */
export async function orderNoTaken(tx: TenantTx, tenantId: string, orderNo: string, selfId: string | null): Promise<boolean> {
  const [taken] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.normalizedOrderNo, nameKey(orderNo)), selfId === null ? undefined : ne(orders.id, selfId)));
  return taken !== undefined;
}

function columnsOf(value: NormalizedOrderInput) {
  return {
    orderNo: value.orderNo,
    normalizedOrderNo: nameKey(value.orderNo),
    customerPoNo: value.customerPoNo,
    productId: value.productId,
    customerId: value.customerId,
    orderDate: value.orderDate,
    deliveryDate: value.deliveryDate,
    colors: value.colors,
    sizes: value.sizes,
    lines: value.lines,
    totalQty: value.totalQty,
    remark: value.remark,
  };
}

export async function insertOrder(tx: TenantTx, actor: Actor, value: NormalizedOrderInput): Promise<string> {
  const [row] = await tx
    .insert(orders)
    .values({ tenantId: actor.tenantId, ...columnsOf(value), status: OrderStatusCode.draft, creatorId: actor.userId })
    .returning({ id: orders.id });
  if (!row) throw new Error('order insert returned nothing');
  return row.id;
}

export async function updateOrder(tx: TenantTx, actor: Actor, id: string, value: NormalizedOrderInput): Promise<void> {
  await tx
    .update(orders)
    .set({ ...columnsOf(value), ...modifiedBy(actor) })
    .where(and(eq(orders.tenantId, actor.tenantId), eq(orders.id, id)));
}

export async function setOrderStatus(tx: TenantTx, actor: Actor, id: string, status: OrderStatus, stamps: { completedAt?: SQL | null; closedAt?: SQL | null }): Promise<void> {
  await tx
    .update(orders)
    .set({ status: OrderStatusCode[status], ...stamps, ...modifiedBy(actor) })
    .where(and(eq(orders.tenantId, actor.tenantId), eq(orders.id, id)));
}

export async function deleteOrder(tx: TenantTx, tenantId: string, id: string): Promise<void> {
  await tx.delete(orders).where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
}

/** Σ of what was reported on the order (0 until scanning exists). */
export async function reportedQtyOf(tx: TenantTx, tenantId: string, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${bundles.reportedQty}), 0)::int` })
    .from(bundles)
    .where(and(eq(bundles.tenantId, tenantId), eq(bundles.orderId, orderId)));
  return row?.n ?? 0;
}

export async function bedCountOf(tx: TenantTx, tenantId: string, orderId: string): Promise<number> {
  const [beds] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cuttingTimes)
    .where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.orderId, orderId)));
  return beds?.n ?? 0;
}

/** Every bundle of the order (void ones too) with its bed's number, by bundle number. */
export async function orderBundleCells(tx: TenantTx, tenantId: string, orderId: string) {
  return tx
    .select({
      id: bundles.id,
      bundleNo: bundles.bundleNo,
      cuttingTimeId: bundles.cuttingTimeId,
      bedNo: cuttingTimes.bedNo,
      bedSubNo: cuttingTimes.bedSubNo,
      color: bundles.color,
      size: bundles.size,
      qty: bundles.qty,
      status: bundles.status,
    })
    .from(bundles)
    .innerJoin(cuttingTimes, and(eq(cuttingTimes.tenantId, bundles.tenantId), eq(cuttingTimes.id, bundles.cuttingTimeId)))
    .where(and(eq(bundles.tenantId, tenantId), eq(bundles.orderId, orderId)))
    .orderBy(asc(bundles.bundleNo));
}

const snapshotOf = sql`${orderProcedures.tenantId} = ${orders.tenantId} and ${orderProcedures.orderId} = ${orders.id}`;

export async function productExists(tx: TenantTx, tenantId: string, productId: string): Promise<boolean> {
  const [row] = await tx.select({ id: products.id }).from(products).where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  return row !== undefined;
}

/** A style's orders in the given statuses that carry a procedure snapshot, newest first, with their snapshot's size and price. */
export async function snapshottedOrdersOf(tx: TenantTx, tenantId: string, productId: string, statusCodes: readonly number[], limit: number) {
  return tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      totalQty: orders.totalQty,
      snapshotAt: orders.proceduresSnapshotAt,
      completedQty: orderCompletedQty(),
      procedureCount: sql<number>`(select count(*)::int from ${orderProcedures} where ${snapshotOf})`,
      totalDefaultPrice: sql<string>`(select coalesce(sum(${orderProcedures.defaultPrice}), 0)::text from ${orderProcedures} where ${snapshotOf})`,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.productId, productId), inArray(orders.status, [...statusCodes]), isNotNull(orders.proceduresSnapshotAt)))
    .orderBy(desc(orders.creationTime), desc(orders.id))
    .limit(limit);
}

/** The orders locked in id order, so two writers over overlapping orders cannot deadlock. */
export async function lockOrdersById(tx: TenantTx, tenantId: string, ids: readonly string[]): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, [...ids])))
    .orderBy(orders.id)
    .for('update');
}
