import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** What the HTTP benchmarks share: their command-line options and the server they start as a child process. */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called before each request; `context` is per connection (autocannon keeps it for the connection's life). */
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
export interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  requests?: AutocannonRequest[];
  method?: string;
  headers?: Record<string, string>;
}
/** The run: a promise of the summary, and an emitter of every response (status, bytes, latency in ms). */
export type AutocannonRun = Promise<unknown> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, latencyMs: number) => void): void;
};
// autocannon ships no types; only the fields used here.
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => AutocannonRun;

/** `--name value` from the command line, or the fallback. */
export function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** `node [nodeArgs] --import tsx src/main.ts` on a free port with `env` (warnings only, no demo data); resolves once it listens. */
export function startServer(env: Record<string, string>, nodeArgs: readonly string[] = []): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: { ...process.env, ...env, PORT: '0', LOG_LEVEL: 'warn', NO_DEMO_DATA: 'true' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /Eticket: http:\/\/localhost:(\d+)/.exec(buffer);
      if (match?.[1] !== undefined) resolveStart({ child, port: Number(match[1]) });
    });
    child.on('exit', (code) => {
      reject(new Error(`server exited with ${String(code)}`));
    });
  });
}

/** Where a bench's server keeps its data: a fresh PGlite directory or a fresh PostgreSQL database, both dropped by `cleanup`. */
export interface BenchDatabase {
  /** What the server child needs (DATA_DIR or DATABASE_URL; an empty DATABASE_URL keeps PGlite from inheriting the admin URL). */
  env: Record<string, string>;
  url: string | undefined;
  dataDir: string | undefined;
  /** The PostgreSQL database's name (null on PGlite), for reading its backends' CPU. */
  databaseName: string | null;
  cleanup: () => Promise<void>;
}

export async function benchDatabase(engine: string, adminUrl: string | undefined, prefix: string): Promise<BenchDatabase> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    return {
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      url: undefined,
      dataDir: dir,
      databaseName: null,
      cleanup: () => {
        rmSync(dir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  if (adminUrl === undefined) throw new Error('set DATABASE_URL for the PostgreSQL run');
  const name = `et_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    url: url.toString(),
    dataDir: undefined,
    databaseName: name,
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
