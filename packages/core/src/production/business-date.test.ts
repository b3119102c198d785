import { describe, expect, it } from 'vitest';
import { businessToday, isBusinessDate } from './business-date';

describe('business date', () => {
  it('is the China Standard Time calendar date: 16:00 UTC is already the next day', () => {
    expect(businessToday(Date.UTC(2026, 10, 2, 15, 59))).toBe('2026-11-02');
    expect(businessToday(Date.UTC(2026, 10, 2, 16, 0))).toBe('2026-11-03');
  });

  it('accepts real calendar days only', () => {
    expect(isBusinessDate('2026-02-28')).toBe(true);
    expect(isBusinessDate('2026-02-30')).toBe(false);
    expect(isBusinessDate('2026-2-3')).toBe(false);
  });
});
