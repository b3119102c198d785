import { ALL_HOST_PERMISSIONS, ALL_TENANT_PERMISSIONS, parentPermission, type PermissionName } from '../abp/permission-names';

/**
 * A role's grants as the server keeps them: checked against a side's catalogue, parents added. Apart from the role
 * editor's tree (permission-tree.ts), so what validates a role does not bring the tree's label keys along.
 */

export type PermissionSide = 'tenant' | 'host';

/** The catalogue of a side. */
export function sidePermissions(side: PermissionSide): readonly PermissionName[] {
  return side === 'tenant' ? ALL_TENANT_PERMISSIONS : ALL_HOST_PERMISSIONS;
}

/** A set of grants with every granted child's parents added (ABP: a child works only with its parent). */
export function withParents(granted: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const name of granted) for (let current: string | null = name; current !== null && !out.has(current); current = parentPermission(current)) out.add(current);
  return out;
}

/** Grants read from a client, kept only when they are in the side's catalogue, parents added. */
export function normalizeGrants(side: PermissionSide, names: Iterable<string>): PermissionName[] {
  const known = new Set<string>(sidePermissions(side));
  const kept = withParents([...names].filter((name) => known.has(name)));
  return sidePermissions(side).filter((name) => kept.has(name));
}
