import type { PagedListInput } from '@eticket/core/paging';
import { PeopleContracts, type RoleDto, type RoleInput, type RoleLookupItem } from '@eticket/core/people';
import type { ApiRequest } from '../request.types';
import { resourceEndpoints, type CatalogResourceEndpoints } from './catalog';

/** An update: the input plus the stamp read (a stale one is a 409). */
export type UpdateRoleInput = RoleInput & { concurrencyStamp?: string };

/** Roles (ABP `identity/roles`): the seven calls of a list resource; a delete is a 409 for a built-in or held role. */
export type RoleEndpoints = CatalogResourceEndpoints<RoleDto, RoleDto, RoleInput, UpdateRoleInput, PagedListInput, RoleLookupItem>;

export interface PeopleEndpoints {
  roles: RoleEndpoints;
}

export function createPeopleEndpoints(request: ApiRequest): PeopleEndpoints {
  return { roles: resourceEndpoints(request, PeopleContracts.role) };
}
