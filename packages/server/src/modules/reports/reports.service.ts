import { translate, type Locale } from '@eticket/core/i18n';
import type { OrganizationDto } from '@eticket/core/people';
import {
  REPORT_DEFINITIONS,
  ReportLimits,
  bundleDone,
  chartPoints,
  completionPercent,
  moneyCell,
  moneyMicros,
  rollupOrganizations,
  slowestProcedure,
  totalRow,
  type ReportChartDto,
  type ReportDefinition,
  type ReportDto,
  type ReportFilter,
  type ReportRow,
} from '@eticket/core/reports';
import { subtreeIds } from '@eticket/core/tree';
import type { TenantTx } from '../../db/context';
import type { Reply } from '../../http/types';
import { fieldError } from '../../http/validation';
import { xlsxReply, type XlsxColumn } from '../catalog/xlsx';
import { resolveCallerScope, scopeFilter } from '../people/data-scope.service';
import { listOrganizations } from '../people/organizations.service';
import { cuttingReportOf } from '../production/report.service';
import { ticketLogs } from '../../db/schema/index';
import {
  activeOrders,
  dailyRows,
  inHouseProcedures,
  liveBundles,
  organizationFacts,
  procedureRows,
  reportedPerBundle,
  workTotals,
  workerRows,
  type WorkScope,
} from './reports.store';

/**
 * The report center: each report's query, its rows in the shape of its definition (core REPORT_DEFINITIONS),
 * the total row and the chart points; the Excel export writes the same table. Reports of people's work are
 * confined to the caller's data scope; another tenant's rows are never read (RLS, and tenant_id in every
 * WHERE).
 */

export interface ReportCaller {
  tenantId: string;
  userId: string;
  locale: Locale;
}

interface Built {
  rows: ReportRow[];
  totals: ReportRow;
  truncated: boolean;
  /** Rows the chart is drawn from (default: all rows). */
  chartRows?: readonly ReportRow[];
}

interface Context {
  tx: TenantTx;
  caller: ReportCaller;
  filter: ReportFilter;
  organizations: readonly OrganizationDto[];
  work: WorkScope;
}

const LIMIT = ReportLimits.rowsMax;

function organizationName(ctx: Context, id: string | null): string {
  const org = id === null ? undefined : ctx.organizations.find((o) => o.id === id);
  return org?.name ?? translate(ctx.caller.locale, 'Reports.Unassigned');
}

/** Rows up to the limit, and whether more matched (the query asked for one more). */
function capped<T>(rows: readonly T[]): { rows: T[]; truncated: boolean } {
  return { rows: rows.slice(0, LIMIT), truncated: rows.length > LIMIT };
}

async function productionDaily(ctx: Context, def: ReportDefinition): Promise<Built> {
  const found = capped(await dailyRows(ctx.tx, ctx.work, LIMIT + 1));
  const rows = found.rows.map((r) => ({
    businessDate: r.businessDate,
    organization: organizationName(ctx, r.organizationId),
    qty: r.qty,
    amount: moneyCell(moneyMicros(r.amount)),
    workers: r.workers,
    records: r.records,
  }));
  const all = await workTotals(ctx.tx, ctx.work);
  return { rows, truncated: found.truncated, totals: totalRow(def.columns, rows, { businessDate: null, workers: all.workers, amount: moneyCell(moneyMicros(all.amount)), records: all.records }) };
}

async function workerOutput(ctx: Context, def: ReportDefinition): Promise<Built> {
  const found = capped(await workerRows(ctx.tx, ctx.work, LIMIT + 1));
  const rows = found.rows.map((r, i) => ({
    rank: i + 1,
    employeeNo: r.employeeNo,
    name: r.name === '' ? r.userName : r.name,
    organization: organizationName(ctx, r.organizationId),
    qty: r.qty,
    amount: moneyCell(moneyMicros(r.amount)),
    records: r.records,
  }));
  const all = await workTotals(ctx.tx, ctx.work);
  return { rows, truncated: found.truncated, totals: totalRow(def.columns, rows, { rank: null, amount: moneyCell(moneyMicros(all.amount)), records: all.records }), chartRows: rows.slice(0, ReportLimits.chartPointsMax) };
}

async function procedureOutput(ctx: Context, def: ReportDefinition): Promise<Built> {
  const found = capped(await procedureRows(ctx.tx, ctx.work, LIMIT + 1));
  const rows = found.rows.map((r) => ({ procedureName: r.procedureName, qty: r.qty, amount: moneyCell(moneyMicros(r.amount)), workers: r.workers, records: r.records }));
  const all = await workTotals(ctx.tx, ctx.work);
  return { rows, truncated: found.truncated, totals: totalRow(def.columns, rows, { workers: all.workers, amount: moneyCell(moneyMicros(all.amount)), records: all.records }) };
}

async function organizationOutput(ctx: Context, def: ReportDefinition): Promise<Built> {
  const facts = (await organizationFacts(ctx.tx, ctx.work)).map((f) => ({ ...f, amount: moneyMicros(f.amount) }));
  const lines = rollupOrganizations(ctx.organizations, facts, ctx.filter.organizationId, translate(ctx.caller.locale, 'Reports.Unassigned'));
  const shown = lines.filter((line) => line.records > 0 || line.depth === 0);
  const toRow = (line: (typeof lines)[number]): ReportRow => ({
    organization: `${'\u3000'.repeat(line.depth)}${line.name}`,
    qty: line.qty,
    amount: moneyCell(line.amount),
    headcount: line.headcount,
    records: line.records,
  });
  const found = capped(shown);
  const rows = found.rows.map(toRow);
  const top = shown.filter((line) => line.depth === 0);
  const all = await workTotals(ctx.tx, ctx.work);
  const totals = totalRow(def.columns, top.map(toRow), { organization: null, headcount: all.workers, amount: moneyCell(moneyMicros(all.amount)) });
  return { rows, truncated: found.truncated, totals, chartRows: top.map(toRow) };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const list = out.get(key(item));
    if (list === undefined) out.set(key(item), [item]);
    else list.push(item);
  }
  return out;
}

async function orderProgress(ctx: Context, def: ReportDefinition): Promise<Built> {
  const { tx, caller, filter } = ctx;
  const found = capped(await activeOrders(tx, caller.tenantId, filter.from, filter.to, filter.keyword, LIMIT + 1));
  const ids = found.rows.map((o) => o.id);
  const [bundleRows, procedures, reported] = [await liveBundles(tx, caller.tenantId, ids), await inHouseProcedures(tx, caller.tenantId, ids), await reportedPerBundle(tx, caller.tenantId, ids)];
  const perBundle = new Map<string, Map<string, number>>();
  const perProcedure = new Map<string, number>();
  const reportedPerOrder = new Map<string, number>();
  for (const r of reported) {
    const sums = perBundle.get(r.bundleId) ?? new Map<string, number>();
    sums.set(r.orderProcedureId, (sums.get(r.orderProcedureId) ?? 0) + r.qty);
    perBundle.set(r.bundleId, sums);
    perProcedure.set(r.orderProcedureId, (perProcedure.get(r.orderProcedureId) ?? 0) + r.qty);
    reportedPerOrder.set(r.orderId, (reportedPerOrder.get(r.orderId) ?? 0) + r.qty);
  }
  const proceduresOf = groupBy(procedures, (p) => p.orderId);
  const bundlesOf = groupBy(bundleRows, (b) => b.orderId);
  const rows = found.rows.map((order): ReportRow => {
    const own = proceduresOf.get(order.id) ?? [];
    const procedureIds = own.map((p) => p.id);
    const orderBundles = bundlesOf.get(order.id) ?? [];
    const completed = orderBundles.reduce((s, b) => s + Math.min(b.qty, bundleDone(procedureIds, perBundle.get(b.id) ?? new Map())), 0);
    const slowest = slowestProcedure(own.map((p) => ({ id: p.id, name: p.name, qty: perProcedure.get(p.id) ?? 0 })));
    return {
      orderNo: order.orderNo,
      styleNo: order.styleNo,
      productName: order.productName,
      orderedQty: order.orderedQty,
      cutQty: orderBundles.reduce((s, b) => s + b.qty, 0),
      procedures: own.length,
      reportedQty: reportedPerOrder.get(order.id) ?? 0,
      slowestProcedure: slowest?.name ?? null,
      slowestQty: slowest?.qty ?? null,
      completedQty: completed,
      completion: completionPercent(completed, order.orderedQty),
    };
  });
  const sum = (key: string) => rows.reduce((s, r) => s + (typeof r[key] === 'number' ? (r[key]) : 0), 0);
  const totals = totalRow(def.columns, rows, { procedures: null, slowestQty: null, completion: completionPercent(sum('completedQty'), sum('orderedQty')) });
  return { rows, truncated: found.truncated, totals, chartRows: rows.slice(0, ReportLimits.chartPointsMax) };
}

async function cutting(ctx: Context, def: ReportDefinition): Promise<Built> {
  const report = await cuttingReportOf(ctx.tx, ctx.caller.tenantId, {
    groupBy: ['day', 'style'],
    cutDate: { start: ctx.filter.from, end: ctx.filter.to },
    cutterUserId: null,
    customerId: null,
    productId: null,
  });
  const found = capped(report.rows);
  const rows = found.rows.map((r) => ({ cutDate: r.keys[0]?.label ?? '', style: r.keys[1]?.label ?? '', beds: r.bedCount, bundles: r.bundleCount, cutQty: r.qty }));
  return { rows, truncated: found.truncated, totals: totalRow(def.columns, rows, { beds: report.totals.bedCount, bundles: report.totals.bundleCount, cutQty: report.totals.qty }) };
}

const BUILDERS = { productionDaily, orderProgress, workerOutput, procedureOutput, organizationOutput, cutting } as const;

/** The organization filter: the organization and every one below it; an id not of this tenant is a 400. */
function organizationIds(organizations: readonly OrganizationDto[], id: string | null): readonly string[] | null {
  if (id === null) return null;
  if (!organizations.some((o) => o.id === id)) throw fieldError('organizationId', 'Production.Validation.IdInvalid');
  return [...subtreeIds(organizations, id)];
}

export async function reportOf(tx: TenantTx, caller: ReportCaller, filter: ReportFilter): Promise<ReportDto> {
  const def = REPORT_DEFINITIONS[filter.kind];
  // Reports of people's work name organizations; the others need no tree.
  const organizations = def.scoped ? (await listOrganizations(tx, caller.tenantId)).items : [];
  const scope = def.scoped ? await resolveCallerScope(tx, caller.tenantId, caller.userId) : { kind: 'all' as const };
  const work: WorkScope = {
    tenantId: caller.tenantId,
    from: filter.from,
    to: filter.to,
    organizationIds: def.filters.organization ? organizationIds(organizations, filter.organizationId) : null,
    keyword: def.filters.keyword ? filter.keyword : null,
    visible: scopeFilter(scope, { userId: ticketLogs.userId, organizationId: ticketLogs.organizationId }),
  };
  const built = await BUILDERS[filter.kind]({ tx, caller, filter, organizations, work }, def);
  const chart: ReportChartDto | null =
    def.chart === null
      ? null
      : {
          type: def.chart.type,
          series: def.chart.series,
          points: chartPoints(built.chartRows ?? built.rows, def.chart.category, def.chart.series, def.chart.type === 'line' ? ReportLimits.rangeDaysMax : ReportLimits.chartPointsMax),
        };
  return { kind: def.kind, columns: def.columns, rows: built.rows, totals: built.totals, chart, truncated: built.truncated };
}

const CELL_KINDS = { text: 'text', date: 'text', int: 'int', money: 'price', percent: 'price' } as const;

/** The report as an Excel workbook: the same columns, rows and total row. */
export async function reportWorkbook(tx: TenantTx, caller: ReportCaller, filter: ReportFilter, now: Date): Promise<Reply> {
  const report = await reportOf(tx, caller, filter);
  const def = REPORT_DEFINITIONS[filter.kind];
  const columns = report.columns.map(
    (column): XlsxColumn<ReportRow> => ({
      header: column.label,
      kind: CELL_KINDS[column.kind],
      width: column.kind === 'text' ? 20 : 14,
      value: (row) => row[column.key] ?? null,
    }),
  );
  const footer = report.columns.map((column, i) => (i === 0 ? translate(caller.locale, 'Reports.TotalRow') : (report.totals[column.key] ?? null)));
  return xlsxReply(caller.locale, def.title, columns, report.rows, now, footer);
}
