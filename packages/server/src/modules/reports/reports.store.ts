import { LIVE_TICKET_LOG_STATUSES } from '@eticket/core/scanning';
import { and, asc, desc, eq, gte, inArray, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { countInt, keywordFilter } from '../../db/list-sql';
import { bundles, cuttingTimes, orderProcedures, orders, products, ticketLogs, users } from '../../db/schema/index';

/**
 * The report center's queries: work records summed in SQL (money as exact numeric text, rounded later, once),
 * live records only (pending, valid, settled), every query within the tenant.
 */

/** What narrows the work records of a report. */
export interface WorkScope {
  tenantId: string;
  from: string;
  to: string;
  /** The organization subtree (snapshot organization of each record); null: any. */
  organizationIds: readonly string[] | null;
  keyword: string | null;
  /** The caller's data scope as a WHERE over the records (undefined: everything). */
  visible: SQL | undefined;
}

const LIVE = [...LIVE_TICKET_LOG_STATUSES];
const qtySum = sql<number>`coalesce(sum(${ticketLogs.qty}), 0)::int`;
const amountSum = sql<string>`coalesce(sum(${ticketLogs.amount}), 0)::text`;
const workerCount = sql<number>`count(distinct ${ticketLogs.userId})::int`;

/** Orders whose order no or style no contains the keyword. */
function ordersMatching(tenantId: string, keyword: string, tx: TenantTx) {
  return tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .where(and(eq(orders.tenantId, tenantId), keywordFilter(keyword, [orders.orderNo, products.styleNo])));
}

function workWhere(tx: TenantTx, w: WorkScope): SQL | undefined {
  return and(
    eq(ticketLogs.tenantId, w.tenantId),
    inArray(ticketLogs.status, LIVE),
    gte(ticketLogs.businessDate, w.from),
    lte(ticketLogs.businessDate, w.to),
    w.visible,
    w.organizationIds === null ? undefined : w.organizationIds.length === 0 ? sql`false` : inArray(ticketLogs.organizationId, [...w.organizationIds]),
    w.keyword === null ? undefined : inArray(ticketLogs.orderId, ordersMatching(w.tenantId, w.keyword, tx)),
  );
}

/** Distinct workers and the exact amount over everything a report covers (a head count cannot be summed from rows). */
export async function workTotals(tx: TenantTx, w: WorkScope): Promise<{ workers: number; amount: string; records: number }> {
  const [row] = await tx.select({ workers: workerCount, amount: amountSum, records: countInt }).from(ticketLogs).where(workWhere(tx, w));
  return row ?? { workers: 0, amount: '0', records: 0 };
}

export async function dailyRows(tx: TenantTx, w: WorkScope, limit: number) {
  return tx
    .select({ businessDate: ticketLogs.businessDate, organizationId: ticketLogs.organizationId, qty: qtySum, amount: amountSum, workers: workerCount, records: countInt })
    .from(ticketLogs)
    .where(workWhere(tx, w))
    .groupBy(ticketLogs.businessDate, ticketLogs.organizationId)
    .orderBy(asc(ticketLogs.businessDate), asc(ticketLogs.organizationId))
    .limit(limit);
}

export async function workerRows(tx: TenantTx, w: WorkScope, limit: number) {
  return tx
    .select({
      userId: ticketLogs.userId,
      name: users.name,
      userName: users.userName,
      employeeNo: users.employeeNo,
      organizationId: users.organizationId,
      qty: qtySum,
      amount: amountSum,
      records: countInt,
    })
    .from(ticketLogs)
    .innerJoin(users, and(eq(users.tenantId, ticketLogs.tenantId), eq(users.id, ticketLogs.userId)))
    .where(workWhere(tx, w))
    .groupBy(ticketLogs.userId, users.name, users.userName, users.employeeNo, users.organizationId)
    .orderBy(desc(sql`sum(${ticketLogs.amount})`), desc(sql`sum(${ticketLogs.qty})`), asc(ticketLogs.userId))
    .limit(limit);
}

export async function procedureRows(tx: TenantTx, w: WorkScope, limit: number) {
  return tx
    .select({ procedureName: ticketLogs.procedureName, qty: qtySum, amount: amountSum, workers: workerCount, records: countInt })
    .from(ticketLogs)
    .where(workWhere(tx, w))
    .groupBy(ticketLogs.procedureName)
    .orderBy(desc(sql`sum(${ticketLogs.qty})`), asc(ticketLogs.procedureName))
    .limit(limit);
}

/** Per (organization, worker): what the organization roll-up adds up. */
export async function organizationFacts(tx: TenantTx, w: WorkScope) {
  return tx
    .select({ organizationId: ticketLogs.organizationId, userId: ticketLogs.userId, qty: qtySum, amount: amountSum, records: countInt })
    .from(ticketLogs)
    .where(workWhere(tx, w))
    .groupBy(ticketLogs.organizationId, ticketLogs.userId);
}

// ---- Order progress --------------------------------------------------------------------------------------

/**
 * Orders with work reported or beds cut in the range (keyword: order no or style no), by order no. Progress
 * itself is cumulative: it counts every live record of these orders, whenever made.
 */
export async function activeOrders(tx: TenantTx, tenantId: string, from: string, to: string, keyword: string | null, limit: number) {
  const worked = tx
    .select({ id: ticketLogs.orderId })
    .from(ticketLogs)
    .where(and(eq(ticketLogs.tenantId, tenantId), inArray(ticketLogs.status, LIVE), gte(ticketLogs.businessDate, from), lte(ticketLogs.businessDate, to)));
  const cut = tx
    .select({ id: cuttingTimes.orderId })
    .from(cuttingTimes)
    .where(and(eq(cuttingTimes.tenantId, tenantId), ne(cuttingTimes.status, 'void'), gte(cuttingTimes.cutDate, from), lte(cuttingTimes.cutDate, to)));
  return tx
    .select({ id: orders.id, orderNo: orders.orderNo, styleNo: products.styleNo, productName: products.name, orderedQty: orders.totalQty })
    .from(orders)
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .where(and(eq(orders.tenantId, tenantId), or(inArray(orders.id, worked), inArray(orders.id, cut)), keywordFilter(keyword, [orders.orderNo, products.styleNo])))
    .orderBy(asc(orders.orderNo), asc(orders.id))
    .limit(limit);
}

export async function liveBundles(tx: TenantTx, tenantId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({ id: bundles.id, orderId: bundles.orderId, qty: bundles.qty })
    .from(bundles)
    .where(and(eq(bundles.tenantId, tenantId), inArray(bundles.orderId, [...orderIds]), ne(bundles.status, 'void')));
}

/** The in-house procedures of the orders (outsourced ones are reported by the outside factory, not scanned). */
export async function inHouseProcedures(tx: TenantTx, tenantId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({ id: orderProcedures.id, orderId: orderProcedures.orderId, name: orderProcedures.name })
    .from(orderProcedures)
    .where(and(eq(orderProcedures.tenantId, tenantId), inArray(orderProcedures.orderId, [...orderIds]), not(orderProcedures.isOutsourced)))
    .orderBy(asc(orderProcedures.orderId), asc(orderProcedures.seq));
}

/** Σ qty of the live records per (bundle, procedure) of the orders. */
export async function reportedPerBundle(tx: TenantTx, tenantId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({ orderId: ticketLogs.orderId, bundleId: ticketLogs.bundleId, orderProcedureId: ticketLogs.orderProcedureId, qty: qtySum })
    .from(ticketLogs)
    .where(and(eq(ticketLogs.tenantId, tenantId), inArray(ticketLogs.orderId, [...orderIds]), inArray(ticketLogs.status, LIVE)))
    .groupBy(ticketLogs.orderId, ticketLogs.bundleId, ticketLogs.orderProcedureId);
}
