import type { PermissionName } from '@eticket/core/abp';
import { CatalogLimits, type CatalogMessageKey } from '@eticket/core/catalog';
import type { InputReader, Validated } from '@eticket/core/validation';
import type { PagedResultDto } from '@eticket/core/paging';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantTx } from '../../db/context';
import { AppError, Errors } from '../../http/errors';
import { tenantRoute, type RouteDef } from '../../http/route';
import type { TenantPrincipal } from '../../http/types';
import { checkStamp, countInt, inUse, readList, type ListSpec } from './shared';
import { valid } from '../../http/validation';
import { pathId, pgErrorCode, rawBody, rawQuery, requireAny } from '../route-helpers';
import { xlsxReply, type XlsxColumn } from './xlsx';

/**
 * One master-data resource: list (keyword, paging, sorting) + Excel export of the filtered list, get,
 * create, update (409 on a stale stamp), delete (refused while referenced), and an optional lookup for
 * the select lists of other pages. Every write is validated by core rules and audited with its before /
 * after DTO. The resource supplies only its queries and rules.
 */
/** A tenant table keyed (tenant_id, id). */
export type TenantTable = PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn };

/** Rows elsewhere that point at a row of this resource: while any exist, a delete is refused with `key`. */
export interface Reference {
  table: PgTable & { tenantId: AnyPgColumn };
  column: AnyPgColumn;
  key: CatalogMessageKey;
}

export interface CatalogResource<Dto extends { id: string; concurrencyStamp: string }, Row, Input, F extends string, X, Lookup = never> {
  /** Path segment under /api/eticket, e.g. 'customer'. */
  resource: string;
  /** Entity type in the audit trail, e.g. 'Customer'. */
  entityType: string;
  /** Sheet and file name of the export. */
  titleKey: CatalogMessageKey;
  permissions: { read: PermissionName; create: PermissionName; edit: PermissionName; delete: PermissionName };
  table: TenantTable;
  listSpec: ListSpec<F>;
  /** Extra list filters (besides keyword), read with the paging reader so bad values are 400s. */
  readFilters?: (reader: InputReader, query: unknown) => X;
  /** Rows of the tenant matching the filters. */
  where(tenantId: string, keyword: string | null, filters: X): SQL | undefined;
  list(tx: TenantTx, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<Row[]>;
  exportColumns: readonly XlsxColumn<Row>[];
  /** The full DTO, or null when it is not the tenant's. */
  get(tx: TenantTx, tenantId: string, id: string): Promise<Dto | null>;
  validate(body: unknown, id: string | null): Validated<Input>;
  /** Rules needing the database (names free, referenced ids exist); throws a 400 on the field. */
  checkInput?(tx: TenantTx, tenantId: string, input: Input, id: string | null): Promise<Input>;
  insert(tx: TenantTx, principal: TenantPrincipal, input: Input): Promise<string>;
  update(tx: TenantTx, principal: TenantPrincipal, id: string, input: Input, before: Dto): Promise<void>;
  /** What blocks a delete, checked in order. */
  references?: readonly Reference[];
  lookup?: { permissions: readonly PermissionName[]; load(tx: TenantTx, tenantId: string): Promise<Lookup[]> };
}

const rowOf = (table: TenantTable, tenantId: string, id: string) => and(eq(table.tenantId, tenantId), eq(table.id, id));

/** count(*) of a table under a condition. */
export async function countWhere(tx: TenantTx, table: PgTable, where: SQL | undefined): Promise<number> {
  return (await tx.select({ n: countInt }).from(table).where(where))[0]?.n ?? 0;
}

/** The row of the tenant, locked for this transaction's write; null when it is not there. */
async function lockedGet<Dto>(tx: TenantTx, table: TenantTable, tenantId: string, id: string, get: () => Promise<Dto | null>): Promise<Dto | null> {
  await tx.execute(sql`select 1 from ${table} where ${rowOf(table, tenantId, id)} for update`);
  return get();
}

function auditRecord(dto: object): Record<string, unknown> {
  return { ...dto };
}

export function crudRoutes<Dto extends { id: string; concurrencyStamp: string }, Row, Input, F extends string, X, Lookup>(
  r: CatalogResource<Dto, Row, Input, F, X, Lookup>,
): RouteDef[] {
  const base = `/api/eticket/${r.resource}`;

  const filtered = (principal: TenantPrincipal, raw: unknown) => {
    const { page, filters, orderBy } = readList(raw, r.listSpec, r.readFilters);
    return { page, orderBy, where: r.where(principal.tenantId, page.keyword, filters) };
  };

  const routes: RouteDef[] = [
    tenantRoute({
      method: 'GET',
      path: base,
      permission: r.permissions.read,
      query: rawQuery,
      handle: async ({ tx, principal, query: raw }) => {
        const { page, orderBy, where } = filtered(principal, raw);
        const items = await r.list(tx, where, orderBy, page.maxResultCount, page.skipCount);
        const body: PagedResultDto<Row> = { items, totalCount: await countWhere(tx, r.table, where) };
        return { body };
      },
    }),
    tenantRoute({
      method: 'GET',
      path: `${base}/export`,
      permission: r.permissions.read,
      query: rawQuery,
      handle: async ({ tx, principal, query: raw, locale, deps }) => {
        const { orderBy, where } = filtered(principal, raw);
        const rows = await r.list(tx, where, orderBy, CatalogLimits.exportRowsMax, 0);
        return xlsxReply(locale, r.titleKey, r.exportColumns, rows, new Date(deps.now()));
      },
    }),
  ];

  const lookup = r.lookup;
  if (lookup) {
    routes.push(
      tenantRoute({
        method: 'GET',
        path: `${base}/lookup`,
        // Any of several permissions (checked below): the select lists of other pages read it.
        permission: null,
        handle: async ({ tx, principal }) => {
          requireAny(principal, lookup.permissions);
          return { body: { items: await lookup.load(tx, principal.tenantId) } };
        },
      }),
    );
  }

  routes.push(
    tenantRoute({
      method: 'GET',
      path: `${base}/:id`,
      permission: r.permissions.read,
      handle: async ({ tx, principal, params }) => {
        const dto = await r.get(tx, principal.tenantId, pathId(params));
        if (dto === null) throw Errors.notFound();
        return { body: dto };
      },
    }),
    tenantRoute({
      method: 'POST',
      path: base,
      permission: r.permissions.create,
      body: rawBody,
      handle: async ({ tx, principal, body, changes }) => {
        let input = valid(r.validate(body, null));
        if (r.checkInput) input = await r.checkInput(tx, principal.tenantId, input, null);
        const id = await r.insert(tx, principal, input);
        const after = await r.get(tx, principal.tenantId, id);
        if (after === null) throw new Error(`${r.entityType} ${id} vanished after insert`);
        changes.created(r.entityType, id, auditRecord(after));
        return { body: after };
      },
    }),
    tenantRoute({
      method: 'PUT',
      path: `${base}/:id`,
      permission: r.permissions.edit,
      body: rawBody,
      handle: async ({ tx, principal, body, params, changes }) => {
        const id = pathId(params);
        const before = await lockedGet(tx, r.table, principal.tenantId, id, () => r.get(tx, principal.tenantId, id));
        if (before === null) throw Errors.notFound();
        checkStamp(body, before.concurrencyStamp);
        let input = valid(r.validate(body, id));
        if (r.checkInput) input = await r.checkInput(tx, principal.tenantId, input, id);
        await r.update(tx, principal, id, input, before);
        const after = await r.get(tx, principal.tenantId, id);
        if (after === null) throw new Error(`${r.entityType} ${id} vanished after update`);
        changes.updated(r.entityType, id, auditRecord(before), auditRecord(after));
        return { body: after };
      },
    }),
    tenantRoute({
      method: 'DELETE',
      path: `${base}/:id`,
      permission: r.permissions.delete,
      handle: async ({ tx, principal, params, changes }) => {
        const id = pathId(params);
        const before = await lockedGet(tx, r.table, principal.tenantId, id, () => r.get(tx, principal.tenantId, id));
        if (before === null) throw Errors.notFound();
        for (const ref of r.references ?? []) {
          const count = await countWhere(tx, ref.table, and(eq(ref.table.tenantId, principal.tenantId), eq(ref.column, id)));
          if (count > 0) throw inUse(ref.key, count);
        }
        try {
          await tx.delete(r.table).where(rowOf(r.table, principal.tenantId, id));
        } catch (error) {
          // A reference this resource does not list (a later module's table) still ends as a 409, not a 500.
          if (pgErrorCode(error) === '23503') throw new AppError(409, 'EntityInUse', 'Catalog.Error.InUse');
          throw error;
        }
        changes.deleted(r.entityType, id, auditRecord(before));
        return { status: 204 };
      },
    }),
  );
  return routes;
}
