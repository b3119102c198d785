/**
 * Trees stored as flat rows with a parent id (product categories, organizations): building the ordered tree,
 * walking it, and the checks a move needs. Rows may be inconsistent (a missing parent, a cycle written by hand):
 * every row still appears exactly once.
 */

export interface TreeItem {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
}

export interface TreeNode<T extends TreeItem> {
  item: T;
  depth: number;
  children: TreeNode<T>[];
}

/** Sort, then name (Chinese collation), then id: the same order everywhere a tree is shown. */
export function treeOrder(a: TreeItem, b: TreeItem): number {
  return a.sort - b.sort || a.name.localeCompare(b.name, 'zh-Hans-CN') || a.id.localeCompare(b.id);
}

/**
 * The tree of a flat list: children ordered by `treeOrder`. A row whose parent is missing, or that sits on a
 * cycle (only possible with bad data), becomes a root, so every row appears exactly once.
 */
export function buildTree<T extends TreeItem>(items: readonly T[]): TreeNode<T>[] {
  const ids = new Set(items.map((item) => item.id));
  const childrenOf = new Map<string | null, T[]>();
  for (const item of items) {
    const parent = item.parentId !== null && ids.has(item.parentId) && item.parentId !== item.id ? item.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), item]);
  }
  const placed = new Set<string>();
  const build = (item: T, depth: number): TreeNode<T> => {
    placed.add(item.id);
    const children = (childrenOf.get(item.id) ?? []).filter((child) => !placed.has(child.id)).sort(treeOrder);
    return { item, depth, children: children.map((child) => build(child, depth + 1)) };
  };
  const roots = [...(childrenOf.get(null) ?? [])].sort(treeOrder).map((item) => build(item, 0));
  // Rows on a parent cycle were never reached from a root: show them at the top level.
  for (const item of [...items].sort(treeOrder)) if (!placed.has(item.id)) roots.push(build(item, 0));
  return roots;
}

/** Depth-first order of the tree (the order of an indented list or select). */
export function flattenTree<T extends TreeItem>(nodes: readonly TreeNode<T>[]): TreeNode<T>[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** True when making `parentId` the parent of `id` would put `id` under itself (or is `id` itself). */
export function wouldCycle(items: readonly Pick<TreeItem, 'id' | 'parentId'>[], id: string, parentId: string | null): boolean {
  const parentOf = new Map(items.map((item) => [item.id, item.parentId]));
  const visited = new Set<string>();
  for (let current = parentId; current !== null && !visited.has(current); current = parentOf.get(current) ?? null) {
    if (current === id) return true;
    visited.add(current);
  }
  return false;
}

/**
 * `id` and every row below it (what "organization incl. descendants" filters by). Safe on bad data: a cycle
 * is walked once.
 */
export function subtreeIds(items: readonly Pick<TreeItem, 'id' | 'parentId'>[], id: string): Set<string> {
  const childrenOf = new Map<string, string[]>();
  for (const item of items) if (item.parentId !== null) childrenOf.set(item.parentId, [...(childrenOf.get(item.parentId) ?? []), item.id]);
  const out = new Set<string>([id]);
  const stack = [id];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    for (const child of childrenOf.get(current) ?? []) {
      if (out.has(child)) continue;
      out.add(child);
      stack.push(child);
    }
  }
  return out;
}

/** The rows from the root down to `id` (a breadcrumb such as 一车间 / 二组); empty when `id` is unknown. */
export function pathTo<T extends Pick<TreeItem, 'id' | 'parentId'>>(items: readonly T[], id: string): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const out: T[] = [];
  const seen = new Set<string>();
  for (let current = byId.get(id); current !== undefined && !seen.has(current.id); current = current.parentId === null ? undefined : byId.get(current.parentId)) {
    seen.add(current.id);
    out.unshift(current);
  }
  return out;
}
