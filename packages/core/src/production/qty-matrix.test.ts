import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesFromMatrix, matrixFromLines, matrixTotals, percentOf } from './qty-matrix';

const RUNS = { numRuns: 1000 };

const matrix = fc
  .record({ colors: fc.integer({ min: 0, max: 6 }), sizes: fc.integer({ min: 0, max: 8 }) })
  .chain(({ colors, sizes }) =>
    fc.array(fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: sizes, maxLength: sizes }), { minLength: colors, maxLength: colors }).map((cells) => ({
      cells,
      colors: Array.from({ length: colors }, (_, i) => `C${String(i)}`),
      sizes: Array.from({ length: sizes }, (_, i) => `S${String(i)}`),
    })),
  );

describe('quantity matrices', () => {
  it('Σ row totals = Σ column totals = total = Σ cells; each row and column total is its cells’ sum', () => {
    fc.assert(
      fc.property(matrix, ({ cells, colors, sizes }) => {
        const m = matrixTotals(cells, colors.length, sizes.length);
        const all = cells.flat().reduce((a, b) => a + b, 0);
        expect(m.total).toBe(all);
        expect(m.rowTotals.reduce((a, b) => a + b, 0)).toBe(all);
        expect(m.columnTotals.reduce((a, b) => a + b, 0)).toBe(all);
        m.rowTotals.forEach((t, c) => { expect(t).toBe((cells[c] ?? []).reduce((a, b) => a + b, 0)); });
        m.columnTotals.forEach((t, s) => { expect(t).toBe(cells.reduce((a, row) => a + (row[s] ?? 0), 0)); });
        expect(m.cells).toEqual(cells);
      }),
      RUNS,
    );
  });

  it('matrix → lines → matrix is the identity, and lines hold only non-zero cells', () => {
    fc.assert(
      fc.property(matrix, ({ cells, colors, sizes }) => {
        const lines = linesFromMatrix(colors, sizes, cells);
        expect(lines.every((l) => l.qty > 0)).toBe(true);
        expect(matrixFromLines(colors, sizes, lines).cells).toEqual(cells);
      }),
      RUNS,
    );
  });

  it('lines of the same cell add up; lines of other colours or sizes are left out; short rows count as 0', () => {
    const m = matrixFromLines(['红', '蓝'], ['S', 'M'], [
      { color: '红', size: 'S', qty: 3 },
      { color: '红', size: 'S', qty: 4 },
      { color: '绿', size: 'S', qty: 100 },
      { color: '蓝', size: 'XL', qty: 100 },
      { color: '蓝', size: 'M', qty: 5 },
    ]);
    expect(m).toEqual({ cells: [[7, 0], [0, 5]], rowTotals: [7, 5], columnTotals: [7, 5], total: 12 });
    expect(matrixTotals([[1]], 2, 2)).toEqual({ cells: [[1, 0], [0, 0]], rowTotals: [1, 0], columnTotals: [1, 0], total: 1 });
  });

  it('percent is whole, capped at 100, 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 4)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });
});
