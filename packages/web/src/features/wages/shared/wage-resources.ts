import type { ApiError, CallOptions } from '@eticket/api-client';
import { formHandlesFailure } from '../../../components/data-ui/api-failure';
import { invalidate } from '../../../components/data-ui/invalidation';

import { WagesResource } from '../wages-api';

export { WagesResource };

/**
 * Anything that moves money between the lists: an adjustment changes the live wages, a settlement's step
 * (lock, unlock, a resolved dispute with an adjustment) changes all three.
 */
export function invalidateWages(): void {
  invalidate(WagesResource.wage, WagesResource.adjustment, WagesResource.settlement);
}

/** Saves: field errors and 409s are shown by the form itself. */
export const WAGE_FORM_CALL: CallOptions = { silent: formHandlesFailure };
/** Steps and decisions: the dialog or the page says why the server refused (409 the state, 400 the input). */
export const WAGE_STEP_CALL: CallOptions = { silent: (error: ApiError) => error.status === 409 || error.status === 400 };
