import { lookupInput } from '@eticket/core/query';
import { orderLookupInput, type OrderLookupFilters, type OrderLookupItem } from '@eticket/core/production';
import { LookupPicker } from '../../../components/data-ui/lookup-picker';
import { useT } from '../../../i18n/i18n-context';
import { ProductionResource, useProduction } from '../production-api';

export interface OrderPickerProps {
  value: string;
  onChange: (orderId: string, order: OrderLookupItem | null) => void;
  /** How the picked order reads before the picker has loaded it (e.g. its no., from the page's data). */
  selectedLabel?: string | null;
  filters?: Partial<OrderLookupFilters>;
  width?: string | Record<string, string>;
  testId?: string;
}

/**
 * Every page that picks an order to work on (ticket arrangement, ticket printing …): the order no., style
 * and quantity; typing searches order no., customer PO, style and customer on the server, and the list
 * pages — a tenant with thousands of orders can pick any of them.
 */
export function OrderPicker({ value, onChange, selectedLabel = null, filters = {}, width, testId }: OrderPickerProps) {
  const t = useT();
  const production = useProduction();
  const statuses = filters.statuses ?? null;
  const cutOnly = filters.cutOnly ?? false;
  return (
    <LookupPicker<OrderLookupItem>
      label={t('Production.Field.Order')}
      placeholder={t('Production.Placeholder.ChooseOrder')}
      value={value}
      selectedLabel={selectedLabel}
      onChange={onChange}
      resource={ProductionResource.order}
      filterKey={`${statuses === null ? '' : statuses.join(',')}|${String(cutOnly)}`}
      search={(request, signal) => production.orders.lookup(orderLookupInput(lookupInput(request), { statuses, cutOnly }), { signal })}
      itemLabel={(o) => t('Production.Ticket.OrderOption', { orderNo: o.orderNo, styleNo: o.styleNo, qty: o.totalQty })}
      itemDetail={(o) => (o.customerName === null ? o.productName : `${o.productName} · ${o.customerName}`)}
      {...(width === undefined ? {} : { width })}
      {...(testId === undefined ? {} : { testId })}
    />
  );
}
