import { characterCount } from '../forms/validators';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../forms/change-password';
import { isBusinessDate } from '../production/business-date';
import { InputReader, property, type Validated } from '../validation/input-reader';

/**
 * A company's users (/user/index): staff who sign in and workers paid by the piece. The web form and the
 * server read with the same functions, so both refuse the same input with the same field paths.
 */

export const UserLimits = {
  userNameMax: 32,
  nameMax: 32,
  phoneMax: 24,
  employeeNoMax: 32,
  /** Roles on one user. */
  rolesMax: 20,
  /** Users changed by one bulk assignment. */
  bulkMax: 500,
  /** Rows in one .xlsx import. */
  importRowsMax: 2000,
  /** Size of an uploaded .xlsx, decoded. */
  importBytesMax: 4 * 1024 * 1024,
} as const;

export const USER_SORT_FIELDS = ['employeeNo', 'name', 'userName', 'joinDate', 'creationTime'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface UserInput {
  userName: string;
  name: string;
  phoneNumber: string | null;
  /** 工号, unique in the company when given. */
  employeeNo: string | null;
  organizationId: string | null;
  technicalLevelId: string | null;
  roleIds: string[];
  /** Paid by the piece: scans, wages, rankings. */
  isWorker: boolean;
  /** 'yyyy-MM-dd' */
  joinDate: string | null;
  leaveDate: string | null;
  isActive: boolean;
}

/** Creating: a password, or none to have the server make one (shown once, in the answer). */
export interface UserCreateInput extends UserInput {
  password: string | null;
}

export interface UserDto extends UserInput {
  id: string;
  organizationName: string | null;
  technicalLevelName: string | null;
  roleNames: string[];
  creationTime: string;
  concurrencyStamp: string;
}

export interface UserCreatedDto extends UserDto {
  /** The password the server made, shown once; null when the creator typed one. */
  generatedPassword: string | null;
}

/** One user in a picker (leaders, assistants reporting for a member, wage filters). */
export interface UserLookupItem {
  id: string;
  name: string;
  userName: string;
  employeeNo: string | null;
  organizationId: string | null;
  isWorker: boolean;
}

export interface UserListFilters {
  /** An organization and, with `includeDescendants`, every organization below it. */
  organizationId: string | null;
  includeDescendants: boolean;
  roleId: string | null;
  technicalLevelId: string | null;
  isActive: boolean | null;
  isWorker: boolean | null;
}

export interface UserListInput {
  keyword?: string;
  sorting?: string;
  skipCount?: number;
  maxResultCount?: number;
  organizationId?: string;
  includeDescendants?: boolean;
  roleId?: string;
  technicalLevelId?: string;
  isActive?: boolean;
  isWorker?: boolean;
}

const USER_NAME = /^[\p{L}\p{N}._@-]+$/u;
const PHONE = /^\+?\d{5,20}$/;

/** 'yyyy-MM-dd' or blank (null); anything else is a problem on the field. */
export function readOptionalDate(reader: InputReader, path: string, value: unknown): string | null {
  const text = reader.optionalText(path, value, 10);
  if (text === null) return null;
  if (!isBusinessDate(text)) {
    reader.fail(path, 'People.Validation.DateInvalid');
    return null;
  }
  return text;
}

function readIds(reader: InputReader, path: string, value: unknown, max: number): string[] {
  const ids: string[] = [];
  reader.list(path, value, max).forEach((entry, index) => {
    const id = reader.id(`${path}[${String(index)}]`, entry);
    if (id !== '' && !ids.includes(id)) ids.push(id);
  });
  return ids;
}

/** Phone numbers are stored without spaces or dashes. */
export function normalizePhone(text: string): string {
  return text.replace(/[\s-]/g, '');
}

function readUserFields(reader: InputReader, raw: unknown): UserInput {
  const userName = reader.text('userName', property(raw, 'userName'), UserLimits.userNameMax);
  if (!reader.failed('userName') && (!USER_NAME.test(userName) || characterCount(userName) < 2)) reader.fail('userName', 'People.Validation.UserNameInvalid');
  const name = reader.text('name', property(raw, 'name'), UserLimits.nameMax);
  const phoneText = reader.optionalText('phoneNumber', property(raw, 'phoneNumber'), UserLimits.phoneMax);
  const phoneNumber = phoneText === null ? null : normalizePhone(phoneText);
  if (phoneNumber !== null && !PHONE.test(phoneNumber)) reader.fail('phoneNumber', 'People.Validation.PhoneInvalid');
  const employeeNo = reader.optionalText('employeeNo', property(raw, 'employeeNo'), UserLimits.employeeNoMax);
  const organizationId = reader.optionalId('organizationId', property(raw, 'organizationId'));
  const technicalLevelId = reader.optionalId('technicalLevelId', property(raw, 'technicalLevelId'));
  const roleIds = readIds(reader, 'roleIds', property(raw, 'roleIds'), UserLimits.rolesMax);
  const isWorker = reader.boolean('isWorker', property(raw, 'isWorker'), false);
  const joinDate = readOptionalDate(reader, 'joinDate', property(raw, 'joinDate'));
  const leaveDate = readOptionalDate(reader, 'leaveDate', property(raw, 'leaveDate'));
  if (joinDate !== null && leaveDate !== null && leaveDate < joinDate) reader.fail('leaveDate', 'People.Validation.LeaveBeforeJoin');
  const isActive = reader.boolean('isActive', property(raw, 'isActive'), true);
  return { userName, name, phoneNumber, employeeNo, organizationId, technicalLevelId, roleIds, isWorker, joinDate, leaveDate, isActive };
}

/** A password typed by an admin (create, reset): the same length rule as the user's own change. */
export function readOptionalPassword(reader: InputReader, raw: unknown): string | null {
  const password = reader.optionalText('password', property(raw, 'password'), 1000);
  if (password !== null && (characterCount(password) < PASSWORD_MIN_LENGTH || characterCount(password) > PASSWORD_MAX_LENGTH)) {
    reader.fail('password', 'Validation.PasswordLength');
  }
  return password;
}

export function validateUserInput(raw: unknown): Validated<UserInput> {
  const reader = new InputReader();
  return reader.result(readUserFields(reader, raw));
}

export function validateUserCreateInput(raw: unknown): Validated<UserCreateInput> {
  const reader = new InputReader();
  const fields = readUserFields(reader, raw);
  return reader.result({ ...fields, password: readOptionalPassword(reader, raw) });
}

export function readUserListFilters(reader: InputReader, query: Record<string, unknown>): UserListFilters {
  return {
    organizationId: reader.optionalId('organizationId', query.organizationId),
    includeDescendants: reader.boolean('includeDescendants', query.includeDescendants, true),
    roleId: reader.optionalId('roleId', query.roleId),
    technicalLevelId: reader.optionalId('technicalLevelId', query.technicalLevelId),
    isActive: reader.optionalBoolean('isActive', query.isActive),
    isWorker: reader.optionalBoolean('isWorker', query.isWorker),
  };
}

/**
 * Bulk assignment to the selected users: each field present is set on all of them (null clears the
 * organization or level), absent fields stay as they are; roles replace the users' roles.
 */
export interface UserBulkAssignInput {
  userIds: string[];
  organizationId?: string | null;
  technicalLevelId?: string | null;
  roleIds?: string[];
}

export function validateUserBulkAssign(raw: unknown): Validated<UserBulkAssignInput> {
  const reader = new InputReader();
  const userIds = readIds(reader, 'userIds', property(raw, 'userIds'), UserLimits.bulkMax);
  if (userIds.length === 0 && !reader.failed('userIds')) reader.fail('userIds', 'Validation.Required');
  const out: UserBulkAssignInput = { userIds };
  const has = (name: string) => typeof raw === 'object' && raw !== null && name in raw;
  if (has('organizationId')) out.organizationId = reader.optionalId('organizationId', property(raw, 'organizationId'));
  if (has('technicalLevelId')) out.technicalLevelId = reader.optionalId('technicalLevelId', property(raw, 'technicalLevelId'));
  if (has('roleIds')) out.roleIds = readIds(reader, 'roleIds', property(raw, 'roleIds'), UserLimits.rolesMax);
  if (!has('organizationId') && !has('technicalLevelId') && !has('roleIds')) reader.fail('userIds', 'People.Validation.NothingToAssign');
  return reader.result(out);
}

export function validatePasswordReset(raw: unknown): Validated<{ password: string | null }> {
  const reader = new InputReader();
  return reader.result({ password: readOptionalPassword(reader, raw) });
}

/** An .xlsx upload in a JSON body: the file's bytes as base64. */
export interface UserImportInput {
  fileName: string;
  contentBase64: string;
}

export function validateUserImport(raw: unknown): Validated<UserImportInput> {
  const reader = new InputReader();
  const fileName = reader.text('fileName', property(raw, 'fileName'), 200);
  const limit = Math.ceil((UserLimits.importBytesMax * 4) / 3) + 4;
  const contentBase64 = reader.text('contentBase64', property(raw, 'contentBase64'), limit);
  if (!reader.failed('contentBase64') && !/^[A-Za-z0-9+/]+={0,2}$/.test(contentBase64)) reader.fail('contentBase64', 'People.Validation.FileInvalid');
  return reader.result({ fileName, contentBase64 });
}

/**
 * The import template's columns, in order: the header row carries these texts in the user's language;
 * the server reads a row's cell by column position and reports problems as `rows[n].<field>`, n being the
 * sheet's row number, so the web can name row and column.
 */
export const USER_IMPORT_COLUMNS = [
  { field: 'employeeNo', header: 'People.User.EmployeeNo' },
  { field: 'name', header: 'People.User.Name' },
  { field: 'userName', header: 'People.User.UserName' },
  { field: 'phoneNumber', header: 'People.User.Phone' },
  { field: 'organization', header: 'People.User.Organization' },
  { field: 'technicalLevel', header: 'People.User.TechnicalLevel' },
  { field: 'roles', header: 'People.User.Roles' },
  { field: 'isWorker', header: 'People.User.IsWorker' },
  { field: 'joinDate', header: 'People.User.JoinDate' },
  { field: 'password', header: 'People.User.Password' },
] as const;
export type UserImportField = (typeof USER_IMPORT_COLUMNS)[number]['field'];

/** `rows[12].employeeNo` → { row: 12, field: 'employeeNo' }; anything else → null. */
export function parseImportProblemPath(path: string): { row: number; field: string } | null {
  const match = /^rows\[(\d+)\]\.(\w+)$/.exec(path);
  if (match === null) return null;
  return { row: Number(match[1]), field: match[2] ?? '' };
}
