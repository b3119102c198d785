import { parseIntegerInput, toTrimmedString } from '../forms/validators';
import { ORDER_STATUS_FILTER_ALL, orderStatusFromCode, type OrderStatus } from '../domain/order-status';
import { parseDateFilter } from './business-date';
import { IssueCollector, type ProductionValidated } from './issues';
import { ProductionLimits } from './limits';
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
  maxResultCount: ProductionLimits.pageSizeDefault,
} as const satisfies OrderListQuery;

function readInteger(issues: IssueCollector, raw: RawQuery, name: string, min: number, max: number, fallback: number): number {
  const text = toTrimmedString(raw[name]);
  if (text === '') return fallback;
  const n = parseIntegerInput(text);
  if (n === null) {
    issues.add(name, 'Validation.IntegerInvalid');
    return fallback;
  }
  return issues.integer(name, n, min, max) ? n : fallback;
}

function readPage(issues: IssueCollector, raw: RawQuery): PageWindow {
  return {
    skipCount: readInteger(issues, raw, 'skipCount', 0, 1_000_000_000, 0),
    maxResultCount: readInteger(issues, raw, 'maxResultCount', 1, ProductionLimits.pageSizeMax, ProductionLimits.pageSizeDefault),
  };
}

function readDate(issues: IssueCollector, raw: RawQuery, name: string): string | null {
  const text = toTrimmedString(raw[name]);
  if (text === '') return null;
  const date = parseDateFilter(text);
  if (date === null) issues.add(name, 'Production.Validation.DateInvalid');
  return date;
}

function readRange(issues: IssueCollector, raw: RawQuery, startName: string, endName: string): DateRange {
  const start = readDate(issues, raw, startName);
  const end = readDate(issues, raw, endName);
  if (start !== null && end !== null && end < start) issues.add(endName, 'Production.Validation.DateRangeReversed');
  return { start, end };
}

function readKeyword(issues: IssueCollector, raw: RawQuery): string | null {
  return issues.text('keyword', raw.keyword ?? raw.filter, ProductionLimits.keywordMax);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readId(issues: IssueCollector, raw: RawQuery, name: string): string | null {
  const text = toTrimmedString(raw[name]);
  if (text === '') return null;
  if (!UUID.test(text)) {
    issues.add(name, 'Production.Validation.IdInvalid');
    return null;
  }
  return text.toLowerCase();
}

function readOneOf<T extends string>(issues: IssueCollector, raw: RawQuery, name: string, options: readonly T[]): T | null {
  const text = toTrimmedString(raw[name]);
  if (text === '') return null;
  const match = options.find((o) => o === text);
  if (match === undefined) issues.add(name, 'Production.Validation.Invalid');
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
export function parseOrderListQuery(raw: RawQuery): ProductionValidated<OrderListFilter> {
  const issues = new IssueCollector();
  const code = readInteger(issues, raw, 'status', 0, 5, ORDER_STATUS_FILTER_ALL);
  return issues.result({
    keyword: readKeyword(issues, raw),
    status: code === ORDER_STATUS_FILTER_ALL ? null : orderStatusFromCode(code),
    creation: readRange(issues, raw, 'creationDateStart', 'creationDateEnd'),
    delivery: readRange(issues, raw, 'deliveryDateStart', 'deliveryDateEnd'),
    ...readPage(issues, raw),
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

export function parseCuttingTimeListQuery(raw: RawQuery): ProductionValidated<CuttingTimeListFilter> {
  const issues = new IssueCollector();
  return issues.result({
    keyword: readKeyword(issues, raw),
    orderId: readId(issues, raw, 'orderId'),
    productId: readId(issues, raw, 'productId'),
    cutterUserId: readId(issues, raw, 'cutterUserId'),
    status: readOneOf(issues, raw, 'status', CUTTING_TIME_STATUSES),
    cutDate: readRange(issues, raw, 'cutDateStart', 'cutDateEnd'),
    ...readPage(issues, raw),
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
export function parseCuttingReportQuery(raw: RawQuery): ProductionValidated<CuttingReportFilter> {
  const issues = new IssueCollector();
  const text = toTrimmedString(raw.groupBy);
  const names = text === '' ? ['day'] : text.split(',').map((part) => part.trim());
  const groupBy = names.flatMap((name) => CUTTING_REPORT_DIMENSIONS.filter((d) => d === name));
  if (groupBy.length !== names.length || groupBy.length > 2 || new Set(groupBy).size !== groupBy.length) {
    issues.add('groupBy', 'Production.Report.GroupByInvalid');
  }
  return issues.result({
    groupBy,
    cutDate: readRange(issues, raw, 'cutDateStart', 'cutDateEnd'),
    cutterUserId: readId(issues, raw, 'cutterUserId'),
    customerId: readId(issues, raw, 'customerId'),
    productId: readId(issues, raw, 'productId'),
  });
}
