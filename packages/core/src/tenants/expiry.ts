import { differenceInCalendarDays } from 'date-fns';
import type { FormsMessageKey } from '../i18n/messages/forms';
import { toDate } from '../format/date';

/** The navbar warns when fewer than this many days remain (product-spec §4, §9). */
export const EXPIRY_WARNING_DAYS = 7;

export type ExpiryKind = 'none' | 'warning' | 'expired';

export interface ExpiryStatus {
  kind: ExpiryKind;
  /** Calendar days from today to the expiry date (negative once past); null when there is no expiry date. */
  days: number | null;
}

/**
 * Calendar days left until `expireDate` (ISO date or date-time from tenantInfo.expireDate), counted in local
 * dates: expiring today → 0, yesterday → −1. null when there is no (readable) expiry date.
 * `today` is passed in (a Date or epoch ms from the clock port): core never reads the clock itself.
 */
export function daysLeft(expireDate: string | null | undefined, today: Date | number): number | null {
  const end = toDate(expireDate);
  const now = toDate(today);
  if (end === null || now === null) return null;
  return differenceInCalendarDays(end, now);
}

/** 'warning' when 0 ≤ days < 7, 'expired' when days < 0, otherwise (or without a date) 'none'. */
export function expiryStatus(expireDate: string | null | undefined, today: Date | number): ExpiryStatus {
  const days = daysLeft(expireDate, today);
  if (days === null) return { kind: 'none', days: null };
  if (days < 0) return { kind: 'expired', days };
  if (days < EXPIRY_WARNING_DAYS) return { kind: 'warning', days };
  return { kind: 'none', days };
}

export interface ExpiryNotice {
  key: Extract<FormsMessageKey, `Expiry.${string}`>;
  params: Readonly<Record<string, number>>;
}

/**
 * The navbar text for a status, or null when nothing shows. The web renders it next to a link labelled
 * 'Expiry.Renew' that goes to the renewal route.
 */
export function expiryNotice(status: ExpiryStatus): ExpiryNotice | null {
  if (status.days === null || status.kind === 'none') return null;
  if (status.kind === 'expired') return { key: 'Expiry.Expired', params: { days: -status.days } };
  return status.days === 0 ? { key: 'Expiry.WarningToday', params: {} } : { key: 'Expiry.Warning', params: { days: status.days } };
}
