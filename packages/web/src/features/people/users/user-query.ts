import type { UserListInput } from '@eticket/core/people';
import type { ListRequest } from '../../../components/data-ui/use-server-list';

/** The list's filters as the selects hold them ('' = any); the organization comes from the tree. */
export interface UserFilters {
  organizationId: string | null;
  roleId: string;
  technicalLevelId: string;
  isActive: '' | 'true' | 'false';
}

export const NO_USER_FILTERS: UserFilters = { organizationId: null, roleId: '', technicalLevelId: '', isActive: '' };

/** The list request as the contract's query: an organization always with everything below it. */
export function userQuery(request: ListRequest<UserFilters>, paged: boolean): UserListInput {
  const f = request.filters;
  return {
    ...(request.keyword === null ? {} : { keyword: request.keyword }),
    ...(request.sorting === null ? {} : { sorting: request.sorting }),
    ...(f.organizationId === null ? {} : { organizationId: f.organizationId, includeDescendants: true }),
    ...(f.roleId === '' ? {} : { roleId: f.roleId }),
    ...(f.technicalLevelId === '' ? {} : { technicalLevelId: f.technicalLevelId }),
    ...(f.isActive === '' ? {} : { isActive: f.isActive === 'true' }),
    ...(paged ? { skipCount: request.skipCount, maxResultCount: request.maxResultCount } : {}),
  };
}
