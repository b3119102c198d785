import type { PagedResultDto } from '@eticket/core/paging';
import type { GenerateBundlesResultDto, OrderDto } from '@eticket/core/production';
import {
  addDays,
  businessDateIn,
  type BundleDrillDto,
  type BundleProgressRowDto,
  type OrderProgressDto,
  type ProductionHomeDto,
  type ProductionReceiptDto,
  type ProgressOrderRowDto,
  type ReceiptAvailabilityDto,
  type ReceiptPageDto,
  type SummaryDto,
} from '@eticket/core/production-board';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/context';
import { createTestServer, ENGINES, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { rebuildDayTotals } from '../scanning/ticket-logs.service';
import { apiFor, newBed, orderBody, producingOrder, seedStyle, splitPlan, type Api } from '../production/test-data';

interface ErrorBody {
  error: { code: string; message: string; validationErrors: { members: string[]; message: string }[] | null };
}
const members = (body: unknown) => ((body as ErrorBody).error.validationErrors ?? []).flatMap((v) => v.members);

let requestNo = 0;

/** A work record written straight into the table (the scan service is not part of this suite). */
async function record(
  s: TestServer,
  t: TestTenant,
  o: { orderId: string; bundleId: string; procedureId: string; qty: number; price: string; date: string; status?: string; at?: string },
): Promise<void> {
  requestNo += 1;
  await ownerRows(
    s.database,
    `insert into ticket_logs (tenant_id, user_id, order_id, bundle_id, order_procedure_id, procedure_name, qty, unit_price, amount, business_date, occurred_at, source, reported_by_user_id, status, client_request_id)
     select $1, $2, $3, $4, $5, p.name, $6::int, $7::numeric, $6::int * $7::numeric, $8::date, $9::timestamptz, 'web', $2, $10, $11 from order_procedures p where p.id = $5`,
    [t.id, t.workerId, o.orderId, o.bundleId, o.procedureId, o.qty, o.price, o.date, o.at ?? new Date().toISOString(), o.status ?? 'valid', `req-${String(requestNo)}`],
  );
}

describe.each(ENGINES)('production boards on %s', (engine) => {
  let s: TestServer;
  let acme: TestTenant;
  let other: TestTenant;
  let api: Api;
  let worker: Api;
  let otherApi: Api;
  let order: OrderDto;
  let bundleIds: string[];
  let today: string;

  beforeAll(async () => {
    s = await createTestServer(engine);
    acme = await s.addTenant('acme');
    other = await s.addTenant('other');
    today = businessDateIn(s.clock.now(), 'Asia/Shanghai');
    const made = await producingOrder(s, acme, 'PB-001');
    api = made.api;
    order = made.order;
    worker = await apiFor(s, 'acme', 'worker');
    otherApi = (await producingOrder(s, other, 'PB-OTHER')).api;
    const bed = await newBed(api, order.id, { cutDate: today });
    const plan = splitPlan(0, 0, { colors: ['黑色'], sizes: ['S', 'M'], grid: [[{ input: 20, bundles: 2 }, { input: 10, bundles: 1 }]] });
    const generated = await api<GenerateBundlesResultDto>('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, plan);
    expect(generated.status, generated.text).toBe(200);
    const rows = await ownerRows<{ id: string }>(s.database, 'select id from bundles where order_id = $1 order by bundle_no', [order.id]);
    bundleIds = rows.map((r) => r.id);
    const [p1 = '', p2 = '', p3 = ''] = order.procedures.map((p) => p.id);
    const [b1 = '', b2 = ''] = bundleIds;
    // Bundle 1 is through every procedure; bundle 2 only through the first and part of the second.
    for (const p of [p1, p2, p3]) await record(s, acme, { orderId: order.id, bundleId: b1, procedureId: p, qty: 10, price: '0.333333', date: today });
    await record(s, acme, { orderId: order.id, bundleId: b2, procedureId: p1, qty: 10, price: '1.2', date: addDays(today, -1) });
    await record(s, acme, { orderId: order.id, bundleId: b2, procedureId: p2, qty: 4, price: '0.8', date: today });
    // Revoked work counts nowhere.
    await record(s, acme, { orderId: order.id, bundleId: b2, procedureId: p3, qty: 10, price: '0.35', date: today, status: 'revoked' });
    // The day totals a scan keeps with each record, for the records written around it.
    await withTenant(s.database, acme.id, (tx) => rebuildDayTotals(tx, acme.id));
  });
  afterAll(() => s.close());

  it('home: pieces and wage of live records by business date, orders, beds cut today, latest scans', async () => {
    const r = await api<ProductionHomeDto>('GET', '/api/eticket/production/home');
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ today, timeZone: 'Asia/Shanghai', piecesToday: 34, piecesYesterday: 10, producingOrders: 1, openOrders: 1, overdueOrders: 0, bedsCutToday: 1, cutQtyToday: 30 });
    // 30 × 0.333333 + 4 × 0.8 = 13.19999 → 13.20 (half-up once, at the fen).
    expect(r.body.wageToday).toBe('13.20');
    expect(r.body.piecesMonth).toBe(today.slice(0, 7) === addDays(today, -1).slice(0, 7) ? 44 : 34);
    expect(r.body.daily).toHaveLength(14);
    expect(r.body.daily.at(-1)).toMatchObject({ date: today, qty: 34 });
    expect(r.body.latest).toHaveLength(6);
    expect(r.body.latest[0]).toMatchObject({ orderNo: 'PB-001', name: 'acme 工人' });
  });

  it('home is open to every signed-in user of the tenant (the spec leaves the boards unguarded), and to nobody else', async () => {
    expect((await worker('GET', '/api/eticket/production/home')).status).toBe(200);
    const foreign = await otherApi<ProductionHomeDto>('GET', '/api/eticket/production/home');
    expect(foreign.body.piecesToday).toBe(0);
    const anonymous = await s.app.request('/api/eticket/production/home');
    expect(anonymous.status).toBe(401);
  });

  it('the overdue count takes open orders whose delivery date has passed', async () => {
    const style = await seedStyle(s, acme.id, 'ST-LATE');
    const late = await api<OrderDto>('POST', '/api/eticket/order', orderBody(style.productId, { orderNo: 'LATE-1', orderDate: '2026-01-01', deliveryDate: '2026-01-02' }));
    expect(late.status, late.text).toBe(200);
    const r = await api<ProductionHomeDto>('GET', '/api/eticket/production/home');
    expect(r.body).toMatchObject({ openOrders: 2, overdueOrders: 1, producingOrders: 1 });
  });

  it('progress: orders producing first with completed = Σ bundle done (min over procedures)', async () => {
    const r = await api<PagedResultDto<ProgressOrderRowDto>>('GET', '/api/eticket/production/progress?maxResultCount=10');
    expect(r.status, r.text).toBe(200);
    expect(r.body.items[0]).toMatchObject({ orderNo: 'PB-001', cutQty: 30, completedQty: 10, percent: 33, overdue: false });
    expect(r.body.items.map((o) => o.orderNo)).toEqual(['PB-001', 'LATE-1']);
    const searched = await api<PagedResultDto<ProgressOrderRowDto>>('GET', '/api/eticket/production/progress?keyword=late');
    expect(searched.body).toMatchObject({ totalCount: 1, items: [{ orderNo: 'LATE-1', overdue: true }] });
  });

  it('progress of one order: per procedure done/remaining, bundles paged, a bundle with who reported what', async () => {
    const r = await api<OrderProgressDto>('GET', `/api/eticket/production/progress/${order.id}`);
    expect(r.status, r.text).toBe(200);
    expect(r.body.procedures.map((p) => [p.done, p.remaining, p.percent])).toEqual([
      [20, 10, 66],
      [14, 16, 46],
      [10, 20, 33],
    ]);
    expect(r.body).toMatchObject({ bundleCount: 3, completedBundles: 1 });
    const page = await api<PagedResultDto<BundleProgressRowDto>>('GET', `/api/eticket/production/progress/${order.id}/bundles?skipCount=1&maxResultCount=1`);
    expect(page.body).toMatchObject({ totalCount: 3, items: [{ bundleNo: 2, qty: 10, completedQty: 0, remainingQty: 10, proceduresDone: 1, procedureCount: 3, percent: 33 }] });
    const drill = await api<BundleDrillDto>('GET', `/api/eticket/production/bundle/${bundleIds[1] ?? ''}`);
    expect(drill.status, drill.text).toBe(200);
    expect(drill.body.procedures.map((p) => [p.done, p.remaining])).toEqual([
      [10, 0],
      [4, 6],
      [0, 10],
    ]);
    expect(drill.body.records.map((x) => x.status).sort()).toEqual(['revoked', 'valid', 'valid']);
    expect(drill.body.records[0]).toMatchObject({ name: 'acme 工人', reportedByName: 'acme 工人' });
  });

  it('summary by day, order and style: cut, reported by stage, completed on the last procedure; Excel export', async () => {
    const from = addDays(today, -2);
    const byDay = await api<SummaryDto>('GET', `/api/eticket/production/summary?groupBy=day&from=${from}&to=${today}`);
    expect(byDay.status, byDay.text).toBe(200);
    expect(byDay.body.stages).toEqual(['sewing']);
    expect(byDay.body.totals).toMatchObject({ cutQty: 30, reportedQty: 44, completedQty: 10 });
    expect(byDay.body.rows.find((row) => row.key === today)).toMatchObject({ cutQty: 30, reportedQty: 34, completedQty: 10 });
    const byOrder = await api<SummaryDto>('GET', `/api/eticket/production/summary?groupBy=order&from=${from}&to=${today}`);
    expect(byOrder.body.rows).toEqual([expect.objectContaining({ key: order.id, label: 'PB-001', cutQty: 30, reportedQty: 44, completedQty: 10 })]);
    const byStyle = await api<SummaryDto>('GET', `/api/eticket/production/summary?groupBy=style`);
    expect(byStyle.body.rows[0]).toMatchObject({ label: 'ST-PB-001', reportedQty: 44 });
    const file = await api('GET', `/api/eticket/production/summary/export?groupBy=order&from=${from}&to=${today}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('refuses bad summary queries with 400 naming the parameter', async () => {
    for (const [query, member] of [
      ['groupBy=week', 'groupBy'],
      ['from=2026-11-10&to=2026-11-01', 'to'],
      ['from=2025-01-01&to=2026-11-01', 'to'],
      ['from=nope', 'from'],
    ] as const) {
      const r = await api('GET', `/api/eticket/production/summary?${query}`);
      expect(r.status, query).toBe(400);
      expect(members(r.body), query).toContain(member);
    }
  });

  it('receipts: never more than completed minus received, numbered per day, listed, exported, printed', async () => {
    const a = await api<ReceiptAvailabilityDto>('GET', `/api/eticket/productionReceipt/availability/${order.id}`);
    expect(a.status, a.text).toBe(200);
    expect(a.body.available.cells).toEqual([[10, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    const body = (qty: number, size = 'S') => ({ orderId: order.id, receiptDate: today, receiver: '仓库 李', lines: [{ color: '黑色', size, qty }], remark: null });
    const tooMany = await api('POST', '/api/eticket/productionReceipt', body(11));
    expect(tooMany.status).toBe(400);
    expect(members(tooMany.body)).toEqual(['lines[0].qty']);
    const notCompleted = await api('POST', '/api/eticket/productionReceipt', body(1, 'M'));
    expect(notCompleted.status).toBe(400);
    const first = await api<ProductionReceiptDto>('POST', '/api/eticket/productionReceipt', body(6));
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ receiptNo: `RK-${today.replace(/-/g, '')}-001`, totalQty: 6, orderNo: 'PB-001', lines: [{ color: '黑色', size: 'S', qty: 6 }] });
    const left = await api<ReceiptAvailabilityDto>('GET', `/api/eticket/productionReceipt/availability/${order.id}`);
    expect(left.body).toMatchObject({ received: { total: 6 }, available: { total: 4 } });
    expect((await api('POST', '/api/eticket/productionReceipt', body(5))).status).toBe(400);
    const second = await api<ProductionReceiptDto>('POST', '/api/eticket/productionReceipt', body(4));
    expect(second.body.receiptNo).toBe(`RK-${today.replace(/-/g, '')}-002`);
    const list = await api<ReceiptPageDto>('GET', `/api/eticket/productionReceipt?orderId=${order.id}&maxResultCount=1`);
    expect(list.body).toMatchObject({ totalCount: 2, totalQty: 10 });
    expect(list.body.items).toHaveLength(1);
    const one = await worker<ProductionReceiptDto>('GET', `/api/eticket/productionReceipt/${first.body.id}`);
    expect(one.body).toMatchObject({ receiptNo: first.body.receiptNo, receiver: '仓库 李' });
    const file = await api('GET', '/api/eticket/productionReceipt/export');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('receipts: a worker may read but not record; bodies are checked; a draft order receives nothing', async () => {
    const body = { orderId: order.id, receiptDate: today, receiver: '', lines: [{ color: '黑色', size: 'S', qty: 1 }], remark: null };
    expect((await worker('POST', '/api/eticket/productionReceipt', body)).status).toBe(403);
    for (const [bad, member] of [
      [{ ...body, lines: [{ color: '黑色', size: 'S', qty: 0 }] }, 'lines'],
      [{ ...body, lines: [{ color: '黑色', size: 'S', qty: -1 }] }, 'lines[0].qty'],
      [{ ...body, receiptDate: '2026-02-30' }, 'receiptDate'],
      [{ ...body, orderId: 'x' }, 'orderId'],
    ] as const) {
      const r = await api('POST', '/api/eticket/productionReceipt', bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(members(r.body)).toContain(member);
    }
    const [draft] = await ownerRows<{ id: string }>(s.database, "select id from orders where order_no = 'LATE-1'");
    const refused = await api<ErrorBody>('POST', '/api/eticket/productionReceipt', { ...body, orderId: draft?.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBeTruthy();
  });

  it("another tenant's ids are not found, and a foreign order in a body is refused", async () => {
    const [receipt] = await ownerRows<{ id: string }>(s.database, 'select id from production_receipts limit 1');
    for (const path of [
      `/api/eticket/production/progress/${order.id}`,
      `/api/eticket/production/progress/${order.id}/bundles`,
      `/api/eticket/production/bundle/${bundleIds[0] ?? ''}`,
      `/api/eticket/productionReceipt/availability/${order.id}`,
      `/api/eticket/productionReceipt/${receipt?.id ?? ''}`,
      '/api/eticket/production/bundle/not-a-uuid',
    ]) {
      expect((await otherApi('GET', path)).status, path).toBe(404);
    }
    const foreign = await otherApi('POST', '/api/eticket/productionReceipt', { orderId: order.id, receiptDate: today, receiver: '', lines: [{ color: '黑色', size: 'S', qty: 1 }], remark: null });
    expect(foreign.status).toBe(400);
    expect(members(foreign.body)).toEqual(['orderId']);
  });
});
