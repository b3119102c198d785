import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { copyColumn, copyRow, planRequest, sameBundleCount, type DraftCell } from './bundle-plan-draft';
import { createBundlePlanDraftMachine, positiveCount, type BundlePlanDraftInput } from './bundle-plan-draft.machine';

const INPUT: BundlePlanDraftInput = {
  colors: ['白色', '浅蓝'],
  sizes: ['S', 'M'],
  lay: [
    { color: '白色', size: 'S', qty: 30 },
    { color: '白色', size: 'M', qty: 40 },
    { color: '浅蓝', size: 'S', qty: 15 },
  ],
  stored: null,
  editable: true,
};

function start(input: Partial<BundlePlanDraftInput> = {}) {
  return createActor(createBundlePlanDraftMachine(), { input: { ...INPUT, ...input } }).start();
}

const cells = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.draft.grid.map((row) => row.map((c) => `${c.input}×${c.bundles}`));

describe('bundle plan draft machine', () => {
  it('starts empty in split mode, or from the stored plan', () => {
    expect(cells(start())).toEqual([['×', '×'], ['×', '×']]);
    const stored = start({
      stored: { mode: 'multiple', colors: ['浅蓝', '白色'], sizes: ['S', 'M'], grid: [[{ input: 10, bundles: 2 }, { input: 0, bundles: 0 }], [{ input: 5, bundles: 1 }, { input: 0, bundles: 0 }]], startNo: 7, customNumbers: null },
    });
    expect(stored.getSnapshot().context.draft).toMatchObject({ mode: 'multiple', startNo: '7', useCustomNumbers: false });
    expect(cells(stored)).toEqual([['5×1', '×'], ['10×2', '×']]);
  });

  it('fills from the lay by the mode, only with a positive piece count', () => {
    const actor = start();
    actor.send({ type: 'perBundle.change', text: '0' });
    actor.send({ type: 'fill.fromLay' });
    expect(cells(actor)).toEqual([['×', '×'], ['×', '×']]);
    actor.send({ type: 'perBundle.change', text: '20' });
    actor.send({ type: 'fill.fromLay' });
    expect(cells(actor)).toEqual([['30×1', '40×2'], ['15×1', '×']]);
    actor.send({ type: 'mode.change', mode: 'multiple' });
    actor.send({ type: 'fill.fromLay' });
    expect(cells(actor)).toEqual([['20×1', '20×2'], ['20×1', '×']]);
  });

  it('edits cells, numbers and helpers; the same bundle count applies only when typed', () => {
    const actor = start();
    actor.send({ type: 'cell.change', color: 1, size: 0, cell: { input: '12', bundles: '' } });
    actor.send({ type: 'fill.sameCount' });
    expect(cells(actor)[1]).toEqual(['12×', '×']);
    actor.send({ type: 'sameCount.change', text: '3' });
    actor.send({ type: 'fill.sameCount' });
    expect(cells(actor)[1]).toEqual(['12×3', '×']);
    actor.send({ type: 'copy.row', color: 1 });
    expect(cells(actor)[0]).toEqual(['12×3', '×']);
    actor.send({ type: 'copy.column', size: 0 });
    expect(cells(actor)).toEqual([['12×3', '12×3'], ['12×3', '12×3']]);
    actor.send({ type: 'startNo.change', text: '101' });
    actor.send({ type: 'customNumbers.toggle', on: true });
    actor.send({ type: 'customNumbers.change', text: '1-4' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ startNo: '101', useCustomNumbers: true, customNumbers: '1-4' });
  });

  it('read-only ignores edits until editing is allowed again', () => {
    const actor = start({ editable: false });
    expect(actor.getSnapshot().value).toBe('readOnly');
    actor.send({ type: 'cell.change', color: 0, size: 0, cell: { input: '9', bundles: '1' } });
    actor.send({ type: 'fill.fromLay' });
    expect(cells(actor)).toEqual([['×', '×'], ['×', '×']]);
    actor.send({ type: 'editable.change', editable: true });
    actor.send({ type: 'cell.change', color: 0, size: 0, cell: { input: '9', bundles: '1' } });
    expect(cells(actor)[0]).toEqual(['9×1', '×']);
    actor.send({ type: 'editable.change', editable: false });
    expect(actor.getSnapshot().value).toBe('readOnly');
  });

  it('actions are injectable by name', () => {
    let filled = 0;
    const machine = createBundlePlanDraftMachine().provide({ actions: { fillFromLay: () => { filled += 1; } } });
    createActor(machine, { input: INPUT }).start().send({ type: 'fill.fromLay' });
    expect(filled).toBe(1);
  });
});

const cellArb: fc.Arbitrary<DraftCell> = fc.record({ input: fc.constantFrom('', '5', '12', ' 7 ', 'x'), bundles: fc.constantFrom('', '1', '3') });
const gridArb = fc.integer({ min: 1, max: 4 }).chain((sizes) => fc.array(fc.array(cellArb, { minLength: sizes, maxLength: sizes }), { minLength: 1, maxLength: 4 }));

describe('grid helpers', () => {
  it('copying a row or column makes every row or column equal to it; the same bundle count leaves empty cells alone', () => {
    fc.assert(
      fc.property(gridArb, fc.nat(), fc.integer({ min: 1, max: 99 }), (grid, pick, n) => {
        const r = pick % grid.length;
        const s = pick % (grid[0]?.length ?? 1);
        for (const row of copyRow(grid, r)) expect(row).toEqual(grid[r]);
        copyColumn(grid, s).forEach((row, c) => {
          for (const cell of row) expect(cell).toEqual(grid[c]?.[s]);
        });
        sameBundleCount(grid, n).forEach((row, c) => {
          row.forEach((cell, i) => {
            const before = grid[c]?.[i];
            expect(cell).toEqual(before === undefined || before.input.trim() === '' ? before : { input: before.input, bundles: String(n) });
          });
        });
      }),
      { numRuns: 300 },
    );
  });

  it('a positive count is a whole number above zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), (n) => {
        expect(positiveCount(String(n))).toBe(n > 0 ? n : null);
      }),
    );
    expect([positiveCount(''), positiveCount('2.5'), positiveCount('abc')]).toEqual([null, null, null]);
  });

  it('a blank cell goes to the planner as 0, a non-number as NaN', () => {
    const request = planRequest({ mode: 'split', grid: [[{ input: '', bundles: 'x' }]], startNo: '', useCustomNumbers: false, customNumbers: '' }, ['白色'], ['S']);
    expect(request.grid).toEqual([[{ input: 0, bundles: Number.NaN }]]);
    expect(request.startNo).toBeNull();
  });
});
