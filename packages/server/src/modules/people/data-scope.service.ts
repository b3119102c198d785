import { DATA_SCOPES, resolveDataScope, type DataScope, type ResolvedScope } from '@eticket/core/people';
import { and, eq, inArray, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { roles, userRoles, users } from '../../db/schema/index';
import { StaticRoles } from '../../identity/provisioning';
import { organizationRows } from './users.store';

/**
 * Which people-owned rows a caller sees (users, and later work records, wages, reports): the widest data
 * scope of their roles against their organization and the tree below it. The built-in admin role sees the
 * whole company whatever its stored scope says, as it always holds every permission.
 */

function scopeOf(value: string): DataScope | null {
  return DATA_SCOPES.find((scope) => scope === value) ?? null;
}

export async function resolveCallerScope(tx: TenantTx, tenantId: string, userId: string): Promise<ResolvedScope> {
  // One statement: the user's organization and each of their roles (a user without roles gives one row of nulls).
  const held = await tx
    .select({ organizationId: users.organizationId, dataScope: roles.dataScope, name: roles.normalizedName, isStatic: roles.isStatic })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.tenantId, users.tenantId), eq(userRoles.userId, users.id)))
    .leftJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  const scopes = held.flatMap((r): DataScope[] => {
    if (r.dataScope === null) return [];
    if (r.isStatic === true && r.name === StaticRoles.admin) return ['all'];
    const scope = scopeOf(r.dataScope);
    return scope === null ? [] : [scope];
  });
  if (scopes.includes('all')) return { kind: 'all' };
  const organizationId = held[0]?.organizationId ?? null;
  // The tree is read only when it matters: a caller with an organization scope and an organization.
  const tree = scopes.includes('organization') && organizationId !== null ? await organizationRows(tx, tenantId) : [];
  return resolveDataScope({ userId, organizationId, scopes }, tree);
}

/** The WHERE of a resolved scope over a table's owner and organization columns (undefined: everything). */
export function scopeFilter(scope: ResolvedScope, owner: { userId: AnyColumn; organizationId: AnyColumn }): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'organizations':
      return scope.organizationIds.length === 0
        ? eq(owner.userId, scope.userId)
        : or(eq(owner.userId, scope.userId), inArray(owner.organizationId, [...scope.organizationIds]));
    case 'own':
      return eq(owner.userId, scope.userId);
  }
}
