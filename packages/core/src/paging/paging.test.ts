import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SORT_FIELDS } from '../catalog/catalog.types';
import { formatSorting, parseSorting, validatePageRequest } from './paging';

const options = { sortFields: PRODUCT_SORT_FIELDS };

describe('paging', () => {
  it('defaults: page size 10 from the start, no keyword, default order', () => {
    expect(validatePageRequest({}, options)).toEqual({ ok: true, value: { keyword: null, sorting: null, skipCount: 0, maxResultCount: 10 } });
  });

  it('reads query-string values and ABP’s filter alias', () => {
    expect(validatePageRequest({ filter: ' 衬衫 ', sorting: 'STYLENO Desc', skipCount: '20', maxResultCount: '50' }, options)).toEqual({
      ok: true,
      value: { keyword: '衬衫', sorting: { field: 'styleNo', direction: 'desc' }, skipCount: 20, maxResultCount: 50 },
    });
  });

  it('refuses unknown sort fields, injections, negative offsets and oversize pages by field', () => {
    const result = validatePageRequest({ sorting: 'name; drop table products', skipCount: '-1', maxResultCount: '1001' }, options);
    expect(result.ok ? null : Object.keys(result.errors).sort()).toEqual(['maxResultCount', 'skipCount', 'sorting']);
    expect(parseSorting('price desc', PRODUCT_SORT_FIELDS)).toBe('invalid');
    expect(parseSorting('', PRODUCT_SORT_FIELDS)).toBeNull();
  });

  it('parse ∘ format is the identity on every allowed sort', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRODUCT_SORT_FIELDS), fc.constantFrom('asc' as const, 'desc' as const), (field, direction) => {
        expect(parseSorting(formatSorting({ field, direction }), PRODUCT_SORT_FIELDS)).toEqual({ field, direction });
      }),
    );
  });

  it('any string: either a listed field or invalid, never something else', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const sort = parseSorting(text, PRODUCT_SORT_FIELDS);
        if (sort !== null && sort !== 'invalid') expect(PRODUCT_SORT_FIELDS).toContain(sort.field);
      }),
      { numRuns: 1000 },
    );
  });
});
