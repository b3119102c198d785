import type { QtyLine } from '../domain/bundles';
import { orderLineEditMode, type OrderStatus } from '../domain/order-status';
import { isBusinessDate } from './business-date';
import { InputReader, type Validated } from '../validation/input-reader';
import { ProductionLimits } from './limits';
import type { OrderInput } from './production.types';
import { linesFromMatrix, matrixTotals } from './qty-matrix';

/** The style's colours and sizes in order: an order picks from these, and keeps the style's order. */
export interface StyleAxes {
  colors: readonly string[];
  sizes: readonly string[];
}

export interface NormalizedOrderInput {
  orderNo: string;
  customerPoNo: string | null;
  productId: string;
  customerId: string | null;
  orderDate: string;
  deliveryDate: string;
  /** In the style's order; `quantities` rearranged to match. */
  colors: string[];
  sizes: string[];
  quantities: number[][];
  /** Non-zero cells, colour-major. */
  lines: QtyLine[];
  totalQty: number;
  remark: string | null;
}

/**
 * Check one axis (colours or sizes) of the order against the style: every entry is the style's, none twice,
 * at least one. Returns the entries' positions in the style (sorted), or null.
 */
function pickAxis(
  reader: InputReader,
  member: 'colors' | 'sizes',
  picked: readonly string[],
  styleAxis: readonly string[],
): { index: number; styleIndex: number }[] | null {
  if (picked.length === 0) {
    reader.fail(member, member === 'colors' ? 'Production.Order.ColorsRequired' : 'Production.Order.SizesRequired');
    return null;
  }
  const position = new Map(styleAxis.map((name, i) => [name, i]));
  const seen = new Set<string>();
  let ok = true;
  for (const [index, raw] of picked.entries()) {
    const name = raw.trim();
    const path = `${member}[${String(index)}]`;
    if (!position.has(name)) {
      reader.fail(path, member === 'colors' ? 'Production.Order.UnknownColor' : 'Production.Order.UnknownSize', { value: name });
      ok = false;
    } else if (seen.has(name)) {
      reader.fail(path, member === 'colors' ? 'Production.Order.DuplicateColor' : 'Production.Order.DuplicateSize', { value: name });
      ok = false;
    }
    seen.add(name);
  }
  if (!ok) return null;
  return picked
    .map((name, index) => ({ index, styleIndex: position.get(name.trim()) ?? 0 }))
    .sort((a, b) => a.styleIndex - b.styleIndex);
}

/**
 * Validate an order against its style (issue 6): order no, dates (delivery not before the order date),
 * colours and sizes from the style, a colours × sizes matrix of whole pieces ≥ 0 with at least one > 0.
 * The result keeps the style's colour and size order whatever order the client sent.
 */
export function validateOrderInput(input: OrderInput, style: StyleAxes): Validated<NormalizedOrderInput> {
  const reader = new InputReader();
  const orderNo = reader.text('orderNo', input.orderNo, ProductionLimits.orderNoMax);
  const customerPoNo = reader.optionalText('customerPoNo', input.customerPoNo, ProductionLimits.customerPoNoMax);
  const remark = reader.optionalText('remark', input.remark, ProductionLimits.remarkMax);

  const orderDateOk = isBusinessDate(input.orderDate);
  if (!orderDateOk) reader.fail('orderDate', 'Production.Validation.DateInvalid');
  if (!isBusinessDate(input.deliveryDate)) reader.fail('deliveryDate', 'Production.Validation.DateInvalid');
  else if (orderDateOk && input.deliveryDate < input.orderDate) reader.fail('deliveryDate', 'Production.Order.DeliveryBeforeOrder');

  const colorOrder = pickAxis(reader, 'colors', input.colors, style.colors);
  const sizeOrder = pickAxis(reader, 'sizes', input.sizes, style.sizes);

  const shapeOk =
    input.quantities.length === input.colors.length && input.quantities.every((row) => row.length === input.sizes.length);
  if (!shapeOk) reader.fail('quantities', 'Production.Order.MatrixShape');
  if (shapeOk) {
    let anyPositive = false;
    for (const [c, row] of input.quantities.entries()) {
      for (const [s, qty] of row.entries()) {
        const path = `quantities[${String(c)}][${String(s)}]`;
        if (reader.integer(path, qty, 0, ProductionLimits.cellQtyMax) > 0 && !reader.failed(path)) anyPositive = true;
      }
    }
    if (!anyPositive && !reader.hasErrors) reader.fail('quantities', 'Production.Order.QuantityRequired');
  }

  const colors = (colorOrder ?? []).map(({ index }) => input.colors[index]?.trim() ?? '');
  const sizes = (sizeOrder ?? []).map(({ index }) => input.sizes[index]?.trim() ?? '');
  const quantities = (colorOrder ?? []).map(({ index: c }) => (sizeOrder ?? []).map(({ index: s }) => input.quantities[c]?.[s] ?? 0));
  const totals = matrixTotals(quantities, colors.length, sizes.length);
  return reader.result({
    orderNo,
    customerPoNo,
    productId: input.productId,
    customerId: input.customerId,
    orderDate: input.orderDate,
    deliveryDate: input.deliveryDate,
    colors,
    sizes,
    quantities: totals.cells,
    lines: linesFromMatrix(colors, sizes, totals.cells),
    totalQty: totals.total,
    remark,
  });
}

export interface StoredOrderLines {
  productId: string;
  colors: readonly string[];
  sizes: readonly string[];
  lines: readonly QtyLine[];
}

/**
 * What an edit may change in the order's status (domain §5.1): a draft anything; a producing order only
 * grows — same style, no colour or size dropped, no cell lowered (add-on cuts); otherwise nothing.
 */
export function validateOrderChange(status: OrderStatus, before: StoredOrderLines, after: NormalizedOrderInput): Validated<NormalizedOrderInput> {
  const reader = new InputReader();
  const mode = orderLineEditMode(status);
  if (mode === 'none') {
    reader.fail('status', 'Production.Order.ReadOnly');
    return reader.result(after);
  }
  if (mode === 'growOnly') {
    if (after.productId !== before.productId) reader.fail('productId', 'Production.Order.StyleLocked');
    before.colors.forEach((color) => {
      if (!after.colors.includes(color)) reader.fail('colors', 'Production.Order.CannotRemoveColor', { value: color });
    });
    before.sizes.forEach((size) => {
      if (!after.sizes.includes(size)) reader.fail('sizes', 'Production.Order.CannotRemoveSize', { value: size });
    });
    for (const line of before.lines) {
      const c = after.colors.indexOf(line.color);
      const s = after.sizes.indexOf(line.size);
      if (c < 0 || s < 0) continue; // reported above as a removed colour or size
      const now = after.quantities[c]?.[s] ?? 0;
      if (now < line.qty) {
        reader.fail(`quantities[${String(c)}][${String(s)}]`, 'Production.Order.CannotLowerQty', { color: line.color, size: line.size, qty: line.qty });
      }
    }
  }
  return reader.result(after);
}
