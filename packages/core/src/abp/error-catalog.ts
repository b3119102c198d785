import {
  ABP_ERROR_FORMAT_HEADER,
  CORRELATION_ID_HEADER,
  ErrorCodes,
  isAbpErrorBody,
  type AbpErrorInfo,
  type AbpValidationError,
} from './abp-error.types';

/**
 * The error catalogue (product-spec §8): what the UI shows for a failed request. Pure, never throws,
 * so the api-client can call it from any error path.
 */

/** No HTTP status exists for these two; the api-client reports them with these pseudo statuses. */
export const NETWORK_ERROR_STATUS = 0;
export const TIMEOUT_STATUS = 1;

/** Message durations of §8 / §9. */
export const ErrorDurations = { network: 2500, timeout: 5000, standard: 3000 } as const;
export type ErrorDurationMs = (typeof ErrorDurations)[keyof typeof ErrorDurations];

/** Shell texts the catalogue refers to (defined in i18n/messages/shell.ts). */
export const ErrorTextKeys = {
  network: 'Shell.Error.Network',
  timeout: 'Shell.Error.Timeout',
  sessionExpiredTitle: 'Shell.SessionExpired.Title',
  sessionExpired: 'Shell.SessionExpired.Message',
  tenantExpiredTitle: 'Shell.TenantExpired.Title',
  noPermission: 'Shell.Error.NoPermission',
  unknown: 'Shell.Error.Unknown',
  requestId: 'Shell.Error.RequestId',
  requestFailed: 'Shell.Error.RequestFailed',
} as const;

export type ErrorDisplayKind = 'message' | 'notification' | 'dialog-session-expired' | 'dialog-tenant-expired' | 'none';

export interface ErrorDisplay {
  kind: ErrorDisplayKind;
  /**
   * A shell text key: the message (message kind), the notification or dialog title (other kinds).
   * For `Shell.Error.RequestFailed` the request error text fills its `{{error}}` placeholder.
   */
  i18nKey?: string;
  /** Text shown as is: the server's message (ABP message, tenant-expired dialog) or the request error. */
  text?: string;
  /** Notification title taken from the server (ABP `message` when `details` exist). */
  title?: string;
  /** Notification body taken from the server (ABP `details`). */
  details?: string;
  durationMs?: ErrorDurationMs;
  /** The request id from the x-correlation-id header (unknown-error notification). */
  correlationId?: string;
  /** The ABP error code, when the server sent one. */
  code?: string;
}

/** Response headers in any of the usual shapes: a lookup function, a `Headers`-like object, or a record. */
export type HeaderSource =
  | ((name: string) => string | null | undefined)
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | null | undefined>>;

export interface HttpErrorInput {
  /** HTTP status; 0 = network error, 1 = timeout; null/undefined = no response at all. */
  status?: number | null | undefined;
  headers?: HeaderSource | null | undefined;
  /** The parsed (or raw JSON text) response body. */
  body?: unknown;
  /** What the transport threw, when there was no response. */
  requestError?: unknown;
}

function readHeader(headers: HeaderSource | null | undefined, name: string): string | null {
  if (headers == null) return null;
  try {
    if (typeof headers === 'function') return headers(name) ?? null;
    if ('get' in headers && typeof headers.get === 'function') return (headers as { get(n: string): string | null }).get(name);
    const record = headers as Readonly<Record<string, unknown>>;
    const key = Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase());
    const value = key === undefined ? undefined : record[key];
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    return null;
  } catch {
    return null;
  }
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string' || !body.trimStart().startsWith('{')) return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * The ABP error, when the response is in ABP format. The `_AbpErrorFormat` header marks it; then any
 * `{error: {…}}` body counts. Cross-origin the header is invisible unless exposed (abp#1587), so
 * without it the body is sniffed, strictly: `{error: {message: string}}`.
 */
function abpError(headers: HeaderSource | null | undefined, body: unknown): AbpErrorInfo | null {
  const parsed = parseBody(body);
  if (isAbpErrorBody(parsed)) return parsed.error;
  if (readHeader(headers, ABP_ERROR_FORMAT_HEADER)?.trim().toLowerCase() !== 'true') return null;
  if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return null;
  const error: unknown = parsed.error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, details, validationErrors } = error as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : null,
    message: typeof message === 'string' ? message : '',
    details: typeof details === 'string' ? details : null,
    validationErrors: Array.isArray(validationErrors) ? (validationErrors as AbpValidationError[]) : null,
  };
}

function isTenantExpired(code: string | null | undefined): boolean {
  if (typeof code !== 'string') return false;
  return code === ErrorCodes.TenantExpired || code.endsWith(`:${ErrorCodes.TenantExpired}`);
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  try {
    return nonEmpty((error as { name?: unknown }).name);
  } catch {
    return undefined;
  }
}

function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    try {
      return nonEmpty((error as { message?: unknown }).message) ?? '';
    } catch {
      return '';
    }
  }
  return typeof error === 'number' || typeof error === 'boolean' ? String(error) : '';
}

function withCode(display: ErrorDisplay, code: string | null | undefined): ErrorDisplay {
  return typeof code === 'string' && code !== '' ? { ...display, code } : display;
}

function describeAbpError(error: AbpErrorInfo): ErrorDisplay {
  const message = nonEmpty(error.message);
  if (isTenantExpired(error.code)) {
    return withCode(
      { kind: 'dialog-tenant-expired', i18nKey: ErrorTextKeys.tenantExpiredTitle, ...(message === undefined ? {} : { text: message }) },
      error.code,
    );
  }
  // Validation errors without details (our server may omit them) still deserve the list.
  const validation = Array.isArray(error.validationErrors)
    ? error.validationErrors.map((v) => nonEmpty((v as { message?: unknown } | null)?.message)).filter((m) => m !== undefined)
    : [];
  const details = nonEmpty(error.details) ?? (validation.length > 0 ? validation.join('\n') : undefined);
  if (details !== undefined) {
    return withCode(
      {
        kind: 'notification',
        ...(message === undefined ? { i18nKey: ErrorTextKeys.unknown } : { title: message }),
        details,
        durationMs: ErrorDurations.standard,
      },
      error.code,
    );
  }
  if (message === undefined) return withCode({ kind: 'message', i18nKey: ErrorTextKeys.unknown, durationMs: ErrorDurations.standard }, error.code);
  return withCode({ kind: 'message', text: message, durationMs: ErrorDurations.standard }, error.code);
}

/** Map a failed request to what the UI shows (product-spec §8, row by row). */
export function describeHttpError(input: HttpErrorInput): ErrorDisplay {
  const { status, headers, body, requestError } = input;

  if (typeof status !== 'number' || !Number.isFinite(status)) {
    // No response. A caller's own abort is not an error; a timeout is the timeout row.
    const name = errorName(requestError);
    if (name === 'AbortError') return { kind: 'none' };
    if (name === 'TimeoutError') return { kind: 'message', i18nKey: ErrorTextKeys.timeout, durationMs: ErrorDurations.timeout };
    return { kind: 'message', i18nKey: ErrorTextKeys.requestFailed, text: errorText(requestError), durationMs: ErrorDurations.standard };
  }
  if (status === NETWORK_ERROR_STATUS) return { kind: 'message', i18nKey: ErrorTextKeys.network, durationMs: ErrorDurations.network };
  if (status === TIMEOUT_STATUS) return { kind: 'message', i18nKey: ErrorTextKeys.timeout, durationMs: ErrorDurations.timeout };
  if (status >= 200 && status < 400) return { kind: 'none' };
  if (status === 401) return { kind: 'dialog-session-expired', i18nKey: ErrorTextKeys.sessionExpired };

  const abp = abpError(headers, body);
  if (abp !== null) return describeAbpError(abp);
  if (status === 403) return { kind: 'message', i18nKey: ErrorTextKeys.noPermission, durationMs: ErrorDurations.standard };

  const correlationId = nonEmpty(readHeader(headers, CORRELATION_ID_HEADER));
  return {
    kind: 'notification',
    i18nKey: ErrorTextKeys.unknown,
    durationMs: ErrorDurations.standard,
    ...(correlationId === undefined ? {} : { correlationId }),
  };
}

export type TranslateFn = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/**
 * The final strings for a display, so every client renders the catalogue the same way:
 * `title` for notifications and dialogs, `message` for the body.
 */
export function errorDisplayText(display: ErrorDisplay, t: TranslateFn): { title: string | null; message: string } {
  switch (display.kind) {
    case 'none':
      return { title: null, message: '' };
    case 'message':
      if (display.i18nKey === ErrorTextKeys.requestFailed) return { title: null, message: t(display.i18nKey, { error: display.text ?? '' }) };
      return { title: null, message: display.text ?? (display.i18nKey === undefined ? '' : t(display.i18nKey)) };
    case 'notification':
      if (display.details !== undefined) {
        return { title: display.title ?? (display.i18nKey === undefined ? null : t(display.i18nKey)), message: display.details };
      }
      return {
        title: display.i18nKey === undefined ? null : t(display.i18nKey),
        message: t(ErrorTextKeys.requestId, { requestId: display.correlationId ?? '-' }),
      };
    case 'dialog-session-expired':
      return { title: t(ErrorTextKeys.sessionExpiredTitle), message: t(ErrorTextKeys.sessionExpired) };
    case 'dialog-tenant-expired':
      return { title: t(ErrorTextKeys.tenantExpiredTitle), message: display.text ?? '' };
  }
}
