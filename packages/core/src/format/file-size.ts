import { divideRoundHalfUp } from '../money/money';

export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * Bytes for display with two decimals in the largest unit (1024-based, B…TB, product-spec §9) that keeps the
 * rounded value below 1024: 1536 → '1.50 KB', 1023.999 KB → '1.00 MB'. Integer arithmetic, so no
 * binary-float surprises in the last digit. Negative, fractional or non-finite input → ''.
 */
export function formatFileSize(bytes: number | bigint | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (typeof bytes === 'number' && !Number.isSafeInteger(bytes)) return '';
  const value = BigInt(bytes);
  if (value < 0n) return '';
  let index = 0;
  let hundredths = value * 100n;
  while (index < FILE_SIZE_UNITS.length - 1 && hundredths >= 102_400n) {
    index += 1;
    hundredths = divideRoundHalfUp(value * 100n, 1024n ** BigInt(index));
  }
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole.toString()}.${fraction} ${FILE_SIZE_UNITS[index] ?? 'TB'}`;
}
