/**
 * The report benchmarks' common ground (bench-reports.ts, bench-wage-reports.ts): a tenant with 4 workshops ×
 * 5 groups, `WORKERS` workers, 10 producing orders (5 bundles and 3 procedures each) and `records` work
 * records spread over the 90 days up to 2026-11-30 (one in 50 revoked), loaded with one INSERT … SELECT per
 * order (`analyze` afterwards); and the timing of one request path.
 */
import { apiFor, newBed, producingOrder, splitPlan } from '../src/modules/production/test-data';
import { call, ownerRows, type TestServer } from '../src/test/fixtures';

export function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const ORDERS = 10;
export const WORKERS = 500;

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function analyze(s: TestServer): Promise<void> {
  if (s.database.kind === 'pglite') await s.database.client.query('analyze');
  else await s.database.pool.query('analyze');
}

export async function seedReportFloor(s: TestServer, tenantId: string, tenantName: string, records: number): Promise<void> {
  const sql = <T>(text: string, params: unknown[] = []) => ownerRows<T>(s.database, text, params);
  const groups: string[] = [];
  for (let w = 0; w < 4; w++) {
    const [shop] = await sql<{ id: string }>('insert into organizations (tenant_id, name, sort) values ($1, $2, $3) returning id', [tenantId, `车间${String(w + 1)}`, w]);
    for (let g = 0; g < 5; g++) {
      const [group] = await sql<{ id: string }>('insert into organizations (tenant_id, name, parent_id, sort) values ($1, $2, $3, $4) returning id', [tenantId, `组${String(g + 1)}`, shop?.id, g]);
      groups.push(group?.id ?? '');
    }
  }
  await sql(
    `insert into users (tenant_id, user_name, normalized_user_name, name, password_hash, employee_no, normalized_employee_no, organization_id, is_worker)
     select $1, 'w' || g, 'w' || g, '工人' || g, 'x', 'W' || g, 'w' || g, ($2::uuid[])[1 + g % cardinality($2::uuid[])], true from generate_series(1, $3::int) g`,
    [tenantId, groups, WORKERS],
  );
  await apiFor(s, tenantName);
  for (let o = 0; o < ORDERS; o++) {
    const { api, order } = await producingOrder(s, { id: tenantId, name: tenantName, adminId: '', workerId: '' }, `DD-${String(o).padStart(3, '0')}`);
    const bed = await newBed(api, order.id, { cutDate: `2026-11-${String(1 + o).padStart(2, '0')}` });
    const plan = splitPlan(25, 2, { colors: ['黑色', '白色'], sizes: ['S', 'M'], grid: [[{ input: 25, bundles: 2 }, { input: 10, bundles: 1 }], [{ input: 7, bundles: 2 }, { input: 0, bundles: 0 }]] });
    const generated = await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, plan);
    if (generated.status !== 200) throw new Error(generated.text);
    await sql(
      `with us as (select array_agg(id order by id) ids, array_agg(organization_id order by id) orgs from users where tenant_id = $1 and is_worker),
            bs as (select array_agg(id order by bundle_no) ids from bundles where tenant_id = $1 and order_id = $2),
            ps as (select array_agg(id order by seq) ids, array_agg(name order by seq) names from order_procedures where tenant_id = $1 and order_id = $2)
       insert into ticket_logs (tenant_id, user_id, organization_id, order_id, bundle_id, order_procedure_id, procedure_name, qty, unit_price, amount, business_date, source, reported_by_user_id, status, client_request_id)
       select $1, us.ids[1 + g % cardinality(us.ids)], us.orgs[1 + g % cardinality(us.ids)], $2, bs.ids[1 + g % cardinality(bs.ids)], ps.ids[1 + g % cardinality(ps.ids)],
              ps.names[1 + g % cardinality(ps.ids)], 1 + g % 5, 0.35 + (g % 7) * 0.1, (1 + g % 5) * (0.35 + (g % 7) * 0.1), date '2026-11-30' - (g % 90), 'web',
              us.ids[1 + g % cardinality(us.ids)], case when g % 50 = 0 then 'revoked' else 'valid' end, 'bench-' || $2 || '-' || g
       from generate_series(1, $3::int) g, us, bs, ps`,
      [tenantId, order.id, Math.floor(records / ORDERS)],
    );
  }
}

/** p50 and p95 of `requests` GETs of `path` (after 3 to warm up), each a whole request through the app in-process. */
export async function timeRequests(s: TestServer, token: string, path: string, requests: number): Promise<{ p50: number; p95: number; n: number; body: unknown }> {
  for (let i = 0; i < 3; i++) await call(s.app, 'GET', path, { token });
  const samples: number[] = [];
  let body: unknown = null;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const reply = await call(s.app, 'GET', path, { token });
    samples.push(performance.now() - started);
    if (reply.status !== 200) throw new Error(`${path}: ${String(reply.status)} ${reply.text.slice(0, 300)}`);
    body = reply.body;
  }
  const sorted = samples.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length, body };
}
