import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

// No schema is handed to drizzle: we use the SQL-like builder only, and a schema makes drizzle build a
// relational query builder for every table on every transaction (measured: ≈ 1 ms per request on PGlite).
type NoSchema = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
export type EngineKind = 'pglite' | 'postgres';

/**
 * One database, either engine. `db` is the owner connection (migrations); request work never uses it
 * directly but goes through withTenant / withHost (db/context.ts), which switch to a non-bypass role.
 */
export type Database =
  | { readonly kind: 'pglite'; readonly db: Db; readonly client: PGlite; close(): Promise<void> }
  | { readonly kind: 'postgres'; readonly db: Db; readonly pool: pg.Pool; close(): Promise<void> };

export interface OpenDatabaseOptions {
  /** postgres://… → node-postgres pool. Otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory, or 'memory://' (tests). */
  dataDir?: string | undefined;
  poolSize?: number | undefined;
  /** PGlite only: start from a dumped data directory (tests: a migrated template, ≈ 4× faster than initdb). */
  loadDataDir?: Blob | undefined;
  onPoolError?: ((error: Error) => void) | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url !== undefined) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzleNodePg({ client: pool }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // PGlite is one single-user backend. Its query/exec/transaction share one mutex, so concurrent requests
  // queue and a transaction's statements never interleave with another's (checked in db-context.test.ts).
  const client = await PGlite.create({
    ...(dataDir.startsWith('memory://') ? {} : { dataDir }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
  });
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    client,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Rows of a raw SQL query, the same shape on both drivers. */
export async function queryRows<T extends Record<string, unknown>>(executor: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await executor.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('unexpected driver result');
}

/** Timestamps from raw queries arrive as Date or string depending on the driver's parsers. */
export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') {
    // Postgres text output "2026-01-01 10:00:00+00" is not ISO; make it so before parsing.
    const date = new Date(typeof value === 'string' ? value.replace(' ', 'T') : value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}
