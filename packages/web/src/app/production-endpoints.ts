import { createProductionEndpoints, type ProductionEndpoints } from '@eticket/api-client';
import { useMemo } from 'react';
import { useApi } from './api';

/*
 * The api-client's production endpoint group, built over the client's `request` by the production pages.
 * Kept apart from the catalog group so a master-data page does not load the order endpoints (and back).
 */

/** Orders, cutting beds, bundles and ticket printing. */
export function useProduction(): ProductionEndpoints {
  const api = useApi();
  return useMemo(() => api.production ?? createProductionEndpoints(api.request), [api]);
}
