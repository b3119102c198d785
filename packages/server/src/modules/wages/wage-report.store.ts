import type { WageReportCell, WageReportDimension, WageWorkerDto } from '@eticket/core/wages';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import { earnsWage } from '../../db/settled-day-sql';
import { inIds, lineAmount, textOf, workerOf } from './wage-sql';

/**
 * The wage reports' SQL. Every statement reads the same records: those that earn a wage (valid, settled or
 * not) of the period, of the workers in the caller's scope and organization filter, optionally of one order
 * or style.
 * The period bounds the scan through (tenant, business_date) or, per worker, (tenant, user, business_date).
 */

export interface ReportSource {
  tenantId: string;
  periodStart: string;
  periodEnd: string;
  /** The workers' WHERE over `u` (tenant, scope, organization subtree). */
  workers: SQL;
  orderId: string | null;
  productId: string | null;
}

const KEY: Record<WageReportDimension, SQL> = {
  order: sql`l.order_id::text`,
  procedure: sql`l.procedure_name`,
  day: sql`to_char(l.business_date, 'YYYY-MM-DD')`,
};

/** `w` (the workers) and `rec` (their records of the filter that earn a wage, with `key` of the dimension). */
function sourceSql(s: ReportSource, by: WageReportDimension, userIds: readonly string[] | null): SQL {
  return sql`w as (select u.id from users u where ${s.workers} ${userIds === null ? sql`` : sql`and ${inIds(sql`u.id`, userIds)}`}),
    rec as (
      select l.user_id, ${KEY[by]} as key, l.qty, ${lineAmount('l')} as amount
      from ticket_logs l join w on w.id = l.user_id
        ${s.productId === null ? sql`` : sql`join orders o on o.tenant_id = l.tenant_id and o.id = l.order_id and o.product_id = ${s.productId}`}
      where l.tenant_id = ${s.tenantId} and l.business_date between ${s.periodStart} and ${s.periodEnd} and ${earnsWage('l')}
        ${s.orderId === null ? sql`` : sql`and l.order_id = ${s.orderId}`})`;
}

const cellOf = (r: Record<string, unknown>): WageReportCell => ({ qty: Number(r.qty ?? 0), amount: textOf(r.amount) ?? '0.0000' });

/** The statements, also for EXPLAIN in the benchmark. */
export const keyTotalsSql = (s: ReportSource, by: WageReportDimension): SQL =>
  sql`with ${sourceSql(s, by, null)}
    select key, sum(qty)::int as qty, sum(amount)::numeric(20, 4)::text as amount from rec group by key`;

export const workerPageSql = (s: ReportSource, limit: number, offset: number): SQL =>
  // The dimension does not matter for the per-worker totals; 'order' keys nothing extra.
  sql`with ${sourceSql(s, 'order', null)},
    per as (select user_id, sum(qty)::int as qty, sum(amount) as amount from rec group by user_id)
    select u.id as "userId", u.user_name as "userName", u.name, u.employee_no as "employeeNo", u.organization_id as "organizationId",
      o.name as "organizationName", per.qty, per.amount::numeric(20, 4)::text as amount, (select count(*) from per)::int as "totalCount"
    from per join users u on u.tenant_id = ${s.tenantId} and u.id = per.user_id
    left join organizations o on o.tenant_id = ${s.tenantId} and o.id = u.organization_id
    order by u.employee_no nulls last, u.name, u.id limit ${limit} offset ${offset}`;

export const workerKeyCellsSql = (s: ReportSource, by: WageReportDimension, userIds: readonly string[]): SQL =>
  sql`with ${sourceSql(s, by, userIds)}
    select user_id::text as "userId", key, sum(qty)::int as qty, sum(amount)::numeric(20, 4)::text as amount from rec group by user_id, key`;

/** Σ per key over every worker of the filter (the columns and their totals). */
export async function keyTotals(tx: TenantTx, s: ReportSource, by: WageReportDimension): Promise<{ key: string; cell: WageReportCell }[]> {
  const rows = await queryRows<Record<string, unknown>>(tx, keyTotalsSql(s, by));
  return rows.map((r) => ({ key: String(r.key), cell: cellOf(r) }));
}

/** A page of the workers with work in the filter (employee no., name), their totals, and how many there are. */
export async function workerPage(
  tx: TenantTx,
  s: ReportSource,
  limit: number,
  offset: number,
): Promise<{ workers: (WageWorkerDto & { total: WageReportCell })[]; totalCount: number }> {
  const rows = await queryRows<Record<string, unknown>>(tx, workerPageSql(s, limit, offset));
  let totalCount = Number(rows[0]?.totalCount ?? 0);
  if (rows.length === 0 && offset > 0) {
    const [count] = await queryRows<{ n: number }>(tx, sql`with ${sourceSql(s, 'order', null)} select count(distinct user_id)::int as n from rec`);
    totalCount = count?.n ?? 0;
  }
  return { workers: rows.map((r) => ({ ...workerOf(r), total: cellOf(r) })), totalCount };
}

/** Σ per worker and key, for these workers. */
export async function workerKeyCells(tx: TenantTx, s: ReportSource, by: WageReportDimension, userIds: readonly string[]): Promise<Map<string, Map<string, WageReportCell>>> {
  const out = new Map<string, Map<string, WageReportCell>>();
  if (userIds.length === 0) return out;
  const rows = await queryRows<Record<string, unknown>>(tx, workerKeyCellsSql(s, by, userIds));
  for (const r of rows) {
    const userId = String(r.userId);
    let cells = out.get(userId);
    if (cells === undefined) {
      cells = new Map();
      out.set(userId, cells);
    }
    cells.set(String(r.key), cellOf(r));
  }
  return out;
}

/** The order no. and style no. of these orders. */
export async function orderLabels(tx: TenantTx, tenantId: string, orderIds: readonly string[]): Promise<Map<string, { orderNo: string; styleNo: string }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select o.id::text as id, o.order_no as "orderNo", p.style_no as "styleNo" from orders o join products p on p.tenant_id = o.tenant_id and p.id = o.product_id
      where o.tenant_id = ${tenantId} and ${inIds(sql`o.id`, orderIds)}`,
  );
  return new Map(rows.map((r) => [String(r.id), { orderNo: String(r.orderNo), styleNo: String(r.styleNo) }]));
}

/** One worker (within the workers' WHERE), or null. */
export async function reportWorker(tx: TenantTx, tenantId: string, workers: SQL, userId: string): Promise<WageWorkerDto | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select u.id as "userId", u.user_name as "userName", u.name, u.employee_no as "employeeNo", u.organization_id as "organizationId", o.name as "organizationName"
      from users u left join organizations o on o.tenant_id = ${tenantId} and o.id = u.organization_id
      where ${workers} and u.id = ${userId}`,
  );
  return row === undefined ? null : workerOf(row);
}

/** A worker's records that earn a wage, per day of the period. */
export async function workerDays(
  tx: TenantTx,
  tenantId: string,
  userId: string,
  periodStart: string,
  periodEnd: string,
): Promise<Map<string, WageReportCell & { recordCount: number }>> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select to_char(l.business_date, 'YYYY-MM-DD') as day, count(*)::int as n, sum(l.qty)::int as qty, sum(${lineAmount('l')})::numeric(20, 4)::text as amount
      from ticket_logs l
      where l.tenant_id = ${tenantId} and l.user_id = ${userId} and l.business_date between ${periodStart} and ${periodEnd} and ${earnsWage('l')}
      group by l.business_date`,
  );
  return new Map(rows.map((r) => [String(r.day), { ...cellOf(r), recordCount: Number(r.n) }]));
}
