import { ALL_HOST_PERMISSIONS, ALL_TENANT_PERMISSIONS, WORKER_PERMISSIONS } from '@eticket/core/abp';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { asTenant, withHost, SYSTEM_ACTOR, type HostTx, type TenantTx } from '../db/context';
import { hostRolePermissions, hostRoles, hostUserRoles, hostUsers, rolePermissions, roles, tenants, userRoles, users } from '../db/schema/index';
import { normalizeName } from './normalize';

/** Built-in role names (static: cannot be renamed or deleted). */
export const StaticRoles = { admin: 'admin', worker: 'worker' } as const;

/**
 * The admin role always holds the whole catalogue (a permission added in a release reaches it at start-up);
 * the worker role gets its permissions when it is created, and after that the company decides.
 */
const STATIC_TENANT_ROLES = [
  { name: StaticRoles.admin, permissions: ALL_TENANT_PERMISSIONS, keepComplete: true, dataScope: 'all' },
  { name: StaticRoles.worker, permissions: WORKER_PERMISSIONS, keepComplete: false, dataScope: 'own' },
] as const;

export interface NewTenant {
  name: string;
  displayName: string;
  userQuota: number;
  expireDate: Date | null;
  isActive?: boolean;
  admin: { userName: string; name: string; passwordHash: string };
}

/** Create a tenant with its built-in roles and first admin, in the caller's host transaction. */
export async function createTenant(tx: HostTx, input: NewTenant): Promise<{ tenantId: string; adminUserId: string }> {
  const [tenant] = await tx
    .insert(tenants)
    .values({
      name: input.name.trim(),
      normalizedName: normalizeName(input.name),
      displayName: input.displayName,
      userQuota: input.userQuota,
      expireDate: input.expireDate,
      isActive: input.isActive ?? true,
    })
    .returning({ id: tenants.id });
  if (!tenant) throw new Error('tenant insert returned nothing');
  const tenantId = tenant.id;
  const adminUserId = await asTenant(tx, tenantId, async (t) => {
    await ensureStaticTenantRoles(t, tenantId);
    return createTenantUser(t, tenantId, { ...input.admin, roleName: StaticRoles.admin });
  });
  return { tenantId, adminUserId };
}

/** Insert a tenant user with one role (by name). */
export async function createTenantUser(
  tx: TenantTx,
  tenantId: string,
  input: { userName: string; name: string; passwordHash: string; phoneNumber?: string | null; roleName: string; creatorId?: string | null },
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({
      tenantId,
      userName: input.userName.trim(),
      normalizedUserName: normalizeName(input.userName),
      name: input.name,
      phoneNumber: input.phoneNumber ?? null,
      passwordHash: input.passwordHash,
      creatorId: input.creatorId ?? null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.normalizedName, normalizeName(input.roleName))));
  if (!role) throw new Error(`role ${input.roleName} missing in tenant`);
  await tx.insert(userRoles).values({ tenantId, userId: user.id, roleId: role.id });
  return user.id;
}

/** Create missing built-in roles and grant them any catalogue permission added since (idempotent). */
export async function ensureStaticTenantRoles(tx: TenantTx, tenantId: string): Promise<void> {
  for (const def of STATIC_TENANT_ROLES) {
    const created = await tx
      .insert(roles)
      .values({ tenantId, name: def.name, normalizedName: def.name, isStatic: true, dataScope: def.dataScope })
      .onConflictDoNothing()
      .returning({ id: roles.id });
    if (created.length === 0 && !def.keepComplete) continue;
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.normalizedName, def.name)));
    if (!role) throw new Error(`static role ${def.name} missing`);
    await tx
      .insert(rolePermissions)
      .values(def.permissions.map((permission) => ({ tenantId, roleId: role.id, permission })))
      .onConflictDoNothing();
  }
}

export async function ensureHostAdminRole(tx: HostTx): Promise<string> {
  await tx.insert(hostRoles).values({ name: StaticRoles.admin, normalizedName: StaticRoles.admin, isStatic: true }).onConflictDoNothing();
  const [role] = await tx.select({ id: hostRoles.id }).from(hostRoles).where(eq(hostRoles.normalizedName, StaticRoles.admin));
  if (!role) throw new Error('host admin role missing');
  await tx
    .insert(hostRolePermissions)
    .values(ALL_HOST_PERMISSIONS.map((permission) => ({ roleId: role.id, permission })))
    .onConflictDoNothing();
  return role.id;
}

export async function createHostUser(tx: HostTx, input: { userName: string; name: string; passwordHash: string; admin: boolean }): Promise<string> {
  const [user] = await tx
    .insert(hostUsers)
    .values({ userName: input.userName, normalizedUserName: normalizeName(input.userName), name: input.name, passwordHash: input.passwordHash })
    .returning({ id: hostUsers.id });
  if (!user) throw new Error('host user insert returned nothing');
  if (input.admin) await tx.insert(hostUserRoles).values({ userId: user.id, roleId: await ensureHostAdminRole(tx) });
  return user.id;
}

/** At start: built-in roles of the host and of every tenant get permissions added to the catalogue since. */
export async function syncStaticRoles(database: Database): Promise<void> {
  await withHost(database, { actor: SYSTEM_ACTOR, reason: 'sync built-in role permissions', kind: 'system' }, async (tx) => {
    await ensureHostAdminRole(tx);
    const all = await tx.select({ id: tenants.id }).from(tenants);
    for (const { id } of all) await asTenant(tx, id, (t) => ensureStaticTenantRoles(t, id));
  });
}
