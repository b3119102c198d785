import type { ServerMessageKey } from '@eticket/core/i18n';
import type { FieldErrors, IssueKey, IssueParams, Validated } from '@eticket/core/validation';
import { Errors, type AppError } from './errors';

/**
 * The server's side of the core validation system: a failed `Validated` becomes a 400 whose
 * validationErrors name the same field paths and i18n keys the web form shows beside its fields.
 */

export function validationError(errors: FieldErrors): AppError {
  return Errors.validation(Object.entries(errors).map(([member, issue]) => ({ member, key: issue.key, params: issue.params })));
}

/** The value of a core validation, or a 400 with every field's first problem. */
export function valid<T>(result: Validated<T>): T {
  if (result.ok) return result.value;
  throw validationError(result.errors);
}

/** A 400 for one field found after reading (a name already taken, a referenced row that does not exist). */
export function fieldError(member: string, key: IssueKey | ServerMessageKey, params: IssueParams = {}): AppError {
  return Errors.validation([{ member, key, params }]);
}
