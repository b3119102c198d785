import {
  EMPTY_CELL,
  foldColumns,
  monthRange,
  periodDays,
  rowCells,
  sumCells,
  WageReportLimits,
  type KeyedCell,
  type UserMonthReportDto,
  type UserMonthReportFilter,
  type WageReportDto,
  type WageReportFilter,
} from '@eticket/core/wages';
import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { Errors } from '../../http/errors';
import { callerScopeSql, expandOrganizations, type WageActor } from './wage-scope';
import { keyTotals, orderLabels, reportWorker, workerDays, workerKeyCells, workerPage, type ReportSource } from './wage-report.store';
import { inIds } from './wage-sql';

/**
 * The wage reports. The pivot pages by worker; its columns and their totals, and the grand total, come from
 * every worker of the filter. By order or procedure the largest `topColumnsMax` get a column and the rest
 * share "other"; by day every day of the period is a column (the reader keeps it to `dayColumnsMax`).
 */

async function workersSql(tx: TenantTx, actor: WageActor, organizationId: string | null): Promise<SQL> {
  const organizations = organizationId === null ? null : await expandOrganizations(tx, actor.tenantId, [organizationId], () => 'organizationId');
  return sql`u.tenant_id = ${actor.tenantId} and ${await callerScopeSql(tx, actor, 'u')}
    ${organizations === null ? sql`` : sql`and ${inIds(sql`u.organization_id`, organizations)}`}`;
}

async function columnsOf(tx: TenantTx, s: ReportSource, f: WageReportFilter): Promise<{ columns: KeyedCell[]; folded: ReadonlySet<string> }> {
  const totals = await keyTotals(tx, s, f.by);
  if (f.by === 'day') {
    const byDay = new Map(totals.map((t) => [t.key, t.cell]));
    return { columns: periodDays(f.periodStart, f.periodEnd).map((day) => ({ key: day, label: day, detail: null, cell: byDay.get(day) ?? EMPTY_CELL })), folded: new Set() };
  }
  const keyed = totals.map((t): KeyedCell => ({ key: t.key, label: t.key, detail: null, cell: t.cell }));
  if (f.by === 'procedure') return foldColumns(keyed, WageReportLimits.topColumnsMax);
  // Orders are ranked by amount, then labelled (only the shown ones need their numbers).
  const labels = await orderLabels(tx, s.tenantId, keyed.map((k) => k.key));
  const named = keyed.map((k) => {
    const label = labels.get(k.key);
    return { ...k, label: label?.orderNo ?? k.key, detail: label?.styleNo ?? null };
  });
  return foldColumns(named, WageReportLimits.topColumnsMax);
}

/** The pivot's page (or, with `limit`, the export's rows from the first). */
export async function wageReport(tx: TenantTx, actor: WageActor, f: WageReportFilter, limit = f.maxResultCount): Promise<WageReportDto> {
  const s: ReportSource = {
    tenantId: actor.tenantId,
    periodStart: f.periodStart,
    periodEnd: f.periodEnd,
    workers: await workersSql(tx, actor, f.organizationId),
    orderId: f.orderId,
    productId: f.productId,
  };
  const { columns, folded } = await columnsOf(tx, s, f);
  const page = await workerPage(tx, s, limit, limit === f.maxResultCount ? f.skipCount : 0);
  const cells = await workerKeyCells(
    tx,
    s,
    f.by,
    page.workers.map((w) => w.userId),
  );
  const keys = columns.map((c) => c.key);
  return {
    by: f.by,
    periodStart: f.periodStart,
    periodEnd: f.periodEnd,
    columns: columns.map((c) => ({ key: c.key, label: c.label, detail: c.detail, total: c.cell })),
    items: page.workers.map((w) => ({ ...w, cells: rowCells(keys, folded, cells.get(w.userId) ?? new Map()) })),
    totalCount: page.totalCount,
    // Σ of the columns: every record is in exactly one column.
    total: sumCells(columns.map((c) => c.cell)),
  };
}

/** A worker's month: 404 when the worker is not the tenant's or not in the caller's scope. */
export async function userMonthReport(tx: TenantTx, actor: WageActor, f: UserMonthReportFilter): Promise<UserMonthReportDto> {
  const worker = await reportWorker(tx, actor.tenantId, await workersSql(tx, actor, null), f.userId);
  if (worker === null) throw Errors.notFound();
  const { start, end } = monthRange(f.month);
  const byDay = await workerDays(tx, actor.tenantId, f.userId, start, end);
  const days = periodDays(start, end).map((date) => ({ date, ...(byDay.get(date) ?? { ...EMPTY_CELL, recordCount: 0 }) }));
  return {
    worker,
    month: f.month,
    periodStart: start,
    periodEnd: end,
    days,
    total: { ...sumCells(days), recordCount: days.reduce((n, d) => n + d.recordCount, 0) },
  };
}
