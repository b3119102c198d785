import type { ProductCategoryInput } from './catalog.types';
import { InputReader, property, type Validated } from '../validation/input-reader';
import { CatalogLimits } from './limits';

/** Product categories (款式分类): a flat list or a tree by parentId, ordered by sort then name. */

/** Create/update body → input. `selfId` (on update) refuses the category as its own parent. */
export function validateProductCategoryInput(raw: unknown, selfId: string | null = null): Validated<ProductCategoryInput> {
  const reader = new InputReader();
  const name = reader.text('name', property(raw, 'name'), CatalogLimits.nameMax);
  const parentId = reader.optionalId('parentId', property(raw, 'parentId'));
  if (parentId !== null && parentId === selfId?.toLowerCase()) reader.fail('parentId', 'Catalog.Validation.CategoryCycle');
  const sort = reader.integer('sort', property(raw, 'sort'), 0, CatalogLimits.sortMax, 0);
  return reader.result({ name, parentId, sort });
}

export interface CategoryLike {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
}

export interface CategoryNode<T extends CategoryLike> {
  category: T;
  depth: number;
  children: CategoryNode<T>[];
}

function byOrder(a: CategoryLike, b: CategoryLike): number {
  return a.sort - b.sort || a.name.localeCompare(b.name, 'zh-Hans-CN') || a.id.localeCompare(b.id);
}

/**
 * The tree of a flat list: children ordered by sort, then name. A category whose parent is missing, or
 * that sits on a cycle (only possible with bad data), becomes a root, so every category appears exactly once.
 */
export function buildCategoryTree<T extends CategoryLike>(categories: readonly T[]): CategoryNode<T>[] {
  const ids = new Set(categories.map((c) => c.id));
  const childrenOf = new Map<string | null, T[]>();
  for (const category of categories) {
    const parent = category.parentId !== null && ids.has(category.parentId) && category.parentId !== category.id ? category.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category]);
  }
  const placed = new Set<string>();
  const build = (category: T, depth: number): CategoryNode<T> => {
    placed.add(category.id);
    const children = (childrenOf.get(category.id) ?? []).filter((c) => !placed.has(c.id)).sort(byOrder);
    return { category, depth, children: children.map((child) => build(child, depth + 1)) };
  };
  const roots = [...(childrenOf.get(null) ?? [])].sort(byOrder).map((c) => build(c, 0));
  // Categories on a parent cycle were never reached from a root: show them at the top level.
  for (const category of [...categories].sort(byOrder)) if (!placed.has(category.id)) roots.push(build(category, 0));
  return roots;
}

/** Depth-first order of the tree (the order of an indented select list). */
export function flattenCategoryTree<T extends CategoryLike>(nodes: readonly CategoryNode<T>[]): CategoryNode<T>[] {
  return nodes.flatMap((node) => [node, ...flattenCategoryTree(node.children)]);
}

/** True when making `parentId` the parent of `id` would put `id` under itself. */
export function categoryWouldCycle(categories: readonly CategoryLike[], id: string, parentId: string | null): boolean {
  const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
  const visited = new Set<string>();
  for (let current = parentId; current !== null && !visited.has(current); current = parentOf.get(current) ?? null) {
    if (current === id) return true;
    visited.add(current);
  }
  return false;
}
