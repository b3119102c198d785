import type { PageRequest } from '@eticket/core/paging';
import { asc, desc, getTableName, ilike, or, sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';
import { containsPattern } from '../http/route-helpers';

/** SQL pieces every module's list and store share: keyword filter, ORDER BY of a page, counts, ids. */

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

/** How many rows match in all, carried on each row of a page (`count(*) over ()`): page and total in one statement. */
export const totalOver = sql<number>`(count(*) over ())::int`;

/**
 * The total of a page selected with `totalOver`: a page past the end has no row to carry it, so then it is
 * counted apart (`countApart`), and only then.
 */
export async function pageTotal(rows: readonly { total: number }[], offset: number, countApart: () => Promise<number>): Promise<number> {
  const first = rows[0];
  if (first !== undefined) return first.total;
  return offset === 0 ? 0 : countApart();
}

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
