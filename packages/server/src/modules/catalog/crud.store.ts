import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantTx } from '../../db/context';
import { countInt } from './shared';

/** The generic queries of a master-data resource: count, lock and delete one row of a tenant table. */

/** A tenant table keyed (tenant_id, id). */
export type TenantTable = PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn };

const rowOf = (table: TenantTable, tenantId: string, id: string) => and(eq(table.tenantId, tenantId), eq(table.id, id));

/** count(*) of a table under a condition. */
export async function countWhere(tx: TenantTx, table: PgTable, where: SQL | undefined): Promise<number> {
  return (await tx.select({ n: countInt }).from(table).where(where))[0]?.n ?? 0;
}

/** The row of the tenant, locked for this transaction's write; null when it is not there. */
export async function lockedGet<Dto>(tx: TenantTx, table: TenantTable, tenantId: string, id: string, get: () => Promise<Dto | null>): Promise<Dto | null> {
  await tx.execute(sql`select 1 from ${table} where ${rowOf(table, tenantId, id)} for update`);
  return get();
}

export async function deleteRow(tx: TenantTx, table: TenantTable, tenantId: string, id: string): Promise<void> {
  await tx.delete(table).where(rowOf(table, tenantId, id));
}
