import type { PagedResultDto } from '@eticket/core/paging';
import type { OrderDto, OrderListItemDto, OrderStatisticsDto } from '@eticket/core/production';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { COLORS, SIZES, apiFor, bedBody, orderBody, seedStyle, splitPlan, type Api, type SeededStyle } from './test-data';

interface ErrorBody {
  error: { code: string; message: string; validationErrors: { members: string[]; message: string }[] | null };
}

const members = (body: unknown) => ((body as ErrorBody).error.validationErrors ?? []).flatMap((v) => v.members);

describe.each(ENGINES)('orders on %s', (engine) => {
  let s: TestServer;
  let tenant: TestTenant;
  let api: Api;
  let style: SeededStyle;

  beforeAll(async () => {
    s = await createTestServer(engine);
    tenant = await s.addTenant('acme');
    style = await seedStyle(s, tenant.id);
    api = await apiFor(s, 'acme');
  });
  afterAll(() => s.close());

  it('creates a 3 × 4 order with row and column totals, in the style’s order whatever order was sent', async () => {
    const body = orderBody(style.productId, {
      orderNo: 'DD-100',
      colors: ['藏青', '黑色', '白色'],
      quantities: [
        [30, 31, 32, 33],
        [10, 11, 12, 13],
        [20, 21, 22, 23],
      ],
    });
    const r = await api<OrderDto>('POST', '/api/eticket/order', body);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ orderNo: 'DD-100', status: 1, styleNo: 'ST-001', colors: [...COLORS], sizes: [...SIZES], totalQty: 258, cutQty: 0, procedures: [] });
    expect(r.body.quantities).toEqual([
      [10, 11, 12, 13],
      [20, 21, 22, 23],
      [30, 31, 32, 33],
    ]);
    expect(r.body.quantityTotals).toEqual({ rowTotals: [46, 86, 126], columnTotals: [60, 63, 66, 69], total: 258 });
    expect(r.body.allowedEvents).toEqual(['confirm', 'cancel']);
    expect(r.body.canDelete).toBe(true);
  });

  it('an order read can be saved back as it was: quantities keep one shape both ways', async () => {
    const created = await api<OrderDto>('POST', '/api/eticket/order', orderBody(style.productId, { orderNo: 'ROUND-1' }));
    const read = await api<OrderDto>('GET', `/api/eticket/order/${created.body.id}`);
    const saved = await api<OrderDto>('PUT', `/api/eticket/order/${created.body.id}`, read.body);
    expect(saved.status).toBe(200);
    expect(saved.body.quantities).toEqual(read.body.quantities);
    expect(saved.body.quantityTotals).toEqual(read.body.quantityTotals);
  });

  it('refuses bad orders with 400 naming the field, never 5xx', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ quantities: COLORS.map(() => SIZES.map(() => 0)) }, 'quantities'],
      [{ quantities: COLORS.map(() => SIZES.map(() => -1)) }, 'quantities[0][0]'],
      [{ quantities: COLORS.map(() => SIZES.map(() => 1.5)) }, 'quantities[0][0]'],
      [{ colors: ['红色'], quantities: [[1, 1, 1, 1]] }, 'colors[0]'],
      [{ deliveryDate: '2026-11-01' }, 'deliveryDate'],
      [{ orderDate: '2026-02-30' }, 'orderDate'],
      [{ orderNo: ' ' }, 'orderNo'],
      [{ productId: '6f1c1f5e-3c1b-4b7e-9a55-0c6c2b7d9a10' }, 'productId'],
      [{ customerId: '6f1c1f5e-3c1b-4b7e-9a55-0c6c2b7d9a10' }, 'customerId'],
      [{ productId: 'nope' }, 'productId'],
      [{ quantities: 'x' }, 'quantities'],
    ];
    for (const [overrides, member] of cases) {
      const r = await api('POST', '/api/eticket/order', orderBody(style.productId, { orderNo: 'BAD-1', ...overrides }));
      expect(r.status, JSON.stringify(overrides)).toBe(400);
      expect(members(r.body), JSON.stringify(overrides)).toContain(member);
    }
    expect((await api('POST', '/api/eticket/order', 'not an object')).status).toBe(400);
  });

  it('order numbers are unique per tenant (full-width and case do not make a new number)', async () => {
    expect((await api('POST', '/api/eticket/order', orderBody(style.productId, { orderNo: 'DD-200' }))).status).toBe(200);
    const again = await api('POST', '/api/eticket/order', orderBody(style.productId, { orderNo: 'ｄｄ-200' }));
    expect(again.status).toBe(400);
    expect(members(again.body)).toEqual(['orderNo']);
  });

  it('lists exactly as product-spec §3: status 0 = all, keyword, date ranges, 10 per page', async () => {
    for (let i = 0; i < 12; i += 1) {
      const r = await api('POST', '/api/eticket/order', orderBody(style.productId, { orderNo: `L-${String(i).padStart(2, '0')}`, deliveryDate: i < 6 ? '2026-12-01' : '2027-01-15' }));
      expect(r.status).toBe(200);
    }
    const all = await api<PagedResultDto<OrderListItemDto>>('GET', '/api/eticket/order?status=0');
    expect(all.body.items).toHaveLength(10);
    expect(all.body.totalCount).toBeGreaterThanOrEqual(14);
    const keyword = await api<PagedResultDto<OrderListItemDto>>('GET', '/api/eticket/order?keyword=L-0&maxResultCount=100');
    expect(keyword.body.totalCount).toBe(10);
    const delivery = await api<PagedResultDto<OrderListItemDto>>('GET', '/api/eticket/order?keyword=L-&deliveryDateStart=2027-01-01&deliveryDateEnd=2027-01-31&maxResultCount=100');
    expect(delivery.body.items.map((o) => o.orderNo).sort()).toEqual(['L-06', 'L-07', 'L-08', 'L-09', 'L-10', 'L-11']);
    const today = new Date(s.clock.now()).toISOString().slice(0, 10);
    const created = await api<PagedResultDto<OrderListItemDto>>('GET', `/api/eticket/order?keyword=L-&creationDateStart=2000-01-01&creationDateEnd=2999-12-31&maxResultCount=100`);
    expect(created.body.totalCount).toBe(12);
    const none = await api<PagedResultDto<OrderListItemDto>>('GET', '/api/eticket/order?keyword=L-&creationDateEnd=2000-01-01');
    expect(none.body.totalCount).toBe(0);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const producing = await api<PagedResultDto<OrderListItemDto>>('GET', '/api/eticket/order?status=2');
    expect(producing.body.items.every((o) => o.status === 2)).toBe(true);
    const page2 = await api<PagedResultDto<OrderListItemDto>>('GET', '/api/eticket/order?keyword=L-&skipCount=10');
    expect(page2.body.items).toHaveLength(2);
    for (const bad of ['status=7', 'skipCount=-1', 'maxResultCount=abc', 'creationDateStart=2026-13-01', 'deliveryDateStart=2026-12-02&deliveryDateEnd=2026-12-01']) {
      expect((await api('GET', `/api/eticket/order?${bad}`)).status, bad).toBe(400);
    }
  });

  it('confirm snapshots the procedures; a later style edit changes nothing until syncProcedures', async () => {
    const created = await api<OrderDto>('POST', '/api/eticket/order', orderBody(style.productId, { orderNo: 'SNAP-1' }));
    const id = created.body.id;
    const confirmed = await api<OrderDto>('POST', `/api/eticket/order/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe(2);
    expect(confirmed.body.procedures.map((p) => [p.seq, p.name, p.defaultPrice, p.showPrice, p.partName])).toEqual([
      [1, '做领', '1.20', true, '前片'],
      [2, '上领', '0.80', false, null],
      [3, '钉扣', '0.35', true, null],
    ]);
    expect(confirmed.body.procedures[2]?.prices).toEqual([{ size: 'XL', technicalLevelId: null, price: '0.40' }]);
    const firstIds = confirmed.body.procedures.map((p) => p.id);

    await ownerRows(s.database, `update product_procedures set default_price = '9.99', name = '做领（新）' where id = $1`, [style.procedureIds[0]]);
    await ownerRows(s.database, `insert into product_procedures (tenant_id, product_id, seq, name, stage, default_price) values ($1, $2, 4, '整烫', 'pressing', '0.50')`, [
      tenant.id,
      style.productId,
    ]);
    const unchanged = await api<OrderDto>('GET', `/api/eticket/order/${id}`);
    expect(unchanged.body.procedures.map((p) => p.defaultPrice)).toEqual(['1.20', '0.80', '0.35']);

    const synced = await api<{ added: number; updated: number; removed: number; procedures: { id: string; name: string; defaultPrice: string }[] }>(
      'POST',
      `/api/eticket/order/${id}/syncProcedures`,
    );
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ added: 1, updated: 3, removed: 0 });
    expect(synced.body.procedures.map((p) => [p.name, p.defaultPrice])).toEqual([
      ['做领（新）', '9.99'],
      ['上领', '0.80'],
      ['钉扣', '0.35'],
      ['整烫', '0.50'],
    ]);
    // Existing procedures keep their ids (work records will point at them).
    expect(synced.body.procedures.slice(0, 3).map((p) => p.id)).toEqual(firstIds);
    await ownerRows(s.database, `update product_procedures set default_price = '1.20', name = '做领' where id = $1`, [style.procedureIds[0]]);
    await ownerRows(s.database, `delete from product_procedures where product_id = $1 and seq = 4`, [style.productId]);
  });

  it('status moves follow domain §5.1; impossible ones are 409; a producing order only grows', async () => {
    const created = await api<OrderDto>('POST', '/api/eticket/order', orderBody(style.productId, { orderNo: 'FLOW-1' }));
    const id = created.body.id;
    expect((await api('POST', `/api/eticket/order/${id}/complete`)).status).toBe(409);
    expect((await api('POST', `/api/eticket/order/${id}/confirm`)).status).toBe(200);
    const stamp = (await api<OrderDto>('GET', `/api/eticket/order/${id}`)).body.concurrencyStamp;

    const lowered = await api('PUT', `/api/eticket/order/${id}`, {
      ...orderBody(style.productId, { orderNo: 'FLOW-1', quantities: COLORS.map(() => SIZES.map(() => 1)) }),
      concurrencyStamp: stamp,
    });
    expect(lowered.status).toBe(400);
    const grown = await api<OrderDto>('PUT', `/api/eticket/order/${id}`, {
      ...orderBody(style.productId, { orderNo: 'FLOW-1', quantities: COLORS.map((_, c) => SIZES.map((__, k) => 200 + 10 * c + k)) }),
      concurrencyStamp: stamp,
    });
    expect(grown.status).toBe(200);
    expect(grown.body.totalQty).toBe(2538);
    const stale = await api('PUT', `/api/eticket/order/${id}`, { ...orderBody(style.productId, { orderNo: 'FLOW-1' }), concurrencyStamp: stamp });
    expect(stale.status).toBe(409);

    expect((await api<OrderDto>('POST', `/api/eticket/order/${id}/complete`)).body).toMatchObject({ status: 3, allowedEvents: ['reopen', 'close'] });
    expect((await api<OrderDto>('POST', `/api/eticket/order/${id}/reopen`)).body.status).toBe(2);
    expect((await api('POST', `/api/eticket/order/${id}/complete`)).status).toBe(200);
    const closed = await api<OrderDto>('POST', `/api/eticket/order/${id}/close`);
    expect(closed.body.status).toBe(4);
    expect(closed.body.closedAt).not.toBeNull();
    expect((await api('POST', `/api/eticket/order/${id}/reopen`)).status).toBe(409);
    expect((await api('PUT', `/api/eticket/order/${id}`, orderBody(style.productId, { orderNo: 'FLOW-1' }))).status).toBe(400);
    expect((await api('POST', `/api/eticket/order/${id}/syncProcedures`)).status).toBe(409);
    expect((await api('DELETE', `/api/eticket/order/${id}`)).status).toBe(409);
  });

  it('cancel while nothing is reported; delete only a draft without beds', async () => {
    const a = await api<OrderDto>('POST', '/api/eticket/order', orderBody(style.productId, { orderNo: 'DEL-1' }));
    expect((await api('DELETE', `/api/eticket/order/${a.body.id}`)).status).toBe(204);
    expect((await api('GET', `/api/eticket/order/${a.body.id}`)).status).toBe(404);

    const b = await api<OrderDto>('POST', '/api/eticket/order', orderBody(style.productId, { orderNo: 'DEL-2' }));
    expect((await api('POST', '/api/eticket/cuttingTime', bedBody(b.body.id))).status).toBe(200);
    expect((await api('DELETE', `/api/eticket/order/${b.body.id}`)).status).toBe(409);
    expect((await api<OrderDto>('POST', `/api/eticket/order/${b.body.id}/cancel`)).body.status).toBe(5);
    expect((await api('POST', '/api/eticket/cuttingTime', bedBody(b.body.id))).status).toBe(409);
  });

  it('statistics: ordered vs cut vs completed by colour × size, procedure progress, bundles unless excluded; the organization report is empty', async () => {
    const created = await api<OrderDto>('POST', '/api/eticket/order', orderBody(style.productId, { orderNo: 'STAT-1' }));
    const id = created.body.id;
    await api('POST', `/api/eticket/order/${id}/confirm`);
    const bed = await api<{ id: string }>('POST', '/api/eticket/cuttingTime', bedBody(id));
    expect((await api('POST', `/api/eticket/cuttingTime/${bed.body.id}/generateBundles`, splitPlan(20, 2))).status).toBe(200);

    const stats = await api<OrderStatisticsDto>('GET', `/api/eticket/order/${id}/statistics`);
    expect(stats.status).toBe(200);
    expect(stats.body.ordered.total).toBe(created.body.totalQty);
    expect(stats.body.cut.cells).toEqual(COLORS.map(() => SIZES.map(() => 20)));
    expect(stats.body.cut.total).toBe(240);
    expect(stats.body.completed.total).toBe(0);
    expect(stats.body.procedures.map((p) => [p.seq, p.total, p.done, p.remaining, p.percent, p.amount])).toEqual([
      [1, 240, 0, 240, 0, '0.00'],
      [2, 240, 0, 240, 0, '0.00'],
      [3, 240, 0, 240, 0, '0.00'],
    ]);
    expect(stats.body.bundles).toHaveLength(24);
    expect(stats.body.bundleCount).toBe(24);
    const lean = await api<OrderStatisticsDto>('GET', `/api/eticket/order/${id}/statistics?excludeBundles=true`);
    expect(lean.body.bundles).toBeNull();
    expect(lean.body.cut).toEqual(stats.body.cut);

    const list = await api<PagedResultDto<OrderListItemDto>>('GET', '/api/eticket/order?keyword=STAT-1');
    expect(list.body.items[0]).toMatchObject({ cutQty: 240, completedQty: 0, progressPercent: 0 });
    expect(await api('GET', `/api/eticket/order/${id}/ticketOrganizationReport`)).toMatchObject({ status: 200, body: { items: [] } });
  });
});
