import {
  createCatalogEndpoints,
  createPeopleEndpoints,
  createProductionEndpoints,
  type ApiRequest,
  type CatalogEndpoints,
  type PeopleEndpoints,
  type ProductionEndpoints,
} from '@eticket/api-client';
import { useModuleEndpoints } from '../../../kit/api';

/**
 * What the wage admin pages read besides the wage API: the organization tree (filters, settlement scope),
 * the worker picker (open to wage managers) and the order and
 * style pickers of the wage report (for callers who may read those lookups). A group of its
 * own so that the wage group stays the contract's.
 */
export interface WageDirectoryEndpoints {
  organizations: Pick<PeopleEndpoints['organizations'], 'list'>;
  members: Pick<PeopleEndpoints['users'], 'lookup'>;
  orders: Pick<ProductionEndpoints['orders'], 'lookup'>;
  styles: Pick<CatalogEndpoints['search'], 'products'>;
}

declare module '../../../kit/api' {
  interface ModuleEndpoints {
    wageDirectory: WageDirectoryEndpoints;
  }
}

function createWageDirectoryEndpoints(request: ApiRequest): WageDirectoryEndpoints {
  const people = createPeopleEndpoints(request);
  const orders = createProductionEndpoints(request).orders;
  const catalog = createCatalogEndpoints(request);
  return {
    organizations: { list: (options) => people.organizations.list(options) },
    members: { lookup: (query, options) => people.users.lookup(query, options) },
    orders: { lookup: (query, options) => orders.lookup(query, options) },
    styles: { products: (query, options) => catalog.search.products(query, options) },
  };
}

export function useWageDirectory(): WageDirectoryEndpoints {
  return useModuleEndpoints('wageDirectory', createWageDirectoryEndpoints);
}
