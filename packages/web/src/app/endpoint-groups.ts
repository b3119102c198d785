import { createCatalogEndpoints, createProductionEndpoints, type CatalogEndpoints, type ProductionEndpoints } from '@eticket/api-client';
import { useMemo } from 'react';
import { useApi } from './api';

/*
 * The api-client's business endpoint groups, built over the client's `request` by the features that use them.
 * Only feature chunks import this module, so the first load (login, dashboard) carries none of it.
 */

/** Master data: styles, categories, templates, technical levels, procedure prices, customers, factories. */
export function useCatalog(): CatalogEndpoints {
  const api = useApi();
  return useMemo(() => api.catalog ?? createCatalogEndpoints(api.request), [api]);
}

/** Orders, cutting beds, bundles and ticket printing. */
export function useProduction(): ProductionEndpoints {
  const api = useApi();
  return useMemo(() => api.production ?? createProductionEndpoints(api.request), [api]);
}
