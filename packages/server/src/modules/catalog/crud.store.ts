import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { TenantTx } from '../../db/context';
import type { Actor } from '../../db/stamps';
import { countInt, outer, type ListSpec } from '../../db/list-sql';

/**
 * The store half of the master-data kit: the generic queries of a resource (count, lock, delete one row,
 * a page of rows, what uses a row) and the shape every resource's own store fills in.
 */

/** A tenant table keyed (tenant_id, id). */
export type TenantTable = PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn };

/** Which rows, in which order, how many from where: one page of a list (a `get` is a page of one). */
export interface Slice {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** The rows of the tenant with this id: the one row a `get` reads. */
export const oneRow = (table: TenantTable, tenantId: string, id: string): Slice => ({ where: byId(table, tenantId, id), orderBy: [], limit: 1, offset: 0 });

/** The queries of one resource; its service adds the rules. */
export interface CrudStore<Dto, Row, Input, F extends string, X, Lookup> {
  table: TenantTable;
  listSpec: ListSpec<F>;
  /** Rows of the tenant matching the filters. */
  where(tenantId: string, keyword: string | null, filters: X): SQL | undefined;
  list(tx: TenantTx, slice: Slice): Promise<Row[]>;
  /** The full DTO, or null when it is not the tenant's. */
  get(tx: TenantTx, tenantId: string, id: string): Promise<Dto | null>;
  insert(tx: TenantTx, actor: Actor, input: Input): Promise<string>;
  update(tx: TenantTx, actor: Actor, id: string, input: Input, before: Dto): Promise<void>;
  /** The rows of the whole-list lookup. */
  lookup(tx: TenantTx, tenantId: string): Promise<Lookup[]>;
}

/** The condition "this row of the tenant". */
export function byId(table: TenantTable, tenantId: string, id: string): SQL | undefined {
  return and(eq(table.tenantId, tenantId), eq(table.id, id));
}

/** count(*) of a table under a condition. */
export async function countWhere(tx: TenantTx, table: PgTable, where: SQL | undefined): Promise<number> {
  return (await tx.select({ n: countInt }).from(table).where(where))[0]?.n ?? 0;
}

/** The row of the tenant, locked for this transaction's write; null when it is not there. */
export async function lockedGet<Dto>(tx: TenantTx, table: TenantTable, tenantId: string, id: string, get: () => Promise<Dto | null>): Promise<Dto | null> {
  await tx.execute(sql`select 1 from ${table} where ${byId(table, tenantId, id)} for update`);
  return get();
}

export async function deleteRow(tx: TenantTx, table: TenantTable, tenantId: string, id: string): Promise<void> {
  await tx.delete(table).where(byId(table, tenantId, id));
}

/** A dynamic select cut to a slice: `inSlice(tx.select(…).from(t).$dynamic(), slice)`. */
export function inSlice<Q extends PgSelect>(query: Q, slice: Slice): Q {
  return query.where(slice.where).orderBy(...slice.orderBy).limit(slice.limit).offset(slice.offset);
}

/**
 * How many rows of `ref` point at the outer query's row of `owner` through `column` (a list's "used by"
 * count). The outer columns are table-qualified: see `outer`.
 */
export function usageCount(owner: TenantTable, ref: PgTable & { tenantId: AnyPgColumn }, column: AnyPgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${ref} where ${ref.tenantId} = ${outer(owner, owner.tenantId)} and ${column} = ${outer(owner, owner.id)})`;
}

/** What a picker's search reads: the rows matching a keyword and filters, and a page of them in one fixed order. */
export interface SearchSource<X, Item> {
  table: PgTable;
  where(tenantId: string, keyword: string | null, filters: X): SQL | undefined;
  rows(tx: TenantTx, where: SQL | undefined, limit: number, offset: number): Promise<Item[]>;
}
