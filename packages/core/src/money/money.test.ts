import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MICROS_PER_FEN,
  divideRoundHalfUp,
  formatDecimal,
  multiplyQty,
  parseDecimal,
  roundHalfUp,
  roundHalfUpToFen,
  sum,
  toFenString,
  tryParseDecimal,
} from './money';

const RUNS = { numRuns: 1000 };
const micros = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n });
const qty = fc.integer({ min: -1_000_000, max: 1_000_000 });

describe('tryParseDecimal / parseDecimal', () => {
  it.each([
    ['0', 0n],
    ['12', 12_000_000n],
    ['12.5', 12_500_000n],
    ['-0.000001', -1n],
    [' 3. ', 3_000_000n],
    ['.25', 250_000n],
    ['+7.10', 7_100_000n],
    ['-0', 0n],
    ['2.22222', 2_222_220n],
    ['1.5000000000', 1_500_000n],
  ])('parses %j', (text, expected) => {
    expect(tryParseDecimal(text)).toBe(expected);
    expect(parseDecimal(text)).toBe(expected);
  });

  it.each(['', ' ', '.', '-', '1e3', '1,000', 'abc', '1.2.3', 'NaN', 'Infinity', '0x10', '1 000', '--1', '1.0000001'])(
    'rejects %j',
    (text) => {
      expect(tryParseDecimal(text)).toBeNull();
      expect(() => parseDecimal(text)).toThrow(RangeError);
    },
  );

  it('honours maxFractionDigits', () => {
    expect(tryParseDecimal('1.234', 2)).toBeNull();
    expect(tryParseDecimal('1.23', 2)).toBe(1_230_000n);
    expect(tryParseDecimal('1.2300', 2)).toBe(1_230_000n);
    expect(tryParseDecimal('5.5', 0)).toBeNull();
    expect(() => tryParseDecimal('1', 7)).toThrow(RangeError);
  });
});

describe('formatDecimal', () => {
  it.each([
    [0n, '0.00'],
    [1n, '0.000001'],
    [-1n, '-0.000001'],
    [12_500_000n, '12.50'],
    [12_345_678n, '12.345678'],
    [1_234_567_890_000n, '1234567.89'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatDecimal(value)).toBe(expected);
  });

  it('rounds half away from zero beyond maxFraction', () => {
    expect(formatDecimal(1_005_000n, 2, 2)).toBe('1.01');
    expect(formatDecimal(-1_005_000n, 2, 2)).toBe('-1.01');
    expect(formatDecimal(-4_999n, 2, 2)).toBe('0.00');
    expect(formatDecimal(12_345_678n, 0, 4)).toBe('12.3457');
    expect(formatDecimal(3_000_000n, 0, 6)).toBe('3');
  });

  it('rejects impossible digit settings', () => {
    expect(() => formatDecimal(1n, 3, 2)).toThrow(RangeError);
    expect(() => formatDecimal(1n, 0, 7)).toThrow(RangeError);
  });

  it('round-trips: parse ∘ format = id (property)', () => {
    fc.assert(
      fc.property(micros, fc.integer({ min: 0, max: 6 }), (m, minFraction) => {
        expect(parseDecimal(formatDecimal(m, minFraction, 6))).toBe(m);
      }),
      RUNS,
    );
  });

  it('round-trips: format ∘ parse is canonical for canonical strings (property)', () => {
    const canonical = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 999_999 }))
      .map(([negative, whole, fraction]) => {
        const text = formatDecimal(whole * 1_000_000n + BigInt(fraction));
        return negative && text !== '0.00' ? `-${text}` : text;
      });
    fc.assert(
      fc.property(canonical, (text) => {
        expect(formatDecimal(parseDecimal(text))).toBe(text);
      }),
      RUNS,
    );
  });
});

describe('rounding to the fen', () => {
  it('rounds half away from zero', () => {
    expect(roundHalfUpToFen(1_004_999n)).toBe(1_000_000n);
    expect(roundHalfUpToFen(1_005_000n)).toBe(1_010_000n);
    expect(roundHalfUpToFen(-1_005_000n)).toBe(-1_010_000n);
    expect(roundHalfUpToFen(-1_004_999n)).toBe(-1_000_000n);
    expect(toFenString(12_345_678n)).toBe('12.35');
    expect(toFenString(-5_000n)).toBe('-0.01');
    expect(toFenString(0n)).toBe('0.00');
  });

  it('is idempotent, lands on a fen and moves at most half a fen (property)', () => {
    fc.assert(
      fc.property(micros, (m) => {
        const r = roundHalfUpToFen(m);
        expect(roundHalfUpToFen(r)).toBe(r);
        expect(r % MICROS_PER_FEN).toBe(0n);
        const diff = r - m;
        expect(diff <= 5_000n && diff >= -5_000n).toBe(true);
      }),
      RUNS,
    );
  });

  it('is symmetric around zero (property)', () => {
    fc.assert(
      fc.property(micros, (m) => {
        expect(roundHalfUpToFen(-m)).toBe(-roundHalfUpToFen(m));
      }),
      RUNS,
    );
  });

  it('roundHalfUp keeps 6 digits untouched and divideRoundHalfUp checks its divisor', () => {
    expect(roundHalfUp(123n, 6)).toBe(123n);
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('sums and products', () => {
  it('sum is associative and commutative (property)', () => {
    fc.assert(
      fc.property(fc.array(micros, { maxLength: 30 }), fc.array(micros, { maxLength: 30 }), (a, b) => {
        expect(sum([...a, ...b])).toBe(sum([sum(a), sum(b)]));
        expect(sum([...a].reverse())).toBe(sum(a));
        expect(sum([...b, ...a])).toBe(sum([...a, ...b]));
      }),
      RUNS,
    );
    expect(sum([])).toBe(0n);
  });

  it('qty × price distributes over sums of prices and of quantities (property)', () => {
    fc.assert(
      fc.property(qty, qty, fc.array(micros, { maxLength: 20 }), (q1, q2, prices) => {
        expect(multiplyQty(q1, sum(prices))).toBe(sum(prices.map((p) => multiplyQty(q1, p))));
        for (const p of prices.slice(0, 3)) {
          expect(multiplyQty(q1 + q2, p)).toBe(multiplyQty(q1, p) + multiplyQty(q2, p));
        }
      }),
      RUNS,
    );
  });

  it('multiplies exactly and refuses fractional quantities', () => {
    expect(multiplyQty(3, parseDecimal('2.22222'))).toBe(parseDecimal('6.66666'));
    expect(multiplyQty(10n, parseDecimal('0.1'))).toBe(parseDecimal('1'));
    expect(() => multiplyQty(1.5, 1n)).toThrow(RangeError);
    expect(() => multiplyQty(Number.NaN, 1n)).toThrow(RangeError);
  });
});
