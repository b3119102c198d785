import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenResponse } from '@eticket/core/abp';
import type { Hono } from 'hono';
import pg from 'pg';
import { createApp } from '../app';
import { TEST_SCRYPT } from '../auth/password';
import { openDatabase, type Database, type EngineKind } from '../db/client';
import { asTenant, SYSTEM_ACTOR, withHost } from '../db/context';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../db/migrate';
import { loadEnv, type Env } from '../env';
import type { AppDeps, AppEnv, LoginLimits } from '../http/types';
import { createHostUser, createTenant, createTenantUser, StaticRoles } from '../identity/provisioning';
import { createLogger } from '../logger';
import { DEFAULT_LOGIN_LIMITS, prepareServer } from '../server';

/** PostgreSQL admin URL when the suite should also run there (DATABASE_URL, read by env.ts). */
export const TEST_DATABASE_URL = loadEnv().databaseUrl;

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const ENGINES: readonly EngineKind[] = TEST_DATABASE_URL === undefined ? ['pglite'] : ['pglite', 'postgres'];

export const PASSWORD = 'secret123';

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (file.endsWith('.sql')) hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  hash.update(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data directory, dumped once per migration set and shared by test files through
 * the temp dir: loading it takes ≈ 0.5 s where initdb + migrate take ≈ 3–4 s.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `eticket-pglite-${migrationsFingerprint()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const fresh = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(fresh);
  if (fresh.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await fresh.client.dumpDataDir('none');
  await fresh.close();
  const temporary = `${file}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, file); // atomic: parallel test files never read half a file
  return dump;
}

export interface TestDatabase {
  database: Database;
  /** Drop everything (PostgreSQL: the whole test database). */
  dispose: () => Promise<void>;
}

/** A fresh database for one test file: PGlite in memory, or a new PostgreSQL database et_test_<random>. */
export async function createTestDatabase(engine: EngineKind): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
    return { database, dispose: () => database.close() };
  }
  if (TEST_DATABASE_URL === undefined) throw new Error('DATABASE_URL is not set');
  const name = `et_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 10 });
  return {
    database,
    dispose: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  // Read caches off by default so raw-SQL changes in tests show at once; cache.test.ts turns them on.
  return loadEnv({ LOG_LEVEL: 'silent', NO_DEMO_DATA: 'true', TRUST_PROXY: 'true', PRINCIPAL_CACHE_SECONDS: '0', ...overrides });
}

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

export interface TestTenant {
  id: string;
  name: string;
  adminId: string;
  workerId: string;
}

export interface TestServer {
  engine: EngineKind;
  app: Hono<AppEnv>;
  deps: AppDeps;
  database: Database;
  clock: TestClock;
  /** Tenant with `days` left (negative: expired), an admin `admin` and a worker `worker`, password PASSWORD. */
  addTenant(name: string, options?: { days?: number | null; userQuota?: number; isActive?: boolean }): Promise<TestTenant>;
  addHostAdmin(userName?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  loginLimits?: Partial<LoginLimits>;
  env?: Record<string, string>;
  webDist?: string;
}

export async function createTestServer(engine: EngineKind, options: TestServerOptions = {}): Promise<TestServer> {
  const { database, dispose } = await createTestDatabase(engine);
  const clock = testClock();
  const deps = await prepareServer({
    env: testEnv(options.env),
    database,
    logger: createLogger('silent'),
    scrypt: TEST_SCRYPT,
    now: clock.now,
    loginLimits: { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits },
  });
  if (options.webDist !== undefined) deps.config.webDist = options.webDist;
  const app = createApp(deps);
  const hash = await deps.hasher.hash(PASSWORD);
  const DAY = 24 * 3600 * 1000;
  return {
    engine,
    app,
    deps,
    database,
    clock,
    addTenant: (name, opts = {}) =>
      withHost(database, { actor: SYSTEM_ACTOR, reason: 'test tenant', kind: 'system' }, async (tx) => {
        const days = opts.days === undefined ? 365 : opts.days;
        const { tenantId, adminUserId } = await createTenant(tx, {
          name,
          displayName: `${name} 服装厂`,
          userQuota: opts.userQuota ?? 20,
          expireDate: days === null ? null : new Date(clock.now() + days * DAY),
          isActive: opts.isActive ?? true,
          admin: { userName: 'admin', name: `${name} 管理员`, passwordHash: hash },
        });
        const workerId = await asTenant(tx, tenantId, (t) =>
          createTenantUser(t, tenantId, { userName: 'worker', name: `${name} 工人`, passwordHash: hash, roleName: StaticRoles.worker }),
        );
        return { id: tenantId, name, adminId: adminUserId, workerId };
      }),
    addHostAdmin: (userName = 'admin') =>
      withHost(database, { actor: SYSTEM_ACTOR, reason: 'test host admin', kind: 'system' }, (tx) =>
        createHostUser(tx, { userName, name: '平台管理员', passwordHash: hash, admin: true }),
      ),
    close: dispose,
  };
}

/** JSON request helper over app.request(). */
export async function call(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export async function login(app: Hono<AppEnv>, tenantName: string | null, userName: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<TokenResponse> {
  const response = await call(app, 'POST', '/api/eticket/token', {
    body: tenantName === null ? { userName, password } : { tenantName, userName, password },
    headers,
  });
  if (response.status !== 200) throw new Error(`login ${String(tenantName)}/${userName} failed: ${response.status} ${response.text}`);
  return response.body as TokenResponse;
}

/** Direct database access for assertions, as the superuser/owner (never used by the app itself). */
export async function ownerRows<T>(database: Database, text: string, params: unknown[] = []): Promise<T[]> {
  if (database.kind === 'pglite') return (await database.client.query<T>(text, params)).rows;
  return (await database.pool.query(text, params)).rows as T[];
}


/** The messages of an expected failure and its causes (drizzle wraps driver errors as "Failed query: …"). */
export async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const messages: string[] = [];
    let current: unknown = error;
    while (current instanceof Error) {
      messages.push(current.message);
      current = current.cause;
    }
    return messages.join('\n');
  }
  throw new Error('expected the operation to fail');
}
