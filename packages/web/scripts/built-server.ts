// The real server on the web build, for scripts that measure what it sends (wire-budget, lighthouse):
// a free port, a temp PGlite, stopped and cleaned up by `stop()`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { storeTokens } from '@eticket/core/session';

export interface BuiltServer {
  base: string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address !== null && typeof address === 'object') done(address.port);
        else fail(new Error('no free port'));
      });
    });
  });
}

function answers(url: string): Promise<boolean> {
  return new Promise((done) => {
    get(url, (res) => {
      res.resume();
      done(res.statusCode === 200);
    }).on('error', () => {
      done(false);
    });
  });
}

/** `--base-url <url>` on the command line: measure a server that is already up instead of starting one. */
export function givenBaseUrl(argv: readonly string[]): string | undefined {
  const at = argv.indexOf('--base-url');
  return at >= 0 ? argv[at + 1] : undefined;
}

/** Start `packages/server` on `webDir/dist`; `demoData` seeds the demo accounts (slower: password hashing). */
export async function startBuiltServer(webDir: string, { demoData }: { demoData: boolean }): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'eticket-built-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: resolve(webDir, '../server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NO_DEMO_DATA: demoData ? '' : '1',
      // Always the fresh PGlite: a shared PostgreSQL database is not ours to seed.
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      WEB_DIST: join(webDir, 'dist'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${String(port)}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  // The API answers once migrations (and the demo data) are done.
  while (!(await answers(`${base}/api/abp/application-configuration`))) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${String(child.exitCode)}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not start within 180 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop };
}

const DEMO = { tenantName: 'demo', userName: 'admin', password: '1q2w3E*' };

/** The local-storage entries of a browser signed in as a demo tenant user (its admin unless named), written by the core exactly as after a login. */
export async function demoSession(base: string, userName: string = DEMO.userName): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/eticket/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...DEMO, userName }) });
  if (!res.ok) throw new Error(`demo login failed (HTTP ${String(res.status)}); the server needs the demo data`);
  const tokens = (await res.json()) as Parameters<typeof storeTokens>[1];
  const entries = new Map<string, string>();
  storeTokens(
    { getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => entries.set(key, value), removeItem: (key) => entries.delete(key) },
    tokens,
    { now: () => Date.now() },
  );
  return Object.fromEntries(entries);
}
