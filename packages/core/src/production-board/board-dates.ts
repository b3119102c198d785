export { businessDateIn, monthStart } from '../production/business-date';

/**
 * Calendar arithmetic of the boards on 'yyyy-MM-dd' business dates. "Today" is taken in the tenant's time
 * zone setting; a zone the runtime does not know falls back to the product's zone rather than failing a page.
 */

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}


/** The `count` days ending with `last`, oldest first. */
export function daysUntil(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** Whole days from `from` to `to` (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
