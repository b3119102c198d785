/**
 * Generating a 2,000-bundle cutting bed and building its 2,000-ticket print data, on PGlite and PostgreSQL
 * (issue 6; figures in docs/benchmarks.md, section "Bundle generation").
 *
 *   cd packages/server && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-bundles.ts [--runs 5]
 *
 * Without DATABASE_URL only PGlite runs. PostgreSQL gets a fresh database et_test_<random> (dropped after).
 * Each figure is a whole HTTP request through the app in-process (token check, one transaction with the
 * tenant role and RLS, audit row) unless marked "transaction": then it is `withTenant` + the generator alone.
 */
import type { GenerateBundlesResultDto, OrderDto, TicketPrintDataDto } from '@eticket/core/production';
import { withTenant } from '../src/db/context';
import { generateBundles } from '../src/modules/production/generation.service';
import { COLORS, SIZES, newBed, producingOrder, type Api } from '../src/modules/production/test-data';
import { createTestServer, ENGINES, type TestServer } from '../src/test/fixtures';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const RUNS = Number(arg('runs', '5'));
const TARGET = 2000;

/** 3 colours × 4 sizes; the cells share 2,000 bundles of 10 pieces (166 or 167 each). */
function bigPlan() {
  const cells = COLORS.length * SIZES.length;
  const base = Math.floor(TARGET / cells);
  let extra = TARGET - base * cells;
  return {
    mode: 'split' as const,
    colors: [...COLORS],
    sizes: [...SIZES],
    grid: COLORS.map(() =>
      SIZES.map(() => {
        const bundles = base + (extra > 0 ? 1 : 0);
        extra -= 1;
        return { input: bundles * 10, bundles };
      }),
    ),
    startNo: null,
    customNumbers: null,
    dyeLots: null,
  };
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `median ${median.toFixed(0)} ms (min ${(sorted[0] ?? 0).toFixed(0)}, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)}, n=${String(sorted.length)})`;
}

async function benchEngine(engine: (typeof ENGINES)[number]): Promise<[string, string][]> {
  const s: TestServer = await createTestServer(engine);
  try {
    const tenant = await s.addTenant('bench');
    const { api, order }: { api: Api; order: OrderDto } = await producingOrder(s, tenant, 'BENCH-1');
    const plan = bigPlan();
    const rows: [string, string][] = [];

    const fresh: number[] = [];
    let lastBed = '';
    for (let i = 0; i < RUNS; i += 1) {
      const bed = await newBed(api, order.id);
      const { ms, value } = await timed(() => api<GenerateBundlesResultDto>('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, plan));
      if (value.status !== 200 || value.body.bundleCount !== TARGET) throw new Error(`generation failed: ${value.status} ${value.text.slice(0, 300)}`);
      fresh.push(ms);
      lastBed = bed.id;
    }
    rows.push(['POST generateBundles, new bed, 2,000 bundles', stats(fresh)]);

    const again: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const { ms, value } = await timed(() => api('POST', `/api/eticket/cuttingTime/${lastBed}/generateBundles`, plan));
      if (value.status !== 200) throw new Error(`regeneration failed: ${value.text.slice(0, 300)}`);
      again.push(ms);
    }
    rows.push(['POST generateBundles, regenerate (drop 2,000, write 2,000)', stats(again)]);

    const tx: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const bed = await newBed(api, order.id);
      const { ms } = await timed(() => withTenant(s.database, tenant.id, (t) => generateBundles(t, { tenantId: tenant.id, userId: null }, order.id, bed.id, plan)));
      tx.push(ms);
    }
    rows.push(['transaction: withTenant + generateBundles, 2,000 bundles', stats(tx)]);

    const bundleNos = await api<{ items: { bundleNo: number }[] }>('GET', `/api/eticket/bundle?cuttingTimeId=${lastBed}&maxResultCount=10000`);
    const nos = bundleNos.body.items.map((b) => b.bundleNo);
    const from = Math.min(...nos);
    const to = Math.max(...nos);
    const preview: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const { ms, value } = await timed(() =>
        api<TicketPrintDataDto>('POST', `/api/eticket/order/${order.id}/ticketPrintData`, { cuttingTimeId: lastBed, from, to, template: 'A4', copies: 1, options: { showPrices: true } }),
      );
      if (value.status !== 200 || value.body.tickets.length !== TARGET) throw new Error(`print data failed: ${value.text.slice(0, 300)}`);
      preview.push(ms);
      bytes = value.text.length;
    }
    rows.push([`POST ticketPrintData, 2,000 tickets (A4, ${String(Math.ceil(TARGET / 21))} pages, ${(bytes / 1024).toFixed(0)} KB JSON)`, stats(preview)]);

    const recorded = await timed(() => api('POST', `/api/eticket/order/${order.id}/ticketPrint`, { cuttingTimeId: lastBed, from, to, template: 'A4', copies: 1 }));
    if (recorded.value.status !== 200) throw new Error(`print failed: ${recorded.value.text.slice(0, 300)}`);
    rows.push(['POST ticketPrint (records 2,000 print counts), first print', `${recorded.ms.toFixed(0)} ms`]);
    return rows;
  } finally {
    await s.close();
  }
}

for (const engine of ENGINES) {
  const rows = await benchEngine(engine);
  console.log(`\n### ${engine}\n\n| measurement | time |\n|---|---|`);
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
}
