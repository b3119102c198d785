import type { PagedResultDto } from '@eticket/core/paging';
import type {
  BundleByCodeDto,
  BundleDto,
  CuttingReportDto,
  CuttingSheetDto,
  CuttingTimeDto,
  OrderDto,
  ReplaceTicketResultDto,
  TicketPrintDataDto,
} from '@eticket/core/production';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, login, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { COLORS, SIZES, newBed, producingOrder, splitPlan, type Api } from './test-data';

/** Ticket printing, reprint / replace / void, codes resolved by scanning, bundle edits, cutting sheet and report. */

describe.each(ENGINES)('printing and bundles on %s', (engine) => {
  let s: TestServer;
  let tenant: TestTenant;
  let api: Api;
  let order: OrderDto;
  let bed: CuttingTimeDto;
  let byNo: Map<number, BundleDto>;

  const bundles = async () => (await api<PagedResultDto<BundleDto>>('GET', `/api/eticket/bundle?orderId=${order.id}&maxResultCount=10000`)).body.items;
  const print = (path: string, body: Record<string, unknown>) => api<TicketPrintDataDto>('POST', `/api/eticket/order/${order.id}/${path}`, { template: '60x40', copies: 1, ...body });

  beforeAll(async () => {
    s = await createTestServer(engine);
    tenant = await s.addTenant('acme');
    ({ api, order } = await producingOrder(s, tenant));
    bed = await newBed(api, order.id);
    const generated = await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(10, 2));
    if (generated.status !== 200) throw new Error(generated.text);
    byNo = new Map((await bundles()).map((b) => [b.bundleNo, b]));
  });
  afterAll(() => s.close());

  it('a range preview: the live bundles inside it, with prices only where the procedure shows one price, nothing recorded', async () => {
    const r = await print('ticketPrintData', { from: 3, to: 7, options: { showPrices: true } });
    expect(r.status).toBe(200);
    expect(r.body.tickets.map((t) => t.bundleNo)).toEqual([3, 4, 5, 6, 7]);
    expect(r.body).toMatchObject({ recorded: false, companyName: 'acme 服装厂', orderNo: order.orderNo, styleNo: order.styleNo, layout: { ticketsPerPage: 1, pageCount: 5 } });
    expect(r.body.procedures).toEqual([
      { seq: 1, name: '做领', price: '1.20' },
      { seq: 2, name: '上领', price: null },
      { seq: 3, name: '钉扣', price: null },
    ]);
    const t = r.body.tickets[0];
    expect(t).toMatchObject({ bedDisplayNo: bed.displayNo, color: byNo.get(3)?.color, size: byNo.get(3)?.size, qty: 5, dyeLot: 'G-01', printCount: 0, copy: 1, part: null });
    expect(t?.code).toBe(byNo.get(3)?.code);
    // The QR payload is opaque: the prefix and 26 random Crockford base32 characters, nothing else (no price,
    // order no or bundle no). A substring check would be flaky: 'ET1.' + random '20…' contains '1.20'.
    expect(t?.code).toMatch(/^ET1\.[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(t?.code.slice(4)).not.toContain(order.orderNo);
    expect((await bundles()).every((b) => b.printCount === 0)).toBe(true);
    const noPrices = await print('ticketPrintData', { from: 3, to: 3 });
    expect(noPrices.body.procedures.every((p) => p.price === null)).toBe(true);
  });

  it('picks win over the range and come back in bundle order; copies and the A4 grid set the page count', async () => {
    const r = await print('ticketPrintData', { picks: [9, 2, 5], from: 1, to: 24, copies: 2, template: 'A4' });
    expect(r.body.tickets.map((t) => [t.bundleNo, t.copy])).toEqual([
      [2, 1],
      [2, 2],
      [5, 1],
      [5, 2],
      [9, 1],
      [9, 2],
    ]);
    expect(r.body.layout).toMatchObject({ template: 'A4', ticketsPerPage: 21, ticketCount: 6, pageCount: 1, columns: 3, rows: 7 });
    const all = await print('ticketPrintData', { from: 1, to: 24, copies: 1, template: 'A4' });
    expect(all.body.layout.pageCount).toBe(2);
  });

  it('an empty or invalid pick list is a 400 — never "print everything"', async () => {
    for (const body of [{ picks: [] }, { picks: [0] }, { picks: [999] }, { picks: [1, 1] }, { picks: 'all' }, { picks: [1.5] }, {}, { from: 5 }, { from: 9, to: 3 }, { from: 900, to: 999 }]) {
      for (const path of ['ticketPrintData', 'ticketPrint', 'partTicketPrintData']) {
        const r = await print(path, body);
        expect(r.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    expect((await print('ticketPrintData', { from: 1, to: 2, template: 'A5' })).status).toBe(400);
    expect((await print('ticketPrintData', { from: 1, to: 2, copies: 11 })).status).toBe(400);
    expect((await bundles()).every((b) => b.printCount === 0)).toBe(true);
  });

  it('printing records count and date; a reprint keeps the same code and moves the bed to printed', async () => {
    const first = await print('ticketPrint', { from: 1, to: 3 });
    expect(first.status).toBe(200);
    expect(first.body.recorded).toBe(true);
    expect(first.body.tickets.map((t) => t.printCount)).toEqual([1, 1, 1]);
    const again = await print('ticketPrint', { picks: [1] });
    expect(again.body.tickets[0]).toMatchObject({ printCount: 2, code: byNo.get(1)?.code });
    const now = await bundles();
    expect(now.filter((b) => b.printCount > 0).map((b) => [b.bundleNo, b.printCount, b.status])).toEqual([
      [1, 2, 'printed'],
      [2, 1, 'printed'],
      [3, 1, 'printed'],
    ]);
    expect(now.find((b) => b.bundleNo === 1)?.lastPrintedAt).not.toBeNull();
    expect((await api<CuttingTimeDto>('GET', `/api/eticket/cuttingTime/${bed.id}`)).body).toMatchObject({ status: 'printed', printedBundles: 3 });
  });

  it('a scanned code resolves inside the tenant; a replacement voids the old code for good', async () => {
    const target = byNo.get(4);
    if (!target) throw new Error('no bundle 4');
    const found = await api<BundleByCodeDto>('GET', `/api/eticket/bundle/byCode/${encodeURIComponent(target.code.toLowerCase())}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ bundle: { id: target.id, bundleNo: 4 }, orderNo: order.orderNo, orderStatus: 2, part: null });
    for (const junk of ['nope', 'ET1.AAAA', `JJ:${String(target.ticketNo)}`, 'ET1.00000000000000000000000000']) {
      expect((await api('GET', `/api/eticket/bundle/byCode/${encodeURIComponent(junk)}`)).status, junk).toBe(404);
    }
    const replaced = await api<ReplaceTicketResultDto>('POST', `/api/eticket/bundle/${target.id}/replace`);
    expect(replaced.status).toBe(200);
    expect(replaced.body.voidedCode).toBe(target.code);
    expect(replaced.body.bundle.code).not.toBe(target.code);
    expect(replaced.body.bundle).toMatchObject({ replacedCodes: 1, ticketNo: target.ticketNo, bundleNo: 4 });
    const old = await api<{ error: { code: string } }>('GET', `/api/eticket/bundle/byCode/${target.code}`);
    expect(old.status).toBe(410);
    expect(old.body.error.code).toBe('TicketVoided');
    expect((await api('GET', `/api/eticket/bundle/byCode/${replaced.body.bundle.code}`)).status).toBe(200);
    // Printing it again prints the new code.
    expect((await print('ticketPrintData', { picks: [4] })).body.tickets[0]?.code).toBe(replaced.body.bundle.code);
  });

  it('part tickets: one per bundle × part marked for tickets, with their own codes that resolve to the part', async () => {
    const r = await print('partTicketPrint', { picks: [5, 6] });
    expect(r.status).toBe(200);
    expect(r.body.tickets.map((t) => [t.bundleNo, t.part?.partName, t.part?.pieces, t.printCount])).toEqual([
      [5, '前片', 5, 1],
      [5, '袖', 10, 1],
      [6, '前片', 5, 1],
      [6, '袖', 10, 1],
    ]);
    expect(r.body.tickets.every((t) => t.code.startsWith('EP1.'))).toBe(true);
    expect(new Set(r.body.tickets.map((t) => t.code)).size).toBe(4);
    const reprint = await print('partTicketPrint', { picks: [5, 6] });
    expect(reprint.body.tickets.map((t) => t.code)).toEqual(r.body.tickets.map((t) => t.code));
    expect(reprint.body.tickets.map((t) => t.printCount)).toEqual([2, 2, 2, 2]);
    const code = r.body.tickets[1]?.code ?? '';
    const found = await api<BundleByCodeDto>('GET', `/api/eticket/bundle/byCode/${code}`);
    expect(found.body).toMatchObject({ bundle: { bundleNo: 5 }, part: { partName: '袖' } });
    const parts = await ownerRows<{ id: string; name: string }>(s.database, "select id, name from product_parts where name = '唛头' and tenant_id = $1", [tenant.id]);
    expect((await print('partTicketPrintData', { picks: [5], partIds: [parts[0]?.id] })).status).toBe(400);
  });

  it('bundle edits: qty (never below what is reported), dye lot and note; colour and size never change', async () => {
    const b = byNo.get(10);
    if (!b) throw new Error('no bundle 10');
    const edited = await api<BundleDto>('PUT', `/api/eticket/bundle/${b.id}`, { qty: 12, dyeLot: 'G-02', note: '补裁', color: '白色', size: 'XL', concurrencyStamp: b.concurrencyStamp });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ qty: 12, dyeLot: 'G-02', note: '补裁', color: b.color, size: b.size });
    expect((await api<CuttingTimeDto>('GET', `/api/eticket/cuttingTime/${bed.id}`)).body.totalQty).toBe(10 * COLORS.length * SIZES.length - b.qty + 12);
    expect((await api('PUT', `/api/eticket/bundle/${b.id}`, { qty: 13, concurrencyStamp: b.concurrencyStamp })).status).toBe(409);
    await ownerRows(s.database, 'update bundles set reported_qty = 8 where id = $1', [b.id]);
    const below = await api('PUT', `/api/eticket/bundle/${b.id}`, { qty: 7 });
    expect(below.status).toBe(400);
    expect((await api('PUT', `/api/eticket/bundle/${b.id}`, { qty: 8 })).status).toBe(200);
    for (const bad of [{ qty: 0 }, { qty: 1.5 }, { qty: 'x' }, { dyeLot: 'x'.repeat(40) }]) {
      expect((await api('PUT', `/api/eticket/bundle/${b.id}`, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await api('POST', `/api/eticket/bundle/${b.id}/void`)).status).toBe(409);
    await ownerRows(s.database, 'update bundles set reported_qty = 0 where id = $1', [b.id]);
  });

  it('a voided bundle: its code no longer scans, it cannot be picked, and the bed totals drop it', async () => {
    const b = byNo.get(11);
    if (!b) throw new Error('no bundle 11');
    const before = (await api<CuttingTimeDto>('GET', `/api/eticket/cuttingTime/${bed.id}`)).body;
    const voided = await api<BundleDto>('POST', `/api/eticket/bundle/${b.id}/void`);
    expect(voided.body.status).toBe('void');
    expect((await api('GET', `/api/eticket/bundle/byCode/${b.code}`)).status).toBe(410);
    expect((await print('ticketPrintData', { picks: [11] })).status).toBe(400);
    expect((await print('ticketPrintData', { from: 10, to: 12 })).body.tickets.map((t) => t.bundleNo)).toEqual([10, 12]);
    const after = (await api<CuttingTimeDto>('GET', `/api/eticket/cuttingTime/${bed.id}`)).body;
    expect(after.totalBundles).toBe(before.totalBundles - 1);
    expect(after.totalQty).toBe(before.totalQty - b.qty);
  });

  it('the cutting sheet of a bed and the multi-bed print list', async () => {
    const sheet = await api<CuttingSheetDto>('GET', `/api/eticket/cuttingTime/${bed.id}/printData`);
    expect(sheet.status).toBe(200);
    expect(sheet.body).toMatchObject({ colors: [...COLORS], sizes: [...SIZES], companyName: 'acme 服装厂', cuttingTime: { id: bed.id } });
    expect(sheet.body.bundles).toHaveLength(24);
    expect(sheet.body.quantities.total).toBe(sheet.body.bundles.filter((b) => b.status !== 'void').reduce((n, b) => n + b.qty, 0));
    const list = await api<{ items: CuttingTimeDto[]; totals: { bedCount: number } }>('GET', '/api/eticket/cuttingTime/printList?cutDateStart=2026-11-01&cutDateEnd=2026-11-30');
    expect(list.body.totals.bedCount).toBe(1);
    const paged = await api<PagedResultDto<CuttingTimeDto>>('GET', `/api/eticket/cuttingTime?orderId=${order.id}&status=printed`);
    expect(paged.body.items.map((b) => b.id)).toEqual([bed.id]);
    expect((await api('GET', '/api/eticket/cuttingTime?status=nope')).status).toBe(400);
  });

  it('the cutting report by day, by order (over/under cut) and its Excel export', async () => {
    const byDay = await api<CuttingReportDto>('GET', '/api/eticket/cuttingTime/report?groupBy=day');
    expect(byDay.status).toBe(200);
    expect(byDay.body.rows.map((r) => r.keys[0]?.value)).toEqual(['2026-11-03']);
    const byOrder = await api<CuttingReportDto>('GET', '/api/eticket/cuttingTime/report?groupBy=order');
    const row = byOrder.body.rows[0];
    expect(row?.orderQty).toBe(order.totalQty);
    expect(row?.difference).toBe((row?.qty ?? 0) - order.totalQty);
    expect((await api('GET', '/api/eticket/cuttingTime/report?groupBy=week')).status).toBe(400);
    const file = await s.app.request('/api/eticket/cuttingTime/report/export?groupBy=day,cutter', {
      headers: { authorization: `Bearer ${(await login(s.app, 'acme', 'admin')).accessToken}`, 'accept-language': 'c=zh-Hans|uic=zh-Hans' },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, '日期', '裁剪员', '床数', '扎数', '已裁数量']);
    expect(sheet?.getRow(2).getCell(2).value).toBe('王师傅');
    expect(sheet?.getRow(3).getCell(1).value).toBe('合计');
  });
});
