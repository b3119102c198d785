import { WAGE_CONFIRM_STATUSES, type WageConfirmStatus, type WageConfirmationFilter, type WageSettlementDto, type WageSettlementItemDto, type WageSettlementRow, type WageSettlementStatus } from '@eticket/core/wages';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import { inSettledDay } from '../../db/settled-day-sql';
import { containsPattern } from '../../http/route-helpers';
import { amountsOf, deducting, inIds, isoOf, itemAmountColumns, lineAmount, textOf, workerOf } from './wage-sql';

/**
 * Settlement queries, each one statement over the whole settlement (no row-by-row round trips): calculating
 * the items, owning and releasing the worker-days, the overlap check, and the reads.
 *
 * A settlement's sources are the valid work records of days no settlement owns and the unstamped adjustments of its period,
 * of the workers in its items (or, when calculating, in its scope), made before it was calculated (an
 * adjustment answering one of its disputes belongs to it whenever it was made).
 */

/** What the service decides with: the list row of a settlement. */
export type SettlementRow = WageSettlementRow;

/**
 * Workers a calculation covers: in scope (the settlement's chosen workers when it names any, else its
 * organizations), and with no locked or paid settlement overlapping the period.
 */
function eligibleWorkers(tenantId: string, settlementId: string, organizationIds: readonly string[] | null): SQL {
  return sql`select u.id, u.organization_id from users u
    join wage_settlements s on s.tenant_id = u.tenant_id and s.id = ${settlementId}
    where u.tenant_id = ${tenantId}
      and (case when jsonb_array_length(s.user_ids) > 0 then s.user_ids ? u.id::text
        else ${organizationIds === null ? sql`true` : inIds(sql`u.organization_id`, organizationIds)} end)
      and not exists (
        select 1 from wage_settlement_items i2 join wage_settlements s2 on s2.tenant_id = i2.tenant_id and s2.id = i2.settlement_id
        where i2.tenant_id = u.tenant_id and i2.user_id = u.id and s2.id <> s.id and s2.status in ('locked', 'paid')
          and s2.period_start <= s.period_end and s2.period_end >= s.period_start)`;
}

/** Records of the settlement `s` for the workers of relation `w` (columns id). */
const recordSources = (tenantId: string) => sql`ticket_logs l join w on w.id = l.user_id
  where l.tenant_id = ${tenantId} and l.business_date between s.period_start and s.period_end
    and l.status = 'valid' and not ${inSettledDay('l')} and l.creation_time <= s.calculated_at`;

const adjustmentSources = (tenantId: string) => sql`wage_adjustments a join w on w.id = a.user_id
  where a.tenant_id = ${tenantId} and a.business_date between s.period_start and s.period_end and a.settlement_id is null
    and (a.creation_time <= s.calculated_at or (a.source_type = 'wageSettlementItem' and a.source_id in (
      select i.id from wage_settlement_items i where i.tenant_id = ${tenantId} and i.settlement_id = s.id)))`;

/**
 * Replace the items of a draft from its sources as of now, and its totals from the items: three statements.
 * `organizationIds` is the scope expanded to every organization below (null = the whole company).
 */
export async function calculateItems(tx: TenantTx, tenantId: string, settlementId: string, organizationIds: readonly string[] | null): Promise<void> {
  await queryRows(tx, sql`update wage_settlements set calculated_at = now() where tenant_id = ${tenantId} and id = ${settlementId}`);
  await queryRows(tx, sql`delete from wage_settlement_items where tenant_id = ${tenantId} and settlement_id = ${settlementId}`);
  await queryRows(
    tx,
    sql`with s as (select * from wage_settlements where tenant_id = ${tenantId} and id = ${settlementId}),
      w as (${eligibleWorkers(tenantId, settlementId, organizationIds)}),
      rec as (select l.user_id, count(*)::int as n, sum(l.qty)::int as q, sum(${lineAmount('l')}) as amount from s, ${recordSources(tenantId)} group by l.user_id),
      adj as (
        select a.user_id, coalesce(sum(a.amount) filter (where not ${deducting('a')}), 0) as plus, coalesce(sum(a.amount) filter (where ${deducting('a')}), 0) as minus
        from s, ${adjustmentSources(tenantId)} group by a.user_id)
      insert into wage_settlement_items (tenant_id, settlement_id, user_id, organization_id, record_count, piece_qty, piece_amount, addition_amount, deduction_amount, net_amount)
      select ${tenantId}, ${settlementId}, w.id, w.organization_id, coalesce(rec.n, 0), coalesce(rec.q, 0), coalesce(rec.amount, 0),
        coalesce(adj.plus, 0), coalesce(adj.minus, 0), round(coalesce(rec.amount, 0) + coalesce(adj.plus, 0) - coalesce(adj.minus, 0), 2)
      from w left join rec on rec.user_id = w.id left join adj on adj.user_id = w.id
      where rec.user_id is not null or adj.user_id is not null`,
  );
  await refreshTotals(tx, tenantId, settlementId);
}

/** The settlement's totals are Σ of its items (the total is Σ of the rounded nets). */
export async function refreshTotals(tx: TenantTx, tenantId: string, settlementId: string): Promise<void> {
  await queryRows(
    tx,
    sql`update wage_settlements s set worker_count = t.n, total_qty = t.q, piece_amount = t.piece, addition_amount = t.plus, deduction_amount = t.minus, total_amount = t.net,
        concurrency_stamp = gen_random_uuid()::text
      from (select count(*)::int as n, coalesce(sum(piece_qty), 0)::int as q, coalesce(sum(piece_amount), 0) as piece, coalesce(sum(addition_amount), 0) as plus,
              coalesce(sum(deduction_amount), 0) as minus, coalesce(sum(net_amount), 0) as net
            from wage_settlement_items where tenant_id = ${tenantId} and settlement_id = ${settlementId}) t
      where s.tenant_id = ${tenantId} and s.id = ${settlementId}`,
  );
}

/** Recompute one item from its sources (after a resolution added an adjustment), then the totals. */
export async function recalculateItem(tx: TenantTx, tenantId: string, settlementId: string, itemId: string): Promise<void> {
  await queryRows(
    tx,
    sql`with s as (select * from wage_settlements where tenant_id = ${tenantId} and id = ${settlementId}),
      w as (select i.user_id as id from wage_settlement_items i where i.tenant_id = ${tenantId} and i.id = ${itemId}),
      rec as (select count(*)::int as n, coalesce(sum(l.qty), 0)::int as q, coalesce(sum(${lineAmount('l')}), 0) as amount from s, ${recordSources(tenantId)}),
      adj as (
        select coalesce(sum(a.amount) filter (where not ${deducting('a')}), 0) as plus, coalesce(sum(a.amount) filter (where ${deducting('a')}), 0) as minus
        from s, ${adjustmentSources(tenantId)})
      update wage_settlement_items i set record_count = rec.n, piece_qty = rec.q, piece_amount = rec.amount, addition_amount = adj.plus, deduction_amount = adj.minus,
        net_amount = round(rec.amount + adj.plus - adj.minus, 2)
      from rec, adj where i.tenant_id = ${tenantId} and i.id = ${itemId}`,
  );
  await refreshTotals(tx, tenantId, settlementId);
}

/** A worker of the settlement who already has a locked or paid settlement overlapping its period. */
export async function lockedOverlap(
  tx: TenantTx,
  tenantId: string,
  settlementId: string,
): Promise<{ name: string; settlementNo: string; periodStart: string; periodEnd: string } | null> {
  const rows = await queryRows<{ name: string; settlementNo: string; periodStart: string; periodEnd: string }>(
    tx,
    sql`select u.name, s2.settlement_no as "settlementNo", s2.period_start::text as "periodStart", s2.period_end::text as "periodEnd"
      from wage_settlements s
      join wage_settlement_items i on i.tenant_id = s.tenant_id and i.settlement_id = s.id
      join wage_settlement_items i2 on i2.tenant_id = i.tenant_id and i2.user_id = i.user_id and i2.settlement_id <> s.id
      join wage_settlements s2 on s2.tenant_id = i2.tenant_id and s2.id = i2.settlement_id and s2.status in ('locked', 'paid')
        and s2.period_start <= s.period_end and s2.period_end >= s.period_start
      join users u on u.tenant_id = i.tenant_id and u.id = i.user_id
      where s.tenant_id = ${tenantId} and s.id = ${settlementId}
      limit 1`,
  );
  return rows[0] ?? null;
}

/** Locking is serialized per tenant, so two settlements of one worker cannot both pass the overlap check. */
export async function serializeLocking(tx: TenantTx, tenantId: string): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext(${`wages.lock:${tenantId}`}))`);
}

/**
 * How many of the settlement's items no longer match the period's valid records: a record revoked or added
 * since the calculation. The caller rolls back when any do: all or nothing.
 *
 * One grouped read of the period's valid records, writing nothing: a read-only statement with the period as
 * constants may run in parallel on PostgreSQL, where the same read inside a data-modifying statement may not.
 * Every worker of the period is grouped and the items joined after: a filter on the items' workers let the
 * planner, which cannot know how many items a fresh settlement has, probe the period once per worker (ten
 * times slower at a million records). The overlap check ran first, so none of these worker-days is owned
 * yet: every valid record of the period will be the settlement's once its days are written.
 */
export async function mismatchedRecords(tx: TenantTx, tenantId: string, settlementId: string, periodStart: string, periodEnd: string): Promise<number> {
  const records = await queryRows<{ mismatched: number }>(
    tx,
    sql`with rec as (
        select l.user_id, count(*)::int as n, sum(l.qty)::int as q, sum(${lineAmount('l')}) as amount
        from ticket_logs l
        where l.tenant_id = ${tenantId} and l.business_date between ${periodStart}::date and ${periodEnd}::date and l.status = 'valid'
        group by l.user_id)
      select count(*)::int as mismatched from wage_settlement_items i left join rec on rec.user_id = i.user_id
      where i.tenant_id = ${tenantId} and i.settlement_id = ${settlementId}
        and (coalesce(rec.n, 0) <> i.record_count or coalesce(rec.q, 0) <> i.piece_qty or coalesce(rec.amount, 0) <> i.piece_amount)`,
  );
  return records[0]?.mismatched ?? 0;
}

/**
 * Take the settlement's adjustments (stamped with its id) and answer how many items they no longer match: an
 * adjustment changed, added or removed since the calculation. The caller rolls back when any do.
 */
export async function stampAdjustments(tx: TenantTx, tenantId: string, settlementId: string): Promise<number> {
  const items = sql`select i.user_id from wage_settlement_items i where i.tenant_id = ${tenantId} and i.settlement_id = ${settlementId}`;
  const adjustments = await queryRows<{ mismatched: number }>(
    tx,
    sql`with s as (select * from wage_settlements where tenant_id = ${tenantId} and id = ${settlementId}),
      stamped_adjustments as (
        update wage_adjustments a set settlement_id = ${settlementId}
        from s where a.tenant_id = ${tenantId} and a.user_id in (${items}) and a.business_date between s.period_start and s.period_end and a.settlement_id is null
          and (a.creation_time <= s.calculated_at or (a.source_type = 'wageSettlementItem' and a.source_id in (
            select i.id from wage_settlement_items i where i.tenant_id = ${tenantId} and i.settlement_id = ${settlementId})))
        returning a.user_id, a.type, a.amount),
      adj as (
        select a.user_id, coalesce(sum(a.amount) filter (where not ${deducting('a')}), 0) as plus, coalesce(sum(a.amount) filter (where ${deducting('a')}), 0) as minus
        from stamped_adjustments a group by a.user_id)
      select count(*)::int as mismatched from wage_settlement_items i left join adj on adj.user_id = i.user_id
      where i.tenant_id = ${tenantId} and i.settlement_id = ${settlementId}
        and (coalesce(adj.plus, 0) <> i.addition_amount or coalesce(adj.minus, 0) <> i.deduction_amount)`,
  );
  return adjustments[0]?.mismatched ?? 0;
}

/**
 * The settlement takes the days of its period for each of its workers (workers without records, held by
 * their adjustments, too: a worker's locked settlements never overlap in dates). One INSERT … SELECT; the
 * primary key refuses a day another settlement owns (unique violation, `SETTLED_DAY_TAKEN`).
 */
export async function ownDays(tx: TenantTx, tenantId: string, settlementId: string): Promise<void> {
  await queryRows(
    tx,
    sql`insert into wage_settled_days (tenant_id, user_id, business_date, settlement_id)
      select i.tenant_id, i.user_id, d::date, s.id
      from wage_settlements s
        join wage_settlement_items i on i.tenant_id = s.tenant_id and i.settlement_id = s.id
        cross join generate_series(s.period_start, s.period_end, interval '1 day') d
      where s.tenant_id = ${tenantId} and s.id = ${settlementId}`,
  );
}

/** The SQLSTATE of a day already owned by another settlement (primary key of wage_settled_days). */
export const SETTLED_DAY_TAKEN = '23505';

/** Give the days back (unlock), which frees their records; the settlement has already left `locked`, which the days' guard requires. */
export async function releaseDays(tx: TenantTx, tenantId: string, settlementId: string): Promise<void> {
  await queryRows(tx, sql`delete from wage_settled_days where tenant_id = ${tenantId} and settlement_id = ${settlementId}`);
}

/** Take the settlement's stamp off its adjustments (unlock); their guard, too, requires it out of `locked`. */
export async function releaseAdjustments(tx: TenantTx, tenantId: string, settlementId: string): Promise<void> {
  await queryRows(tx, sql`update wage_adjustments set settlement_id = null where tenant_id = ${tenantId} and settlement_id = ${settlementId}`);
}

/**
 * Pending items of confirming settlements whose deadline passed confirm themselves; then those settlements
 * move on. Answers how many settlements were due.
 */
export async function applyDueAutoConfirm(tx: TenantTx, tenantId: string, now: Date): Promise<number> {
  const due = await queryRows<{ id: string }>(
    tx,
    sql`select id from wage_settlements where tenant_id = ${tenantId} and status = 'confirming' and auto_confirm_at <= ${now.toISOString()}::timestamptz`,
  );
  if (due.length === 0) return 0;
  const ids = due.map((d) => d.id);
  await queryRows(
    tx,
    sql`update wage_settlement_items set confirm_status = 'autoConfirmed', confirmed_at = ${now.toISOString()}::timestamptz
      where tenant_id = ${tenantId} and confirm_status = 'pending' and ${inIds(sql`settlement_id`, ids)}`,
  );
  await promoteConfirmed(tx, tenantId, ids, now);
  return ids.length;
}

/** Confirming settlements (of these ids) whose every item is confirmed become confirmed. */
export async function promoteConfirmed(tx: TenantTx, tenantId: string, ids: readonly string[], now: Date): Promise<void> {
  await queryRows(
    tx,
    sql`update wage_settlements s set status = 'confirmed', confirmed_at = ${now.toISOString()}::timestamptz, concurrency_stamp = gen_random_uuid()::text
      where s.tenant_id = ${tenantId} and s.status = 'confirming' and ${inIds(sql`s.id`, ids)}
        and not exists (select 1 from wage_settlement_items i where i.tenant_id = s.tenant_id and i.settlement_id = s.id
          and i.confirm_status not in ('confirmed', 'autoConfirmed', 'forceConfirmed'))`,
  );
}

// ---- Reads ------------------------------------------------------------------------------------------------

export async function settlementRow(tx: TenantTx, tenantId: string, id: string): Promise<SettlementRow | null> {
  const rows = await queryRows<Record<string, unknown>>(tx, sql`select ${SETTLEMENT_COLUMNS} from ${SETTLEMENT_FROM} where s.tenant_id = ${tenantId} and s.id = ${id}`);
  const r = rows[0];
  return r === undefined ? null : toRow(r);
}

/** itemId → confirmation, for the machine. */
export async function itemStatuses(tx: TenantTx, tenantId: string, settlementId: string): Promise<Record<string, WageConfirmStatus>> {
  const rows = await queryRows<{ id: string; status: WageConfirmStatus }>(
    tx,
    sql`select id, confirm_status as status from wage_settlement_items where tenant_id = ${tenantId} and settlement_id = ${settlementId}`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

const SETTLEMENT_COLUMNS = sql`s.id, s.settlement_no as "settlementNo", s.period_start::text as "periodStart", s.period_end::text as "periodEnd",
  s.organization_ids as "organizationIds", s.user_ids as "userIds", s.status, s.remark, s.calculated_at as "calculatedAt", s.submitted_at as "submittedAt",
  s.auto_confirm_at as "autoConfirmAt", s.confirmed_at as "confirmedAt", s.locked_at as "lockedAt", lb.name as "lockedByName",
  s.paid_date::text as "paidDate", s.payment_proof_urls as "paymentProofUrls", s.payment_note as "paymentNote",
  s.worker_count as "workerCount", s.total_qty as "totalQty", s.piece_amount::text as "pieceAmount", s.addition_amount::text as "additionAmount",
  s.deduction_amount::text as "deductionAmount", s.total_amount::text as "totalAmount", cb.name as "creatorName", s.creation_time as "creationTime",
  s.concurrency_stamp as "concurrencyStamp"`;

const SETTLEMENT_FROM = sql`wage_settlements s
  left join users lb on lb.tenant_id = s.tenant_id and lb.id = s.locked_by_id
  left join users cb on cb.tenant_id = s.tenant_id and cb.id = s.creator_id`;

function toRow(r: Record<string, unknown>): WageSettlementRow {
  return {
    id: String(r.id),
    settlementNo: String(r.settlementNo),
    periodStart: String(r.periodStart),
    periodEnd: String(r.periodEnd),
    organizationIds: r.organizationIds as string[],
    userIds: r.userIds as string[],
    status: r.status as WageSettlementStatus,
    remark: textOf(r.remark),
    calculatedAt: isoOf(r.calculatedAt) ?? '',
    submittedAt: isoOf(r.submittedAt),
    autoConfirmAt: isoOf(r.autoConfirmAt),
    confirmedAt: isoOf(r.confirmedAt),
    lockedAt: isoOf(r.lockedAt),
    lockedByName: textOf(r.lockedByName),
    paidDate: textOf(r.paidDate),
    workerCount: Number(r.workerCount),
    totalQty: Number(r.totalQty),
    pieceAmount: String(r.pieceAmount),
    additionAmount: String(r.additionAmount),
    deductionAmount: String(r.deductionAmount),
    totalAmount: String(r.totalAmount),
    creatorName: textOf(r.creatorName),
    creationTime: isoOf(r.creationTime) ?? '',
    concurrencyStamp: String(r.concurrencyStamp),
  };
}

export async function loadSettlement(tx: TenantTx, tenantId: string, id: string): Promise<WageSettlementDto | null> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${SETTLEMENT_COLUMNS},
        (select coalesce(jsonb_object_agg(c.confirm_status, c.n), '{}'::jsonb) from (
          select confirm_status, count(*)::int as n from wage_settlement_items i where i.tenant_id = s.tenant_id and i.settlement_id = s.id group by confirm_status) c) as "confirmCounts"
      from ${SETTLEMENT_FROM} where s.tenant_id = ${tenantId} and s.id = ${id}`,
  );
  const r = rows[0];
  if (r === undefined) return null;
  const counts = r.confirmCounts as Partial<Record<WageConfirmStatus, number>>;
  return {
    ...toRow(r),
    paymentProofUrls: r.paymentProofUrls as string[],
    paymentNote: textOf(r.paymentNote),
    confirmCounts: Object.fromEntries(WAGE_CONFIRM_STATUSES.map((status) => [status, counts[status] ?? 0])) as Record<WageConfirmStatus, number>,
  };
}

export interface SettlementListWhere {
  keyword: string | null;
  year: number | null;
  status: WageSettlementStatus | null;
}

function settlementWhere(tenantId: string, f: SettlementListWhere): SQL {
  return sql`s.tenant_id = ${tenantId}
    ${f.year === null ? sql`` : sql`and s.period_start >= ${`${String(f.year)}-01-01`}::date and s.period_start <= ${`${String(f.year)}-12-31`}::date`}
    ${f.status === null ? sql`` : sql`and s.status = ${f.status}`}
    ${f.keyword === null ? sql`` : sql`and (s.settlement_no ilike ${containsPattern(f.keyword)} or s.remark ilike ${containsPattern(f.keyword)})`}`;
}

export async function listSettlements(tx: TenantTx, tenantId: string, f: SettlementListWhere, orderBy: SQL, limit: number, offset: number): Promise<{ items: WageSettlementRow[]; totalCount: number }> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${SETTLEMENT_COLUMNS}, (count(*) over ())::int as total from ${SETTLEMENT_FROM} where ${settlementWhere(tenantId, f)}
      order by ${orderBy} limit ${limit} offset ${offset}`,
  );
  let totalCount = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const counted = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from wage_settlements s where ${settlementWhere(tenantId, f)}`);
    totalCount = counted[0]?.n ?? 0;
  }
  return { items: rows.map(toRow), totalCount };
}

const ITEM_COLUMNS = sql`i.id, i.settlement_id as "settlementId", i.user_id as "userId", u.user_name as "userName", u.name, u.employee_no as "employeeNo",
  i.organization_id as "organizationId", o.name as "organizationName", i.record_count as "recordCount", ${itemAmountColumns('i')},
  i.confirm_status as "confirmStatus", i.confirmed_at as "confirmedAt", i.dispute_reason as "disputeReason", i.disputed_at as "disputedAt",
  i.resolve_remark as "resolveRemark", i.resolved_at as "resolvedAt", i.reminded_at as "remindedAt"`;

const ITEM_FROM = sql`wage_settlement_items i
  join users u on u.tenant_id = i.tenant_id and u.id = i.user_id
  left join organizations o on o.tenant_id = i.tenant_id and o.id = i.organization_id`;

function toItem(r: Record<string, unknown>): WageSettlementItemDto {
  return {
    id: String(r.id),
    settlementId: String(r.settlementId),
    ...workerOf(r),
    recordCount: Number(r.recordCount),
    ...amountsOf(r),
    confirmStatus: r.confirmStatus as WageConfirmStatus,
    confirmedAt: isoOf(r.confirmedAt),
    disputeReason: textOf(r.disputeReason),
    disputedAt: isoOf(r.disputedAt),
    resolveRemark: textOf(r.resolveRemark),
    resolvedAt: isoOf(r.resolvedAt),
    remindedAt: isoOf(r.remindedAt),
  };
}

export async function loadItem(tx: TenantTx, tenantId: string, itemId: string): Promise<WageSettlementItemDto | null> {
  const rows = await queryRows<Record<string, unknown>>(tx, sql`select ${ITEM_COLUMNS} from ${ITEM_FROM} where i.tenant_id = ${tenantId} and i.id = ${itemId}`);
  const r = rows[0];
  return r === undefined ? null : toItem(r);
}

/** Items of a settlement by confirmation and keyword; `userIds` narrows to a data scope (null = everyone). */
export async function listItems(
  tx: TenantTx,
  tenantId: string,
  settlementId: string,
  f: WageConfirmationFilter,
  scope: SQL,
): Promise<{ items: WageSettlementItemDto[]; totalCount: number }> {
  const where = sql`i.tenant_id = ${tenantId} and i.settlement_id = ${settlementId} and ${scope}
    ${f.status === null ? sql`` : sql`and i.confirm_status = ${f.status}`}
    ${f.keyword === null ? sql`` : sql`and (u.name ilike ${containsPattern(f.keyword)} or u.user_name ilike ${containsPattern(f.keyword)} or u.employee_no ilike ${containsPattern(f.keyword)})`}`;
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${ITEM_COLUMNS}, (count(*) over ())::int as total from ${ITEM_FROM} where ${where}
      order by u.employee_no nulls last, u.name, i.id limit ${f.maxResultCount} offset ${f.skipCount}`,
  );
  let totalCount = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && f.skipCount > 0) {
    const counted = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${ITEM_FROM} where ${where}`);
    totalCount = counted[0]?.n ?? 0;
  }
  return { items: rows.map(toItem), totalCount };
}

/** Every item of a settlement (print data), in organization then employee order. */
export async function allItems(tx: TenantTx, tenantId: string, settlementId: string, userIds: readonly string[] | null, scope: SQL): Promise<WageSettlementItemDto[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${ITEM_COLUMNS} from ${ITEM_FROM}
      where i.tenant_id = ${tenantId} and i.settlement_id = ${settlementId} and ${scope} ${userIds === null ? sql`` : sql`and ${inIds(sql`i.user_id`, userIds)}`}
      order by o.name nulls last, i.organization_id, u.employee_no nulls last, u.name, i.id`,
  );
  return rows.map(toItem);
}

/** The next number of a settlement starting on `periodStart` (WS20260301-01, -02 …). */
export async function nextSequence(tx: TenantTx, tenantId: string, prefix: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select (coalesce(max(substring(settlement_no from '-([0-9]+)$')::int), 0) + 1)::int as n from wage_settlements
      where tenant_id = ${tenantId} and settlement_no like ${`${prefix}-%`}`,
  );
  return rows[0]?.n ?? 1;
}
