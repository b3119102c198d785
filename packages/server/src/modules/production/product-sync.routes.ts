import { ProcedureSyncContracts } from '@eticket/core/catalog';
import { contractRoute, type RouteDef } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import { syncStyleProcedures, syncableOrders } from './product-sync.service';

/** Syncing a style's procedures to its orders over HTTP (both routes need OrderManagement.Edit). */
export const productSyncRoutes: RouteDef[] = [
  contractRoute(ProcedureSyncContracts.syncableOrders, {
    handle: async ({ tx, principal, params }) => ({ body: await syncableOrders(tx, principal.tenantId, pathId(params)) }),
  }),
  contractRoute(ProcedureSyncContracts.sync, {
    handle: async ({ tx, principal, params, body, changes }) => ({ body: await syncStyleProcedures({ tx, actor: principal, changes }, pathId(params), body) }),
  }),
];
