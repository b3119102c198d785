import type { RouteDef } from '../../http/route';
import { contractRoute } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import { crudService, type CatalogResource } from './crud.service';
import { xlsxReply } from './xlsx';

export type { CatalogResource } from './crud.service';

/** A master-data resource over HTTP: each contract → one call of its crud service → the reply. */
export function crudRoutes<Dto extends { id: string; concurrencyStamp: string }, Row, Input, F extends string, X, Lookup>(
  r: CatalogResource<Dto, Row, Input, F, X, Lookup>,
): RouteDef[] {
  const c = r.contracts;
  const s = crudService(r);
  // Static paths before `/{id}`: the router takes the first match.
  return [
    contractRoute(c.list, {
      handle: async ({ tx, principal, query }) => ({ body: await s.list(tx, principal.tenantId, query()) }),
    }),
    contractRoute(c.export, {
      handle: async ({ tx, principal, query, locale, deps }) => xlsxReply(locale, r.titleKey, r.exportColumns, await s.exportRows(tx, principal.tenantId, query()), new Date(deps.now())),
    }),
    contractRoute(c.lookup, {
      handle: async ({ tx, principal }) => ({ body: await s.lookup(tx, principal.tenantId) }),
    }),
    contractRoute(c.get, {
      handle: async ({ tx, principal, params }) => ({ body: await s.get(tx, principal.tenantId, pathId(params)) }),
    }),
    contractRoute(c.create, {
      handle: async ({ tx, principal, body, changes }) => ({ body: await s.create(tx, principal, changes, body()) }),
    }),
    contractRoute(c.update, {
      handle: async ({ tx, principal, body, params, changes }) => ({ body: await s.update(tx, principal, changes, pathId(params), body) }),
    }),
    contractRoute(c.delete, {
      handle: async ({ tx, principal, params, changes }) => {
        await s.remove(tx, principal, changes, pathId(params));
        return { status: 204 };
      },
    }),
  ];
}
