import { formatDecimal, tryParseDecimal, type Micros } from '../money/money';
import { toTrimmedString, type Rule } from './validators';

// Apart from validators.ts so forms that take no amounts (login, registration) do not load the money module.

export interface DecimalRuleOptions {
  /** 0–6; default 6 (prices). */
  maxFractionDigits?: number;
  /** Inclusive bounds in micros. */
  min?: Micros;
  max?: Micros;
}

/** A plain decimal string (as `tryParseDecimal` reads it) with a bounded number of decimals and range. */
export function decimalString(options: DecimalRuleOptions = {}): Rule {
  const maxFractionDigits = options.maxFractionDigits ?? 6;
  return (value) => {
    const text = toTrimmedString(value);
    if (text === '') return null;
    const exact = tryParseDecimal(text);
    if (exact === null) return { key: 'Validation.DecimalInvalid', params: {} };
    if (tryParseDecimal(text, maxFractionDigits) === null) {
      return { key: 'Validation.DecimalFractionDigits', params: { max: maxFractionDigits } };
    }
    if (options.min !== undefined && exact < options.min) {
      return { key: 'Validation.DecimalMin', params: { min: formatDecimal(options.min, 0) } };
    }
    if (options.max !== undefined && exact > options.max) {
      return { key: 'Validation.DecimalMax', params: { max: formatDecimal(options.max, 0) } };
    }
    return null;
  };
}
