/**
 * Throughput of the hot endpoints, on PGlite and PostgreSQL, at 50 connections (docs/benchmarks.md).
 *
 *   npx tsx scripts/bench.ts [--engine pglite|postgres|both] [--connections 50] [--duration 15] [--only notices]
 *     [--profile DIR]   (the server writes a V8 CPU profile into DIR when it stops)
 *
 * PostgreSQL uses DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) as an admin connection: a
 * fresh database et_bench_<random> is created and dropped afterwards. The bench first seeds the demo
 * data plus 50 workers (bench0…bench49, production scrypt), then runs the server as a child process
 * (`node --import tsx src/main.ts`) and autocannon in this process, so the figures include the HTTP
 * stack, the per-request transaction with SET ROLE + tenant setting, and RLS.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { PasswordHasher } from '../src/auth/password';
import { openDatabase } from '../src/db/client';
import { asTenant, SYSTEM_ACTOR, withHost } from '../src/db/context';
import { migrateDatabase } from '../src/db/migrate';
import { tenants } from '../src/db/schema/index';
import { loadEnv } from '../src/env';
import { arg, autocannon, benchDatabase, startServer, type AutocannonOptions } from './bench-server';
import { createTenantUser, StaticRoles } from '../src/identity/provisioning';
import { seedDemoData } from '../src/seed/demo';
import { databaseCpuMs, processCpuMs } from './proc-cpu';


const BENCH_USERS = 50;


const connections = Number(arg('connections', '50'));
const duration = Number(arg('duration', '15'));
const engines = arg('engine', 'both') === 'both' ? ['pglite', 'postgres'] : [arg('engine', 'pglite')];
const adminUrl = loadEnv().databaseUrl;
/** Run only the scenarios whose name contains this text (e.g. `notices`); all by default. */
const only = arg('only', '');
const profileDir = arg('profile', '');

interface Result {
  engine: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU time per answered request (ms): the server process, the PostgreSQL backends of the bench database. */
  serverCpu: number;
  databaseCpu: number;
}

async function seed(url: string | undefined, dataDir: string | undefined): Promise<void> {
  const database = await openDatabase({ url, dataDir });
  try {
    await migrateDatabase(database);
    const hasher = new PasswordHasher();
    await seedDemoData(database, hasher);
    const hash = await hasher.hash('1q2w3E*');
    await withHost(database, { actor: SYSTEM_ACTOR, reason: 'bench users', kind: 'system' }, async (tx) => {
      const [demo] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.normalizedName, 'demo'));
      if (!demo) throw new Error('demo tenant missing');
      await tx.update(tenants).set({ userQuota: 1000 }).where(eq(tenants.id, demo.id));
      await asTenant(tx, demo.id, async (t) => {
        for (let i = 0; i < BENCH_USERS; i += 1) {
          await createTenantUser(t, demo.id, { userName: `bench${String(i)}`, name: `压测${String(i)}`, passwordHash: hash, roleName: StaticRoles.worker });
        }
      });
    });
  } finally {
    await database.close();
  }
}


function num(value: unknown, path: string[]): number {
  let current: unknown = value;
  for (const key of path) current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined;
  return typeof current === 'number' ? current : NaN;
}

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${String(response.status)} ${await response.text()}`);
  return response.json();
}

async function benchEngine(engine: string): Promise<Result[]> {
  const env: Record<string, string> = { JWT_SECRET: randomBytes(32).toString('hex') };
  const target = await benchDatabase(engine, adminUrl, 'eticket-bench');
  Object.assign(env, target.env);
  await seed(target.url, target.dataDir);
  const cleanup = target.cleanup;
  // PGlite runs inside the server process: its CPU counts as the server's.
  const databaseName = target.databaseName;
  const { child, port } = await startServer(env, profileDir === '' ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  const base = `http://127.0.0.1:${String(port)}`;
  const results: Result[] = [];
  try {
    const session = (await postJson(`${base}/api/eticket/token`, { tenantName: 'demo', userName: 'admin', password: '1q2w3E*' })) as { accessToken: string };
    const lang = { 'accept-language': 'c=zh-Hans|uic=zh-Hans' };
    // What a browser sends: it always accepts gzip.
    const browser = { ...lang, 'accept-encoding': 'gzip, deflate, br' };
    const admin = { authorization: `Bearer ${session.accessToken}` };
    const config = '/api/abp/application-configuration';
    const small = `${config}?includeLocalizationResources=false`;
    let next = 0;
    const scenarios: [string, Omit<AutocannonOptions, 'url' | 'connections' | 'duration'>][] = [
      // What the web app sends (api-client: texts ship with the app, so the configuration comes without them).
      ['application-configuration as the web app asks (no texts), anonymous', { requests: [{ path: small, headers: browser }] }],
      ['application-configuration as the web app asks (no texts), tenant admin', { requests: [{ path: small, headers: { ...browser, ...admin } }] }],
      // ABP's default (includeLocalizationResources=true): the ≈ 29 KB zh-Hans texts in every answer.
      ['application-configuration with texts, anonymous (gzip)', { requests: [{ path: config, headers: browser }] }],
      ['application-configuration with texts, tenant admin (gzip)', { requests: [{ path: config, headers: { ...browser, ...admin } }] }],
      ['application-configuration with texts, tenant admin, no compression', { requests: [{ path: config, headers: { ...lang, ...admin } }] }],
      [
        'notices, tenant admin (transaction + RLS every request)',
        { requests: [{ path: '/api/eticket/notice', headers: { ...lang, ...admin } }] },
      ],
      [
        `login, ${String(BENCH_USERS)} workers in turn (scrypt N=2^17)`,
        {
          timeout: 60,
          requests: [
            {
              method: 'POST',
              path: '/api/eticket/token',
              headers: { 'content-type': 'application/json' },
              setupRequest: (request) => {
                next = (next + 1) % BENCH_USERS;
                return { ...request, body: JSON.stringify({ tenantName: 'demo', userName: `bench${String(next)}`, password: '1q2w3E*' }) };
              },
            },
          ],
        },
      ],
    ];
    for (const [scenario, options] of scenarios.filter(([name]) => name.includes(only))) {
      process.stderr.write(`${engine}: ${scenario} …\n`);
      const before = { server: processCpuMs(child.pid ?? 0), database: databaseCpuMs(databaseName) };
      const r = await autocannon({ url: base, connections, duration, ...options });
      const answered = num(r, ['requests', 'total']);
      results.push({
        engine,
        scenario,
        requestsPerSecond: num(r, ['requests', 'average']),
        p50: num(r, ['latency', 'p50']),
        p99: num(r, ['latency', 'p99']),
        non2xx: num(r, ['non2xx']),
        errors: num(r, ['errors']),
        timeouts: num(r, ['timeouts']),
        serverCpu: (processCpuMs(child.pid ?? 0) - before.server) / answered,
        databaseCpu: (databaseCpuMs(databaseName) - before.database) / answered,
      });
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolveExit) => child.once('exit', resolveExit));
    await cleanup();
  }
  return results;
}

const loadBefore = loadavg()[0] ?? 0;
const all: Result[] = [];
for (const engine of engines) all.push(...(await benchEngine(engine)));
process.stdout.write(
  `\n${String(cpus().length)} CPUs, Node ${process.version}, ${String(connections)} connections × ${String(duration)} s; ` +
    `1-min load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
);
process.stdout.write(
  `\n| engine | scenario | req/s | p50 ms | p99 ms | non-2xx | errors | timeouts | server CPU ms/req | database CPU ms/req |\n` +
    `|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n`,
);
for (const r of all) {
  process.stdout.write(
    `| ${r.engine} | ${r.scenario} | ${r.requestsPerSecond.toFixed(0)} | ${String(r.p50)} | ${String(r.p99)} | ${String(r.non2xx)} | ${String(r.errors)} | ${String(r.timeouts)} | ${r.serverCpu.toFixed(2)} | ${r.engine === 'postgres' ? r.databaseCpu.toFixed(2) : '–'} |\n`,
  );
}
