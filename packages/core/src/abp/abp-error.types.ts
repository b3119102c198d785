/** ABP error body: {error: {code, message, details, validationErrors}} (architecture §2.2). */
export interface AbpValidationError {
  message: string;
  members: string[];
}

export interface AbpErrorInfo {
  code?: string | null;
  message: string;
  details?: string | null;
  data?: Record<string, unknown> | null;
  validationErrors?: AbpValidationError[] | null;
}

export interface AbpErrorBody {
  error: AbpErrorInfo;
}

/** Header that marks an ABP-formatted error; the server lists it in Access-Control-Expose-Headers. */
export const ABP_ERROR_FORMAT_HEADER = '_AbpErrorFormat';
/** Request id echoed on every response; shown in the unknown-error notification. */
export const CORRELATION_ID_HEADER = 'x-correlation-id';

/** Well-known error codes shared by server and clients. */
export const ErrorCodes = {
  TenantExpired: 'TenantExpired',
  TenantNotFound: 'TenantNotFound',
  Validation: 'Validation',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  NotFound: 'NotFound',
  Conflict: 'Conflict',
  TooManyRequests: 'TooManyRequests',
  InvalidCredentials: 'InvalidCredentials',
  UserQuotaExceeded: 'UserQuotaExceeded',
  TenantMismatch: 'TenantMismatch',
  PayloadTooLarge: 'PayloadTooLarge',
  UnsupportedMediaType: 'UnsupportedMediaType',
  Internal: 'Internal',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

export function isAbpErrorBody(value: unknown): value is AbpErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error: unknown = value.error;
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string';
}
