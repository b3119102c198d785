import {
  ABP_ERROR_FORMAT_HEADER,
  CORRELATION_ID_HEADER,
  NETWORK_ERROR_STATUS,
  TIMEOUT_STATUS,
  describeHttpError,
  isAbpErrorBody,
  type AbpValidationError,
  type ErrorDisplay,
} from '@eticket/core/abp';
import { FetchError } from 'ofetch';

/**
 * How a request failed:
 * - `response`: the server answered with an error status (`status` is the HTTP status);
 * - `network`: the request could not be sent or the connection broke (status 0, §8 network tip);
 * - `timeout`: no answer within the timeout (status 1, §8 timeout tip);
 * - `aborted`: the caller aborted it (status null, nothing to show);
 * - `failed`: anything else without a response (status null, §8 request-failed row).
 */
export type ApiErrorKind = 'response' | 'network' | 'timeout' | 'aborted' | 'failed';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  method: string;
  path: string;
  /** HTTP status, only for kind 'response'. */
  status?: number;
  headers?: Headers | null;
  /** The parsed response body. */
  body?: unknown;
  /** What the transport threw. */
  cause?: unknown;
}

/** Every failure of the api-client is one of these; the UI renders `display` (product-spec §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 = network error, 1 = timeout (the catalogue's pseudo statuses); null = no response. */
  readonly status: number | null;
  /** The ABP error code (`TenantExpired`, `Validation` …), when the server sent one. */
  readonly code: string | null;
  readonly details: string | null;
  readonly validationErrors: readonly AbpValidationError[];
  /** The request id of the x-correlation-id response header. */
  readonly correlationId: string | null;
  /** What the error catalogue says to show. */
  readonly display: ErrorDisplay;
  readonly method: string;
  readonly path: string;
  /** The parsed response body, for callers that need more than the ABP fields. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    const status = statusOf(init);
    const abp = init.kind === 'response' ? abpFields(init.headers ?? null, init.body) : null;
    super(abp?.message ?? fallbackMessage(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = status;
    this.code = abp?.code ?? null;
    this.details = abp?.details ?? null;
    this.validationErrors = abp?.validationErrors ?? [];
    this.correlationId = readHeader(init.headers ?? null, CORRELATION_ID_HEADER);
    this.method = init.method;
    this.path = init.path;
    this.body = init.body;
    this.display = describeHttpError({
      status,
      headers: init.headers ?? null,
      body: init.body,
      ...(init.cause === undefined ? {} : { requestError: init.cause }),
    });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * Field errors of an ABP validation failure keyed by member name (first message per member), for
 * forms that show them beside the fields. A PascalCase member (`NewPassword`) is keyed in camelCase
 * (`newPassword`), the form's field name.
 */
export function validationErrorsByMember(error: ApiError): Record<string, string> {
  const byMember: Record<string, string> = {};
  for (const { message, members } of error.validationErrors) {
    for (const member of members) {
      const key = member.charAt(0).toLowerCase() + member.slice(1);
      byMember[key] ??= message;
    }
  }
  return byMember;
}

function statusOf(init: ApiErrorInit): number | null {
  switch (init.kind) {
    case 'response':
      return init.status ?? null;
    case 'network':
      return NETWORK_ERROR_STATUS;
    case 'timeout':
      return TIMEOUT_STATUS;
    case 'aborted':
    case 'failed':
      return null;
  }
}

function causeText(cause: unknown): string | null {
  if (typeof cause === 'string') return cause === '' ? null : cause;
  if (cause instanceof Error) return cause.message === '' ? null : cause.message;
  return null;
}

function fallbackMessage(init: ApiErrorInit): string {
  const request = `${init.method} ${init.path}`;
  switch (init.kind) {
    case 'response':
      return `${request}: HTTP ${init.status ?? '?'}`;
    case 'network':
      return `${request}: network error${suffix(causeText(init.cause))}`;
    case 'timeout':
      return `${request}: timed out`;
    case 'aborted':
      return `${request}: aborted`;
    case 'failed':
      return `${request}: request failed${suffix(causeText(init.cause))}`;
  }
}

function suffix(text: string | null): string {
  return text === null ? '' : ` (${text})`;
}

function readHeader(headers: Headers | null, name: string): string | null {
  const value = headers?.get(name) ?? null;
  return value === null || value.trim() === '' ? null : value;
}

function parseJsonText(body: unknown): unknown {
  if (typeof body !== 'string' || !body.trimStart().startsWith('{')) return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function isValidationError(value: unknown): value is AbpValidationError {
  if (typeof value !== 'object' || value === null) return false;
  const { message, members } = value as Record<string, unknown>;
  return typeof message === 'string' && Array.isArray(members) && members.every((m) => typeof m === 'string');
}

interface AbpFields {
  code: string | null;
  message: string | null;
  details: string | null;
  validationErrors: AbpValidationError[];
}

/** The ABP error fields, under the same rule as the catalogue: the format header, or a strict body shape. */
function abpFields(headers: Headers | null, rawBody: unknown): AbpFields | null {
  const body = parseJsonText(rawBody);
  const marked = readHeader(headers, ABP_ERROR_FORMAT_HEADER)?.trim().toLowerCase() === 'true';
  if (!isAbpErrorBody(body) && !(marked && typeof body === 'object' && body !== null && 'error' in body)) return null;
  const error: unknown = body.error;
  if (typeof error !== 'object' || error === null) return null;
  const fields = error as Record<string, unknown>;
  return {
    code: optionalString(fields.code),
    message: optionalString(fields.message),
    details: optionalString(fields.details),
    validationErrors: Array.isArray(fields.validationErrors) ? fields.validationErrors.filter(isValidationError) : [],
  };
}

function errorName(value: unknown): string | null {
  return typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string' ? value.name : null;
}

/**
 * Classify what a request threw. ofetch wraps a rejected `fetch()` in a FetchError without a
 * response: a TypeError there is fetch's own "network error"; the timeout and a caller's abort reach
 * fetch as the signal's reason.
 */
export function toApiError(error: unknown, method: string, path: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const response = error.response;
    if (response !== undefined) {
      const body: unknown = error.data;
      return new ApiError({ kind: 'response', method, path, status: response.status, headers: response.headers, body });
    }
    const cause: unknown = error.cause;
    const name = errorName(cause);
    if (name === 'TimeoutError') return new ApiError({ kind: 'timeout', method, path, cause });
    if (name === 'AbortError') return new ApiError({ kind: 'aborted', method, path, cause });
    if (cause instanceof TypeError) return new ApiError({ kind: 'network', method, path, cause });
    return new ApiError({ kind: 'failed', method, path, cause: cause ?? error });
  }
  const name = errorName(error);
  if (name === 'TimeoutError') return new ApiError({ kind: 'timeout', method, path, cause: error });
  if (name === 'AbortError') return new ApiError({ kind: 'aborted', method, path, cause: error });
  return new ApiError({ kind: 'failed', method, path, cause: error });
}
