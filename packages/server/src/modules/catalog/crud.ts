import { CatalogLimits, type CatalogMessageKey, type ResourceContracts } from '@eticket/core/catalog';
import type { ListQuery } from '@eticket/core/contracts';
import type { PagedResultDto } from '@eticket/core/paging';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantTx } from '../../db/context';
import { AppError, Errors } from '../../http/errors';
import { contractRoute, type RouteDef } from '../../http/route';
import type { TenantPrincipal } from '../../http/types';
import { countInt, inUse, orderByOf, type ListSpec } from './shared';
import { uniqueIndexViolation } from './names';
import { pathId, pgErrorCode } from '../../http/route-helpers';
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
  /** Paths, permissions, list query and body readers (core). */
  contracts: ResourceContracts<Dto, Row, Input, Lookup, F, X>;
  /** Entity type in the audit trail, e.g. 'Customer'. */
  entityType: string;
  /** Sheet and file name of the export. */
  titleKey: CatalogMessageKey;
  table: TenantTable;
  listSpec: ListSpec<F>;
  /** Rows of the tenant matching the filters. */
  where(tenantId: string, keyword: string | null, filters: X): SQL | undefined;
  list(tx: TenantTx, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<Row[]>;
  exportColumns: readonly XlsxColumn<Row>[];
  /** The full DTO, or null when it is not the tenant's. */
  get(tx: TenantTx, tenantId: string, id: string): Promise<Dto | null>;
  /** Rules needing the database (names free, referenced ids exist); throws a 400 on the field. */
  checkInput?(tx: TenantTx, tenantId: string, input: Input, id: string | null): Promise<Input>;
  insert(tx: TenantTx, principal: TenantPrincipal, input: Input): Promise<string>;
  update(tx: TenantTx, principal: TenantPrincipal, id: string, input: Input, before: Dto): Promise<void>;
  /** What blocks a delete, checked in order. */
  references?: readonly Reference[];
  /** The lookup's rows (who may read them is the contract's). */
  lookup(tx: TenantTx, tenantId: string): Promise<Lookup[]>;
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

/** A save that lost a race on a code's or name's unique index answers the field error, anything else goes on. */
function codeClash(input: unknown): (error: unknown) => never {
  return (error) => {
    throw uniqueIndexViolation(error, input) ?? error;
  };
}

export function crudRoutes<Dto extends { id: string; concurrencyStamp: string }, Row, Input, F extends string, X, Lookup>(
  r: CatalogResource<Dto, Row, Input, F, X, Lookup>,
): RouteDef[] {
  const c = r.contracts;
  const filtered = (principal: TenantPrincipal, { page, filters }: ListQuery<F, X>) => ({
    page,
    orderBy: orderByOf(page, r.listSpec),
    where: r.where(principal.tenantId, page.keyword, filters),
  });

  // Static paths before `/{id}`: the router takes the first match.
  return [
    contractRoute(c.list, {
      handle: async ({ tx, principal, query }) => {
        const { page, orderBy, where } = filtered(principal, query());
        const items = await r.list(tx, where, orderBy, page.maxResultCount, page.skipCount);
        const body: PagedResultDto<Row> = { items, totalCount: await countWhere(tx, r.table, where) };
        return { body };
      },
    }),
    contractRoute(c.export, {
      handle: async ({ tx, principal, query, locale, deps }) => {
        const { orderBy, where } = filtered(principal, query());
        const rows = await r.list(tx, where, orderBy, CatalogLimits.exportRowsMax, 0);
        return xlsxReply(locale, r.titleKey, r.exportColumns, rows, new Date(deps.now()));
      },
    }),
    contractRoute(c.lookup, {
      handle: async ({ tx, principal }) => ({ body: { items: await r.lookup(tx, principal.tenantId) } }),
    }),
    contractRoute(c.get, {
      handle: async ({ tx, principal, params }) => {
        const dto = await r.get(tx, principal.tenantId, pathId(params));
        if (dto === null) throw Errors.notFound();
        return { body: dto };
      },
    }),
    contractRoute(c.create, {
      handle: async ({ tx, principal, body, changes }) => {
        let input = body();
        if (r.checkInput) input = await r.checkInput(tx, principal.tenantId, input, null);
        const id = await r.insert(tx, principal, input).catch(codeClash(input));
        const after = await r.get(tx, principal.tenantId, id);
        if (after === null) throw new Error(`${r.entityType} ${id} vanished after insert`);
        changes.created(r.entityType, id, auditRecord(after));
        return { body: after };
      },
    }),
    contractRoute(c.update, {
      handle: async ({ tx, principal, body, params, changes }) => {
        const id = pathId(params);
        const before = await lockedGet(tx, r.table, principal.tenantId, id, () => r.get(tx, principal.tenantId, id));
        if (before === null) throw Errors.notFound();
        const { value, concurrencyStamp } = body();
        if (concurrencyStamp !== null && concurrencyStamp !== before.concurrencyStamp) throw Errors.conflict();
        let input = value;
        if (r.checkInput) input = await r.checkInput(tx, principal.tenantId, input, id);
        await r.update(tx, principal, id, input, before).catch(codeClash(input));
        const after = await r.get(tx, principal.tenantId, id);
        if (after === null) throw new Error(`${r.entityType} ${id} vanished after update`);
        changes.updated(r.entityType, id, auditRecord(before), auditRecord(after));
        return { body: after };
      },
    }),
    contractRoute(c.delete, {
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
  ];
}
