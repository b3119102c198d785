import { TenantPermissions as P } from '../abp/permission-names';
import { endpoint } from '../contracts/endpoint';
import { searchLookupQuery, type SearchLookupInput } from '../contracts/search-lookup';
import { ORDER_STATUSES, type OrderStatus } from '../domain/order-status';
import type { PagedResultDto } from '../paging/paging';
import { property, type InputReader } from '../validation/input-reader';
import type { BusinessDate, OrderStatusValue } from './production.types';

/**
 * The order picker's lookup (ticket page, print home …): a page of a tenant's orders, newest first,
 * whose order no, customer PO, style no, style name or customer contains the keyword — narrowed to some
 * statuses or to orders that have cut bundles when the picker needs that — and how many match in all, so
 * a picker says what it has not shown instead of cutting the list.
 */

export interface OrderLookupItem {
  id: string;
  orderNo: string;
  customerPoNo: string | null;
  styleNo: string;
  productName: string;
  customerName: string | null;
  status: OrderStatusValue;
  totalQty: number;
  /** Σ qty of the live bundles. */
  cutQty: number;
  deliveryDate: BusinessDate;
}

export interface OrderLookupFilters {
  /** null: every status. */
  statuses: readonly OrderStatus[] | null;
  /** Only orders with at least one live bundle. */
  cutOnly: boolean;
}

/** On the wire: statuses as a comma list of names ("draft,producing"). */
export interface OrderLookupInput extends SearchLookupInput {
  statuses?: string;
  cutOnly?: boolean;
}

function readStatuses(reader: InputReader, value: unknown): readonly OrderStatus[] | null {
  const text = reader.optionalText('statuses', value, 100);
  if (text === null) return null;
  const names = text.split(',').map((name) => name.trim()).filter((name) => name !== '');
  const statuses = ORDER_STATUSES.filter((status) => names.includes(status));
  if (statuses.length !== names.length) reader.fail('statuses', 'Catalog.Validation.Invalid');
  return statuses.length === 0 ? null : statuses;
}

const query = searchLookupQuery<OrderLookupFilters, OrderLookupInput>((reader, raw) => ({
  statuses: readStatuses(reader, property(raw, 'statuses')),
  cutOnly: reader.optionalBoolean('cutOnly', property(raw, 'cutOnly')) ?? false,
}));

export const OrderLookupContract = endpoint<PagedResultDto<OrderLookupItem>, typeof query>({
  method: 'GET',
  path: '/api/eticket/lookup/order',
  access: { kind: 'anyPermission', side: 'tenant', permissions: [P.OrderManagement, P.OrderManagementPrint] },
  query,
  summary: 'Order: a page of the orders a picker offers (keyword, statuses, only cut)',
});

/** The wire query of an order lookup; blanks left out. */
export function orderLookupInput(page: SearchLookupInput, filters: Partial<OrderLookupFilters> = {}): OrderLookupInput {
  return {
    ...page,
    ...(filters.statuses === undefined || filters.statuses === null ? {} : { statuses: filters.statuses.join(',') }),
    ...(filters.cutOnly === true ? { cutOnly: true } : {}),
  };
}
