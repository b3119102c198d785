import { describe, expect, it } from 'vitest';
import { copyPlanRequest, planFromRequest, type PlanContext } from './bundle-plan';
import type { BundlePlanRequest } from './production.types';

const CONTEXT: PlanContext = {
  order: {
    colors: ['223暗蓝', '331浅蓝条'],
    sizes: ['S', 'M'],
    lines: [
      { color: '223暗蓝', size: 'S', qty: 100 },
      { color: '331浅蓝条', size: 'S', qty: 60 },
      { color: '223暗蓝', size: 'M', qty: 40 },
    ],
  },
  cutElsewhere: [{ color: '223暗蓝', size: 'S', qty: 12 }],
  numbersElsewhere: [1, 2, 3],
  bedDyeLot: 'G1',
};

function request(overrides: Partial<BundlePlanRequest> = {}): BundlePlanRequest {
  return {
    mode: 'split',
    colors: ['223暗蓝', '331浅蓝条'],
    sizes: ['S'],
    grid: [[{ input: 88, bundles: 2 }], [{ input: 54, bundles: 2 }]],
    startNo: null,
    customNumbers: null,
    dyeLots: null,
    ...overrides,
  };
}

describe('bundle plan from the editor request', () => {
  it('numbers from one past the order’s last bundle, size → k → colour, remainder on the last, bed dye lot by default', () => {
    const { preview, stored } = planFromRequest(request(), CONTEXT);
    expect(preview.ok).toBe(true);
    expect(preview.suggestedStartNo).toBe(4);
    expect(preview.bundles.map((b) => [b.bundleNo, b.color, b.k, b.qty, b.dyeLot])).toEqual([
      [4, '223暗蓝', 1, 44, 'G1'],
      [5, '331浅蓝条', 1, 27, 'G1'],
      [6, '223暗蓝', 2, 44, 'G1'],
      [7, '331浅蓝条', 2, 27, 'G1'],
    ]);
    expect(preview.totals).toEqual({ cells: [[88], [54]], rowTotals: [88, 54], columnTotals: [142], total: 142 });
    expect(preview.comparison.cells.map((c) => c.remaining)).toEqual([0, 6]);
    expect(stored).toMatchObject({ startNo: 4, mode: 'split', colors: ['223暗蓝', '331浅蓝条'], sizes: ['S'] });
  });

  it('puts colours and sizes into the order’s order, moving the grid along', () => {
    const { preview } = planFromRequest(
      request({ colors: ['331浅蓝条', '223暗蓝'], sizes: ['M', 'S'], grid: [[{ input: 0, bundles: 0 }, { input: 10, bundles: 1 }], [{ input: 20, bundles: 1 }, { input: 30, bundles: 1 }]], mode: 'multiple' }),
      CONTEXT,
    );
    expect(preview.colors).toEqual(['223暗蓝', '331浅蓝条']);
    expect(preview.sizes).toEqual(['S', 'M']);
    expect(preview.bundles.map((b) => [b.bundleNo, b.size, b.color, b.qty])).toEqual([
      [4, 'S', '223暗蓝', 30],
      [5, 'S', '331浅蓝条', 10],
      [6, 'M', '223暗蓝', 20],
    ]);
  });

  it('reports problems instead of bundles: clashes with other beds, unknown colours, dye lot counts', () => {
    const clash = planFromRequest(request({ startNo: 3 }), CONTEXT).preview;
    expect(clash.ok).toBe(false);
    expect(clash.bundles).toEqual([]);
    expect(clash.errors.map((e) => e.code)).toEqual(['numberClash']);
    expect(planFromRequest(request({ colors: ['黑色', '331浅蓝条'] }), CONTEXT).preview.errors.map((e) => e.code)).toEqual(['unknownColor']);
    expect(planFromRequest(request({ dyeLots: ['A'] }), CONTEXT).preview.errors.map((e) => e.code)).toEqual(['dyeLotCount']);
    const oversized = planFromRequest(request({ grid: [[{ input: 1, bundles: 1 }, { input: 1, bundles: 1 }], []] }), CONTEXT).preview;
    expect(oversized.errors.map((e) => e.code)).toEqual(['gridShape']);
  });

  it('per-bundle dye lots, blank entries take the bed’s', () => {
    const { preview } = planFromRequest(request({ dyeLots: ['A', '', null, ' B '] }), CONTEXT);
    expect(preview.bundles.map((b) => b.dyeLot)).toEqual(['A', 'G1', 'G1', 'B']);
  });

  it('a copy plans the same grid after the order’s last number, without custom numbers', () => {
    const { stored } = planFromRequest(request({ customNumbers: [10, 11, 12, 13] }), CONTEXT);
    if (stored === null) throw new Error('expected a plan');
    const copy = copyPlanRequest(stored, [1, 2, 3, 10, 11, 12, 13]);
    expect(copy).toMatchObject({ startNo: 14, customNumbers: null, grid: stored.grid });
    const again = planFromRequest(copy, { ...CONTEXT, numbersElsewhere: [1, 2, 3, 10, 11, 12, 13] }).preview;
    expect(again.bundles.map((b) => b.bundleNo)).toEqual([14, 15, 16, 17]);
  });
});
