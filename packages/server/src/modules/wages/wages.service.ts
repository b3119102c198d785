import { SettingNames } from '@eticket/core/abp';
import { formatDecimal, parseDecimal } from '@eticket/core/money';
import { businessDateIn, monthStart } from '@eticket/core/production';
import { subtreeIds } from '@eticket/core/tree';
import {
  monthEnd,
  signedAdjustment,
  sumWageAmounts,
  type MyWageDto,
  type MyWageFilter,
  type MySettlementItemDto,
  type PayrollGroupDto,
  type PayrollPrintDto,
  type PayslipAdjustmentDto,
  type PayslipLineDto,
  type PayslipPrintDto,
  type PayslipPrintFilter,
  type WageAdjustmentType,
  type WageConfirmStatus,
  type WageDetailDto,
  type WageDetailFilter,
  type WageDetailLineDto,
  type WageFilter,
  type WagePageDto,
  type WageRowDto,
  type WageSettledState,
  type WageSettlementHeaderDto,
  type WageSettlementStatus,
  type WageSortField,
} from '@eticket/core/wages';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import { earnsWage, inDaysOf, inSettledDay, joinSettledDay } from '../../db/settled-day-sql';
import { Errors } from '../../http/errors';
import { containsPattern } from '../../http/route-helpers';
import { organizationRows } from '../people/users.store';
import { settlementRow } from './settlement.store';
import { settlementItems } from './settlement.service';
import { callerScopeSql, type WageActor } from './wage-scope';
import { amountColumns, amountsOf, deducting, inIds, isoOf, itemAmountColumns, lineAmount, textOf, workerOf } from './wage-sql';

/**
 * Live wages (what each worker earned in a period, settled or not), the worker's own view, and the print
 * data of a settlement. One statement per list over the period's records and adjustments, grouped per
 * worker; the same money rules as a settlement (wage-sql).
 */

/** Per worker of `w` (users in filter and scope): the period's live figures and how much of it is settled. */
function perWorker(tenantId: string, periodStart: string, periodEnd: string, workers: SQL): SQL {
  return sql`w as (${workers}),
    rec as (
      select l.user_id, count(*)::int as n, sum(l.qty)::int as piece_qty, sum(${lineAmount('l')}) as piece,
        count(*) filter (where d.user_id is null)::int as open_n, count(*) filter (where d.user_id is not null)::int as settled_n
      from ticket_logs l join w on w.id = l.user_id ${joinSettledDay('l', 'd')}
      where l.tenant_id = ${tenantId} and l.business_date between ${periodStart} and ${periodEnd} and l.status = 'valid'
      group by l.user_id),
    adj as (
      select a.user_id, sum(a.amount) filter (where not ${deducting('a')}) as additions, sum(a.amount) filter (where ${deducting('a')}) as deductions,
        count(*) filter (where a.settlement_id is null)::int as open_n, count(*) filter (where a.settlement_id is not null)::int as settled_n
      from wage_adjustments a join w on w.id = a.user_id
      where a.tenant_id = ${tenantId} and a.business_date between ${periodStart} and ${periodEnd}
      group by a.user_id),
    per as (
      select w.*, coalesce(rec.n, 0) as record_count, rec.piece_qty, rec.piece, adj.additions, adj.deductions,
        coalesce(rec.open_n, 0) + coalesce(adj.open_n, 0) as open_n, coalesce(rec.settled_n, 0) + coalesce(adj.settled_n, 0) as settled_n,
        round(coalesce(rec.piece, 0) + coalesce(adj.additions, 0) - coalesce(adj.deductions, 0), 2) as net
      from w left join rec on rec.user_id = w.id left join adj on adj.user_id = w.id
      where rec.user_id is not null or adj.user_id is not null)`;
}

const SORT: Record<WageSortField, SQL> = {
  employeeNo: sql`per.employee_no`,
  name: sql`per.name`,
  pieceQty: sql`per.piece_qty`,
  pieceAmount: sql`per.piece`,
  netAmount: sql`per.net`,
};

function settledStateOf(open: number, settled: number): WageSettledState {
  if (open === 0) return 'settled';
  return settled === 0 ? 'unsettled' : 'partly';
}

async function liveQuery(tx: TenantTx, actor: WageActor, f: WageFilter): Promise<{ withSql: SQL; where: SQL }> {
  const tree = f.organizationId === null ? [] : await organizationRows(tx, actor.tenantId);
  const organizations = f.organizationId === null ? null : [...subtreeIds(tree, f.organizationId)];
  const pattern = f.keyword === null ? null : containsPattern(f.keyword);
  const workers = sql`select u.id, u.user_name, u.name, u.employee_no, u.organization_id, u.technical_level_id from users u
    where u.tenant_id = ${actor.tenantId} and ${await callerScopeSql(tx, actor, 'u')}
      ${organizations === null ? sql`` : sql`and ${inIds(sql`u.organization_id`, organizations)}`}
      ${f.userId === null ? sql`` : sql`and u.id = ${f.userId}`}
      ${pattern === null ? sql`` : sql`and (u.name ilike ${pattern} or u.user_name ilike ${pattern} or u.employee_no ilike ${pattern})`}`;
  const where = f.settled === null ? sql`true` : f.settled === 'settled' ? sql`per.open_n = 0` : sql`per.open_n > 0`;
  return { withSql: perWorker(actor.tenantId, f.periodStart, f.periodEnd, workers), where };
}

function toRow(r: Record<string, unknown>): WageRowDto {
  return {
    userId: String(r.id),
    userName: String(r.user_name),
    name: String(r.name),
    employeeNo: textOf(r.employee_no),
    organizationId: textOf(r.organization_id),
    organizationName: textOf(r.organizationName),
    technicalLevelId: textOf(r.technical_level_id),
    technicalLevelName: textOf(r.technicalLevelName),
    recordCount: Number(r.record_count),
    ...amountsOf(r),
    settledState: settledStateOf(Number(r.open_n), Number(r.settled_n)),
    settlement:
      typeof r.settlementId !== 'string'
        ? null
        : {
            settlementId: r.settlementId,
            settlementNo: String(r.settlementNo),
            status: r.settlementStatus as WageSettlementStatus,
            itemId: String(r.itemId),
            confirmStatus: r.confirmStatus as WageConfirmStatus,
          },
  };
}

/** The live list's page (or, with `limit`, the export's rows) and its totals over every worker of the filter. */
export async function listWages(tx: TenantTx, actor: WageActor, f: WageFilter, limit = f.maxResultCount): Promise<WagePageDto> {
  const { withSql, where } = await liveQuery(tx, actor, f);
  const orderBy = f.sorting === null ? sql`per.employee_no nulls last, per.name, per.id` : sql`${SORT[f.sorting.field]} ${sql.raw(f.sorting.direction)} nulls last, per.id`;
  const offset = limit === f.maxResultCount ? f.skipCount : 0;
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`with ${withSql}
      select per.*, ${amountColumns('per.')}, o.name as "organizationName", tl.name as "technicalLevelName",
        latest.settlement_id as "settlementId", latest.settlement_no as "settlementNo", latest.status as "settlementStatus", latest.item_id as "itemId",
        latest.confirm_status as "confirmStatus"
      from per
      left join organizations o on o.tenant_id = ${actor.tenantId} and o.id = per.organization_id
      left join technical_levels tl on tl.tenant_id = ${actor.tenantId} and tl.id = per.technical_level_id
      left join lateral (
        select s.id as settlement_id, s.settlement_no, s.status, i.id as item_id, i.confirm_status
        from wage_settlement_items i join wage_settlements s on s.tenant_id = i.tenant_id and s.id = i.settlement_id
        where i.tenant_id = ${actor.tenantId} and i.user_id = per.id and s.period_start <= ${f.periodEnd} and s.period_end >= ${f.periodStart}
        order by s.creation_time desc limit 1) latest on true
      where ${where}
      order by ${orderBy} limit ${limit} offset ${offset}`,
  );
  const [totals] = await queryRows<Record<string, unknown>>(
    tx,
    sql`with ${withSql},
      tot as (select count(*)::int as workers, sum(per.piece_qty) as piece_qty, sum(per.piece) as piece, sum(per.additions) as additions,
        sum(per.deductions) as deductions, sum(per.net) as net_total from per where ${where})
      select workers, ${amountColumns()}, coalesce(net_total, 0)::numeric(18, 2)::text as "netTotal" from tot`,
  );
  return {
    items: rows.map(toRow),
    totalCount: Number(totals?.workers ?? 0),
    // Σ of each worker's rounded net, never the rounded Σ.
    totals: { ...amountsOf(totals ?? {}), netAmount: textOf(totals?.netTotal) ?? '0.00', workerCount: Number(totals?.workers ?? 0) },
  };
}

// ---- The worker's own -------------------------------------------------------------------------------------

export async function myWage(tx: TenantTx, actor: WageActor, f: MyWageFilter, now: Date): Promise<MyWageDto> {
  let periodStart = f.periodStart;
  let periodEnd = f.periodEnd;
  if (periodStart === null || periodEnd === null) {
    const zone = await queryRows<{ value: string }>(tx, sql`select value from settings where tenant_id = ${actor.tenantId} and name = ${SettingNames.TimeZone}`);
    const today = businessDateIn(now.getTime(), zone[0]?.value);
    periodStart = monthStart(today);
    periodEnd = monthEnd(periodStart);
  }
  const workers = sql`select u.id, u.user_name, u.name, u.employee_no, u.organization_id, u.technical_level_id from users u where u.tenant_id = ${actor.tenantId} and u.id = ${actor.userId}`;
  const [live] = await queryRows<Record<string, unknown>>(
    tx,
    sql`with ${perWorker(actor.tenantId, periodStart, periodEnd, workers)} select per.record_count, ${amountColumns('per.')} from per`,
  );
  const items = await queryRows<Record<string, unknown>>(
    tx,
    sql`select i.id as "itemId", s.id as "settlementId", s.settlement_no as "settlementNo", s.period_start::text as "periodStart", s.period_end::text as "periodEnd",
        s.status, i.confirm_status as "confirmStatus", i.confirmed_at as "confirmedAt", i.dispute_reason as "disputeReason", i.resolve_remark as "resolveRemark",
        s.auto_confirm_at as "autoConfirmAt", s.paid_date::text as "paidDate", ${itemAmountColumns('i')}
      from wage_settlement_items i join wage_settlements s on s.tenant_id = i.tenant_id and s.id = i.settlement_id
      where i.tenant_id = ${actor.tenantId} and i.user_id = ${actor.userId} and s.status <> 'draft'
      order by s.period_start desc, s.creation_time desc limit 24`,
  );
  return {
    periodStart,
    periodEnd,
    live: { ...amountsOf(live ?? {}), recordCount: Number(live?.record_count ?? 0) },
    settlements: items.map(
      (r): MySettlementItemDto => ({
        itemId: String(r.itemId),
        settlementId: String(r.settlementId),
        settlementNo: String(r.settlementNo),
        periodStart: String(r.periodStart),
        periodEnd: String(r.periodEnd),
        status: r.status as WageSettlementStatus,
        confirmStatus: r.confirmStatus as WageConfirmStatus,
        confirmedAt: isoOf(r.confirmedAt),
        disputeReason: textOf(r.disputeReason),
        resolveRemark: textOf(r.resolveRemark),
        autoConfirmAt: isoOf(r.autoConfirmAt),
        paidAt: textOf(r.paidDate),
        ...amountsOf(r),
      }),
    ),
  };
}

// ---- Print data -------------------------------------------------------------------------------------------

async function headerOf(tx: TenantTx, actor: WageActor, settlementId: string): Promise<WageSettlementHeaderDto & { held: boolean }> {
  const row = await settlementRow(tx, actor.tenantId, settlementId);
  if (row === null) throw Errors.notFound();
  return {
    id: row.id,
    settlementNo: row.settlementNo,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status: row.status,
    held: row.status === 'locked' || row.status === 'paid',
  };
}

/**
 * The settlement's own sources of these workers: once locked, the valid records of the days it owns and the
 * adjustments stamped with it; before, what it would take now.
 */
function sourceFilter(tenantId: string, settlementId: string, held: boolean, alias: 'l' | 'a'): SQL {
  const inPeriod = sql`${sql.raw(alias)}.business_date between s.period_start and s.period_end`;
  if (alias === 'l') {
    return held
      ? sql`l.status = 'valid' and ${inPeriod} and ${inDaysOf('l', settlementId)}`
      : sql`l.status = 'valid' and ${inPeriod} and not ${inSettledDay('l')} and l.creation_time <= s.calculated_at`;
  }
  if (held) return sql`a.settlement_id = ${settlementId}`;
  return sql`a.settlement_id is null and ${inPeriod} and (a.creation_time <= s.calculated_at or (a.source_type = 'wageSettlementItem' and a.source_id in (
    select i.id from wage_settlement_items i where i.tenant_id = ${tenantId} and i.settlement_id = s.id)))`;
}

export async function payslipPrintData(tx: TenantTx, actor: WageActor, f: PayslipPrintFilter, companyName: string): Promise<PayslipPrintDto> {
  const header = await headerOf(tx, actor, f.settlementId);
  const items = await settlementItems(tx, actor, f.settlementId, f.userIds.length === 0 ? null : f.userIds);
  const userIds = items.map((i) => i.userId);
  const lines = await queryRows<Record<string, unknown>>(
    tx,
    sql`select l.user_id as "userId", o.order_no as "orderNo", p.style_no as "styleNo", l.procedure_name as "procedureName", l.unit_price::text as "unitPrice",
        sum(l.qty)::int as qty, sum(${lineAmount('l')})::numeric(20, 4)::text as amount
      from wage_settlements s
      join ticket_logs l on l.tenant_id = s.tenant_id and ${inIds(sql`l.user_id`, userIds)} and ${sourceFilter(actor.tenantId, f.settlementId, header.held, 'l')}
      join orders o on o.tenant_id = l.tenant_id and o.id = l.order_id
      join products p on p.tenant_id = o.tenant_id and p.id = o.product_id
      where s.tenant_id = ${actor.tenantId} and s.id = ${f.settlementId}
      group by l.user_id, o.order_no, p.style_no, l.procedure_name, l.unit_price
      order by o.order_no, l.procedure_name, l.unit_price`,
  );
  const adjustments = await queryRows<Record<string, unknown>>(
    tx,
    sql`select a.user_id as "userId", a.business_date::text as "businessDate", a.type, a.amount::text as amount, a.reason
      from wage_settlements s
      join wage_adjustments a on a.tenant_id = s.tenant_id and ${inIds(sql`a.user_id`, userIds)} and ${sourceFilter(actor.tenantId, f.settlementId, header.held, 'a')}
      where s.tenant_id = ${actor.tenantId} and s.id = ${f.settlementId}
      order by a.business_date, a.creation_time`,
  );
  const { held: _held, ...settlement } = header;
  return {
    companyName,
    settlement,
    slips: items.map((item) => ({
      ...item,
      itemId: item.id,
      // One line per order, procedure and price: Σ qty and Σ of the records' amounts (each at 4 decimals).
      lines: lines
        .filter((l) => l.userId === item.userId)
        .map(
          (l): PayslipLineDto => ({
            orderNo: String(l.orderNo),
            styleNo: String(l.styleNo),
            procedureName: String(l.procedureName),
            unitPrice: formatDecimal(parseDecimal(String(l.unitPrice)), 2),
            qty: Number(l.qty),
            amount: String(l.amount),
          }),
        ),
      adjustments: adjustments
        .filter((a) => a.userId === item.userId)
        .map(
          (a): PayslipAdjustmentDto => ({
            businessDate: String(a.businessDate),
            type: a.type as WageAdjustmentType,
            signedAmount: formatDecimal(signedAdjustment(a.type as WageAdjustmentType, parseDecimal(String(a.amount))), 2, 2),
            reason: String(a.reason),
          }),
        ),
    })),
  };
}

export async function payrollPrintData(tx: TenantTx, actor: WageActor, settlementId: string, companyName: string): Promise<PayrollPrintDto> {
  const { held: _held, ...settlement } = await headerOf(tx, actor, settlementId);
  const items = await settlementItems(tx, actor, settlementId, null);
  const groups: PayrollGroupDto[] = [];
  for (const item of items) {
    let group = groups.at(-1);
    if (group?.organizationId !== item.organizationId) {
      group = { organizationId: item.organizationId, organizationName: item.organizationName, rows: [], subtotal: { ...sumWageAmounts([]), workerCount: 0 } };
      groups.push(group);
    }
    group.rows.push({
      itemId: item.id,
      userId: item.userId,
      name: item.name,
      employeeNo: item.employeeNo,
      confirmStatus: item.confirmStatus,
      pieceQty: item.pieceQty,
      pieceAmount: item.pieceAmount,
      additionAmount: item.additionAmount,
      deductionAmount: item.deductionAmount,
      grossAmount: item.grossAmount,
      netAmount: item.netAmount,
    });
  }
  for (const group of groups) group.subtotal = { ...sumWageAmounts(group.rows), workerCount: group.rows.length };
  return { companyName, settlement, groups, total: { ...sumWageAmounts(items), workerCount: items.length } };
}

// ---- A worker's piece detail ------------------------------------------------------------------------------

/** Who may read a worker's piece detail: a wage manager within their data scope, a worker for themselves. */
export interface DetailAccess {
  manager: boolean;
  self: boolean;
}

/**
 * One worker's records that count for the wage (valid, or held by a locked settlement) in a period: a page
 * of lines and the whole period's totals, each line's amount exact as the wage computes it. Someone the
 * caller may not see reads as not found; a worker asking for someone else is refused.
 */
export async function workerDetail(tx: TenantTx, actor: WageActor, f: WageDetailFilter, access: DetailAccess): Promise<WageDetailDto> {
  const own = f.userId === actor.userId && access.self;
  if (!own && !access.manager) throw Errors.forbidden();
  const scope = own ? sql`true` : await callerScopeSql(tx, actor, 'u');
  const [worker] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select u.id as "userId", u.user_name as "userName", u.name, u.employee_no as "employeeNo", u.organization_id as "organizationId", o.name as "organizationName"
      from users u left join organizations o on o.tenant_id = u.tenant_id and o.id = u.organization_id
      where u.tenant_id = ${actor.tenantId} and u.id = ${f.userId} and ${scope}`,
  );
  if (worker === undefined) throw Errors.notFound();
  const where = sql`l.tenant_id = ${actor.tenantId} and l.user_id = ${f.userId} and l.business_date between ${f.from} and ${f.to} and ${earnsWage('l')}`;
  const [totals] = await queryRows<{ n: number; qty: number; amount: unknown }>(
    tx,
    sql`select count(*)::int as n, coalesce(sum(l.qty), 0)::int as qty, coalesce(sum(${lineAmount('l')}), 0)::numeric(20, 4)::text as amount from ticket_logs l where ${where}`,
  );
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select l.id, l.business_date::text as "businessDate", l.occurred_at as "occurredAt", o.order_no as "orderNo", p.style_no as "styleNo", b.bundle_no as "bundleNo",
        l.procedure_name as "procedureName", l.qty, l.unit_price::text as "unitPrice", ${lineAmount('l')}::numeric(20, 4)::text as amount, ${inSettledDay('l')} as settled
      from ticket_logs l
      join orders o on o.tenant_id = l.tenant_id and o.id = l.order_id
      join products p on p.tenant_id = o.tenant_id and p.id = o.product_id
      join bundles b on b.tenant_id = l.tenant_id and b.id = l.bundle_id
      where ${where}
      order by l.business_date, l.occurred_at, l.id limit ${f.maxResultCount} offset ${f.skipCount}`,
  );
  return {
    worker: workerOf(worker),
    from: f.from,
    to: f.to,
    totalCount: totals?.n ?? 0,
    totals: { recordCount: totals?.n ?? 0, qty: totals?.qty ?? 0, amount: textOf(totals?.amount) ?? '0.0000' },
    items: rows.map(
      (r): WageDetailLineDto => ({
        id: String(r.id),
        businessDate: String(r.businessDate),
        occurredAt: isoOf(r.occurredAt) ?? '',
        orderNo: String(r.orderNo),
        styleNo: String(r.styleNo),
        bundleNo: Number(r.bundleNo),
        procedureName: String(r.procedureName),
        qty: Number(r.qty),
        unitPrice: formatDecimal(parseDecimal(String(r.unitPrice)), 2),
        amount: String(r.amount),
        settled: r.settled === true,
      }),
    ),
  };
}
