import { randomInt } from 'node:crypto';
import { ErrorCodes } from '@eticket/core/abp';
import type { ListQuery } from '@eticket/core/contracts';
import type { PagedResultDto } from '@eticket/core/paging';
import type {
  ResolvedScope,
  UserBulkAssignInput,
  UserCreateInput,
  UserCreatedDto,
  UserDto,
  UserInput,
  UserListFilters,
  UserLookupItem,
  UserSearchFilters,
  UserSortField,
} from '@eticket/core/people';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PasswordHasher } from '../../auth/password';
import { revokeUserFamilies } from '../../auth/refresh';
import { hostStep, type RequestInfo, type TenantTx } from '../../db/context';
import { organizations, roles, technicalLevels, userRoles, users } from '../../db/schema/index';
import { AppError, Errors, type FieldError } from '../../http/errors';
import { pgConstraint, pgErrorCode } from '../../http/route-helpers';
import { fieldError } from '../../http/validation';
import { normalizeName } from '../../identity/normalize';
import { keywordFilter, orderByOf, type ListSpec } from '../../db/list-sql';
import { scopeFilter } from './data-scope.service';
import { assertSeatsAvailable } from './quota';
import { keepingRoleManagement, type RoleActor } from './roles.service';
import {
  countUsers,
  defaultRoleIds,
  deleteUser,
  employeeNosTaken,
  existingIds,
  insertUsers,
  lockUser,
  lookupUsers,
  normalizeEmployeeNo,
  replaceRoles,
  selectUserPage,
  selectUsers,
  updateUsers,
  userById,
  userNamesTaken,
  userReferences,
  type UserChange,
} from './users.store';

/**
 * Adding people to a company: one member (the user form, a passed join application) or many at once (the
 * .xlsx import, demo data). Every way in runs the same checks — the quota, unique user names and employee
 * numbers, and that the organization, level and roles are the tenant's own.
 */

/** A member to add; the password is already hashed (the caller decides whether it was typed or generated). */
export interface NewMember {
  userName: string;
  name: string;
  phoneNumber: string | null;
  passwordHash: string;
  employeeNo: string | null;
  organizationId: string | null;
  technicalLevelId: string | null;
  /** Empty: the tenant's default roles, or else the built-in worker role. */
  roleIds: string[];
  isWorker: boolean;
  joinDate: string | null;
}

/** One member's problem: which member (its index in the batch), which field, and the text. */
export interface MemberProblem {
  index: number;
  field: 'userName' | 'employeeNo' | 'organizationId' | 'technicalLevelId' | 'roleIds';
  key: FieldError['key'];
  params?: Record<string, string | number>;
  /** Set when the value repeats an earlier member of the same batch (that member's index). */
  duplicateOf?: number;
}

export const USER_NAME_TAKEN_KEY = 'Server.Error.UserNameTaken';

export const userNameTaken = (userName: string) => new AppError(409, ErrorCodes.Conflict, USER_NAME_TAKEN_KEY, { params: { userName } });
export const employeeNoTakenKey = 'People.Error.EmployeeNoTaken';

/**
 * Every problem of a batch of members against each other and against the tenant's rows (user names and
 * employee numbers unique, referenced rows the tenant's own). `exceptId` leaves out the user being edited.
 */
export async function memberProblems(
  tx: TenantTx,
  tenantId: string,
  members: readonly Pick<NewMember, 'userName' | 'employeeNo' | 'organizationId' | 'technicalLevelId' | 'roleIds'>[],
  exceptId: string | null = null,
): Promise<MemberProblem[]> {
  const problems: MemberProblem[] = [];
  const names = members.map((m) => normalizeName(m.userName));
  const numbers = members.map((m) => (m.employeeNo === null ? null : normalizeEmployeeNo(m.employeeNo)));
  const takenNames = await userNamesTaken(tx, tenantId, names, exceptId);
  const takenNumbers = await employeeNosTaken(tx, tenantId, numbers.filter((n): n is string => n !== null), exceptId);
  problems.push(...(await referenceProblems(tx, tenantId, members)));
  const firstName = new Map<string, number>();
  const firstNumber = new Map<string, number>();
  members.forEach((m, index) => {
    const name = names[index] ?? '';
    const earlierName = firstName.get(name);
    if (earlierName !== undefined) problems.push({ index, field: 'userName', key: USER_NAME_TAKEN_KEY, params: { userName: m.userName }, duplicateOf: earlierName });
    else if (takenNames.has(name)) problems.push({ index, field: 'userName', key: USER_NAME_TAKEN_KEY, params: { userName: m.userName } });
    else firstName.set(name, index);
    const number = numbers[index] ?? null;
    if (number !== null && m.employeeNo !== null) {
      const earlier = firstNumber.get(number);
      if (earlier !== undefined) problems.push({ index, field: 'employeeNo', key: employeeNoTakenKey, params: { employeeNo: m.employeeNo }, duplicateOf: earlier });
      else if (takenNumbers.has(number)) problems.push({ index, field: 'employeeNo', key: employeeNoTakenKey, params: { employeeNo: m.employeeNo } });
      else firstNumber.set(number, index);
    }
  });
  return problems.sort((a, b) => a.index - b.index);
}

/** The organizations, levels and roles the members name that are not the tenant's rows. */
export async function referenceProblems(tx: TenantTx, tenantId: string, members: readonly Pick<NewMember, 'organizationId' | 'technicalLevelId' | 'roleIds'>[]): Promise<MemberProblem[]> {
  const orgs = await existingIds(tx, organizations, tenantId, unique(members.flatMap((m) => (m.organizationId === null ? [] : [m.organizationId]))));
  const levels = await existingIds(tx, technicalLevels, tenantId, unique(members.flatMap((m) => (m.technicalLevelId === null ? [] : [m.technicalLevelId]))));
  const roleIds = await existingIds(tx, roles, tenantId, unique(members.flatMap((m) => m.roleIds)));
  const problems: MemberProblem[] = [];
  members.forEach((m, index) => {
    if (m.organizationId !== null && !orgs.has(m.organizationId)) problems.push({ index, field: 'organizationId', key: 'Catalog.Validation.NotFound' });
    if (m.technicalLevelId !== null && !levels.has(m.technicalLevelId)) problems.push({ index, field: 'technicalLevelId', key: 'Catalog.Validation.NotFound' });
    if (m.roleIds.some((id) => !roleIds.has(id))) problems.push({ index, field: 'roleIds', key: 'Catalog.Validation.NotFound' });
  });
  return problems;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** A single member's problems as the user form expects them: a taken user name is a 409, the rest a 400. */
export function memberError(problems: readonly MemberProblem[], userName: string): AppError | null {
  if (problems.length === 0) return null;
  if (problems.some((p) => p.key === USER_NAME_TAKEN_KEY)) return userNameTaken(userName);
  return Errors.validation(problems.map((p) => ({ member: p.field, key: p.key, ...(p.params === undefined ? {} : { params: p.params }) })));
}

/** A save that lost a race on a unique index (user name or employee number): the error the check gives. */
export async function guardUnique<T>(member: Pick<NewMember, 'userName' | 'employeeNo'>, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgErrorCode(error) !== '23505') throw error;
    if (member.employeeNo !== null && pgConstraint(error) === 'users_tenant_employee_no_key') {
      throw Errors.validation([{ member: 'employeeNo', key: employeeNoTakenKey, params: { employeeNo: member.employeeNo } }]);
    }
    throw userNameTaken(member.userName);
  }
}

/** A member as stored: NewMember plus the fields only the user form sets. */
export type MemberRow = NewMember & { leaveDate: string | null; isActive: boolean };

/**
 * Insert checked members (quota already taken) with their roles; members without roles get the tenant's
 * default roles. Returns the new ids in order.
 */
export async function insertMembers(tx: TenantTx, tenantId: string, creatorId: string | null, members: readonly MemberRow[]): Promise<string[]> {
  const defaults = members.some((m) => m.roleIds.length === 0) ? await defaultRoleIds(tx, tenantId) : [];
  return insertUsers(tx, tenantId, creatorId, members.map((m) => ({ ...m, roleIds: m.roleIds.length === 0 ? defaults : m.roleIds })));
}

/** One user through every check (the quota only when it is active); returns the new id. */
async function addUser(tx: TenantTx, tenantId: string, creatorId: string | null, user: MemberRow): Promise<string> {
  if (user.isActive) await assertSeatsAvailable(tx, tenantId, 1);
  const error = memberError(await memberProblems(tx, tenantId, [user]), user.userName);
  if (error !== null) throw error;
  const [id] = await guardUnique(user, insertMembers(tx, tenantId, creatorId, [user]));
  if (id === undefined) throw new Error('user insert returned no row');
  return id;
}

/**
 * Add many members at once (demo data, scripts) through the same checks as one: the quota for the active
 * ones together, then every problem of the batch as one 400 naming `members[i].<field>`. Returns ids in order.
 */
export async function addMembers(tx: TenantTx, tenantId: string, creatorId: string | null, batch: readonly MemberRow[]): Promise<string[]> {
  await assertSeatsAvailable(tx, tenantId, batch.filter((m) => m.isActive).length);
  const problems = await memberProblems(tx, tenantId, batch);
  if (problems.length > 0) {
    throw Errors.validation(problems.map((p) => ({ member: `members[${String(p.index)}].${p.field}`, key: p.key, ...(p.params === undefined ? {} : { params: p.params }) })));
  }
  return insertMembers(tx, tenantId, creatorId, batch);
}

/**
 * Add one active member to the company in the caller's transaction: the quota (403 UserQuotaExceeded),
 * a free user name (409 Server.Error.UserNameTaken), a free employee number and the tenant's own
 * organization, level and roles (400 naming the field). Returns the new user's id.
 */
export async function addMember(tx: TenantTx, tenantId: string, creatorId: string | null, member: NewMember): Promise<string> {
  return addUser(tx, tenantId, creatorId, { ...member, leaveDate: null, isActive: true });
}

/* ------------------------------------------------------------------------------------------------------ */
/* The user pages: list, export, lookup, one user, and every write on it.                                  */

/** Who acts on users: the role rules' actor and the rows their data scope lets them see. */
export interface UserActor extends RoleActor {
  scope: ResolvedScope;
}

/** What a write touched: the answer, and the users whose cached principals are now stale. */
export interface UserWrite<T> {
  value: T;
  affectedUserIds: readonly string[];
}

const ENTITY = 'User';

const LIST: ListSpec<UserSortField> = {
  sortColumns: { employeeNo: users.employeeNo, name: users.name, userName: users.userName, joinDate: users.joinDate, creationTime: users.creationTime },
  defaultSort: [asc(users.employeeNo), asc(users.userName)],
  idColumn: users.id,
};

/** The organization and every one below it, as a subquery of ids (the tree walked by the database). */
function subtreeOf(tenantId: string, organizationId: string): SQL {
  return sql`(with recursive sub(id) as (
      select o.id from ${organizations} o where o.tenant_id = ${tenantId} and o.id = ${organizationId}
      union all
      select o.id from ${organizations} o join sub on o.parent_id = sub.id where o.tenant_id = ${tenantId}
    ) select id from sub)`;
}

const inScope = (scope: ResolvedScope) => scopeFilter(scope, { userId: users.id, organizationId: users.organizationId });

function keywordOf(keyword: string | null): SQL | undefined {
  return keywordFilter(keyword, [users.employeeNo, users.name, users.userName, users.phoneNumber]);
}

function listWhere(actor: UserActor, { page, filters }: ListQuery<UserSortField, UserListFilters>): SQL | undefined {
  const f = filters;
  return and(
    eq(users.tenantId, actor.tenantId),
    inScope(actor.scope),
    keywordOf(page.keyword),
    f.organizationId === null ? undefined : f.includeDescendants ? sql`${users.organizationId} in ${subtreeOf(actor.tenantId, f.organizationId)}` : eq(users.organizationId, f.organizationId),
    f.roleId === null ? undefined : sql`${users.id} in (select user_id from ${userRoles} where tenant_id = ${actor.tenantId} and role_id = ${f.roleId})`,
    f.technicalLevelId === null ? undefined : eq(users.technicalLevelId, f.technicalLevelId),
    f.isActive === null ? undefined : eq(users.isActive, f.isActive),
    f.isWorker === null ? undefined : eq(users.isWorker, f.isWorker),
  );
}

export async function listUsers(tx: TenantTx, actor: UserActor, query: ListQuery<UserSortField, UserListFilters>): Promise<PagedResultDto<UserDto>> {
  return selectUserPage(tx, listWhere(actor, query), orderByOf(query.page, LIST), query.page.maxResultCount, query.page.skipCount);
}

/** Every user of the filtered list, in the list's order (for the export). */
export async function exportUsers(tx: TenantTx, actor: UserActor, query: ListQuery<UserSortField, UserListFilters>, max: number): Promise<UserDto[]> {
  return selectUsers(tx, listWhere(actor, query), orderByOf(query.page, LIST), max, 0);
}

/** A page of a picker's matches and how many there are in all (a picker never truncates silently). */
export async function searchUsers(tx: TenantTx, actor: UserActor, { page, filters }: ListQuery<never, UserSearchFilters>): Promise<PagedResultDto<UserLookupItem>> {
  const where = and(
    eq(users.tenantId, actor.tenantId),
    inScope(actor.scope),
    keywordOf(page.keyword),
    filters.organizationId === null ? undefined : sql`${users.organizationId} in ${subtreeOf(actor.tenantId, filters.organizationId)}`,
    filters.workersOnly ? eq(users.isWorker, true) : undefined,
  );
  return { items: await lookupUsers(tx, where, page.maxResultCount, page.skipCount), totalCount: await countUsers(tx, where) };
}

/** One user the caller may see; another tenant's, one outside the caller's scope or a missing one is a 404. */
export async function getUser(tx: TenantTx, actor: UserActor, id: string): Promise<UserDto> {
  const [user] = await selectUsers(tx, and(userById(actor.tenantId, id), inScope(actor.scope)));
  if (!user) throw Errors.notFound();
  return user;
}

/** The user locked for a write, after the same visibility check as getUser. */
async function lockVisible(tx: TenantTx, actor: UserActor, id: string): Promise<UserDto> {
  await getUser(tx, actor, id);
  const user = await lockUser(tx, actor.tenantId, id);
  if (user === null) throw Errors.notFound();
  return user;
}

const refusedSelf = (key: 'People.Error.DisableSelf' | 'People.Error.DeleteSelf') => new AppError(409, 'SelfLockout', key);

/** Letters and digits that cannot be mistaken for one another when read aloud or copied from a screen. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_LENGTH = 10;

/** A password the server makes (create, reset, import without one): shown once, never stored in clear. */
export function generatePassword(): string {
  let out = '';
  for (let i = 0; i < GENERATED_LENGTH; i++) out += PASSWORD_ALPHABET.charAt(randomInt(PASSWORD_ALPHABET.length));
  return out;
}

/** The password the admin typed, or one made now; `generated` is what the answer shows once. */
async function passwordOf(hasher: PasswordHasher, typed: string | null): Promise<{ hash: string; generated: string | null }> {
  const generated = typed === null ? generatePassword() : null;
  return { hash: await hasher.hash(typed ?? generated ?? ''), generated };
}

/** What the service needs beyond the transaction: the hasher, the clock, and the request for the host audit. */
export interface UserDeps {
  hasher: PasswordHasher;
  now: number;
  request?: RequestInfo;
}

const auditable = ({ concurrencyStamp: _stamp, creationTime: _time, ...rest }: UserDto) => ({ ...rest });

/** Create from the user form. The hash is made before the quota lock, so concurrent creates do not queue behind it. */
export async function createUser(tx: TenantTx, actor: UserActor, input: UserCreateInput, deps: UserDeps): Promise<UserCreatedDto> {
  const { password: typed, ...fields } = input;
  const password = await passwordOf(deps.hasher, typed);
  const id = await addUser(tx, actor.tenantId, actor.userId, { ...fields, passwordHash: password.hash });
  const user = await getUserUnscoped(tx, actor.tenantId, id);
  actor.changes?.created(ENTITY, id, auditable(user));
  return { ...user, generatedPassword: password.generated };
}

async function getUserUnscoped(tx: TenantTx, tenantId: string, id: string): Promise<UserDto> {
  const [user] = await selectUsers(tx, userById(tenantId, id));
  if (!user) throw Errors.notFound();
  return user;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export async function updateUserById(tx: TenantTx, actor: UserActor, id: string, input: UserInput, concurrencyStamp: string | null, deps: UserDeps): Promise<UserWrite<UserDto>> {
  const before = await lockVisible(tx, actor, id);
  if (concurrencyStamp !== null && concurrencyStamp !== before.concurrencyStamp) throw Errors.conflict();
  if (before.isActive && !input.isActive && id === actor.userId) throw refusedSelf('People.Error.DisableSelf');
  const error = memberError(await memberProblems(tx, actor.tenantId, [input], id), input.userName);
  if (error !== null) throw error;
  if (!before.isActive && input.isActive) await assertSeatsAvailable(tx, actor.tenantId, 1);
  const { roleIds, ...columns } = input;
  const rolesChanged = !sameSet(roleIds, before.roleIds);
  const write = async () => {
    await guardUnique(input, updateUsers(tx, actor.tenantId, [id], columns, new Date(deps.now)));
    if (rolesChanged) await replaceRoles(tx, actor.tenantId, [id], roleIds);
  };
  if (rolesChanged || (before.isActive && !input.isActive)) await keepingRoleManagement(tx, actor, write);
  else await write();
  const user = await getUserUnscoped(tx, actor.tenantId, id);
  actor.changes?.updated(ENTITY, id, auditable(before), auditable(user));
  return { value: user, affectedUserIds: [id] };
}

/** Enable or disable: enabling takes a seat (quota), disabling signs the user out and keeps a role manager. */
export async function setUserActive(tx: TenantTx, actor: UserActor, id: string, active: boolean, deps: UserDeps): Promise<UserWrite<UserDto>> {
  const before = await lockVisible(tx, actor, id);
  if (before.isActive === active) return { value: before, affectedUserIds: [] };
  if (!active && id === actor.userId) throw refusedSelf('People.Error.DisableSelf');
  const write = () => updateUsers(tx, actor.tenantId, [id], { isActive: active }, new Date(deps.now));
  if (active) {
    await assertSeatsAvailable(tx, actor.tenantId, 1);
    await write();
  } else {
    await keepingRoleManagement(tx, actor, write);
  }
  const user = await getUserUnscoped(tx, actor.tenantId, id);
  actor.changes?.updated(ENTITY, id, { isActive: before.isActive }, { isActive: user.isActive });
  return { value: user, affectedUserIds: [id] };
}

/** A new password (typed, or made here and answered once); every session of the user ends. */
export async function resetUserPassword(tx: TenantTx, actor: UserActor, id: string, typed: string | null, deps: UserDeps): Promise<UserWrite<{ password: string }>> {
  await lockVisible(tx, actor, id);
  const password = await passwordOf(deps.hasher, typed);
  await updateUsers(tx, actor.tenantId, [id], { passwordHash: password.hash }, new Date(deps.now));
  await endSessions(tx, actor, id, 'password-reset', deps);
  actor.changes?.updated(ENTITY, id, { passwordHash: '***' }, { passwordHash: '***' });
  return { value: { password: password.generated ?? typed ?? '' }, affectedUserIds: [id] };
}

async function endSessions(tx: TenantTx, actor: UserActor, userId: string, reason: string, deps: UserDeps): Promise<void> {
  await hostStep(
    tx,
    actor.tenantId,
    { actor: { side: 'tenant', userId: actor.userId, tenantId: actor.tenantId }, reason: `user ${reason}: revoke sessions`, kind: 'request', request: deps.request },
    (host) => revokeUserFamilies(host, userId, reason, deps.now),
  );
}

/** Never oneself, never the last role manager, never while other rows refer to the user (409). */
export async function deleteUserById(tx: TenantTx, actor: UserActor, id: string, deps: UserDeps): Promise<UserWrite<null>> {
  const before = await lockVisible(tx, actor, id);
  if (id === actor.userId) throw refusedSelf('People.Error.DeleteSelf');
  const references = await userReferences(tx, actor.tenantId, id);
  if (references > 0) throw new AppError(409, 'EntityInUse', 'People.Error.UserInUse', { params: { count: references } });
  await keepingRoleManagement(tx, actor, () => deleteUser(tx, actor.tenantId, id));
  await endSessions(tx, actor, id, 'deleted', deps);
  actor.changes?.deleted(ENTITY, id, auditable(before));
  return { value: null, affectedUserIds: [id] };
}

/** Set organization, level and/or roles on the selected users (all the caller may see, or none changes). */
export async function bulkAssign(tx: TenantTx, actor: UserActor, input: UserBulkAssignInput, deps: UserDeps): Promise<UserWrite<{ updated: number }>> {
  const visible = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, actor.tenantId), inArray(users.id, input.userIds), inScope(actor.scope)));
  if (visible.length !== input.userIds.length) throw fieldError('userIds', 'Catalog.Validation.NotFound');
  const references = await referenceProblems(tx, actor.tenantId, [
    { organizationId: input.organizationId ?? null, technicalLevelId: input.technicalLevelId ?? null, roleIds: input.roleIds ?? [] },
  ]);
  if (references.length > 0) throw Errors.validation(references.map((p) => ({ member: p.field, key: p.key })));
  const change: UserChange = {};
  if (input.organizationId !== undefined) change.organizationId = input.organizationId;
  if (input.technicalLevelId !== undefined) change.technicalLevelId = input.technicalLevelId;
  const roleIds = input.roleIds;
  const write = async () => {
    await updateUsers(tx, actor.tenantId, input.userIds, change, new Date(deps.now));
    if (roleIds !== undefined) await replaceRoles(tx, actor.tenantId, input.userIds, roleIds);
  };
  if (roleIds !== undefined) await keepingRoleManagement(tx, actor, write);
  else await write();
  const { userIds, ...assigned } = input;
  for (const id of userIds) actor.changes?.updated(ENTITY, id, {}, { ...assigned });
  return { value: { updated: input.userIds.length }, affectedUserIds: input.userIds };
}
