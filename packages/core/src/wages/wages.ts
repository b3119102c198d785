import { formatDecimal, parseDecimal, roundHalfUp, roundHalfUpToFen, sum, type Micros } from '../money/money';
import {
  DEDUCTING_ADJUSTMENT_TYPES,
  type PayslipLineDto,
  type WageAdjustmentType,
  type WageAmounts,
  type WageConfirmStatus,
  WageLimits,
} from './wages.types';

/**
 * The wage rules (domain §3.7, §8.1.5), exact: a line's amount is qty × its snapshotted price kept at 4
 * decimals; a worker's net is Σ lines + additions − deductions, rounded half-up to the fen ONCE. A settlement's
 * total is Σ of its items' nets, so Σ payslips = the settlement total = Σ source rows rounded per worker. The
 * server's SQL computes the same (`round(qty * unit_price, 4)`, then `round(…, 2)`, both half away from zero).
 */

/** Piece amounts keep 4 decimals (domain §3.7). */
export const LINE_AMOUNT_DIGITS = 4;

/** +1 for the types that add to a worker's pay, −1 for those that are taken off. */
export function adjustmentSign(type: WageAdjustmentType): 1n | -1n {
  return DEDUCTING_ADJUSTMENT_TYPES.includes(type) ? -1n : 1n;
}

/** qty × price at 4 decimals, half-up (the price may carry 6). */
export function lineAmount(qty: number, unitPrice: Micros): Micros {
  if (!Number.isSafeInteger(qty)) throw new RangeError(`qty must be a safe integer, got ${qty}`);
  return roundHalfUp(BigInt(qty) * unitPrice, LINE_AMOUNT_DIGITS);
}

export interface WageLine {
  qty: number;
  unitPrice: Micros;
}

export interface WageAdjustmentAmount {
  type: WageAdjustmentType;
  /** Positive. */
  amount: Micros;
}

/** One worker's figures in micros; `net` is the only rounded one. */
export interface WageMicros {
  pieceQty: number;
  piece: Micros;
  additions: Micros;
  deductions: Micros;
  gross: Micros;
  net: Micros;
}

/** A worker's wage from their lines and adjustments. */
export function workerWage(lines: Iterable<WageLine>, adjustments: Iterable<WageAdjustmentAmount>): WageMicros {
  let pieceQty = 0;
  let piece = 0n;
  for (const line of lines) {
    pieceQty += line.qty;
    piece += lineAmount(line.qty, line.unitPrice);
  }
  let additions = 0n;
  let deductions = 0n;
  for (const adjustment of adjustments) {
    if (adjustmentSign(adjustment.type) < 0n) deductions += adjustment.amount;
    else additions += adjustment.amount;
  }
  return fromParts(pieceQty, piece, additions, deductions);
}

/** The rounded net of already summed parts (what the SQL hands back before rounding). */
export function fromParts(pieceQty: number, piece: Micros, additions: Micros, deductions: Micros): WageMicros {
  const gross = piece + additions;
  return { pieceQty, piece, additions, deductions, gross, net: roundHalfUpToFen(gross - deductions) };
}

/** Σ of several workers' figures: the parts add up, and the net is Σ of the rounded nets (never re-rounded). */
export function totalWage(items: Iterable<WageMicros>): WageMicros {
  const list = [...items];
  return {
    pieceQty: list.reduce((n, item) => n + item.pieceQty, 0),
    piece: sum(list.map((item) => item.piece)),
    additions: sum(list.map((item) => item.additions)),
    deductions: sum(list.map((item) => item.deductions)),
    gross: sum(list.map((item) => item.gross)),
    net: sum(list.map((item) => item.net)),
  };
}

/** Wire form: piece and gross at 4 decimals, adjustments and the net at 2. */
export function toWageAmounts(wage: WageMicros): WageAmounts {
  return {
    pieceQty: wage.pieceQty,
    pieceAmount: formatDecimal(wage.piece, LINE_AMOUNT_DIGITS, LINE_AMOUNT_DIGITS),
    additionAmount: formatDecimal(wage.additions, 2, 2),
    deductionAmount: formatDecimal(wage.deductions, 2, 2),
    grossAmount: formatDecimal(wage.gross, LINE_AMOUNT_DIGITS, LINE_AMOUNT_DIGITS),
    netAmount: formatDecimal(wage.net, 2, 2),
  };
}

/** Back from the wire (trusted data: throws on a malformed amount). */
export function fromWageAmounts(amounts: WageAmounts): WageMicros {
  return {
    pieceQty: amounts.pieceQty,
    piece: parseDecimal(amounts.pieceAmount),
    additions: parseDecimal(amounts.additionAmount),
    deductions: parseDecimal(amounts.deductionAmount),
    gross: parseDecimal(amounts.grossAmount),
    net: parseDecimal(amounts.netAmount),
  };
}

/** Σ of wire figures (a payroll group's subtotal, a page's totals). */
export function sumWageAmounts(items: Iterable<WageAmounts>): WageAmounts {
  return toWageAmounts(totalWage([...items].map(fromWageAmounts)));
}

/** The adjustment's effect on the net: its amount with the type's sign. */
export function signedAdjustment(type: WageAdjustmentType, amount: Micros): Micros {
  return adjustmentSign(type) * amount;
}

/** A work record as a payslip groups it. */
export interface PayslipSourceLine extends WageLine {
  orderNo: string;
  styleNo: string;
  procedureName: string;
}

/**
 * A payslip's lines: one per order, procedure and price, with Σ qty and Σ of the line amounts (each line
 * already at 4 decimals, so grouping never changes the worker's total). In the order first seen.
 */
export function payslipLines(lines: Iterable<PayslipSourceLine>): PayslipLineDto[] {
  const groups = new Map<string, { line: PayslipSourceLine; qty: number; amount: Micros }>();
  for (const line of lines) {
    const key = JSON.stringify([line.orderNo, line.styleNo, line.procedureName, line.unitPrice.toString()]);
    const group = groups.get(key) ?? { line, qty: 0, amount: 0n };
    group.qty += line.qty;
    group.amount += lineAmount(line.qty, line.unitPrice);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ line, qty, amount }) => ({
    orderNo: line.orderNo,
    styleNo: line.styleNo,
    procedureName: line.procedureName,
    unitPrice: formatDecimal(line.unitPrice, 2),
    qty,
    amount: formatDecimal(amount, LINE_AMOUNT_DIGITS, LINE_AMOUNT_DIGITS),
  }));
}

/** Confirmation states that count as confirmed (the settlement may move on once every item is in one). */
export const CONFIRMED_STATES: readonly WageConfirmStatus[] = ['confirmed', 'autoConfirmed', 'forceConfirmed'];

export function isConfirmed(status: WageConfirmStatus): boolean {
  return CONFIRMED_STATES.includes(status);
}

const DAY_MS = 86_400_000;

/** When a submitted settlement's pending items confirm themselves; null when the tenant never auto-confirms. */
export function autoConfirmAt(submittedAt: number, days: number): number | null {
  return days > 0 ? submittedAt + days * DAY_MS : null;
}

/** The setting's text → days (0 = off); anything unreadable falls back to the default. */
export function parseAutoConfirmDays(text: string | undefined, fallback = 3): number {
  const trimmed = (text ?? '').trim();
  if (!/^\d+$/.test(trimmed)) return fallback;
  const value = Number(trimmed);
  return value <= WageLimits.autoConfirmDaysMax ? value : fallback;
}

/** A settlement number: `WS` + the period's first day + a sequence of the tenant (WS20260301-01). */
export function settlementNo(periodStart: string, sequence: number): string {
  return `WS${periodStart.replaceAll('-', '')}-${String(sequence).padStart(2, '0')}`;
}

/** The last day of the month of `date` ('yyyy-MM-dd'): a month period is monthStart(date) … monthEnd(date). */
export function monthEnd(date: string): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
