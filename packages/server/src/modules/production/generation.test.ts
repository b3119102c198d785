import type { PagedResultDto } from '@eticket/core/paging';
import type { BundleDto, BundlePlanPreviewDto, CuttingTimeDto, GenerateBundlesResultDto, OrderDto } from '@eticket/core/production';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { COLORS, SIZES, bedBody, newBed, producingOrder, splitPlan, type Api } from './test-data';

/**
 * Bundle generation on both engines: numbering and totals as the core planner says, one transaction (an
 * injected failure leaves nothing), concurrent generations never share a bundle or ticket number, no
 * regeneration once printed, copies always take new numbers.
 */

const bundlesOf = async (api: Api, bedId: string) =>
  (await api<PagedResultDto<BundleDto>>('GET', `/api/eticket/bundle?cuttingTimeId=${bedId}&maxResultCount=10000`)).body.items;

describe.each(ENGINES)('bundle generation on %s', (engine) => {
  let s: TestServer;
  let tenant: TestTenant;
  let api: Api;
  let order: OrderDto;

  beforeAll(async () => {
    s = await createTestServer(engine);
    tenant = await s.addTenant('acme');
    ({ api, order } = await producingOrder(s, tenant));
  });
  afterAll(() => s.close());

  it('beds take the tenant’s next bed number; the lay gives layers, pieces per ply and quantity', async () => {
    const a = await newBed(api, order.id);
    const b = await newBed(api, order.id);
    expect(b.bedNo).toBe(a.bedNo + 1);
    expect(a).toMatchObject({ displayNo: String(a.bedNo), layers: 60, piecesPerPly: 5, layQty: 300, status: 'planned', markerLength: '6.85', canRegenerate: true });
    const bad = await api('POST', '/api/eticket/cuttingTime', { ...bedBody(order.id), ratios: [{ size: 'XXXL', ratio: 1 }] });
    expect(bad.status).toBe(400);
  });

  it('monthly reset: a new month starts again at 1', async () => {
    await ownerRows(s.database, "insert into settings (tenant_id, name, value) values ($1, 'Eticket.Cutting.BedNoResetCycle', 'Monthly')", [tenant.id]);
    const dec = await newBed(api, order.id, { cutDate: '2026-12-01' });
    const dec2 = await newBed(api, order.id, { cutDate: '2026-12-02' });
    const jan = await newBed(api, order.id, { cutDate: '2027-01-05' });
    expect([dec.bedNo, dec2.bedNo, jan.bedNo]).toEqual([1, 2, 1]);
    await ownerRows(s.database, "delete from settings where tenant_id = $1 and name = 'Eticket.Cutting.BedNoResetCycle'", [tenant.id]);
  });

  it('preview and generation agree: size → k → colour numbering, remainder on the last bundle, consecutive ticket numbers', async () => {
    const bed = await newBed(api, order.id);
    const plan = splitPlan(25, 2, { colors: ['黑色', '白色'], sizes: ['S', 'M'], grid: [[{ input: 25, bundles: 2 }, { input: 10, bundles: 1 }], [{ input: 7, bundles: 2 }, { input: 0, bundles: 0 }]] });
    const preview = await api<BundlePlanPreviewDto>('POST', `/api/eticket/cuttingTime/${bed.id}/previewBundles`, plan);
    expect(preview.status).toBe(200);
    expect(preview.body.ok).toBe(true);
    const generated = await api<GenerateBundlesResultDto>('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, plan);
    expect(generated.status).toBe(200);
    expect(generated.body).toMatchObject({ bundleCount: 5, totalQty: 42 });
    expect(generated.body.cuttingTime).toMatchObject({ status: 'bundled', totalBundles: 5, totalQty: 42, bundleMode: 'split' });
    const rows = await bundlesOf(api, bed.id);
    expect(rows.map((b) => [b.bundleNo, b.size, b.color, b.qty, b.dyeLot])).toEqual(preview.body.bundles.map((b) => [b.bundleNo, b.size, b.color, b.qty, b.dyeLot]));
    expect(rows.map((b) => [b.size, b.color, b.qty])).toEqual([
      ['S', '黑色', 12],
      ['S', '白色', 3],
      ['S', '黑色', 13],
      ['S', '白色', 4],
      ['M', '黑色', 10],
    ]);
    const tickets = rows.map((b) => b.ticketNo);
    expect(tickets).toEqual(tickets.map((_, i) => generated.body.firstTicketNo + i));
    expect(new Set(rows.map((b) => b.code)).size).toBe(5);
    expect(rows.every((b) => /^ET1\.[0-9A-Z]{26}$/.test(b.code))).toBe(true);
  });

  it('a plan with problems is a 400 with every problem, and writes nothing', async () => {
    const bed = await newBed(api, order.id);
    const bad = await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(1, 2, { customNumbers: [1, 1] }));
    expect(bad.status).toBe(400);
    const preview = await api<BundlePlanPreviewDto>('POST', `/api/eticket/cuttingTime/${bed.id}/previewBundles`, splitPlan(1, 2));
    expect(preview.body.ok).toBe(false);
    expect(preview.body.errors.length).toBeGreaterThan(0);
    expect(await bundlesOf(api, bed.id)).toEqual([]);
    for (const body of [{}, { mode: 'x' }, { ...splitPlan(1, 1), grid: 'x' }, { ...splitPlan(1, 1), startNo: -5 }, { ...splitPlan(1, 1), colors: ['红色'] }]) {
      const r = await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('ONE transaction: a failure in the middle (after the bundles and ticket numbers are written) leaves nothing', async () => {
    const bed = await newBed(api, order.id);
    const counter = async () => (await ownerRows<{ last_no: string }>(s.database, "select last_no::text from production_counters where tenant_id = $1 and name = 'ticketNo'", [tenant.id]))[0]?.last_no;
    const before = { counter: await counter(), bundles: await ownerRows(s.database, 'select count(*)::int as n from bundles where tenant_id = $1', [tenant.id]), procedures: await ownerRows(s.database, 'select count(*)::int as n from order_procedures') };
    // The bed update is the generation's last write: make it fail.
    await ownerRows(s.database, `create or replace function et_test_fail() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`);
    await ownerRows(s.database, `create trigger et_test_fail before update on cutting_times for each row when (new.status = 'bundled' and old.id = '${bed.id}') execute function et_test_fail()`);
    try {
      const r = await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(30, 3));
      expect(r.status).toBe(500);
    } finally {
      await ownerRows(s.database, 'drop trigger et_test_fail on cutting_times');
    }
    expect(await counter()).toBe(before.counter);
    expect(await ownerRows(s.database, 'select count(*)::int as n from bundles where tenant_id = $1', [tenant.id])).toEqual(before.bundles);
    expect(await ownerRows(s.database, 'select count(*)::int as n from order_procedures')).toEqual(before.procedures);
    expect((await api<CuttingTimeDto>('GET', `/api/eticket/cuttingTime/${bed.id}`)).body).toMatchObject({ status: 'planned', totalBundles: 0 });
    // And afterwards the same request succeeds with the numbers the failed one had drawn.
    const ok = await api<GenerateBundlesResultDto>('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(30, 3));
    expect(ok.status).toBe(200);
    expect(ok.body.firstTicketNo).toBe(Number(before.counter ?? 0) + 1);
  });

  it('20 concurrent generations on one order never share a bundle number or a ticket number', async () => {
    const { api: api2, order: order2 } = await producingOrder(s, tenant, 'CONC-1');
    const beds = await Promise.all(Array.from({ length: 20 }, (_, i) => newBed(api2, order2.id, { dyeLot: `L${String(i)}` })));
    const results = await Promise.all(beds.map((bed) => api2<GenerateBundlesResultDto>('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(4, 1))));
    expect(results.map((r) => r.status)).toEqual(beds.map(() => 200));
    const rows = await ownerRows<{ bundle_no: number; ticket_no: string; code: string }>(s.database, 'select bundle_no, ticket_no::text, code from bundles where order_id = $1', [order2.id]);
    expect(rows).toHaveLength(20 * COLORS.length * SIZES.length);
    expect(new Set(rows.map((r) => r.bundle_no)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.ticket_no)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    // Numbers run 1…240 without gaps: each generation continued after the one before.
    expect(rows.map((r) => r.bundle_no).sort((a, b) => a - b)).toEqual(rows.map((_, i) => i + 1));
    const all = await ownerRows<{ n: number; d: number }>(s.database, 'select count(*)::int as n, count(distinct ticket_no)::int as d from bundles where tenant_id = $1', [tenant.id]);
    expect(all[0]?.n).toBe(all[0]?.d);
  });

  it('20 concurrent regenerations of ONE bed leave exactly one set of bundles', async () => {
    const bed = await newBed(api, order.id);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(10 + i, 1))));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await bundlesOf(api, bed.id);
    expect(rows).toHaveLength(COLORS.length * SIZES.length);
    expect(new Set(rows.map((r) => r.qty)).size).toBe(1);
  });

  it('regenerating is refused after a print (and after a part-ticket print); allowed before', async () => {
    const bed = await newBed(api, order.id);
    expect((await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(10, 1))).status).toBe(200);
    expect((await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(12, 1))).status).toBe(200);
    const first = (await bundlesOf(api, bed.id))[0];
    if (!first) throw new Error('no bundle');
    const printed = await api('POST', `/api/eticket/order/${order.id}/ticketPrint`, { picks: [first.bundleNo], template: '60x40', copies: 1 });
    expect(printed.status, printed.text).toBe(200);
    const again = await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(14, 1));
    expect(again.status).toBe(409);
    expect((again.body as { error: { code: string } }).error.code).toBe('CannotRegenerate');
    expect((await api<CuttingTimeDto>('GET', `/api/eticket/cuttingTime/${bed.id}`)).body).toMatchObject({ status: 'printed', canRegenerate: false });
    expect((await api('PUT', `/api/eticket/cuttingTime/${bed.id}`, { ...bedBody(order.id), remark: 'changed' })).status).toBe(409);
    expect((await api('DELETE', `/api/eticket/cuttingTime/${bed.id}`)).status).toBe(409);

    const bed2 = await newBed(api, order.id);
    await api('POST', `/api/eticket/cuttingTime/${bed2.id}/generateBundles`, splitPlan(10, 1));
    const b2 = (await bundlesOf(api, bed2.id))[0];
    expect((await api('POST', `/api/eticket/order/${order.id}/partTicketPrint`, { picks: [b2?.bundleNo], template: '60x40', copies: 1 })).status).toBe(200);
    expect((await api('POST', `/api/eticket/cuttingTime/${bed2.id}/generateBundles`, splitPlan(11, 1))).status).toBe(409);
  });

  it('copying a bed gives a new bed number, new bundle numbers and new ticket numbers', async () => {
    const bed = await newBed(api, order.id);
    await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(8, 2));
    const source = await bundlesOf(api, bed.id);
    const copy = await api<CuttingTimeDto>('POST', `/api/eticket/cuttingTime/${bed.id}/copy`, { cutDate: '2026-11-20', withBundles: true });
    expect(copy.status).toBe(200);
    expect(copy.body.bedNo).not.toBe(bed.bedNo);
    expect(copy.body).toMatchObject({ cutDate: '2026-11-20', totalBundles: source.length, totalQty: 8 * 12, status: 'bundled' });
    const copied = await bundlesOf(api, copy.body.id);
    const sourceNos = new Set(source.map((b) => b.bundleNo));
    const sourceTickets = new Set(source.map((b) => b.ticketNo));
    const sourceCodes = new Set(source.map((b) => b.code));
    expect(copied.every((b) => !sourceNos.has(b.bundleNo) && !sourceTickets.has(b.ticketNo) && !sourceCodes.has(b.code))).toBe(true);
    expect(copied.map((b) => [b.color, b.size, b.qty])).toEqual(source.map((b) => [b.color, b.size, b.qty]));
    const bare = await api<CuttingTimeDto>('POST', `/api/eticket/cuttingTime/${bed.id}/copy`, { withBundles: false });
    expect(bare.body).toMatchObject({ status: 'planned', totalBundles: 0 });
  });

  it('beds of a completed order cannot be generated; a deleted plain bed is gone', async () => {
    const { api: api3, order: order3 } = await producingOrder(s, tenant, 'DONE-1');
    const bed = await newBed(api3, order3.id);
    const plain = await newBed(api3, order3.id);
    expect((await api3('DELETE', `/api/eticket/cuttingTime/${plain.id}`)).status).toBe(204);
    expect((await api3('GET', `/api/eticket/cuttingTime/${plain.id}`)).status).toBe(404);
    await api3('POST', `/api/eticket/order/${order3.id}/complete`);
    const r = await api3('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(5, 1));
    expect(r.status).toBe(409);
  });
});
