/**
 * Exact money arithmetic. Amounts are bigint micro-yuan (1e-6 CNY): prices have up to 6 fraction digits
 * (domain §3.4 sees 5), so every price is an integer here and sums/products never lose a cent.
 * Decimal strings are the wire format; floats never appear.
 */

/** An amount in micro-yuan (1 yuan = 1,000,000 micros). */
export type Micros = bigint;

export const MICRO_DIGITS = 6;
export const MICROS_PER_YUAN: Micros = 1_000_000n;
export const MICROS_PER_FEN: Micros = 10_000n;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

function checkFractionDigits(digits: number, name: string): void {
  if (!Number.isInteger(digits) || digits < 0 || digits > MICRO_DIGITS) {
    throw new RangeError(`${name} must be an integer between 0 and ${MICRO_DIGITS}, got ${digits}`);
  }
}

/**
 * Parse a plain decimal string ("12", "-0.5", "3.", ".25", surrounding blanks allowed) into micros.
 * Returns null for anything else (exponents, grouping, empty, NaN) or when more than
 * `maxFractionDigits` significant fraction digits are given (trailing zeros do not count: the value is exact).
 * This is the form for user input; never rounds.
 */
export function tryParseDecimal(text: string, maxFractionDigits: number = MICRO_DIGITS): Micros | null {
  checkFractionDigits(maxFractionDigits, 'maxFractionDigits');
  const match = DECIMAL.exec(text.trim());
  if (match === null) return null;
  const [, sign = '', whole = '', rawFraction = ''] = match;
  if (whole === '' && rawFraction === '') return null;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > maxFractionDigits) return null;
  const micros = BigInt(whole === '' ? '0' : whole) * MICROS_PER_YUAN + BigInt(fraction.padEnd(MICRO_DIGITS, '0'));
  return sign === '-' ? -micros : micros;
}

/** Like `tryParseDecimal` but for trusted data (the wire, the database): throws a RangeError on bad input. */
export function parseDecimal(text: string, maxFractionDigits: number = MICRO_DIGITS): Micros {
  const micros = tryParseDecimal(text, maxFractionDigits);
  if (micros === null) throw new RangeError(`Not a decimal with at most ${maxFractionDigits} fraction digits: "${text}"`);
  return micros;
}

/**
 * Integer division rounding half away from zero (the "half-up" of money: 0.005 → 0.01, −0.005 → −0.01).
 * The divisor must be positive.
 */
export function divideRoundHalfUp(dividend: bigint, divisor: bigint): bigint {
  if (divisor <= 0n) throw new RangeError('divisor must be positive');
  const magnitude = dividend < 0n ? -dividend : dividend;
  const quotient = (magnitude * 2n + divisor) / (divisor * 2n);
  return dividend < 0n ? -quotient : quotient;
}

/** Round to `fractionDigits` (0–6) decimal places, half away from zero; the result is still in micros. */
export function roundHalfUp(micros: Micros, fractionDigits: number): Micros {
  checkFractionDigits(fractionDigits, 'fractionDigits');
  const unit = 10n ** BigInt(MICRO_DIGITS - fractionDigits);
  return divideRoundHalfUp(micros, unit) * unit;
}

/**
 * Round to the fen (0.01 yuan), half away from zero: 1.005 → 1.01 and −1.005 → −1.01, so a refund
 * rounds exactly like the payment it reverses. Done once per total (domain §8.1 invariant 5).
 */
export function roundHalfUpToFen(micros: Micros): Micros {
  return roundHalfUp(micros, 2);
}

/**
 * Format micros as a plain decimal string ("-1234.5" style, no grouping): at least `minFraction` fraction
 * digits, at most `maxFraction`; digits beyond `maxFraction` are rounded half away from zero and trailing
 * zeros beyond `minFraction` are dropped. `formatDecimal(m)` round-trips through `parseDecimal`.
 */
export function formatDecimal(micros: Micros, minFraction = 2, maxFraction: number = MICRO_DIGITS): string {
  checkFractionDigits(minFraction, 'minFraction');
  checkFractionDigits(maxFraction, 'maxFraction');
  if (minFraction > maxFraction) throw new RangeError('minFraction must not exceed maxFraction');
  const rounded = roundHalfUp(micros, maxFraction);
  const magnitude = rounded < 0n ? -rounded : rounded;
  const whole = (magnitude / MICROS_PER_YUAN).toString();
  let fraction = (magnitude % MICROS_PER_YUAN).toString().padStart(MICRO_DIGITS, '0').slice(0, maxFraction);
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = rounded < 0n ? '-' : '';
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** The fen-rounded amount with exactly two decimals, e.g. 12345678n → "12.35"; the form totals are stored in. */
export function toFenString(micros: Micros): string {
  return formatDecimal(roundHalfUpToFen(micros), 2, 2);
}

/** qty × unit price. Quantities are whole pieces (domain §10.10): a fractional or unsafe number throws. */
export function multiplyQty(qty: number | bigint, price: Micros): Micros {
  if (typeof qty === 'number' && !Number.isSafeInteger(qty)) {
    throw new RangeError(`qty must be a safe integer, got ${qty}`);
  }
  return BigInt(qty) * price;
}

/** Σ of amounts; the empty sum is 0. */
export function sum(amounts: Iterable<Micros>): Micros {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return total;
}
