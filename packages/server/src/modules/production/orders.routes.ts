import { ORDER_EVENTS } from '@eticket/core/domain';
import { OrderContracts } from '@eticket/core/production';
import { contractRoute, type RouteDef } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import {
  createOrder,
  deleteOrder,
  getOrder,
  listOrderPage,
  orderStatistics,
  syncOrderProcedures,
  ticketOrganizationReport,
  transitionOrderStatus,
  updateOrder,
} from './orders.service';

/** Orders over HTTP: each contract → one service call → its reply. */
export const orderRoutes: readonly RouteDef[] = [
  contractRoute(OrderContracts.list, {
    handle: async ({ tx, principal, query }) => ({ body: await listOrderPage(tx, principal.tenantId, query()) }),
  }),
  contractRoute(OrderContracts.get, {
    handle: async ({ tx, principal, params }) => ({ body: await getOrder(tx, principal.tenantId, pathId(params)) }),
  }),
  contractRoute(OrderContracts.create, {
    handle: async ({ tx, principal, body, changes }) => ({ body: await createOrder({ tx, actor: principal, changes }, body()) }),
  }),
  contractRoute(OrderContracts.update, {
    handle: async ({ tx, principal, body, params, changes }) => ({ body: await updateOrder({ tx, actor: principal, changes }, pathId(params), body) }),
  }),
  contractRoute(OrderContracts.delete, {
    handle: async ({ tx, principal, params, changes }) => {
      await deleteOrder({ tx, actor: principal, changes }, pathId(params));
      return { status: 204 };
    },
  }),
  ...ORDER_EVENTS.map((event) =>
    contractRoute(OrderContracts.transitions[event], {
      handle: async ({ tx, principal, params, changes }) => ({ body: await transitionOrderStatus({ tx, actor: principal, changes }, pathId(params), event) }),
    }),
  ),
  contractRoute(OrderContracts.syncProcedures, {
    handle: async ({ tx, principal, params, changes }) => ({ body: await syncOrderProcedures({ tx, actor: principal, changes }, pathId(params)) }),
  }),
  contractRoute(OrderContracts.statistics, {
    handle: async ({ tx, principal, params, query }) => ({ body: await orderStatistics(tx, principal.tenantId, pathId(params), query) }),
  }),
  contractRoute(OrderContracts.ticketOrganizationReport, {
    handle: async ({ tx, principal, params }) => ({ body: await ticketOrganizationReport(tx, principal.tenantId, pathId(params)) }),
  }),
];
