import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProductionLimits } from './limits';
import { formatPicks, parsePickText, resolvePrintSelection, type SelectableBundle } from './print-selection';

const RUNS = { numRuns: 1000 };

/** A scope of bundles: distinct numbers 1…200, some void, in any order. */
const scope = fc
  .uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 60 })
  .chain((numbers) => fc.tuple(fc.constant(numbers), fc.array(fc.boolean(), { minLength: numbers.length, maxLength: numbers.length })))
  .map(([numbers, voids]) => numbers.map((bundleNo, i): SelectableBundle & { id: string } => ({ bundleNo, isVoid: voids[i] ?? false, id: `b${String(bundleNo)}` })));

const numbersOf = (bundles: readonly SelectableBundle[]) => bundles.map((b) => b.bundleNo);
const codes = (result: ReturnType<typeof resolvePrintSelection>) => (result.ok ? [] : Object.values(result.errors).map((e) => e.key));

describe('print selection', () => {
  it('valid picks select exactly the picked bundles, in bundle-number order', () => {
    fc.assert(
      fc.property(
        scope.chain((available) => {
          const live = available.filter((b) => !b.isVoid);
          return fc.tuple(fc.constant(available), live.length === 0 ? fc.constant([]) : fc.shuffledSubarray(live, { minLength: 1 }));
        }),
        ([available, picked]) => {
          fc.pre(picked.length > 0);
          const result = resolvePrintSelection(available, { picks: numbersOf(picked), from: 1, to: 1 });
          expect(result.ok && result.mode).toBe('picks');
          expect(result.ok && numbersOf(result.bundles)).toEqual(numbersOf(picked).sort((a, b) => a - b));
        },
      ),
      RUNS,
    );
  });

  it('a range selects exactly the live bundles inside it, or is refused when there are none', () => {
    fc.assert(
      fc.property(scope, fc.integer({ min: 1, max: 220 }), fc.integer({ min: 0, max: 80 }), (available, from, span) => {
        const to = from + span;
        const expected = available.filter((b) => !b.isVoid && b.bundleNo >= from && b.bundleNo <= to).map((b) => b.bundleNo).sort((a, b) => a - b);
        const result = resolvePrintSelection(available, { from, to });
        if (expected.length === 0) expect(codes(result)).toEqual(['Production.Print.RangeEmpty']);
        else expect(result.ok && numbersOf(result.bundles)).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('a pick list with any bad entry is refused as a whole — never a partial or full print', () => {
    const bad = fc.oneof(
      fc.constant(0),
      fc.integer({ min: -50, max: -1 }),
      fc.double({ min: 0.1, max: 99.9, noInteger: true }),
      fc.string(),
      fc.constant(null),
      fc.integer({ min: 201, max: 10_000 }),
    );
    fc.assert(
      fc.property(scope, fc.array(fc.integer({ min: 1, max: 200 }), { maxLength: 10 }), bad, fc.nat(), (available, good, badPick, at) => {
        const picks: unknown[] = [...good];
        picks.splice(at % (picks.length + 1), 0, badPick);
        const result = resolvePrintSelection(available, { picks });
        expect(result.ok).toBe(false);
      }),
      RUNS,
    );
  });

  it('picks of void bundles, repeats and unknown numbers each name the pick', () => {
    const available = [
      { bundleNo: 1, isVoid: false },
      { bundleNo: 2, isVoid: true },
      { bundleNo: 3, isVoid: false },
    ];
    const result = resolvePrintSelection(available, { picks: [1, 2, 1, 9, 'x'] });
    expect(result).toEqual({
      ok: false,
      errors: {
        'picks[1]': { key: 'Production.Print.PickVoid', params: { bundleNo: 2 } },
        'picks[2]': { key: 'Production.Print.PickDuplicate', params: { bundleNo: 1 } },
        'picks[3]': { key: 'Production.Print.PickNotFound', params: { bundleNo: 9 } },
        'picks[4]': { key: 'Production.Print.BundleNoInvalid', params: { value: 'x' } },
      },
    });
  });

  it('an empty or malformed pick list is an error even when a range is given', () => {
    const available = [{ bundleNo: 1, isVoid: false }];
    expect(codes(resolvePrintSelection(available, { picks: [], from: 1, to: 1 }))).toEqual(['Production.Print.PicksEmpty']);
    expect(codes(resolvePrintSelection(available, { picks: '1,2' }))).toEqual(['Production.Print.PicksInvalid']);
    expect(codes(resolvePrintSelection(available, { picks: Array.from({ length: ProductionLimits.picksMax + 1 }, () => 1) }))).toContain(
      'Production.Print.TooManyPicks',
    );
  });

  it('without picks both ends of the range are required and must be in order', () => {
    const available = [{ bundleNo: 1, isVoid: false }];
    expect(codes(resolvePrintSelection(available, {}))).toEqual(['Production.Print.RangeRequired', 'Production.Print.RangeRequired']);
    expect(codes(resolvePrintSelection(available, { from: 1 }))).toEqual(['Production.Print.RangeRequired']);
    expect(codes(resolvePrintSelection(available, { from: 5, to: 2 }))).toEqual(['Production.Print.RangeReversed']);
    expect(codes(resolvePrintSelection(available, { from: 1.5, to: 2 }))).toEqual(['Production.Print.BundleNoInvalid']);
  });

  it('reads the pick box text', () => {
    expect(parsePickText('1-5, 8 12，15~16')).toEqual([1, 2, 3, 4, 5, 8, 12, 15, 16]);
    expect(parsePickText('')).toEqual([]);
    expect(parsePickText('5-3')).toBeNull();
    expect(parsePickText('0')).toBeNull();
    expect(parsePickText('a')).toBeNull();
    expect(parsePickText(`1-${String(ProductionLimits.picksMax + 1)}`)).toBeNull();
  });
});

describe('formatPicks', () => {
  it('formatPicks and parsePickText agree on any ascending set of bundle numbers', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 5000 }), { maxLength: 200 }), (numbers) => {
        const sorted = [...numbers].sort((a, b) => a - b);
        expect(parsePickText(formatPicks(sorted))).toEqual(sorted);
      }),
      RUNS,
    );
  });
});
