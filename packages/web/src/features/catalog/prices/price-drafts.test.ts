import type { ProcedurePriceGridDto } from '@eticket/core/catalog';
import { describe, expect, it } from 'vitest';
import { batchOf, cellKey, changedProcedures, derivedPrice, draftsOf, effectiveRow, errorKey, errorsByCell, totalsOf } from './price-drafts';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const C = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const grid: ProcedurePriceGridDto = {
  productId: '99999999-9999-4999-8999-999999999999',
  styleNo: 'MS2401',
  productName: '男装长袖衬衫',
  concurrencyStamp: 'stamp-1',
  sizes: ['M', 'XL'],
  levels: [
    { id: A, name: '学徒', code: 'A', coefficient: '0.90', isDefault: false },
    { id: C, name: '技术骨干', code: 'C', coefficient: '1.15', isDefault: false },
  ],
  items: [
    { procedureId: P1, seq: 1, name: '做领', stage: 'sewing', priceMode: 'byLevel', showPrice: true, defaultPrice: '0.45', prices: [{ technicalLevelId: C, size: null, price: '0.55' }] },
    { procedureId: P2, seq: 2, name: '上袖', stage: 'sewing', priceMode: 'bySize', showPrice: true, defaultPrice: '0.40', prices: [{ technicalLevelId: null, size: 'XL', price: '0.44' }] },
  ],
};

describe('price drafts', () => {
  it('start from the grid and see no change until a price differs in value ("0.5" = "0.50")', () => {
    const original = draftsOf(grid);
    expect(original[P1]).toEqual({ defaultPrice: '0.45', cells: { [cellKey(C, null)]: '0.55' } });
    const same = { ...original, [P1]: { defaultPrice: '0.450', cells: { [cellKey(C, null)]: '0.55' } } };
    expect(changedProcedures(grid, original, same)).toEqual([]);
    const changed = { ...original, [P2]: { defaultPrice: '0.40', cells: {} } };
    expect(changedProcedures(grid, original, changed)).toEqual([P2]);
  });

  it('the batch of the changed rows is checked by the core rule and keeps rows the page does not show', () => {
    const original = draftsOf(grid);
    const drafts = { ...original, [P1]: { defaultPrice: '0.5', cells: { ...original[P1]?.cells, [cellKey(A, null)]: '0.42', [cellKey(A, 'XL')]: '0.47' } } };
    const batch = batchOf(grid, drafts, changedProcedures(grid, original, drafts));
    expect(batch).toEqual({
      ok: true,
      value: {
        productId: grid.productId,
        concurrencyStamp: 'stamp-1',
        items: [
          {
            procedureId: P1,
            defaultPrice: '0.50',
            prices: [
              { technicalLevelId: C, size: null, price: '0.55' },
              { technicalLevelId: A, size: null, price: '0.42' },
              { technicalLevelId: A, size: 'XL', price: '0.47' },
            ],
          },
        ],
      },
    });
  });

  it('errors of the batch (client or server paths) land on their cells', () => {
    const original = draftsOf(grid);
    const drafts = { ...original, [P2]: { defaultPrice: 'abc', cells: { [cellKey(null, 'XL')]: '0.1234567' } } };
    const ids = changedProcedures(grid, original, drafts);
    const batch = batchOf(grid, drafts, ids);
    expect(batch.ok).toBe(false);
    const keys = batch.ok ? {} : Object.fromEntries(Object.entries(batch.errors).map(([path, issue]) => [path, issue.key]));
    expect(errorsByCell(keys, grid, drafts, ids)).toEqual({
      [errorKey(P2, null)]: 'Validation.DecimalInvalid',
      [errorKey(P2, cellKey(null, 'XL'))]: 'Validation.DecimalFractionDigits',
    });
  });

  it('a cell without its own price shows what applies: size price, else default × coefficient', () => {
    const drafts = draftsOf(grid);
    const row = effectiveRow(grid.items[0]!, drafts[P1]);
    expect(derivedPrice(row, grid.levels[0]!, null)).toBe('0.405');
    // The explicit price of the cell itself is not what it would fall back to.
    expect(derivedPrice(row, grid.levels[1]!, null)).toBe('0.5175');
    const sized = effectiveRow(grid.items[1]!, drafts[P2]);
    expect(derivedPrice(sized, null, 'M')).toBe('0.40');
  });

  it('totals follow what is typed; text that is not a price yet is left out', () => {
    const original = draftsOf(grid);
    expect(totalsOf(grid, original)).toEqual({
      defaultTotal: '0.85',
      levelTotals: { [A]: '0.765', [C]: '1.01' },
      sizeTotals: { M: '0.85', XL: '0.89' },
    });
    const typed = { ...original, [P2]: { defaultPrice: '0.50', cells: { [cellKey(null, 'XL')]: 'x' } } };
    expect(totalsOf(grid, typed).defaultTotal).toBe('0.95');
    expect(totalsOf(grid, typed).sizeTotals).toEqual({ M: '0.95', XL: '0.95' });
  });
});
