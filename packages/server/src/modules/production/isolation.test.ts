import type { PagedResultDto } from '@eticket/core/paging';
import type { BundleDto, CuttingTimeDto, OrderDto } from '@eticket/core/production';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer } from '../../test/fixtures';
import { productionRoutes } from './index';
import { bedBody, newBed, orderBody, producingOrder, splitPlan, type Api } from './test-data';

/**
 * Tenant A never sees, resolves or changes tenant B's orders, beds, bundles or codes (B's ids are 404s for
 * A, B's ids in A's bodies are refused); every route needs its permission; random input is a 4xx, never 5xx.
 */

interface World {
  api: Api;
  order: OrderDto;
  bed: CuttingTimeDto;
  bundles: BundleDto[];
}

async function world(s: TestServer, name: string): Promise<World> {
  const tenant = await s.addTenant(name);
  const { api, order } = await producingOrder(s, tenant, `${name.toUpperCase()}-1`);
  const bed = await newBed(api, order.id, { dyeLot: `${name}-lot` });
  await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(6, 1));
  await api('POST', `/api/eticket/order/${order.id}/ticketPrint`, { from: 1, to: 3, template: '60x40', copies: 1 });
  await api('POST', `/api/eticket/order/${order.id}/partTicketPrint`, { from: 1, to: 2, template: '60x40', copies: 1 });
  const bundles = (await api<PagedResultDto<BundleDto>>('GET', `/api/eticket/bundle?orderId=${order.id}&maxResultCount=1000`)).body.items;
  return { api, order, bed, bundles };
}

const concrete = (path: string, id: string) => path.replace(':id', id).replace(':code', 'ET1.00000000000000000000000000');

describe.each(ENGINES)('production isolation and permissions on %s', (engine) => {
  let s: TestServer;
  let a: World;
  let b: World;
  let bSecrets: string[];

  beforeAll(async () => {
    s = await createTestServer(engine);
    a = await world(s, 'alpha');
    b = await world(s, 'beta');
    const partCodes = await ownerRows<{ code: string }>(s.database, 'select p.code from part_tickets p join bundles x on x.tenant_id = p.tenant_id and x.id = p.bundle_id where x.order_id = $1', [b.order.id]);
    bSecrets = [b.order.id, b.bed.id, b.order.orderNo, 'beta-lot', ...b.bundles.flatMap((x) => [x.id, x.code]), ...partCodes.map((p) => p.code)];
  });
  afterAll(() => s.close());

  const leaks = (text: string) => bSecrets.filter((secret) => text.includes(secret));
  const snapshot = () =>
    ownerRows(s.database, `select (select json_agg(o order by o.id) from orders o where o.tenant_id = t.id) as o, (select json_agg(c order by c.id) from cutting_times c where c.tenant_id = t.id) as c,
      (select json_agg(x order by x.id) from bundles x where x.tenant_id = t.id) as x from tenants t where t.name = 'beta'`);

  it("every production route with an {id} answers A with 404 for B's orders, beds and bundles, and B is unchanged", async () => {
    const before = await snapshot();
    const ids = [b.order.id, b.bed.id, ...b.bundles.slice(0, 2).map((x) => x.id)];
    const routes = productionRoutes.filter((r) => r.path.includes(':id'));
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      for (const id of ids) {
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : route.path.includes('generateBundles') || route.path.includes('previewBundles') ? splitPlan(1, 1) : { from: 1, to: 5, template: '60x40', copies: 1, qty: 1 };
        const r = await a.api(route.method, concrete(route.path, id), body);
        expect(r.status, `${route.method} ${route.path} ${id}`).toBe(404);
        expect(leaks(r.text)).toEqual([]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("A's lists, reports and prints carry none of B's data; B's codes do not resolve for A", async () => {
    for (const path of ['/api/eticket/order?maxResultCount=1000', '/api/eticket/cuttingTime?maxResultCount=1000', '/api/eticket/bundle?maxResultCount=10000', '/api/eticket/cuttingTime/printList', '/api/eticket/cuttingTime/report?groupBy=order', `/api/eticket/order/${a.order.id}/statistics`]) {
      const r = await a.api('GET', path);
      expect(r.status, path).toBe(200);
      expect(leaks(r.text), path).toEqual([]);
    }
    for (const code of bSecrets.filter((x) => x.startsWith('ET1.') || x.startsWith('EP1.'))) {
      expect((await a.api('GET', `/api/eticket/bundle/byCode/${code}`)).status).toBe(404);
      expect((await b.api('GET', `/api/eticket/bundle/byCode/${code}`)).status).toBe(200);
    }
  });

  it("B's ids inside A's bodies are refused, never followed", async () => {
    expect((await a.api('POST', '/api/eticket/cuttingTime', bedBody(b.order.id))).status).toBe(400);
    expect((await a.api('POST', '/api/eticket/order', orderBody(b.order.productId, { orderNo: 'X-1' }))).status).toBe(400);
    const print = await a.api('POST', `/api/eticket/order/${a.order.id}/ticketPrintData`, { cuttingTimeId: b.bed.id, from: 1, to: 3, template: '60x40' });
    expect(print.status).toBe(400);
    const bed = await a.api<CuttingTimeDto>('GET', `/api/eticket/cuttingTime/${a.bed.id}`);
    expect((await a.api('PUT', `/api/eticket/cuttingTime/${a.bed.id}`, { ...bedBody(b.order.id), concurrencyStamp: bed.body.concurrencyStamp })).status).toBeGreaterThanOrEqual(400);
  });

  it('a worker is refused every production route but code lookup; a host user is refused all of them', async () => {
    const worker = (await login(s.app, 'alpha', 'worker')).accessToken;
    await s.addHostAdmin();
    const host = (await login(s.app, null, 'admin')).accessToken;
    for (const route of productionRoutes) {
      const path = concrete(route.path, a.order.id);
      const body = route.method === 'GET' ? {} : { body: {} };
      const asWorker = await call(s.app, route.method, path, { token: worker, ...body });
      expect(asWorker.status, `worker ${route.method} ${route.path}`).toBe(route.path.includes('byCode') ? 404 : 403);
      expect((await call(s.app, route.method, path, { token: host, ...body })).status, `host ${route.method} ${route.path}`).toBe(403);
      expect((await call(s.app, route.method, path, body)).status).toBe(401);
    }
  });

  it('random bodies and queries on every production route are answered 2xx/4xx, never 5xx', async () => {
    const ids = [a.order.id, a.bed.id, a.bundles[5]?.id ?? a.order.id, 'not-a-uuid'];
    const junk = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          orderNo: fc.oneof(fc.string(), fc.integer()),
          productId: fc.oneof(fc.uuid(), fc.string()),
          quantities: fc.oneof(fc.array(fc.array(fc.oneof(fc.integer(), fc.double(), fc.string()))), fc.string()),
          colors: fc.array(fc.string()),
          sizes: fc.array(fc.string()),
          mode: fc.constantFrom('split', 'multiple', 'x'),
          grid: fc.array(fc.array(fc.record({ input: fc.integer({ min: -5, max: 2_000_000 }), bundles: fc.integer({ min: -5, max: 20_000 }) }))),
          startNo: fc.oneof(fc.integer(), fc.constant(null), fc.double()),
          customNumbers: fc.option(fc.array(fc.integer())),
          picks: fc.oneof(fc.array(fc.oneof(fc.integer(), fc.string())), fc.constant(null), fc.string()),
          from: fc.oneof(fc.integer(), fc.string()),
          to: fc.oneof(fc.integer(), fc.string()),
          template: fc.constantFrom('60x40', '80x60', 'A4', 'A5'),
          copies: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.string()),
          qty: fc.oneof(fc.integer(), fc.double(), fc.string()),
          ratios: fc.array(fc.record({ size: fc.string(), ratio: fc.integer() })),
          cutDate: fc.string(),
        },
        { requiredKeys: [] },
      ),
    );
    const query = fc.array(fc.tuple(fc.constantFrom('status', 'keyword', 'skipCount', 'maxResultCount', 'groupBy', 'creationDateStart', 'cutDateEnd', 'orderId', 'excludeBundles'), fc.string({ maxLength: 12 })), { maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...productionRoutes), fc.constantFrom(...ids), junk, query, async (route, id, body, pairs) => {
        const qs = pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
        const r = await a.api(route.method, concrete(route.path, id) + qs, route.method === 'GET' ? undefined : body);
        expect(r.status, `${route.method} ${route.path}${qs} ${JSON.stringify(body).slice(0, 200)} → ${r.text.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
