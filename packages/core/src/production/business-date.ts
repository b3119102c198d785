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

const DAY_FORMATS = new Map<string, Intl.DateTimeFormat | null>();

function dayFormat(timeZone: string): Intl.DateTimeFormat | null {
  if (DAY_FORMATS.has(timeZone)) return DAY_FORMATS.get(timeZone) ?? null;
  let format: Intl.DateTimeFormat | null;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    format = null;
  }
  DAY_FORMATS.set(timeZone, format);
  return format;
}

/** Whether the runtime knows the IANA zone name. */
export function isTimeZone(timeZone: string): boolean {
  return timeZone !== '' && dayFormat(timeZone) !== null;
}

/**
 * The tenant's calendar date ('yyyy-MM-dd') of an instant (ms since the epoch) in its time zone setting: a
 * 07:30 scan in Shanghai is that day's work, not the previous UTC day's. An unknown or absent zone falls
 * back to the product's zone rather than to UTC, so a bad setting never fails a page or a scan.
 */
export function businessDateIn(instant: number, timeZone: string | undefined): string {
  const format = (timeZone === undefined ? null : dayFormat(timeZone)) ?? dayFormat(BUSINESS_TIME_ZONE);
  if (format === null) throw new Error('the runtime has no time zone data');
  return format.format(new Date(instant));
}

/** The business date ('yyyy-MM-dd') at `now` (milliseconds since the epoch, from the caller's clock). */
export function businessToday(now: number): string {
  return businessDateIn(now, BUSINESS_TIME_ZONE);
}

/** The first day of `date`'s month. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}
