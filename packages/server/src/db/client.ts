import { createHash, createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import pg from 'pg';

// No schema is handed to drizzle: we use the SQL-like builder only, and a schema makes drizzle build a
// relational query builder for every table on every transaction (measured: ≈ 1 ms per request on PGlite).
type NoSchema = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
export type EngineKind = 'pglite' | 'postgres';

/**
 * One database, either engine. `db` is the owner connection (migrations, start-up, seeding, tests);
 * `request` runs the transactions of withTenant / withHost (db/context.ts) and nothing else:
 * - PostgreSQL: a separate pool that logs in as eticket_request (NOSUPERUSER NOBYPASSRLS NOINHERIT, a
 *   member of the two request roles only), so no statement can regain a bypassing role.
 * - PGlite: one single-user backend whose session user is always its bootstrap superuser (its `username`
 *   option only sets the current role; RESET ROLE brings the superuser back). So the request handle is
 *   the same connection behind a statement gate: only plain DML/queries and savepoints pass from the
 *   code that holds a transaction; RESET/SET ROLE, SET SESSION AUTHORIZATION, DO, BEGIN/COMMIT, DDL and
 *   multi-statement texts are refused before they reach the engine, and set_config() (the one way to
 *   change the role from inside a query) is not executable by the request roles.
 */
export type Database =
  | { readonly kind: 'pglite'; readonly db: Db; readonly request: RequestConnection; readonly client: PGlite; close(): Promise<void> }
  | { readonly kind: 'postgres'; readonly db: Db; readonly request: RequestConnection; readonly pool: pg.Pool; readonly requestPool: pg.Pool; close(): Promise<void> };

/** The login role of the request pool (drizzle/0005_hardening.sql). */
export const REQUEST_LOGIN_ROLE = 'eticket_request';

export class UnsafeStatementError extends Error {
  override name = 'UnsafeStatementError';
}

const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * The one text that gives a transaction its role and tenant (db/context.ts writes it, `scopeText`): two
 * statements, byte for byte this shape, nothing before, between or after. Written by the data layer only;
 * the code holding a transaction cannot send it (see isAllowedRequestStatement).
 */
const SCOPE = new RegExp(`^set local role eticket_(?:app|host); set local app\\.tenant_id = '(?:${UUID_TEXT})?'$`);
const SAVEPOINT = /^(?:savepoint|release savepoint|rollback to savepoint) sp\d+$/i;
const QUERY = /^\(*\s*(?:select|insert|update|delete|with|values)\b/i;

/** Whether `text` is exactly a scope text: the role switch and tenant setting of db/context.ts. */
export function isScopeText(text: string): boolean {
  return SCOPE.test(text);
}

/**
 * Whether a statement from the code holding a request transaction may run: one statement (no `;` but a
 * trailing one) starting with a query/DML keyword, or one of the savepoints drizzle's nested
 * transactions issue. Role and tenant switches, transaction control and everything else are the data
 * layer's own business (RequestConnection) and never pass here.
 */
export function isAllowedRequestStatement(text: string): boolean {
  const statement = text.trim().replace(/;$/, '').trim();
  if (statement.includes(';')) return false;
  return QUERY.test(statement) || SAVEPOINT.test(statement);
}

function assertScope(text: string): void {
  if (!isScopeText(text)) throw new UnsafeStatementError('scope text refused on the request connection');
}

const statementGate = {
  logQuery: (query: string): void => {
    if (!isAllowedRequestStatement(query)) throw new UnsafeStatementError('statement refused on the request connection');
  },
};

/**
 * Runs request transactions. `scope` is a scope text (isScopeText, else refused before anything is
 * sent); `rescope` switches the same transaction to another scope text (a host step inside a tenant
 * request, a tenant step inside a host pass).
 */
export interface RequestConnection {
  transaction<T>(scope: string, fn: (tx: Tx, controls: TxControls) => Promise<T>, options?: TransactionOptions): Promise<T>;
}

/** What the data layer (db/context.ts) may do to an open request transaction besides its statements. */
export interface TxControls {
  /** Switch the same transaction to another scope text. */
  rescope: (scope: string) => Promise<void>;
  /**
   * The transaction's last statement (the request's audit row): held back and written together with COMMIT,
   * one round trip for both. Should it fail, COMMIT rolls everything back and its error is thrown.
   */
  finishWith: (query: SQL) => void;
}

export interface TransactionOptions {
  /**
   * Reads that need no snapshot across their statements (a list page and, rarely, its count): each statement
   * runs in a transaction of its own, its BEGIN and scope, the statement and its COMMIT written together and
   * answered in one round trip. No final statement, no scope switch.
   */
  autocommit?: boolean;
}

const dialect = new PgDialect();

/** A drizzle SQL as text and values, through the same gate as every statement of the code holding a transaction. */
function gatedQuery(query: SQL): pg.QueryConfig {
  const { sql: text, params } = dialect.sqlToQuery(query);
  statementGate.logQuery(text);
  return { text, values: params };
}

const statementNames = new Map<string, string>();

/**
 * A named prepared statement per query text: each pooled connection parses and plans a text once and
 * then only binds and executes it (PostgreSQL re-plans by itself when a table or policy changes). A name
 * also forces the extended protocol, which runs exactly one statement whatever the text holds.
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= 5000) statementNames.clear();
    name = `et_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** A statement written before its connection was there: sent with BEGIN, in the same write. */
interface Queued {
  config: pg.QueryConfig;
  values: unknown[] | undefined;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * PostgreSQL: the transaction starts with the first statement the code sends: `begin; <scope>` as ONE
 * simple-protocol text (several statements, no parameters) written together with that statement — and with
 * every other statement sent before the connection was there (a read issued beside the principal's) — so
 * BEGIN, role, tenant and the first reads cost one round trip where they cost four. A request that sends
 * nothing (answered from caches, refused before any read) takes no connection and sends neither BEGIN nor
 * COMMIT. An autocommit transaction writes each statement between its own BEGIN and COMMIT; any other
 * transaction's final statement (the audit row) goes out with COMMIT. The scope is SET LOCAL: COMMIT or ROLLBACK ends it, and a
 * connection whose COMMIT or ROLLBACK failed is destroyed rather than pooled, so no pooled connection keeps
 * a role or a tenant.
 */
class PostgresRequestTransaction {
  readonly #pool: pg.Pool;
  readonly #autocommit: boolean;
  #scope: string;
  #client: Promise<pg.PoolClient> | null = null;
  /** Statements waiting for the connection (written with BEGIN); null once it is there. */
  #queue: Queued[] | null = null;
  /** Autocommit: the COMMIT of the last statement, already written. */
  #commit: Promise<unknown> | null = null;
  #final: pg.QueryConfig | null = null;
  /** Set once COMMIT/ROLLBACK is under way: a statement from a handle kept past its transaction must not reach the pool. */
  #ended = false;

  constructor(pool: pg.Pool, scope: string, autocommit: boolean) {
    this.#pool = pool;
    this.#scope = scope;
    this.#autocommit = autocommit;
  }

  /** What drizzle's session calls for every statement (after the gate has passed it). */
  query(config: pg.QueryConfig, values?: unknown[]): Promise<unknown> {
    if (this.#ended) return Promise.reject(new UnsafeStatementError('statement after the end of its transaction'));
    const named = { ...config, name: statementName(config.text) };
    if (this.#queue !== null) return new Promise((resolve, reject) => this.#queue?.push({ config: named, values, resolve, reject }));
    if (this.#client !== null) return this.#client.then((client) => (this.#autocommit ? this.#alone(client, named, values) : client.query(named, values)));
    const first = new Promise((resolve, reject) => {
      this.#queue = [{ config: named, values, resolve, reject }];
    });
    this.#client = this.#open();
    this.#client.catch(ignoreLostConnection); // its failure reaches the caller through `first`, and end() reads it
    return first;
  }

  /**
   * Connect, and write `begin; <scope>` and the statements sent meanwhile in one go (the pool is in pipeline
   * mode and the socket corked across them): one round trip for all. Should the scope text fail, the
   * statements behind it fail too — inside the aborted transaction, or, had BEGIN not run, as the bare
   * eticket_request login, which may read and write nothing — and the connection is destroyed.
   */
  async #open(): Promise<pg.PoolClient> {
    let client: pg.PoolClient;
    try {
      client = await this.#pool.connect();
    } catch (error) {
      for (const q of this.#queue ?? []) q.reject(error);
      this.#queue = null;
      throw error;
    }
    // A connection lost while checked out is reported as an event as well as by the statement in flight;
    // unheard, the event would end the process.
    client.on('error', ignoreLostConnection);
    const socket = client.connection.stream;
    const queued = this.#queue ?? [];
    this.#queue = null;
    socket.cork();
    let begin: Promise<unknown>;
    try {
      begin = client.query(`begin; ${this.#scope}`);
      for (const q of queued) client.query(q.config, q.values).then(q.resolve, q.reject);
      if (this.#autocommit) this.#commit = client.query('commit');
    } finally {
      socket.uncork();
    }
    this.#commit?.catch(ignoreLostConnection); // awaited by end()
    try {
      await begin;
    } catch (error) {
      // BEGIN may have run and the scope not: never pool a connection in that state.
      release(client, true);
      throw error;
    }
    return client;
  }

  /** Autocommit after the first statement: BEGIN and scope, the statement, COMMIT, in one write. */
  #alone(client: pg.PoolClient, config: pg.QueryConfig, values: unknown[] | undefined): Promise<unknown> {
    const socket = client.connection.stream;
    socket.cork();
    try {
      const begin = client.query(`begin; ${this.#scope}`);
      const result = client.query(config, values);
      const commit = client.query('commit');
      begin.catch(ignoreLostConnection);
      commit.catch(ignoreLostConnection);
      this.#commit = Promise.all([begin, commit]);
      return result;
    } finally {
      socket.uncork();
    }
  }

  async rescope(scope: string): Promise<void> {
    assertScope(scope);
    if (this.#ended) throw new UnsafeStatementError('statement after the end of its transaction');
    if (this.#client === null) {
      this.#scope = scope;
      return;
    }
    if (this.#autocommit) throw new UnsafeStatementError('an autocommit transaction cannot change its scope');
    await (await this.#client).query(scope);
  }

  finishWith(config: pg.QueryConfig): void {
    if (this.#ended || this.#autocommit) throw new UnsafeStatementError('no final statement here');
    this.#final = { ...config, name: statementName(config.text) };
  }

  /** COMMIT (or ROLLBACK) what was begun, then give the connection back — or destroy it if it may still hold a scope. */
  async end(commit: boolean): Promise<void> {
    const final = commit ? this.#final : null;
    // A transaction that sent nothing but its final statement: open with it.
    const last = final !== null && this.#client === null ? this.query(final, final.values) : null;
    this.#ended = true;
    if (this.#client === null) return;
    let client: pg.PoolClient;
    try {
      client = await this.#client;
    } catch {
      return; // BEGIN failed: the connection is already destroyed
    }
    let finished: Promise<unknown> | null = last;
    const socket = client.connection.stream;
    let ending: Promise<unknown>;
    if (this.#commit !== null) ending = this.#commit;
    else {
      socket.cork();
      try {
        if (final !== null && last === null) finished = client.query(final, final.values);
        ending = client.query(commit ? 'commit' : 'rollback');
      } finally {
        socket.uncork();
      }
    }
    finished?.catch(ignoreLostConnection); // awaited below
    try {
      await ending;
    } catch (error) {
      // A failed COMMIT has ended the transaction (rolled back) unless the connection is gone; a failed
      // ROLLBACK leaves its state unknown. Neither goes back to the pool.
      release(client, true);
      if (commit) throw error;
      return;
    }
    release(client, false);
    // The final statement failed: COMMIT found the transaction aborted and rolled it back.
    if (finished !== null) await finished;
  }
}

function ignoreLostConnection(): void {
  // the statement in flight fails with the same error, and the connection is then destroyed
}

function release(client: pg.PoolClient, destroy: boolean): void {
  client.off('error', ignoreLostConnection);
  client.release(destroy);
}

function postgresRequests(pool: pg.Pool): RequestConnection {
  return {
    async transaction(scope, fn, options) {
      assertScope(scope);
      const run = new PostgresRequestTransaction(pool, scope, options?.autocommit === true);
      const session = new NodePgSession(run as unknown as pg.PoolClient, dialect, undefined, { logger: statementGate });
      const tx = new NodePgTransaction(dialect, session, undefined) as unknown as Tx;
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn(tx, { rescope: (next) => run.rescope(next), finishWith: (query) => {
          run.finishWith(gatedQuery(query));
        } });
      } catch (error) {
        await run.end(false);
        throw error;
      }
      await run.end(true);
      return result;
    },
  };
}

/**
 * PGlite: its transaction() holds the backend's mutex (no other statement interleaves) and sends BEGIN
 * and COMMIT/ROLLBACK in-process; the scope goes in as one exec of the two statements.
 */
function pgliteRequests(client: PGlite): RequestConnection {
  return {
    async transaction(scope, fn) {
      assertScope(scope);
      return client.transaction(async (t) => {
        await t.exec(scope);
        const session = new PgliteSession(t, dialect, undefined, { logger: statementGate });
        const tx = new PgliteTransaction(dialect, session, undefined) as unknown as Tx;
        const held: { final: pg.QueryConfig | null } = { final: null };
        const result = await fn(tx, {
          rescope: async (next) => {
            assertScope(next);
            await t.exec(next);
          },
          finishWith: (query) => {
            held.final = gatedQuery(query);
          },
        });
        // In-process: no round trip to save, so the final statement simply runs last.
        if (held.final !== null) await t.query(held.final.text, held.final.values);
        return result;
      });
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
    // Pipeline mode: a transaction's BEGIN and its first statement go out together (PostgresRequestTransaction).
    const requestPool = new pg.Pool({ connectionString: requestUrl(options.url, options.requestUrl), max: options.poolSize ?? 20, pipeline: true });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    requestPool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzleNodePg({ client: pool }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      request: postgresRequests(requestPool),
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
  return {
    kind: 'pglite',
    db,
    request: pgliteRequests(client),
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
    // Postgres text output "2026-01-01 10:00:00+00" is not ISO (a space, an offset without minutes); make it so.
    const date = new Date(typeof value === 'string' ? value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00') : value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}
