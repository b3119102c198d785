import { toTrimmedString } from '../forms/validators';
import { PagingLimits } from '../paging/paging';
import { parseDateFilter } from '../production/business-date';
import { rangeDays } from '../reports/reports-input';
import { InputReader, property, type Validated } from '../validation/input-reader';
import { queryText } from '../validation/wire';
import {
  WAGE_ADJUSTMENT_TYPES,
  WAGE_CONFIRM_STATUSES,
  WAGE_SETTLED_FILTERS,
  WAGE_SETTLEMENT_STATUSES,
  WAGE_SORT_FIELDS,
  WageLimits,
  type MyWageFilter,
  type PayrollPrintQuery,
  type PayslipPrintFilter,
  type WageDetailFilter,
  type WageAdjustmentFilters,
  type WageAdjustmentInput,
  type WageAdjustmentType,
  type WageConfirmationFilter,
  type WageDisputeInput,
  type WageFilter,
  type WageForceConfirmInput,
  type WageMarkPaidInput,
  type WageResolveInput,
  type WageSettlementFilters,
  type WageSettlementInput,
  type WageUnlockInput,
} from './wages.types';
import { parseSorting } from '../paging/paging';

/**
 * The wage readers: the web forms and the server read with the same functions, so both refuse the same
 * input on the same field paths with the same text keys. Periods are inclusive business dates of at most
 * `WageLimits.periodDaysMax` days.
 */

const FEN = 10_000n;
const YUAN = 1_000_000n;
/** Adjustments are money entered by hand: to the fen, positive (the type gives the sign). */
const ADJUSTMENT_AMOUNT = { maxFractionDigits: 2, minFractionDigits: 2, min: FEN, max: WageLimits.adjustmentAmountMax * YUAN } as const;
/** A proof image: an http(s) URL or a path on this server. */
const PROOF_URL = /^(https?:\/\/[^\s/]+|\/)[^\s]*$/i;

function readDate(reader: InputReader, path: string, value: unknown, required: boolean): string | null {
  reader.describe(path, { type: 'string', format: 'date' }, required);
  const text = toTrimmedString(value);
  if (text === '') {
    if (required) reader.fail(path, 'Validation.Required');
    return null;
  }
  const date = parseDateFilter(text);
  if (date === null) reader.fail(path, 'Production.Validation.DateInvalid');
  return date;
}

/** A period: both dates, end not before start, not longer than `maxDays`. */
export function readPeriod(
  reader: InputReader,
  raw: unknown,
  startPath: string,
  endPath: string,
  required: boolean,
  maxDays: number = WageLimits.periodDaysMax,
): { start: string | null; end: string | null } {
  const start = readDate(reader, startPath, property(raw, startPath), required);
  const end = readDate(reader, endPath, property(raw, endPath), required);
  if (start !== null && end !== null) {
    if (end < start) reader.fail(endPath, 'Production.Validation.DateRangeReversed');
    else if (rangeDays(start, end) > maxDays) reader.fail(endPath, 'Wages.Validation.PeriodTooLong', { max: maxDays });
  }
  return { start, end };
}

function readType(reader: InputReader, path: string, value: unknown): WageAdjustmentType {
  reader.describe(path, { type: 'string', enum: WAGE_ADJUSTMENT_TYPES }, true);
  const text = toTrimmedString(value);
  if (text === '') {
    reader.fail(path, 'Validation.Required');
    return 'other';
  }
  const type = WAGE_ADJUSTMENT_TYPES.find((t) => t === text);
  if (type === undefined) reader.fail(path, 'Catalog.Validation.Invalid');
  return type ?? 'other';
}

function readAmount(reader: InputReader, path: string, value: unknown): string {
  return reader.decimal(path, value, ADJUSTMENT_AMOUNT);
}

export function validateWageAdjustmentInput(raw: unknown): Validated<WageAdjustmentInput> {
  const r = new InputReader();
  const userId = r.id('userId', property(raw, 'userId'));
  const businessDate = readDate(r, 'businessDate', property(raw, 'businessDate'), true) ?? '';
  const type = readType(r, 'type', property(raw, 'type'));
  const amount = readAmount(r, 'amount', property(raw, 'amount'));
  const reason = r.text('reason', property(raw, 'reason'), WageLimits.reasonMax);
  return r.result({ userId, businessDate, type, amount, reason });
}

/** The adjustment list's filters: period, worker, one or several types (comma separated), organization, settled. */
export function readWageAdjustmentFilters(reader: InputReader, query: Record<string, unknown>): WageAdjustmentFilters {
  const period = readPeriod(reader, query, 'periodStart', 'periodEnd', false);
  reader.describe('type', { type: 'string' }, false);
  const typeText = toTrimmedString(query.type);
  const types: WageAdjustmentType[] = [];
  for (const part of typeText === '' ? [] : typeText.split(',')) {
    const type = WAGE_ADJUSTMENT_TYPES.find((t) => t === part.trim());
    if (type === undefined) reader.fail('type', 'Catalog.Validation.Invalid');
    else if (!types.includes(type)) types.push(type);
  }
  return {
    periodStart: period.start,
    periodEnd: period.end,
    userId: reader.optionalId('userId', query.userId),
    types,
    organizationId: reader.optionalId('organizationId', query.organizationId),
    settled: reader.optionalBoolean('settled', query.settled),
  };
}

/** The settlement list's filters: the year its period starts in, the status. */
export function readWageSettlementFilters(reader: InputReader, query: Record<string, unknown>): WageSettlementFilters {
  const yearText = toTrimmedString(query.year);
  const year = yearText === '' ? null : reader.integer('year', yearText, 2000, 2999);
  if (yearText === '') reader.describe('year', { type: 'integer', minimum: 2000, maximum: 2999 }, false);
  const statusText = toTrimmedString(query.status);
  const status = statusText === '' ? null : reader.oneOf('status', statusText, WAGE_SETTLEMENT_STATUSES, 'draft');
  if (statusText === '') reader.describe('status', { type: 'string', enum: WAGE_SETTLEMENT_STATUSES }, false);
  return { year, status };
}

export function readPage(reader: InputReader, raw: Readonly<Record<string, string>>): { skipCount: number; maxResultCount: number } {
  return {
    skipCount: reader.integer('skipCount', raw.skipCount, 0, 1_000_000_000, 0),
    maxResultCount: reader.integer('maxResultCount', raw.maxResultCount, 1, PagingLimits.pageSizeMax, PagingLimits.pageSizeDefault),
  };
}

/** GET wage: the live per-worker list of a period (both dates required). */
export function parseWageQuery(rawQuery: unknown): Validated<WageFilter> {
  const raw = queryText(rawQuery);
  const r = new InputReader();
  const period = readPeriod(r, raw, 'periodStart', 'periodEnd', true);
  const settledText = toTrimmedString(raw.settled);
  const settled = settledText === '' ? null : r.oneOf('settled', settledText, WAGE_SETTLED_FILTERS, 'unsettled');
  if (settledText === '') r.describe('settled', { type: 'string', enum: WAGE_SETTLED_FILTERS }, false);
  const sorting = parseSorting(r.optionalText('sorting', raw.sorting, 100) ?? '', WAGE_SORT_FIELDS);
  if (sorting === 'invalid') r.fail('sorting', 'Catalog.Validation.SortingInvalid', { fields: WAGE_SORT_FIELDS.join(', ') });
  return r.result({
    periodStart: period.start ?? '',
    periodEnd: period.end ?? '',
    organizationId: r.optionalId('organizationId', raw.organizationId),
    userId: r.optionalId('userId', raw.userId),
    settled,
    keyword: r.optionalText('keyword', raw.keyword ?? raw.filter, PagingLimits.keywordMax),
    sorting: sorting === 'invalid' ? null : sorting,
    ...readPage(r, raw),
  });
}

/** GET wage/mine: an optional period (absent = the current month, decided by the server's clock and zone). */
export function parseMyWageQuery(rawQuery: unknown): Validated<MyWageFilter> {
  const raw = queryText(rawQuery);
  const r = new InputReader();
  const period = readPeriod(r, raw, 'periodStart', 'periodEnd', false);
  if ((period.start === null) !== (period.end === null) && !r.hasErrors) r.fail(period.start === null ? 'periodStart' : 'periodEnd', 'Validation.Required');
  return r.result({ periodStart: period.start, periodEnd: period.end });
}

export function validateWageSettlementInput(raw: unknown): Validated<WageSettlementInput> {
  const r = new InputReader();
  const period = readPeriod(r, raw, 'periodStart', 'periodEnd', true);
  const entries = r.list('organizationIds', property(raw, 'organizationIds'), WageLimits.organizationsMax);
  const organizationIds = [...new Set(entries.map((entry, i) => r.id(`organizationIds[${String(i)}]`, entry)).filter((id) => id !== ''))];
  const users = r.list('userIds', property(raw, 'userIds'), WageLimits.settlementUsersMax);
  const userIds = [...new Set(users.map((entry, i) => r.id(`userIds[${String(i)}]`, entry)).filter((id) => id !== ''))];
  const remark = r.optionalText('remark', property(raw, 'remark'), WageLimits.remarkMax);
  return r.result({ periodStart: period.start ?? '', periodEnd: period.end ?? '', organizationIds, userIds, remark });
}

export function validateWageUnlockInput(raw: unknown): Validated<WageUnlockInput> {
  const r = new InputReader();
  return r.result({ reason: r.text('reason', property(raw, 'reason'), WageLimits.reasonMax) });
}

export function validateWageMarkPaidInput(raw: unknown): Validated<WageMarkPaidInput> {
  const r = new InputReader();
  const paidDate = readDate(r, 'paidDate', property(raw, 'paidDate'), true) ?? '';
  const entries = r.list('proofUrls', property(raw, 'proofUrls'), WageLimits.proofUrlsMax);
  const proofUrls = entries.map((entry, i) => {
    const path = `proofUrls[${String(i)}]`;
    const url = r.text(path, entry, WageLimits.proofUrlMax);
    if (url !== '' && !PROOF_URL.test(url)) r.fail(path, 'Catalog.Validation.ImageUrlInvalid');
    return url;
  });
  const note = r.optionalText('note', property(raw, 'note'), WageLimits.remarkMax);
  return r.result({ paidDate, proofUrls, note });
}

export function validateWageDisputeInput(raw: unknown): Validated<WageDisputeInput> {
  const r = new InputReader();
  return r.result({ reason: r.text('reason', property(raw, 'reason'), WageLimits.reasonMax) });
}

export function validateWageResolveInput(raw: unknown): Validated<WageResolveInput> {
  const r = new InputReader();
  const remark = r.text('remark', property(raw, 'remark'), WageLimits.reasonMax);
  const rawAdjustment = property(raw, 'adjustment');
  let adjustment: WageResolveInput['adjustment'] = null;
  r.describe('adjustment', { type: ['object', 'null'] }, false);
  if (rawAdjustment !== undefined && rawAdjustment !== null) {
    adjustment = {
      type: readType(r, 'adjustment.type', property(rawAdjustment, 'type')),
      amount: readAmount(r, 'adjustment.amount', property(rawAdjustment, 'amount')),
      reason: r.text('adjustment.reason', property(rawAdjustment, 'reason'), WageLimits.reasonMax),
    };
  }
  return r.result({ remark, adjustment });
}

export function validateWageForceConfirmInput(raw: unknown): Validated<WageForceConfirmInput> {
  const r = new InputReader();
  return r.result({ remark: r.optionalText('remark', property(raw, 'remark'), WageLimits.reasonMax) });
}

/** GET wageSettlement/{id}/confirmations: the items by confirmation status and keyword, paged. */
export function parseWageConfirmationQuery(rawQuery: unknown): Validated<WageConfirmationFilter> {
  const raw = queryText(rawQuery);
  const r = new InputReader();
  const statusText = toTrimmedString(raw.status);
  const status = statusText === '' ? null : r.oneOf('status', statusText, WAGE_CONFIRM_STATUSES, 'pending');
  if (statusText === '') r.describe('status', { type: 'string', enum: WAGE_CONFIRM_STATUSES }, false);
  return r.result({ status, keyword: r.optionalText('keyword', raw.keyword ?? raw.filter, PagingLimits.keywordMax), ...readPage(r, raw) });
}

/** GET wage/detailPrintData: a worker, a period (both dates) and a page. */
export function parseWageDetailQuery(rawQuery: unknown): Validated<WageDetailFilter> {
  const raw = queryText(rawQuery);
  const r = new InputReader();
  const userId = r.id('userId', raw.userId);
  const period = readPeriod(r, raw, 'from', 'to', true);
  return r.result({ userId, from: period.start ?? '', to: period.end ?? '', ...readPage(r, raw) });
}

/** GET wage/payslipPrintData: a settlement and, optionally, some of its workers (comma separated ids). */
export function parsePayslipPrintQuery(rawQuery: unknown): Validated<PayslipPrintFilter> {
  const raw = queryText(rawQuery);
  const r = new InputReader();
  const settlementId = r.id('settlementId', raw.settlementId);
  r.describe('userIds', { type: 'string' }, false);
  const text = toTrimmedString(raw.userIds);
  const parts = text === '' ? [] : text.split(',');
  if (parts.length > WageLimits.payslipUsersMax) r.fail('userIds', 'Catalog.Validation.TooManyItems', { max: WageLimits.payslipUsersMax });
  const userIds: string[] = [];
  for (const part of parts.slice(0, WageLimits.payslipUsersMax)) {
    const id = r.optionalId('userIds', part);
    if (id !== null && !userIds.includes(id)) userIds.push(id);
  }
  return r.result({ settlementId, userIds });
}

export function parsePayrollPrintQuery(rawQuery: unknown): Validated<Required<PayrollPrintQuery>> {
  const raw = queryText(rawQuery);
  const r = new InputReader();
  return r.result({ settlementId: r.id('settlementId', raw.settlementId) });
}
