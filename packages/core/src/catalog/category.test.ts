import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCategoryTree, categoryWouldCycle, flattenCategoryTree, validateProductCategoryInput, type CategoryLike } from './category';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
const categories = fc
  .subarray(ids, { minLength: 0 })
  .chain((chosen) =>
    fc.tuple(
      ...chosen.map((id) =>
        fc.record({ id: fc.constant(id), parentId: fc.constantFrom(null, ...ids), name: fc.constantFrom('上衣', '裤装', '童装'), sort: fc.integer({ min: 0, max: 3 }) }),
      ),
    ),
  );

/** Reference: follow parents from `parentId`; a cycle exists when we reach `id`. */
function reaches(list: readonly CategoryLike[], from: string | null, id: string): boolean {
  const seen = new Set<string>();
  let current = from;
  while (current !== null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = list.find((c) => c.id === current)?.parentId ?? null;
  }
  return false;
}

describe('category tree', () => {
  it('shows every category exactly once, children in sort order, depth = parent depth + 1', () => {
    fc.assert(
      fc.property(categories, (list) => {
        const flat = flattenCategoryTree(buildCategoryTree(list));
        expect(flat.map((n) => n.category.id).sort()).toEqual(list.map((c) => c.id).sort());
        for (const node of flat) {
          const sorts = node.children.map((c) => c.category.sort);
          expect(sorts).toEqual([...sorts].sort((x, y) => x - y));
          for (const child of node.children) {
            expect(child.depth).toBe(node.depth + 1);
            expect(child.category.parentId).toBe(node.category.id);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('detects a move under itself or a descendant exactly like following the parents', () => {
    fc.assert(
      fc.property(categories, fc.constantFrom(...ids), fc.constantFrom(null, ...ids), (list, id, parentId) => {
        expect(categoryWouldCycle(list, id, parentId)).toBe(reaches(list, parentId, id));
      }),
      { numRuns: 500 },
    );
  });

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
