/** A wage period: both days inclusive, as the wage API takes them. */
export interface WagePeriod {
  periodStart: string;
  periodEnd: string;
}

/** `yyyy-MM` → its first and last day. */
export function monthPeriod(month: string): WagePeriod {
  const [year = 0, monthNo = 1] = month.split('-').map(Number);
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  return { periodStart: `${month}-01`, periodEnd: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The month a period is exactly, or null when it is any other range. */
export function periodMonth(period: WagePeriod): string | null {
  const month = period.periodStart.slice(0, 7);
  const whole = monthPeriod(month);
  return whole.periodStart === period.periodStart && whole.periodEnd === period.periodEnd ? month : null;
}
