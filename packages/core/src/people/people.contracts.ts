import { TenantPermissions as P } from '../abp/permission-names';
import { endpoint, schema, stamped, type AnyEndpoint, type Schema } from '../contracts/endpoint';
import { pagedQuery } from '../contracts/paged-query';
import type { ListResultDto, PagedResultDto } from '../paging/paging';
import { AssistantContracts } from './assistants.contracts';
import { OrganizationContracts } from './organizations.contracts';
import { validateRoleInput, type RoleDto, type RoleInput } from './role';
import { UserContracts } from './users.contracts';

/** The role endpoints, at ABP's path (`/api/identity/roles`); the permission tree is limited to the tenant side. */

export const ROLE_SORT_FIELDS = ['name', 'userCount', 'creationTime'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

/** One role in a picker (the user form's role select). */
export interface RoleLookupItem {
  id: string;
  name: string;
  isDefault: boolean;
}

const tenant = (permission: (typeof P)[keyof typeof P]) => ({ kind: 'permission', side: 'tenant', permission }) as const;

const base = '/api/identity/roles';
const byId = `${base}/{id}`;
const roleQuery = pagedQuery<RoleSortField>({ sortFields: ROLE_SORT_FIELDS });
const roleInput: Schema<RoleInput> = schema((raw) => validateRoleInput(raw));

export const PeopleContracts = {
  organization: OrganizationContracts,
  user: UserContracts,
  role: {
    list: endpoint<PagedResultDto<RoleDto>, typeof roleQuery>({ method: 'GET', path: base, access: tenant(P.RoleManagement), query: roleQuery, summary: 'Role: a page of the list' }),
    export: endpoint<undefined, typeof roleQuery>({
      method: 'GET',
      path: `${base}/export`,
      access: tenant(P.RoleManagement),
      query: roleQuery,
      reply: 'file',
      summary: 'Role: the filtered list as .xlsx',
    }),
    lookup: endpoint<ListResultDto<RoleLookupItem>>({
      method: 'GET',
      path: `${base}/lookup`,
      access: { kind: 'anyPermission', side: 'tenant', permissions: [P.RoleManagement, P.UserManagement] },
      summary: 'Role: the short list the user pages pick from',
    }),
    get: endpoint<RoleDto>({ method: 'GET', path: byId, access: tenant(P.RoleManagement), summary: 'Role: one, with its permissions' }),
    create: endpoint<RoleDto, null, typeof roleInput>({ method: 'POST', path: base, access: tenant(P.RoleManagementCreate), body: roleInput, summary: 'Role: create' }),
    update: endpoint<RoleDto, null, ReturnType<typeof stamped<RoleInput, RoleInput>>>({
      method: 'PUT',
      path: byId,
      access: tenant(P.RoleManagementEdit),
      body: stamped(roleInput),
      summary: 'Role: update name, scope, default and permissions (409 when the stamp is stale)',
    }),
    delete: endpoint({ method: 'DELETE', path: byId, access: tenant(P.RoleManagementDelete), reply: 'empty', summary: 'Role: delete (409 while users hold it; built-in roles never)' }),
  },
} as const;

/** Every people endpoint, for the API document and the route-table checks. */
export const PEOPLE_ENDPOINTS: readonly AnyEndpoint[] = [...Object.values(OrganizationContracts), ...Object.values(UserContracts), ...Object.values(PeopleContracts.role), ...Object.values(AssistantContracts)];
