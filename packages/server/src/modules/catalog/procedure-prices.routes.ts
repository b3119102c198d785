import { ProcedurePriceContracts } from '@eticket/core/catalog';
import { contractRoute, type RouteDef } from '../../http/route';
import { copyPrices, getGrid, gridSheet, savePrices } from './procedure-prices.service';
import { xlsxReply } from './xlsx';

/** Procedure prices over HTTP: each contract → one service call → its reply. */
export const procedurePriceRoutes: RouteDef[] = [
  contractRoute(ProcedurePriceContracts.grid, {
    handle: async ({ tx, principal, query }) => ({ body: await getGrid(tx, principal.tenantId, query().productId) }),
  }),
  contractRoute(ProcedurePriceContracts.export, {
    handle: async ({ tx, principal, query, locale, deps }) => {
      const sheet = await gridSheet(tx, principal.tenantId, query().productId, locale);
      return xlsxReply(locale, 'Catalog.Entity.ProcedurePrice', sheet.columns, sheet.rows, new Date(deps.now()), sheet.footer);
    },
  }),
  contractRoute(ProcedurePriceContracts.saveBatch, {
    handle: async ({ tx, principal, body, changes }) => ({ body: await savePrices({ tx, actor: principal, changes }, body.raw) }),
  }),
  contractRoute(ProcedurePriceContracts.copy, {
    handle: async ({ tx, principal, body, changes }) => ({ body: await copyPrices({ tx, actor: principal, changes }, body()) }),
  }),
];
