import type { ListResultDto, PagedResultDto } from '@eticket/core/paging';
import type { OrderEvent } from '@eticket/core/domain';
import {
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
import type { ApiRequest, CallOptions, JsonBody } from '../request.types';
import { send } from './contract-call';
import { segment } from './paging.types';

/**
 * Orders (订单, issue 6) under /api/eticket/order, typed with the core's production DTOs. The list query is
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

/** A DTO as a JSON body (a copy: the caller's object is never handed to the transport). */
export function jsonBody(value: object): JsonBody {
  return { ...value };
}

export function createOrderEndpoints(request: ApiRequest): OrderEndpoints {
  const base = '/api/eticket/order';
  const at = (id: string, suffix = '') => `${base}/${segment(id)}${suffix}`;
  return {
    list: (query = {}, options) => request('GET', base, { ...options, query: orderListQueryParams(query) }),
    lookup: (query = {}, options) => send(request, OrderLookupContract, { query }, options),
    get: (id, options) => request('GET', at(id), { ...options }),
    create: (input, options) => request('POST', base, { ...options, body: jsonBody(input) }),
    update: (id, input, options) => request('PUT', at(id), { ...options, body: jsonBody(input) }),
    delete: async (id, options) => {
      await request('DELETE', at(id), { ...options });
    },
    transition: (id, event, options) => request('POST', at(id, `/${event}`), { ...options }),
    syncProcedures: (id, options) => request('POST', at(id, '/syncProcedures'), { ...options }),
    getStatistics: (id, query = {}, options) =>
      request('GET', at(id, '/statistics'), { ...options, query: { excludeBundles: query.excludeBundles ?? true } }),
    getTicketOrganizationReport: (id, options) => request('GET', at(id, '/ticketOrganizationReport'), { ...options }),
    ticketPrintData: (id, body, options) => request('POST', at(id, '/ticketPrintData'), { ...options, body: jsonBody(body) }),
    ticketPrint: (id, body, options) => request('POST', at(id, '/ticketPrint'), { ...options, body: jsonBody(body) }),
    partTicketPrintData: (id, body, options) => request('POST', at(id, '/partTicketPrintData'), { ...options, body: jsonBody(body) }),
    partTicketPrint: (id, body, options) => request('POST', at(id, '/partTicketPrint'), { ...options, body: jsonBody(body) }),
  };
}
