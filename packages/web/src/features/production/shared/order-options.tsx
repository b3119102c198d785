import type { OrderListItemDto } from '@eticket/core/production';
import { useT } from '../../../i18n/i18n-context';

/** The <option>s of an order picker: order no, style and quantity (pages that pick an order to work on). */
export function OrderOptions({ orders }: { orders: readonly OrderListItemDto[] }) {
  const t = useT();
  return (
    <>
      {orders.map((o) => (
        <option key={o.id} value={o.id}>
          {t('Production.Ticket.OrderOption', { orderNo: o.orderNo, styleNo: o.styleNo, qty: o.totalQty })}
        </option>
      ))}
    </>
  );
}
