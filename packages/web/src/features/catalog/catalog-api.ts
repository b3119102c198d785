import type { ApiError, CallOptions } from '@eticket/api-client';
import { formHandlesFailure } from '../../components/data-ui/api-failure';

export { useCatalog } from './catalog-endpoints';

/** Invalidation keys: a save of one reloads every list and select list showing it. */
export const CatalogResource = {
  category: 'productCategory',
  partTemplate: 'productPartTemplate',
  procedureTemplate: 'procedureTemplate',
  product: 'product',
  technicalLevel: 'technicalLevel',
  procedurePrice: 'productProcedurePrice',
  customer: 'customer',
  factory: 'factory',
} as const;

/** Saves: field errors and 409s are shown by the form itself, not toasted as well. */
export const FORM_CALL: CallOptions = { silent: formHandlesFailure };
/** Deletes: a refusal (409, still referenced) is shown in the confirmation dialog. */
export const DELETE_CALL: CallOptions = { silent: (error: ApiError) => error.status === 409 };
