import { TenantPermissions as P, type TenantPermission } from '../abp/permission-names';
import { endpoint, schema, stamped, type Schema } from '../contracts/endpoint';
import { pagedQuery } from '../contracts/paged-query';
import { searchLookupQuery, type SearchLookupInput } from '../contracts/search-lookup';
import type { PagedResultDto } from '../paging/paging';
import { property } from '../validation/input-reader';
import {
  USER_SORT_FIELDS,
  readUserListFilters,
  validatePasswordReset,
  validateUserBulkAssign,
  validateUserCreateInput,
  validateUserImport,
  validateUserInput,
  type UserBulkAssignInput,
  type UserCreateInput,
  type UserCreatedDto,
  type UserDto,
  type UserImportInput,
  type UserInput,
  type UserListFilters,
  type UserListInput,
  type UserLookupItem,
  type UserSortField,
} from './user';

/**
 * The company's users at ABP's path (`/api/identity/users`). The active-user count never exceeds the
 * tenant's quota: create, enable and import check it atomically (403 `UserQuotaExceeded`, naming the quota).
 * Nobody disables, demotes or deletes the last user able to manage roles, or locks themselves out.
 */

export interface UserSearchFilters {
  organizationId: string | null;
  /** Only users paid by the piece (scanning for a member, wage filters). */
  workersOnly: boolean;
}

export interface UserSearchInput extends SearchLookupInput {
  organizationId?: string;
  workersOnly?: boolean;
}

export interface UserImportResult {
  /** Users created; an import with any problem creates none (400 with `rows[n].<field>` problems). */
  imported: number;
  /**
   * The password the server made for the rows that had none (one for all of them: hashing one per row
   * would take minutes for a large sheet), shown once; null when every row had its own.
   */
  generatedPassword: string | null;
}

const tenant = (permission: TenantPermission) => ({ kind: 'permission', side: 'tenant', permission }) as const;
const base = '/api/identity/users';
const byId = `${base}/{id}`;

const userQuery = pagedQuery<UserSortField, UserListFilters, UserListInput>({ sortFields: USER_SORT_FIELDS }, readUserListFilters);
const userSearch = searchLookupQuery<UserSearchFilters, UserSearchInput>((reader, raw) => ({
  organizationId: reader.optionalId('organizationId', property(raw, 'organizationId')),
  workersOnly: reader.boolean('workersOnly', property(raw, 'workersOnly'), false),
}));
const createInput: Schema<UserCreateInput> = schema((raw) => validateUserCreateInput(raw));
const updateInput: Schema<UserInput> = schema((raw) => validateUserInput(raw));
const bulkInput: Schema<UserBulkAssignInput> = schema((raw) => validateUserBulkAssign(raw));
const resetInput: Schema<{ password: string | null }> = schema((raw) => validatePasswordReset(raw));
const importInput: Schema<UserImportInput> = schema((raw) => validateUserImport(raw));

/** Who may pick users in other pages (organization leader, reporting for a member, wage and report filters). */
const USER_LOOKUP_READERS: readonly TenantPermission[] = [P.UserManagement, P.ProductionAssistant, P.SalaryManagement, P.ReportCenter, P.QualityCheckManagement];

export const UserContracts = {
  list: endpoint<PagedResultDto<UserDto>, typeof userQuery>({ method: 'GET', path: base, access: tenant(P.UserManagement), query: userQuery, summary: 'User: a page of the list (keyword, organization subtree, role, level, active, worker)' }),
  export: endpoint<undefined, typeof userQuery>({ method: 'GET', path: `${base}/export`, access: tenant(P.UserManagement), query: userQuery, reply: 'file', summary: 'User: the filtered list as .xlsx' }),
  lookup: endpoint<PagedResultDto<UserLookupItem>, typeof userSearch>({
    method: 'GET',
    path: `${base}/lookup`,
    access: { kind: 'anyPermission', side: 'tenant', permissions: USER_LOOKUP_READERS },
    query: userSearch,
    summary: 'User: a page of what a picker offers (keyword: employee no, name, user name, phone)',
  }),
  importTemplate: endpoint({ method: 'GET', path: `${base}/import-template`, access: tenant(P.UserManagementCreate), reply: 'file', summary: 'User: the .xlsx import template (headers in the caller\'s language)' }),
  import: endpoint<UserImportResult, null, typeof importInput>({
    method: 'POST',
    path: `${base}/import`,
    access: tenant(P.UserManagementCreate),
    body: importInput,
    summary: 'User: import an .xlsx — all rows or none (400 naming each row and column)',
  }),
  bulkAssign: endpoint<{ updated: number }, null, typeof bulkInput>({
    method: 'POST',
    path: `${base}/bulk-assign`,
    access: tenant(P.UserManagementEdit),
    body: bulkInput,
    summary: 'User: set organization, level and/or roles on the selected users',
  }),
  get: endpoint<UserDto>({ method: 'GET', path: byId, access: tenant(P.UserManagement), summary: 'User: one' }),
  create: endpoint<UserCreatedDto, null, typeof createInput>({ method: 'POST', path: base, access: tenant(P.UserManagementCreate), body: createInput, summary: 'User: create (quota checked; a password made by the server is answered once)' }),
  update: endpoint<UserDto, null, ReturnType<typeof stamped<UserInput, UserInput>>>({
    method: 'PUT',
    path: byId,
    access: tenant(P.UserManagementEdit),
    body: stamped(updateInput),
    summary: 'User: update (409 when the stamp is stale; enabling checks the quota)',
  }),
  enable: endpoint<UserDto>({ method: 'POST', path: `${byId}/enable`, access: tenant(P.UserManagementEdit), summary: 'User: enable (quota checked)' }),
  disable: endpoint<UserDto>({ method: 'POST', path: `${byId}/disable`, access: tenant(P.UserManagementEdit), summary: 'User: disable (signs the user out; never the last role manager or oneself)' }),
  resetPassword: endpoint<{ password: string }, null, typeof resetInput>({
    method: 'POST',
    path: `${byId}/reset-password`,
    access: tenant(P.UserManagementEdit),
    body: resetInput,
    summary: "User: set a new password (typed, or made by the server) — answered once; the user's sessions end",
  }),
  delete: endpoint({ method: 'DELETE', path: byId, access: tenant(P.UserManagementDelete), reply: 'empty', summary: 'User: delete (409 while work records or other rows refer to the user)' }),
} as const;


