import { formatDecimal, parseDecimal, sum, toFenString } from '../money/money';
import { LINE_AMOUNT_DIGITS } from './wages';
import { WAGE_REPORT_OTHER_KEY, type WageReportCell } from './wage-reports.types';

/**
 * The pure parts of the wage reports: exact sums of cells (micro-yuan), folding the smaller orders or
 * procedures into one "other" column, and the days and the Monday-first calendar grid of a month.
 */

const DAY_MS = 86_400_000;

export const EMPTY_CELL: WageReportCell = { qty: 0, amount: '0.0000' };

/** An exact amount as shown: rounded half-up to the fen, once, at the end. */
export const fenOf = (amount: string): string => toFenString(parseDecimal(amount));

/** Σ of cells, exact (amounts at 4 decimals); null cells count as nothing. */
export function sumCells(cells: Iterable<WageReportCell | null>): WageReportCell {
  let qty = 0;
  const amounts: bigint[] = [];
  for (const cell of cells) {
    if (cell === null) continue;
    qty += cell.qty;
    amounts.push(parseDecimal(cell.amount));
  }
  return { qty, amount: formatDecimal(sum(amounts), LINE_AMOUNT_DIGITS, LINE_AMOUNT_DIGITS) };
}

export interface KeyedCell {
  key: string;
  label: string;
  detail: string | null;
  cell: WageReportCell;
}

/**
 * The columns of an order or procedure pivot: the `top` largest by amount (then by label, so the order is
 * stable), and when more exist one "other" column holding the rest. Nothing is lost: Σ columns = Σ input.
 * `folded` holds the keys that went into "other", so a worker's cells are folded the same way (`rowCells`).
 */
export function foldColumns(all: readonly KeyedCell[], top: number): { columns: KeyedCell[]; folded: ReadonlySet<string> } {
  const ranked = [...all].sort((a, b) => {
    const diff = parseDecimal(b.cell.amount) - parseDecimal(a.cell.amount);
    if (diff !== 0n) return diff > 0n ? 1 : -1;
    return a.label < b.label ? -1 : a.label > b.label ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  });
  if (ranked.length <= top) return { columns: ranked, folded: new Set() };
  const rest = ranked.slice(top);
  return {
    columns: [...ranked.slice(0, top), { key: WAGE_REPORT_OTHER_KEY, label: '', detail: null, cell: sumCells(rest.map((c) => c.cell)) }],
    folded: new Set(rest.map((c) => c.key)),
  };
}

/** A worker's cells in the columns' order from their per-key cells (folded keys summed into "other"). */
export function rowCells(columnKeys: readonly string[], folded: ReadonlySet<string>, cells: ReadonlyMap<string, WageReportCell>): (WageReportCell | null)[] {
  const other: WageReportCell[] = [];
  for (const [key, cell] of cells) if (folded.has(key)) other.push(cell);
  return columnKeys.map((key) => {
    if (key === WAGE_REPORT_OTHER_KEY) return other.length === 0 ? null : sumCells(other);
    return cells.get(key) ?? null;
  });
}

/** Every day from `start` to `end`, both counted (yyyy-MM-dd). */
export function periodDays(start: string, end: string): string[] {
  const out: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last; t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The first and the last day of a yyyy-MM month. */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number);
  const year = y ?? 1970;
  const index = (m ?? 1) - 1;
  const end = new Date(Date.UTC(year, index + 1, 0)).toISOString().slice(0, 10);
  return { start: `${month}-01`, end };
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export const isWeekend = (date: string): boolean => weekdayOf(date) >= 5;

/** A month as weeks of 7 days, Monday first; the days of the weeks' ends outside the month are null. */
export function monthGrid(month: string): (string | null)[][] {
  const { start, end } = monthRange(month);
  const cells: (string | null)[] = [...Array<null>(weekdayOf(start)).fill(null), ...periodDays(start, end)];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
