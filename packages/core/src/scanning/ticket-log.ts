import type { DecimalString } from '../catalog/catalog.types';
import type { PagedResultDto } from '../paging/paging';
import { queryText } from '../validation/wire';
import { InputReader, property, type Validated } from '../validation/input-reader';
import { readId, readPage, readRange, type PageWindow, type RawQuery } from '../production/queries';

/**
 * Work records (扫菲记录 / ticket logs, domain §3.4, §4.3, §5.4): a worker reports `qty` pieces of one order
 * procedure on one bundle. The record keeps the price, coefficient, procedure name and the worker's
 * organization as they were at scan time; the business date is the tenant's local date.
 */

/**
 * pending only when the tenant requires approval. settled is never stored: a valid record reads as settled once a
 * locked or paid wage settlement owns its worker-day (the server derives it where it reads records).
 */
export const TICKET_LOG_STATUSES = ['pending', 'valid', 'rejected', 'revoked', 'settled'] as const;
export type TicketLogStatus = (typeof TICKET_LOG_STATUSES)[number];
/** Statuses whose qty counts against the bundle (domain §8.1.1). */
export const LIVE_TICKET_LOG_STATUSES: readonly TicketLogStatus[] = ['pending', 'valid', 'settled'];

/** app/web: the scan station; clerk: batch entry; openApi: external scanners; import: files. */
export const TICKET_LOG_SOURCES = ['app', 'web', 'clerk', 'openApi', 'import'] as const;
export type TicketLogSource = (typeof TICKET_LOG_SOURCES)[number];
/** What a scan request may name as its source (the others are set by their own endpoints). */
export const SCAN_SOURCES = ['app', 'web'] as const satisfies readonly TicketLogSource[];

export const ScanLimits = {
  codeMax: 128,
  clientRequestIdMax: 64,
  qtyMax: 100_000,
  reasonMax: 200,
  remarkMax: 200,
  batchLinesMax: 200,
  /** The longest date range a list or export covers, in days. */
  rangeDaysMax: 370,
} as const;

export interface TicketLogDto {
  id: string;
  userId: string;
  userName: string;
  /** The worker's display name. */
  name: string;
  employeeNo: string | null;
  /** The worker's organization when the record was made (snapshot) and its current name. */
  organizationId: string | null;
  organizationName: string | null;
  orderId: string;
  orderNo: string;
  styleNo: string;
  bundleId: string;
  bundleNo: number;
  color: string;
  size: string;
  orderProcedureId: string;
  procedureName: string;
  qty: number;
  unitPrice: DecimalString;
  coefficient: DecimalString;
  /** qty × unitPrice, exact. */
  amount: DecimalString;
  businessDate: string;
  occurredAt: string;
  source: TicketLogSource;
  reportedByUserId: string;
  /** The reporter's display name (differs from `name` when an assistant reported). */
  reportedByName: string;
  status: TicketLogStatus;
  revokedAt: string | null;
  revokeReason: string | null;
  settlementId: string | null;
  remark: string | null;
}

// ---- Scanning --------------------------------------------------------------------------------------------

/** POST /api/eticket/ticketLog/scan. */
export interface ScanInput {
  /** The ticket's QR payload (or the number typed by a handheld scanner). */
  code: string;
  orderProcedureId: string;
  /** Absent: the rest of the bundle for this procedure. */
  qty: number | null;
  /** Absent: the caller. Another worker only within the caller's assistant scope. */
  userId: string | null;
  /** The client's idempotency key, unique per tenant: a retry returns the first result. */
  clientRequestId: string;
  source: (typeof SCAN_SOURCES)[number];
  remark: string | null;
}

export interface ScanResultDto {
  record: TicketLogDto;
  /** What is left of this bundle for this procedure after the record. */
  remaining: number;
  /** True when the reply repeats the first result of this clientRequestId. */
  replayed: boolean;
}

/** POST /api/eticket/ticketLog/batch: clerk entry, many codes × procedures for one worker. */
export interface BatchScanLine {
  code: string;
  orderProcedureId: string;
  qty: number | null;
  clientRequestId: string;
}
export interface BatchScanInput {
  userId: string;
  lines: BatchScanLine[];
}
/** Each line accepted or refused on its own; a refusal carries the ABP error it would have had alone. */
export interface BatchScanLineResultDto {
  index: number;
  result: ScanResultDto | null;
  error: { code: string | null; message: string } | null;
}
export interface BatchScanResultDto {
  lines: BatchScanLineResultDto[];
  accepted: number;
  refused: number;
}

export interface RevokeInput {
  reason: string;
}

// ---- Lists -----------------------------------------------------------------------------------------------

export interface TicketLogListQuery {
  from?: string;
  to?: string;
  organizationId?: string;
  userId?: string;
  orderId?: string;
  orderProcedureId?: string;
  bundleId?: string;
  status?: TicketLogStatus;
  skipCount?: number;
  maxResultCount?: number;
}

export interface TicketLogListFilter extends PageWindow {
  from: string | null;
  to: string | null;
  /** The organization and every one below it. */
  organizationId: string | null;
  userId: string | null;
  orderId: string | null;
  orderProcedureId: string | null;
  bundleId: string | null;
  status: TicketLogStatus | null;
}

/** Totals over the whole filtered list (not only the page). */
export interface TicketLogTotalsDto {
  recordCount: number;
  qty: number;
  amount: DecimalString;
}

export interface TicketLogPageDto extends PagedResultDto<TicketLogDto> {
  totals: TicketLogTotalsDto;
}

function readStatus(reader: InputReader, raw: RawQuery): TicketLogStatus | null {
  const text = (raw.status ?? '').trim();
  if (text === '') return null;
  const match = TICKET_LOG_STATUSES.find((s) => s === text);
  if (match === undefined) reader.fail('status', 'Catalog.Validation.Invalid');
  return match ?? null;
}

export function parseTicketLogListQuery(rawQuery: unknown): Validated<TicketLogListFilter> {
  const raw = queryText(rawQuery);
  const reader = new InputReader();
  const range = readRange(reader, raw, 'from', 'to');
  return reader.result({
    ...readPage(reader, raw),
    from: range.start,
    to: range.end,
    organizationId: readId(reader, raw, 'organizationId'),
    userId: readId(reader, raw, 'userId'),
    orderId: readId(reader, raw, 'orderId'),
    orderProcedureId: readId(reader, raw, 'orderProcedureId'),
    bundleId: readId(reader, raw, 'bundleId'),
    status: readStatus(reader, raw),
  });
}

// ---- Input readers ---------------------------------------------------------------------------------------

function readQty(r: InputReader, path: string, value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  return r.integer(path, value, 1, ScanLimits.qtyMax);
}

function readCode(r: InputReader, path: string, value: unknown): string {
  return r.text(path, value, ScanLimits.codeMax);
}

function readRequestId(r: InputReader, path: string, value: unknown): string {
  return r.text(path, value, ScanLimits.clientRequestIdMax);
}

export function validateScanInput(raw: unknown): Validated<ScanInput> {
  const r = new InputReader();
  const code = readCode(r, 'code', property(raw, 'code'));
  const orderProcedureId = r.id('orderProcedureId', property(raw, 'orderProcedureId'));
  const qty = readQty(r, 'qty', property(raw, 'qty'));
  const userId = r.optionalId('userId', property(raw, 'userId'));
  const clientRequestId = readRequestId(r, 'clientRequestId', property(raw, 'clientRequestId'));
  const source = r.oneOf('source', property(raw, 'source'), SCAN_SOURCES, 'web');
  const remark = r.optionalText('remark', property(raw, 'remark'), ScanLimits.remarkMax);
  return r.result({ code, orderProcedureId, qty, userId, clientRequestId, source, remark });
}

export function validateBatchScanInput(raw: unknown): Validated<BatchScanInput> {
  const r = new InputReader();
  const userId = r.id('userId', property(raw, 'userId'));
  const entries = r.list('lines', property(raw, 'lines'), ScanLimits.batchLinesMax);
  if (entries.length === 0 && !r.failed('lines')) r.fail('lines', 'Validation.Required');
  const lines = entries.map((entry, i): BatchScanLine => {
    const at = `lines[${String(i)}]`;
    return {
      code: readCode(r, `${at}.code`, property(entry, 'code')),
      orderProcedureId: r.id(`${at}.orderProcedureId`, property(entry, 'orderProcedureId')),
      qty: readQty(r, `${at}.qty`, property(entry, 'qty')),
      clientRequestId: readRequestId(r, `${at}.clientRequestId`, property(entry, 'clientRequestId')),
    };
  });
  return r.result({ userId, lines });
}

export function validateRevokeInput(raw: unknown): Validated<RevokeInput> {
  const r = new InputReader();
  return r.result({ reason: r.text('reason', property(raw, 'reason'), ScanLimits.reasonMax) });
}
