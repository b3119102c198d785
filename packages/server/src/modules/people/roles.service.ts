import { TenantPermissions } from '@eticket/core/abp';
import type { ListQuery } from '@eticket/core/contracts';
import type { PagedResultDto } from '@eticket/core/paging';
import type { RoleDto, RoleInput, RoleSortField } from '@eticket/core/people';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { EntityChanges } from '../../audit/audit';
import type { TenantTx } from '../../db/context';
import { roles } from '../../db/schema/index';
import { AppError, Errors } from '../../http/errors';
import { fieldError } from '../../http/validation';
import { StaticRoles } from '../../identity/provisioning';
import { keywordFilter, orderByOf, type ListSpec } from '../../db/list-sql';
import { pgErrorCode } from '../../http/route-helpers';
import { activeHoldersOf, countRoles, deleteRole, insertRole, lockRole, nameTaken, roleHolders, roleUserCount, selectRoles, updateRole } from './roles.store';

/**
 * Role rules: names unique per tenant, built-in roles keep their names and stay, the admin role keeps every
 * permission, a held role is not deleted, and no change may leave the tenant without an active user who can
 * manage roles (nor take that from the caller). Each write returns the users whose cached principals are stale.
 */

/** Who acts: the caller's id for the self-lockout rule (null for the system, e.g. demo data). */
export interface RoleActor {
  tenantId: string;
  userId: string | null;
  changes?: EntityChanges;
}

/** A role write and the users it touches (their next request must load their grants fresh). */
export interface RoleWrite {
  role: RoleDto;
  affectedUserIds: readonly string[];
}

const ENTITY = 'IdentityRole';
const MANAGE = TenantPermissions.RoleManagement;

const LIST: ListSpec<RoleSortField> = {
  sortColumns: { name: roles.name, userCount: roleUserCount, creationTime: roles.creationTime },
  // Built-in roles first, then by name.
  defaultSort: [asc(roles.isStatic), asc(roles.name)],
  idColumn: roles.id,
};

function filtered(tenantId: string, { page }: ListQuery<RoleSortField, undefined>): { where: SQL | undefined; orderBy: SQL[] } {
  return { where: and(eq(roles.tenantId, tenantId), keywordFilter(page.keyword, [roles.name])), orderBy: orderByOf(page, LIST) };
}

export async function listRoles(tx: TenantTx, tenantId: string, query: ListQuery<RoleSortField, undefined>): Promise<PagedResultDto<RoleDto>> {
  const { where, orderBy } = filtered(tenantId, query);
  const items = await selectRoles(tx, where, orderBy, query.page.maxResultCount, query.page.skipCount);
  return { items, totalCount: await countRoles(tx, where) };
}

/** Every role of the filtered list, in the list's order (for the export). */
export async function exportRoles(tx: TenantTx, tenantId: string, query: ListQuery<RoleSortField, undefined>, max: number): Promise<RoleDto[]> {
  const { where, orderBy } = filtered(tenantId, query);
  return selectRoles(tx, where, orderBy, max, 0);
}

export async function getRole(tx: TenantTx, tenantId: string, id: string): Promise<RoleDto> {
  const [role] = await selectRoles(tx, and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
  if (!role) throw Errors.notFound();
  return role;
}

const nameTakenError = (name: string) => fieldError('name', 'People.Error.RoleNameTaken', { name });

async function assertNameFree(tx: TenantTx, tenantId: string, name: string, exceptId: string | null): Promise<void> {
  if (await nameTaken(tx, tenantId, name, exceptId)) throw nameTakenError(name);
}

/** A save that lost a race on the name's unique index: the same field error as the check gives. */
async function guardName<T>(name: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw nameTakenError(name);
    throw error;
  }
}

const refused = (code: string, key: string, params: Record<string, string | number> = {}) => new AppError(409, code, key, { params });

/**
 * Run a change that may take role management from users (a role's permissions, a user's roles, disabling
 * or deleting a user), then refuse it — the transaction rolls back — when it took role management from the
 * caller, or left the tenant without an active user who has it. Checked against the rows as they then stand:
 * other roles may still grant it.
 */
export async function keepingRoleManagement<T>(tx: TenantTx, actor: RoleActor, change: () => Promise<T>): Promise<T> {
  const managersBefore = await activeHoldersOf(tx, actor.tenantId, MANAGE);
  const result = await change();
  const managersAfter = await activeHoldersOf(tx, actor.tenantId, MANAGE);
  if (actor.userId !== null && managersBefore.includes(actor.userId) && !managersAfter.includes(actor.userId)) {
    throw refused('SelfLockout', 'People.Error.SelfLockout');
  }
  if (managersAfter.length === 0) throw refused('LastRoleManager', 'People.Error.LastRoleManager');
  return result;
}

export async function createRole(tx: TenantTx, actor: RoleActor, input: RoleInput): Promise<RoleWrite> {
  await assertNameFree(tx, actor.tenantId, input.name, null);
  const id = await guardName(input.name, insertRole(tx, actor.tenantId, input));
  const role = await getRole(tx, actor.tenantId, id);
  actor.changes?.created(ENTITY, id, { ...role });
  return { role, affectedUserIds: [] };
}

export async function updateRoleById(tx: TenantTx, actor: RoleActor, id: string, input: RoleInput, concurrencyStamp: string | null): Promise<RoleWrite> {
  const before = await lockRole(tx, actor.tenantId, id);
  if (before === null) throw Errors.notFound();
  if (concurrencyStamp !== null && concurrencyStamp !== before.concurrencyStamp) throw Errors.conflict();
  if (before.isStatic && input.name !== before.name) throw fieldError('name', 'People.Error.StaticRoleRename');
  if (before.isStatic && before.name === StaticRoles.admin && before.permissions.some((p) => !input.permissions.includes(p))) {
    throw refused('StaticRole', 'People.Error.AdminPermissionsReduced');
  }
  await assertNameFree(tx, actor.tenantId, input.name, id);
  const holders = await roleHolders(tx, actor.tenantId, id);
  const write = () => guardName(input.name, updateRole(tx, actor.tenantId, id, input));
  if (before.permissions.includes(MANAGE) && !input.permissions.includes(MANAGE)) await keepingRoleManagement(tx, actor, write);
  else await write();
  const role = await getRole(tx, actor.tenantId, id);
  actor.changes?.updated(ENTITY, id, { ...before }, { ...role });
  return { role, affectedUserIds: holders };
}

/** Only a role nobody holds is deleted, so no principal changes. */
export async function deleteRoleById(tx: TenantTx, actor: RoleActor, id: string): Promise<void> {
  const before = await lockRole(tx, actor.tenantId, id);
  if (before === null) throw Errors.notFound();
  if (before.isStatic) throw refused('StaticRole', 'People.Error.StaticRoleDelete');
  if (before.userCount > 0) throw refused('EntityInUse', 'People.Error.RoleInUse', { count: before.userCount });
  await deleteRole(tx, actor.tenantId, id);
  actor.changes?.deleted(ENTITY, id, { ...before });
}
