import { createProductionEndpoints, type ProductionEndpoints } from '@eticket/api-client';
import { useModuleEndpoints } from '../../kit/api';

declare module '../../kit/api' {
  interface ModuleEndpoints {
    /** Orders, cutting beds, bundles and ticket printing. */
    production: ProductionEndpoints;
  }
}

/* Kept apart from the catalog group so a master-data page does not load the order endpoints (and back). */
export function useProduction(): ProductionEndpoints {
  return useModuleEndpoints('production', createProductionEndpoints);
}
