import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../money/money';
import { formatAmount, shouldShowRmbSymbol } from './amount';

const RUNS = { numRuns: 1000 };

describe('formatAmount', () => {
  it.each([
    ['1234.5', true, '¥1,234.50'],
    ['1234.5', false, '1,234.50'],
    ['0', true, '¥0.00'],
    ['-1234567.891', true, '-¥1,234,567.891'],
    ['2.222220', false, '2.22222'],
    ['999', false, '999.00'],
    ['1000', false, '1,000.00'],
  ])('%s (symbol %s) → %s', (value, showCurrencySymbol, expected) => {
    expect(formatAmount(value, { showCurrencySymbol, locale: 'zh-Hans' })).toBe(expected);
  });

  it('takes micros, empty values and junk', () => {
    expect(formatAmount(1_500_000n, { showCurrencySymbol: true })).toBe('¥1.50');
    expect(formatAmount(null, { showCurrencySymbol: true })).toBe('');
    expect(formatAmount(' ', { showCurrencySymbol: true })).toBe('');
    expect(formatAmount('n/a', { showCurrencySymbol: true })).toBe('n/a');
    expect(formatAmount(1_234_567n, { showCurrencySymbol: false, maxFraction: 2 })).toBe('1.23');
  });

  it('keeps the value, 2–6 decimals and proper grouping (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), fc.boolean(), (m, showCurrencySymbol) => {
        const text = formatAmount(m, { showCurrencySymbol });
        expect(text.includes('¥')).toBe(showCurrencySymbol);
        const plain = text.replace('¥', '').replaceAll(',', '');
        expect(parseDecimal(plain)).toBe(m);
        const match = /^-?(?:¥)?(\d{1,3}(?:,\d{3})*)\.(\d{2,6})$/.exec(text);
        expect(match).not.toBeNull();
        const fraction = match?.[2] ?? '';
        if (fraction.length > 2) expect(fraction.endsWith('0')).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('shouldShowRmbSymbol', () => {
  it('is on only for the value true', () => {
    expect(shouldShowRmbSymbol({ 'Eticket.ShowRmbCurrencySymbol': 'true' })).toBe(true);
    expect(shouldShowRmbSymbol({ 'Eticket.ShowRmbCurrencySymbol': 'True' })).toBe(true);
    expect(shouldShowRmbSymbol({ 'Eticket.ShowRmbCurrencySymbol': 'false' })).toBe(false);
    expect(shouldShowRmbSymbol({ 'Eticket.ShowRmbCurrencySymbol': '1' })).toBe(false);
    expect(shouldShowRmbSymbol({})).toBe(false);
    expect(shouldShowRmbSymbol(undefined)).toBe(false);
  });
});
