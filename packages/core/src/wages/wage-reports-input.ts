import { toTrimmedString } from '../forms/validators';
import { InputReader, type Validated } from '../validation/input-reader';
import { queryText } from '../validation/wire';
import { rangeDays } from '../reports/reports-input';
import { readMonth } from './wage-statistics-input';
import { readPage, readPeriod } from './wages-input';
import { WAGE_REPORT_DIMENSIONS, WageReportLimits, type UserMonthReportFilter, type WageReportFilter } from './wage-reports.types';

/**
 * The wage report readers (page and server alike): the pivot's period (both days, at most a quarter; by day
 * at most `dayColumnsMax` days, one column each), organization, order, style, dimension and page; a worker's
 * month as a worker id and yyyy-MM.
 */

export function parseWageReportQuery(rawQuery: unknown): Validated<WageReportFilter> {
  const raw = queryText(rawQuery);
  const r = new InputReader();
  const period = readPeriod(r, raw, 'periodStart', 'periodEnd', true, WageReportLimits.periodDaysMax);
  const by = r.oneOf('by', toTrimmedString(raw.by), WAGE_REPORT_DIMENSIONS, 'order');
  if (by === 'day' && period.start !== null && period.end !== null && !r.failed('periodEnd') && rangeDays(period.start, period.end) > WageReportLimits.dayColumnsMax) {
    r.fail('periodEnd', 'Wages.Validation.PeriodTooLong', { max: WageReportLimits.dayColumnsMax });
  }
  return r.result({
    periodStart: period.start ?? '',
    periodEnd: period.end ?? '',
    by,
    organizationId: r.optionalId('organizationId', raw.organizationId),
    orderId: r.optionalId('orderId', raw.orderId),
    productId: r.optionalId('productId', raw.productId),
    ...readPage(r, raw),
  });
}

export function parseUserMonthReportQuery(rawQuery: unknown): Validated<UserMonthReportFilter> {
  const raw = queryText(rawQuery);
  const r = new InputReader();
  const userId = r.id('userId', raw.userId);
  const month = readMonth(r, 'month', raw.month);
  return r.result({ userId, month });
}
