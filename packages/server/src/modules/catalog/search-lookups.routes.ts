import { SearchLookupContracts } from '@eticket/core/catalog';
import { contractRoute, type RouteDef } from '../../http/route';
import { catalogSearch } from './search-lookups.service';

/** The pickers' searches over HTTP: each contract → its search → the page. */

export const searchLookupRoutes: readonly RouteDef[] = [
  contractRoute(SearchLookupContracts.product, { handle: async ({ tx, principal, query }) => ({ body: await catalogSearch.product(tx, principal.tenantId, query()) }) }),
  contractRoute(SearchLookupContracts.customer, { handle: async ({ tx, principal, query }) => ({ body: await catalogSearch.customer(tx, principal.tenantId, query()) }) }),
  contractRoute(SearchLookupContracts.category, { handle: async ({ tx, principal, query }) => ({ body: await catalogSearch.category(tx, principal.tenantId, query()) }) }),
  contractRoute(SearchLookupContracts.partTemplate, { handle: async ({ tx, principal, query }) => ({ body: await catalogSearch.partTemplate(tx, principal.tenantId, query()) }) }),
  contractRoute(SearchLookupContracts.procedureTemplate, {
    handle: async ({ tx, principal, query }) => ({ body: await catalogSearch.procedureTemplate(tx, principal.tenantId, query()) }),
  }),
];
