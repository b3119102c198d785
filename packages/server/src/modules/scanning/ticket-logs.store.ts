import { SettingNames } from '@eticket/core/abp';
import type { BundleStatus, CuttingTimeStatus, OrderProcedurePriceDto } from '@eticket/core/production';
import { LIVE_TICKET_LOG_STATUSES, type TicketLogDto, type TicketLogListFilter, type TicketLogSource, type TicketLogStatus, type TicketLogTotalsDto } from '@eticket/core/scanning';
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import { bundles, cuttingTimes, orders, organizations, products, ticketLogs, users } from '../../db/schema/index';
import { countInt } from '../../db/list-sql';
import { inSettledDay, recordSettlementSql, recordStatusIs, recordStatusSql } from '../../db/settled-day-sql';
import { addToDayTotals } from './day-totals.store';

/**
 * The work-record queries. A scan is two statements inside the request's transaction: `scanContext` reads
 * everything the rules need (and locks the bundle row, so scans, revokes and qty edits of one bundle take
 * turns), then `claimAndRecord` raises the claim counter only if the qty fits and inserts the record in the
 * same statement; the bundle's cached reported/completed quantities and the day's totals follow in that
 * statement too.
 */

export interface ScanContextRow {
  existingId: string | null;
  existingReporterId: string | null;
  voided: boolean;
  bundleId: string | null;
  orderId: string | null;
  cuttingTimeId: string | null;
  /** The bed's status as the scan found it (a bed already in production needs no update). */
  bedStatus: CuttingTimeStatus | null;
  bundleNo: number | null;
  bundleQty: number | null;
  bundleStatus: BundleStatus | null;
  scanBlocked: boolean | null;
  color: string | null;
  size: string | null;
  orderNo: string | null;
  orderStatus: number | null;
  styleNo: string | null;
  procedureOrderId: string | null;
  procedureName: string | null;
  defaultPrice: string | null;
  prices: OrderProcedurePriceDto[] | null;
  procedureOutsourced: boolean | null;
  reported: number;
  workerId: string | null;
  workerUserName: string | null;
  workerName: string | null;
  employeeNo: string | null;
  workerActive: boolean | null;
  organizationId: string | null;
  organizationName: string | null;
  technicalLevelId: string | null;
  coefficient: string | null;
  requireApproval: string | null;
  timeZone: string | null;
}

const setting = (tenantId: string, name: string) => sql`(select s.value from settings s where s.tenant_id = ${tenantId} and s.name = ${name})`;

/**
 * One statement: the first record of this clientRequestId, the bundle of the code (bundle or part ticket,
 * locked), whether the code was voided, the order, the procedure, what is claimed, the worker with their
 * organization and level, and the scan settings.
 */
export async function scanContext(tx: TenantTx, p: { tenantId: string; code: string; orderProcedureId: string; workerId: string; clientRequestId: string }): Promise<ScanContextRow> {
  const t = p.tenantId;
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`with target as (
        select x.bundle_id from (
          select b.id as bundle_id from bundles b where b.tenant_id = ${t} and b.code = ${p.code}
          union all
          select pt.bundle_id from part_tickets pt where pt.tenant_id = ${t} and pt.code = ${p.code}
        ) x limit 1
      ),
      locked as (
        select b.id, b.order_id, b.cutting_time_id, b.bundle_no, b.qty, b.status, b.scan_blocked, b.color, b.size
        from bundles b join target on b.id = target.bundle_id where b.tenant_id = ${t}
        for no key update of b
      )
      select
        e.id as "existingId", e.reported_by_user_id as "existingReporterId",
        exists (select 1 from voided_ticket_codes v where v.tenant_id = ${t} and v.code = ${p.code}) as "voided",
        k.id as "bundleId", k.order_id as "orderId", k.cutting_time_id as "cuttingTimeId", ct.status as "bedStatus", k.bundle_no as "bundleNo", k.qty as "bundleQty",
        k.status as "bundleStatus", k.scan_blocked as "scanBlocked", k.color, k.size,
        o.order_no as "orderNo", o.status as "orderStatus", pr.style_no as "styleNo",
        op.order_id as "procedureOrderId", op.name as "procedureName", op.default_price::text as "defaultPrice", op.prices,
        op.is_outsourced as "procedureOutsourced",
        coalesce(c.qty, 0) as "reported",
        u.id as "workerId", u.user_name as "workerUserName", u.name as "workerName", u.employee_no as "employeeNo", u.is_active as "workerActive",
        u.organization_id as "organizationId", org.name as "organizationName", u.technical_level_id as "technicalLevelId", tl.coefficient::text as "coefficient",
        ${setting(t, SettingNames.ScanRequireApproval)} as "requireApproval",
        ${setting(t, SettingNames.TimeZone)} as "timeZone"
      from (select 1) one
      left join ticket_logs e on e.tenant_id = ${t} and e.client_request_id = ${p.clientRequestId}
      left join locked k on true
      left join cutting_times ct on ct.tenant_id = ${t} and ct.id = k.cutting_time_id
      left join orders o on o.tenant_id = ${t} and o.id = k.order_id
      left join products pr on pr.tenant_id = ${t} and pr.id = o.product_id
      left join order_procedures op on op.tenant_id = ${t} and op.id = ${p.orderProcedureId}
      left join bundle_procedure_claims c on c.tenant_id = ${t} and c.bundle_id = k.id and c.order_procedure_id = ${p.orderProcedureId}
      left join users u on u.tenant_id = ${t} and u.id = ${p.workerId}
      left join organizations org on org.tenant_id = ${t} and org.id = u.organization_id
      left join technical_levels tl on tl.tenant_id = ${t} and tl.id = u.technical_level_id`,
  );
  const row = rows[0];
  if (row === undefined) throw new Error('scan context returned no row');
  return row as unknown as ScanContextRow;
}

export interface RecordValues {
  tenantId: string;
  bundleId: string;
  orderId: string;
  orderProcedureId: string;
  /** null: the rest of the bundle, taken from the claim as it is now. */
  qty: number | null;
  userId: string;
  organizationId: string | null;
  procedureName: string;
  unitPrice: string;
  technicalLevelId: string | null;
  coefficient: string;
  businessDate: string;
  occurredAt: Date;
  source: TicketLogSource;
  reportedByUserId: string;
  status: TicketLogStatus;
  clientRequestId: string;
  remark: string | null;
}

export interface ClaimOutcome {
  /** The inserted record, or null when nothing was written. */
  id: string | null;
  /** The qty the record took (the rest when none was asked). */
  qty: number;
  /** The claim counter before and after (after = before when nothing was claimed). */
  claimedBefore: number;
  claimedAfter: number | null;
  bundleQty: number;
  /** A record of this clientRequestId that the statement saw (a retry that raced the first request). */
  existingId: string | null;
  bundleStatusBefore: BundleStatus | null;
  bundleStatusAfter: BundleStatus | null;
}

/**
 * Two CTE arms, `caches` and `bun`: the bundle's cached quantities after one procedure's claim became `qty`
 * (SQL over `from`, so the scan passes the counter it just wrote and writes nothing when `from` is empty) —
 * reported = the most on one procedure, completed = the least over the order's procedures (capped at the
 * bundle qty) — each computed once, then the bundle updated with them and the status that follows (domain
 * §5.3); `bun` returns the new status.
 */
function bundleCacheArms(tenantId: string, bundleId: string, orderProcedureId: string, from: SQL, qty: SQL): SQL {
  return sql`caches as (
        select (select greatest(${qty}, coalesce(max(c2.qty), 0)) from bundle_procedure_claims c2
            where c2.tenant_id = ${tenantId} and c2.bundle_id = ${bundleId} and c2.order_procedure_id <> ${orderProcedureId}) as reported,
          (select coalesce(min(case when op2.id = ${orderProcedureId} then ${qty} else coalesce(c3.qty, 0) end), 0)
            from bundles b2 join order_procedures op2 on op2.tenant_id = b2.tenant_id and op2.order_id = b2.order_id
            left join bundle_procedure_claims c3 on c3.tenant_id = b2.tenant_id and c3.bundle_id = b2.id and c3.order_procedure_id = op2.id
            where b2.tenant_id = ${tenantId} and b2.id = ${bundleId}) as completed
        from ${from}
      ),
      bun as (
        update bundles b set reported_qty = k.reported, completed_qty = least(b.qty, k.completed),
          status = case when b.status = 'void' then b.status
            when least(b.qty, k.completed) >= b.qty then 'completed'
            when k.reported > 0 then 'inProgress'
            when b.print_count > 0 then 'printed' else 'created' end,
          last_modification_time = now()
        from caches k
        where b.tenant_id = ${tenantId} and b.id = ${bundleId}
        returning b.status
      )`;
}

/**
 * One statement: n = the asked qty or the rest; the counter rises by n only if it stays ≤ the bundle qty
 * (an atomic conditional upsert: concurrent scans of the last pieces cannot both pass) and only if no record
 * of this clientRequestId exists; the record is inserted only when the claim succeeded; then the bundle's
 * caches, and (unless `countDay` is false: the caller adds the record later) the day's totals. Runs after
 * `scanContext` locked the bundle, so its snapshot sees every earlier claim of it.
 */
export async function claimAndRecord(tx: TenantTx, v: RecordValues, countDay = true): Promise<ClaimOutcome> {
  const t = v.tenantId;
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`with bundle as (
        select b.qty, b.status from bundles b where b.tenant_id = ${t} and b.id = ${v.bundleId}
      ),
      dup as (
        select l.id from ticket_logs l where l.tenant_id = ${t} and l.client_request_id = ${v.clientRequestId}
      ),
      cur as (
        select coalesce((select c.qty from bundle_procedure_claims c
          where c.tenant_id = ${t} and c.bundle_id = ${v.bundleId} and c.order_procedure_id = ${v.orderProcedureId}), 0) as claimed
      ),
      want as (
        select bundle.qty as bundle_qty, cur.claimed, coalesce(${v.qty}::int, bundle.qty - cur.claimed) as n from bundle, cur
      ),
      claim as (
        insert into bundle_procedure_claims as c (tenant_id, bundle_id, order_procedure_id, order_id, qty)
        select ${t}, ${v.bundleId}, ${v.orderProcedureId}, ${v.orderId}, w.n from want w
        where w.n > 0 and w.claimed + w.n <= w.bundle_qty and not exists (select 1 from dup)
        on conflict (tenant_id, bundle_id, order_procedure_id) do update set qty = c.qty + excluded.qty
          where c.qty + excluded.qty <= (select bundle_qty from want)
        returning c.qty
      ),
      ins as (
        insert into ticket_logs (tenant_id, user_id, organization_id, order_id, bundle_id, order_procedure_id, procedure_name, qty, unit_price,
          technical_level_id, coefficient, amount, business_date, occurred_at, source, reported_by_user_id, status, client_request_id, remark)
        select ${t}, ${v.userId}, ${v.organizationId}, ${v.orderId}, ${v.bundleId}, ${v.orderProcedureId}, ${v.procedureName}, w.n, ${v.unitPrice}::numeric,
          ${v.technicalLevelId}, ${v.coefficient}::numeric, w.n * ${v.unitPrice}::numeric, ${v.businessDate}::date, ${v.occurredAt.toISOString()}::timestamptz,
          ${v.source}, ${v.reportedByUserId}, ${v.status}, ${v.clientRequestId}, ${v.remark}
        from claim, want w
        on conflict (tenant_id, client_request_id) do nothing
        returning id, tenant_id, user_id, business_date, qty, amount
      ),${countDay ? sql`
      tot as (${addToDayTotals(sql`ins`, 1, 'one')}),` : sql``}
      ${bundleCacheArms(t, v.bundleId, v.orderProcedureId, sql`claim, ins`, sql`claim.qty`)}
      select (select id from ins) as "id", (select n from want) as "n", (select claimed from cur) as "claimedBefore",
        (select qty from claim) as "claimedAfter", (select qty from bundle) as "bundleQty", (select id from dup) as "existingId",
        (select status from bundle) as "statusBefore", (select status from bun) as "statusAfter"`,
  );
  const r = rows[0];
  if (r === undefined) throw new Error('claim returned no row');
  return {
    id: (r.id as string | null) ?? null,
    qty: Number(r.n ?? 0),
    claimedBefore: Number(r.claimedBefore ?? 0),
    claimedAfter: r.claimedAfter === null || r.claimedAfter === undefined ? null : Number(r.claimedAfter),
    bundleQty: Number(r.bundleQty ?? 0),
    existingId: (r.existingId as string | null) ?? null,
    bundleStatusBefore: (r.statusBefore as BundleStatus | null) ?? null,
    bundleStatusAfter: (r.statusAfter as BundleStatus | null) ?? null,
  };
}

/** Give back a claim whose record lost the race to an identical retry (the unique index kept the first). */
export async function releaseClaim(tx: TenantTx, tenantId: string, bundleId: string, orderProcedureId: string, qty: number): Promise<void> {
  await tx.execute(sql`update bundle_procedure_claims set qty = qty - ${qty}
    where tenant_id = ${tenantId} and bundle_id = ${bundleId} and order_procedure_id = ${orderProcedureId}`);
}

/** The current claim of one (bundle, procedure). */
export async function claimedQty(tx: TenantTx, tenantId: string, bundleId: string, orderProcedureId: string): Promise<number> {
  const rows = await queryRows<{ qty: number }>(
    tx,
    sql`select qty from bundle_procedure_claims where tenant_id = ${tenantId} and bundle_id = ${bundleId} and order_procedure_id = ${orderProcedureId}`,
  );
  return rows[0]?.qty ?? 0;
}

// ---- Revoking -------------------------------------------------------------------------------------------

export interface RevokeTarget {
  id: string;
  userId: string;
  organizationId: string | null;
  bundleId: string;
  orderProcedureId: string;
  cuttingTimeId: string;
  qty: number;
  status: TicketLogStatus;
  settlementId: string | null;
  occurredAt: Date;
  revokeMinutes: string | null;
}

/** The record and the revoke window setting; its bundle is locked (the revoke then sees every claim of it). */
export async function revokeTarget(tx: TenantTx, tenantId: string, id: string): Promise<RevokeTarget | null> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select l.id, l.user_id as "userId", l.organization_id as "organizationId", l.bundle_id as "bundleId", l.order_procedure_id as "orderProcedureId",
        b.cutting_time_id as "cuttingTimeId", l.qty, ${recordStatusSql('l')} as status, ${recordSettlementSql('l')} as "settlementId", (extract(epoch from l.occurred_at) * 1000)::float8 as "occurredAtMs",
        ${setting(tenantId, SettingNames.ScanRevokeMinutes)} as "revokeMinutes"
      from ticket_logs l join bundles b on b.tenant_id = l.tenant_id and b.id = l.bundle_id
      where l.tenant_id = ${tenantId} and l.id = ${id}
      for no key update of b`,
  );
  const r = rows[0];
  if (r === undefined) return null;
  return { ...(r as unknown as RevokeTarget), qty: Number(r.qty), occurredAt: new Date(Number(r.occurredAtMs)) };
}

/**
 * One statement: the record becomes revoked (only while live and unsettled), its qty goes back to the claim
 * counter and out of the day's totals, and the bundle's caches follow. Returns the bundle's status before and after, or null when the
 * record was no longer revocable.
 */
export async function revokeRecord(
  tx: TenantTx,
  p: { tenantId: string; id: string; bundleId: string; orderProcedureId: string; by: string; reason: string; at: Date },
): Promise<{ statusBefore: BundleStatus; statusAfter: BundleStatus } | null> {
  const t = p.tenantId;
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`with before as (select b.status from bundles b where b.tenant_id = ${t} and b.id = ${p.bundleId}),
      rv as (
        update ticket_logs set status = 'revoked', revoked_by_id = ${p.by}, revoked_at = ${p.at.toISOString()}::timestamptz, revoke_reason = ${p.reason}
        where tenant_id = ${t} and id = ${p.id} and status in ('valid', 'pending') and not ${inSettledDay('ticket_logs')}
        returning tenant_id, user_id, business_date, qty, amount
      ),
      tot as (${addToDayTotals(sql`rv`, -1, 'one')}),
      rel as (
        update bundle_procedure_claims c set qty = c.qty - rv.qty from rv
        where c.tenant_id = ${t} and c.bundle_id = ${p.bundleId} and c.order_procedure_id = ${p.orderProcedureId}
        returning c.qty
      ),
      ${bundleCacheArms(t, p.bundleId, p.orderProcedureId, sql`rel`, sql`rel.qty`)}
      select (select status from before) as "before", (select status from bun) as "after"`,
  );
  const r = rows[0];
  if (r?.after === null || r?.after === undefined) return null;
  return { statusBefore: r.before as BundleStatus, statusAfter: r.after as BundleStatus };
}

// ---- Beds -----------------------------------------------------------------------------------------------

/** What decides a bed's status (core deriveCuttingTimeStatus), read after one of its bundles changed. */
export async function bedFacts(tx: TenantTx, tenantId: string, bedId: string) {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ct.status,
        count(b.id) filter (where b.status <> 'void') as "bundleCount",
        count(b.id) filter (where b.status <> 'void' and b.print_count > 0) as "printedBundles",
        count(b.id) filter (where b.status <> 'void' and b.reported_qty > 0) as "scannedBundles",
        count(b.id) filter (where b.status <> 'void' and b.completed_qty >= b.qty) as "completedBundles"
      from cutting_times ct left join bundles b on b.tenant_id = ct.tenant_id and b.cutting_time_id = ct.id
      where ct.tenant_id = ${tenantId} and ct.id = ${bedId}
      group by ct.status`,
  );
  const r = rows[0];
  if (r === undefined) return null;
  return {
    status: String(r.status),
    bundleCount: Number(r.bundleCount),
    printedBundles: Number(r.printedBundles),
    scannedBundles: Number(r.scannedBundles),
    completedBundles: Number(r.completedBundles),
  };
}

export async function setBedStatus(tx: TenantTx, tenantId: string, bedId: string, status: CuttingTimeStatus): Promise<void> {
  await tx.update(cuttingTimes).set({ status }).where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.id, bedId)));
}

/** A live bed to `status` when it is not there yet (one indexed update, no read before it). */
export async function markLiveBed(tx: TenantTx, tenantId: string, bedId: string, status: CuttingTimeStatus): Promise<void> {
  await tx.execute(sql`update cutting_times set status = ${status}
    where tenant_id = ${tenantId} and id = ${bedId} and status <> ${status} and status <> 'void'`);
}

// ---- Lists ----------------------------------------------------------------------------------------------

const reporter = alias(users, 'reporter');

const dtoColumns = {
  log: ticketLogs,
  userName: users.userName,
  name: users.name,
  employeeNo: users.employeeNo,
  organizationName: organizations.name,
  orderNo: orders.orderNo,
  styleNo: products.styleNo,
  bundleNo: bundles.bundleNo,
  color: bundles.color,
  size: bundles.size,
  reportedByName: reporter.name,
  shownStatus: recordStatusSql('ticket_logs'),
  settlementId: recordSettlementSql('ticket_logs'),
};

type DtoRow = {
  log: typeof ticketLogs.$inferSelect;
  userName: string;
  name: string;
  employeeNo: string | null;
  organizationName: string | null;
  orderNo: string;
  styleNo: string;
  bundleNo: number;
  color: string;
  size: string;
  reportedByName: string;
  shownStatus: TicketLogStatus;
  settlementId: string | null;
};

/** numeric text → the wire's decimal: trailing zeros beyond two decimals dropped ("1.200000" → "1.20"). */
export function wireDecimal(text: string, minFraction = 2): string {
  const [whole = '0', fraction = ''] = text.split('.');
  let f = fraction.replace(/0+$/, '');
  while (f.length < minFraction) f += '0';
  return f === '' ? whole : `${whole}.${f}`;
}

function toDto(r: DtoRow): TicketLogDto {
  const l = r.log;
  return {
    id: l.id,
    userId: l.userId,
    userName: r.userName,
    name: r.name,
    employeeNo: r.employeeNo,
    organizationId: l.organizationId,
    organizationName: r.organizationName,
    orderId: l.orderId,
    orderNo: r.orderNo,
    styleNo: r.styleNo,
    bundleId: l.bundleId,
    bundleNo: r.bundleNo,
    color: r.color,
    size: r.size,
    orderProcedureId: l.orderProcedureId,
    procedureName: l.procedureName,
    qty: l.qty,
    unitPrice: wireDecimal(l.unitPrice),
    coefficient: wireDecimal(l.coefficient),
    amount: wireDecimal(l.amount),
    businessDate: l.businessDate,
    occurredAt: l.occurredAt.toISOString(),
    source: l.source,
    reportedByUserId: l.reportedByUserId,
    reportedByName: r.reportedByName,
    status: r.shownStatus,
    revokedAt: l.revokedAt?.toISOString() ?? null,
    revokeReason: l.revokeReason,
    settlementId: r.settlementId,
    remark: l.remark,
  };
}

function dtoQuery(tx: TenantTx) {
  return tx
    .select(dtoColumns)
    .from(ticketLogs)
    .innerJoin(users, and(eq(users.tenantId, ticketLogs.tenantId), eq(users.id, ticketLogs.userId)))
    .innerJoin(reporter, and(eq(reporter.tenantId, ticketLogs.tenantId), eq(reporter.id, ticketLogs.reportedByUserId)))
    .leftJoin(organizations, and(eq(organizations.tenantId, ticketLogs.tenantId), eq(organizations.id, ticketLogs.organizationId)))
    .innerJoin(orders, and(eq(orders.tenantId, ticketLogs.tenantId), eq(orders.id, ticketLogs.orderId)))
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .innerJoin(bundles, and(eq(bundles.tenantId, ticketLogs.tenantId), eq(bundles.id, ticketLogs.bundleId)));
}

export async function loadTicketLog(tx: TenantTx, tenantId: string, id: string): Promise<TicketLogDto | null> {
  const [row] = await dtoQuery(tx).where(and(eq(ticketLogs.tenantId, tenantId), eq(ticketLogs.id, id)));
  return row ? toDto(row) : null;
}

export async function loadTicketLogByRequest(tx: TenantTx, tenantId: string, clientRequestId: string): Promise<TicketLogDto | null> {
  const [row] = await dtoQuery(tx).where(and(eq(ticketLogs.tenantId, tenantId), eq(ticketLogs.clientRequestId, clientRequestId)));
  return row ? toDto(row) : null;
}

/** The WHERE of a list: the filter (organization = its subtree, given as ids) within the caller's scope. */
export function ticketLogWhere(tenantId: string, f: TicketLogListFilter, organizationIds: readonly string[] | null, scope: SQL | undefined): SQL | undefined {
  return and(
    eq(ticketLogs.tenantId, tenantId),
    f.from === null ? undefined : gte(ticketLogs.businessDate, f.from),
    f.to === null ? undefined : lte(ticketLogs.businessDate, f.to),
    organizationIds === null ? undefined : inArray(ticketLogs.organizationId, [...organizationIds]),
    f.userId === null ? undefined : eq(ticketLogs.userId, f.userId),
    f.orderId === null ? undefined : eq(ticketLogs.orderId, f.orderId),
    f.orderProcedureId === null ? undefined : eq(ticketLogs.orderProcedureId, f.orderProcedureId),
    f.bundleId === null ? undefined : eq(ticketLogs.bundleId, f.bundleId),
    f.status === null ? undefined : recordStatusIs('ticket_logs', f.status),
    scope,
  );
}

/** Newest first; the id breaks ties so pages never overlap. */
export async function selectTicketLogs(tx: TenantTx, where: SQL | undefined, limit: number, offset: number): Promise<TicketLogDto[]> {
  const rows = await dtoQuery(tx).where(where).orderBy(desc(ticketLogs.occurredAt), desc(ticketLogs.id)).limit(limit).offset(offset);
  return rows.map(toDto);
}

/** The whole filter: every record counted; qty and exact amount of the live ones (pending, valid, settled) only. */
export async function ticketLogTotals(tx: TenantTx, where: SQL | undefined): Promise<TicketLogTotalsDto> {
  const live = inArray(ticketLogs.status, [...LIVE_TICKET_LOG_STATUSES]);
  const [row] = await tx
    .select({
      recordCount: countInt,
      qty: sql<number>`coalesce(sum(${ticketLogs.qty}) filter (where ${live}), 0)::int`,
      amount: sql<string>`coalesce(sum(${ticketLogs.amount}) filter (where ${live}), 0)::text`,
    })
    .from(ticketLogs)
    .where(where);
  return { recordCount: row?.recordCount ?? 0, qty: row?.qty ?? 0, amount: wireDecimal(row?.amount ?? '0') };
}
