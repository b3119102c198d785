import { ProductionBoardContracts as C } from '@eticket/core/production-board';
import { contractRoute, type RouteDef } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import { receiptsWorkbook, summaryWorkbook } from './board-export';
import { bundleDrill, orderBundles, orderProgressOf, productionHome, productionSummary, progressOrders } from './board.service';
import { createReceipt, receiptAvailabilityOf, receiptList, receiptOf } from './receipts.service';

/** HTTP only: each board contract → its service call. Fixed paths come before `{id}` (first match wins). */
export const boardRoutes: readonly RouteDef[] = [
  contractRoute(C.home, { handle: async ({ tx, principal, deps }) => ({ body: await productionHome(tx, principal.tenantId, deps.now()) }) }),
  contractRoute(C.progressOrders, { handle: async ({ tx, principal, query, deps }) => ({ body: await progressOrders(tx, principal.tenantId, query(), deps.now()) }) }),
  contractRoute(C.orderBundles, { handle: async ({ tx, principal, params, query }) => ({ body: await orderBundles(tx, principal.tenantId, pathId(params), query()) }) }),
  contractRoute(C.orderProgress, { handle: async ({ tx, principal, params, deps }) => ({ body: await orderProgressOf(tx, principal.tenantId, pathId(params), deps.now()) }) }),
  contractRoute(C.bundle, { handle: async ({ tx, principal, params }) => ({ body: await bundleDrill(tx, principal.tenantId, pathId(params)) }) }),
  contractRoute(C.exportSummary, { handle: ({ tx, principal, query, locale, deps }) => summaryWorkbook(tx, principal.tenantId, query(), locale, deps.now()) }),
  contractRoute(C.productionSummary, { handle: async ({ tx, principal, query, deps }) => ({ body: await productionSummary(tx, principal.tenantId, query(), deps.now()) }) }),
];

export const receiptRoutes: readonly RouteDef[] = [
  contractRoute(C.exportReceipts, { handle: ({ tx, principal, query, locale, deps }) => receiptsWorkbook(tx, principal.tenantId, query(), locale, deps.now()) }),
  contractRoute(C.availability, { handle: async ({ tx, principal, params }) => ({ body: await receiptAvailabilityOf(tx, principal.tenantId, pathId(params)) }) }),
  contractRoute(C.receipts, { handle: async ({ tx, principal, query }) => ({ body: await receiptList(tx, principal.tenantId, query()) }) }),
  contractRoute(C.createReceipt, { handle: async ({ tx, principal, body }) => ({ body: await createReceipt(tx, principal.tenantId, principal.userId, body) }) }),
  contractRoute(C.receipt, { handle: async ({ tx, principal, params }) => ({ body: await receiptOf(tx, principal.tenantId, pathId(params)) }) }),
];
