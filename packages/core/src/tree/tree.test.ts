import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTree, flattenTree, pathTo, subtreeIds, wouldCycle, type TreeItem } from './tree';

const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
/** Any rows over a small id set, parents drawn from the same set (so missing parents and cycles occur). */
const rows = fc
  .subarray(ids, { minLength: 0 })
  .chain((chosen) =>
    fc.tuple(
      ...chosen.map((id) =>
        fc.record({ id: fc.constant(id), parentId: fc.constantFrom(null, ...ids), name: fc.constantFrom('一车间', '二组', '裁床'), sort: fc.integer({ min: 0, max: 3 }) }),
      ),
    ),
  );

/** Reference: follow parents from `from`; true when `id` is reached. */
function reaches(list: readonly TreeItem[], from: string | null, id: string): boolean {
  const seen = new Set<string>();
  let current = from;
  while (current !== null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = list.find((row) => row.id === current)?.parentId ?? null;
  }
  return false;
}

/** Rows without cycles: every parent comes earlier in the list. */
const forest = fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 25 }).map((picks) =>
  picks.map((pick, index): TreeItem => ({ id: `n${String(index)}`, parentId: index === 0 || pick % 4 === 0 ? null : `n${String(pick % index)}`, name: 'x', sort: pick % 3 })),
);

describe('tree', () => {
  it('shows every row exactly once, children in sort order, depth = parent depth + 1', () => {
    fc.assert(
      fc.property(rows, (list) => {
        const flat = flattenTree(buildTree(list));
        expect(flat.map((n) => n.item.id).sort()).toEqual(list.map((c) => c.id).sort());
        for (const node of flat) {
          const sorts = node.children.map((c) => c.item.sort);
          expect(sorts).toEqual([...sorts].sort((x, y) => x - y));
          for (const child of node.children) {
            expect(child.depth).toBe(node.depth + 1);
            expect(child.item.parentId).toBe(node.item.id);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a move exactly when following the new parent upwards reaches the moved row', () => {
    fc.assert(
      fc.property(rows, fc.constantFrom(...ids), fc.constantFrom(null, ...ids), (list, id, parentId) => {
        expect(wouldCycle(list, id, parentId)).toBe(reaches(list, parentId, id));
      }),
      { numRuns: 500 },
    );
  });

  it('every move it allows keeps a forest a forest', () => {
    fc.assert(
      fc.property(forest, fc.nat(), fc.nat(), (list, a, b) => {
        fc.pre(list.length > 0);
        const moved = list[a % list.length];
        const target = b % (list.length + 1) === list.length ? null : (list[b % (list.length + 1)]?.id ?? null);
        if (moved === undefined || wouldCycle(list, moved.id, target)) return;
        const after = list.map((row) => (row.id === moved.id ? { ...row, parentId: target } : row));
        for (const row of after) expect(reaches(after, row.parentId, row.id)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('a subtree is the row and exactly the rows whose parent chain reaches it', () => {
    fc.assert(
      fc.property(rows, fc.constantFrom(...ids), (list, id) => {
        const subtree = subtreeIds(list, id);
        expect(subtree.has(id)).toBe(true);
        for (const row of list) if (row.id !== id) expect(subtree.has(row.id)).toBe(reaches(list, row.parentId, id));
      }),
      { numRuns: 500 },
    );
  });

  it('the path runs from a root down to the row, each the parent of the next', () => {
    fc.assert(
      fc.property(forest, fc.nat(), (list, pick) => {
        fc.pre(list.length > 0);
        const row = list[pick % list.length];
        if (row === undefined) return;
        const path = pathTo(list, row.id);
        expect(path.at(-1)?.id).toBe(row.id);
        expect(path[0]?.parentId).toBeNull();
        for (let i = 1; i < path.length; i++) expect(path[i]?.parentId).toBe(path[i - 1]?.id);
      }),
    );
    expect(pathTo([], 'missing')).toEqual([]);
  });
});
