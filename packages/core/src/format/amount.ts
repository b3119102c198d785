import { SettingNames } from '../abp/app-config.types';
import type { Locale } from '../i18n/locales';
import { formatDecimal, tryParseDecimal, type Micros } from '../money/money';

export const CNY_SYMBOL = '¥';

export interface FormatAmountOptions {
  /** Prefix '¥' (see `shouldShowRmbSymbol`). */
  showCurrencySymbol: boolean;
  /** All three UI languages group by thousands with ',' and use '.' for decimals; kept for future locales. */
  locale?: Locale;
  /** Default 2. */
  minFraction?: number;
  /** Default 6. */
  maxFraction?: number;
}

/** True when the client-visible setting Eticket.ShowRmbCurrencySymbol is 'true' (case-insensitive, as ABP may send 'True'). */
export function shouldShowRmbSymbol(settings: Readonly<Record<string, string | null | undefined>> | null | undefined): boolean {
  return settings?.[SettingNames.ShowRmbCurrencySymbol]?.trim().toLowerCase() === 'true';
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount for display (product-spec §9): 2–6 fraction digits (trailing zeros beyond two dropped),
 * thousands grouping, '¥' when asked: `formatAmount('1234.5', {showCurrencySymbol: true})` → '¥1,234.50',
 * negatives as '-¥1,234.50'. Accepts a decimal string from the wire or micros. null/undefined/'' → '';
 * a string that is not a decimal is returned unchanged rather than hidden.
 */
export function formatAmount(value: string | Micros | null | undefined, options: FormatAmountOptions): string {
  if (value === null || value === undefined) return '';
  let micros: Micros;
  if (typeof value === 'string') {
    if (value.trim() === '') return '';
    const parsed = tryParseDecimal(value);
    if (parsed === null) return value;
    micros = parsed;
  } else {
    micros = value;
  }
  const plain = formatDecimal(micros, options.minFraction ?? 2, options.maxFraction ?? 6);
  const negative = plain.startsWith('-');
  const [whole = '', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const body = fraction === undefined ? groupThousands(whole) : `${groupThousands(whole)}.${fraction}`;
  return `${negative ? '-' : ''}${options.showCurrencySymbol ? CNY_SYMBOL : ''}${body}`;
}
