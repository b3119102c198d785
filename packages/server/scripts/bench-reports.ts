/**
 * The report center over a company's quarter of work records, on PGlite and PostgreSQL (figures in
 * docs/benchmarks.md, section "Report center").
 *
 *   cd packages/server && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-reports.ts [--records 200000] [--requests 20]
 *
 * Without DATABASE_URL only PGlite runs. A tenant with 4 workshops × 5 groups, 500 workers, 10 producing orders
 * (5 bundles and 3 procedures each) and `--records` live work records spread over 90 business days, loaded
 * with one INSERT … SELECT per order, then ANALYZE. Each figure is a whole HTTP request through the app
 * in-process (token, data scope, one transaction with the tenant role and RLS), a 30-day range, the admin.
 */
import { REPORT_KINDS } from '@eticket/core/reports';
import { call, createTestServer, ENGINES, login } from '../src/test/fixtures';
import { analyze, arg, percentile, seedReportFloor, WORKERS } from './bench-report-floor';

const RECORDS = Number(arg('records', '200000'));
const REQUESTS = Number(arg('requests', '20'));

async function benchEngine(engine: (typeof ENGINES)[number]): Promise<[string, string][]> {
  const s = await createTestServer(engine, { env: { PRINCIPAL_CACHE_SECONDS: '5' } });
  try {
    const tenant = await s.addTenant('bench', { userQuota: WORKERS + 10 });
    await seedReportFloor(s, tenant.id, tenant.name, RECORDS);
    await analyze(s);
    const { accessToken: token } = await login(s.app, 'bench', 'admin');
    const rows: [string, string][] = [];
    for (const kind of REPORT_KINDS) {
      const path = `/api/eticket/report?kind=${kind}&from=2026-11-01&to=2026-11-30`;
      for (let i = 0; i < 3; i++) await call(s.app, 'GET', path, { token });
      const samples: number[] = [];
      let shown = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        const reply = await call(s.app, 'GET', path, { token });
        samples.push(performance.now() - started);
        if (reply.status !== 200) throw new Error(`${kind}: ${String(reply.status)} ${reply.text.slice(0, 300)}`);
        shown = (reply.body as { rows: unknown[] }).rows.length;
      }
      const sorted = samples.sort((a, b) => a - b);
      rows.push([`${kind} (${String(shown)} rows)`, `p50 ${percentile(sorted, 50).toFixed(1)} ms, **p95 ${percentile(sorted, 95).toFixed(1)} ms** (n=${String(sorted.length)})`]);
    }
    return rows;
  } finally {
    await s.close();
  }
}

for (const engine of ENGINES) {
  const rows = await benchEngine(engine);
  console.log(`\n### ${engine} — ${String(RECORDS)} records\n\n| report, 30 days | time |\n|---|---|`);
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
}
