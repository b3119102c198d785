/**
 * Bed numbers (床号), domain §3.3 / §10.9: a per-tenant counter with a reset cycle (setting
 * Eticket.Cutting.BedNoResetCycle): 'never', 'yearly' or 'monthly'. The counter's state is one row per
 * tenant; the server reads it FOR UPDATE, calls `nextBedNo` and writes the new state back in the same
 * transaction. Dates are business dates ('yyyy-MM-dd', the tenant's local date), never the UTC date.
 */
export const BED_NO_RESET_CYCLES = ['never', 'yearly', 'monthly'] as const;
export type BedNoResetCycle = (typeof BED_NO_RESET_CYCLES)[number];

export interface BedCounterState {
  lastNo: number;
  /** The period of the last number: '' (never), 'yyyy' (yearly) or 'yyyy-MM' (monthly). */
  period: string;
}

/** The setting's value; anything unknown means 'never'. */
export function parseBedNoResetCycle(value: string | null | undefined): BedNoResetCycle {
  const v = value?.trim().toLowerCase();
  return BED_NO_RESET_CYCLES.find((cycle) => cycle === v) ?? 'never';
}

const BUSINESS_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The counting period a business date falls in. */
export function bedNoPeriod(cycle: BedNoResetCycle, businessDate: string): string {
  const match = BUSINESS_DATE.exec(businessDate);
  if (match === null) throw new RangeError(`Not a business date (yyyy-MM-dd): "${businessDate}"`);
  const [, year = '', month = ''] = match;
  if (cycle === 'yearly') return year;
  return cycle === 'monthly' ? `${year}-${month}` : '';
}

/**
 * The next bed number and the counter's new state. A new period starts again at 1; a date in an earlier
 * period than the last one (a clock set back) keeps counting rather than reuse numbers.
 */
export function nextBedNo(
  state: BedCounterState | null,
  cycle: BedNoResetCycle,
  businessDate: string,
): { bedNo: number; state: BedCounterState } {
  const period = bedNoPeriod(cycle, businessDate);
  // Periods of one cycle are fixed-width strings, so text order is time order. After a change of cycle,
  // '2024-05' > '2024' > '' : switching to a finer cycle restarts, switching to a coarser one keeps counting.
  if (state === null || period > state.period) return { bedNo: 1, state: { lastNo: 1, period } };
  const bedNo = state.lastNo + 1;
  return { bedNo, state: { lastNo: bedNo, period: state.period } };
}

/** The shown bed number: '16', or '16-1' for an add-on cut (bedSubNo, S2). */
export function formatBedNo(bedNo: number, subNo?: number | null): string {
  return subNo === undefined || subNo === null || subNo === 0 ? String(bedNo) : `${bedNo}-${subNo}`;
}
