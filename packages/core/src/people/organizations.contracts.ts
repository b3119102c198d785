import { TenantPermissions as P } from '../abp/permission-names';
import { endpoint, schema, stamped, type Schema } from '../contracts/endpoint';
import type { ListResultDto } from '../paging/paging';
import { validateOrganizationInput, type OrganizationDto, type OrganizationInput } from './organization';

/**
 * The organization tree (车间 → 班组 …): read whole by any signed-in user of the company (every report,
 * picker and the assistant form filter by it), changed by user managers. A move is an update of
 * `parentId`; the server refuses a cycle and deletes only an organization without children or members.
 */

const tenant = (permission: (typeof P)[keyof typeof P]) => ({ kind: 'permission', side: 'tenant', permission }) as const;
const base = '/api/eticket/organization';
const byId = `${base}/{id}`;
const organizationInput: Schema<OrganizationInput> = schema((raw) => validateOrganizationInput(raw));

export const OrganizationContracts = {
  list: endpoint<ListResultDto<OrganizationDto>>({
    method: 'GET',
    path: base,
    access: { kind: 'user', side: 'tenant' },
    summary: 'Organization: the whole tree as flat rows (parentId, sort), with direct member counts',
  }),
  create: endpoint<OrganizationDto, null, typeof organizationInput>({
    method: 'POST',
    path: base,
    access: tenant(P.UserManagementCreate),
    body: organizationInput,
    summary: 'Organization: create (under a parent, or at the top)',
  }),
  update: endpoint<OrganizationDto, null, ReturnType<typeof stamped<OrganizationInput, OrganizationInput>>>({
    method: 'PUT',
    path: byId,
    access: tenant(P.UserManagementEdit),
    body: stamped(organizationInput),
    summary: 'Organization: rename, retype, move (never under itself or a descendant); 409 when the stamp is stale',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: byId,
    access: tenant(P.UserManagementDelete),
    reply: 'empty',
    summary: 'Organization: delete (409 while it has sub-organizations or members)',
  }),
} as const;


