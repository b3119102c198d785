import type { DataScope, RoleDto, RoleInput, RoleLookupItem } from '@eticket/core/people';
import { DATA_SCOPES, DEFAULT_DATA_SCOPE } from '@eticket/core/people';
import { and, asc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import { freshStamp } from '../../db/stamps';
import { rolePermissions, roles, userRoles, users } from '../../db/schema/index';
import { normalizeName } from '../../identity/normalize';
import { countInt, outer } from '../../db/list-sql';

/** The role queries: rows of `roles` with their permissions and holder count, always within one tenant. */

/** Users holding the role (disabled ones too: they come back with it). */
export const roleUserCount = sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.tenantId} = ${outer(roles, roles.tenantId)} and ${userRoles.roleId} = ${outer(roles, roles.id)})`;

export const byId = (tenantId: string, id: string) => and(eq(roles.tenantId, tenantId), eq(roles.id, id));

function dataScopeOf(value: string): DataScope {
  return DATA_SCOPES.find((scope) => scope === value) ?? DEFAULT_DATA_SCOPE;
}

/** Roles with their permissions (catalogue order is the client's business: sorted by name here). */
export async function selectRoles(tx: TenantTx, where: SQL | undefined, orderBy: SQL[] = [], limit = 1, offset = 0): Promise<RoleDto[]> {
  const rows = await tx
    .select({ ...getTableColumns(roles), userCount: roleUserCount })
    .from(roles)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const grants = await tx
    .select({ roleId: rolePermissions.roleId, permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.tenantId, rows[0]?.tenantId ?? ''), inArray(rolePermissions.roleId, rows.map((r) => r.id))))
    .orderBy(asc(rolePermissions.permission));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    dataScope: dataScopeOf(r.dataScope),
    isDefault: r.isDefault,
    isStatic: r.isStatic,
    permissions: grants.filter((g) => g.roleId === r.id).map((g) => g.permission),
    userCount: r.userCount,
    concurrencyStamp: r.concurrencyStamp,
  }));
}

export async function countRoles(tx: TenantTx, where: SQL | undefined): Promise<number> {
  return (await tx.select({ n: countInt }).from(roles).where(where))[0]?.n ?? 0;
}

/** The role of the tenant, locked for this transaction's write; null when it is not there. */
export async function lockRole(tx: TenantTx, tenantId: string, id: string): Promise<RoleDto | null> {
  await tx.execute(sql`select 1 from ${roles} where ${byId(tenantId, id)} for update`);
  return (await selectRoles(tx, byId(tenantId, id)))[0] ?? null;
}

/** Whether another role of the tenant has this name (compared normalized, as the unique index does). */
export async function nameTaken(tx: TenantTx, tenantId: string, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.normalizedName, normalizeName(name)), exceptId === null ? undefined : ne(roles.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertRole(tx: TenantTx, tenantId: string, input: RoleInput): Promise<string> {
  const [row] = await tx
    .insert(roles)
    .values({ tenantId, name: input.name, normalizedName: normalizeName(input.name), dataScope: input.dataScope, isDefault: input.isDefault })
    .returning({ id: roles.id });
  if (!row) throw new Error('role insert returned no row');
  await writePermissions(tx, tenantId, row.id, input.permissions);
  return row.id;
}

export async function updateRole(tx: TenantTx, tenantId: string, id: string, input: RoleInput): Promise<void> {
  await tx
    .update(roles)
    .set({ name: input.name, normalizedName: normalizeName(input.name), dataScope: input.dataScope, isDefault: input.isDefault, concurrencyStamp: freshStamp() })
    .where(byId(tenantId, id));
  await tx.delete(rolePermissions).where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.roleId, id)));
  await writePermissions(tx, tenantId, id, input.permissions);
}

async function writePermissions(tx: TenantTx, tenantId: string, roleId: string, permissions: readonly string[]): Promise<void> {
  if (permissions.length === 0) return;
  await tx.insert(rolePermissions).values(permissions.map((permission) => ({ tenantId, roleId, permission })));
}

export async function deleteRole(tx: TenantTx, tenantId: string, id: string): Promise<void> {
  await tx.delete(roles).where(byId(tenantId, id));
}

/** The users holding a role (their cached principals go when it changes). */
export async function roleHolders(tx: TenantTx, tenantId: string, roleId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.roleId, roleId)));
  return rows.map((r) => r.userId);
}

/** Active users of the tenant granted a permission through any of their roles, as the rows stand now. */
export async function activeHoldersOf(tx: TenantTx, tenantId: string, permission: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select distinct u.id from ${users} u
          join ${userRoles} ur on ur.tenant_id = u.tenant_id and ur.user_id = u.id
          join ${rolePermissions} rp on rp.tenant_id = ur.tenant_id and rp.role_id = ur.role_id
         where u.tenant_id = ${tenantId} and u.is_active and rp.permission = ${permission}`,
  );
  return rows.map((r) => r.id);
}

export async function lookupRoles(tx: TenantTx, tenantId: string): Promise<RoleLookupItem[]> {
  return tx
    .select({ id: roles.id, name: roles.name, isDefault: roles.isDefault })
    .from(roles)
    .where(eq(roles.tenantId, tenantId))
    .orderBy(asc(roles.name), asc(roles.id))
    .limit(1000);
}
