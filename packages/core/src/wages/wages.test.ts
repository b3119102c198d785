import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal, type Micros } from '../money/money';
import {
  adjustmentSign,
  autoConfirmAt,
  fromWageAmounts,
  isConfirmed,
  lineAmount,
  monthEnd,
  parseAutoConfirmDays,
  payslipLines,
  settlementNo,
  sumWageAmounts,
  toWageAmounts,
  totalWage,
  workerWage,
  type WageAdjustmentAmount,
} from './wages';
import { WAGE_ADJUSTMENT_TYPES, WAGE_CONFIRM_STATUSES } from './wages.types';

/** A price with up to 6 decimals, as the catalogue allows (0 to 99.999999 yuan). */
const price = fc.bigInt({ min: 0n, max: 99_999_999n });
const record = fc.record({
  worker: fc.integer({ min: 0, max: 4 }),
  qty: fc.integer({ min: 1, max: 5_000 }),
  unitPrice: price,
  orderNo: fc.constantFrom('A1', 'A2'),
  styleNo: fc.constantFrom('S1'),
  procedureName: fc.constantFrom('合缝', '锁边', '钉扣'),
});
const adjustment = fc.record({
  worker: fc.integer({ min: 0, max: 4 }),
  type: fc.constantFrom(...WAGE_ADJUSTMENT_TYPES),
  // Adjustments are entered to the fen.
  amount: fc.bigInt({ min: 1n, max: 100_000n }).map((fen) => fen * 10_000n),
});

/** The reference the rules must equal, written with decimal strings only: round each line to 4 dp, the worker once to the fen. */
function referenceNet(lines: { qty: number; unitPrice: Micros }[], adjustments: WageAdjustmentAmount[]): Micros {
  const piece = lines.reduce((total, l) => total + parseDecimal(formatDecimal(BigInt(l.qty) * l.unitPrice, 0, 4)), 0n);
  const adjusted = adjustments.reduce((total, a) => total + (adjustmentSign(a.type) < 0n ? -a.amount : a.amount), piece);
  return parseDecimal(formatDecimal(adjusted, 0, 2));
}

describe('wage rules', () => {
  it('a line is qty × price at 4 decimals, half-up', () => {
    expect(lineAmount(3, parseDecimal('0.123456'))).toBe(parseDecimal('0.3704'));
    expect(lineAmount(1, parseDecimal('0.00005'))).toBe(parseDecimal('0.0001'));
    expect(lineAmount(1, parseDecimal('0.000049'))).toBe(0n);
    expect(() => lineAmount(1.5, 1n)).toThrow(RangeError);
  });

  it('a worker is rounded once: three lines of 0.0033 pay 0.01, not 0', () => {
    const wage = workerWage(
      [1, 2, 3].map(() => ({ qty: 1, unitPrice: parseDecimal('0.0033') })),
      [],
    );
    expect(toWageAmounts(wage)).toEqual({
      pieceQty: 3,
      pieceAmount: '0.0099',
      additionAmount: '0.00',
      deductionAmount: '0.00',
      grossAmount: '0.0099',
      netAmount: '0.01',
    });
  });

  it('the type gives the sign: deductions, penalties, advances and rework deductions are taken off', () => {
    const wage = workerWage(
      [{ qty: 10, unitPrice: parseDecimal('1.5') }],
      [
        { type: 'mealAllowance', amount: parseDecimal('20') },
        { type: 'advance', amount: parseDecimal('100') },
        { type: 'penalty', amount: parseDecimal('0.5') },
      ],
    );
    expect(toWageAmounts(wage)).toMatchObject({ additionAmount: '20.00', deductionAmount: '100.50', grossAmount: '35.0000', netAmount: '-65.50' });
    expect(WAGE_ADJUSTMENT_TYPES.filter((t) => adjustmentSign(t) < 0n)).toEqual(['deduction', 'penalty', 'advance', 'reworkDeduction']);
  });

  it('Σ payslips = settlement total = Σ source rows rounded once per worker, for any records and prices', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 60 }), fc.array(adjustment, { maxLength: 10 }), (records, adjustments) => {
        const workers = [0, 1, 2, 3, 4];
        const items = workers.map((w) =>
          workerWage(
            records.filter((r) => r.worker === w),
            adjustments.filter((a) => a.worker === w),
          ),
        );
        const settlement = totalWage(items);
        // Each worker's net is the reference, computed from the source rows alone.
        workers.forEach((w, i) => {
          const expected = referenceNet(
            records.filter((r) => r.worker === w),
            adjustments.filter((a) => a.worker === w),
          );
          expect(items[i]?.net).toBe(expected);
        });
        // A payslip groups lines per procedure and price: its lines add up to the item's piece amount.
        const slips = workers.map((w) => payslipLines(records.filter((r) => r.worker === w)));
        slips.forEach((lines, i) => {
          const piece = lines.reduce((total, line) => total + parseDecimal(line.amount), 0n);
          expect(piece).toBe(items[i]?.piece);
          expect(lines.reduce((n, line) => n + line.qty, 0)).toBe(items[i]?.pieceQty);
        });
        // Σ payslip nets = the settlement's total, and the wire form round-trips without loss.
        expect(settlement.net).toBe(items.reduce((total, item) => total + item.net, 0n));
        expect(fromWageAmounts(sumWageAmounts(items.map(toWageAmounts)))).toEqual(settlement);
        // Every net is whole fen: no float, no sub-fen residue.
        for (const item of items) expect(item.net % 10_000n).toBe(0n);
      }),
    );
  });

  it('grouping never changes a total: the lines of one procedure at one price merge', () => {
    const lines = payslipLines([
      { orderNo: 'A1', styleNo: 'S1', procedureName: '合缝', qty: 2, unitPrice: parseDecimal('0.12345') },
      { orderNo: 'A1', styleNo: 'S1', procedureName: '合缝', qty: 3, unitPrice: parseDecimal('0.12345') },
      { orderNo: 'A1', styleNo: 'S1', procedureName: '合缝', qty: 1, unitPrice: parseDecimal('0.2') },
    ]);
    expect(lines).toEqual([
      { orderNo: 'A1', styleNo: 'S1', procedureName: '合缝', unitPrice: '0.12345', qty: 5, amount: '0.6173' },
      { orderNo: 'A1', styleNo: 'S1', procedureName: '合缝', unitPrice: '0.20', qty: 1, amount: '0.2000' },
    ]);
  });

  it('auto-confirm falls due the given days after submission; 0 days never', () => {
    expect(autoConfirmAt(Date.UTC(2026, 0, 31), 3)).toBe(Date.UTC(2026, 1, 3));
    expect(autoConfirmAt(Date.UTC(2026, 0, 31), 0)).toBeNull();
    expect(parseAutoConfirmDays('7')).toBe(7);
    expect(parseAutoConfirmDays('0')).toBe(0);
    expect(parseAutoConfirmDays('-1')).toBe(3);
    expect(parseAutoConfirmDays('1.5')).toBe(3);
    expect(parseAutoConfirmDays(undefined)).toBe(3);
    expect(parseAutoConfirmDays('999')).toBe(3);
  });

  it('confirmed states and settlement numbers', () => {
    expect(WAGE_CONFIRM_STATUSES.map(isConfirmed)).toEqual([false, true, false, true, true]);
    expect(settlementNo('2026-03-01', 1)).toBe('WS20260301-01');
    expect(['2026-02-10', '2024-02-01', '2026-12-31'].map(monthEnd)).toEqual(['2026-02-28', '2024-02-29', '2026-12-31']);
    expect(settlementNo('2026-03-01', 123)).toBe('WS20260301-123');
  });
});
