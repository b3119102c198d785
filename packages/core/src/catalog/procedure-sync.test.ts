import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatalogLimits } from './limits';
import { validateSyncProceduresInput } from './procedure-sync';

const uuid = fc.uuid({ version: 4 });

describe('validateSyncProceduresInput', () => {
  it('accepts 1…max distinct ids, lower-cased, in the order given', () => {
    fc.assert(
      fc.property(fc.uniqueArray(uuid, { minLength: 1, maxLength: 30, selector: (id) => id.toLowerCase() }), (ids) => {
        const result = validateSyncProceduresInput({ orderIds: ids.map((id) => id.toUpperCase()) });
        expect(result).toEqual({ ok: true, value: { orderIds: ids.map((id) => id.toLowerCase()) } });
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses an empty or missing list, a non-list, and too many ids', () => {
    for (const raw of [{}, { orderIds: [] }, null, 'x', { orderIds: null }]) {
      const result = validateSyncProceduresInput(raw);
      expect(result.ok ? null : result.errors.orderIds?.key).toBe('Catalog.Sync.OrdersRequired');
    }
    const notList = validateSyncProceduresInput({ orderIds: 'a' });
    expect(notList.ok ? null : notList.errors.orderIds?.key).toBe('Catalog.Validation.Invalid');
    const many = Array.from({ length: CatalogLimits.syncOrdersMax + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const tooMany = validateSyncProceduresInput({ orderIds: many });
    expect(tooMany.ok ? null : tooMany.errors.orderIds).toEqual({ key: 'Catalog.Validation.TooManyItems', params: { max: CatalogLimits.syncOrdersMax } });
  });

  it('marks every entry that is not an id, and every repeat', () => {
    fc.assert(
      fc.property(uuid, fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.object()), (id, junk) => {
        fc.pre(typeof junk !== 'string' || !/^[0-9a-f-]{36}$/i.test(junk.trim()));
        const result = validateSyncProceduresInput({ orderIds: [id, junk, id.toUpperCase()] });
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(Object.keys(result.errors).sort()).toEqual(['orderIds[1]', 'orderIds[2]']);
        expect(result.errors['orderIds[2]']?.key).toBe('Catalog.Validation.DuplicateId');
      }),
      { numRuns: 1000 },
    );
  });
});
