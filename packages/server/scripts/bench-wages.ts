/**
 * A month's wage settlement on PostgreSQL and on PGlite (figures in docs/benchmarks.md, section "Wages"):
 *
 *   cd packages/server && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-wages.ts [--records 1000000] [--workers 2000] [--engines postgres,pglite]
 *
 * Per engine, a fresh database (PostgreSQL: et_test_<random>, dropped after; PGlite: in memory) gets a tenant with
 * `workers` workers and `records` valid work records of one month, written by one generate_series INSERT, then
 * VACUUM ANALYZE. Then the settlement's steps run through the wage services, each in its own tenant transaction
 * and timed: create (calculate every item), the live list's first page, submit (a notice per worker), lock (own
 * the worker-days, all or nothing), unlock, lock again. The settled totals must be the same on every engine.
 */
import { loadavg } from 'node:os';
import type { EngineKind } from '../src/db/client';
import { monthEnd } from '@eticket/core/wages';
import { withTenant } from '../src/db/context';
import { createSettlement, lockSettlement, submitSettlement, unlockSettlement } from '../src/modules/wages/settlement.service';
import { listWages } from '../src/modules/wages/wages.service';
import { newBed, producingOrder, splitPlan } from '../src/modules/production/test-data';
import { createTestServer, ownerRows, TEST_DATABASE_URL } from '../src/test/fixtures';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const RECORDS = Number(arg('records', '1000000'));
const WORKERS = Number(arg('workers', '2000'));
const ENGINE_LIST = arg('engines', 'postgres,pglite').split(',') as EngineKind[];
const PERIOD_START = '2026-03-01';
const PERIOD_END = monthEnd(PERIOD_START);

if (ENGINE_LIST.includes('postgres') && TEST_DATABASE_URL === undefined) throw new Error('set DATABASE_URL (a role that may create databases)');

interface Settled {
  workerCount: number;
  totalQty: number;
  totalAmount: string;
  days: number;
}

async function bench(engine: EngineKind): Promise<Settled> {
  const s = await createTestServer(engine);
  try {
    const tenant = await s.addTenant('bench');
    const { api, order } = await producingOrder(s, tenant, 'BENCH-W');
    const loadStarted = performance.now();
    await ownerRows(
      s.database,
      `insert into users (tenant_id, user_name, normalized_user_name, name, password_hash, is_worker, employee_no, normalized_employee_no)
       select $1, 'w' || g, 'w' || g, '工人' || g, 'x', true, 'E' || lpad(g::text, 5, '0'), 'e' || lpad(g::text, 5, '0') from generate_series(1, $2::int) g`,
      [tenant.id, WORKERS],
    );
    // One bed's bundles carry every record (the claim counters are not the point here); prices with 6 decimals.
    const bed = await newBed(api, order.id);
    const generated = await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(100, 10));
    if (generated.status !== 200) throw new Error(generated.text);
    await ownerRows(
      s.database,
      `with w as (select array_agg(id order by user_name) ids from users where tenant_id = $1 and is_worker),
            b as (select array_agg(id) ids from bundles where tenant_id = $1 and order_id = $2),
            p as (select array_agg(id order by seq) ids, array_agg(name order by seq) names from order_procedures where order_id = $2)
       insert into ticket_logs (tenant_id, user_id, order_id, bundle_id, order_procedure_id, procedure_name, qty, unit_price, amount,
                                business_date, occurred_at, source, reported_by_user_id, status, client_request_id)
       select $1, w.ids[1 + g % array_length(w.ids, 1)], $2, b.ids[1 + g % array_length(b.ids, 1)],
              p.ids[1 + g % array_length(p.ids, 1)], p.names[1 + g % array_length(p.ids, 1)],
              1 + g % 20, 0.35 + (g % 7) * 0.123457, (1 + g % 20) * (0.35 + (g % 7) * 0.123457),
              $3::date + (g % 28), $3::date + (g % 28) + time '09:00', 'web', w.ids[1 + g % array_length(w.ids, 1)], 'valid', 'bench-' || g
       from generate_series(1, $4::int) g, w, b, p`,
      [tenant.id, order.id, PERIOD_START, RECORDS],
    );
    await ownerRows(s.database, 'vacuum analyze ticket_logs');
    await ownerRows(s.database, 'analyze');
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const actor = { tenantId: tenant.id, userId: tenant.adminId };
    const timed = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const value = await fn();
      console.log(`| ${engine} | ${label} | ${(performance.now() - started).toFixed(0)} ms |`);
      return value;
    };
    const settlement = await timed(`create (calculate ${String(WORKERS)} items from ${String(RECORDS)} records)`, () =>
      withTenant(s.database, tenant.id, (tx) => createSettlement(tx, actor, { periodStart: PERIOD_START, periodEnd: PERIOD_END, organizationIds: [], userIds: [], remark: null })),
    );
    await timed('live wages, first page of 20 with totals', () =>
      withTenant(s.database, tenant.id, (tx) =>
        listWages(tx, actor, { periodStart: PERIOD_START, periodEnd: PERIOD_END, organizationId: null, userId: null, settled: null, keyword: null, sorting: null, skipCount: 0, maxResultCount: 20 }),
      ),
    );
    const submittedAt = new Date(s.clock.now());
    await timed('submit (a notice per worker)', () => withTenant(s.database, tenant.id, (tx) => submitSettlement(tx, actor, settlement.id, submittedAt, 'zh-Hans')));
    // Past the deadline: the lock's own auto-confirm confirms every item first.
    const lockAt = new Date(submittedAt.getTime() + 30 * 24 * 3600 * 1000);
    const lock = () => withTenant(s.database, tenant.id, (tx) => lockSettlement(tx, actor, settlement.id, lockAt, 'zh-Hans'));
    await timed(`lock (auto-confirm, verify ${String(RECORDS)} records, own the worker-days)`, lock);
    await timed('unlock (release the days)', () => withTenant(s.database, tenant.id, (tx) => unlockSettlement(tx, actor, settlement.id, () => ({ reason: 'bench' }), 'zh-Hans')));
    const locked = await timed('lock again', lock);
    const [owned] = await ownerRows<{ n: number }>(s.database, 'select count(*)::int as n from wage_settled_days where settlement_id = $1', [settlement.id]);
    const [settledRecords] = await ownerRows<{ n: number }>(
      s.database,
      `select count(*)::int as n from ticket_logs l join wage_settled_days d on d.tenant_id = l.tenant_id and d.user_id = l.user_id and d.business_date = l.business_date
       where d.settlement_id = $1 and l.status = 'valid'`,
      [settlement.id],
    );
    if (settledRecords?.n !== RECORDS) throw new Error(`${engine}: ${String(settledRecords?.n)} records settled, expected ${String(RECORDS)}`);
    console.log(
      `${engine}: settled ${String(locked.workerCount)} workers, ${String(locked.totalQty)} pcs, total ${locked.totalAmount}, ${String(owned?.n)} worker-days; load ${loadSeconds.toFixed(0)} s; loadavg ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    );
    return { workerCount: locked.workerCount, totalQty: locked.totalQty, totalAmount: locked.totalAmount, days: owned?.n ?? 0 };
  } finally {
    await s.close();
  }
}

const results: Settled[] = [];
for (const engine of ENGINE_LIST) results.push(await bench(engine));
const [first, ...rest] = results;
if (first !== undefined && rest.some((r) => JSON.stringify(r) !== JSON.stringify(first))) {
  throw new Error(`the engines disagree: ${JSON.stringify(results)}`);
}
console.log(`identical totals on ${ENGINE_LIST.join(' and ')}: ${JSON.stringify(first)}`);
