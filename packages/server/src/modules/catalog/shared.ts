import type { CatalogMessageKey } from '@eticket/core/catalog';
import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../http/errors';

/**
 * Helpers the master-data resources share; the list SQL every module uses lives in db/list-sql.ts. Bodies are
 * checked by the core validators (the same rules as the web forms), so both sides answer the same field paths.
 */

/** A delete refused because something still refers to the row (409 with the reason and the count). */
export function inUse(key: CatalogMessageKey, count: number): AppError {
  return new AppError(409, 'EntityInUse', key, { params: { count } });
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
