import type { Endpoint, Schema } from '@eticket/core/contracts';
import { OrderContracts, type TicketPrintDataDto, type TicketPrintInput } from '@eticket/core/production';
import { contractRoute, type RouteDef } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import { printData } from './printing.service';

type PrintContract = Endpoint<null, Schema<TicketPrintInput, unknown>, TicketPrintDataDto>;

const route = (contract: PrintContract, record: boolean, withParts: boolean): RouteDef =>
  contractRoute(contract, {
    // A bundle-ticket preview only reads; an expired tenant may still look.
    allowExpiredTenant: !record && !withParts,
    handle: async ({ tx, principal, params, body, changes, deps }) => {
      const orderId = pathId(params);
      const tenant = { tenantId: principal.tenantId, displayName: principal.tenant.displayName };
      const data = await printData(tx, tenant, orderId, body, { record, withParts, now: deps.now() });
      if (record) {
        changes.updated('Order', orderId, {}, { printed: withParts ? 'partTickets' : 'tickets', tickets: data.tickets.length, bundleNos: [...new Set(data.tickets.map((t) => t.bundleNo))].join(',') });
      }
      // 2,000 tickets serialise once, here, rather than through the generic path.
      return { json: JSON.stringify(data) };
    },
  });

/** Ticket printing over HTTP: preview and print, of bundle tickets and of part tickets. */
export const printRoutes: readonly RouteDef[] = [
  route(OrderContracts.ticketPrintData, false, false),
  route(OrderContracts.ticketPrint, true, false),
  route(OrderContracts.partTicketPrintData, false, true),
  route(OrderContracts.partTicketPrint, true, true),
];
