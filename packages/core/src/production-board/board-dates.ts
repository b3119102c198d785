import { BUSINESS_TIME_ZONE } from '../production/business-date';

/**
 * Calendar arithmetic of the boards on 'yyyy-MM-dd' business dates. "Today" is taken in the tenant's time
 * zone setting; a zone the runtime does not know falls back to the product's zone rather than failing a page.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  const cached = formats.get(timeZone);
  if (cached !== undefined) return cached;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    format = formatIn(BUSINESS_TIME_ZONE);
  }
  formats.set(timeZone, format);
  return format;
}

/** The business date at `now` (ms since the epoch) in `timeZone`. */
export function businessDateIn(now: number, timeZone: string): string {
  return formatIn(timeZone).format(new Date(now));
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The first day of `date`'s month. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The `count` days ending with `last`, oldest first. */
export function daysUntil(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** Whole days from `from` to `to` (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
