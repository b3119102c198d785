import type { CustomerLookupItem, ProductLookupItem } from '@eticket/core/catalog';
import type { PagedResultDto } from '@eticket/core/paging';
import type { OrderLookupItem } from '@eticket/core/production';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, ownerRows, type TestServer } from '../../test/fixtures';
import { newBed, producingOrder, splitPlan, type Api } from './test-data';

/**
 * The pickers' lookups with 1,000 orders in a tenant: the oldest (the 1,000th in the newest-first order) is
 * found by keyword and reached by paging, the count is never cut, filters narrow, and another tenant's
 * orders, styles and customers never show.
 */

const ORDERS = 1000;

/** `count` draft orders DD-1 … DD-count on one style, DD-1 oldest; every 10th for customer 宏达制衣. */
async function seedOrders(s: TestServer, tenantId: string, productId: string, count: number): Promise<void> {
  const [customer] = await ownerRows<{ id: string }>(s.database, `insert into customers (tenant_id, name, code) values ($1, '宏达制衣', 'HD') returning id`, [tenantId]);
  await ownerRows(
    s.database,
    `insert into orders (tenant_id, order_no, normalized_order_no, product_id, customer_id, order_date, delivery_date, status, colors, sizes, lines, total_qty, creation_time)
     select $1, 'DD-' || i, 'dd-' || i, $2, case when i % 10 = 0 then $3::uuid end, '2026-11-02', '2026-12-20', 1, '["黑色"]'::jsonb, '["M"]'::jsonb,
            '[{"color":"黑色","size":"M","qty":10}]'::jsonb, 10, now() - make_interval(secs => $4 - i)
     from generate_series(1, $4::int) as i`,
    [tenantId, productId, customer?.id ?? null, count],
  );
}

describe.each(ENGINES)('order, style and customer lookups on %s', (engine) => {
  let s: TestServer;
  let api: Api;
  let other: Api;
  let cutOrderNo: string;

  beforeAll(async () => {
    s = await createTestServer(engine);
    const tenant = await s.addTenant('alpha');
    const seeded = await producingOrder(s, tenant, 'CUT-1');
    api = seeded.api;
    cutOrderNo = seeded.order.orderNo;
    const bed = await newBed(api, seeded.order.id);
    await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(6, 1));
    await seedOrders(s, tenant.id, seeded.style.productId, ORDERS);
    const beta = await s.addTenant('beta');
    other = (await producingOrder(s, beta, 'DD-1')).api;
  }, 120_000);
  afterAll(() => s.close());

  const lookup = async (query: string) => {
    const r = await api<PagedResultDto<OrderLookupItem>>('GET', `/api/eticket/lookup/order?${query}`);
    expect(r.status, r.text).toBe(200);
    return r.body;
  };

  it('the 1,000th order is found by its number, and a prefix says how many more match than it shows', async () => {
    expect((await lookup('keyword=DD-1000')).items.map((o) => o.orderNo)).toEqual(['DD-1000']);
    const oldest = await lookup('keyword=dd-1&maxResultCount=5');
    expect(oldest.totalCount).toBe(112); // DD-1, DD-10…19, DD-100…199, DD-1000
    expect(oldest.items).toHaveLength(5);
    const exact = await lookup(`keyword=${encodeURIComponent('宏达')}`);
    expect(exact.totalCount).toBe(ORDERS / 10);
    expect(exact.items.every((o) => o.customerName === '宏达制衣')).toBe(true);
  });

  it('paging walks all 1,001 orders newest first, each once, the oldest last', async () => {
    const seen: string[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = await lookup(`skipCount=${skip}&maxResultCount=100`);
      expect(page.totalCount).toBe(ORDERS + 1);
      if (page.items.length === 0) break;
      seen.push(...page.items.map((o) => o.orderNo));
    }
    expect(new Set(seen).size).toBe(ORDERS + 1);
    expect(seen.at(-1)).toBe('DD-1');
    expect(seen.indexOf('DD-1000')).toBeLessThan(seen.indexOf('DD-999'));
  });

  it('filters: statuses and only orders with cut bundles', async () => {
    const producing = await lookup('statuses=producing');
    expect(producing.items.map((o) => [o.orderNo, o.status])).toEqual([[cutOrderNo, 2]]);
    expect((await lookup('statuses=draft,producing')).totalCount).toBe(ORDERS + 1);
    const cut = await lookup('cutOnly=true');
    expect(cut.items.map((o) => o.orderNo)).toEqual([cutOrderNo]);
    expect(cut.items[0]?.cutQty).toBeGreaterThan(0);
  });

  it('bad queries are 400s naming the field; pages are capped', async () => {
    for (const query of ['statuses=shipped', 'maxResultCount=101', 'skipCount=-1', 'sorting=orderNo']) {
      const r = await api('GET', `/api/eticket/lookup/order?${query}`);
      expect(r.status, query).toBe(400);
    }
    expect((await lookup('')).items).toHaveLength(20);
  });

  it("another tenant sees only its own orders, styles and customers", async () => {
    const beta = await other<PagedResultDto<OrderLookupItem>>('GET', '/api/eticket/lookup/order?maxResultCount=100');
    expect(beta.body.items.map((o) => o.orderNo)).toEqual(['DD-1']);
    expect(beta.body.totalCount).toBe(1);
    const styles = await other<PagedResultDto<ProductLookupItem>>('GET', '/api/eticket/lookup/product');
    expect(styles.body.items.map((p) => p.styleNo)).toEqual(['ST-DD-1']);
    const customers = await other<PagedResultDto<CustomerLookupItem>>('GET', `/api/eticket/lookup/customer?keyword=${encodeURIComponent('宏达')}`);
    expect(customers.body).toEqual({ items: [], totalCount: 0 });
  });

  it('style and customer lookups search and page', async () => {
    const styles = await api<PagedResultDto<ProductLookupItem>>('GET', '/api/eticket/lookup/product?keyword=st-cut&activeOnly=true');
    expect(styles.body.items.map((p) => p.styleNo)).toEqual(['ST-CUT-1']);
    const [category] = await ownerRows<{ id: string }>(s.database, `insert into product_categories (tenant_id, name) select tenant_id, '衬衫' from products where style_no = 'ST-CUT-1' returning id`);
    const none = await api<PagedResultDto<ProductLookupItem>>('GET', `/api/eticket/lookup/product?categoryIds=${category?.id ?? ''}`);
    expect(none.body).toEqual({ items: [], totalCount: 0 });
    expect((await api('GET', '/api/eticket/lookup/product?categoryIds=not-an-id')).status).toBe(400);
    const customers = await api<PagedResultDto<CustomerLookupItem>>('GET', '/api/eticket/lookup/customer?keyword=hd');
    expect(customers.body).toMatchObject({ totalCount: 1, items: [{ name: '宏达制衣', code: 'HD' }] });
  });
});
