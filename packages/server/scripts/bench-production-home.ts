/**
 * GET /api/eticket/production/home with 1,000,000 work records in one tenant, on PostgreSQL, over HTTP
 * (figures in docs/benchmarks.md, section "Production overview: GET production/home with 1,000,000 work records").
 *
 *   cd packages/server && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-production-home.ts [--records 1000000] [--days 365] [--requests 500] [--connections 1] [--workers 40]
 *
 * A fresh database et_test_<random> (dropped after) gets a tenant with a producing order of 120 bundles,
 * `workers` workers and `records` work records spread evenly over them and the last `days` business days
 * (3 % revoked), written in one generate_series INSERT; then the per-day totals are rebuilt from them (the
 * scans keep them, the bulk load did not scan) and VACUUM ANALYZE runs (what autovacuum does soon after). The app listens on a
 * real port in this process; `connections` clients send `requests` GETs in all, each timed from send to the
 * last byte of the answer (token check, one tenant transaction with the role and RLS, the board's queries).
 */
import { serve } from '@hono/node-server';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import type { GenerateBundlesResultDto } from '@eticket/core/production';
import type { ProductionHomeDto } from '@eticket/core/production-board';
import { businessDateIn } from '@eticket/core/production-board';
import { withTenant } from '../src/db/context';
import { createTenantUser, StaticRoles } from '../src/identity/provisioning';
import { rebuildDayTotals } from '../src/modules/scanning/ticket-logs.service';
import { createTestServer, login, ownerRows, TEST_DATABASE_URL } from '../src/test/fixtures';
import { newBed, producingOrder, splitPlan } from '../src/modules/production/test-data';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const RECORDS = Number(arg('records', '1000000'));
const DAYS = Number(arg('days', '365'));
const REQUESTS = Number(arg('requests', '500'));
const CONNECTIONS = Number(arg('connections', '1'));
const WORKERS = Number(arg('workers', '40'));

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

if (TEST_DATABASE_URL === undefined) throw new Error('set DATABASE_URL (a role that may create databases)');

const s = await createTestServer('postgres', { env: { PRINCIPAL_CACHE_SECONDS: '5' } });
const server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
try {
  const tenant = await s.addTenant('bench');
  const { api, order } = await producingOrder(s, tenant, 'BENCH-1');
  const today = businessDateIn(s.clock.now(), 'Asia/Shanghai');
  const bed = await newBed(api, order.id, { cutDate: today });
  const generated = await api<GenerateBundlesResultDto>('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(100, 10));
  if (generated.status !== 200) throw new Error(generated.text);

  // A floor of workers, so the day totals use every slot of a day as a real tenant's do.
  const workerIds = await withTenant(s.database, tenant.id, async (tx) => {
    const ids: string[] = [];
    for (let i = 1; i <= WORKERS; i++) ids.push(await createTenantUser(tx, tenant.id, { userName: `w${String(i)}`, name: `工人${String(i)}`, passwordHash: 'x', roleName: StaticRoles.worker }));
    return ids;
  });

  const loadStarted = performance.now();
  // Bundles and procedures round-robin, workers in turn on every day; 1–20 pieces at 0.35–1.20 a piece; a time of day within the business day.
  await ownerRows(
    s.database,
    `with b as (select array_agg(id order by bundle_no) ids from bundles where order_id = $2),
          p as (select array_agg(id order by seq) ids, array_agg(name order by seq) names from order_procedures where order_id = $2),
          u as (select $3::uuid[] ids)
     insert into ticket_logs (tenant_id, user_id, order_id, bundle_id, order_procedure_id, procedure_name, qty, unit_price, amount,
                              business_date, occurred_at, source, reported_by_user_id, status, client_request_id)
     select $1, u.ids[1 + (g / $5) % array_length(u.ids, 1)], $2, b.ids[1 + g % array_length(b.ids, 1)], p.ids[1 + g % array_length(p.ids, 1)], p.names[1 + g % array_length(p.ids, 1)],
            1 + g % 20, 0.35 + (g % 4) * 0.283333, (1 + g % 20) * (0.35 + (g % 4) * 0.283333),
            $4::date - (g % $5)::int, ($4::date - (g % $5)::int) + time '08:00' + (g % 36000) * interval '1 second' - interval '8 hours',
            'web', u.ids[1 + (g / $5) % array_length(u.ids, 1)], case when g % 33 = 0 then 'revoked' else 'valid' end, 'bench-' || g
     from generate_series(1, $6::int) g, b, p, u`,
    [tenant.id, order.id, workerIds, today, DAYS, RECORDS],
  );
  const totalsStarted = performance.now();
  // The per-day totals the scans keep, for records loaded around the scan.
  await withTenant(s.database, tenant.id, (tx) => rebuildDayTotals(tx, tenant.id));
  const totalsSeconds = (performance.now() - totalsStarted) / 1000;
  // What autovacuum does to an insert-heavy table soon after (PostgreSQL ≥ 13): statistics and the visibility
  // map, without which an index-only scan still visits the heap.
  await ownerRows(s.database, 'vacuum analyze ticket_logs');
  await ownerRows(s.database, 'vacuum analyze production_day_totals');
  await ownerRows(s.database, 'analyze');
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  const port = (server.address() as AddressInfo).port;
  const { accessToken } = await login(s.app, 'bench', 'admin');
  const url = `http://127.0.0.1:${String(port)}/api/eticket/production/home`;
  const get = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${String(response.status)} ${body.slice(0, 300)}`);
    return { ms: performance.now() - started, body };
  };
  const first = JSON.parse((await get()).body) as ProductionHomeDto;
  // The database's own time for the day read (month to date or the chart's 14 days, whichever is longer), as the request runs it.
  const plan = await ownerRows<{ 'QUERY PLAN': string }>(
    s.database,
    `explain (analyze, buffers) select business_date, sum(qty)::int, coalesce(sum(amount) filter (where business_date = $2::date), 0)::text from production_day_totals
     where tenant_id = $1 and business_date between least(date_trunc('month', $2::date)::date, $2::date - 13) and $2::date group by business_date`,
    [tenant.id, today],
  );
  for (let i = 0; i < 20; i++) await get(); // warm-up
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < REQUESTS) {
        next += 1;
        samples.push((await get()).ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = samples.sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(1);
  // The floor of any tenant GET on this machine now: the notice list (token, one tenant transaction, a small read).
  const noticeUrl = `http://127.0.0.1:${String(port)}/api/eticket/notice`;
  const floor: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await (await fetch(noticeUrl, { headers: { authorization: `Bearer ${accessToken}` } })).text();
    floor.push(performance.now() - t0);
  }
  floor.sort((a, b) => a - b);
  console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
  console.log(`| GET notice (floor of a tenant GET, same run) | p50 ${f(percentile(floor, 50))} ms, p95 ${f(percentile(floor, 95))} ms (n=200) |`);
  console.log(`load: ${String(RECORDS)} records over ${String(DAYS)} days in ${loadSeconds.toFixed(0)} s (day totals rebuilt in ${totalsSeconds.toFixed(1)} s); loadavg ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`today ${first.today}: ${String(first.piecesToday)} pcs today, ${String(first.piecesMonth)} this month, wage ${first.wageToday}`);
  console.log(
    `| GET production/home, ${String(RECORDS)} records / ${String(DAYS)} days, ${String(CONNECTIONS)} connection(s) | p50 ${f(percentile(sorted, 50))} ms, **p95 ${f(percentile(sorted, 95))} ms**, p99 ${f(percentile(sorted, 99))} ms, max ${f(sorted.at(-1) ?? 0)} ms (n=${String(sorted.length)}, ${(sorted.length / seconds).toFixed(0)} req/s) |`,
  );
} finally {
  server.close();
  await s.close();
}
