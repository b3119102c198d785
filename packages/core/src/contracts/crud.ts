import type { TenantPermission } from '../abp/permission-names';
import type { ListResultDto, PagedListInput, PagedResultDto, PageRequestOptions } from '../paging/paging';
import type { InputReader, Validated } from '../validation/input-reader';
import { endpoint, schema, stamped, type Schema } from './endpoint';
import { pagedQuery } from './paged-query';

/**
 * The seven endpoints of a tenant resource of one shape (a master-data list): list, export (.xlsx of the
 * same filtered list), lookup, get, create, update (409 on a stale stamp) and delete, under
 * /api/eticket/{resource}.
 */

export interface CrudPermissions {
  read: TenantPermission;
  create: TenantPermission;
  edit: TenantPermission;
  delete: TenantPermission;
}

export interface CrudSpec<Input, F extends string, X, QueryIn extends PagedListInput> {
  /** Path segment: `customer` → /api/eticket/customer; capitalised, the entity the API document names. */
  resource: string;
  permissions: CrudPermissions;
  /** Who may read the lookup (the select lists of other pages). */
  lookup: readonly TenantPermission[];
  input: (raw: unknown) => Validated<Input>;
  list: PageRequestOptions<F>;
  filters?: (reader: InputReader, query: Record<string, unknown>) => X;
  /** Phantom: the client's list query type. */
  queryIn?: QueryIn;
}

const tenant = (permission: TenantPermission) => ({ kind: 'permission', side: 'tenant', permission }) as const;

/*#__NO_SIDE_EFFECTS__*/
export function crudContracts<Dto, Row, Input, Lookup, F extends string, X = undefined, QueryIn extends PagedListInput = PagedListInput>(
  spec: CrudSpec<Input, F, X, QueryIn>,
) {
  const base = `/api/eticket/${spec.resource}`;
  const byId = `${base}/{id}`;
  const entity = spec.resource.charAt(0).toUpperCase() + spec.resource.slice(1);
  const query = pagedQuery<F, X, QueryIn>(spec.list, spec.filters);
  const input: Schema<Input> = schema(spec.input);
  const p = spec.permissions;
  return {
    list: endpoint<PagedResultDto<Row>, typeof query>({ method: 'GET', path: base, access: tenant(p.read), query, summary: `${entity}: a page of the list` }),
    export: endpoint<undefined, typeof query>({ method: 'GET', path: `${base}/export`, access: tenant(p.read), query, reply: 'file', summary: `${entity}: the filtered list as .xlsx` }),
    lookup: endpoint<ListResultDto<Lookup>>({
      method: 'GET',
      path: `${base}/lookup`,
      access: { kind: 'anyPermission', side: 'tenant', permissions: spec.lookup },
      summary: `${entity}: the short list other pages pick from`,
    }),
    get: endpoint<Dto>({ method: 'GET', path: byId, access: tenant(p.read), summary: `${entity}: one` }),
    create: endpoint<Dto, null, typeof input>({ method: 'POST', path: base, access: tenant(p.create), body: input, summary: `${entity}: create` }),
    update: endpoint<Dto, null, ReturnType<typeof stamped<Input, Input>>>({
      method: 'PUT',
      path: byId,
      access: tenant(p.edit),
      body: stamped(input),
      summary: `${entity}: update (409 when the stamp is stale)`,
    }),
    delete: endpoint({ method: 'DELETE', path: byId, access: tenant(p.delete), reply: 'empty', summary: `${entity}: delete (409 while referenced)` }),
  };
}

/** The seven endpoints of one resource. */
export type CrudContracts<Dto, Row, Input, Lookup, F extends string, X = undefined, QueryIn extends PagedListInput = PagedListInput> = ReturnType<
  typeof crudContracts<Dto, Row, Input, Lookup, F, X, QueryIn>
>;
