import fc from 'fast-check';
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { bedNoPeriod, formatBedNo, nextBedNo, parseBedNoResetCycle, type BedCounterState, type BedNoResetCycle } from './bed-number';

const RUNS = { numRuns: 1000 };

describe('bed numbers with a reset cycle (domain §3.3)', () => {
  it('counts per period and restarts at 1', () => {
    let state: BedCounterState | null = null;
    const issue = (cycle: BedNoResetCycle, date: string) => {
      const next = nextBedNo(state, cycle, date);
      state = next.state;
      return next.bedNo;
    };
    expect([issue('monthly', '2024-05-30'), issue('monthly', '2024-05-31'), issue('monthly', '2024-06-01'), issue('monthly', '2024-06-02')]).toEqual([1, 2, 1, 2]);
    state = null;
    expect([issue('yearly', '2024-12-31'), issue('yearly', '2024-06-01'), issue('yearly', '2025-01-01')]).toEqual([1, 2, 1]);
    state = null;
    expect([issue('never', '2024-12-31'), issue('never', '2025-01-01'), issue('never', '2031-01-01')]).toEqual([1, 2, 3]);
  });

  it('a clock set back keeps counting instead of reusing numbers', () => {
    const state = { lastNo: 7, period: '2024-06' };
    expect(nextBedNo(state, 'monthly', '2024-05-31')).toEqual({ bedNo: 8, state: { lastNo: 8, period: '2024-06' } });
  });

  it('switching cycle: finer restarts, coarser keeps counting', () => {
    expect(nextBedNo({ lastNo: 40, period: '' }, 'monthly', '2024-06-01').bedNo).toBe(1);
    expect(nextBedNo({ lastNo: 40, period: '2024-06' }, 'yearly', '2024-07-01').bedNo).toBe(41);
    expect(nextBedNo({ lastNo: 40, period: '2024-06' }, 'yearly', '2025-01-01').bedNo).toBe(1);
    expect(nextBedNo({ lastNo: 40, period: '2024-06' }, 'never', '2025-01-01').bedNo).toBe(41);
  });

  it('parses the setting and the date', () => {
    expect(parseBedNoResetCycle('Monthly')).toBe('monthly');
    expect(parseBedNoResetCycle(undefined)).toBe('never');
    expect(parseBedNoResetCycle('weekly')).toBe('never');
    expect(bedNoPeriod('monthly', '2024-05-09')).toBe('2024-05');
    expect(() => bedNoPeriod('yearly', '2024-13-01')).toThrow(RangeError);
    expect(formatBedNo(16)).toBe('16');
    expect(formatBedNo(16, 1)).toBe('16-1');
  });

  it('numbers within a period are 1, 2, 3 … and a new period restarts (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<BedNoResetCycle>('never', 'yearly', 'monthly'),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 60 }),
        (cycle, gaps) => {
          let state: BedCounterState | null = null;
          let day = new Date(2023, 10, 1);
          const issued: { period: string; bedNo: number }[] = [];
          for (const gap of gaps) {
            day = addDays(day, gap);
            const date = format(day, 'yyyy-MM-dd');
            const next = nextBedNo(state, cycle, date);
            state = next.state;
            issued.push({ period: bedNoPeriod(cycle, date), bedNo: next.bedNo });
          }
          const expected = issued.map((entry, i) => issued.slice(0, i + 1).filter((e) => e.period === entry.period).length);
          expect(issued.map((e) => e.bedNo)).toEqual(expected);
        },
      ),
      RUNS,
    );
  });
});
