/** The product's time zone: business dates are China Standard Time calendar dates (as on the server). */
const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/** Today's business date, 'yyyy-MM-dd'. */
export function businessToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
