import type { BundlePlanRequest, CuttingTimeInput, OrderInput, TicketPrintRequest } from '@eticket/core/production';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { abpResponse, createTestClient, jsonResponse, loggedInStorage, type FakeRequest, type TestClient } from '../testing/fake-fetch';

const ID = '0b6c5e1e-6f55-4b43-9d8a-3c3f8d6d2a10';
const BED = '7d7c0d35-1e0c-4b8e-9c55-0b1f2b9b1a01';
const STAMP = 'stamp-1';

const order: OrderInput = {
  orderNo: 'SO-2611-01',
  customerPoNo: 'PO-88',
  productId: ID,
  customerId: null,
  orderDate: '2026-11-02',
  deliveryDate: '2026-11-30',
  colors: ['白色', '浅蓝'],
  sizes: ['M', 'L'],
  quantities: [
    [100, 120],
    [80, 60],
  ],
  remark: null,
};

const bed: CuttingTimeInput = {
  orderId: ID,
  cutDate: '2026-11-03',
  cutterUserId: null,
  cutterName: '王师傅',
  fabricName: null,
  fabricColor: null,
  dyeLot: 'G-01',
  markerNo: null,
  markerLength: '6.85',
  markerWidth: null,
  lossRate: null,
  ratios: [
    { size: 'M', ratio: 2 },
    { size: 'L', ratio: 1 },
  ],
  colors: [{ color: '白色', layers: 30 }],
  remark: null,
  ticketNote: null,
};

const plan: BundlePlanRequest = {
  mode: 'split',
  colors: ['白色'],
  sizes: ['M', 'L'],
  grid: [
    [
      { input: 60, bundles: 3 },
      { input: 30, bundles: 2 },
    ],
  ],
  startNo: null,
  customNumbers: null,
  dyeLots: null,
};

const print: TicketPrintRequest = {
  from: 1,
  to: 20,
  cuttingTimeId: BED,
  template: '60x40',
  copies: 1,
  options: { rotate180: false, showPrices: false, showProcedures: true, companyName: null, ticketNote: null, perTicketNotes: null },
};

interface Row {
  name: string;
  call: (api: TestClient['client']) => Promise<unknown>;
  method: string;
  /** Path and query string exactly as sent. */
  url: string;
  body?: unknown;
}

const rows: Row[] = [
  // product-spec §3 / §7: exactly these names; status 0 (all) and page size 10 are the defaults.
  {
    name: 'order list, every §3 parameter',
    call: (api) =>
      api.orders.list({
        keyword: 'PO',
        status: 2,
        creationDateStart: '2026-10-01',
        creationDateEnd: '2026-10-31',
        deliveryDateStart: '2026-11-01',
        deliveryDateEnd: '2026-11-30',
        skipCount: 20,
        maxResultCount: 10,
      }),
    method: 'GET',
    url: '/api/eticket/order?status=2&skipCount=20&maxResultCount=10&keyword=PO&creationDateStart=2026-10-01&creationDateEnd=2026-10-31&deliveryDateStart=2026-11-01&deliveryDateEnd=2026-11-30',
  },
  { name: 'order list, defaults: status 0 = all, first page of 10', call: (api) => api.orders.list(), method: 'GET', url: '/api/eticket/order?status=0&skipCount=0&maxResultCount=10' },
  {
    name: 'order list, blank keyword and dates left out',
    call: (api) => api.orders.list({ keyword: '  ', creationDateStart: '', skipCount: 10 }),
    method: 'GET',
    url: '/api/eticket/order?status=0&skipCount=10&maxResultCount=10',
  },
  { name: 'order create (§7 POST)', call: (api) => api.orders.create(order), method: 'POST', url: '/api/eticket/order', body: order },
  { name: 'order get', call: (api) => api.orders.get(ID), method: 'GET', url: `/api/eticket/order/${ID}` },
  {
    name: 'order update (stamp in the body)',
    call: (api) => api.orders.update(ID, { ...order, concurrencyStamp: STAMP }),
    method: 'PUT',
    url: `/api/eticket/order/${ID}`,
    body: { ...order, concurrencyStamp: STAMP },
  },
  { name: 'order delete', call: (api) => api.orders.delete('a/b'), method: 'DELETE', url: '/api/eticket/order/a%2Fb' },
  { name: 'order confirm', call: (api) => api.orders.transition(ID, 'confirm'), method: 'POST', url: `/api/eticket/order/${ID}/confirm` },
  { name: 'order complete', call: (api) => api.orders.transition(ID, 'complete'), method: 'POST', url: `/api/eticket/order/${ID}/complete` },
  { name: 'order close', call: (api) => api.orders.transition(ID, 'close'), method: 'POST', url: `/api/eticket/order/${ID}/close` },
  { name: 'order reopen', call: (api) => api.orders.transition(ID, 'reopen'), method: 'POST', url: `/api/eticket/order/${ID}/reopen` },
  { name: 'order cancel', call: (api) => api.orders.transition(ID, 'cancel'), method: 'POST', url: `/api/eticket/order/${ID}/cancel` },
  { name: 'order sync procedures', call: (api) => api.orders.syncProcedures(ID), method: 'POST', url: `/api/eticket/order/${ID}/syncProcedures` },
  { name: 'order statistics (§7: excludeBundles=true)', call: (api) => api.orders.getStatistics('o-5'), method: 'GET', url: '/api/eticket/order/o-5/statistics?excludeBundles=true' },
  {
    name: 'order statistics with bundles',
    call: (api) => api.orders.getStatistics('o-5', { excludeBundles: false }),
    method: 'GET',
    url: '/api/eticket/order/o-5/statistics?excludeBundles=false',
  },
  { name: 'ticket organization report (§7)', call: (api) => api.orders.getTicketOrganizationReport('o-5'), method: 'GET', url: '/api/eticket/order/o-5/ticketOrganizationReport' },
  { name: 'ticket print preview', call: (api) => api.orders.ticketPrintData(ID, print), method: 'POST', url: `/api/eticket/order/${ID}/ticketPrintData`, body: print },
  {
    name: 'ticket print (recorded), picks',
    call: (api) => api.orders.ticketPrint(ID, { ...print, from: null, to: null, picks: [3, 1, 2] }),
    method: 'POST',
    url: `/api/eticket/order/${ID}/ticketPrint`,
    body: { ...print, from: null, to: null, picks: [3, 1, 2] },
  },
  {
    name: 'part ticket preview',
    call: (api) => api.orders.partTicketPrintData(ID, { ...print, partIds: [BED] }),
    method: 'POST',
    url: `/api/eticket/order/${ID}/partTicketPrintData`,
    body: { ...print, partIds: [BED] },
  },
  {
    name: 'part ticket print (recorded)',
    call: (api) => api.orders.partTicketPrint(ID, { ...print, partIds: null }),
    method: 'POST',
    url: `/api/eticket/order/${ID}/partTicketPrint`,
    body: { ...print, partIds: null },
  },

  {
    name: 'cutting bed list with filters',
    call: (api) => api.production.cuttingTimes.list({ keyword: '16', orderId: ID, status: 'bundled', cutDateStart: '2026-11-01', cutDateEnd: '2026-11-30', skipCount: 0, maxResultCount: 10 }),
    method: 'GET',
    url: `/api/eticket/cuttingTime?keyword=16&orderId=${ID}&status=bundled&cutDateStart=2026-11-01&cutDateEnd=2026-11-30&skipCount=0&maxResultCount=10`,
  },
  { name: 'cutting bed list, no query', call: (api) => api.production.cuttingTimes.list(), method: 'GET', url: '/api/eticket/cuttingTime' },
  {
    name: 'cutting list print',
    call: (api) => api.production.cuttingTimes.printList({ cutDateStart: '2026-11-01', cutDateEnd: '2026-11-07' }),
    method: 'GET',
    url: '/api/eticket/cuttingTime/printList?cutDateStart=2026-11-01&cutDateEnd=2026-11-07',
  },
  { name: 'cutting bed get', call: (api) => api.production.cuttingTimes.get(BED), method: 'GET', url: `/api/eticket/cuttingTime/${BED}` },
  { name: 'cutting bed create', call: (api) => api.production.cuttingTimes.create(bed), method: 'POST', url: '/api/eticket/cuttingTime', body: bed },
  {
    name: 'cutting bed update',
    call: (api) => api.production.cuttingTimes.update(BED, { ...bed, concurrencyStamp: STAMP }),
    method: 'PUT',
    url: `/api/eticket/cuttingTime/${BED}`,
    body: { ...bed, concurrencyStamp: STAMP },
  },
  { name: 'cutting bed delete', call: (api) => api.production.cuttingTimes.delete(BED), method: 'DELETE', url: `/api/eticket/cuttingTime/${BED}` },
  { name: 'bundle plan preview', call: (api) => api.production.cuttingTimes.previewBundles(BED, plan), method: 'POST', url: `/api/eticket/cuttingTime/${BED}/previewBundles`, body: plan },
  { name: 'bundle generation', call: (api) => api.production.cuttingTimes.generateBundles(BED, plan), method: 'POST', url: `/api/eticket/cuttingTime/${BED}/generateBundles`, body: plan },
  {
    name: 'cutting bed copy',
    call: (api) => api.production.cuttingTimes.copy(BED, { cutDate: null, withBundles: true }),
    method: 'POST',
    url: `/api/eticket/cuttingTime/${BED}/copy`,
    body: { cutDate: null, withBundles: true },
  },
  { name: 'cutting sheet', call: (api) => api.production.cuttingTimes.printData(BED), method: 'GET', url: `/api/eticket/cuttingTime/${BED}/printData` },
  {
    name: 'cutting report (groupBy joined)',
    call: (api) => api.production.cuttingTimes.report({ groupBy: ['day', 'cutter'], cutDateStart: '2026-11-01', productId: ID }),
    method: 'GET',
    url: `/api/eticket/cuttingTime/report?groupBy=day,cutter&cutDateStart=2026-11-01&productId=${ID}`,
  },

  {
    name: 'bundle list of a bed, unprinted',
    call: (api) => api.production.bundles.list({ cuttingTimeId: BED, printed: false, maxResultCount: 10_000 }),
    method: 'GET',
    url: `/api/eticket/bundle?cuttingTimeId=${BED}&printed=false&maxResultCount=10000`,
  },
  { name: 'bundle get', call: (api) => api.production.bundles.get(ID), method: 'GET', url: `/api/eticket/bundle/${ID}` },
  {
    name: 'bundle edit (partial)',
    call: (api) => api.production.bundles.update(ID, { qty: 18, concurrencyStamp: STAMP }),
    method: 'PUT',
    url: `/api/eticket/bundle/${ID}`,
    body: { qty: 18, concurrencyStamp: STAMP },
  },
  {
    name: 'bundle by code (encoded as one segment)',
    call: (api) => api.production.bundles.byCode('ET1.ABC/..'),
    method: 'GET',
    url: '/api/eticket/bundle/byCode/ET1.ABC%2F..',
  },
  { name: 'bundle replace', call: (api) => api.production.bundles.replace(ID), method: 'POST', url: `/api/eticket/bundle/${ID}/replace` },
  { name: 'bundle void', call: (api) => api.production.bundles.void(ID), method: 'POST', url: `/api/eticket/bundle/${ID}/void` },
  {
    name: 'bundle hold from scanning',
    call: (api) => api.production.bundles.block(ID, { reason: '质检返修' }),
    method: 'POST',
    url: `/api/eticket/bundle/${ID}/block`,
    body: { reason: '质检返修' },
  },
  { name: 'bundle release for scanning', call: (api) => api.production.bundles.unblock(ID), method: 'POST', url: `/api/eticket/bundle/${ID}/unblock` },
];

function sent(request: FakeRequest) {
  return {
    method: request.method,
    url: `${request.url.pathname}${request.url.search}`,
    body: request.body,
    authorization: request.headers.get('Authorization'),
    tenant: request.headers.get('TenantId'),
  };
}

describe('production endpoints: method, path, query and body exactly', () => {
  it.each(rows)('$name', async ({ call, method, url, body }) => {
    const t = createTestClient({ storage: loggedInStorage(600_000), handler: () => jsonResponse(200, { items: [], totalCount: 0 }) });
    await call(t.client);
    expect(t.server.requests.map(sent)).toEqual([{ method, url, body, authorization: 'Bearer token-1', tenant: 'tenant-a' }]);
  });

  it('orders and production.orders are one and the same endpoints', () => {
    const t = createTestClient({ storage: loggedInStorage(600_000), handler: () => jsonResponse(200, {}) });
    expect(t.client.orders).toBe(t.client.production.orders);
  });

  it('the caller’s input is copied, never handed to the transport', async () => {
    const t = createTestClient({ storage: loggedInStorage(600_000), handler: () => jsonResponse(200, {}) });
    const input = { ...order };
    await t.client.orders.create(input);
    input.orderNo = 'changed';
    expect(t.server.requests[0]?.body).toMatchObject({ orderNo: 'SO-2611-01' });
  });

  it('a delete answered 204 resolves with nothing', async () => {
    const t = createTestClient({ storage: loggedInStorage(600_000), handler: () => new Response(null, { status: 204 }) });
    await expect(t.client.orders.delete(ID)).resolves.toBeUndefined();
    await expect(t.client.production.cuttingTimes.delete(BED)).resolves.toBeUndefined();
  });
});

describe('cutting report export', () => {
  const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('sends the report query to /report/export and resolves with the .xlsx bytes', async () => {
    const t = createTestClient({
      storage: loggedInStorage(600_000),
      handler: () => new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { status: 200, headers: { 'content-type': XLSX_TYPE } }),
    });
    const blob = await t.client.production.cuttingTimes.exportReport({ groupBy: ['order'], cutDateEnd: '2026-11-30' });
    expect(t.server.requests.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual(['/api/eticket/cuttingTime/report/export?groupBy=order&cutDateEnd=2026-11-30']);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it('a JSON answer where a file was expected is a failed call', async () => {
    const t = createTestClient({ storage: loggedInStorage(600_000), handler: () => jsonResponse(200, { rows: [] }) });
    await expect(t.client.production.cuttingTimes.exportReport({ groupBy: ['day'] })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('production errors reach the caller typed', () => {
  it('an empty pick list is a 400 with the field errors (never "print everything")', async () => {
    const t = createTestClient({
      storage: loggedInStorage(600_000),
      handler: () =>
        abpResponse(400, {
          code: 'Validation',
          message: '请求参数有误',
          validationErrors: [{ message: '没有勾选任何扎', members: ['picks'] }],
        }),
    });
    const failure = t.client.orders.ticketPrintData(ID, { ...print, picks: [] }, { silent: (e) => e.status === 400 });
    await expect(failure).rejects.toMatchObject({ status: 400, validationErrors: [{ message: '没有勾选任何扎', members: ['picks'] }] });
    expect(t.errors).toEqual([]);
  });

  it('a code of another tenant is a plain 404', async () => {
    const t = createTestClient({ storage: loggedInStorage(600_000), handler: () => abpResponse(404, { code: 'NotFound', message: '未找到' }) });
    await expect(t.client.production.bundles.byCode('ET1.0000000000000000000000000A', { silent: true })).rejects.toMatchObject({ status: 404 });
  });

  it('regenerating after a print is a 409 with its own code', async () => {
    const t = createTestClient({
      storage: loggedInStorage(600_000),
      handler: () => abpResponse(409, { code: 'CannotRegenerate', message: '该床次已有菲票打印或扫菲记录，不能重新生成扎' }),
    });
    await expect(t.client.production.cuttingTimes.generateBundles(BED, plan)).rejects.toMatchObject({ status: 409, code: 'CannotRegenerate' });
    expect(t.errors).toHaveLength(1);
  });
});
