import { toTrimmedString } from '../forms/validators';
import { InputReader, type Validated } from '../validation/input-reader';
import { queryText } from '../validation/wire';
import { isStatisticsMonth } from './wage-statistics';
import { WAGE_YEAR_GROUPS, WageStatisticsLimits, type WageOrgMemberFilter, type WageOrgMonthFilter, type WageYearFilter } from './wage-statistics.types';
import { readPage } from './wages-input';

/** The statistics readers: a year, a month (YYYY-MM), an organization and the year's grouping. */

function readYear(reader: InputReader, value: unknown): number {
  return reader.integer('year', value, WageStatisticsLimits.yearMin, WageStatisticsLimits.yearMax);
}

/** A required month 'YYYY-MM' within the years the statistics cover. */
export function readMonth(reader: InputReader, path: string, value: unknown): string {
  reader.describe(path, { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, true);
  const text = toTrimmedString(value);
  if (text === '') {
    reader.fail(path, 'Validation.Required');
    return '';
  }
  if (!isStatisticsMonth(text)) {
    reader.fail(path, 'Wages.Validation.MonthInvalid');
    return '';
  }
  return text;
}

/** GET wage/yearStatistics: the year, an organization (with everything below it), per worker or organization. */
export function parseWageYearQuery(rawQuery: unknown): Validated<WageYearFilter> {
  const raw = queryText(rawQuery);
  const r = new InputReader();
  return r.result({
    year: readYear(r, raw.year),
    organizationId: r.optionalId('organizationId', raw.organizationId),
    groupBy: r.oneOf('groupBy', toTrimmedString(raw.groupBy), WAGE_YEAR_GROUPS, 'worker'),
    ...readPage(r, raw),
  });
}

/** GET wage/monthOrganizationStatistics: the month (compared with the one before). */
export function parseWageOrgMonthQuery(rawQuery: unknown): Validated<WageOrgMonthFilter> {
  const raw = queryText(rawQuery);
  const r = new InputReader();
  return r.result({ month: readMonth(r, 'month', raw.month) });
}

/**
 * GET wage/monthOrganizationStatistics/members: one organization's (and its subtree's) workers in a month, the
 * whole company's, or (`withoutOrganization=true`) those without an organization — one or the other.
 */
export function parseWageOrgMemberQuery(rawQuery: unknown): Validated<WageOrgMemberFilter> {
  const raw = queryText(rawQuery);
  const r = new InputReader();
  const organizationId = r.optionalId('organizationId', raw.organizationId);
  const withoutOrganization = r.boolean('withoutOrganization', raw.withoutOrganization, false);
  if (withoutOrganization && (organizationId !== null || r.failed('organizationId'))) r.fail('withoutOrganization', 'Wages.Validation.OrganizationOrNone');
  return r.result({ month: readMonth(r, 'month', raw.month), organizationId, withoutOrganization, ...readPage(r, raw) });
}
