import type { CatalogMessageKey } from '@eticket/core/catalog';
import { property, InputReader } from '@eticket/core/validation';
import { readPageRequest, type PageRequest, type PageRequestOptions } from '@eticket/core/paging';
import { asc, desc, getTableName, ilike, or, sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';
import { AppError, Errors } from '../../http/errors';
import { fieldError, valid } from '../../http/validation';
import { containsPattern } from '../route-helpers';

/**
 * Helpers every master-data route shares. Bodies are checked by the core validators (the same rules as
 * the web forms), not by zod, so both sides answer the same field paths and i18n keys.
 */

/** A delete refused because something still refers to the row (409 with the reason and the count). */
export function inUse(key: CatalogMessageKey, count: number): AppError {
  return new AppError(409, 'EntityInUse', key, { params: { count } });
}

/** The stamp an update was based on: absent = not checked (ABP), a different one = 409. */
export function checkStamp(body: unknown, current: string): void {
  const stamp = property(body, 'concurrencyStamp');
  if (stamp === undefined || stamp === null) return;
  if (typeof stamp !== 'string') throw fieldError('concurrencyStamp', 'Catalog.Validation.Invalid');
  if (stamp !== current) throw Errors.conflict();
}

/** keyword ILIKE on any of the columns, or undefined without a keyword. */
export function keywordFilter(keyword: string | null, columns: readonly AnyColumn[]): SQL | undefined {
  if (keyword === null) return undefined;
  const pattern = containsPattern(keyword);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** ABP clients also send PascalCase (`SkipCount`, `Filter`, `Sorting`): read them as camelCase. */
function camelKeys(query: unknown): Record<string, unknown> {
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key.charAt(0).toLowerCase() + key.slice(1), value]));
}

export interface ListSpec<F extends string> extends PageRequestOptions<F> {
  /** Column of each sort field. */
  sortColumns: Readonly<Record<F, AnyColumn | SQL>>;
  /** Order when the query names none. */
  defaultSort: readonly SQL[];
  /** Last tie-breaker, so pages never overlap. */
  idColumn: AnyColumn;
}

/** Read paging and sorting (400 on bad values) plus extra filters read with the same reader. */
export function readList<F extends string, X>(
  query: unknown,
  spec: ListSpec<F>,
  extra: (reader: InputReader, query: unknown) => X = () => undefined as X,
): { page: PageRequest<F>; filters: X; orderBy: SQL[] } {
  const reader = new InputReader();
  const camel = camelKeys(query);
  const page = readPageRequest(reader, camel, spec);
  const filters = extra(reader, camel);
  const result = reader.result({ page, filters });
  const { page: p, filters: f } = valid(result);
  const orderBy =
    p.sorting === null
      ? [...spec.defaultSort, asc(spec.idColumn)]
      : [p.sorting.direction === 'desc' ? desc(spec.sortColumns[p.sorting.field]) : asc(spec.sortColumns[p.sorting.field]), asc(spec.idColumn)];
  return { page: p, filters: f, orderBy };
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
