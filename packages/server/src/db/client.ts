import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
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
 * One database, either engine. `db` is the owner connection (migrations, start-up, seeding, tests);
 * `requestDb` is what withTenant / withHost (db/context.ts) use and nothing else:
 * - PostgreSQL: a separate pool that logs in as eticket_request (NOSUPERUSER NOBYPASSRLS NOINHERIT, a
 *   member of the two request roles only), so no statement can regain a bypassing role.
 * - PGlite: one single-user backend whose session user is always its bootstrap superuser (its `username`
 *   option only sets the current role; RESET ROLE brings the superuser back). So the request handle is
 *   the same connection behind a statement gate: only plain DML/queries and the exact role switches of
 *   db/context.ts pass; RESET/SET ROLE, SET SESSION AUTHORIZATION, DO, COMMIT, DDL and multi-statement
 *   texts are refused before they reach the engine, and set_config() (the one way to change the role
 *   from inside a query) is not executable by the request roles.
 */
export type Database =
  | { readonly kind: 'pglite'; readonly db: Db; readonly requestDb: Db; readonly client: PGlite; close(): Promise<void> }
  | { readonly kind: 'postgres'; readonly db: Db; readonly requestDb: Db; readonly pool: pg.Pool; readonly requestPool: pg.Pool; close(): Promise<void> };

/** The login role of the request pool (drizzle/0005_hardening.sql). */
export const REQUEST_LOGIN_ROLE = 'eticket_request';

export class UnsafeStatementError extends Error {
  override name = 'UnsafeStatementError';
}

const ROLE_SWITCH = /^set local role eticket_(?:app|host)$|^set local app\.tenant_id = '(?:[0-9a-f-]{36})?'$/i;
const SAVEPOINT = /^(?:savepoint|release savepoint|rollback to savepoint) sp\d+$/i;
const QUERY = /^\(*\s*(?:select|insert|update|delete|with|values)\b/i;

/**
 * Whether a request-path statement may run: one statement (no `;` but a trailing one), starting with a
 * query/DML keyword, or one of the exact role switches and savepoints the data layer itself issues.
 * `transactionControl`: node-postgres sends BEGIN/COMMIT/ROLLBACK as statements (PGlite does not).
 */
export function isAllowedRequestStatement(text: string, transactionControl: boolean): boolean {
  const statement = text.trim().replace(/;$/, '').trim();
  if (statement.includes(';')) return false;
  if (transactionControl && /^(?:begin|commit|rollback)$/i.test(statement)) return true;
  return QUERY.test(statement) || ROLE_SWITCH.test(statement) || SAVEPOINT.test(statement);
}

function statementGate(transactionControl: boolean): { logQuery(query: string, params: unknown[]): void } {
  return {
    logQuery: (query) => {
      if (!isAllowedRequestStatement(query, transactionControl)) throw new UnsafeStatementError('statement refused on the request connection');
    },
  };
}

/** The request pool's URL: DATABASE_REQUEST_URL, or the owner's URL with the request login role (same password rule). */
export function requestUrl(ownerUrl: string, explicit: string | undefined): string {
  if (explicit !== undefined) return explicit;
  const url = new URL(ownerUrl);
  url.username = REQUEST_LOGIN_ROLE;
  url.password = requestPassword(ownerUrl);
  return url.toString();
}

/**
 * The request role's password when none is configured: derived from the owner's, so every node started
 * with the same DATABASE_URL agrees without sharing another secret (empty under trust authentication).
 */
export function requestPassword(ownerUrl: string): string {
  const owner = decodeURIComponent(new URL(ownerUrl).password);
  return owner === '' ? '' : createHmac('sha256', owner).update(REQUEST_LOGIN_ROLE).digest('base64url');
}

export interface OpenDatabaseOptions {
  /** postgres://… → node-postgres pool. Otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory, or 'memory://' (tests). */
  dataDir?: string | undefined;
  poolSize?: number | undefined;
  /** PGlite only: start from a dumped data directory (tests: a migrated template, ≈ 4× faster than initdb). */
  loadDataDir?: Blob | undefined;
  onPoolError?: ((error: Error) => void) | undefined;
  /** PostgreSQL: the request pool's URL (default: the owner URL with the eticket_request login). */
  requestUrl?: string | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url !== undefined) {
    // The owner pool is for migrations and start-up work: a few connections are enough.
    const pool = new pg.Pool({ connectionString: options.url, max: 3 });
    const requestPool = new pg.Pool({ connectionString: requestUrl(options.url, options.requestUrl), max: options.poolSize ?? 20 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    requestPool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzleNodePg({ client: pool }) as unknown as Db;
    const requestDb = drizzleNodePg({ client: requestPool, logger: statementGate(true) }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      requestDb,
      pool,
      requestPool,
      close: async () => {
        await Promise.all([pool.end(), requestPool.end()]);
      },
    };
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
  const requestDb = drizzlePglite({ client, logger: statementGate(false) }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    requestDb,
    client,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Give the request login role its derived password (PostgreSQL with a password-protected owner URL):
 * the owner sets it at every start, so rotating DATABASE_URL's password rotates this one too.
 */
export async function setRequestPassword(database: Database): Promise<void> {
  if (database.kind !== 'postgres') return;
  const url = (database.pool.options as { connectionString?: string }).connectionString;
  if (url === undefined) return;
  const password = requestPassword(url);
  if (password === '') return;
  // ALTER ROLE takes no parameters; the password is base64url (no quotes can occur).
  await database.db.execute(sql.raw(`alter role ${REQUEST_LOGIN_ROLE} password '${password}'`));
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
