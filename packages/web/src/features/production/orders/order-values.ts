import { businessToday, type OrderDto, type OrderInput, type StyleAxes } from '@eticket/core/production';
import { cellKey, qtyOf } from './qty-matrix-editor';

/** The order form's values as typed (quantities by colour/size key, as strings). */
export interface OrderValues {
  orderNo: string;
  customerPoNo: string;
  productId: string;
  customerId: string;
  orderDate: string;
  deliveryDate: string;
  colors: string[];
  sizes: string[];
  qty: Record<string, string>;
  remark: string;
}

/** The form's starting values: a new order, a stored one, or a copy of one (new number, today's date). */
export function toValues(order: OrderDto | null, copy: boolean): OrderValues {
  const today = businessToday(Date.now());
  if (order === null) {
    return { orderNo: '', customerPoNo: '', productId: '', customerId: '', orderDate: today, deliveryDate: '', colors: [], sizes: [], qty: {}, remark: '' };
  }
  const qty: Record<string, string> = {};
  order.colors.forEach((color, c) => {
    order.sizes.forEach((size, s) => {
      const n = order.quantities[c]?.[s] ?? 0;
      if (n > 0) qty[cellKey(color, size)] = String(n);
    });
  });
  return {
    orderNo: copy ? '' : order.orderNo,
    customerPoNo: order.customerPoNo ?? '',
    productId: order.productId,
    customerId: order.customerId ?? '',
    orderDate: copy ? today : order.orderDate,
    deliveryDate: order.deliveryDate,
    colors: [...order.colors],
    sizes: [...order.sizes],
    qty,
    remark: order.remark ?? '',
  };
}

/** The input the server receives: chosen colours and sizes in the style's order, blanks as 0. */
export function toInput(values: OrderValues, style: StyleAxes): OrderInput {
  const colors = style.colors.filter((c) => values.colors.includes(c));
  const sizes = style.sizes.filter((s) => values.sizes.includes(s));
  return {
    orderNo: values.orderNo,
    customerPoNo: values.customerPoNo,
    productId: values.productId,
    customerId: values.customerId === '' ? null : values.customerId,
    orderDate: values.orderDate,
    deliveryDate: values.deliveryDate,
    colors,
    sizes,
    quantities: colors.map((color) => sizes.map((size) => qtyOf(values.qty[cellKey(color, size)]))),
    remark: values.remark,
  };
}
