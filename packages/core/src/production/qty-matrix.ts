import type { QtyLine } from '../domain/bundles';
import type { QtyMatrix } from './production.types';

/**
 * Colour × size quantity matrices ([colourIndex][sizeIndex]) and their totals: the order editor, the order
 * statistics (ordered / cut / completed) and the cutting sheet all show one.
 */

export function emptyCells(colorCount: number, sizeCount: number): number[][] {
  return Array.from({ length: colorCount }, () => Array.from({ length: sizeCount }, () => 0));
}

/** Totals of a matrix, read as colorCount × sizeCount (missing cells count as 0, extra ones are ignored). */
export function matrixTotals(cells: readonly (readonly number[] | undefined)[], colorCount: number, sizeCount: number): QtyMatrix {
  const out = emptyCells(colorCount, sizeCount);
  const rowTotals = Array.from({ length: colorCount }, () => 0);
  const columnTotals = Array.from({ length: sizeCount }, () => 0);
  let total = 0;
  out.forEach((row, c) => {
    row.forEach((_, s) => {
      const qty = cells[c]?.[s] ?? 0;
      row[s] = qty;
      rowTotals[c] = (rowTotals[c] ?? 0) + qty;
      columnTotals[s] = (columnTotals[s] ?? 0) + qty;
      total += qty;
    });
  });
  return { cells: out, rowTotals, columnTotals, total };
}

/** Sum lines into the matrix of the given colours and sizes; lines of other colours or sizes are left out. */
export function matrixFromLines(colors: readonly string[], sizes: readonly string[], lines: Iterable<QtyLine>): QtyMatrix {
  const colorIndex = new Map(colors.map((color, i) => [color, i]));
  const sizeIndex = new Map(sizes.map((size, i) => [size, i]));
  const cells = emptyCells(colors.length, sizes.length);
  for (const line of lines) {
    const c = colorIndex.get(line.color);
    const s = sizeIndex.get(line.size);
    const row = c === undefined ? undefined : cells[c];
    if (row !== undefined && s !== undefined) row[s] = (row[s] ?? 0) + line.qty;
  }
  return matrixTotals(cells, colors.length, sizes.length);
}

/** The non-zero cells as lines, colour-major (how an order's lines are stored). */
export function linesFromMatrix(colors: readonly string[], sizes: readonly string[], cells: readonly (readonly number[] | undefined)[]): QtyLine[] {
  return colors.flatMap((color, c) =>
    sizes.flatMap((size, s) => {
      const qty = cells[c]?.[s] ?? 0;
      return qty === 0 ? [] : [{ color, size, qty }];
    }),
  );
}

/** Whole percent of part over whole, 0–100 (0 when the whole is 0; over-completion is capped). */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.floor((part * 100) / whole));
}
