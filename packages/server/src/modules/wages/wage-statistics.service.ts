import { buildTree, flattenTree } from '@eticket/core/tree';
import {
  changeOf,
  monthDates,
  monthNet,
  NO_ORGANIZATION,
  orgFigures,
  percentText,
  pivotYear,
  previousMonth,
  rollupOrganizations,
  totalOf,
  yearCells,
  type OrgMicros,
  type WageOrgMemberFilter,
  type WageOrgMemberPageDto,
  type WageOrgMemberRowDto,
  type WageOrgMonthFilter,
  type WageOrgMonthRowDto,
  type WageOrgMonthStatisticsDto,
  type WageYearFilter,
  type WageYearRowDto,
  type WageYearStatisticsDto,
  type WorkerMonthNet,
  type YearRowMicros,
} from '@eticket/core/wages';
import { formatDecimal, parseDecimal } from '@eticket/core/money';
import type { TenantTx } from '../../db/context';
import { organizationRows } from '../people/users.store';
import { resolveCallerScope } from '../people/data-scope.service';
import { expandOrganizations, scopeSql, type WageActor } from './wage-scope';
import { statisticsWorkers, workerMonthFigures, type StatisticsWorker } from './wage-statistics.store';

/**
 * Wage statistics: the store sums each worker's month once, core's rules round each worker month to the fen and
 * add those up (rows, organizations with their subtrees, totals), and the rows are paged here — the grand
 * totals always cover the whole filter.
 */

const fen = (micros: bigint) => formatDecimal(micros, 2, 2);
const byWorkerOrder = (a: StatisticsWorker, b: StatisticsWorker) =>
  (a.employeeNo ?? '\uffff').localeCompare(b.employeeNo ?? '\uffff') || a.name.localeCompare(b.name, 'zh-Hans-CN') || a.id.localeCompare(b.id);

type Tree = Awaited<ReturnType<typeof organizationRows>>;

/** The workers of the caller's scope (and of an organization's subtree), with the tree for names. */
async function scoped(tx: TenantTx, actor: WageActor, organizationId: string | null) {
  const tree: Tree = await organizationRows(tx, actor.tenantId);
  const organizations = organizationId === null ? null : await expandOrganizations(tx, actor.tenantId, [organizationId], () => 'organizationId');
  const resolved = await resolveCallerScope(tx, actor.tenantId, actor.userId);
  const scope = scopeSql(resolved, 'u');
  const workers = await statisticsWorkers(tx, actor.tenantId, scope, organizations);
  return { tree, organizations, scope: resolved.kind === 'all' ? ('all' as const) : scope, workers };
}

/** `limit` rows from `skip` (the export asks for all of them). */
const page = <T>(rows: readonly T[], skip: number, limit: number) => rows.slice(skip, skip + limit);

export async function yearStatistics(tx: TenantTx, actor: WageActor, f: WageYearFilter, limit = f.maxResultCount): Promise<WageYearStatisticsDto> {
  const { tree, organizations, scope, workers } = await scoped(tx, actor, f.organizationId);
  const figures = await workerMonthFigures(tx, actor.tenantId, scope, organizations, `${String(f.year)}-01-01`, `${String(f.year)}-12-31`);
  const workerById = new Map(workers.map((w) => [w.id, w]));
  const names = new Map(tree.map((o) => [o.id, o.name]));
  const orgKey = (userId: string) => {
    const org = workerById.get(userId)?.organizationId ?? null;
    return org !== null && names.has(org) ? org : NO_ORGANIZATION;
  };
  const { rows, totals } = pivotYear(figures, f.groupBy === 'worker' ? (u) => u : orgKey);
  const toRow = (key: string, row: YearRowMicros, name: string, employeeNo: string | null, organizationName: string | null): WageYearRowDto => ({
    key,
    name,
    employeeNo,
    organizationName,
    months: yearCells(row),
    pieceQty: row.pieceQty,
    total: fen(row.total),
    headcount: row.users.size,
  });
  let ordered: WageYearRowDto[];
  if (f.groupBy === 'worker') {
    ordered = workers
      .filter((w) => rows.has(w.id))
      .sort(byWorkerOrder)
      .flatMap((w) => {
        const row = rows.get(w.id);
        return row === undefined ? [] : [toRow(w.id, row, w.name, w.employeeNo, w.organizationId === null ? null : (names.get(w.organizationId) ?? null))];
      });
  } else {
    const keys = [...flattenTree(buildTree(tree)).map((n) => n.item.id), NO_ORGANIZATION];
    ordered = keys.flatMap((key) => {
      const row = rows.get(key);
      return row === undefined ? [] : [toRow(key, row, key === NO_ORGANIZATION ? '' : (names.get(key) ?? ''), null, null)];
    });
  }
  return {
    year: f.year,
    groupBy: f.groupBy,
    items: page(ordered, limit === f.maxResultCount ? f.skipCount : 0, limit),
    totalCount: ordered.length,
    totals: {
      months: totals.months.map((m) => ({ pieceQty: m.pieceQty, amount: fen(m.amount), headcount: m.users.size })),
      pieceQty: totals.pieceQty,
      total: fen(totals.total),
      headcount: totals.users.size,
    },
  };
}

/** Every worker's net in `month` and the month before, by year × 100 + month. */
async function twoMonths(tx: TenantTx, actor: WageActor, month: string, organizationId: string | null) {
  const before = previousMonth(month);
  const { tree, organizations, scope, workers } = await scoped(tx, actor, organizationId);
  const figures = await workerMonthFigures(tx, actor.tenantId, scope, organizations, monthDates(before).start, monthDates(month).end);
  const ym = (text: string) => Number(text.slice(0, 4)) * 100 + Number(text.slice(5, 7));
  const organizationOf = new Map(workers.map((w) => [w.id, w.organizationId]));
  const nets = (which: number): WorkerMonthNet[] =>
    figures.filter((x) => x.yearMonth === which).map((x) => ({ userId: x.userId, organizationId: organizationOf.get(x.userId) ?? null, pieceQty: x.pieceQty, net: monthNet(x) }));
  return { tree, workers, figures, before, current: nets(ym(month)), previous: nets(ym(before)), currentYm: ym(month) };
}

function compared(now: OrgMicros | undefined, then: OrgMicros | undefined) {
  const { change, percentTenths } = changeOf(now?.amount ?? 0n, then?.amount ?? 0n);
  return { ...orgFigures(now), previous: orgFigures(then), change: fen(change), changePercent: percentTenths === null ? null : percentText(percentTenths) };
}

export async function orgMonthStatistics(tx: TenantTx, actor: WageActor, f: WageOrgMonthFilter): Promise<WageOrgMonthStatisticsDto> {
  const { tree, before, current, previous } = await twoMonths(tx, actor, f.month, null);
  const now = rollupOrganizations(tree, current);
  const then = rollupOrganizations(tree, previous);
  const items: WageOrgMonthRowDto[] = flattenTree(buildTree(tree))
    .filter((n) => now.has(n.item.id) || then.has(n.item.id))
    .map((n) => ({ organizationId: n.item.id, name: n.item.name, parentId: n.item.parentId, depth: n.depth, ...compared(now.get(n.item.id), then.get(n.item.id)) }));
  if (now.has(NO_ORGANIZATION) || then.has(NO_ORGANIZATION)) {
    items.push({ organizationId: null, name: '', parentId: null, depth: 0, ...compared(now.get(NO_ORGANIZATION), then.get(NO_ORGANIZATION)) });
  }
  return { month: f.month, previousMonth: before, items, total: compared(totalOf(current), totalOf(previous)) };
}

/**
 * The workers of an organization's row (its subtree), of the company's, or of the workers without one: those
 * whose organization is not in the tree, as `rollupOrganizations` files them under NO_ORGANIZATION.
 */
export async function orgMonthMembers(tx: TenantTx, actor: WageActor, f: WageOrgMemberFilter): Promise<WageOrgMemberPageDto> {
  const { tree, workers: inScope, figures, currentYm } = await twoMonths(tx, actor, f.month, f.organizationId);
  const names = new Map(tree.map((o) => [o.id, o.name]));
  const workers = f.withoutOrganization ? inScope.filter((w) => w.organizationId === null || !names.has(w.organizationId)) : inScope;
  const rows = new Map<string, WageOrgMemberRowDto>();
  for (const w of workers) {
    rows.set(w.id, {
      userId: w.id,
      name: w.name,
      employeeNo: w.employeeNo,
      organizationId: w.organizationId,
      organizationName: w.organizationId === null ? null : (names.get(w.organizationId) ?? null),
      pieceQty: 0,
      pieceAmount: '0.0000',
      additionAmount: '0.00',
      deductionAmount: '0.00',
      amount: '0.00',
      previousAmount: '0.00',
    });
  }
  const seen = new Set<string>();
  for (const x of figures) {
    const row = rows.get(x.userId);
    if (row === undefined) continue;
    seen.add(x.userId);
    if (x.yearMonth === currentYm) {
      Object.assign(row, { pieceQty: x.pieceQty, pieceAmount: x.pieceAmount, additionAmount: x.additionAmount, deductionAmount: x.deductionAmount, amount: fen(monthNet(x)) });
    } else row.previousAmount = fen(monthNet(x));
  }
  // The members with figures in either month, the highest earners first.
  const ordered = workers
    .filter((w) => seen.has(w.id))
    .sort(byWorkerOrder)
    .flatMap((w) => {
      const row = rows.get(w.id);
      return row === undefined ? [] : [row];
    })
    .sort((a, b) => {
      const d = parseDecimal(b.amount) - parseDecimal(a.amount);
      return d > 0n ? 1 : d < 0n ? -1 : 0;
    });
  return { items: page(ordered, f.skipCount, f.maxResultCount), totalCount: ordered.length };
}
