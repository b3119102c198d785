import { SettingNames } from '@eticket/core/abp';
import type { BundleStatus, CuttingTimeStatus, OrderProcedurePriceDto } from '@eticket/core/production';
import { LIVE_TICKET_LOG_STATUSES, type TicketLogDto, type TicketLogListFilter, type TicketLogSource, type TicketLogStatus, type TicketLogTotalsDto } from '@eticket/core/scanning';
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import { bundles, orders, organizations, products, ticketLogs, users } from '../../db/schema/index';
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

export interface ScanContextInput {
  code: string;
  orderProcedureId: string;
  workerId: string;
  clientRequestId: string;
}

/**
 * One statement for any number of scans: per scan the first record of its clientRequestId, the bundle of the
 * code (bundle or part ticket, locked — all of them in id order, so two such statements cannot deadlock),
 * whether the code was voided, the order, the procedure, what is claimed, the worker with their organization
 * and level, and the scan settings. Rows in the order of `inputs`.
 */
export async function scanContexts(tx: TenantTx, tenantId: string, inputs: readonly ScanContextInput[]): Promise<ScanContextRow[]> {
  const t = tenantId;
  const json = JSON.stringify(inputs.map((p, i) => ({ i, code: p.code, order_procedure_id: p.orderProcedureId, worker_id: p.workerId, client_request_id: p.clientRequestId })));
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`with v as (
        select * from jsonb_to_recordset(${json}::jsonb) as x(i int, code text, order_procedure_id uuid, worker_id uuid, client_request_id text)
      ),
      target as (
        select v.i, (select y.bundle_id from (
          select b.id as bundle_id from bundles b where b.tenant_id = ${t} and b.code = v.code
          union all
          select pt.bundle_id from part_tickets pt where pt.tenant_id = ${t} and pt.code = v.code
        ) y limit 1) as bundle_id from v
      ),
      locked as (
        select b.id, b.order_id, b.cutting_time_id, b.bundle_no, b.qty, b.status, b.scan_blocked, b.color, b.size
        from bundles b where b.tenant_id = ${t} and b.id = any(array(select bundle_id from target where bundle_id is not null))
        order by b.id
        for no key update of b
      ),
      s as (
        select ${setting(t, SettingNames.ScanRequireApproval)} as "requireApproval", ${setting(t, SettingNames.TimeZone)} as "timeZone"
      )
      select
        e.id as "existingId", e.reported_by_user_id as "existingReporterId",
        exists (select 1 from voided_ticket_codes vc where vc.tenant_id = ${t} and vc.code = v.code) as "voided",
        k.id as "bundleId", k.order_id as "orderId", k.cutting_time_id as "cuttingTimeId", ct.status as "bedStatus", k.bundle_no as "bundleNo", k.qty as "bundleQty",
        k.status as "bundleStatus", k.scan_blocked as "scanBlocked", k.color, k.size,
        o.order_no as "orderNo", o.status as "orderStatus", pr.style_no as "styleNo",
        op.order_id as "procedureOrderId", op.name as "procedureName", op.default_price::text as "defaultPrice", op.prices,
        op.is_outsourced as "procedureOutsourced",
        coalesce(c.qty, 0) as "reported",
        u.id as "workerId", u.user_name as "workerUserName", u.name as "workerName", u.employee_no as "employeeNo", u.is_active as "workerActive",
        u.organization_id as "organizationId", org.name as "organizationName", u.technical_level_id as "technicalLevelId", tl.coefficient::text as "coefficient",
        s."requireApproval", s."timeZone"
      from v join target tg on tg.i = v.i cross join s
      left join locked k on k.id = tg.bundle_id
      left join lateral (select e.id, e.reported_by_user_id from ticket_logs e where e.tenant_id = ${t} and e.client_request_id = v.client_request_id limit 1) e on true
      left join lateral (select ct.status from cutting_times ct where ct.tenant_id = ${t} and ct.id = k.cutting_time_id limit 1) ct on true
      left join lateral (select o.order_no, o.status, o.product_id from orders o where o.tenant_id = ${t} and o.id = k.order_id limit 1) o on true
      left join lateral (select pr.style_no from products pr where pr.tenant_id = ${t} and pr.id = o.product_id limit 1) pr on true
      left join lateral (select op.order_id, op.name, op.default_price, op.prices, op.is_outsourced from order_procedures op
        where op.tenant_id = ${t} and op.id = v.order_procedure_id limit 1) op on true
      left join lateral (select c.qty from bundle_procedure_claims c where c.tenant_id = ${t} and c.bundle_id = k.id and c.order_procedure_id = v.order_procedure_id limit 1) c on true
      left join lateral (select u.id, u.user_name, u.name, u.employee_no, u.is_active, u.organization_id, u.technical_level_id from users u
        where u.tenant_id = ${t} and u.id = v.worker_id limit 1) u on true
      left join lateral (select org.name from organizations org where org.tenant_id = ${t} and org.id = u.organization_id limit 1) org on true
      left join lateral (select tl.coefficient from technical_levels tl where tl.tenant_id = ${t} and tl.id = u.technical_level_id limit 1) tl on true
      order by v.i`,
  );
  if (rows.length !== inputs.length) throw new Error('scan context returned a row per scan');
  return rows as unknown as ScanContextRow[];
}

/** One scan's context (scanContexts of one). */
export async function scanContext(tx: TenantTx, p: ScanContextInput & { tenantId: string }): Promise<ScanContextRow> {
  const [row] = await scanContexts(tx, p.tenantId, [p]);
  if (row === undefined) throw new Error('scan context returned no row');
  return row;
}

/**
 * Lock the bundles of some codes (bundle or part tickets) in id order, as scanContexts does: a writer that
 * then scans them one by one cannot wait in a circle with a scan group holding some of them.
 */
export async function lockBundlesOfCodes(tx: TenantTx, tenantId: string, codes: readonly string[]): Promise<void> {
  const t = tenantId;
  await tx.execute(sql`with c as (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) as code)
    select b.id from bundles b
    where b.tenant_id = ${t} and b.id in (
      select b1.id from bundles b1 join c on b1.tenant_id = ${t} and b1.code = c.code
      union all
      select pt.bundle_id from part_tickets pt join c on pt.tenant_id = ${t} and pt.code = c.code)
    order by b.id
    for no key update of b`);
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

export interface ClaimOptions {
  /** false: the caller adds the records to the days' totals later. */
  countDay?: boolean;
  /**
   * Per scan, the outcome its caller already answered with (a write group): the record's id, the qty it takes
   * and its claim counter after. A duplicate request id then fails the statement (no ON CONFLICT), and so
   * does any claim or record that comes out otherwise (eticket_expect): the transaction cannot commit half.
   */
  expected?: readonly ExpectedClaim[];
}

export interface ExpectedClaim {
  id: string;
  qty: number;
  claimedAfter: number;
}

/**
 * Two CTE arms, `caches` and `bun`: the cached quantities of the bundles of `from` — a row set of (bundle_id,
 * order_procedure_id, qty), one row per bundle: its procedure's claim just became qty (the statement's
 * snapshot does not see its own writes, so the writer passes what it wrote; no row, nothing written) —
 * reported = the most on one procedure, completed = the least over the order's procedures (capped at the
 * bundle qty), each computed once; then each bundle updated with them and the status that follows (domain
 * §5.3); `bun` returns the bundles' ids and new statuses. Then `beds`: the beds of the bundles whose status
 * changed follow them in the same statement (bedStatusSql) — a bundle now in progress puts its bed in
 * production without counting; any other change counts the bed's bundles, with this statement's new values
 * for the ones it changed (its snapshot shows the old ones).
 */
function bundleCacheArms(tenantId: string, from: SQL): SQL {
  return sql`caches as materialized (
        select f.bundle_id,
          (select greatest(f.qty, coalesce(max(c2.qty), 0)) from bundle_procedure_claims c2
            where c2.tenant_id = ${tenantId} and c2.bundle_id = f.bundle_id and c2.order_procedure_id <> f.order_procedure_id) as reported,
          (select coalesce(min(case when op2.id = f.order_procedure_id then f.qty else coalesce(c3.qty, 0) end), 0)
            from bundles b2 join order_procedures op2 on op2.tenant_id = b2.tenant_id and op2.order_id = b2.order_id
            left join bundle_procedure_claims c3 on c3.tenant_id = b2.tenant_id and c3.bundle_id = b2.id and c3.order_procedure_id = op2.id
            where b2.tenant_id = ${tenantId} and b2.id = f.bundle_id) as completed
        from ${from} f
      ),
      bun as (
        update bundles b set reported_qty = k.reported, completed_qty = least(b.qty, k.completed),
          status = case when b.status = 'void' then b.status
            when least(b.qty, k.completed) >= b.qty then 'completed'
            when k.reported > 0 then 'inProgress'
            when b.print_count > 0 then 'printed' else 'created' end,
          last_modification_time = now()
        from caches k
        where b.tenant_id = ${tenantId} and b.id = k.bundle_id
        returning b.id, b.status, b.reported_qty, b.completed_qty
      ),
      moved as materialized (
        select b0.cutting_time_id as bed_id, bool_and(bun.status = 'inProgress') as live
        from bun join bundles b0 on b0.tenant_id = ${tenantId} and b0.id = bun.id
        where bun.status is distinct from b0.status and b0.cutting_time_id is not null
        group by b0.cutting_time_id
      ),
      bed_facts as (
        select m.bed_id,
          count(*) filter (where s.status <> 'void')::int as bundle_count,
          count(*) filter (where s.status <> 'void' and s.print_count > 0)::int as printed,
          count(*) filter (where s.status <> 'void' and s.reported_qty > 0)::int as scanned,
          count(*) filter (where s.status <> 'void' and s.completed_qty >= s.qty)::int as completed
        from moved m
        join bundles b on b.tenant_id = ${tenantId} and b.cutting_time_id = m.bed_id
        left join bun on bun.id = b.id
        cross join lateral (select coalesce(bun.status, b.status) as status, coalesce(bun.reported_qty, b.reported_qty) as reported_qty,
          coalesce(bun.completed_qty, b.completed_qty) as completed_qty, b.print_count, b.qty) s
        where not m.live
        group by m.bed_id
      ),
      beds as (
        update cutting_times ct set status = n.next
        from (
          select m.bed_id, 'inProduction' as next from moved m where m.live
          union all
          select f.bed_id, ${bedStatusSql(sql`f.bundle_count`, sql`f.printed`, sql`f.scanned`, sql`f.completed`)} from bed_facts f
        ) n
        where ct.tenant_id = ${tenantId} and ct.id = n.bed_id and ct.status <> n.next and ct.status <> 'void'
        returning ct.id
      )`;
}

/**
 * A live bed's status from its bundle counts, as SQL: the same rule as core deriveCuttingTimeStatus (a test
 * holds the two together), for statements that move bundles and their beds at once.
 */
export function bedStatusSql(bundleCount: SQL, printed: SQL, scanned: SQL, completed: SQL): SQL {
  return sql`(case when ${bundleCount} = 0 then 'planned' when ${completed} >= ${bundleCount} then 'done'
    when ${scanned} > 0 then 'inProduction' when ${printed} > 0 then 'printed' else 'bundled' end)`;
}

/**
 * One statement for any number of scans of one tenant, at most one per bundle and per clientRequestId: per
 * scan n = the asked qty or the rest; its counter rises by n only if it stays ≤ the bundle qty (an atomic
 * conditional upsert: concurrent scans of the last pieces cannot both pass) and only if no record of its
 * clientRequestId exists; its record is inserted only when its claim succeeded; then the bundles' caches and
 * (unless `countDay` is false: the caller adds the records later) the days' totals. Runs after scanContexts
 * locked the bundles, so its snapshot sees every earlier claim of them. Outcomes in the order of `values`.
 */
export async function claimAndRecordMany(tx: TenantTx, tenantId: string, values: readonly RecordValues[], options: ClaimOptions = {}): Promise<ClaimOutcome[]> {
  const t = tenantId;
  const { countDay = true, expected } = options;
  if (expected !== undefined && expected.length !== values.length) throw new Error('one expected outcome per scan');
  const json = JSON.stringify(
    values.map((v, i) => ({
      i,
      id: expected?.[i]?.id ?? null,
      expect_after: expected?.[i]?.claimedAfter ?? null,
      bundle_id: v.bundleId,
      order_id: v.orderId,
      order_procedure_id: v.orderProcedureId,
      qty: expected?.[i]?.qty ?? v.qty,
      user_id: v.userId,
      organization_id: v.organizationId,
      procedure_name: v.procedureName,
      unit_price: v.unitPrice,
      technical_level_id: v.technicalLevelId,
      coefficient: v.coefficient,
      business_date: v.businessDate,
      occurred_at: v.occurredAt.toISOString(),
      source: v.source,
      reported_by_user_id: v.reportedByUserId,
      status: v.status,
      client_request_id: v.clientRequestId,
      remark: v.remark,
    })),
  );
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`with v as (
        select * from jsonb_to_recordset(${json}::jsonb) as x(i int, id uuid, expect_after int, bundle_id uuid, order_id uuid, order_procedure_id uuid, qty int, user_id uuid,
          organization_id uuid, procedure_name text, unit_price numeric, technical_level_id uuid, coefficient numeric, business_date date,
          occurred_at timestamptz, source text, reported_by_user_id uuid, status text, client_request_id text, remark text)
      ),
      want as (
        select v.*, b.qty as bundle_qty, b.status as status_before, coalesce(c.qty, 0) as claimed,
          coalesce(v.qty, b.qty - coalesce(c.qty, 0)) as n,
          (select l.id from ticket_logs l where l.tenant_id = ${t} and l.client_request_id = v.client_request_id) as dup
        from v
        join lateral (select b.qty, b.status from bundles b where b.tenant_id = ${t} and b.id = v.bundle_id limit 1) b on true
        left join lateral (select c.qty from bundle_procedure_claims c
          where c.tenant_id = ${t} and c.bundle_id = v.bundle_id and c.order_procedure_id = v.order_procedure_id limit 1) c on true
      ),
      claim as (
        insert into bundle_procedure_claims as c (tenant_id, bundle_id, order_procedure_id, order_id, qty)
        select ${t}, w.bundle_id, w.order_procedure_id, w.order_id, w.n from want w
        where w.n > 0 and w.claimed + w.n <= w.bundle_qty and w.dup is null
        order by w.bundle_id, w.order_procedure_id
        on conflict (tenant_id, bundle_id, order_procedure_id) do update set qty = c.qty + excluded.qty
          where c.qty + excluded.qty <= (select b.qty from bundles b where b.tenant_id = c.tenant_id and b.id = c.bundle_id)
        returning c.bundle_id, c.order_procedure_id, c.qty
      ),
      ins as (
        insert into ticket_logs (id, tenant_id, user_id, organization_id, order_id, bundle_id, order_procedure_id, procedure_name, qty, unit_price,
          technical_level_id, coefficient, amount, business_date, occurred_at, source, reported_by_user_id, status, client_request_id, remark)
        select coalesce(w.id, gen_random_uuid()), ${t}, w.user_id, w.organization_id, w.order_id, w.bundle_id, w.order_procedure_id, w.procedure_name, w.n, w.unit_price,
          w.technical_level_id, w.coefficient, w.n * w.unit_price, w.business_date, w.occurred_at,
          w.source, w.reported_by_user_id, w.status, w.client_request_id, w.remark
        from want w join claim k on k.bundle_id = w.bundle_id and k.order_procedure_id = w.order_procedure_id
        order by w.i
        ${expected === undefined ? sql`on conflict (tenant_id, client_request_id) do nothing` : sql``}
        returning id, tenant_id, user_id, business_date, qty, amount, bundle_id, client_request_id
      ),${countDay ? sql`
      tot as (${addToDayTotals(sql`ins`, 1, values.length === 1 ? 'one' : 'many')}),` : sql``}
      done as (
        select k.bundle_id, k.order_procedure_id, k.qty from claim k join ins on ins.bundle_id = k.bundle_id
      ),
      ${bundleCacheArms(t, sql`done`)}
      select w.i, ins.id, w.n, w.claimed as "claimedBefore", k.qty as "claimedAfter", w.bundle_qty as "bundleQty", w.dup as "existingId",
        w.status_before as "statusBefore", bun.status as "statusAfter"${
          expected === undefined
            ? sql``
            : sql`,
        eticket_expect(ins.id is not null and k.qty = w.expect_after, 'a claim or record of a write group did not come out as predicted') as "asPredicted"`
        }
      from want w
      left join claim k on k.bundle_id = w.bundle_id and k.order_procedure_id = w.order_procedure_id
      left join ins on ins.client_request_id = w.client_request_id
      left join bun on bun.id = w.bundle_id
      order by w.i`,
  );
  const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
  return values.map((_, i) => {
    const r = byIndex.get(i);
    if (r === undefined) throw new Error('claim returned no row for a scan');
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
  });
}

/** One scan's claim and record (claimAndRecordMany of one). */
export async function claimAndRecord(tx: TenantTx, v: RecordValues, countDay = true): Promise<ClaimOutcome> {
  const [outcome] = await claimAndRecordMany(tx, v.tenantId, [v], { countDay });
  if (outcome === undefined) throw new Error('claim returned no row');
  return outcome;
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
        returning c.bundle_id, c.order_procedure_id, c.qty
      ),
      ${bundleCacheArms(t, sql`rel`)}
      select (select status from before) as "before", (select status from bun) as "after"`,
  );
  const r = rows[0];
  if (r?.after === null || r?.after === undefined) return null;
  return { statusBefore: r.before as BundleStatus, statusAfter: r.after as BundleStatus };
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
