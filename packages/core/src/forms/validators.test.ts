import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  characterCount,
  firstIssue,
  integerRange,
  isBlank,
  lengthRange,
  maxLength,
  parseIntegerInput,
  required,
  toTrimmedString,
} from './validators';
import { decimalString } from './decimal-rule';

const RUNS = { numRuns: 1000 };

describe('generic rules', () => {
  it('required', () => {
    expect(required('  ')).toEqual({ key: 'Validation.Required', params: {} });
    expect(required(undefined)).not.toBeNull();
    expect(required([])).not.toBeNull();
    expect(required(0)).toBeNull();
    expect(required(' x ')).toBeNull();
    expect(isBlank([1])).toBe(false);
  });

  it('toTrimmedString', () => {
    expect(toTrimmedString('\u3000ab ')).toBe('ab');
    expect(toTrimmedString(12)).toBe('12');
    expect(toTrimmedString(12n)).toBe('12');
    expect(toTrimmedString(Number.NaN)).toBe('');
    expect(toTrimmedString({})).toBe('');
  });

  it('lengthRange counts trimmed code points (property)', () => {
    const rule = lengthRange(2, 5);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 10 }), (s) => {
        const n = characterCount(s.trim());
        const expected = n === 0 || (n >= 2 && n <= 5) ? null : { key: 'Validation.LengthRange', params: { min: 2, max: 5 } };
        expect(rule(s)).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('maxLength', () => {
    expect(maxLength(3)('abcd')).toEqual({ key: 'Validation.MaxLength', params: { max: 3 } });
    expect(maxLength(3)(' abc ')).toBeNull();
  });

  it('decimalString', () => {
    const price = decimalString({ maxFractionDigits: 4, min: 0n, max: 1_000_000_000n });
    expect(price('')).toBeNull();
    expect(price('12.3456')).toBeNull();
    expect(price('abc')).toEqual({ key: 'Validation.DecimalInvalid', params: {} });
    expect(price('1.23456')).toEqual({ key: 'Validation.DecimalFractionDigits', params: { max: 4 } });
    expect(price('-1')).toEqual({ key: 'Validation.DecimalMin', params: { min: '0' } });
    expect(price('1000.01')).toEqual({ key: 'Validation.DecimalMax', params: { max: '1000' } });
    expect(decimalString()('1.000001')).toBeNull();
    expect(decimalString()('1.0000001')).toEqual({ key: 'Validation.DecimalInvalid', params: {} });
  });

  it('integerRange and parseIntegerInput (property)', () => {
    const rule = integerRange(-5, 20);
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.boolean(), (n, asText) => {
        const value = asText ? ` ${n} ` : n;
        expect(parseIntegerInput(value)).toBe(n);
        expect(rule(value)).toEqual(n >= -5 && n <= 20 ? null : { key: 'Validation.IntegerRange', params: { min: -5, max: 20 } });
      }),
      RUNS,
    );
    expect(rule('1.5')).toEqual({ key: 'Validation.IntegerInvalid', params: {} });
    expect(rule('1e2')).toEqual({ key: 'Validation.IntegerInvalid', params: {} });
    expect(rule(' ')).toBeNull();
    expect(parseIntegerInput('99999999999999999999')).toBeNull();
  });

  it('firstIssue returns the first failing rule', () => {
    expect(firstIssue('', [required, lengthRange(1, 2)])?.key).toBe('Validation.Required');
    expect(firstIssue('abc', [required, lengthRange(1, 2)])?.key).toBe('Validation.LengthRange');
    expect(firstIssue('ab', [required, lengthRange(1, 2)])).toBeNull();
  });
});
