import { buildTree, flattenTree, type TreeItem, type TreeNode } from '../tree/tree';
import { parseDecimal, roundHalfUpToFen, toFenString, type Micros } from '../money/money';
import type { MessageKey } from '../i18n/dictionaries';
import type { ReportChartPoint, ReportChartType, ReportColumn, ReportFilterUse, ReportKind, ReportRow } from './reports.types';

/**
 * The report definitions (what each report shows and which filters it takes) and the pure aggregation rules
 * the server's report queries end in: chart points, the organization roll-up and order completion (a bundle is
 * done as far as its least-reported procedure, domain §3.8).
 */

export interface ReportDefinition {
  kind: ReportKind;
  title: MessageKey;
  description: MessageKey;
  columns: readonly ReportColumn[];
  filters: ReportFilterUse;
  /** The chart: its type, the column giving each point's category and the columns drawn. */
  chart: { type: ReportChartType; category: string; series: readonly string[] } | null;
  /** Work records of people: the caller's data scope applies. */
  scoped: boolean;
}

const col = (key: string, label: MessageKey, kind: ReportColumn['kind']): ReportColumn => ({ key, label, kind });
const qty = col('qty', 'Reports.Column.Qty', 'int');
const amount = col('amount', 'Reports.Column.Amount', 'money');
const records = col('records', 'Reports.Column.Records', 'int');
const workers = col('workers', 'Reports.Column.Workers', 'int');
const organization = col('organization', 'Reports.Column.Organization', 'text');
const WORK_FILTERS: ReportFilterUse = { organization: true, keyword: true };

export const REPORT_DEFINITIONS: Readonly<Record<ReportKind, ReportDefinition>> = {
  productionDaily: {
    kind: 'productionDaily',
    title: 'Reports.Kind.ProductionDaily',
    description: 'Reports.Kind.ProductionDailyHint',
    columns: [col('businessDate', 'Reports.Column.Date', 'date'), organization, qty, amount, workers, records],
    filters: WORK_FILTERS,
    chart: { type: 'line', category: 'businessDate', series: ['qty'] },
    scoped: true,
  },
  orderProgress: {
    kind: 'orderProgress',
    title: 'Reports.Kind.OrderProgress',
    description: 'Reports.Kind.OrderProgressHint',
    columns: [
      col('orderNo', 'Reports.Column.OrderNo', 'text'),
      col('styleNo', 'Reports.Column.StyleNo', 'text'),
      col('productName', 'Reports.Column.ProductName', 'text'),
      col('orderedQty', 'Reports.Column.OrderedQty', 'int'),
      col('cutQty', 'Reports.Column.CutQty', 'int'),
      col('procedures', 'Reports.Column.Procedures', 'int'),
      col('reportedQty', 'Reports.Column.ReportedQty', 'int'),
      col('slowestProcedure', 'Reports.Column.SlowestProcedure', 'text'),
      col('slowestQty', 'Reports.Column.SlowestQty', 'int'),
      col('completedQty', 'Reports.Column.CompletedQty', 'int'),
      col('completion', 'Reports.Column.Completion', 'percent'),
    ],
    filters: { organization: false, keyword: true },
    chart: { type: 'bar', category: 'orderNo', series: ['cutQty', 'completedQty'] },
    scoped: false,
  },
  workerOutput: {
    kind: 'workerOutput',
    title: 'Reports.Kind.WorkerOutput',
    description: 'Reports.Kind.WorkerOutputHint',
    columns: [
      col('rank', 'Reports.Column.Rank', 'int'),
      col('employeeNo', 'Reports.Column.EmployeeNo', 'text'),
      col('name', 'Reports.Column.Worker', 'text'),
      organization,
      qty,
      amount,
      records,
    ],
    filters: WORK_FILTERS,
    chart: { type: 'bar', category: 'name', series: ['amount'] },
    scoped: true,
  },
  procedureOutput: {
    kind: 'procedureOutput',
    title: 'Reports.Kind.ProcedureOutput',
    description: 'Reports.Kind.ProcedureOutputHint',
    columns: [col('procedureName', 'Reports.Column.Procedure', 'text'), qty, amount, workers, records],
    filters: WORK_FILTERS,
    chart: { type: 'bar', category: 'procedureName', series: ['qty'] },
    scoped: true,
  },
  organizationOutput: {
    kind: 'organizationOutput',
    title: 'Reports.Kind.OrganizationOutput',
    description: 'Reports.Kind.OrganizationOutputHint',
    columns: [organization, qty, amount, col('headcount', 'Reports.Column.Headcount', 'int'), records],
    filters: WORK_FILTERS,
    chart: { type: 'bar', category: 'organization', series: ['qty'] },
    scoped: true,
  },
  cutting: {
    kind: 'cutting',
    title: 'Reports.Kind.Cutting',
    description: 'Reports.Kind.CuttingHint',
    columns: [
      col('cutDate', 'Reports.Column.CutDate', 'date'),
      col('style', 'Reports.Column.Style', 'text'),
      col('beds', 'Reports.Column.Beds', 'int'),
      col('bundles', 'Reports.Column.Bundles', 'int'),
      col('cutQty', 'Reports.Column.CutQty', 'int'),
    ],
    filters: { organization: false, keyword: false },
    chart: { type: 'bar', category: 'cutDate', series: ['cutQty'] },
    scoped: false,
  },
};

// ---- Money -----------------------------------------------------------------------------------------------

/** An exact sum from the database ("12.345600") → micros. */
export function moneyMicros(text: string | null): Micros {
  return text === null || text === '' ? 0n : parseDecimal(text);
}

/** A money cell: the exact value rounded half-up to the fen, once. */
export function moneyCell(micros: Micros): string {
  return toFenString(micros);
}

// ---- Totals and chart points -----------------------------------------------------------------------------

function cellMicros(value: unknown): Micros {
  if (typeof value === 'number') return BigInt(Math.trunc(value)) * 1_000_000n;
  if (typeof value === 'string' && value !== '') return parseDecimal(value);
  return 0n;
}

/**
 * The total row of a report: each int and money column summed (money exactly, rounded once), the others
 * blank. `override` sets cells a plain sum would get wrong (distinct workers, a completion rate).
 */
export function totalRow(columns: readonly ReportColumn[], rows: readonly ReportRow[], override: ReportRow = {}): ReportRow {
  const out: Record<string, string | number | null> = {};
  for (const column of columns) {
    if (column.kind === 'int') out[column.key] = rows.reduce((s, row) => s + (typeof row[column.key] === 'number' ? (row[column.key] as number) : 0), 0);
    else if (column.kind === 'money') out[column.key] = moneyCell(rows.reduce((s, row) => s + cellMicros(row[column.key]), 0n));
    else out[column.key] = null;
  }
  return { ...out, ...override };
}

/**
 * Chart points: the rows summed per category in the order categories first appear, at most `max` points. A
 * money series is summed exactly and drawn in yuan rounded to the fen.
 */
export function chartPoints(rows: readonly ReportRow[], category: string, series: readonly string[], max: number): ReportChartPoint[] {
  const sums = new Map<string, Map<string, Micros>>();
  for (const row of rows) {
    const key = String(row[category] ?? '');
    let values = sums.get(key);
    if (values === undefined) {
      if (sums.size >= max) continue;
      values = new Map(series.map((s) => [s, 0n]));
      sums.set(key, values);
    }
    for (const s of series) values.set(s, (values.get(s) ?? 0n) + cellMicros(row[s]));
  }
  return [...sums.entries()].map(([key, values]) => ({
    category: key,
    values: Object.fromEntries(series.map((s) => [s, Number(roundHalfUpToFen(values.get(s) ?? 0n)) / 1_000_000])),
  }));
}

// ---- Organization roll-up --------------------------------------------------------------------------------

/** One worker's work recorded under one organization (null: recorded without one). */
export interface OrganizationFact {
  organizationId: string | null;
  userId: string;
  qty: number;
  records: number;
  amount: Micros;
}

export interface OrganizationTotal {
  /** null: the records made without an organization. */
  id: string | null;
  name: string;
  depth: number;
  qty: number;
  records: number;
  amount: Micros;
  /** Distinct workers in the organization and everything below it. */
  headcount: number;
}

interface Bucket {
  qty: number;
  records: number;
  amount: Micros;
  users: Set<string>;
}

const emptyBucket = (): Bucket => ({ qty: 0, records: 0, amount: 0n, users: new Set() });

function addTo(bucket: Bucket, fact: OrganizationFact): void {
  bucket.qty += fact.qty;
  bucket.records += fact.records;
  bucket.amount += fact.amount;
  bucket.users.add(fact.userId);
}

/**
 * Each organization's totals over its whole subtree, depth-first from `rootId` (null: every top-level
 * organization), and a last line for records without a known organization when there are any. A worker
 * counted in two organizations of one subtree counts once in the head count above them.
 */
export function rollupOrganizations(
  organizations: readonly (TreeItem & { name: string })[],
  facts: readonly OrganizationFact[],
  rootId: string | null,
  unassignedName: string,
): OrganizationTotal[] {
  const known = new Set(organizations.map((o) => o.id));
  const byOrg = new Map<string, OrganizationFact[]>();
  const unassigned = emptyBucket();
  for (const fact of facts) {
    if (fact.organizationId === null || !known.has(fact.organizationId)) addTo(unassigned, fact);
    else {
      const list = byOrg.get(fact.organizationId);
      if (list === undefined) byOrg.set(fact.organizationId, [fact]);
      else list.push(fact);
    }
  }
  const out: OrganizationTotal[] = [];
  const walk = (nodes: readonly TreeNode<TreeItem & { name: string }>[], depth: number): Bucket => {
    const total = emptyBucket();
    for (const node of nodes) {
      const bucket = emptyBucket();
      for (const fact of byOrg.get(node.item.id) ?? []) addTo(bucket, fact);
      const line: OrganizationTotal = { id: node.item.id, name: node.item.name, depth, qty: 0, records: 0, amount: 0n, headcount: 0 };
      out.push(line);
      const below = walk(node.children, depth + 1);
      bucket.qty += below.qty;
      bucket.records += below.records;
      bucket.amount += below.amount;
      for (const user of below.users) bucket.users.add(user);
      Object.assign(line, { qty: bucket.qty, records: bucket.records, amount: bucket.amount, headcount: bucket.users.size });
      total.qty += bucket.qty;
      total.records += bucket.records;
      total.amount += bucket.amount;
      for (const user of bucket.users) total.users.add(user);
    }
    return total;
  };
  const tree = buildTree(organizations);
  const roots = rootId === null ? tree : flattenTree(tree).filter((node) => node.item.id === rootId);
  walk(roots, 0);
  if (unassigned.records > 0) out.push({ id: null, name: unassignedName, depth: 0, qty: unassigned.qty, records: unassigned.records, amount: unassigned.amount, headcount: unassigned.users.size });
  return out;
}

// ---- Order completion ------------------------------------------------------------------------------------

/**
 * How many pieces of a bundle are done: as many as its least-reported procedure (domain §3.8); a bundle of
 * an order without procedures has nothing to report, so nothing counts as done.
 */
export function bundleDone(procedureIds: readonly string[], reported: ReadonlyMap<string, number>): number {
  if (procedureIds.length === 0) return 0;
  return Math.min(...procedureIds.map((id) => reported.get(id) ?? 0));
}

export interface ProcedureProgress {
  id: string;
  name: string;
  qty: number;
}

/** The procedure with the fewest reported pieces (the first in order on a tie), or null without procedures. */
export function slowestProcedure(procedures: readonly ProcedureProgress[]): ProcedureProgress | null {
  let slowest: ProcedureProgress | null = null;
  for (const p of procedures) if (slowest === null || p.qty < slowest.qty) slowest = p;
  return slowest;
}

/** Completed over ordered in percent with one decimal (0 when nothing was ordered). */
export function completionPercent(completed: number, ordered: number): number {
  if (ordered <= 0) return 0;
  return Math.round((completed * 1000) / ordered) / 10;
}
