/**
 * The wage reports over a company's quarter of work records, on PGlite and PostgreSQL (figures in
 * docs/benchmarks.md, section "Wage reports").
 *
 *   cd packages/server && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-wage-reports.ts [--records 200000] [--requests 20] [--engine postgres] [--explain]
 *
 * Without DATABASE_URL only PGlite runs; `--engine` picks one. The floor of bench-reports.ts (500 workers, 10 orders, `--records`
 * over 90 days); each figure is a whole HTTP request through the app in-process (token, data scope, one
 * transaction with the tenant role and RLS) over November, as the admin. `--explain` prints PostgreSQL's plan
 * of each statement of the pivot (run as the owner, so without the tenant role's row policies).
 */
import type { WageReportDimension } from '@eticket/core/wages';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { loadavg } from 'node:os';
import { keyTotalsSql, workerKeyCellsSql, workerPageSql, type ReportSource } from '../src/modules/wages/wage-report.store';
import { createTestServer, ENGINES, login, ownerRows, type TestServer } from '../src/test/fixtures';
import { analyze, arg, seedReportFloor, timeRequests, WORKERS } from './bench-report-floor';

const RECORDS = Number(arg('records', '200000'));
const REQUESTS = Number(arg('requests', '20'));
const EXPLAIN = process.argv.includes('--explain');
const ONLY = arg('engine', '');
const NOV = 'periodStart=2026-11-01&periodEnd=2026-11-30';

/** What is measured: one line each (`{worker}` is a worker with work in November). */
const ENDPOINTS: readonly { name: string; path: string }[] = [
  { name: 'pivot by order, a page of 20 workers', path: `/api/eticket/wage/report?${NOV}&by=order&maxResultCount=20` },
  { name: 'pivot by procedure, a page of 20', path: `/api/eticket/wage/report?${NOV}&by=procedure&maxResultCount=20` },
  { name: 'pivot by day (30 columns), a page of 20', path: `/api/eticket/wage/report?${NOV}&by=day&maxResultCount=20` },
  { name: 'pivot by day, the last page', path: `/api/eticket/wage/report?${NOV}&by=day&maxResultCount=20&skipCount=480` },
  { name: 'pivot by day as .xlsx (every worker)', path: `/api/eticket/wage/report/export?${NOV}&by=day` },
  { name: "a worker's month", path: '/api/eticket/wage/userSalaryMonthReport?userId={worker}&month=2026-11' },
];

async function explain(s: TestServer, tenantId: string): Promise<void> {
  const source: ReportSource = { tenantId, periodStart: '2026-11-01', periodEnd: '2026-11-30', workers: sql`u.tenant_id = ${tenantId}`, orderId: null, productId: null };
  const dialect = new PgDialect();
  const page = await ownerRows<{ id: string }>(s.database, 'select id from users where tenant_id = $1 and is_worker order by employee_no limit 20', [tenantId]);
  const statements: [string, ReturnType<typeof keyTotalsSql>][] = [
    ...(['order', 'procedure', 'day'] as const satisfies readonly WageReportDimension[]).map((by): [string, ReturnType<typeof keyTotalsSql>] => [`columns by ${by}`, keyTotalsSql(source, by)]),
    ['page of workers', workerPageSql(source, 20, 0)],
    ['cells of 20 workers by day', workerKeyCellsSql(source, 'day', page.map((u) => u.id))],
  ];
  for (const [name, statement] of statements) {
    const query = dialect.sqlToQuery(statement);
    const plan = await ownerRows<{ 'QUERY PLAN': string }>(s.database, `explain (analyze, costs off, timing off, summary on) ${query.sql}`, query.params);
    console.log(`\n#### ${name}\n\n\`\`\`\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
  }
}

async function benchEngine(engine: (typeof ENGINES)[number]): Promise<[string, string][]> {
  const s = await createTestServer(engine, { env: { PRINCIPAL_CACHE_SECONDS: '5' } });
  try {
    const tenant = await s.addTenant('bench', { userQuota: WORKERS + 10 });
    const seeded = performance.now();
    await seedReportFloor(s, tenant.id, tenant.name, RECORDS);
    await analyze(s);
    console.log(`${engine}: seeded ${String(RECORDS)} records in ${((performance.now() - seeded) / 1000).toFixed(0)} s`);
    const [worker] = await ownerRows<{ id: string }>(s.database, "select user_id as id from ticket_logs where tenant_id = $1 and business_date >= '2026-11-01' limit 1", [tenant.id]);
    const { accessToken: token } = await login(s.app, 'bench', 'admin');
    const rows: [string, string][] = [];
    for (const endpoint of ENDPOINTS) {
      const t = await timeRequests(s, token, endpoint.path.replace('{worker}', worker?.id ?? ''), REQUESTS);
      const shape = t.body !== null && typeof t.body === 'object' && 'columns' in t.body && 'totalCount' in t.body ? ` (${String((t.body.columns as unknown[]).length)} columns, ${String(t.body.totalCount)} workers)` : '';
      rows.push([`${endpoint.name}${shape}`, `p50 ${t.p50.toFixed(1)} ms, **p95 ${t.p95.toFixed(1)} ms** (n=${String(t.n)})`]);
    }
    if (EXPLAIN && engine === 'postgres') await explain(s, tenant.id);
    return rows;
  } finally {
    await s.close();
  }
}

console.log(`load average at start: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
for (const engine of ENGINES.filter((e) => ONLY === '' || e === ONLY)) {
  const rows = await benchEngine(engine);
  console.log(`\n### ${engine} — ${String(RECORDS)} records, November\n\n| request | time |\n|---|---|`);
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
}
console.log(`\nload average at the end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
