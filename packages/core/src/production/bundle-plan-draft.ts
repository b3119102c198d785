import { splitGridFromTotals, type BundleMode, type QtyLine } from '../domain/bundles';
import { parsePickText } from './print-selection';
import type { BundlePlanRequest, StoredBundlePlan } from './production.types';

/**
 * The bundle-plan editor's state as typed (strings, so a half-typed number stays on screen) and the
 * request the server receives. A blank box means 0; anything else that is not a whole number goes to the
 * planner as NaN, which reports the cell as invalid — the same message the server would send.
 */
export interface DraftCell {
  input: string;
  bundles: string;
}

export interface PlanDraft {
  mode: BundleMode;
  /** grid[colourIndex][sizeIndex] over the bed's colours and sizes. */
  grid: DraftCell[][];
  /** '' = automatic (one past the order's highest bundle number). */
  startNo: string;
  useCustomNumbers: boolean;
  /** "1-20, 31 33": one number per bundle in numbering order. */
  customNumbers: string;
}

function numberOf(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function emptyGrid(colorCount: number, sizeCount: number): DraftCell[][] {
  return Array.from({ length: colorCount }, () => Array.from({ length: sizeCount }, () => ({ input: '', bundles: '' })));
}

/** Split mode from the lay: each cell's pieces in bundles of about `piecesPerBundle` (remainder to the last). */
export function gridFromLay(colors: readonly string[], sizes: readonly string[], lay: readonly QtyLine[], piecesPerBundle: number): DraftCell[][] {
  return splitGridFromTotals(colors, sizes, lay, piecesPerBundle).map((row) =>
    row.map((cell) => (cell.input === 0 ? { input: '', bundles: '' } : { input: String(cell.input), bundles: String(cell.bundles) })),
  );
}

/** Multiple mode from the lay: `piecesPerBundle` in each bundle, as many whole bundles as the cell holds. */
export function multipleGridFromLay(colors: readonly string[], sizes: readonly string[], lay: readonly QtyLine[], piecesPerBundle: number): DraftCell[][] {
  return colors.map((color) =>
    sizes.map((size) => {
      const total = lay.filter((l) => l.color === color && l.size === size).reduce((sum, l) => sum + l.qty, 0);
      const bundles = Math.max(total > 0 ? 1 : 0, Math.floor(total / piecesPerBundle));
      return bundles === 0 ? { input: '', bundles: '' } : { input: String(piecesPerBundle), bundles: String(bundles) };
    }),
  );
}

export function draftFromStored(plan: StoredBundlePlan, colors: readonly string[], sizes: readonly string[]): PlanDraft {
  const grid = colors.map((color) =>
    sizes.map((size) => {
      const cell = plan.grid[plan.colors.indexOf(color)]?.[plan.sizes.indexOf(size)];
      return cell === undefined || (cell.input === 0 && cell.bundles === 0) ? { input: '', bundles: '' } : { input: String(cell.input), bundles: String(cell.bundles) };
    }),
  );
  return {
    mode: plan.mode,
    grid,
    startNo: String(plan.startNo),
    useCustomNumbers: plan.customNumbers !== null,
    customNumbers: plan.customNumbers?.join(',') ?? '',
  };
}

/** The request of a draft; `customNumbers` that cannot be read become [NaN] so the planner refuses them. */
export function planRequest(draft: PlanDraft, colors: readonly string[], sizes: readonly string[]): BundlePlanRequest {
  const start = draft.startNo.trim();
  let customNumbers: number[] | null = null;
  if (draft.useCustomNumbers) customNumbers = parsePickText(draft.customNumbers) ?? [Number.NaN];
  return {
    mode: draft.mode,
    colors: [...colors],
    sizes: [...sizes],
    grid: draft.grid.map((row) => row.map((cell) => ({ input: numberOf(cell.input), bundles: numberOf(cell.bundles) }))),
    startNo: start === '' ? null : numberOf(start),
    customNumbers,
    dyeLots: null,
  };
}

/** Copy one colour's row to every colour (same sizes, same bundles). */
export function copyRow(grid: readonly DraftCell[][], from: number): DraftCell[][] {
  const source = grid[from] ?? [];
  return grid.map(() => source.map((cell) => ({ ...cell })));
}

/** Copy one size's column to every size. */
export function copyColumn(grid: readonly DraftCell[][], from: number): DraftCell[][] {
  return grid.map((row) => row.map(() => ({ ...(row[from] ?? { input: '', bundles: '' }) })));
}

/** Every cell that has pieces gets the same bundle count. */
export function sameBundleCount(grid: readonly DraftCell[][], bundles: number): DraftCell[][] {
  return grid.map((row) => row.map((cell) => (cell.input.trim() === '' ? cell : { ...cell, bundles: String(bundles) })));
}
