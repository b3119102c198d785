import { toTrimmedString } from '../forms/validators';
import { businessDateIn } from '../production/business-date';

export { businessDateIn };
import { readRange, type RawQuery } from '../production/queries';
import { InputReader, type Validated } from '../validation/input-reader';
import { queryText } from '../validation/wire';
import { REPORT_KINDS, ReportLimits, type ReportFilter, type ReportKind } from './reports.types';

/**
 * A report request as the query string brings it: which report, an inclusive range of business dates (both
 * required, at most `ReportLimits.rangeDaysMax` days), an organization (the report covers its subtree) and a
 * keyword (order no or style no). The page runs the same reader before it asks.
 */

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted. */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

function readKind(reader: InputReader, raw: RawQuery): ReportKind {
  const text = toTrimmedString(raw.kind);
  reader.describe('kind', { type: 'string', enum: REPORT_KINDS }, true);
  if (text === '') {
    reader.fail('kind', 'Validation.Required');
    return REPORT_KINDS[0];
  }
  const kind = REPORT_KINDS.find((k) => k === text);
  if (kind === undefined) reader.fail('kind', 'Catalog.Validation.Invalid');
  return kind ?? REPORT_KINDS[0];
}

export function parseReportQuery(rawQuery: unknown): Validated<ReportFilter> {
  const raw = queryText(rawQuery);
  const reader = new InputReader();
  const kind = readKind(reader, raw);
  reader.describe('from', { type: 'string', format: 'date' }, true);
  reader.describe('to', { type: 'string', format: 'date' }, true);
  const range = readRange(reader, raw, 'from', 'to');
  if (range.start === null && !reader.failed('from')) reader.fail('from', 'Validation.Required');
  if (range.end === null && !reader.failed('to')) reader.fail('to', 'Validation.Required');
  if (range.start !== null && range.end !== null && !reader.failed('to') && rangeDays(range.start, range.end) > ReportLimits.rangeDaysMax) {
    reader.fail('to', 'Reports.Validation.RangeTooLong', { max: ReportLimits.rangeDaysMax });
  }
  const organizationId = reader.optionalId('organizationId', raw.organizationId);
  const keyword = reader.optionalText('keyword', raw.keyword, ReportLimits.keywordMax);
  return reader.result({ kind, from: range.start ?? '', to: range.end ?? '', organizationId, keyword });
}

/** The range a report opens with: the last `days` business days up to today, in the tenant's time zone. */
export function defaultReportRange(now: number, timeZone: string, days = 7): { from: string; to: string } {
  const to = businessDateIn(now, timeZone);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}
