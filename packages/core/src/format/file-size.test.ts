import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_SIZE_UNITS, formatFileSize } from './file-size';

const RUNS = { numRuns: 1000 };

describe('formatFileSize', () => {
  it.each([
    [0, '0.00 B'],
    [1023, '1023.00 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1048575, '1.00 MB'],
    [1048570, '1023.99 KB'],
    [5 * 1024 ** 3, '5.00 GB'],
    [1024 ** 4, '1.00 TB'],
    [3 * 1024 ** 5, '3072.00 TB'],
  ])('%s → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('refuses what is not a byte count', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(1.5)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(2048n)).toBe('2.00 KB');
  });

  it('two decimals, the largest fitting unit, within half a hundredth of the value (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1024n ** 5n }), (bytes) => {
        const text = formatFileSize(bytes);
        const match = /^(\d+)\.(\d{2}) (B|KB|MB|GB|TB)$/.exec(text);
        expect(match).not.toBeNull();
        const [, whole = '', fraction = '', unit = ''] = match ?? [];
        const index = FILE_SIZE_UNITS.indexOf(unit as (typeof FILE_SIZE_UNITS)[number]);
        const hundredths = BigInt(whole + fraction);
        if (unit !== 'TB') expect(hundredths < 102_400n).toBe(true);
        if (unit !== 'B') expect(hundredths >= 100n).toBe(true);
        // |hundredths × 1024^i − bytes × 100| ≤ 1024^i / 2
        const scale = 1024n ** BigInt(index);
        const diff = hundredths * scale - bytes * 100n;
        expect(2n * (diff < 0n ? -diff : diff) <= scale).toBe(true);
      }),
      RUNS,
    );
  });
});
