import { divideRoundHalfUp, formatDecimal, MICROS_PER_FEN, parseDecimal, sum, type Micros } from '../money/money';
import type { TreeItem } from '../tree/tree';
import { fromParts } from './wages';
import { WageStatisticsLimits, type WageMonthCellDto, type WageOrgFiguresDto, type WorkerMonthFigures } from './wage-statistics.types';

/**
 * The rules of the wage statistics, exact: a worker's month is their net (rounded half-up to the fen once, as
 * on a payslip); every larger figure is a Σ of those nets, never rounded again; an average per head is the
 * only other rounding (half-up to the fen); a change against last month is exact and its percent has one decimal.
 */

const MONTH = /^(\d{4})-(\d{2})$/;

/** 'YYYY-MM' → [year, month 1–12], or null. */
export function parseMonth(text: string): [number, number] | null {
  const match = MONTH.exec(text);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? [year, month] : null;
}

/** A month the statistics cover: 'YYYY-MM' within their years (what the server accepts), or not. */
export function isStatisticsMonth(text: string): boolean {
  const parsed = parseMonth(text);
  return parsed !== null && parsed[0] >= WageStatisticsLimits.yearMin && parsed[0] <= WageStatisticsLimits.yearMax;
}

const monthText = (year: number, month: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** The month before ('2026-01' → '2025-12'). */
export function previousMonth(month: string): string {
  const parsed = parseMonth(month);
  if (parsed === null) throw new RangeError(`Not a month: "${month}"`);
  const [y, m] = parsed;
  return m === 1 ? monthText(y - 1, 12) : monthText(y, m - 1);
}

/** The first and last business date of a month. */
export function monthDates(month: string): { start: string; end: string } {
  const parsed = parseMonth(month);
  if (parsed === null) throw new RangeError(`Not a month: "${month}"`);
  const [y, m] = parsed;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(days).padStart(2, '0')}` };
}

/** A worker's net in a month (the payslip's rounding: once, half-up to the fen). */
export function monthNet(f: Pick<WorkerMonthFigures, 'pieceQty' | 'pieceAmount' | 'additionAmount' | 'deductionAmount'>): Micros {
  return fromParts(f.pieceQty, parseDecimal(f.pieceAmount), parseDecimal(f.additionAmount), parseDecimal(f.deductionAmount)).net;
}

const fen = (micros: Micros) => formatDecimal(micros, 2, 2);

/** amount / headcount, half-up to the fen; nobody → 0. */
export function averagePerHead(amount: Micros, headcount: number): Micros {
  if (headcount <= 0) return 0n;
  return divideRoundHalfUp(amount, BigInt(headcount) * MICROS_PER_FEN) * MICROS_PER_FEN;
}

/** The change against last month and its percent of last month's size (one decimal; null when it was 0). */
export function changeOf(current: Micros, previous: Micros): { change: Micros; percentTenths: bigint | null } {
  const change = current - previous;
  if (previous === 0n) return { change, percentTenths: null };
  const base = previous < 0n ? -previous : previous;
  return { change, percentTenths: divideRoundHalfUp(change * 1000n, base) };
}

/** Tenths of a percent as text ('12.3', '-0.5'). */
export function percentText(tenths: bigint): string {
  const magnitude = tenths < 0n ? -tenths : tenths;
  return `${tenths < 0n ? '-' : ''}${(magnitude / 10n).toString()}.${(magnitude % 10n).toString()}`;
}

// ---- The year: rows × twelve months ---------------------------------------------------------------------

export interface YearRowMicros {
  /** Twelve months, January first. */
  months: { pieceQty: number; amount: Micros; users: Set<string> }[];
  pieceQty: number;
  total: Micros;
  users: Set<string>;
}

const emptyYearRow = (): YearRowMicros => ({
  months: Array.from({ length: 12 }, () => ({ pieceQty: 0, amount: 0n, users: new Set<string>() })),
  pieceQty: 0,
  total: 0n,
  users: new Set(),
});

/**
 * The worker-months grouped into rows by `keyOf` (the worker, or their organization), with the totals over
 * all of them: each cell is Σ of the nets of its workers in that month; a row's total is Σ of its cells.
 */
export function pivotYear(figures: Iterable<WorkerMonthFigures>, keyOf: (userId: string) => string): { rows: Map<string, YearRowMicros>; totals: YearRowMicros } {
  const rows = new Map<string, YearRowMicros>();
  const totals = emptyYearRow();
  for (const f of figures) {
    if (f.month < 1 || f.month > 12) throw new RangeError(`month must be 1–12, got ${String(f.month)}`);
    const key = keyOf(f.userId);
    const row = rows.get(key) ?? emptyYearRow();
    rows.set(key, row);
    const net = monthNet(f);
    for (const target of [row, totals]) {
      const cell = target.months[f.month - 1];
      if (cell === undefined) continue;
      cell.pieceQty += f.pieceQty;
      cell.amount += net;
      cell.users.add(f.userId);
      target.pieceQty += f.pieceQty;
      target.total += net;
      target.users.add(f.userId);
    }
  }
  return { rows, totals };
}

export const yearCells = (row: YearRowMicros): WageMonthCellDto[] => row.months.map((m) => ({ pieceQty: m.pieceQty, amount: fen(m.amount) }));

// ---- A month per organization -----------------------------------------------------------------------------

export interface WorkerMonthNet {
  userId: string;
  organizationId: string | null;
  pieceQty: number;
  net: Micros;
}

export interface OrgMicros {
  pieceQty: number;
  amount: Micros;
  users: Set<string>;
}

/** The key of the workers without an organization (or with one that is no longer in the tree). */
export const NO_ORGANIZATION = '';

/**
 * Each organization's month: its own members and everyone below it (a worker counts once in each organization
 * above them, so a headcount is of distinct workers). Workers without a known organization go under
 * `NO_ORGANIZATION`, which has no parent.
 */
export function rollupOrganizations(tree: readonly Pick<TreeItem, 'id' | 'parentId'>[], workers: Iterable<WorkerMonthNet>): Map<string, OrgMicros> {
  const parentOf = new Map(tree.map((o) => [o.id, o.parentId]));
  const out = new Map<string, OrgMicros>();
  const add = (key: string, w: WorkerMonthNet) => {
    const org = out.get(key) ?? { pieceQty: 0, amount: 0n, users: new Set<string>() };
    out.set(key, org);
    if (org.users.has(w.userId)) return;
    org.users.add(w.userId);
    org.pieceQty += w.pieceQty;
    org.amount += w.net;
  };
  for (const w of workers) {
    if (w.organizationId === null || !parentOf.has(w.organizationId)) {
      add(NO_ORGANIZATION, w);
      continue;
    }
    // Up to the root; a cycle written by hand is walked once.
    const seen = new Set<string>();
    for (let id: string | null = w.organizationId; id !== null && !seen.has(id); id = parentOf.get(id) ?? null) {
      seen.add(id);
      add(id, w);
    }
  }
  return out;
}

/** The wire figures of an organization's month. */
export function orgFigures(org: OrgMicros | undefined): WageOrgFiguresDto {
  const headcount = org?.users.size ?? 0;
  const amount = org?.amount ?? 0n;
  return { headcount, pieceQty: org?.pieceQty ?? 0, amount: fen(amount), average: fen(averagePerHead(amount, headcount)) };
}

/** Σ of nets (the company's month). */
export const totalOf = (workers: Iterable<WorkerMonthNet>): OrgMicros => {
  const list = [...workers];
  return { pieceQty: list.reduce((n, w) => n + w.pieceQty, 0), amount: sum(list.map((w) => w.net)), users: new Set(list.map((w) => w.userId)) };
};
