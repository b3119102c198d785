import { SettingNames } from '@eticket/core/abp';
import { OrderStatusCode, formatBedNo, type QtyLine } from '@eticket/core/domain';
import type { LatestScanDto, ProgressBundle, ProgressProcedure, ReceiptListFilter, ReportedCell, SummaryGroup } from '@eticket/core/production-board';
import type { ProcedureStage } from '@eticket/core/catalog';
import type { OrderStatusValue } from '@eticket/core/production';
import type { TicketLogStatus } from '@eticket/core/scanning';
import { LIVE_TICKET_LOG_STATUSES } from '@eticket/core/scanning';
import { parseDecimal } from '@eticket/core/money';
import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TenantTx } from '../../db/context';
import { countInt, keywordFilter } from '../../db/list-sql';
import {
  bundles,
  customers,
  cuttingTimes,
  orderProcedures,
  orders,
  productionCounters,
  productionDayTotals,
  productionReceipts,
  products,
  settings,
  ticketLogs,
  users,
} from '../../db/schema/index';
import { SETTING_DEFINITIONS } from '../../definitions/settings';
import { iso } from '../../http/route-helpers';

/**
 * The boards' queries. Progress reads the work records themselves (Σ qty of live records per bundle and
 * procedure), not the claim counter: the records are what wages pay, so the boards and wages cannot
 * disagree, and the per-order index (tenant, order, procedure) keeps one order's read small.
 */

const LIVE = [...LIVE_TICKET_LOG_STATUSES];
const live = inArray(ticketLogs.status, LIVE);
const PRODUCING = OrderStatusCode.producing;
const OPEN = [OrderStatusCode.draft, OrderStatusCode.producing];

export async function timeZoneOf(tx: TenantTx, tenantId: string): Promise<string> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.tenantId, tenantId), eq(settings.name, SettingNames.TimeZone)));
  return row?.value ?? SETTING_DEFINITIONS.find((d) => d.name === SettingNames.TimeZone)?.defaultValue ?? 'Asia/Shanghai';
}

// ---- Home ------------------------------------------------------------------------------------------------

export interface DayTotal {
  date: string;
  qty: number;
}

/**
 * Σ qty of the live records per business day in [from, to] and the exact Σ amount of `today` alone (only
 * today's wage is shown), from the per-worker day totals the scans keep: at most (to − from + 1) × workers
 * rows by the primary key, however many records the days hold.
 */
export async function dayTotals(tx: TenantTx, tenantId: string, from: string, to: string, today: string): Promise<{ days: DayTotal[]; amountToday: bigint }> {
  const d = productionDayTotals;
  const rows = await tx
    .select({
      date: d.businessDate,
      qty: sql<number>`sum(${d.qty})::int`,
      amount: sql<string>`coalesce(sum(${d.amount}) filter (where ${d.businessDate} = ${today}), 0)::text`,
    })
    .from(d)
    .where(and(eq(d.tenantId, tenantId), gte(d.businessDate, from), lte(d.businessDate, to)))
    .groupBy(d.businessDate);
  return { days: rows.map((r) => ({ date: r.date, qty: r.qty })), amountToday: parseDecimal(rows.find((r) => r.date === today)?.amount ?? '0') };
}

/**
 * The order and bed figures of the overview in one statement: producing, open and overdue orders, the pieces
 * on the unfinished beds of producing orders (domain §3.8 "in production") and the beds cut on `today`.
 */
export async function orderAndBedCounts(tx: TenantTx, tenantId: string, today: string) {
  const open = sql`${orders.status} in (${sql.join(OPEN.map((s) => sql`${s}`), sql`, `)})`;
  const [row] = await tx
    .select({
      producing: sql<number>`count(*) filter (where ${orders.status} = ${PRODUCING})::int`,
      open: sql<number>`count(*) filter (where ${open})::int`,
      overdue: sql<number>`count(*) filter (where ${open} and ${orders.deliveryDate} < ${today})::int`,
      inProduction: sql<number>`(select coalesce(sum(c.total_qty), 0) from cutting_times c join orders p on p.tenant_id = c.tenant_id and p.id = c.order_id
        where c.tenant_id = ${tenantId} and p.status = ${PRODUCING} and c.status not in ('done', 'void'))::int`,
      beds: sql<number>`(select count(*) from cutting_times c where c.tenant_id = ${tenantId} and c.cut_date = ${today} and c.status <> 'void')::int`,
      cutQty: sql<number>`(select coalesce(sum(c.total_qty), 0) from cutting_times c where c.tenant_id = ${tenantId} and c.cut_date = ${today} and c.status <> 'void')::int`,
    })
    .from(orders)
    .where(eq(orders.tenantId, tenantId));
  return row ?? { producing: 0, open: 0, overdue: 0, inProduction: 0, beds: 0, cutQty: 0 };
}

/** The newest records (any status), by the (tenant, occurred_at) index. */
export async function latestScans(tx: TenantTx, tenantId: string, limit: number): Promise<LatestScanDto[]> {
  const rows = await tx
    .select({
      id: ticketLogs.id,
      occurredAt: ticketLogs.occurredAt,
      name: users.name,
      orderNo: orders.orderNo,
      bundleNo: bundles.bundleNo,
      procedureName: ticketLogs.procedureName,
      qty: ticketLogs.qty,
      status: ticketLogs.status,
    })
    .from(ticketLogs)
    .innerJoin(users, and(eq(users.tenantId, ticketLogs.tenantId), eq(users.id, ticketLogs.userId)))
    .innerJoin(orders, and(eq(orders.tenantId, ticketLogs.tenantId), eq(orders.id, ticketLogs.orderId)))
    .innerJoin(bundles, and(eq(bundles.tenantId, ticketLogs.tenantId), eq(bundles.id, ticketLogs.bundleId)))
    .where(eq(ticketLogs.tenantId, tenantId))
    .orderBy(desc(ticketLogs.occurredAt), desc(ticketLogs.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, occurredAt: iso(r.occurredAt) ?? '' }));
}

// ---- Orders and progress ---------------------------------------------------------------------------------

export interface OrderHead {
  id: string;
  orderNo: string;
  styleNo: string;
  productName: string;
  customerName: string | null;
  status: OrderStatusValue;
  deliveryDate: string;
  totalQty: number;
  colors: string[];
  sizes: string[];
}

const orderHead = {
  id: orders.id,
  orderNo: orders.orderNo,
  styleNo: products.styleNo,
  productName: products.name,
  customerName: customers.name,
  status: sql<OrderStatusValue>`${orders.status}`,
  deliveryDate: orders.deliveryDate,
  totalQty: orders.totalQty,
  colors: orders.colors,
  sizes: orders.sizes,
};

function headQuery(tx: TenantTx) {
  return tx
    .select(orderHead)
    .from(orders)
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)));
}

export async function orderHeadById(tx: TenantTx, tenantId: string, orderId: string, lock = false): Promise<OrderHead | null> {
  if (lock) await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId))).for('update');
  const [row] = await headQuery(tx).where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  return row ?? null;
}

/** A page of orders (not cancelled) whose no., style or customer matches: producing first, then by delivery. */
export async function orderPage(tx: TenantTx, tenantId: string, keyword: string | null, skip: number, take: number): Promise<{ items: OrderHead[]; totalCount: number }> {
  const where = and(
    eq(orders.tenantId, tenantId),
    ne(orders.status, OrderStatusCode.cancelled),
    keywordFilter(keyword, [orders.orderNo, products.styleNo, products.name, customers.name]),
  );
  const items = await headQuery(tx)
    .where(where)
    .orderBy(sql`case when ${orders.status} = ${PRODUCING} then 0 when ${orders.status} = ${OrderStatusCode.draft} then 1 else 2 end`, asc(orders.deliveryDate), asc(orders.id))
    .offset(skip)
    .limit(take);
  const [count] = await tx
    .select({ n: countInt })
    .from(orders)
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)))
    .where(where);
  return { items, totalCount: count?.n ?? 0 };
}

export type OrderBundle = ProgressBundle & { orderId: string };

/** The live (not void) bundles of some orders, with their bed no. */
export async function liveBundles(tx: TenantTx, tenantId: string, orderIds: readonly string[]): Promise<OrderBundle[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .select({
      id: bundles.id,
      orderId: bundles.orderId,
      bundleNo: bundles.bundleNo,
      bedNo: cuttingTimes.bedNo,
      bedSubNo: cuttingTimes.bedSubNo,
      color: bundles.color,
      size: bundles.size,
      qty: bundles.qty,
    })
    .from(bundles)
    .innerJoin(cuttingTimes, and(eq(cuttingTimes.tenantId, bundles.tenantId), eq(cuttingTimes.id, bundles.cuttingTimeId)))
    .where(and(eq(bundles.tenantId, tenantId), inArray(bundles.orderId, [...orderIds]), ne(bundles.status, 'void')));
  return rows.map((r) => ({ id: r.id, orderId: r.orderId, bundleNo: r.bundleNo, bedDisplayNo: formatBedNo(r.bedNo, r.bedSubNo), color: r.color, size: r.size, qty: r.qty }));
}

export type OrderProcedure = ProgressProcedure & { orderId: string };

export async function proceduresOf(tx: TenantTx, tenantId: string, orderIds: readonly string[]): Promise<OrderProcedure[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select({ id: orderProcedures.id, orderId: orderProcedures.orderId, seq: orderProcedures.seq, name: orderProcedures.name, stage: orderProcedures.stage })
    .from(orderProcedures)
    .where(and(eq(orderProcedures.tenantId, tenantId), inArray(orderProcedures.orderId, [...orderIds])))
    .orderBy(asc(orderProcedures.seq));
}

export type OrderReport = ReportedCell & { orderId: string };

/** Σ qty and amount of the live records per (bundle, procedure) of some orders (or of one bundle). */
export async function reportedCells(tx: TenantTx, tenantId: string, orderIds: readonly string[], bundleId: string | null = null): Promise<OrderReport[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .select({
      orderId: ticketLogs.orderId,
      bundleId: ticketLogs.bundleId,
      orderProcedureId: ticketLogs.orderProcedureId,
      qty: sql<number>`sum(${ticketLogs.qty})::int`,
      amount: sql<string>`sum(${ticketLogs.amount})::text`,
    })
    .from(ticketLogs)
    .where(
      and(eq(ticketLogs.tenantId, tenantId), inArray(ticketLogs.orderId, [...orderIds]), live, bundleId === null ? undefined : eq(ticketLogs.bundleId, bundleId)),
    )
    .groupBy(ticketLogs.orderId, ticketLogs.bundleId, ticketLogs.orderProcedureId);
  return rows.map((r) => ({ ...r, amount: parseDecimal(r.amount) }));
}

export interface BundleHead extends OrderBundle {
  status: string;
}

export async function bundleById(tx: TenantTx, tenantId: string, bundleId: string): Promise<BundleHead | null> {
  const [row] = await tx
    .select({
      id: bundles.id,
      orderId: bundles.orderId,
      bundleNo: bundles.bundleNo,
      bedNo: cuttingTimes.bedNo,
      bedSubNo: cuttingTimes.bedSubNo,
      color: bundles.color,
      size: bundles.size,
      qty: bundles.qty,
      status: bundles.status,
    })
    .from(bundles)
    .innerJoin(cuttingTimes, and(eq(cuttingTimes.tenantId, bundles.tenantId), eq(cuttingTimes.id, bundles.cuttingTimeId)))
    .where(and(eq(bundles.tenantId, tenantId), eq(bundles.id, bundleId)));
  if (row === undefined) return null;
  return { id: row.id, orderId: row.orderId, bundleNo: row.bundleNo, bedDisplayNo: formatBedNo(row.bedNo, row.bedSubNo), color: row.color, size: row.size, qty: row.qty, status: row.status };
}

const reporter = alias(users, 'reporter');

export async function bundleRecords(tx: TenantTx, tenantId: string, bundleId: string) {
  const rows = await tx
    .select({
      id: ticketLogs.id,
      occurredAt: ticketLogs.occurredAt,
      businessDate: ticketLogs.businessDate,
      name: users.name,
      reportedByName: reporter.name,
      orderProcedureId: ticketLogs.orderProcedureId,
      procedureName: ticketLogs.procedureName,
      qty: ticketLogs.qty,
      status: sql<TicketLogStatus>`${ticketLogs.status}`,
    })
    .from(ticketLogs)
    .innerJoin(users, and(eq(users.tenantId, ticketLogs.tenantId), eq(users.id, ticketLogs.userId)))
    .innerJoin(reporter, and(eq(reporter.tenantId, ticketLogs.tenantId), eq(reporter.id, ticketLogs.reportedByUserId)))
    .where(and(eq(ticketLogs.tenantId, tenantId), eq(ticketLogs.bundleId, bundleId)))
    .orderBy(desc(ticketLogs.occurredAt), desc(ticketLogs.id));
  return rows.map((r) => ({ ...r, occurredAt: iso(r.occurredAt) ?? '' }));
}

// ---- Summary ---------------------------------------------------------------------------------------------

function groupColumns(groupBy: SummaryGroup, day: SQL): { key: SQL<string>; label: SQL<string>; detail: SQL<string> } {
  switch (groupBy) {
    case 'style':
      return { key: sql<string>`${products.id}::text`, label: sql<string>`${products.styleNo}`, detail: sql<string>`${products.name}` };
    case 'order':
      return { key: sql<string>`${orders.id}::text`, label: sql<string>`${orders.orderNo}`, detail: sql<string>`${products.styleNo}` };
    case 'day':
      return { key: sql<string>`${day}::text`, label: sql<string>`${day}::text`, detail: sql<string>`''` };
  }
}

export async function cutFacts(tx: TenantTx, tenantId: string, groupBy: SummaryGroup, from: string, to: string) {
  const g = groupColumns(groupBy, sql`${cuttingTimes.cutDate}`);
  return tx
    .select({ key: g.key, label: g.label, detail: g.detail, qty: sql<number>`sum(${cuttingTimes.totalQty})::int` })
    .from(cuttingTimes)
    .innerJoin(orders, and(eq(orders.tenantId, cuttingTimes.tenantId), eq(orders.id, cuttingTimes.orderId)))
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .where(and(eq(cuttingTimes.tenantId, tenantId), ne(cuttingTimes.status, 'void'), gte(cuttingTimes.cutDate, from), lte(cuttingTimes.cutDate, to)))
    // By position: the day's detail is a constant, which GROUP BY refuses as an expression.
    .groupBy(sql`1, 2, 3`);
}

export async function reportFacts(tx: TenantTx, tenantId: string, groupBy: SummaryGroup, from: string, to: string) {
  const g = groupColumns(groupBy, sql`${ticketLogs.businessDate}`);
  const last = sql<boolean>`${orderProcedures.seq} = (select max(p.seq) from order_procedures p where p.tenant_id = ${orderProcedures.tenantId} and p.order_id = ${orderProcedures.orderId})`;
  return tx
    .select({ key: g.key, label: g.label, detail: g.detail, stage: sql<ProcedureStage>`${orderProcedures.stage}`, last, qty: sql<number>`sum(${ticketLogs.qty})::int` })
    .from(ticketLogs)
    .innerJoin(orderProcedures, and(eq(orderProcedures.tenantId, ticketLogs.tenantId), eq(orderProcedures.id, ticketLogs.orderProcedureId)))
    .innerJoin(orders, and(eq(orders.tenantId, ticketLogs.tenantId), eq(orders.id, ticketLogs.orderId)))
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .where(and(eq(ticketLogs.tenantId, tenantId), gte(ticketLogs.businessDate, from), lte(ticketLogs.businessDate, to), live))
    .groupBy(sql`1, 2, 3, 4, 5`);
}

// ---- Receipts --------------------------------------------------------------------------------------------

const receiptColumns = {
  id: productionReceipts.id,
  receiptNo: productionReceipts.receiptNo,
  orderId: productionReceipts.orderId,
  orderNo: orders.orderNo,
  styleNo: products.styleNo,
  productName: products.name,
  customerName: customers.name,
  receiptDate: productionReceipts.receiptDate,
  receiver: productionReceipts.receiver,
  colors: orders.colors,
  sizes: orders.sizes,
  lines: productionReceipts.lines,
  totalQty: productionReceipts.totalQty,
  remark: productionReceipts.remark,
  creationTime: productionReceipts.creationTime,
};

function receiptQuery(tx: TenantTx) {
  return tx
    .select(receiptColumns)
    .from(productionReceipts)
    .innerJoin(orders, and(eq(orders.tenantId, productionReceipts.tenantId), eq(orders.id, productionReceipts.orderId)))
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)));
}

type ReceiptRow = Awaited<ReturnType<ReturnType<typeof receiptQuery>['execute']>>[number];

function receiptDto(r: ReceiptRow) {
  return { ...r, creationTime: iso(r.creationTime) ?? '' };
}

function receiptWhere(tenantId: string, f: Omit<ReceiptListFilter, 'skipCount' | 'maxResultCount'>) {
  return and(
    eq(productionReceipts.tenantId, tenantId),
    keywordFilter(f.keyword, [productionReceipts.receiptNo, orders.orderNo, products.styleNo]),
    f.orderId === null ? undefined : eq(productionReceipts.orderId, f.orderId),
    f.range.start === null ? undefined : gte(productionReceipts.receiptDate, f.range.start),
    f.range.end === null ? undefined : lte(productionReceipts.receiptDate, f.range.end),
  );
}

/** A page of receipts (newest first), or every one the filters select when `take` is null (the export). */
export async function receiptPage(tx: TenantTx, tenantId: string, f: ReceiptListFilter, all = false) {
  const where = receiptWhere(tenantId, f);
  const query = receiptQuery(tx).where(where).orderBy(desc(productionReceipts.receiptDate), desc(productionReceipts.receiptNo));
  const rows = all ? await query.limit(50_000) : await query.offset(f.skipCount).limit(f.maxResultCount);
  const [totals] = await tx
    .select({ n: countInt, qty: sql<number>`coalesce(sum(${productionReceipts.totalQty}), 0)::int` })
    .from(productionReceipts)
    .innerJoin(orders, and(eq(orders.tenantId, productionReceipts.tenantId), eq(orders.id, productionReceipts.orderId)))
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .where(where);
  return { items: rows.map(receiptDto), totalCount: totals?.n ?? 0, totalQty: totals?.qty ?? 0 };
}

export async function receiptById(tx: TenantTx, tenantId: string, id: string) {
  const [row] = await receiptQuery(tx).where(and(eq(productionReceipts.tenantId, tenantId), eq(productionReceipts.id, id)));
  return row === undefined ? null : receiptDto(row);
}

/** Every line already received for an order. */
export async function receivedLines(tx: TenantTx, tenantId: string, orderId: string): Promise<QtyLine[]> {
  const rows = await tx
    .select({ lines: productionReceipts.lines })
    .from(productionReceipts)
    .where(and(eq(productionReceipts.tenantId, tenantId), eq(productionReceipts.orderId, orderId)));
  return rows.flatMap((r) => r.lines);
}

/** The next receipt no of a day, RK-yyyyMMdd-nnn: one atomic upsert of the tenant's counter (never reused). */
export async function nextReceiptNo(tx: TenantTx, tenantId: string, date: string): Promise<string> {
  const period = date.replace(/-/g, '');
  const [row] = await tx
    .insert(productionCounters)
    .values({ tenantId, name: 'receiptNo', lastNo: 1, period })
    .onConflictDoUpdate({
      target: [productionCounters.tenantId, productionCounters.name],
      set: { lastNo: sql`case when ${productionCounters.period} = excluded.period then ${productionCounters.lastNo} + 1 else 1 end`, period: sql`excluded.period` },
    })
    .returning({ lastNo: productionCounters.lastNo });
  return `RK-${period}-${String(row?.lastNo ?? 1).padStart(3, '0')}`;
}

export async function insertReceipt(
  tx: TenantTx,
  values: { tenantId: string; receiptNo: string; orderId: string; receiptDate: string; receiver: string; lines: QtyLine[]; totalQty: number; remark: string | null; creatorId: string },
): Promise<string> {
  const [row] = await tx.insert(productionReceipts).values(values).returning({ id: productionReceipts.id });
  if (row === undefined) throw new Error('insert returned no row');
  return row.id;
}
