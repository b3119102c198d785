import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

/** Committed SQL migrations (drizzle-kit output + hand-written roles/RLS), the same set for both engines. */
export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Apply pending migrations with the owner connection. On PostgreSQL several processes may start at once: serialize them. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config: MigrationConfig = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  // A session lock held on a side connection while the migrator uses the pool.
  const lockClient = await database.pool.connect();
  try {
    await lockClient.query(`select pg_advisory_lock(hashtext('eticket.migrate'))`);
    await migrateNodePg(database.db as unknown as NodePgDatabase, config);
  } finally {
    await lockClient.query(`select pg_advisory_unlock(hashtext('eticket.migrate'))`).catch(() => undefined);
    lockClient.release();
  }
}
