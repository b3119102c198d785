import { isApiError, validationErrorsByMember, type ApiError } from '@eticket/api-client';
import { errorDisplayText } from '@eticket/core/abp';
import type { TFunction } from '../../i18n/rosetta';

/**
 * What a page needs to know about a failed call beyond the toast the error presenter already showed:
 * a conflict (409, somebody saved in between / a delete refused while referenced) and the field errors
 * of a 400, keyed by the core validators' field paths (`name`, `colors[2].name`).
 */

/** 409: a stale concurrency stamp on a save, or a delete refused while the row is referenced. */
export function isConflict(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 409;
}

/** A 400 naming the fields it refused (the form shows them beside the fields). */
export function hasFieldErrors(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 400 && error.validationErrors.length > 0;
}

/** Server field errors by field path, already in the user's language (the server translates them). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return hasFieldErrors(error) ? validationErrorsByMember(error) : {};
}

/**
 * For writes whose failures the form itself shows: field errors (beside the fields) and 409s (an alert
 * in the form or dialog). Everything else — network, timeout, 403, tenant expired — still reaches the
 * error presenter.
 */
export function formHandlesFailure(error: ApiError): boolean {
  return error.status === 409 || (error.status === 400 && error.validationErrors.length > 0);
}

/** The text the error catalogue gives a failure (the server's message when it sent one). */
export function failureText(error: unknown, t: TFunction): string {
  if (isApiError(error)) return errorDisplayText(error.display, t).message;
  return t('Shell.Error.Unknown');
}

/** An aborted request (the page moved on, a newer query replaced it) is not a failure to show. */
export function isAborted(error: unknown): boolean {
  return (isApiError(error) && error.kind === 'aborted') || (error instanceof DOMException && error.name === 'AbortError');
}
