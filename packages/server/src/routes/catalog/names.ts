import type { CatalogMessageKey } from '@eticket/core/catalog';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import { fieldError } from '../../http/validation';

export interface NameCheck {
  table: PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn };
  column: AnyPgColumn;
  tenantId: string;
  value: string;
  /** The row being updated (its own name is not a clash). */
  exceptId: string | null;
  /** Field path of the 400. */
  field: string;
  /** Narrower scope, e.g. the siblings of a category. */
  scope?: SQL;
  key?: CatalogMessageKey;
  param?: string;
}

/**
 * Names are unique per tenant, compared case-insensitively (two customers called "锦绣服饰" would be
 * indistinguishable in every select list). A clash is a 400 on the field, like any other form error.
 */
export async function assertNameFree(tx: TenantTx, check: NameCheck): Promise<void> {
  const except = check.exceptId === null ? sql`` : sql` and ${check.table.id} <> ${check.exceptId}`;
  const scope = check.scope === undefined ? sql`` : sql` and ${check.scope}`;
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from ${check.table} where ${check.table.tenantId} = ${check.tenantId}
          and lower(${check.column}) = lower(${check.value})${except}${scope} limit 1`,
  );
  if (rows.length > 0) throw fieldError(check.field, check.key ?? 'Catalog.Error.NameTaken', { [check.param ?? 'name']: check.value });
}
