import { loadEnv } from '../env';

/**
 * Vitest global setup of the server suites: without DATABASE_URL they run on PGlite only, and the PostgreSQL
 * half is absent rather than failing. Say so once, so a green run on PGlite alone is not read as both engines.
 */
export default function announceEngines(): void {
  if (loadEnv().databaseUrl !== undefined) return;
  process.stdout.write(
    '\n[server] DATABASE_URL is not set: the server suites run on PGlite only. ' +
      'Set DATABASE_URL=postgres://user@host:5432/db (a role that may create databases) to run them on PostgreSQL too.\n\n',
  );
}
