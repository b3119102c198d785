import type { CatalogMessageKey } from '@eticket/core/catalog';
import type { PageRequest } from '@eticket/core/paging';
import { asc, desc, eq, getTableName, ilike, or, sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../http/errors';
import { containsPattern } from '../../http/route-helpers';

/**
 * Helpers every master-data route shares. Bodies are checked by the core validators (the same rules as
 * the web forms), not by zod, so both sides answer the same field paths and i18n keys.
 */

/** A delete refused because something still refers to the row (409 with the reason and the count). */
export function inUse(key: CatalogMessageKey, count: number): AppError {
  return new AppError(409, 'EntityInUse', key, { params: { count } });
}

/** keyword ILIKE on any of the columns, or undefined without a keyword. */
export function keywordFilter(keyword: string | null, columns: readonly AnyColumn[]): SQL | undefined {
  if (keyword === null) return undefined;
  const pattern = containsPattern(keyword);
  return or(...columns.map((column) => ilike(column, pattern)));
}

export interface ListSpec<F extends string> {
  /** Column of each sort field. */
  sortColumns: Readonly<Record<F, AnyColumn | SQL>>;
  /** Order when the query names none. */
  defaultSort: readonly SQL[];
  /** Last tie-breaker, so pages never overlap. */
  idColumn: AnyColumn;
}

/** The ORDER BY of a read page request. */
export function orderByOf<F extends string>(page: PageRequest<F>, spec: ListSpec<F>): SQL[] {
  return page.sorting === null
    ? [...spec.defaultSort, asc(spec.idColumn)]
    : [page.sorting.direction === 'desc' ? desc(spec.sortColumns[page.sorting.field]) : asc(spec.sortColumns[page.sorting.field]), asc(spec.idColumn)];
}

/** `count(*)` as a JS number on both drivers. */
export const countInt = sql<number>`count(*)::int`;

/**
 * A column of the OUTER query's table, always table-qualified, for correlated subqueries. Drizzle writes the
 * columns of a single-table select unqualified, and inside `(select … from products where tenant_id = …)` a
 * bare name binds to the subquery's own table, so the count silently compared a row with itself.
 */
export function outer(table: Table, column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}

/** The id of the row an INSERT … RETURNING {id} wrote. */
export async function insertedId(query: PromiseLike<{ id: string }[]>): Promise<string> {
  const [row] = await query;
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Rows a lookup answers at most (the select lists of other pages). */
const LOOKUP_MAX = 1000;

/** A tenant table whose rows have a name: the lookups list them by name. */
type NamedTenantTable = PgTable & { tenantId: PgColumn; id: PgColumn; name: PgColumn };

/**
 * A lookup's rows: the tenant's rows of `table` by name (id breaks ties), at most LOOKUP_MAX. Takes the
 * dynamic select of the columns the lookup shows: `inLookupOrder(tx.select(…).from(t).$dynamic(), t, tenantId)`.
 */
export function inLookupOrder<Q extends PgSelect>(query: Q, table: NamedTenantTable, tenantId: string): Q {
  return query.where(eq(table.tenantId, tenantId)).orderBy(asc(table.name), asc(table.id)).limit(LOOKUP_MAX);
}
