import { createCatalogEndpoints, type CatalogEndpoints } from '@eticket/api-client';
import { useMemo } from 'react';
import { useApi } from './api';

/*
 * The api-client's master-data endpoint group, built over the client's `request` by the features that use it.
 * Only feature chunks import this module (production pages only when they pick styles or customers), so the
 * first load (login, dashboard) and the production pages that do not need it carry none of it.
 */

/** Master data: styles, categories, templates, technical levels, procedure prices, customers, factories. */
export function useCatalog(): CatalogEndpoints {
  const api = useApi();
  return useMemo(() => api.catalog ?? createCatalogEndpoints(api.request), [api]);
}
