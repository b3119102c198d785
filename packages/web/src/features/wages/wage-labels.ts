import type { WageConfirmStatus } from '@eticket/core/wages';

/** A confirmation's text key (literal keys: the build ships each page the keys its sources name). */
export const CONFIRM_STATUS_KEYS: Readonly<Record<WageConfirmStatus, string>> = {
  pending: 'Wages.Confirm.pending',
  confirmed: 'Wages.Confirm.confirmed',
  disputed: 'Wages.Confirm.disputed',
  autoConfirmed: 'Wages.Confirm.autoConfirmed',
  forceConfirmed: 'Wages.Confirm.forceConfirmed',
};

/** An order as a wage print names it: the order number and the style. */
export function orderAndStyle(orderNo: string, styleNo: string): string {
  return `${orderNo} / ${styleNo}`;
}
