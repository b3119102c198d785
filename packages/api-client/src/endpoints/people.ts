import { CatalogContracts, type TechnicalLevelLookupItem } from '@eticket/core/catalog';
import type { ListResultDto, PagedListInput, PagedResultDto } from '@eticket/core/paging';
import {
  OrganizationContracts,
  PeopleContracts,
  UserContracts,
  type OrganizationDto,
  type OrganizationInput,
  type RoleDto,
  type RoleInput,
  type RoleLookupItem,
  type UserBulkAssignInput,
  type UserCreateInput,
  type UserCreatedDto,
  type UserDto,
  type UserImportInput,
  type UserImportResult,
  type UserInput,
  type UserListInput,
  type UserLookupItem,
  type UserSearchInput,
} from '@eticket/core/people';
import type { ApiRequest, CallOptions } from '../request.types';
import { resourceEndpoints, type CatalogResourceEndpoints } from './catalog';
import { download, send } from './contract-call';

/** An update: the input plus the stamp read (a stale one is a 409). */
export type UpdateRoleInput = RoleInput & { concurrencyStamp?: string };

/** Roles (ABP `identity/roles`): the seven calls of a list resource; a delete is a 409 for a built-in or held role. */
export type RoleEndpoints = CatalogResourceEndpoints<RoleDto, RoleDto, RoleInput, UpdateRoleInput, PagedListInput, RoleLookupItem>;

/** The organization tree: read whole, changed one node at a time (a move is an update of `parentId`). */
export interface OrganizationEndpoints {
  list(options?: CallOptions): Promise<ListResultDto<OrganizationDto>>;
  create(input: OrganizationInput, options?: CallOptions): Promise<OrganizationDto>;
  update(id: string, input: OrganizationInput & { concurrencyStamp: string }, options?: CallOptions): Promise<OrganizationDto>;
  /** 409 while it has sub-organizations or members. */
  delete(id: string, options?: CallOptions): Promise<void>;
}

/** The company's users at ABP's path: list, export, picker, the .xlsx import, bulk assignment and the account actions. */
export interface UserEndpoints {
  list(query?: UserListInput, options?: CallOptions): Promise<PagedResultDto<UserDto>>;
  exportExcel(query?: UserListInput, options?: CallOptions): Promise<Blob>;
  lookup(query?: UserSearchInput, options?: CallOptions): Promise<PagedResultDto<UserLookupItem>>;
  importTemplate(options?: CallOptions): Promise<Blob>;
  /** All rows or none: a 400 names each problem as `rows[n].<field>`. */
  importExcel(input: UserImportInput, options?: CallOptions): Promise<UserImportResult>;
  bulkAssign(input: UserBulkAssignInput, options?: CallOptions): Promise<{ updated: number }>;
  get(id: string, options?: CallOptions): Promise<UserDto>;
  /** No password: the server makes one and answers it once (`generatedPassword`). */
  create(input: UserCreateInput, options?: CallOptions): Promise<UserCreatedDto>;
  update(id: string, input: UserInput & { concurrencyStamp: string }, options?: CallOptions): Promise<UserDto>;
  enable(id: string, options?: CallOptions): Promise<UserDto>;
  disable(id: string, options?: CallOptions): Promise<UserDto>;
  /** A null password: the server makes one; either way it is answered once. */
  resetPassword(id: string, input: { password: string | null }, options?: CallOptions): Promise<{ password: string }>;
  delete(id: string, options?: CallOptions): Promise<void>;
}

export interface PeopleEndpoints {
  roles: RoleEndpoints;
  organizations: OrganizationEndpoints;
  users: UserEndpoints;
  /** The levels a user is given (the catalogue's lookup, open to user managers): the user pages need no catalogue group. */
  technicalLevels: { lookup(options?: CallOptions): Promise<ListResultDto<TechnicalLevelLookupItem>> };
}

function organizationEndpoints(request: ApiRequest): OrganizationEndpoints {
  const c = OrganizationContracts;
  return {
    list: (options) => send(request, c.list, {}, options),
    create: (input, options) => send(request, c.create, { body: input }, options),
    update: (id, input, options) => send(request, c.update, { params: { id }, body: input }, options),
    delete: async (id, options) => {
      await send(request, c.delete, { params: { id } }, options);
    },
  };
}

function userEndpoints(request: ApiRequest): UserEndpoints {
  const c = UserContracts;
  const query = (q: object | undefined) => (q === undefined ? {} : { query: q });
  return {
    list: (q, options) => send(request, c.list, query(q), options),
    exportExcel: (q, options) => download(request, c.export, query(q), options),
    lookup: (q, options) => send(request, c.lookup, query(q), options),
    importTemplate: (options) => download(request, c.importTemplate, {}, options),
    importExcel: (input, options) => send(request, c.import, { body: input }, options),
    bulkAssign: (input, options) => send(request, c.bulkAssign, { body: input }, options),
    get: (id, options) => send(request, c.get, { params: { id } }, options),
    create: (input, options) => send(request, c.create, { body: input }, options),
    update: (id, input, options) => send(request, c.update, { params: { id }, body: input }, options),
    enable: (id, options) => send(request, c.enable, { params: { id } }, options),
    disable: (id, options) => send(request, c.disable, { params: { id } }, options),
    resetPassword: (id, input, options) => send(request, c.resetPassword, { params: { id }, body: input }, options),
    delete: async (id, options) => {
      await send(request, c.delete, { params: { id } }, options);
    },
  };
}

export function createPeopleEndpoints(request: ApiRequest): PeopleEndpoints {
  return {
    roles: resourceEndpoints(request, PeopleContracts.role),
    organizations: organizationEndpoints(request),
    users: userEndpoints(request),
    technicalLevels: { lookup: (options) => send(request, CatalogContracts.technicalLevel.lookup, {}, options) },
  };
}
