import { PROCEDURE_STAGES, type ProcedureStage } from '../catalog/catalog.types';
import type { QtyLine } from '../domain/bundles';
import { formatDecimal, sum, type Micros } from '../money/money';
import { bundleCompletedQty } from '../production/order-statistics';
import type { ProcedureProgressDto, QtyMatrix } from '../production/production.types';
import { matrixFromLines, matrixTotals, percentOf } from '../production/qty-matrix';
import type { BundleProgressRowDto, SummaryGroup, SummaryRowDto } from './production-board.types';

/**
 * Progress rules (domain §3.8, §8.4.19): what a (bundle, procedure) has is the Σ qty of its live work
 * records; a bundle is done up to the least of that over the order's procedures; an order has completed the
 * Σ of its bundles' done pieces. Percentages are whole and never above 100, whatever was over-reported.
 */

export { bundleCompletedQty };

/** Σ live qty of one (bundle, procedure) and its exact amount. */
export interface ReportedCell {
  bundleId: string;
  orderProcedureId: string;
  qty: number;
  amount: Micros;
}

export interface ProgressBundle {
  id: string;
  bundleNo: number;
  bedDisplayNo: string;
  color: string;
  size: string;
  qty: number;
}

export interface ProgressProcedure {
  id: string;
  seq: number;
  name: string;
  stage: ProcedureStage;
}

/** done of total: what is left (never negative) and the whole percent (never above 100). */
export function progressOf(done: number, total: number): { done: number; remaining: number; percent: number } {
  return { done, remaining: Math.max(0, total - done), percent: percentOf(done, total) };
}

/** reported[bundleId][procedureId] = Σ qty. */
export function reportedByBundle(reports: readonly ReportedCell[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const r of reports) {
    const map = out.get(r.bundleId) ?? new Map<string, number>();
    map.set(r.orderProcedureId, (map.get(r.orderProcedureId) ?? 0) + r.qty);
    out.set(r.bundleId, map);
  }
  return out;
}

/** One bundle's row: done = min over procedures; procedures done = those reported up to the bundle's qty. */
export function bundleProgressRow(b: ProgressBundle, procedureIds: readonly string[], reported: ReadonlyMap<string, number>): BundleProgressRowDto {
  const completedQty = bundleCompletedQty(b.qty, procedureIds, reported);
  const proceduresDone = procedureIds.filter((id) => (reported.get(id) ?? 0) >= b.qty).length;
  return {
    bundleId: b.id,
    bundleNo: b.bundleNo,
    bedDisplayNo: b.bedDisplayNo,
    color: b.color,
    size: b.size,
    qty: b.qty,
    completedQty,
    remainingQty: b.qty - completedQty,
    proceduresDone,
    procedureCount: procedureIds.length,
    percent: percentOf(proceduresDone, procedureIds.length),
  };
}

export interface OrderProgress {
  procedures: ProcedureProgressDto[];
  bundles: BundleProgressRowDto[];
  cutQty: number;
  completedQty: number;
  completedBundles: number;
}

/** An order's progress from its live bundles, its procedures and the Σ of live records per (bundle, procedure). */
export function orderProgress(bundles: readonly ProgressBundle[], procedures: readonly ProgressProcedure[], reports: readonly ReportedCell[]): OrderProgress {
  const sorted = [...procedures].sort((a, b) => a.seq - b.seq);
  const ids = sorted.map((p) => p.id);
  const liveIds = new Set(bundles.map((b) => b.id));
  const counted = reports.filter((r) => liveIds.has(r.bundleId));
  const byBundle = reportedByBundle(counted);
  const rows = [...bundles].sort((a, b) => a.bundleNo - b.bundleNo).map((b) => bundleProgressRow(b, ids, byBundle.get(b.id) ?? new Map<string, number>()));
  const cutQty = bundles.reduce((n, b) => n + b.qty, 0);
  return {
    procedures: sorted.map((p) => {
      const mine = counted.filter((r) => r.orderProcedureId === p.id);
      return {
        orderProcedureId: p.id,
        seq: p.seq,
        name: p.name,
        stage: p.stage,
        total: cutQty,
        ...progressOf(
          mine.reduce((n, r) => n + r.qty, 0),
          cutQty,
        ),
        amount: formatDecimal(sum(mine.map((r) => r.amount)), 2, 6),
      };
    }),
    bundles: rows,
    cutQty,
    completedQty: rows.reduce((n, r) => n + r.completedQty, 0),
    completedBundles: rows.filter((r) => r.procedureCount > 0 && r.proceduresDone === r.procedureCount).length,
  };
}

// ---- Receipts --------------------------------------------------------------------------------------------

export interface Availability {
  completed: QtyMatrix;
  received: QtyMatrix;
  available: QtyMatrix;
}

/** Per colour × size: what is completed, what was received and what may still be (never negative). */
export function receiptAvailability(colors: readonly string[], sizes: readonly string[], completed: readonly QtyLine[], received: readonly QtyLine[]): Availability {
  const done = matrixFromLines(colors, sizes, completed);
  const got = matrixFromLines(colors, sizes, received);
  const cells = done.cells.map((row, c) => row.map((qty, s) => Math.max(0, qty - (got.cells[c]?.[s] ?? 0))));
  return { completed: done, received: got, available: matrixTotals(cells, colors.length, sizes.length) };
}

/** The lines asking for more than a cell has left (or naming a colour or size the order does not have). */
export function receiptExcess(colors: readonly string[], sizes: readonly string[], available: QtyMatrix, lines: readonly QtyLine[]): number[] {
  const asked = new Map<string, number>();
  const excess: number[] = [];
  lines.forEach((line, i) => {
    const c = colors.indexOf(line.color);
    const s = sizes.indexOf(line.size);
    const key = `${String(c)}/${String(s)}`;
    const total = (asked.get(key) ?? 0) + line.qty;
    asked.set(key, total);
    if (c < 0 || s < 0 || total > (available.cells[c]?.[s] ?? 0)) excess.push(i);
  });
  return excess;
}

// ---- Summary ---------------------------------------------------------------------------------------------

export interface SummaryKey {
  key: string;
  label: string;
  detail: string;
}

export interface CutFact extends SummaryKey {
  qty: number;
}

export interface ReportFact extends SummaryKey {
  stage: ProcedureStage;
  qty: number;
  /** On the order's last procedure (the piece is finished). */
  last: boolean;
}

function noStages(): Record<ProcedureStage, number> {
  return Object.fromEntries(PROCEDURE_STAGES.map((s) => [s, 0])) as Record<ProcedureStage, number>;
}

/** Rows per group (days in date order, others by label), the stages that occur and the totals. */
export function buildSummary(groupBy: SummaryGroup, cut: readonly CutFact[], reports: readonly ReportFact[]) {
  const rows = new Map<string, SummaryRowDto>();
  const row = (k: SummaryKey): SummaryRowDto => {
    const found = rows.get(k.key);
    if (found !== undefined) return found;
    const created: SummaryRowDto = { key: k.key, label: k.label, detail: k.detail, cutQty: 0, reported: noStages(), reportedQty: 0, completedQty: 0 };
    rows.set(k.key, created);
    return created;
  };
  for (const c of cut) row(c).cutQty += c.qty;
  for (const r of reports) {
    const target = row(r);
    target.reported[r.stage] += r.qty;
    target.reportedQty += r.qty;
    if (r.last) target.completedQty += r.qty;
  }
  const list = [...rows.values()].sort((a, b) => (groupBy === 'day' ? a.key.localeCompare(b.key) : a.label.localeCompare(b.label) || a.key.localeCompare(b.key)));
  const totals = { cutQty: 0, reported: noStages(), reportedQty: 0, completedQty: 0 };
  for (const r of list) {
    totals.cutQty += r.cutQty;
    totals.reportedQty += r.reportedQty;
    totals.completedQty += r.completedQty;
    for (const s of PROCEDURE_STAGES) totals.reported[s] += r.reported[s];
  }
  return { rows: list, totals, stages: PROCEDURE_STAGES.filter((s) => totals.reported[s] > 0) };
}
