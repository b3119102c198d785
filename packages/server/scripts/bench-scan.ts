/**
 * The scan API under load (docs/benchmarks.md, section "Scanning"): 50 connections for 30 s, each request a
 * scan of 1 piece of a random procedure on a random one of ≈ 5,000 bundles, by 50 workers, every request
 * with a fresh clientRequestId. Afterwards the database is checked: no (bundle, procedure) over-claimed,
 * every claim counter equal to Σ of its live records, one record per accepted scan.
 *
 *   cd packages/server && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-scan.ts [--engine pglite|postgres|both] [--connections 50] [--duration 30]
 *
 * The server runs as a child process (`node --import tsx src/main.ts`) and the load comes from this process
 * (autocannon, one keep-alive connection per worker slot), so figures include HTTP, the per-request transaction with the
 * tenant role, RLS and the audit row. Latencies are measured per request here (exact percentiles).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { PasswordHasher } from '../src/auth/password';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { asTenant, SYSTEM_ACTOR, withHost } from '../src/db/context';
import { migrateDatabase } from '../src/db/migrate';
import { createTenant, createTenantUser, StaticRoles } from '../src/identity/provisioning';
import { loadEnv } from '../src/env';
import { arg, autocannon, benchDatabase, startServer } from './bench-server';
import { databaseCpuMs, processCpuMs } from './proc-cpu';



const connections = Number(arg('connections', '50'));
const duration = Number(arg('duration', '30'));
const WARMUP_SECONDS = 3;
const engines = arg('engine', 'both') === 'both' ? ['pglite', 'postgres'] : [arg('engine', 'pglite')];
const adminUrl = loadEnv().databaseUrl;
const profileDir = arg('profile', '');
const WORKERS = 50;
const PASSWORD = '1q2w3E*';
const COLORS = ['黑色', '白色', '藏青'];
const SIZES = ['S', 'M', 'L', 'XL'];
/** 5 beds × 12 cells × 84 bundles of 10 pieces = 5,040 bundles. */
const BEDS = 5;
const BUNDLES_PER_CELL = 84;

interface Result {
  engine: string;
  scans: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  refused: number;
  errors: number;
  overClaimed: number;
  counterDrift: number;
  records: number;
  bundles: number;
  /** CPU ms per scan: the server process (PGlite included), the PostgreSQL backends, this load generator. */
  serverCpu: number;
  databaseCpu: number;
  clientCpu: number;
  /** Accepted scans of the unmeasured warm-up (their records are in the count too). */
  warmAccepted: number;
}

/** The tenant, its admin and 50 workers, and a style with three procedures (owner connection). */
async function seed(database: Database): Promise<void> {
  await migrateDatabase(database);
  const hash = await new PasswordHasher().hash(PASSWORD);
  await withHost(database, { actor: SYSTEM_ACTOR, reason: 'bench scan', kind: 'system' }, async (tx) => {
    const { tenantId } = await createTenant(tx, {
      name: 'scanbench',
      displayName: '扫菲压测厂',
      userQuota: 1000,
      expireDate: null,
      isActive: true,
      admin: { userName: 'admin', name: '管理员', passwordHash: hash },
    });
    await asTenant(tx, tenantId, async (t) => {
      for (let i = 0; i < WORKERS; i += 1) {
        await createTenantUser(t, tenantId, { userName: `w${String(i)}`, name: `工人${String(i)}`, passwordHash: hash, roleName: StaticRoles.worker });
      }
    });
  });
  const [tenant] = await queryRows<{ id: string }>(database.db, sql`select id from tenants where normalized_name = 'scanbench'`);
  if (!tenant) throw new Error('no tenant');
  const colors = JSON.stringify(COLORS.map((name) => ({ name, code: null })));
  const sizes = JSON.stringify(SIZES.map((name) => ({ name })));
  const [product] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into products (tenant_id, style_no, normalized_style_no, name, colors, sizes)
      values (${tenant.id}, 'BENCH', 'bench', '压测衬衫', ${colors}::jsonb, ${sizes}::jsonb) returning id`,
  );
  if (!product) throw new Error('no product');
  for (const [seq, name, price] of [
    [1, '做领', '1.20'],
    [2, '上领', '0.80'],
    [3, '钉扣', '0.35'],
  ] as const) {
    await database.db.execute(sql`insert into product_procedures (tenant_id, product_id, seq, name, stage, default_price, price_mode, show_price)
      values (${tenant.id}, ${product.id}, ${seq}, ${name}, 'sewing', ${price}, 'default', true)`);
  }
}


async function request<T>(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${String(response.status)} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

const login = (base: string, userName: string) =>
  request<{ accessToken: string }>(base, 'POST', '/api/eticket/token', null, { tenantName: 'scanbench', userName, password: PASSWORD }).then((r) => r.accessToken);

/** Order → confirm → beds → bundles through the API; returns the bundle codes and the procedure ids. */
async function prepareFloor(base: string, admin: string): Promise<{ codes: string[]; procedures: string[] }> {
  const products = await request<{ items: { id: string }[] }>(base, 'GET', '/api/eticket/product?maxResultCount=10', admin);
  const productId = products.items[0]?.id ?? '';
  const order = await request<{ id: string }>(base, 'POST', '/api/eticket/order', admin, {
    orderNo: 'BENCH-SCAN',
    customerPoNo: null,
    productId,
    customerId: null,
    orderDate: '2026-11-01',
    deliveryDate: '2026-12-31',
    colors: COLORS,
    sizes: SIZES,
    quantities: COLORS.map(() => SIZES.map(() => BEDS * BUNDLES_PER_CELL * 10)),
    remark: null,
  });
  const confirmed = await request<{ procedures: { id: string }[] }>(base, 'POST', `/api/eticket/order/${order.id}/confirm`, admin);
  const codes: string[] = [];
  for (let bed = 0; bed < BEDS; bed += 1) {
    const created = await request<{ id: string }>(base, 'POST', '/api/eticket/cuttingTime', admin, {
      orderId: order.id,
      cutDate: '2026-11-03',
      cutterUserId: null,
      cutterName: '压测',
      fabricName: null,
      fabricColor: null,
      dyeLot: null,
      markerNo: null,
      markerLength: null,
      markerWidth: null,
      lossRate: null,
      ratios: SIZES.map((size) => ({ size, ratio: 1 })),
      colors: COLORS.map((color) => ({ color, layers: BUNDLES_PER_CELL * 10 })),
      remark: null,
      ticketNote: null,
    });
    await request(base, 'POST', `/api/eticket/cuttingTime/${created.id}/generateBundles`, admin, {
      mode: 'split',
      colors: COLORS,
      sizes: SIZES,
      grid: COLORS.map(() => SIZES.map(() => ({ input: BUNDLES_PER_CELL * 10, bundles: BUNDLES_PER_CELL }))),
      startNo: null,
      customNumbers: null,
      dyeLots: null,
    });
    for (let skip = 0; ; skip += 1000) {
      const page = await request<{ items: { code: string }[]; totalCount: number }>(base, 'GET', `/api/eticket/bundle?cuttingTimeId=${created.id}&maxResultCount=1000&skipCount=${String(skip)}`, admin);
      codes.push(...page.items.map((b) => b.code));
      if (skip + 1000 >= page.totalCount) break;
    }
  }
  return { codes, procedures: confirmed.procedures.map((p) => p.id) };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** `connections` keep-alive loops for `duration` seconds, each scanning 1 piece of a random (bundle, procedure). */
/**
 * The load: autocannon (a lean load generator, so the two cores go to the server and the database rather than
 * to the client), each connection signed in as one of the workers, every request a new body.
 */
async function load(base: string, tokens: readonly string[], codes: readonly string[], procedures: readonly string[], seconds: number) {
  const latencies: number[] = [];
  let refused = 0;
  let errors = 0;
  let nextToken = 0;
  const firstRefusals: string[] = [];
  const run = autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/eticket/ticketLog/scan',
        setupRequest: (request, context) => {
          if (context.token === undefined) {
            context.token = tokens[nextToken % tokens.length] ?? '';
            nextToken += 1;
          }
          const body = JSON.stringify({
            code: codes[Math.floor(Math.random() * codes.length)],
            orderProcedureId: procedures[Math.floor(Math.random() * procedures.length)],
            qty: 1,
            clientRequestId: randomUUID(),
            source: 'app',
          });
          return { ...request, headers: { 'content-type': 'application/json', authorization: `Bearer ${String(context.token)}` }, body };
        },
        onResponse: (status, body) => {
          if (status !== 200 && status < 500 && firstRefusals.length < 3) firstRefusals.push(`${String(status)} ${body.slice(0, 200)}`);
        },
      },
    ],
  });
  run.on('response', (_client, status, _bytes, latencyMs) => {
    latencies.push(latencyMs);
    if (status >= 500) errors += 1;
    else if (status !== 200) refused += 1;
  });
  const started = performance.now();
  const summary = await run;
  const elapsedSeconds = (performance.now() - started) / 1000;
  errors += num(summary, 'errors') + num(summary, 'timeouts');
  latencies.sort((a, b) => a - b);
  for (const r of firstRefusals) process.stderr.write(`refused: ${r}\n`);
  return { scans: latencies.length, perSecond: latencies.length / elapsedSeconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), refused, errors };
}

function num(value: unknown, key: string): number {
  const found = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof found === 'number' ? found : 0;
}

/** The invariants after the run, read with the owner connection. */
async function check(database: Database) {
  const [row] = await queryRows<{ overClaimed: number; counterDrift: number; records: number; bundles: number }>(
    database.db,
    sql`with live as (
        select bundle_id, order_procedure_id, sum(qty)::int as qty, count(*)::int as n from ticket_logs
        where status in ('pending', 'valid', 'settled') group by bundle_id, order_procedure_id
      )
      select
        (select count(*)::int from live join bundles b on b.id = live.bundle_id where live.qty > b.qty) as "overClaimed",
        (select count(*)::int from bundle_procedure_claims c full join live on live.bundle_id = c.bundle_id and live.order_procedure_id = c.order_procedure_id
          where coalesce(c.qty, 0) <> coalesce(live.qty, 0)) as "counterDrift",
        (select count(*)::int from ticket_logs) as records,
        (select count(*)::int from bundles) as bundles`,
  );
  if (!row) throw new Error('no check row');
  return row;
}

async function benchEngine(engine: string): Promise<Result> {
  const env: Record<string, string> = { JWT_SECRET: randomBytes(32).toString('hex') };
  const target = await benchDatabase(engine, adminUrl, 'eticket-bench-scan');
  Object.assign(env, target.env);
  const open = () => openDatabase({ url: target.url, dataDir: target.dataDir });
  const cleanup = target.cleanup;
  try {
    const seeding = await open();
    await seed(seeding);
    await seeding.close();
    const { child, port } = await startServer(env, profileDir === '' ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
    const base = `http://127.0.0.1:${String(port)}`;
    let warmAccepted = 0;
    let measured: Awaited<ReturnType<typeof load>> & Pick<Result, 'serverCpu' | 'databaseCpu' | 'clientCpu'>;
    try {
      const admin = await login(base, 'admin');
      process.stderr.write(`${engine}: preparing ${String(BEDS * 12 * BUNDLES_PER_CELL)} bundles …\n`);
      const floor = await prepareFloor(base, admin);
      const tokens: string[] = [];
      for (let i = 0; i < WORKERS; i += 2) tokens.push(...(await Promise.all([login(base, `w${String(i)}`), login(base, `w${String(i + 1)}`)])));
      // A short unmeasured warm-up puts work records in, then the statistics a running database would have of
      // its tables (autovacuum takes a minute to notice new rows; a plan made for empty tables is no real one).
      process.stderr.write(`${engine}: warm-up ${String(WARMUP_SECONDS)} s …\n`);
      const warm = await load(base, tokens, floor.codes, floor.procedures, WARMUP_SECONDS);
      warmAccepted = warm.scans - warm.refused - warm.errors;
      const analyzing = await open();
      await analyzing.db.execute(sql`analyze`);
      await analyzing.close();
      process.stderr.write(`${engine}: ${String(connections)} connections × ${String(duration)} s …\n`);
      const before = { server: processCpuMs(child.pid ?? 0), database: databaseCpuMs(target.databaseName), client: process.cpuUsage() };
      const loaded = await load(base, tokens, floor.codes, floor.procedures, duration);
      const client = process.cpuUsage(before.client);
      const per = Math.max(loaded.scans, 1);
      measured = {
        ...loaded,
        serverCpu: (processCpuMs(child.pid ?? 0) - before.server) / per,
        databaseCpu: (databaseCpuMs(target.databaseName) - before.database) / per,
        clientCpu: (client.user + client.system) / 1000 / per,
      };
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolveExit) => child.once('exit', resolveExit));
    }
    const checking = await open();
    const checked = await check(checking);
    await checking.close();
    return { engine, ...measured, ...checked, warmAccepted };
  } finally {
    await cleanup();
  }
}

/**
 * One record per accepted scan (warm-up and measured run). autocannon stops at each deadline with up to one
 * request per connection still in flight: the server may have committed those without the answer being
 * counted, so they may add records.
 */
function recordsMatch(r: Result): boolean {
  const accepted = r.scans - r.refused - r.errors + r.warmAccepted;
  return r.records >= accepted && r.records <= accepted + 2 * connections;
}

const loadBefore = loadavg()[0] ?? 0;
const results: Result[] = [];
for (const engine of engines) results.push(await benchEngine(engine));
process.stdout.write(
  `\n${String(cpus().length)} CPUs, Node ${process.version}, ${String(connections)} connections × ${String(duration)} s; ` +
    `1-min load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
);
process.stdout.write(
  '\n| engine | scans | scans/s | p50 ms | p95 ms | p99 ms | refused | errors | bundles | records | over-claimed (bundle, procedure) | counter ≠ Σ records | CPU ms/scan server · database · load generator |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n',
);
for (const r of results) {
  process.stdout.write(
    `| ${r.engine} | ${String(r.scans)} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${String(r.refused)} | ${String(r.errors)} | ${String(r.bundles)} | ${String(r.records)} | ${String(r.overClaimed)} | ${String(r.counterDrift)} | ${r.serverCpu.toFixed(2)} · ${r.databaseCpu.toFixed(2)} · ${r.clientCpu.toFixed(2)} |\n`,
  );
}
if (results.some((r) => r.errors > 0 || r.overClaimed > 0 || r.counterDrift > 0 || !recordsMatch(r))) process.exitCode = 1;
