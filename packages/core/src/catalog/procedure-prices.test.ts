import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveProcedurePrice, tryParseCoefficient } from '../domain/pricing';
import { parseDecimal } from '../money/money';
import type { PriceGridLevel, ProcedurePriceGridRow } from './catalog.types';
import { gridCellPrice, gridColumnTotals, validateCopyProcedurePricesInput, validateProcedurePriceBatch } from './procedure-prices';

const P1 = '00000000-0000-4000-8000-0000000000a1';
const P2 = '00000000-0000-4000-8000-0000000000a2';
const L1 = '00000000-0000-4000-8000-0000000000b1';
const L2 = '00000000-0000-4000-8000-0000000000b2';
const PRODUCT = '00000000-0000-4000-8000-0000000000c1';
const context = { procedureIds: [P1, P2], levelIds: [L1, L2], sizes: ['S', 'M', 'XL'] };

describe('validateProcedurePriceBatch', () => {
  it('reads a bulk edit with canonical prices and sizes spelt as the style spells them', () => {
    const result = validateProcedurePriceBatch(
      {
        productId: PRODUCT,
        concurrencyStamp: 'stamp',
        items: [{ procedureId: P1, defaultPrice: '0.5', prices: [{ technicalLevelId: L1, price: '0.6' }, { size: 'ｘｌ', price: '0.55' }, { technicalLevelId: L2, size: 'S', price: 1 }] }],
      },
      context,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        productId: PRODUCT,
        concurrencyStamp: 'stamp',
        items: [
          {
            procedureId: P1,
            defaultPrice: '0.50',
            prices: [
              { technicalLevelId: L1, size: null, price: '0.60' },
              { technicalLevelId: null, size: 'XL', price: '0.55' },
              { technicalLevelId: L2, size: 'S', price: '1.00' },
            ],
          },
        ],
      },
    });
  });

  it('refuses unknown procedures, levels and sizes, duplicate cells, a cell with neither level nor size, and bad prices', () => {
    const result = validateProcedurePriceBatch(
      {
        productId: PRODUCT,
        concurrencyStamp: 'stamp',
        items: [
          {
            procedureId: '00000000-0000-4000-8000-0000000000ff',
            defaultPrice: '-1',
            prices: [
              { technicalLevelId: L1, price: '1' },
              { technicalLevelId: L1, price: '2' },
              { technicalLevelId: '00000000-0000-4000-8000-0000000000bb', price: '1' },
              { size: 'XXXL', price: '1' },
              { price: '1' },
              { technicalLevelId: L2, price: '0.0000001' },
            ],
          },
          { procedureId: P2, defaultPrice: '1' },
          { procedureId: P2, defaultPrice: '1' },
        ],
      },
      context,
    );
    expect(result.ok ? null : Object.fromEntries(Object.entries(result.errors).map(([path, issue]) => [path, issue.key]))).toEqual({
      'items[0].procedureId': 'Catalog.Validation.UnknownProcedure',
      'items[0].defaultPrice': 'Validation.DecimalMin',
      'items[0].prices[1].price': 'Catalog.Validation.DuplicatePrice',
      'items[0].prices[2].technicalLevelId': 'Catalog.Validation.UnknownLevel',
      'items[0].prices[3].size': 'Catalog.Validation.UnknownSize',
      'items[0].prices[4].technicalLevelId': 'Catalog.Validation.PriceCellTarget',
      'items[0].prices[5].price': 'Validation.DecimalFractionDigits',
      'items[2].procedureId': 'Catalog.Validation.DuplicateId',
    });
  });

  it('copy needs two different styles and the stamp', () => {
    expect(validateCopyProcedurePricesInput({ sourceProductId: PRODUCT, targetProductId: PRODUCT.toUpperCase(), concurrencyStamp: 'x' })).toEqual({
      ok: false,
      errors: { sourceProductId: { key: 'Catalog.Validation.CopySameProduct', params: {} } },
    });
    const missing = validateCopyProcedurePricesInput({});
    expect(missing.ok ? null : Object.keys(missing.errors).sort()).toEqual(['concurrencyStamp', 'sourceProductId', 'targetProductId']);
  });
});

describe('grid cells and totals', () => {
  const levels: PriceGridLevel[] = [
    { id: L1, name: '学徒', code: 'A', coefficient: '0.90', isDefault: false },
    { id: L2, name: '熟练工', code: 'B', coefficient: '1.15', isDefault: true },
  ];
  const cell = fc.record({
    technicalLevelId: fc.constantFrom<string | null>(null, L1, L2),
    size: fc.constantFrom<string | null>(null, 'S', 'M'),
    price: fc.integer({ min: 0, max: 5_000_000 }).map((m) => (m / 1e6).toFixed(6)),
  });
  const row: fc.Arbitrary<ProcedurePriceGridRow> = fc.record({
    procedureId: fc.constant(P1),
    seq: fc.constant(1),
    name: fc.constant('上袖'),
    stage: fc.constant('sewing' as const),
    priceMode: fc.constant('default' as const),
    showPrice: fc.constant(true),
    defaultPrice: fc.integer({ min: 0, max: 5_000_000 }).map((m) => (m / 1e6).toFixed(6)),
    prices: fc.uniqueArray(cell, { selector: (c) => `${c.technicalLevelId}|${c.size}`, maxLength: 8 }).map((cells) => cells.filter((c) => c.technicalLevelId !== null || c.size !== null)),
  });

  it('a cell shows exactly what a scan by that level on that size would be paid', () => {
    fc.assert(
      fc.property(row, fc.constantFrom<PriceGridLevel | null>(null, ...levels), fc.constantFrom<string | null>(null, 'S', 'M', 'L'), (r, level, size) => {
        const shown = gridCellPrice(r, level, size);
        const paid = resolveProcedurePrice({
          defaultPrice: parseDecimal(r.defaultPrice),
          rows: r.prices.map((c) => ({ ...c, price: parseDecimal(c.price) })),
          technicalLevelId: level?.id ?? null,
          coefficient: level === null ? 10_000n : (tryParseCoefficient(level.coefficient) ?? 0n),
          size,
        });
        expect(parseDecimal(shown.price)).toBe(paid.price);
        expect(shown.source).toBe(paid.source);
      }),
      { numRuns: 1000 },
    );
  });

  it('column totals: Σ defaults and Σ per level (coefficient applied per procedure, then summed)', () => {
    const items: ProcedurePriceGridRow[] = [
      { procedureId: P1, seq: 1, name: '做领', stage: 'sewing', priceMode: 'default', showPrice: true, defaultPrice: '0.10', prices: [] },
      { procedureId: P2, seq: 2, name: '上领', stage: 'sewing', priceMode: 'byLevel', showPrice: true, defaultPrice: '0.35', prices: [{ technicalLevelId: L1, size: null, price: '0.30' }] },
    ];
    expect(gridColumnTotals({ items, levels })).toEqual({ defaultTotal: '0.45', levelTotals: { [L1]: '0.39', [L2]: '0.5175' } });
    expect(gridCellPrice(items[1]!, levels[0]!, null)).toEqual({ price: '0.30', source: 'level', explicit: true });
    expect(gridCellPrice(items[1]!, levels[1]!, null)).toEqual({ price: '0.4025', source: 'default', explicit: false });
  });
});
