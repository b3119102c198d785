import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/dictionaries';
import {
  MAX_BUNDLES_PER_PLAN,
  canRegenerateBundles,
  cellBundleQuantities,
  compareWithOrder,
  layQuantities,
  minimumLays,
  nextStartNo,
  planBundles,
  splitGridFromTotals,
  validateBundleQtyEdit,
  type BundleCell,
  type BundleMode,
  type BundlePlanInput,
  type PlannedBundle,
} from './bundles';

const RUNS = { numRuns: 1000 };
const COLORS = ['223暗蓝', '331浅蓝条', '黑色', '米白'];
const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];

/** A valid cell for the mode: every bundle gets at least one piece. */
function validCell(mode: BundleMode) {
  return fc.integer({ min: 0, max: 6 }).chain((bundles) =>
    bundles === 0
      ? fc.constant({ input: 0, bundles })
      : fc.integer({ min: mode === 'split' ? bundles : 1, max: mode === 'split' ? 300 : 60 }).map((input) => ({ input, bundles })),
  );
}

const validPlan = fc
  .record({
    mode: fc.constantFrom<BundleMode>('multiple', 'split'),
    colorCount: fc.integer({ min: 1, max: 4 }),
    sizeCount: fc.integer({ min: 1, max: 5 }),
    startNo: fc.integer({ min: 1, max: 100_000 }),
  })
  .chain(({ mode, colorCount, sizeCount, startNo }) =>
    fc
      .array(fc.array(validCell(mode), { minLength: sizeCount, maxLength: sizeCount }), { minLength: colorCount, maxLength: colorCount })
      .filter((grid) => grid.some((row) => row.some((cell) => cell.bundles > 0)))
      .map(
        (grid): BundlePlanInput => ({
          colors: COLORS.slice(0, colorCount),
          sizes: SIZES.slice(0, sizeCount),
          grid,
          mode,
          startNo,
        }),
      ),
  );

function cellOf(input: BundlePlanInput, c: number, s: number): BundleCell {
  return input.grid[c]?.[s] ?? { input: 0, bundles: 0 };
}

/** Visit every cell of the grid with its planned bundles in k order. */
function forEachCell(input: BundlePlanInput, bundles: readonly PlannedBundle[], visit: (cell: BundleCell, mine: PlannedBundle[], c: number, s: number) => void) {
  input.colors.forEach((_, c) => {
    input.sizes.forEach((_, s) => {
      const mine = bundles.filter((b) => b.colorIndex === c && b.sizeIndex === s).sort((x, y) => x.k - y.k);
      visit(cellOf(input, c, s), mine, c, s);
    });
  });
}

function mustPlan(input: BundlePlanInput) {
  const result = planBundles(input);
  if (!result.ok) throw new Error(`unexpected errors: ${JSON.stringify(result.errors)}`);
  return result;
}

describe('lay arithmetic (domain §3.3)', () => {
  it('qty(size) = ratio × layers per colour; bed total = pieces per ply × layers', () => {
    const lay = layQuantities({
      ratios: [
        { size: 'S', ratio: 1 },
        { size: 'M', ratio: 2 },
        { size: 'L', ratio: 2 },
        { size: 'XL', ratio: 1 },
        { size: 'XXL', ratio: 1 },
      ],
      colors: [
        { color: '黑色', layers: 60 },
        { color: '米白', layers: 40 },
      ],
    });
    expect(lay.piecesPerPly).toBe(7);
    expect(lay.totalLayers).toBe(100);
    expect(lay.total).toBe(700);
    expect(lay.lines.slice(0, 5).map((l) => l.qty)).toEqual([60, 120, 120, 60, 60]);
    expect(lay.lines.reduce((s, l) => s + l.qty, 0)).toBe(lay.total);
    expect(minimumLays(260, 50, 4)).toBe(2);
    expect(minimumLays(0, 50, 4)).toBe(0);
    expect(() => minimumLays(1, 0, 4)).toThrow(RangeError);
  });

  it('a split grid from totals keeps every piece (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 5, max: 40 }),
        (ratios, layers, perBundle) => {
          const sizes = SIZES.slice(0, ratios.length);
          const colors = COLORS.slice(0, layers.length);
          const lay = layQuantities({ ratios: sizes.map((size, i) => ({ size, ratio: ratios[i] ?? 0 })), colors: colors.map((color, i) => ({ color, layers: layers[i] ?? 0 })) });
          const grid = splitGridFromTotals(colors, sizes, lay.lines, perBundle);
          const total = lay.total;
          if (total === 0) return;
          const plan = mustPlan({ colors, sizes, grid, mode: 'split' });
          expect(plan.totals.total).toBe(total);
          const outOfRange = plan.bundles.filter((b) => {
            const cellTotal = plan.totals.cells[b.colorIndex]?.[b.sizeIndex] ?? 0;
            return b.qty >= 2 * perBundle || b.qty < Math.min(perBundle, cellTotal);
          });
          expect(outOfRange).toEqual([]);
        },
      ),
      RUNS,
    );
  });
});

describe('cellBundleQuantities', () => {
  it.each([
    [{ input: 30, bundles: 3 }, 'multiple', [30, 30, 30]],
    [{ input: 70, bundles: 3 }, 'split', [23, 23, 24]],
    [{ input: 3, bundles: 3 }, 'split', [1, 1, 1]],
    [{ input: 0, bundles: 0 }, 'split', []],
    [{ input: 10, bundles: 0 }, 'multiple', []],
    [{ input: 10, bundles: 0 }, 'split', 'unbundledPieces'],
    [{ input: 2, bundles: 3 }, 'split', 'emptyBundle'],
    [{ input: 0, bundles: 2 }, 'multiple', 'emptyBundle'],
    [{ input: 1.5, bundles: 2 }, 'multiple', 'invalidCell'],
    [{ input: 5, bundles: -1 }, 'split', 'invalidCell'],
    [{ input: 1, bundles: MAX_BUNDLES_PER_PLAN + 1 }, 'multiple', 'tooManyBundles'],
  ] as const)('%j in %s mode → %j', (cell, mode, expected) => {
    expect(cellBundleQuantities(cell, mode)).toEqual(expected);
  });
});

describe('planBundles (domain §3.3, S1 planBundles)', () => {
  it('numbers size → k-th bundle → colour, so colours alternate within a size', () => {
    const plan = mustPlan({
      colors: ['223暗蓝', '331浅蓝条'],
      sizes: ['S', 'M'],
      grid: [
        [{ input: 88, bundles: 2 }, { input: 30, bundles: 1 }],
        [{ input: 54, bundles: 2 }, { input: 0, bundles: 0 }],
      ],
      mode: 'split',
      startNo: 1,
    });
    expect(plan.bundles.map((b) => [b.bundleNo, b.size, b.color, b.qty])).toEqual([
      [1, 'S', '223暗蓝', 44],
      [2, 'S', '331浅蓝条', 27],
      [3, 'S', '223暗蓝', 44],
      [4, 'S', '331浅蓝条', 27],
      [5, 'M', '223暗蓝', 30],
    ]);
    expect(plan.totals).toEqual({ cells: [[88, 30], [54, 0]], byColor: [118, 54], bySize: [142, 30], total: 172, bundleCount: 5 });
  });

  it('bundle totals equal the grid (property)', () => {
    fc.assert(
      fc.property(validPlan, (input) => {
        const plan = mustPlan(input);
        forEachCell(input, plan.bundles, (cell, mine, c, s) => {
          expect(mine.length).toBe(cell.bundles);
          const expected = input.mode === 'multiple' ? cell.input * cell.bundles : cell.input;
          expect(mine.reduce((sum, b) => sum + b.qty, 0)).toBe(expected);
          expect(plan.totals.cells[c]?.[s]).toBe(expected);
        });
        expect(plan.totals.bundleCount).toBe(plan.bundles.length);
        expect(plan.totals.total).toBe(plan.bundles.reduce((sum, b) => sum + b.qty, 0));
        expect(plan.totals.byColor.reduce((a, b) => a + b, 0)).toBe(plan.totals.total);
        expect(plan.totals.bySize.reduce((a, b) => a + b, 0)).toBe(plan.totals.total);
        expect(plan.bundles.every((b) => b.qty > 0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('numbering order: (size, k, colour) strictly increasing, numbers consecutive from the start (property)', () => {
    fc.assert(
      fc.property(validPlan, (input) => {
        const plan = mustPlan(input);
        const start = input.startNo ?? 1;
        const wrong = plan.bundles.filter((b, i) => {
          const prev = plan.bundles[i - 1];
          const ordered =
            prev === undefined ||
            prev.sizeIndex < b.sizeIndex ||
            (prev.sizeIndex === b.sizeIndex && (prev.k < b.k || (prev.k === b.k && prev.colorIndex < b.colorIndex)));
          return !ordered || b.bundleNo !== start + i || b.color !== input.colors[b.colorIndex] || b.size !== input.sizes[b.sizeIndex];
        });
        expect(wrong).toEqual([]);
      }),
      RUNS,
    );
  });

  it('remainder rule: split evenly, the remainder on the last bundle of the cell (property)', () => {
    fc.assert(
      fc.property(validPlan, (input) => {
        const plan = mustPlan(input);
        forEachCell(input, plan.bundles, (cell, mine) => {
          const qtys = mine.map((b) => b.qty);
          if (cell.bundles === 0) {
            expect(qtys).toEqual([]);
            return;
          }
          if (input.mode === 'multiple') {
            expect(qtys).toEqual(Array.from({ length: cell.bundles }, () => cell.input));
            return;
          }
          const base = Math.floor(cell.input / cell.bundles);
          expect(qtys.slice(0, -1).every((q) => q === base)).toBe(true);
          expect(qtys.at(-1)).toBe(base + (cell.input % cell.bundles));
          expect(Math.max(...qtys) - Math.min(...qtys)).toBeLessThan(cell.bundles);
        });
      }),
      RUNS,
    );
  });

  it('uniqueness: custom numbers are used as given when unique and free, refused otherwise (property)', () => {
    fc.assert(
      fc.property(
        validPlan,
        fc.uniqueArray(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 200 }), { maxLength: 30 }),
        fc.boolean(),
        (input, pool, existing, makeDuplicate) => {
          const count = mustPlan(input).bundles.length;
          const existingSet = new Set(existing);
          // Unique numbers: the random pool, topped up above its maximum when the plan needs more.
          const top = Math.max(...pool);
          const custom = Array.from({ length: count }, (_, i) => pool[i] ?? top + i);
          if (makeDuplicate && count >= 2) custom[count - 1] = custom[0] ?? 1;
          const result = planBundles({ ...input, customNumbers: custom, existingNumbers: existing });
          const duplicate = new Set(custom).size !== custom.length;
          const clash = custom.some((n) => existingSet.has(n));
          expect(result.ok).toBe(!duplicate && !clash);
          if (result.ok) {
            expect(result.bundles.map((b) => b.bundleNo)).toEqual(custom);
          } else {
            const codes = new Set(result.errors.map((e) => e.code));
            expect(codes.has('duplicateCustomNumber')).toBe(duplicate);
            expect(codes.has('numberClash')).toBe(clash);
          }
        },
      ),
      RUNS,
    );
  });

  it('automatic numbers never reuse an existing number of the order (property)', () => {
    fc.assert(
      fc.property(validPlan, fc.array(fc.integer({ min: 1, max: 100_200 }), { maxLength: 20 }), (input, existing) => {
        const result = planBundles({ ...input, existingNumbers: existing });
        const count = mustPlan(input).bundles.length;
        const start = input.startNo ?? 1;
        const clashes = existing.filter((n) => n >= start && n < start + count);
        expect(result.ok).toBe(clashes.length === 0);
        if (result.ok) expect(result.bundles.filter((b) => existing.includes(b.bundleNo))).toEqual([]);
        const fresh = planBundles({ ...input, startNo: nextStartNo(existing), existingNumbers: existing });
        expect(fresh.ok).toBe(true);
      }),
      RUNS,
    );
  });

  it('reports bad input with translated messages', () => {
    const result = planBundles({
      colors: ['黑色', '黑色'],
      sizes: ['M'],
      grid: [[{ input: 10, bundles: 0 }], [{ input: 2, bundles: 3 }]],
      mode: 'split',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.code)).toEqual(['duplicateColor', 'unbundledPieces', 'emptyBundle']);
    expect(result.errors.map((e) => translate('zh-Hans', e.key, e.params))).toEqual([
      '颜色“黑色”重复',
      '黑色 / M：还有10件未分扎，请填写扎数',
      '黑色 / M：每扎至少要有1件',
    ]);
    expect(planBundles({ colors: ['a'], sizes: ['M'], grid: [[{ input: 5, bundles: 1 }]], mode: 'split', startNo: 0 })).toMatchObject({
      ok: false,
      errors: [{ code: 'invalidStartNo' }],
    });
    expect(planBundles({ colors: ['a'], sizes: ['M'], grid: [[{ input: 5, bundles: 2 }]], mode: 'multiple', customNumbers: [1, 2.5, 3] })).toMatchObject({
      ok: false,
      errors: [{ code: 'customCountMismatch', params: { expected: 2, actual: 3 } }, { code: 'invalidCustomNumber', params: { bundleNo: '2.5' } }],
    });
    expect(planBundles({ colors: ['a'], sizes: ['M'], grid: [], mode: 'multiple' })).toMatchObject({ ok: false, errors: [{ code: 'noBundles' }] });
    expect(planBundles({ colors: ['a'], sizes: ['M'], grid: [[null, { input: 1, bundles: 1 }]], mode: 'multiple' })).toMatchObject({
      ok: false,
      errors: [{ code: 'gridShape' }],
    });
    const huge = planBundles({ colors: ['a', 'b'], sizes: ['M'], grid: [[{ input: 1, bundles: 6000 }], [{ input: 1, bundles: 6000 }]], mode: 'multiple' });
    expect(huge).toMatchObject({ ok: false, errors: [{ code: 'tooManyBundles' }] });
  });
});

describe('plan versus order, and edits after generation', () => {
  it('compares planned with the uncut quantity', () => {
    const plan = mustPlan({ colors: ['黑色', '米白'], sizes: ['M', 'L'], grid: [[{ input: 50, bundles: 2 }], [{ input: 30, bundles: 1 }, { input: 20, bundles: 1 }]], mode: 'multiple' });
    const ordered = [
      { color: '黑色', size: 'M', qty: 120 },
      { color: '黑色', size: 'L', qty: 80 },
      { color: '米白', size: 'M', qty: 30 },
      { color: '米白', size: 'L', qty: 10 },
    ];
    const cut = [{ color: '黑色', size: 'M', qty: 20 }];
    const comparison = compareWithOrder({ colors: ['黑色', '米白'], sizes: ['M', 'L'], totals: plan.totals }, ordered, cut);
    expect(comparison.cells).toEqual([
      { color: '黑色', size: 'M', ordered: 120, cut: 20, planned: 100, remaining: 0 },
      { color: '黑色', size: 'L', ordered: 80, cut: 0, planned: 0, remaining: 80 },
      { color: '米白', size: 'M', ordered: 30, cut: 0, planned: 30, remaining: 0 },
      { color: '米白', size: 'L', ordered: 10, cut: 0, planned: 20, remaining: -10 },
    ]);
    expect(comparison).toMatchObject({ ordered: 240, cut: 20, planned: 150, remaining: 70, overCut: true });
  });

  it('bundle qty never below what is reported; regenerate only before print and scan', () => {
    expect(validateBundleQtyEdit(30, 25)).toBeNull();
    expect(validateBundleQtyEdit(25, 25)).toBeNull();
    expect(validateBundleQtyEdit(24, 25)).toBe('BundlePlan.QtyBelowReported');
    expect(validateBundleQtyEdit(0, 0)).toBe('BundlePlan.InvalidBundleQty');
    expect(canRegenerateBundles({ printedCount: 0, scannedCount: 0 })).toBe(true);
    expect(canRegenerateBundles({ printedCount: 1, scannedCount: 0 })).toBe(false);
    expect(canRegenerateBundles({ printedCount: 0, scannedCount: 2 })).toBe(false);
  });
});
