import type { QtyLine } from '../domain/bundles';
import { formatDecimal, sum, type Micros } from '../money/money';
import type { ProcedureStage } from '../catalog/catalog.types';
import type { BundleProgressDto, BundleSummary, OrderStatisticsDto, ProcedureProgressDto, QtyMatrix } from './production.types';
import { matrixFromLines, percentOf } from './qty-matrix';

/**
 * Order statistics (domain §3.2, §8.4.19): ordered vs cut vs completed by colour × size, progress per
 * procedure and per bundle — all derived from the bundles and the work records, nothing stored apart.
 * A bundle is complete up to the least quantity reported over the order's procedures (S1 T12).
 */
export interface StatisticsBundle extends BundleSummary {
  id: string;
}

export interface StatisticsProcedure {
  id: string;
  seq: number;
  name: string;
  stage: ProcedureStage;
}

/** Σ of the live work records of one (bundle, procedure). */
export interface ReportedWork {
  bundleId: string;
  orderProcedureId: string;
  qty: number;
  amount: Micros;
}

export interface StatisticsInput {
  colors: readonly string[];
  sizes: readonly string[];
  lines: readonly QtyLine[];
  bundles: readonly StatisticsBundle[];
  procedures: readonly StatisticsProcedure[];
  reports: readonly ReportedWork[];
  excludeBundles: boolean;
}

export type StatisticsPart = Pick<OrderStatisticsDto, 'colors' | 'sizes' | 'ordered' | 'cut' | 'completed' | 'procedures' | 'bundleCount' | 'bundles'>;

/** The completed pieces of a bundle: min over the procedures of what was reported (capped at qty); 0 with no procedures. */
export function bundleCompletedQty(qty: number, procedureIds: readonly string[], reported: ReadonlyMap<string, number>): number {
  if (procedureIds.length === 0) return 0;
  return Math.min(qty, ...procedureIds.map((id) => reported.get(id) ?? 0));
}

export function buildOrderStatistics(input: StatisticsInput): StatisticsPart {
  const live = input.bundles.filter((b) => b.status !== 'void');
  const procedureIds = input.procedures.map((p) => p.id);
  const byBundle = new Map<string, Map<string, number>>();
  for (const r of input.reports) {
    const map = byBundle.get(r.bundleId) ?? new Map<string, number>();
    map.set(r.orderProcedureId, (map.get(r.orderProcedureId) ?? 0) + r.qty);
    byBundle.set(r.bundleId, map);
  }
  const progress: BundleProgressDto[] = live
    .map((b) => ({
      bundleId: b.id,
      bundleNo: b.bundleNo,
      cuttingTimeId: b.cuttingTimeId,
      bedDisplayNo: b.bedDisplayNo,
      color: b.color,
      size: b.size,
      qty: b.qty,
      status: b.status,
      completedQty: bundleCompletedQty(b.qty, procedureIds, byBundle.get(b.id) ?? new Map<string, number>()),
    }))
    .sort((a, b) => a.bundleNo - b.bundleNo);

  const ordered: QtyMatrix = matrixFromLines(input.colors, input.sizes, input.lines);
  const cut = matrixFromLines(input.colors, input.sizes, live);
  const completed = matrixFromLines(
    input.colors,
    input.sizes,
    progress.map((b) => ({ color: b.color, size: b.size, qty: b.completedQty })),
  );
  const liveIds = new Set(live.map((b) => b.id));
  const total = cut.total;
  const procedures: ProcedureProgressDto[] = [...input.procedures]
    .sort((a, b) => a.seq - b.seq)
    .map((p) => {
      const rows = input.reports.filter((r) => r.orderProcedureId === p.id && liveIds.has(r.bundleId));
      const done = rows.reduce((n, r) => n + r.qty, 0);
      return {
        orderProcedureId: p.id,
        seq: p.seq,
        name: p.name,
        stage: p.stage,
        total,
        done,
        remaining: Math.max(0, total - done),
        percent: percentOf(done, total),
        amount: formatDecimal(sum(rows.map((r) => r.amount)), 2, 6),
      };
    });
  return {
    colors: [...input.colors],
    sizes: [...input.sizes],
    ordered,
    cut,
    completed,
    procedures,
    bundleCount: live.length,
    bundles: input.excludeBundles ? null : progress,
  };
}
