import type { ApiError, CallOptions } from '@eticket/api-client';
import { formHandlesFailure } from '../../components/data-ui/api-failure';

export { CatalogResource, CustomerPicker, StylePicker, customerLabel, useCatalog } from '../catalog';
export { useProduction } from './production-endpoints';

/** Invalidation keys: a save of one reloads every list showing it (pages stay mounted in their tabs). */
export const ProductionResource = {
  order: 'order',
  cuttingTime: 'cuttingTime',
  bundle: 'bundle',
} as const;

/** Saves: field errors and 409s are shown by the form itself, not toasted as well. */
export const FORM_CALL: CallOptions = { silent: formHandlesFailure };
/** Refusals the page explains itself (409: not allowed in this state; 400 with fields: bad selection). */
export const INLINE_CALL: CallOptions = { silent: (error: ApiError) => error.status === 409 || (error.status === 400 && error.validationErrors.length > 0) };
