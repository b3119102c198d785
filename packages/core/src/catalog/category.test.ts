import { describe, expect, it } from 'vitest';
import { validateProductCategoryInput } from './category';

describe('category input', () => {
  it('validates name, parent and sort', () => {
    const self = '6f1d2a3b-0000-4000-8000-000000000001';
    expect(validateProductCategoryInput({ name: ' 上衣 ', sort: '3' })).toEqual({ ok: true, value: { name: '上衣', parentId: null, sort: 3 } });
    expect(validateProductCategoryInput({ name: '上衣', parentId: self.toUpperCase() }, self)).toEqual({
      ok: false,
      errors: { parentId: { key: 'Catalog.Validation.CategoryCycle', params: {} } },
    });
    expect(validateProductCategoryInput({ name: '', sort: -1 })).toEqual({
      ok: false,
      errors: { name: { key: 'Validation.Required', params: {} }, sort: { key: 'Validation.IntegerRange', params: { min: 0, max: 999_999 } } },
    });
  });
});
