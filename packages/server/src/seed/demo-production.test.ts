import type { PagedResultDto } from '@eticket/core/paging';
import type { BundleByCodeDto, CuttingTimeDto, OrderListItemDto } from '@eticket/core/production';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/context';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer } from '../test/fixtures';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { seedDemoProduction } from './demo-production';

describe.each(ENGINES)('demo production data on %s', (engine) => {
  let s: TestServer;
  let token: string;
  let demoId: string;
  let seedMs: number;

  beforeAll(async () => {
    s = await createTestServer(engine);
    const started = performance.now();
    await seedDemoData(s.database, s.deps.hasher, s.clock.now());
    seedMs = performance.now() - started;
    token = (await login(s.app, 'demo', 'admin', DEMO_PASSWORD)).accessToken;
    demoId = (await ownerRows<{ id: string }>(s.database, "select id from tenants where name = 'demo'"))[0]?.id ?? '';
  });
  afterAll(() => s.close());

  it('6 orders, one in each status (two producing), 10 beds, about 1,500 bundles, unique numbers', async () => {
    const list = await call(s.app, 'GET', '/api/eticket/order?maxResultCount=100', { token });
    const orders = (list.body as PagedResultDto<OrderListItemDto>).items;
    expect(orders).toHaveLength(6);
    expect(orders.map((o) => o.status).sort()).toEqual([1, 2, 2, 3, 4, 5]);
    const beds = (await call(s.app, 'GET', '/api/eticket/cuttingTime?maxResultCount=100', { token })).body as PagedResultDto<CuttingTimeDto>;
    expect(beds.totalCount).toBe(10);
    expect(new Set(beds.items.map((b) => b.status))).toEqual(new Set(['planned', 'bundled', 'printed']));
    // Each bed says its order's status (the bed pages warn while it is a draft).
    for (const b of beds.items) expect(b.orderStatus, b.orderNo).toBe(orders.find((o) => o.orderNo === b.orderNo)?.status);
    const [counts] = await ownerRows<{ n: number; tickets: number; printed: number }>(
      s.database,
      'select count(*)::int as n, count(distinct ticket_no)::int as tickets, count(*) filter (where print_count > 0)::int as printed from bundles where tenant_id = $1',
      [demoId],
    );
    expect(counts?.n).toBeGreaterThanOrEqual(1300);
    expect(counts?.n).toBeLessThanOrEqual(1700);
    expect(counts?.tickets).toBe(counts?.n);
    expect(counts?.printed).toBeGreaterThan(0);
    const producing = orders.find((o) => o.orderNo === 'DD-2401');
    expect(producing?.cutQty).toBeGreaterThan(0);
    // Start-up stays fast: the whole demo (accounts, catalogue, production) seeds in seconds.
    expect(seedMs).toBeLessThan(30_000);
  });

  it('a demo ticket code resolves for demo', async () => {
    const [row] = await ownerRows<{ code: string }>(s.database, 'select code from bundles where tenant_id = $1 limit 1', [demoId]);
    const r = await call(s.app, 'GET', `/api/eticket/bundle/byCode/${row?.code ?? ''}`, { token });
    expect(r.status).toBe(200);
    expect((r.body as BundleByCodeDto).bundle.code).toBe(row?.code);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const count = () => ownerRows(s.database, 'select (select count(*)::int from orders) as o, (select count(*)::int from cutting_times) as c, (select count(*)::int from bundles) as b');
    const before = await count();
    expect(await withTenant(s.database, demoId, (tx) => seedDemoProduction(tx, demoId, s.clock.now()))).toEqual([]);
    expect(await seedDemoData(s.database, s.deps.hasher, s.clock.now())).toEqual([]);
    expect(await count()).toEqual(before);
  });
});
