import type { ListResultDto, PagedResultDto } from '@eticket/core/paging';
import type { OrderEvent } from '@eticket/core/domain';
import {
  OrderContracts,
  OrderLookupContract,
  orderListQueryParams,
  type OrderLookupInput,
  type OrderLookupItem,
  type OrderDto,
  type OrderInput,
  type OrderListItemDto,
  type OrderListQuery,
  type OrderStatisticsDto,
  type PartTicketPrintRequest,
  type SyncOrderProceduresResultDto,
  type TicketOrganizationReportItemDto,
  type TicketPrintDataDto,
  type TicketPrintRequest,
  type UpdateOrderInput,
} from '@eticket/core/production';
import type { ApiRequest, CallOptions } from '../request.types';
import { send } from './contract-call';

/**
 * Orders (订单, issue 6), called through their core contracts (`OrderContracts`: method, path, body). The list query is
 * exactly product-spec §3 (keyword, status — 0 = all, the default —, creation and delivery date ranges,
 * skipCount, maxResultCount: 10 by default); statistics ask for `excludeBundles=true` unless told otherwise.
 * Ticket printing hangs off the order: `…PrintData` previews, `…Print` also records the print.
 */

export interface OrderStatisticsQuery {
  /** Sent as excludeBundles=true unless set to false. */
  excludeBundles?: boolean;
}

export interface OrderEndpoints {
  /** GET /api/eticket/order?keyword&status&creationDateStart&creationDateEnd&deliveryDateStart&deliveryDateEnd&skipCount&maxResultCount. */
  list(query?: OrderListQuery, options?: CallOptions): Promise<PagedResultDto<OrderListItemDto>>;
  /** GET /api/eticket/lookup/order?keyword&statuses&cutOnly&skipCount&maxResultCount: what an order picker offers. */
  lookup(query?: OrderLookupInput, options?: CallOptions): Promise<PagedResultDto<OrderLookupItem>>;
  /** GET /api/eticket/order/{id}. */
  get(id: string, options?: CallOptions): Promise<OrderDto>;
  /** POST /api/eticket/order → the saved order (draft). */
  create(input: OrderInput, options?: CallOptions): Promise<OrderDto>;
  /** PUT /api/eticket/order/{id} (the stamp travels in the body; a stale one is a 409). */
  update(id: string, input: UpdateOrderInput, options?: CallOptions): Promise<OrderDto>;
  /** DELETE /api/eticket/order/{id} (a draft without beds only; else 409). */
  delete(id: string, options?: CallOptions): Promise<void>;
  /** POST /api/eticket/order/{id}/confirm|complete|close|reopen|cancel → the order after the move. */
  transition(id: string, event: OrderEvent, options?: CallOptions): Promise<OrderDto>;
  /** POST /api/eticket/order/{id}/syncProcedures: copy the style's current procedures again. */
  syncProcedures(id: string, options?: CallOptions): Promise<SyncOrderProceduresResultDto>;
  /** GET /api/eticket/order/{id}/statistics?excludeBundles=true. */
  getStatistics(id: string, query?: OrderStatisticsQuery, options?: CallOptions): Promise<OrderStatisticsDto>;
  /** GET /api/eticket/order/{id}/ticketOrganizationReport → items. */
  getTicketOrganizationReport(id: string, options?: CallOptions): Promise<ListResultDto<TicketOrganizationReportItemDto>>;
  /** POST /api/eticket/order/{id}/ticketPrintData: the tickets of a range or pick list, laid out (nothing recorded). */
  ticketPrintData(id: string, request: TicketPrintRequest, options?: CallOptions): Promise<TicketPrintDataDto>;
  /** POST /api/eticket/order/{id}/ticketPrint: the same, and the print is recorded (print counts, dates). */
  ticketPrint(id: string, request: TicketPrintRequest, options?: CallOptions): Promise<TicketPrintDataDto>;
  /** POST /api/eticket/order/{id}/partTicketPrintData: part tickets (bundle × part), preview. */
  partTicketPrintData(id: string, request: PartTicketPrintRequest, options?: CallOptions): Promise<TicketPrintDataDto>;
  /** POST /api/eticket/order/{id}/partTicketPrint: part tickets, recorded. */
  partTicketPrint(id: string, request: PartTicketPrintRequest, options?: CallOptions): Promise<TicketPrintDataDto>;
}

export function createOrderEndpoints(request: ApiRequest): OrderEndpoints {
  const c = OrderContracts;
  return {
    list: (query = {}, options) => send(request, c.list, { query: orderListQueryParams(query) }, options),
    lookup: (query = {}, options) => send(request, OrderLookupContract, { query }, options),
    get: (id, options) => send(request, c.get, { params: { id } }, options),
    create: (input, options) => send(request, c.create, { body: input }, options),
    update: (id, input, options) => send(request, c.update, { params: { id }, body: input }, options),
    delete: async (id, options) => {
      await send(request, c.delete, { params: { id } }, options);
    },
    transition: (id, event, options) => send(request, c.transitions[event], { params: { id } }, options),
    syncProcedures: (id, options) => send(request, c.syncProcedures, { params: { id } }, options),
    getStatistics: (id, query = {}, options) => send(request, c.statistics, { params: { id }, query: { excludeBundles: query.excludeBundles ?? true } }, options),
    getTicketOrganizationReport: (id, options) => send(request, c.ticketOrganizationReport, { params: { id } }, options),
    ticketPrintData: (id, body, options) => send(request, c.ticketPrintData, { params: { id }, body }, options),
    ticketPrint: (id, body, options) => send(request, c.ticketPrint, { params: { id }, body }, options),
    partTicketPrintData: (id, body, options) => send(request, c.partTicketPrintData, { params: { id }, body }, options),
    partTicketPrint: (id, body, options) => send(request, c.partTicketPrint, { params: { id }, body }, options),
  };
}
