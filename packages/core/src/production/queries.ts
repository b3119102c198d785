import { toTrimmedString } from '../forms/validators';
import { PagingLimits } from '../paging/paging';
import { ORDER_STATUS_FILTER_ALL, orderStatusFromCode, type OrderStatus } from '../domain/order-status';
import { parseDateFilter } from './business-date';
import { InputReader, type Validated } from '../validation/input-reader';
import {
  CUTTING_REPORT_DIMENSIONS,
  CUTTING_TIME_STATUSES,
  type CuttingReportDimension,
  type CuttingTimeStatus,
  type OrderListQuery,
} from './production.types';

/**
 * List and report queries as they arrive (query-string text) → typed filters. A bad value is a 400 naming
 * the parameter, never a silent default or a database error. Date ranges are inclusive business dates.
 */
export type RawQuery = Readonly<Record<string, string | undefined>>;

export interface PageWindow {
  skipCount: number;
  maxResultCount: number;
}

export interface DateRange {
  start: string | null;
  end: string | null;
}

/** product-spec §3 / §9: the order list pages by 10 and its status filter defaults to 0 (all). */
export const DEFAULT_ORDER_LIST_QUERY = {
  status: ORDER_STATUS_FILTER_ALL,
  skipCount: 0,
  maxResultCount: PagingLimits.pageSizeDefault,
} as const satisfies OrderListQuery;

function readInteger(reader: InputReader, raw: RawQuery, name: string, min: number, max: number, fallback: number): number {
  return reader.integer(name, raw[name], min, max, fallback);
}

export function readPage(reader: InputReader, raw: RawQuery): PageWindow {
  return {
    skipCount: readInteger(reader, raw, 'skipCount', 0, 1_000_000_000, 0),
    maxResultCount: readInteger(reader, raw, 'maxResultCount', 1, PagingLimits.pageSizeMax, PagingLimits.pageSizeDefault),
  };
}

function readDate(reader: InputReader, raw: RawQuery, name: string): string | null {
  const text = toTrimmedString(raw[name]);
  if (text === '') return null;
  const date = parseDateFilter(text);
  if (date === null) reader.fail(name, 'Production.Validation.DateInvalid');
  return date;
}

export function readRange(reader: InputReader, raw: RawQuery, startName: string, endName: string): DateRange {
  const start = readDate(reader, raw, startName);
  const end = readDate(reader, raw, endName);
  if (start !== null && end !== null && end < start) reader.fail(endName, 'Production.Validation.DateRangeReversed');
  return { start, end };
}

export function readKeyword(reader: InputReader, raw: RawQuery): string | null {
  return reader.optionalText('keyword', raw.keyword ?? raw.filter, PagingLimits.keywordMax);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readId(reader: InputReader, raw: RawQuery, name: string): string | null {
  const text = toTrimmedString(raw[name]);
  if (text === '') return null;
  if (!UUID.test(text)) {
    reader.fail(name, 'Production.Validation.IdInvalid');
    return null;
  }
  return text.toLowerCase();
}

function readOneOf<T extends string>(reader: InputReader, raw: RawQuery, name: string, options: readonly T[]): T | null {
  const text = toTrimmedString(raw[name]);
  if (text === '') return null;
  const match = options.find((o) => o === text);
  if (match === undefined) reader.fail(name, 'Production.Validation.Invalid');
  return match ?? null;
}

// ---- Orders ------------------------------------------------------------------------------------------------

export interface OrderListFilter extends PageWindow {
  keyword: string | null;
  /** null = all (status 0). */
  status: OrderStatus | null;
  creation: DateRange;
  delivery: DateRange;
}

/** GET /api/eticket/order: keyword, status (default 0 = all), creation and delivery ranges, paging (10). */
export function parseOrderListQuery(raw: RawQuery): Validated<OrderListFilter> {
  const reader = new InputReader();
  const code = readInteger(reader, raw, 'status', 0, 5, ORDER_STATUS_FILTER_ALL);
  return reader.result({
    keyword: readKeyword(reader, raw),
    status: code === ORDER_STATUS_FILTER_ALL ? null : orderStatusFromCode(code),
    creation: readRange(reader, raw, 'creationDateStart', 'creationDateEnd'),
    delivery: readRange(reader, raw, 'deliveryDateStart', 'deliveryDateEnd'),
    ...readPage(reader, raw),
  });
}

/** The query string of an order list request: defaults filled, empty values left out. */
export function orderListQueryParams(query: OrderListQuery): Record<string, string> {
  const full = { ...DEFAULT_ORDER_LIST_QUERY, ...query };
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(full)) {
    const text = String(value).trim();
    if (text !== '') out[name] = text;
  }
  return out;
}

// ---- Cutting beds -----------------------------------------------------------------------------------------

export interface CuttingTimeListFilter extends PageWindow {
  keyword: string | null;
  orderId: string | null;
  productId: string | null;
  cutterUserId: string | null;
  status: CuttingTimeStatus | null;
  cutDate: DateRange;
}

export function parseCuttingTimeListQuery(raw: RawQuery): Validated<CuttingTimeListFilter> {
  const reader = new InputReader();
  return reader.result({
    keyword: readKeyword(reader, raw),
    orderId: readId(reader, raw, 'orderId'),
    productId: readId(reader, raw, 'productId'),
    cutterUserId: readId(reader, raw, 'cutterUserId'),
    status: readOneOf(reader, raw, 'status', CUTTING_TIME_STATUSES),
    cutDate: readRange(reader, raw, 'cutDateStart', 'cutDateEnd'),
    ...readPage(reader, raw),
  });
}

export interface CuttingReportFilter {
  groupBy: CuttingReportDimension[];
  cutDate: DateRange;
  cutterUserId: string | null;
  customerId: string | null;
  productId: string | null;
}

/** `groupBy` is one or two distinct dimensions, comma separated ("day", "day,cutter"); default day. */
export function parseCuttingReportQuery(raw: RawQuery): Validated<CuttingReportFilter> {
  const reader = new InputReader();
  const text = toTrimmedString(raw.groupBy);
  const names = text === '' ? ['day'] : text.split(',').map((part) => part.trim());
  const groupBy = names.flatMap((name) => CUTTING_REPORT_DIMENSIONS.filter((d) => d === name));
  if (groupBy.length !== names.length || groupBy.length > 2 || new Set(groupBy).size !== groupBy.length) {
    reader.fail('groupBy', 'Production.Report.GroupByInvalid');
  }
  return reader.result({
    groupBy,
    cutDate: readRange(reader, raw, 'cutDateStart', 'cutDateEnd'),
    cutterUserId: readId(reader, raw, 'cutterUserId'),
    customerId: readId(reader, raw, 'customerId'),
    productId: readId(reader, raw, 'productId'),
  });
}
