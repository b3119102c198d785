import { ErrorCodes } from '@eticket/core/abp';
import type { TenantTx } from '../../db/context';
import { organizations, roles, technicalLevels } from '../../db/schema/index';
import { AppError, Errors, type FieldError } from '../../http/errors';
import { pgErrorCode } from '../../http/route-helpers';
import { normalizeName } from '../../identity/normalize';
import { assertSeatsAvailable } from './quota';
import { defaultRoleIds, employeeNosTaken, existingIds, insertUsers, normalizeEmployeeNo, userNamesTaken } from './users.store';

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
  const orgs = await existingIds(tx, organizations, tenantId, unique(members.flatMap((m) => (m.organizationId === null ? [] : [m.organizationId]))));
  const levels = await existingIds(tx, technicalLevels, tenantId, unique(members.flatMap((m) => (m.technicalLevelId === null ? [] : [m.technicalLevelId]))));
  const roleIds = await existingIds(tx, roles, tenantId, unique(members.flatMap((m) => m.roleIds)));
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
    const text = error instanceof Error ? `${error.message} ${String(error.cause)}` : '';
    if (member.employeeNo !== null && text.includes('employee_no')) {
      throw Errors.validation([{ member: 'employeeNo', key: employeeNoTakenKey, params: { employeeNo: member.employeeNo } }]);
    }
    throw userNameTaken(member.userName);
  }
}

/**
 * Insert checked members (quota already taken) with their roles; members without roles get the tenant's
 * default roles. Returns the new ids in order.
 */
export async function insertMembers(tx: TenantTx, tenantId: string, creatorId: string | null, members: readonly NewMember[]): Promise<string[]> {
  const defaults = members.some((m) => m.roleIds.length === 0) ? await defaultRoleIds(tx, tenantId) : [];
  return insertUsers(
    tx,
    tenantId,
    creatorId,
    members.map((m) => ({ ...m, roleIds: m.roleIds.length === 0 ? defaults : m.roleIds, leaveDate: null, isActive: true })),
  );
}

/**
 * Add one active member to the company in the caller's transaction: the quota (403 UserQuotaExceeded),
 * a free user name (409 Server.Error.UserNameTaken), a free employee number and the tenant's own
 * organization, level and roles (400 naming the field). Returns the new user's id.
 */
export async function addMember(tx: TenantTx, tenantId: string, creatorId: string | null, member: NewMember): Promise<string> {
  await assertSeatsAvailable(tx, tenantId, 1);
  const error = memberError(await memberProblems(tx, tenantId, [member]), member.userName);
  if (error !== null) throw error;
  const [id] = await guardUnique(member, insertMembers(tx, tenantId, creatorId, [member]));
  if (id === undefined) throw new Error('user insert returned no row');
  return id;
}
