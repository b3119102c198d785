import type { CatalogMessageKey, ResourceContracts } from '@eticket/core/catalog';
import type { RouteDef } from '../../http/route';
import { contractRoute } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import type { CrudService } from './crud.service';
import { xlsxReply, type XlsxColumn } from './xlsx';

/** How a resource's list reads as a sheet: its title (sheet and file name) and columns. */
export interface ExportSheet<Row> {
  titleKey: CatalogMessageKey;
  columns: readonly XlsxColumn<Row>[];
}

/** A master-data resource over HTTP: each contract → one call of its crud service → the reply. */
export function crudRoutes<Dto, Row, Input, F extends string, X, Lookup>(
  c: ResourceContracts<Dto, Row, Input, Lookup, F, X>,
  s: CrudService<Dto, Row, Input, F, X, Lookup>,
  sheet: ExportSheet<Row>,
): RouteDef[] {
  // Static paths before `/{id}`: the router takes the first match.
  return [
    contractRoute(c.list, {
      handle: async ({ tx, principal, query }) => ({ body: await s.list(tx, principal.tenantId, query()) }),
    }),
    contractRoute(c.export, {
      handle: async ({ tx, principal, query, locale, deps }) => xlsxReply(locale, sheet.titleKey, sheet.columns, await s.exportRows(tx, principal.tenantId, query()), new Date(deps.now())),
    }),
    contractRoute(c.lookup, {
      handle: async ({ tx, principal }) => ({ body: await s.lookup(tx, principal.tenantId) }),
    }),
    contractRoute(c.get, {
      handle: async ({ tx, principal, params }) => ({ body: await s.get(tx, principal.tenantId, pathId(params)) }),
    }),
    contractRoute(c.create, {
      handle: async ({ tx, principal, body, changes }) => ({ body: await s.create({ tx, actor: principal, changes }, body()) }),
    }),
    contractRoute(c.update, {
      handle: async ({ tx, principal, body, params, changes }) => ({ body: await s.update({ tx, actor: principal, changes }, pathId(params), body) }),
    }),
    contractRoute(c.delete, {
      handle: async ({ tx, principal, params, changes }) => {
        await s.remove({ tx, actor: principal, changes }, pathId(params));
        return { status: 204 };
      },
    }),
  ];
}
