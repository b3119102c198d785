import { describe, expect, it } from 'vitest';
import { monthPeriod, periodMonth } from './period';

describe('wage periods', () => {
  it('a month runs from its first to its last day, leap years included', () => {
    expect(monthPeriod('2026-02')).toEqual({ periodStart: '2026-02-01', periodEnd: '2026-02-28' });
    expect(monthPeriod('2028-02')).toEqual({ periodStart: '2028-02-01', periodEnd: '2028-02-29' });
    expect(monthPeriod('2026-12')).toEqual({ periodStart: '2026-12-01', periodEnd: '2026-12-31' });
  });

  it('names the month only of a whole month', () => {
    expect(periodMonth({ periodStart: '2026-04-01', periodEnd: '2026-04-30' })).toBe('2026-04');
    expect(periodMonth({ periodStart: '2026-04-01', periodEnd: '2026-04-29' })).toBeNull();
    expect(periodMonth({ periodStart: '2026-04-02', periodEnd: '2026-04-30' })).toBeNull();
  });
});
