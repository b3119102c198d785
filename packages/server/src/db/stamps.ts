import { sql, type SQL } from 'drizzle-orm';
import type { EntityChanges } from '../audit/audit';
import type { TenantTx } from './context';

/** Who writes: the signed-in user, or the system (demo data, benchmarks). */
export interface Actor {
  tenantId: string;
  userId: string | null;
}

/** A write's context: the transaction, who writes, and where its entity changes are recorded. */
export interface WriteCtx {
  tx: TenantTx;
  actor: Actor;
  changes: EntityChanges;
}

/**
 * A fresh concurrency stamp, drawn by the database as the column default draws it on insert: one way for
 * every write, and each row of a bulk update gets its own.
 */
export function freshStamp(): SQL {
  return sql`gen_random_uuid()::text`;
}

/** The audit columns of an update: who, when (database time), and a fresh concurrency stamp. */
export function modifiedBy(actor: Pick<Actor, 'userId'>): { lastModificationTime: SQL; lastModifierId: string | null; concurrencyStamp: SQL } {
  return { lastModificationTime: sql`now()`, lastModifierId: actor.userId, concurrencyStamp: freshStamp() };
}
