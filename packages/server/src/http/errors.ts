import { ABP_ERROR_FORMAT_HEADER, ErrorCodes, type AbpErrorBody } from '@eticket/core/abp';
import { translate, type Locale, type TranslateParams } from '@eticket/core/i18n';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** One field's problem: the member name and an i18n key, translated when the response is written. */
export interface FieldError {
  member: string;
  key: string;
  params?: TranslateParams;
}

export interface AppErrorOptions {
  params?: TranslateParams;
  detailsKey?: string;
  validationErrors?: FieldError[];
  headers?: Record<string, string>;
  /** The handler already wrote the audit row (e.g. a failed login), so the pipeline must not add one. */
  audited?: boolean;
}

/** An expected failure with an ABP error body. Anything else that escapes a handler is a 500. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly key: string;
  readonly options: AppErrorOptions;

  constructor(status: ContentfulStatusCode, code: string, key: string, options: AppErrorOptions = {}) {
    super(`${code}: ${key}`);
    this.status = status;
    this.code = code;
    this.key = key;
    this.options = options;
  }
}

export const Errors = {
  unauthorized: () => new AppError(401, ErrorCodes.Unauthorized, 'Server.Error.Unauthorized'),
  forbidden: () => new AppError(403, ErrorCodes.Forbidden, 'Server.Error.Forbidden'),
  notFound: () => new AppError(404, ErrorCodes.NotFound, 'Server.Error.NotFound'),
  conflict: () => new AppError(409, ErrorCodes.Conflict, 'Server.Error.Conflict'),
  tenantMismatch: () => new AppError(403, ErrorCodes.TenantMismatch, 'Server.Error.TenantMismatch'),
  validation: (validationErrors: FieldError[]) =>
    new AppError(400, ErrorCodes.Validation, 'Server.Error.Validation', { validationErrors }),
  malformedJson: () => new AppError(400, ErrorCodes.Validation, 'Server.Error.MalformedJson'),
  malformedUrl: () => new AppError(400, ErrorCodes.Validation, 'Server.Error.MalformedUrl'),
  unsupportedMediaType: () => new AppError(415, ErrorCodes.UnsupportedMediaType, 'Server.Error.UnsupportedMediaType'),
  payloadTooLarge: (limit: number) => new AppError(413, ErrorCodes.PayloadTooLarge, 'Server.Error.PayloadTooLarge', { params: { limit } }),
  tooManyRequests: (retryAfterSeconds: number, audited = false) =>
    new AppError(429, ErrorCodes.TooManyRequests, 'Server.Error.TooManyRequests', {
      params: { seconds: retryAfterSeconds },
      headers: { 'Retry-After': String(retryAfterSeconds) },
      audited,
    }),
};

export function errorBody(error: AppError, locale: Locale): AbpErrorBody {
  const validationErrors = error.options.validationErrors;
  return {
    error: {
      code: error.code,
      message: translate(locale, error.key, error.options.params),
      details: error.options.detailsKey === undefined ? null : translate(locale, error.options.detailsKey, error.options.params),
      data: null,
      validationErrors:
        validationErrors === undefined
          ? null
          : validationErrors.map((v) => ({ message: translate(locale, v.key, v.params), members: [v.member] })),
    },
  };
}

export function errorResponse(error: AppError, locale: Locale, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(errorBody(error, locale)), {
    status: error.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      [ABP_ERROR_FORMAT_HEADER]: 'true',
      ...error.options.headers,
      ...extraHeaders,
    },
  });
}

export const internalError = () => new AppError(500, ErrorCodes.Internal, 'Server.Error.Internal');

/** Zod issues → per-field errors with our i18n keys (zod's own texts are English only). */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const member = issue.path.map(String).join('.') || '$';
    switch (issue.code) {
      case 'invalid_type':
        return { member, key: issue.input === undefined || issue.input === null ? 'Server.Validation.Required' : 'Server.Validation.Invalid' };
      case 'too_small':
        if (issue.origin === 'string') {
          return Number(issue.minimum) <= 1 ? { member, key: 'Server.Validation.Required' } : { member, key: 'Server.Validation.TooShort', params: { min: Number(issue.minimum) } };
        }
        return { member, key: 'Server.Validation.TooSmall', params: { min: Number(issue.minimum) } };
      case 'too_big':
        return issue.origin === 'string'
          ? { member, key: 'Server.Validation.TooLong', params: { max: Number(issue.maximum) } }
          : { member, key: 'Server.Validation.TooLarge', params: { max: Number(issue.maximum) } };
      case 'custom':
        return { member, key: typeof issue.params?.key === 'string' ? issue.params.key : 'Server.Validation.Invalid' };
      default:
        return { member, key: 'Server.Validation.Invalid' };
    }
  });
}
