import type { UserDto, UserLookupItem } from '@eticket/core/people';
import { and, asc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import { freshStamp } from '../../db/stamps';
import { bundles, cuttingTimes, organizations, roles, technicalLevels, userRoles, users, voidedTicketCodes } from '../../db/schema/index';
import { normalizeName } from '../../identity/normalize';
import { StaticRoles } from '../../identity/provisioning';
import { countInt, outer } from '../../db/list-sql';

/** The user queries: rows of `users` with their organization, level and roles, always within one tenant. */

export const userById = (tenantId: string, id: string) => and(eq(users.tenantId, tenantId), eq(users.id, id));

/** A row to insert: what a member becomes once checked (roles resolved, name and number normalized here). */
export interface UserInsert {
  userName: string;
  name: string;
  phoneNumber: string | null;
  passwordHash: string;
  employeeNo: string | null;
  organizationId: string | null;
  technicalLevelId: string | null;
  roleIds: readonly string[];
  isWorker: boolean;
  joinDate: string | null;
  leaveDate: string | null;
  isActive: boolean;
}

/** Employee numbers compare like user names: NFKC, trimmed, lower case (the unique index is on this). */
export const normalizeEmployeeNo = (value: string): string => normalizeName(value);

/** Rows of one insert statement: far below PostgreSQL's 65 535 bind parameters. */
const INSERT_CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Insert users and their roles in a few statements; the ids come back in the order of `rows`. */
export async function insertUsers(tx: TenantTx, tenantId: string, creatorId: string | null, rows: readonly UserInsert[]): Promise<string[]> {
  const ids: string[] = [];
  for (const part of chunks(rows, INSERT_CHUNK)) {
    const inserted = await tx
      .insert(users)
      .values(
        part.map((r) => ({
          tenantId,
          userName: r.userName.trim(),
          normalizedUserName: normalizeName(r.userName),
          name: r.name,
          phoneNumber: r.phoneNumber,
          passwordHash: r.passwordHash,
          isActive: r.isActive,
          employeeNo: r.employeeNo,
          normalizedEmployeeNo: r.employeeNo === null ? null : normalizeEmployeeNo(r.employeeNo),
          organizationId: r.organizationId,
          technicalLevelId: r.technicalLevelId,
          isWorker: r.isWorker,
          joinDate: r.joinDate,
          leaveDate: r.leaveDate,
          creatorId,
        })),
      )
      .returning({ id: users.id });
    ids.push(...inserted.map((row) => row.id));
  }
  const grants = rows.flatMap((row, i) => row.roleIds.map((roleId) => ({ tenantId, userId: ids[i] ?? '', roleId })));
  for (const part of chunks(grants, INSERT_CHUNK * 2)) await tx.insert(userRoles).values(part);
  return ids;
}

/** Which of these normalized user names the tenant's users already have (except `exceptId`). */
export async function userNamesTaken(tx: TenantTx, tenantId: string, normalized: readonly string[], exceptId: string | null = null): Promise<Set<string>> {
  if (normalized.length === 0) return new Set();
  const rows = await tx
    .select({ key: users.normalizedUserName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.normalizedUserName, [...normalized]), exceptId === null ? undefined : ne(users.id, exceptId)));
  return new Set(rows.map((r) => r.key));
}

/** Which of these normalized employee numbers the tenant's users already have (except `exceptId`). */
export async function employeeNosTaken(tx: TenantTx, tenantId: string, normalized: readonly string[], exceptId: string | null = null): Promise<Set<string>> {
  if (normalized.length === 0) return new Set();
  const rows = await tx
    .select({ key: users.normalizedEmployeeNo })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.normalizedEmployeeNo, [...normalized]), exceptId === null ? undefined : ne(users.id, exceptId)));
  return new Set(rows.flatMap((r) => (r.key === null ? [] : [r.key])));
}

type TenantRows = PgTable & { tenantId: PgColumn; id: PgColumn };

/** Which of these ids are rows of the tenant's table. */
export async function existingIds(tx: TenantTx, table: TenantRows, tenantId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(tx, sql`select ${table.id} as id from ${table} where ${table.tenantId} = ${tenantId} and ${inArray(table.id, [...ids])}`);
  return new Set(rows.map((r) => r.id));
}

/** The roles a member gets when none is chosen: the tenant's default roles, else the built-in worker role. */
export async function defaultRoleIds(tx: TenantTx, tenantId: string): Promise<string[]> {
  const defaults = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.isDefault, true)))
    .orderBy(asc(roles.name));
  if (defaults.length > 0) return defaults.map((r) => r.id);
  const worker = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.isStatic, true), eq(roles.normalizedName, StaticRoles.worker)));
  return worker.map((r) => r.id);
}

/** The tenant's organizations as a tree's rows (data scope, subtree filters, moves, import paths). */
export async function organizationRows(tx: TenantTx, tenantId: string): Promise<{ id: string; parentId: string | null; name: string; sort: number }[]> {
  return tx
    .select({ id: organizations.id, parentId: organizations.parentId, name: organizations.name, sort: organizations.sort })
    .from(organizations)
    .where(eq(organizations.tenantId, tenantId));
}

/**
 * The names as subqueries, not joins: PostgreSQL evaluates them for the page's rows only (after the sort and
 * limit), and the filter's plan never depends on how well the organizations table's statistics are known.
 */
const organizationName = sql<string | null>`(select o.name from ${organizations} o where o.tenant_id = ${outer(users, users.tenantId)} and o.id = ${outer(users, users.organizationId)})`;
const technicalLevelName = sql<string | null>`(select l.name from ${technicalLevels} l where l.tenant_id = ${outer(users, users.tenantId)} and l.id = ${outer(users, users.technicalLevelId)})`;

/** Users as the list shows them: organization and level names, role ids and names. */
export async function selectUsers(tx: TenantTx, where: SQL | undefined, orderBy: SQL[] = [], limit = 1, offset = 0): Promise<UserDto[]> {
  return (await selectUserPage(tx, where, orderBy, limit, offset)).items;
}

/**
 * A page of users and how many match in all, in one statement (`count(*) over ()`): a list costs one
 * round trip less. A page past the end has no row to carry the count, so then it is counted apart.
 */
export async function selectUserPage(tx: TenantTx, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<{ items: UserDto[]; totalCount: number }> {
  const rows = await tx
    .select({ ...getTableColumns(users), organizationName, technicalLevelName, total: sql<number>`(count(*) over ())::int` })
    .from(users)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return { items: [], totalCount: offset === 0 ? 0 : await countUsers(tx, where) };
  const grants = await tx
    .select({ userId: userRoles.userId, roleId: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
    .where(and(eq(userRoles.tenantId, rows[0]?.tenantId ?? ''), inArray(userRoles.userId, rows.map((r) => r.id))))
    .orderBy(asc(roles.name), asc(roles.id));
  const rolesOf = new Map<string, { id: string; name: string }[]>();
  for (const g of grants) rolesOf.set(g.userId, [...(rolesOf.get(g.userId) ?? []), { id: g.roleId, name: g.name }]);
  const items = rows.map((r) => {
    const held = rolesOf.get(r.id) ?? [];
    return {
      id: r.id,
      userName: r.userName,
      name: r.name,
      phoneNumber: r.phoneNumber,
      employeeNo: r.employeeNo,
      organizationId: r.organizationId,
      organizationName: r.organizationName,
      technicalLevelId: r.technicalLevelId,
      technicalLevelName: r.technicalLevelName,
      roleIds: held.map((h) => h.id),
      roleNames: held.map((h) => h.name),
      isWorker: r.isWorker,
      joinDate: r.joinDate,
      leaveDate: r.leaveDate,
      isActive: r.isActive,
      creationTime: r.creationTime.toISOString(),
      concurrencyStamp: r.concurrencyStamp,
    };
  });
  return { items, totalCount: rows[0]?.total ?? 0 };
}

export async function countUsers(tx: TenantTx, where: SQL | undefined): Promise<number> {
  return (await tx.select({ n: countInt }).from(users).where(where))[0]?.n ?? 0;
}

export async function lookupUsers(tx: TenantTx, where: SQL | undefined, limit: number, offset: number): Promise<UserLookupItem[]> {
  return tx
    .select({ id: users.id, name: users.name, userName: users.userName, employeeNo: users.employeeNo, organizationId: users.organizationId, isWorker: users.isWorker })
    .from(users)
    .where(where)
    .orderBy(asc(users.employeeNo), asc(users.name), asc(users.id))
    .limit(limit)
    .offset(offset);
}

/** The user row locked for this transaction's write; null when the tenant has no such user. */
export async function lockUser(tx: TenantTx, tenantId: string, id: string): Promise<UserDto | null> {
  await tx.execute(sql`select 1 from ${users} where ${userById(tenantId, id)} for update`);
  return (await selectUsers(tx, userById(tenantId, id)))[0] ?? null;
}

export interface UserChange {
  userName?: string;
  name?: string;
  phoneNumber?: string | null;
  employeeNo?: string | null;
  organizationId?: string | null;
  technicalLevelId?: string | null;
  isWorker?: boolean;
  joinDate?: string | null;
  leaveDate?: string | null;
  isActive?: boolean;
  passwordHash?: string;
}

/** Set the given columns (normalized keys follow their columns) and a fresh stamp on the users. */
export async function updateUsers(tx: TenantTx, tenantId: string, ids: readonly string[], change: UserChange, now: Date): Promise<void> {
  if (ids.length === 0) return;
  const set: Partial<Omit<typeof users.$inferInsert, 'concurrencyStamp'>> & { concurrencyStamp: SQL } = { ...change, concurrencyStamp: freshStamp(), lastModificationTime: now };
  if (change.userName !== undefined) {
    set.userName = change.userName.trim();
    set.normalizedUserName = normalizeName(change.userName);
  }
  if (change.employeeNo !== undefined) set.normalizedEmployeeNo = change.employeeNo === null ? null : normalizeEmployeeNo(change.employeeNo);
  await tx
    .update(users)
    .set(set)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...ids])));
}

/** Replace the roles of the users. */
export async function replaceRoles(tx: TenantTx, tenantId: string, userIds: readonly string[], roleIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.delete(userRoles).where(and(eq(userRoles.tenantId, tenantId), inArray(userRoles.userId, [...userIds])));
  const grants = userIds.flatMap((userId) => roleIds.map((roleId) => ({ tenantId, userId, roleId })));
  for (const part of chunks(grants, INSERT_CHUNK * 2)) await tx.insert(userRoles).values(part);
}

export async function deleteUser(tx: TenantTx, tenantId: string, id: string): Promise<void> {
  await tx.delete(users).where(userById(tenantId, id));
}

/**
 * Rows that name the user and must keep doing so (an organization they lead, cutting they did, codes they
 * voided, bundles they hold from scanning): while any exist the user is disabled, not deleted. Modules that
 * add such rows add them here.
 */
export async function userReferences(tx: TenantTx, tenantId: string, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select (select count(*)::int from ${organizations} where tenant_id = ${tenantId} and leader_user_id = ${userId})
             + (select count(*)::int from ${cuttingTimes} where tenant_id = ${tenantId} and cutter_user_id = ${userId})
             + (select count(*)::int from ${voidedTicketCodes} where tenant_id = ${tenantId} and voided_by = ${userId})
             + (select count(*)::int from ${bundles} where tenant_id = ${tenantId} and scan_blocked_by_id = ${userId}) as n`,
  );
  return row?.n ?? 0;
}
