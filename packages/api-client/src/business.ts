import { createCatalogEndpoints, type CatalogEndpoints } from './endpoints/catalog';
import type { OrderEndpoints } from './endpoints/orders';
import { createProductionEndpoints, type ProductionEndpoints } from './endpoints/production';
import type { ApiRequest } from './request.types';

/** Every business endpoint group over one client's `request`; `orders` is the same object as `production.orders`. */
export interface BusinessEndpoints {
  /** Master data: styles, categories, templates, technical levels, procedure prices, customers, factories. */
  catalog: CatalogEndpoints;
  /** Orders (product-spec §7 order calls). */
  orders: OrderEndpoints;
  /** Orders, cutting beds, bundles and ticket printing (issue 6). */
  production: ProductionEndpoints;
}

/**
 * Kept apart from `createApiClient` so the first page loads only the client core; a feature imports the one
 * group it needs (`createCatalogEndpoints(client.request)`), or all of them through this helper.
 */
export function createBusinessEndpoints(request: ApiRequest): BusinessEndpoints {
  const production = createProductionEndpoints(request);
  return { catalog: createCatalogEndpoints(request), orders: production.orders, production };
}
