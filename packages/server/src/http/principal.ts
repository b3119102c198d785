import { parentPermission } from '@eticket/core/abp';
import { sql, type SQL } from 'drizzle-orm';
import type { AccessClaims } from '../auth/tokens';
import { queryRows, toDate } from '../db/client';
import type { HostTx, TenantTx } from '../db/context';
import { principalKey } from './cache';
import type { HostPrincipal, TenantPrincipal } from './types';

/**
 * One round trip per request for who the caller is and what they may do. Runs under RLS, so even the
 * tenant row comes from the `tenant_self` policy; the explicit tenant filter is defence in depth.
 * Null when the user or tenant is gone or disabled, or the login the token belongs to was ended (logout,
 * a refresh-token replay, a password change elsewhere) → 401: the token no longer speaks for anyone.
 */
type TenantPrincipalRow = {
  user_id: string;
  family_id: string;
  user_name: string;
  name: string;
  phone_number: string | null;
  user_active: boolean;
  tenant_name: string;
  display_name: string;
  user_quota: number;
  expire_date: string | null;
  tenant_active: boolean;
  grants: string[];
  roles: string[];
  session_active: boolean;
};

/** The principal's columns for the callers of `callers` (a row set with user_id and family_id). */
function tenantPrincipalQuery(tenantId: string, callers: SQL) {
  return sql`select u.id as user_id, x.family_id, u.user_name, u.name, u.phone_number, u.is_active as user_active,
          eticket_session_active(x.family_id) as session_active,
          t.name as tenant_name, t.display_name, t.user_quota, to_json(t.expire_date) #>> '{}' as expire_date, t.is_active as tenant_active,
          array(select distinct rp.permission from user_roles ur
                  join role_permissions rp on rp.tenant_id = ur.tenant_id and rp.role_id = ur.role_id
                 where ur.tenant_id = u.tenant_id and ur.user_id = u.id) as grants,
          array(select r.name from user_roles ur join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
                 where ur.tenant_id = u.tenant_id and ur.user_id = u.id order by r.name) as roles
        from ${callers} join users u on u.tenant_id = ${tenantId} and u.id = x.user_id join tenants t on t.id = u.tenant_id`;
}

function tenantPrincipalOf(tenantId: string, row: TenantPrincipalRow): TenantPrincipal | null {
  if (!row.user_active || !row.tenant_active || !row.session_active) return null;
  return {
    side: 'tenant',
    userId: row.user_id,
    tenantId,
    userName: row.user_name,
    name: row.name,
    phoneNumber: row.phone_number,
    tenant: {
      id: tenantId,
      name: row.tenant_name,
      displayName: row.display_name,
      userQuota: row.user_quota,
      expireDate: toDate(row.expire_date),
      isActive: row.tenant_active,
    },
    familyId: row.family_id,
    grants: effectiveGrants(row.grants),
    roles: row.roles,
  };
}

export async function loadTenantPrincipal(tx: TenantTx, claims: AccessClaims & { tenantId: string }): Promise<TenantPrincipal | null> {
  const [row] = await queryRows<TenantPrincipalRow>(
    tx,
    tenantPrincipalQuery(claims.tenantId, sql`(select ${claims.userId}::uuid as user_id, ${claims.familyId}::uuid as family_id) x`),
  );
  return row === undefined ? null : tenantPrincipalOf(claims.tenantId, row);
}

/**
 * The principals of many callers of one tenant in one statement (a write group), by principalKey; a caller
 * whose login ended, or who is gone or disabled, is missing.
 */
export async function loadTenantPrincipals(tx: TenantTx, tenantId: string, callers: readonly AccessClaims[]): Promise<Map<string, TenantPrincipal>> {
  const distinct = [...new Map(callers.map((c) => [`${c.userId}/${c.familyId}`, { user_id: c.userId, family_id: c.familyId }])).values()];
  const rows = await queryRows<TenantPrincipalRow>(
    tx,
    tenantPrincipalQuery(tenantId, sql`jsonb_to_recordset(${JSON.stringify(distinct)}::jsonb) as x(user_id uuid, family_id uuid)`),
  );
  const found = new Map<string, TenantPrincipal>();
  for (const row of rows) {
    const principal = tenantPrincipalOf(tenantId, row);
    if (principal !== null) found.set(principalKey(principal), principal);
  }
  return found;
}

export async function loadHostPrincipal(tx: HostTx, claims: AccessClaims): Promise<HostPrincipal | null> {
  const [row] = await queryRows<{
    user_name: string;
    name: string;
    phone_number: string | null;
    is_active: boolean;
    session_active: boolean;
    grants: string[];
    roles: string[];
  }>(
    tx,
    sql`select u.user_name, u.name, u.phone_number, u.is_active,
          eticket_session_active(${claims.familyId}::uuid) as session_active,
          array(select distinct rp.permission from host_user_roles ur
                  join host_role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id) as grants,
          array(select r.name from host_user_roles ur join host_roles r on r.id = ur.role_id
                 where ur.user_id = u.id order by r.name) as roles
        from host_users u where u.id = ${claims.userId}`,
  );
  if (!row?.is_active || !row.session_active) return null;
  return {
    side: 'host',
    userId: claims.userId,
    tenantId: null,
    userName: row.user_name,
    name: row.name,
    phoneNumber: row.phone_number,
    familyId: claims.familyId,
    grants: effectiveGrants(row.grants),
    roles: row.roles,
  };
}

/** ABP rule: a child permission counts only when its parent is granted too. */
export function effectiveGrants(granted: readonly string[]): ReadonlySet<string> {
  const all = new Set(granted);
  const usable = (name: string): boolean => {
    const parent = parentPermission(name);
    return parent === null || (all.has(parent) && usable(parent));
  };
  return new Set(granted.filter(usable));
}

export function isTenantExpired(principal: TenantPrincipal, now: number): boolean {
  return principal.tenant.expireDate !== null && principal.tenant.expireDate.getTime() <= now;
}
