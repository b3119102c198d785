import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DateFormats, formatDate, formatDateTime, formatDateTimeMinutes, toDate } from './date';

const RUNS = { numRuns: 1000 };

describe('date formats', () => {
  // Local-time constructors keep these independent of the machine's time zone.
  const d = new Date(2024, 0, 2, 3, 4, 5);

  it('formats the three patterns', () => {
    expect(formatDateTime(d)).toBe('2024-01-02 03:04:05');
    expect(formatDateTimeMinutes(d)).toBe('2024-01-02 03:04');
    expect(formatDate(d)).toBe('2024-01-02');
    expect(formatDate(d.getTime(), DateFormats.dateTime)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime('2024-01-02T03:04:05')).toBe('2024-01-02 03:04:05');
    expect(formatDate('2024-12-31')).toBe('2024-12-31');
  });

  it('empty or invalid input gives an empty string', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(toDate(new Date(Number.NaN))).toBeNull();
  });

  it('an instant with an offset is the same instant', () => {
    expect(toDate('2024-05-10T08:00:00Z')?.getTime()).toBe(Date.UTC(2024, 4, 10, 8));
  });

  it('format then parse returns the same text (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1971, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), (date) => {
        const text = formatDateTime(date);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        // Compared as text, not as an instant: a DST fall-back hour is ambiguous in local time.
        expect(formatDateTime(toDate(text.replace(' ', 'T')))).toBe(text);
        expect(formatDateTimeMinutes(date)).toBe(text.slice(0, 16));
        expect(formatDate(date)).toBe(text.slice(0, 10));
      }),
      RUNS,
    );
  });
});
