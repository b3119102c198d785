import { formatBedNo } from '@eticket/core/domain';
import type { BundleDto, BundleListFilter, OrderProcedurePriceDto } from '@eticket/core/production';
import { and, asc, eq, getTableColumns, gt, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import { bundles, cuttingTimes, orders, partTickets, products, users, voidedTicketCodes } from '../../db/schema/index';
import { freshStamp } from '../../db/stamps';
import { iso } from '../../http/route-helpers';

/** Reading and writing bundles and their ticket codes. Every query names the tenant besides RLS. */

export type BundleRow = typeof bundles.$inferSelect;

const bundleColumns = {
  bundle: getTableColumns(bundles),
  bedNo: cuttingTimes.bedNo,
  bedSubNo: cuttingTimes.bedSubNo,
  // Who held it: their name, or their user name when they have none.
  blockedByName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.userName})`,
};

export function toBundleDto(r: { bundle: BundleRow; bedNo: number; bedSubNo: number | null; blockedByName: string | null }): BundleDto {
  const b = r.bundle;
  return {
    id: b.id,
    orderId: b.orderId,
    cuttingTimeId: b.cuttingTimeId,
    bedDisplayNo: formatBedNo(r.bedNo, r.bedSubNo),
    bundleNo: b.bundleNo,
    ticketNo: b.ticketNo,
    code: b.code,
    color: b.color,
    size: b.size,
    qty: b.qty,
    dyeLot: b.dyeLot,
    note: b.note,
    status: b.status,
    printCount: b.printCount,
    lastPrintedAt: iso(b.lastPrintedAt),
    reportedQty: b.reportedQty,
    replacedCodes: b.replacedCodes,
    scanBlocked: b.scanBlocked,
    scanBlockReason: b.scanBlockReason,
    scanBlockedAt: iso(b.scanBlockedAt),
    scanBlockedByName: b.scanBlocked ? r.blockedByName : null,
    concurrencyStamp: b.concurrencyStamp,
  };
}

function bundleQuery(tx: TenantTx) {
  return tx
    .select(bundleColumns)
    .from(bundles)
    .innerJoin(cuttingTimes, and(eq(cuttingTimes.tenantId, bundles.tenantId), eq(cuttingTimes.id, bundles.cuttingTimeId)))
    .leftJoin(users, and(eq(users.tenantId, bundles.tenantId), eq(users.id, bundles.scanBlockedById)));
}

export async function loadBundleDto(tx: TenantTx, tenantId: string, id: string): Promise<BundleDto | null> {
  const [row] = await bundleQuery(tx).where(and(eq(bundles.tenantId, tenantId), eq(bundles.id, id)));
  return row ? toBundleDto(row) : null;
}

function bundleWhere(tenantId: string, q: BundleListFilter): SQL | undefined {
  return and(
    eq(bundles.tenantId, tenantId),
    q.orderId === null ? undefined : eq(bundles.orderId, q.orderId),
    q.cuttingTimeId === null ? undefined : eq(bundles.cuttingTimeId, q.cuttingTimeId),
    q.color === null ? undefined : eq(bundles.color, q.color),
    q.size === null ? undefined : eq(bundles.size, q.size),
    q.status === null ? undefined : eq(bundles.status, q.status),
    q.printed === null ? undefined : q.printed ? gt(bundles.printCount, 0) : eq(bundles.printCount, 0),
  );
}

/** One page of the filtered bundles (by order, then bundle no) and the filter's total. */
export async function listBundles(tx: TenantTx, tenantId: string, filter: BundleListFilter): Promise<{ items: BundleDto[]; totalCount: number }> {
  const where = bundleWhere(tenantId, filter);
  const rows = await bundleQuery(tx).where(where).orderBy(asc(bundles.orderId), asc(bundles.bundleNo)).limit(filter.maxResultCount).offset(filter.skipCount);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(bundles).where(where);
  return { items: rows.map(toBundleDto), totalCount: count?.n ?? 0 };
}

export async function bundleOrderId(tx: TenantTx, tenantId: string, id: string): Promise<string | null> {
  const [peek] = await tx.select({ orderId: bundles.orderId }).from(bundles).where(and(eq(bundles.tenantId, tenantId), eq(bundles.id, id)));
  return peek?.orderId ?? null;
}

export async function loadBundleRowForUpdate(tx: TenantTx, tenantId: string, id: string): Promise<BundleRow | null> {
  const [row] = await tx.select().from(bundles).where(and(eq(bundles.tenantId, tenantId), eq(bundles.id, id))).for('update');
  return row ?? null;
}

/** Keep the bed's totals equal to its live bundles. */
export async function refreshBedTotals(tx: TenantTx, tenantId: string, bedId: string): Promise<void> {
  await tx
    .update(cuttingTimes)
    .set({
      totalBundles: sql`(select count(*)::int from ${bundles} where ${bundles.tenantId} = ${tenantId} and ${bundles.cuttingTimeId} = ${bedId} and ${bundles.status} <> 'void')`,
      totalQty: sql`(select coalesce(sum(${bundles.qty}), 0)::int from ${bundles} where ${bundles.tenantId} = ${tenantId} and ${bundles.cuttingTimeId} = ${bedId} and ${bundles.status} <> 'void')`,
    })
    .where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.id, bedId)));
}

/** Writes one bundle with a fresh stamp and modification time. */
export async function updateBundle(tx: TenantTx, tenantId: string, id: string, set: PgUpdateSetSource<typeof bundles>): Promise<void> {
  await tx
    .update(bundles)
    .set({ ...set, lastModificationTime: sql`now()`, concurrencyStamp: freshStamp() })
    .where(and(eq(bundles.tenantId, tenantId), eq(bundles.id, id)));
}

/** Hold a bundle from scanning (with why, when and who) or release it (all three cleared). */
export async function setBundleHold(tx: TenantTx, tenantId: string, id: string, hold: { reason: string; by: string | null } | null): Promise<void> {
  await updateBundle(
    tx,
    tenantId,
    id,
    hold === null
      ? { scanBlocked: false, scanBlockReason: null, scanBlockedAt: null, scanBlockedById: null }
      : { scanBlocked: true, scanBlockReason: hold.reason, scanBlockedAt: sql`now()`, scanBlockedById: hold.by },
  );
}

/** A bundle's new code; the count of replaced codes goes up by one. */
export async function replaceBundleCode(tx: TenantTx, tenantId: string, id: string, code: string): Promise<void> {
  await updateBundle(tx, tenantId, id, { code, replacedCodes: sql`${bundles.replacedCodes} + 1` });
}

export async function insertVoidedCode(
  tx: TenantTx,
  row: { tenantId: string; code: string; bundleId: string; reason: 'replaced' | 'void'; voidedBy: string | null },
  ignoreExisting: boolean,
): Promise<void> {
  const insert = tx.insert(voidedTicketCodes).values(row);
  await (ignoreExisting ? insert.onConflictDoNothing() : insert);
}

export async function bundleIdByCode(tx: TenantTx, tenantId: string, code: string): Promise<string | null> {
  const [row] = await tx.select({ id: bundles.id }).from(bundles).where(and(eq(bundles.tenantId, tenantId), eq(bundles.code, code)));
  return row?.id ?? null;
}

export async function partTicketByCode(tx: TenantTx, tenantId: string, code: string): Promise<{ bundleId: string; partId: string; partName: string } | null> {
  const [row] = await tx
    .select({ bundleId: partTickets.bundleId, partId: partTickets.partId, partName: partTickets.partName })
    .from(partTickets)
    .where(and(eq(partTickets.tenantId, tenantId), eq(partTickets.code, code)));
  return row ?? null;
}

export async function isVoidedCode(tx: TenantTx, tenantId: string, code: string): Promise<boolean> {
  const [voided] = await tx
    .select({ code: voidedTicketCodes.code })
    .from(voidedTicketCodes)
    .where(and(eq(voidedTicketCodes.tenantId, tenantId), eq(voidedTicketCodes.code, code)));
  return voided !== undefined;
}

/** The order's number, status and style, for a scanned bundle. */
export async function orderHeaderOf(tx: TenantTx, tenantId: string, orderId: string) {
  const [order] = await tx
    .select({ orderNo: orders.orderNo, status: orders.status, styleNo: products.styleNo, productName: products.name })
    .from(orders)
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  return order ?? null;
}

/** One procedure of an order on one bundle: what is claimed, and what prices the caller's rate. */
export interface BundleProcedureRow {
  id: string;
  seq: number;
  name: string;
  isOutsourced: boolean;
  showPrice: boolean;
  defaultPrice: string;
  prices: OrderProcedurePriceDto[];
  reported: number;
  technicalLevelId: string | null;
  coefficient: string | null;
}

/** The order's procedures with this bundle's claims and the caller's technical level, in one statement. */
export async function bundleProcedureRows(tx: TenantTx, tenantId: string, bundleId: string, orderId: string, userId: string): Promise<BundleProcedureRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select op.id, op.seq, op.name, op.is_outsourced as "isOutsourced", op.show_price as "showPrice", op.default_price::text as "defaultPrice", op.prices,
        coalesce(c.qty, 0) as reported, u.technical_level_id as "technicalLevelId", tl.coefficient::text as coefficient
      from order_procedures op
      left join bundle_procedure_claims c on c.tenant_id = op.tenant_id and c.bundle_id = ${bundleId} and c.order_procedure_id = op.id
      left join users u on u.tenant_id = op.tenant_id and u.id = ${userId}
      left join technical_levels tl on tl.tenant_id = u.tenant_id and tl.id = u.technical_level_id
      where op.tenant_id = ${tenantId} and op.order_id = ${orderId}
      order by op.seq, op.id`,
  );
  return rows.map((r) => ({ ...(r as unknown as BundleProcedureRow), seq: Number(r.seq), reported: Number(r.reported) }));
}
