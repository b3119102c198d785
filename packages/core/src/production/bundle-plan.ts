import {
  compareWithOrder,
  nextStartNo,
  planBundles,
  type BundleCell,
  type BundlePlanInput,
  type PlannedBundle,
  type QtyLine,
} from '../domain/bundles';
import { toTrimmedString } from '../forms/validators';
import { ProductionLimits } from './limits';
import type { StyleAxes } from './order-input';
import type { BundlePlanIssueDto, BundlePlanPreviewDto, BundlePlanRequest, PlannedBundleDto, StoredBundlePlan } from './production.types';
import { emptyCells, matrixTotals } from './qty-matrix';

/**
 * The bundle plan editor's request → the domain planner (`planBundles`, domain §3.3) → a preview with totals
 * and the comparison with what the order still needs. The server runs the very same function before it
 * writes anything, so the preview and the generated bundles cannot disagree.
 */
export interface PlanContext {
  /** The order's colours and sizes (numbering follows their order) and its lines. */
  order: StyleAxes & { lines: readonly QtyLine[] };
  /** Live bundles of the order's OTHER beds (a regenerated bed does not count its own old bundles). */
  cutElsewhere: readonly QtyLine[];
  /** Bundle numbers used by the order's other beds. */
  numbersElsewhere: readonly number[];
  /** The bed's dye lot, for bundles without their own. */
  bedDyeLot: string | null;
}

export interface PlanOutcome {
  preview: BundlePlanPreviewDto;
  /** Bundles with their dye lots when the plan is valid, in numbering order. */
  bundles: PlannedBundleDto[];
  /** What to keep on the bed for copies. */
  stored: StoredBundlePlan | null;
}

function issue(code: BundlePlanIssueDto['code'], key: string, params: BundlePlanIssueDto['params'] = {}): BundlePlanIssueDto {
  return { code, key, params };
}

/** Put the request's colours and sizes (and the grid with them) into the order's order; unknown names are issues. */
function alignToOrder(request: BundlePlanRequest, order: StyleAxes, errors: BundlePlanIssueDto[]): { colors: string[]; sizes: string[]; grid: BundleCell[][] } {
  const colorAt = request.colors.map((c) => order.colors.indexOf(c.trim()));
  const sizeAt = request.sizes.map((s) => order.sizes.indexOf(s.trim()));
  request.colors.forEach((c, i) => {
    if ((colorAt[i] ?? -1) < 0) errors.push(issue('unknownColor', 'Production.Order.UnknownColor', { value: c }));
  });
  request.sizes.forEach((s, i) => {
    if ((sizeAt[i] ?? -1) < 0) errors.push(issue('unknownSize', 'Production.Order.UnknownSize', { value: s }));
  });
  const byPosition = (positions: number[]) =>
    positions
      .map((position, index) => ({ position, index }))
      .sort((a, b) => a.position - b.position)
      .map(({ index }) => index);
  const colorIdx = byPosition(colorAt);
  const sizeIdx = byPosition(sizeAt);
  const gridTooBig = request.grid.length > request.colors.length || request.grid.some((row) => row.length > request.sizes.length);
  const grid = colorIdx.map((c) => sizeIdx.map((s) => request.grid[c]?.[s] ?? { input: 0, bundles: 0 }));
  // Keep an oversized grid oversized so the planner reports its shape error.
  if (gridTooBig) grid.push([]);
  return {
    colors: colorIdx.map((c) => request.colors[c]?.trim() ?? ''),
    sizes: sizeIdx.map((s) => request.sizes[s]?.trim() ?? ''),
    grid,
  };
}

function readDyeLots(request: BundlePlanRequest, count: number, bedDyeLot: string | null, errors: BundlePlanIssueDto[]): (string | null)[] {
  if (request.dyeLots === null) return Array.from({ length: count }, () => bedDyeLot);
  if (request.dyeLots.length !== count) {
    errors.push(issue('dyeLotCount', 'Production.Bed.DyeLotCount', { expected: count, actual: request.dyeLots.length }));
  }
  return Array.from({ length: count }, (_, i) => {
    const text = toTrimmedString(request.dyeLots?.[i]);
    if (Array.from(text).length > ProductionLimits.dyeLotMax) {
      errors.push(issue('dyeLotTooLong', 'Production.Bed.DyeLotTooLong', { max: ProductionLimits.dyeLotMax, position: i + 1 }));
    }
    return text === '' ? bedDyeLot : text;
  });
}

export function planFromRequest(request: BundlePlanRequest, context: PlanContext): PlanOutcome {
  const errors: BundlePlanIssueDto[] = [];
  const aligned = alignToOrder(request, context.order, errors);
  const suggestedStartNo = nextStartNo(context.numbersElsewhere);
  const input: BundlePlanInput = {
    colors: aligned.colors,
    sizes: aligned.sizes,
    grid: aligned.grid,
    mode: request.mode,
    startNo: request.startNo ?? suggestedStartNo,
    customNumbers: request.customNumbers,
    existingNumbers: context.numbersElsewhere,
  };
  const result = errors.length === 0 ? planBundles(input) : null;
  if (result !== null && !result.ok) errors.push(...result.errors.map((e) => issue(e.code, e.key, e.params)));
  const planned: PlannedBundle[] = result?.ok === true ? result.bundles : [];
  // Dye lots are checked against the bundle count only once the plan itself is sound.
  const dyeLots = errors.length === 0 ? readDyeLots(request, planned.length, context.bedDyeLot, errors) : [];
  const ok = errors.length === 0;
  const bundles = ok ? planned.map((b, i) => ({ bundleNo: b.bundleNo, color: b.color, size: b.size, k: b.k, qty: b.qty, dyeLot: dyeLots[i] ?? null })) : [];
  const cells = result?.ok === true ? result.totals.cells : emptyCells(aligned.colors.length, aligned.sizes.length);
  const totals = matrixTotals(cells, aligned.colors.length, aligned.sizes.length);
  const comparison = compareWithOrder({ colors: aligned.colors, sizes: aligned.sizes, totals }, context.order.lines, context.cutElsewhere);
  return {
    preview: { ok, errors, bundles, colors: aligned.colors, sizes: aligned.sizes, totals, bundleCount: bundles.length, comparison, suggestedStartNo },
    bundles,
    stored: ok
      ? {
          mode: request.mode,
          colors: aligned.colors,
          sizes: aligned.sizes,
          grid: aligned.grid,
          startNo: input.startNo ?? suggestedStartNo,
          customNumbers: request.customNumbers,
        }
      : null,
  };
}

/**
 * The plan of a copied bed: the source's grid again, numbered from one past the order's last bundle
 * (custom numbers would clash with the source's, so they are dropped) — and, on the server, new tickets.
 */
export function copyPlanRequest(source: StoredBundlePlan, numbersInOrder: readonly number[]): BundlePlanRequest {
  return {
    mode: source.mode,
    colors: [...source.colors],
    sizes: [...source.sizes],
    grid: source.grid.map((row) => row.map((cell) => ({ ...cell }))),
    startNo: nextStartNo(numbersInOrder),
    customNumbers: null,
    dyeLots: null,
  };
}
