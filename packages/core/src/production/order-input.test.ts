import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateOrderChange, validateOrderInput, type NormalizedOrderInput } from './order-input';
import type { OrderInput } from './production.types';

const STYLE = { colors: ['黑色', '白色', '藏青'], sizes: ['S', 'M', 'L', 'XL'] };

function order(overrides: Partial<OrderInput> = {}): OrderInput {
  return {
    orderNo: ' DD-2026-001 ',
    customerPoNo: 'PO-7788',
    productId: 'p1',
    customerId: null,
    orderDate: '2026-11-02',
    deliveryDate: '2026-12-20',
    colors: ['黑色', '白色'],
    sizes: ['S', 'M'],
    quantities: [
      [10, 20],
      [0, 5],
    ],
    remark: '',
    ...overrides,
  };
}

function keys(result: ReturnType<typeof validateOrderInput>): Record<string, string> {
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([member, e]) => [member, e.key]));
}

function valid(input: OrderInput): NormalizedOrderInput {
  const result = validateOrderInput(input, STYLE);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('order input', () => {
  it('accepts a sound order, trims texts and derives lines and total', () => {
    const value = valid(order());
    expect(value).toMatchObject({ orderNo: 'DD-2026-001', remark: null, totalQty: 35 });
    expect(value.lines).toEqual([
      { color: '黑色', size: 'S', qty: 10 },
      { color: '黑色', size: 'M', qty: 20 },
      { color: '白色', size: 'M', qty: 5 },
    ]);
  });

  it('keeps the style’s colour and size order whatever order was sent, moving the quantities along', () => {
    const value = valid(order({ colors: ['藏青', '黑色'], sizes: ['XL', 'S'], quantities: [[1, 2], [3, 4]] }));
    expect(value.colors).toEqual(['黑色', '藏青']);
    expect(value.sizes).toEqual(['S', 'XL']);
    expect(value.quantities).toEqual([[4, 3], [2, 1]]);
  });

  it('any permutation of rows and columns gives the same normalized order', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([0, 1, 2], { minLength: 1 }),
        fc.shuffledSubarray([0, 1, 2, 3], { minLength: 1 }),
        fc.array(fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 4, maxLength: 4 }), { minLength: 3, maxLength: 3 }),
        (cs, ss, grid) => {
          const sent = valid(
            order({
              colors: cs.map((c) => STYLE.colors[c] ?? ''),
              sizes: ss.map((s) => STYLE.sizes[s] ?? ''),
              quantities: cs.map((c) => ss.map((s) => grid[c]?.[s] ?? 0)),
            }),
          );
          const sortedC = [...cs].sort();
          const sortedS = [...ss].sort();
          expect(sent.colors).toEqual(sortedC.map((c) => STYLE.colors[c]));
          expect(sent.quantities).toEqual(sortedC.map((c) => sortedS.map((s) => grid[c]?.[s])));
          expect(sent.totalQty).toBe(sent.lines.reduce((n, l) => n + l.qty, 0));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses quantities that are not whole numbers ≥ 0, and an all-zero matrix', () => {
    expect(keys(validateOrderInput(order({ quantities: [[-1, 1.5], [0, 1]] }), STYLE))).toEqual({
      'quantities[0][0]': 'Validation.IntegerRange',
      'quantities[0][1]': 'Validation.IntegerInvalid',
    });
    expect(keys(validateOrderInput(order({ quantities: [[0, 0], [0, 0]] }), STYLE))).toEqual({ quantities: 'Production.Order.QuantityRequired' });
    expect(keys(validateOrderInput(order({ quantities: [[1, 2]] }), STYLE))).toEqual({ quantities: 'Production.Order.MatrixShape' });
    expect(keys(validateOrderInput(order({ quantities: [[2_000_000, 1], [1, 1]] }), STYLE))).toEqual({ 'quantities[0][0]': 'Validation.IntegerRange' });
  });

  it('colours and sizes come from the style, once each, at least one', () => {
    expect(keys(validateOrderInput(order({ colors: ['红色', '黑色'] }), STYLE))).toEqual({ 'colors[0]': 'Production.Order.UnknownColor' });
    expect(keys(validateOrderInput(order({ sizes: ['S', 'S'] }), STYLE))).toEqual({ 'sizes[1]': 'Production.Order.DuplicateSize' });
    expect(keys(validateOrderInput(order({ colors: [], quantities: [] }), STYLE))).toEqual({ colors: 'Production.Order.ColorsRequired' });
  });

  it('order no required, dates real, delivery not before the order date', () => {
    expect(keys(validateOrderInput(order({ orderNo: '  ' }), STYLE))).toEqual({ orderNo: 'Validation.Required' });
    expect(keys(validateOrderInput(order({ orderNo: 'x'.repeat(33) }), STYLE))).toEqual({ orderNo: 'Validation.MaxLength' });
    expect(keys(validateOrderInput(order({ orderDate: '2026-02-30' }), STYLE))).toEqual({ orderDate: 'Production.Validation.DateInvalid' });
    expect(keys(validateOrderInput(order({ deliveryDate: '2026-11-01' }), STYLE))).toEqual({ deliveryDate: 'Production.Order.DeliveryBeforeOrder' });
    expect(validateOrderInput(order({ deliveryDate: '2026-11-02' }), STYLE).ok).toBe(true);
  });
});

describe('order changes by status', () => {
  const before = { productId: 'p1', colors: ['黑色', '白色'], sizes: ['S', 'M'], lines: valid(order()).lines };

  it('a draft may change anything', () => {
    expect(validateOrderChange('draft', before, valid(order({ colors: ['藏青'], sizes: ['L'], quantities: [[1]] }))).ok).toBe(true);
  });

  it('a producing order only grows', () => {
    expect(validateOrderChange('producing', before, valid(order({ quantities: [[10, 25], [1, 5]] }))).ok).toBe(true);
    expect(validateOrderChange('producing', before, valid(order({ colors: ['黑色', '白色', '藏青'], quantities: [[10, 20], [0, 5], [9, 9]] }))).ok).toBe(true);
    const lowered = validateOrderChange('producing', before, valid(order({ quantities: [[9, 20], [0, 5]] })));
    expect(lowered.ok ? [] : Object.entries(lowered.errors).map(([member, e]) => [member, e.key])).toEqual([['quantities[0][0]', 'Production.Order.CannotLowerQty']]);
    const dropped = validateOrderChange('producing', before, valid(order({ colors: ['黑色'], quantities: [[10, 20]] })));
    expect(dropped.ok ? [] : Object.values(dropped.errors).map((e) => e.key)).toEqual(['Production.Order.CannotRemoveColor']);
    expect(validateOrderChange('producing', before, { ...valid(order()), productId: 'p2' }).ok).toBe(false);
  });

  it('completed, closed and cancelled orders are read-only', () => {
    for (const status of ['completed', 'closed', 'cancelled'] as const) {
      expect(validateOrderChange(status, before, valid(order())).ok).toBe(false);
    }
  });
});
