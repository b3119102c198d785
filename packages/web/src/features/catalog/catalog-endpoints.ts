import { createCatalogEndpoints, type CatalogEndpoints } from '@eticket/api-client';
import { useModuleEndpoints } from '../../kit/api';

declare module '../../kit/api' {
  interface ModuleEndpoints {
    /** Master data: styles, categories, templates, technical levels, procedure prices, customers, factories. */
    catalog: CatalogEndpoints;
  }
}

/*
 * Only feature chunks import this module (production pages only when they pick styles or customers), so the
 * first load (login, dashboard) and the production pages that do not need it carry none of it.
 */
export function useCatalog(): CatalogEndpoints {
  return useModuleEndpoints('catalog', createCatalogEndpoints);
}
