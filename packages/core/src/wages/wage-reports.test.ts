import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../money/money';
import { fenOf, foldColumns, monthGrid, monthRange, periodDays, rowCells, sumCells, weekdayOf, type KeyedCell } from './wage-reports';
import type { Validated } from '../validation/input-reader';
import { parseUserMonthReportQuery, parseWageReportQuery } from './wage-reports-input';
import { WAGE_REPORT_OTHER_KEY, WageReportLimits, type WageReportCell } from './wage-reports.types';

const cellArb: fc.Arbitrary<WageReportCell> = fc
  .record({ qty: fc.integer({ min: 1, max: 10_000 }), micros: fc.bigInt({ min: 0n, max: 10_000_000_000n }) })
  // Amounts at 4 decimals, as the server sends them.
  .map(({ qty, micros }) => ({ qty, amount: formatDecimal((micros / 100n) * 100n, 4, 4) }));


describe('wage report pivot', () => {
  it('Σ of the row totals = Σ of the column totals = the grand total, however the columns are folded', () => {
    fc.assert(
      fc.property(
        // workers × keys: a sparse matrix of cells
        fc.array(fc.array(fc.option(cellArb, { nil: null }), { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 12 }),
        (matrix, top) => {
          const width = Math.max(...matrix.map((r) => r.length));
          const keys = Array.from({ length: width }, (_, i) => `k${String(i)}`);
          const perWorker = matrix.map((row) => new Map(row.flatMap((cell, i): [string, WageReportCell][] => (cell === null ? [] : [[keys[i] ?? '', cell]]))));
          const keyed: KeyedCell[] = keys.map((key) => ({ key, label: key, detail: null, cell: sumCells(perWorker.map((m) => m.get(key) ?? null)) }));
          const { columns, folded } = foldColumns(keyed, top);
          expect(columns.length).toBeLessThanOrEqual(top + 1);
          const columnKeys = columns.map((c) => c.key);
          const rows = perWorker.map((m) => rowCells(columnKeys, folded, m));
          const rowTotals = rows.map((cells) => sumCells(cells));
          const grand = sumCells(columns.map((c) => c.cell));
          expect(sumCells(rowTotals)).toEqual(grand);
          expect(sumCells(keyed.map((k) => k.cell))).toEqual(grand);
          // Each row's total is its own work, folded or not.
          perWorker.forEach((m, i) => {
            expect(rowTotals[i]).toEqual(sumCells(m.values()));
          });
          // Each column's total is Σ of its cells down the rows.
          columns.forEach((column, j) => {
            expect(sumCells(rows.map((r) => r[j] ?? null))).toEqual(column.cell);
          });
        },
      ),
    );
  });

  it('keeps the largest columns by amount and names the rest "other"', () => {
    const c = (key: string, amount: string): KeyedCell => ({ key, label: key, detail: null, cell: { qty: 1, amount } });
    const { columns, folded } = foldColumns([c('a', '1.0000'), c('b', '3.0000'), c('c', '2.0000'), c('d', '0.5000')], 2);
    expect(columns.map((x) => x.key)).toEqual(['b', 'c', WAGE_REPORT_OTHER_KEY]);
    expect(columns[2]?.cell).toEqual({ qty: 2, amount: '1.5000' });
    expect([...folded].sort()).toEqual(['a', 'd']);
    expect(foldColumns([c('a', '1.0000')], 2).columns.map((x) => x.key)).toEqual(['a']);
  });
});

describe('month calendar', () => {
  const monthArb = fc.record({ y: fc.integer({ min: 1990, max: 2100 }), m: fc.integer({ min: 1, max: 12 }) }).map(({ y, m }) => `${String(y)}-${String(m).padStart(2, '0')}`);

  it('weeks of 7 days from Monday: every day of the month once, in order, in its weekday column', () => {
    fc.assert(
      fc.property(monthArb, (month) => {
        const weeks = monthGrid(month);
        const { start, end } = monthRange(month);
        expect(weeks.every((w) => w.length === 7)).toBe(true);
        const days = weeks.flat().filter((d): d is string => d !== null);
        expect(days).toEqual(periodDays(start, end));
        expect(days.every((d) => d.startsWith(month))).toBe(true);
        weeks.forEach((week) => {
          week.forEach((day, column) => {
            if (day !== null) expect(weekdayOf(day)).toBe(column);
          });
        });
        // No week is all blank: the first holds the 1st, the last the month's last day.
        expect(weeks[0]).toContain(start);
        expect(weeks.at(-1)).toContain(end);
      }),
    );
  });

  it('knows month lengths and weekdays', () => {
    expect(monthRange('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthRange('2026-12').end).toBe('2026-12-31');
    // 2026-06-01 is a Monday: the grid starts without blanks.
    expect(monthGrid('2026-06')[0]?.[0]).toBe('2026-06-01');
    expect(weekdayOf('2026-11-29')).toBe(6);
  });
});

describe('wage report readers', () => {
  const issues = (r: Validated<unknown>) => (r.ok ? [] : Object.entries(r.errors).map(([path, issue]) => `${path}:${issue.key}`));

  it('reads the pivot query: period, dimension, filters, page', () => {
    const r = parseWageReportQuery({ periodStart: '2026-11-01', periodEnd: '2026-11-30', by: 'procedure', orderId: 'A1B2C3D4-0000-4000-8000-000000000001' });
    expect(r).toMatchObject({ ok: true, value: { by: 'procedure', orderId: 'a1b2c3d4-0000-4000-8000-000000000001', organizationId: null, productId: null, skipCount: 0 } });
    expect(parseWageReportQuery({ periodStart: '2026-11-01', periodEnd: '2026-11-30' })).toMatchObject({ ok: true, value: { by: 'order' } });
  });

  it('refuses a long period, too many days by day, a bad dimension and missing dates', () => {
    expect(issues(parseWageReportQuery({ periodStart: '2026-01-01', periodEnd: '2026-12-31' }))).toEqual(['periodEnd:Wages.Validation.PeriodTooLong']);
    expect(issues(parseWageReportQuery({ periodStart: '2026-01-01', periodEnd: '2026-03-31', by: 'day' }))).toEqual(['periodEnd:Wages.Validation.PeriodTooLong']);
    expect(issues(parseWageReportQuery({ periodStart: '2026-01-01', periodEnd: '2026-03-31', by: 'order' }))).toEqual([]);
    expect(issues(parseWageReportQuery({ periodStart: '2026-01-01', periodEnd: '2026-01-31', by: 'week' }))).toEqual(['by:Catalog.Validation.Invalid']);
    expect(issues(parseWageReportQuery({}))).toEqual(['periodStart:Validation.Required', 'periodEnd:Validation.Required']);
    expect(WageReportLimits.dayColumnsMax).toBeLessThan(WageReportLimits.periodDaysMax);
  });

  it('reads a worker and a month', () => {
    const id = 'a1b2c3d4-0000-4000-8000-000000000001';
    expect(parseUserMonthReportQuery({ userId: id, month: '2026-11' })).toMatchObject({ ok: true, value: { userId: id, month: '2026-11' } });
    expect(issues(parseUserMonthReportQuery({ userId: id, month: '2026-13' }))).toEqual(['month:Wages.Validation.MonthInvalid']);
    expect(issues(parseUserMonthReportQuery({ month: '2026-1' }))).toEqual(['userId:Validation.Required', 'month:Wages.Validation.MonthInvalid']);
  });
});

describe('fenOf', () => {
  it('rounds an exact amount half-up to the fen once', () => {
    expect([fenOf('27.6563'), fenOf('0.0050'), fenOf('0.0049'), fenOf('12.0000')]).toEqual(['27.66', '0.01', '0.00', '12.00']);
  });
});
