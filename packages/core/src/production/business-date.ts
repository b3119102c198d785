/**
 * Business dates are the tenant's local calendar dates written 'yyyy-MM-dd' (domain §8.4.20). Only real
 * calendar days pass: 2026-02-30 does not.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isBusinessDate(text: string): boolean {
  const match = DATE.exec(text);
  if (match === null) return false;
  const [, y = '', m = '', d = ''] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
}

/**
 * A date filter value as query strings carry it: 'yyyy-MM-dd', or a date-time ('yyyy-MM-ddTHH:mm…',
 * 'yyyy-MM-dd HH:mm:ss') whose date part is taken. Anything else → null.
 */
export function parseDateFilter(text: string): string | null {
  const trimmed = text.trim();
  const date = /^\d{4}-\d{2}-\d{2}(?=$|[T ])/.exec(trimmed)?.[0];
  return date !== undefined && isBusinessDate(date) ? date : null;
}

/** The zone business dates are taken in: China Standard Time, the product's zone (also the SQL `at time zone`). */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

const BUSINESS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The business date ('yyyy-MM-dd') at `now` (milliseconds since the epoch, from the caller's clock). */
export function businessToday(now: number): string {
  return BUSINESS_DAY.format(new Date(now));
}
