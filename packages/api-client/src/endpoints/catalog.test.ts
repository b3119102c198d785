import type { ProductInput } from '@eticket/core/catalog';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { abpResponse, createTestClient, jsonResponse, loggedInStorage, type FakeRequest, type TestClient } from '../testing/fake-fetch';

const ID = '0b6c5e1e-6f55-4b43-9d8a-3c3f8d6d2a10';
const STAMP = 'stamp-1';

const product: ProductInput = {
  styleNo: 'CS-2611',
  name: '男装长袖衬衫',
  categoryId: null,
  imageUrl: null,
  colors: [{ name: '白色', code: null }],
  sizes: [{ name: 'M' }, { name: 'L' }],
  customerId: null,
  remark: null,
  isActive: true,
  partTemplateId: null,
  procedureTemplateId: ID,
  parts: [],
  procedures: [],
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
  // product-spec §3 / §7: exactly no, name, keyword, skipCount, maxResultCount.
  {
    name: 'style list (§3 query)',
    call: (api) => api.catalog.products.list({ no: 'K-1', name: '衬衫', keyword: 'x', skipCount: 0, maxResultCount: 10 }),
    method: 'GET',
    url: '/api/eticket/product?no=K-1&name=%E8%A1%AC%E8%A1%AB&keyword=x&skipCount=0&maxResultCount=10',
  },
  {
    name: 'style list with filters and sorting',
    call: (api) => api.catalog.products.list({ keyword: 'CS', categoryId: ID, isActive: true, sorting: 'styleNo desc', skipCount: 20, maxResultCount: 10 }),
    method: 'GET',
    url: `/api/eticket/product?keyword=CS&categoryId=${ID}&isActive=true&sorting=styleNo+desc&skipCount=20&maxResultCount=10`,
  },
  { name: 'style list, no query', call: (api) => api.catalog.products.list(), method: 'GET', url: '/api/eticket/product' },
  { name: 'style create', call: (api) => api.catalog.products.create(product), method: 'POST', url: '/api/eticket/product', body: product },
  {
    name: 'style update (stamp in the body)',
    call: (api) => api.catalog.products.update(ID, { ...product, concurrencyStamp: STAMP }),
    method: 'PUT',
    url: `/api/eticket/product/${ID}`,
    body: { ...product, concurrencyStamp: STAMP },
  },
  { name: 'style get', call: (api) => api.catalog.products.get(ID), method: 'GET', url: `/api/eticket/product/${ID}` },
  { name: 'style delete', call: (api) => api.catalog.products.delete('a/b'), method: 'DELETE', url: '/api/eticket/product/a%2Fb' },
  { name: 'style lookup', call: (api) => api.catalog.products.lookup(), method: 'GET', url: '/api/eticket/product/lookup' },
  { name: 'procedure templates', call: (api) => api.catalog.procedureTemplates.list(), method: 'GET', url: '/api/eticket/procedureTemplate' },
  {
    name: 'procedure template create',
    call: (api) =>
      api.catalog.procedureTemplates.create({
        name: '衬衫工序',
        remark: null,
        items: [{ seq: 1, name: '做领', code: null, stage: 'sewing', standardMinutes: '1.2', defaultPrice: '0.35', priceMode: 'default', showPrice: true }],
      }),
    method: 'POST',
    url: '/api/eticket/procedureTemplate',
    body: {
      name: '衬衫工序',
      remark: null,
      items: [{ seq: 1, name: '做领', code: null, stage: 'sewing', standardMinutes: '1.2', defaultPrice: '0.35', priceMode: 'default', showPrice: true }],
    },
  },
  { name: 'procedure template delete', call: (api) => api.catalog.procedureTemplates.delete(ID), method: 'DELETE', url: `/api/eticket/procedureTemplate/${ID}` },
  { name: 'procedure template lookup', call: (api) => api.catalog.procedureTemplates.lookup(), method: 'GET', url: '/api/eticket/procedureTemplate/lookup' },
  { name: 'part templates', call: (api) => api.catalog.partTemplates.list({ keyword: '领' }), method: 'GET', url: '/api/eticket/productPartTemplate?keyword=%E9%A2%86' },
  { name: 'part template get', call: (api) => api.catalog.partTemplates.get(ID), method: 'GET', url: `/api/eticket/productPartTemplate/${ID}` },
  { name: 'categories', call: (api) => api.catalog.productCategories.list({ sorting: 'sort asc' }), method: 'GET', url: '/api/eticket/productCategory?sorting=sort+asc' },
  {
    name: 'category create',
    call: (api) => api.catalog.productCategories.create({ name: '衬衫', parentId: ID, sort: 1 }),
    method: 'POST',
    url: '/api/eticket/productCategory',
    body: { name: '衬衫', parentId: ID, sort: 1 },
  },
  { name: 'technical levels', call: (api) => api.catalog.technicalLevels.list(), method: 'GET', url: '/api/eticket/technicalLevel' },
  {
    name: 'technical level update',
    call: (api) => api.catalog.technicalLevels.update(ID, { name: '熟练工', code: 'B', coefficient: '1.00', sort: 2, isDefault: true, concurrencyStamp: STAMP }),
    method: 'PUT',
    url: `/api/eticket/technicalLevel/${ID}`,
    body: { name: '熟练工', code: 'B', coefficient: '1.00', sort: 2, isDefault: true, concurrencyStamp: STAMP },
  },
  { name: 'technical level lookup', call: (api) => api.catalog.technicalLevels.lookup(), method: 'GET', url: '/api/eticket/technicalLevel/lookup' },
  { name: 'procedure price grid', call: (api) => api.catalog.procedurePrices.getGrid(ID), method: 'GET', url: `/api/eticket/productProcedurePrice?productId=${ID}` },
  {
    name: 'procedure price bulk edit',
    call: (api) =>
      api.catalog.procedurePrices.saveBatch({
        productId: ID,
        concurrencyStamp: STAMP,
        items: [{ procedureId: ID, defaultPrice: '0.50', prices: [{ technicalLevelId: ID, size: null, price: '0.60' }] }],
      }),
    method: 'PUT',
    url: '/api/eticket/productProcedurePrice',
    body: { productId: ID, concurrencyStamp: STAMP, items: [{ procedureId: ID, defaultPrice: '0.50', prices: [{ technicalLevelId: ID, size: null, price: '0.60' }] }] },
  },
  {
    name: 'procedure price copy',
    call: (api) => api.catalog.procedurePrices.copy({ sourceProductId: 'src', targetProductId: ID, concurrencyStamp: STAMP }),
    method: 'POST',
    url: '/api/eticket/productProcedurePrice/copy',
    body: { sourceProductId: 'src', targetProductId: ID, concurrencyStamp: STAMP },
  },
  { name: 'syncable orders of a style', call: (api) => api.catalog.procedureSync.syncableOrders(ID), method: 'GET', url: `/api/eticket/product/${ID}/syncableOrders` },
  {
    name: 'sync procedures to orders',
    call: (api) => api.catalog.procedureSync.sync(ID, { orderIds: [ID] }),
    method: 'POST',
    url: `/api/eticket/product/${ID}/syncProcedures`,
    body: { orderIds: [ID] },
  },
  { name: 'customers', call: (api) => api.catalog.customers.list({ keyword: '锦绣', skipCount: 10, maxResultCount: 10 }), method: 'GET', url: '/api/eticket/customer?keyword=%E9%94%A6%E7%BB%A3&skipCount=10&maxResultCount=10' },
  { name: 'customer lookup', call: (api) => api.catalog.customers.lookup(), method: 'GET', url: '/api/eticket/customer/lookup' },
  { name: 'factories', call: (api) => api.catalog.factories.list({ sorting: 'name desc' }), method: 'GET', url: '/api/eticket/factory?sorting=name+desc' },
  {
    name: 'factory create',
    call: (api) => api.catalog.factories.create({ name: '东莞总厂', code: 'F01', address: null, manager: null, phone: null, remark: null, isActive: true }),
    method: 'POST',
    url: '/api/eticket/factory',
    body: { name: '东莞总厂', code: 'F01', address: null, manager: null, phone: null, remark: null, isActive: true },
  },
  { name: 'factory delete', call: (api) => api.catalog.factories.delete(ID), method: 'DELETE', url: `/api/eticket/factory/${ID}` },
  {
    name: 'category search',
    call: (api) => api.catalog.search.categories({ keyword: '衬衫', excludeTreeOf: ID, maxResultCount: 20 }),
    method: 'GET',
    url: `/api/eticket/lookup/category?keyword=%E8%A1%AC%E8%A1%AB&excludeTreeOf=${ID}&maxResultCount=20`,
  },
  { name: 'part template search', call: (api) => api.catalog.search.partTemplates({ keyword: 'x', skipCount: 20 }), method: 'GET', url: '/api/eticket/lookup/partTemplate?keyword=x&skipCount=20' },
  { name: 'procedure template search', call: (api) => api.catalog.search.procedureTemplates(), method: 'GET', url: '/api/eticket/lookup/procedureTemplate' },
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

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsx = () => new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { status: 200, headers: { 'content-type': XLSX_TYPE } });

describe('catalog endpoints: method, path, query and body exactly', () => {
  it.each(rows)('$name', async ({ call, method, url, body }) => {
    const t = createTestClient({ storage: loggedInStorage(600_000), handler: () => jsonResponse(200, { items: [], totalCount: 0 }) });
    await call(t.client);
    expect(t.server.requests.map(sent)).toEqual([{ method, url, body, authorization: 'Bearer token-1', tenant: 'tenant-a' }]);
  });

  it('a list resolves with items and totalCount as the server sent them', async () => {
    const page = { items: [{ id: ID, styleNo: 'CS-2611' }], totalCount: 31 };
    const t = createTestClient({ storage: loggedInStorage(600_000), handler: () => jsonResponse(200, page) });
    await expect(t.client.catalog.products.list({ skipCount: 0, maxResultCount: 10 })).resolves.toEqual(page);
  });

  it('a delete answered 204 resolves with nothing', async () => {
    const t = createTestClient({ storage: loggedInStorage(600_000), handler: () => new Response(null, { status: 204 }) });
    await expect(t.client.catalog.customers.delete(ID)).resolves.toBeUndefined();
  });
});

describe('Excel export: the same filtered query, a binary answer', () => {
  it('sends the list query to /export and resolves with the .xlsx bytes', async () => {
    const t = createTestClient({ storage: loggedInStorage(600_000), handler: xlsx });
    const blob = await t.client.catalog.products.exportExcel({ keyword: '衬衫', categoryId: ID, sorting: 'styleNo asc' });
    expect(t.server.requests.map(sent)).toEqual([
      {
        method: 'GET',
        url: `/api/eticket/product/export?keyword=%E8%A1%AC%E8%A1%AB&categoryId=${ID}&sorting=styleNo+asc`,
        body: undefined,
        authorization: 'Bearer token-1',
        tenant: 'tenant-a',
      },
    ]);
    expect(blob).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it('the price grid export names the style', async () => {
    const t = createTestClient({ storage: loggedInStorage(600_000), handler: xlsx });
    await t.client.catalog.procedurePrices.exportExcel(ID);
    expect(t.server.requests.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual([`/api/eticket/productProcedurePrice/export?productId=${ID}`]);
  });

  it('a JSON answer where a file was expected is a failed call (ApiError), not a fake file', async () => {
    const t = createTestClient({ storage: loggedInStorage(600_000), handler: () => jsonResponse(200, { items: [] }) });
    await expect(t.client.catalog.customers.exportExcel()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('master-data errors reach the caller typed', () => {
  it('a delete refused while referenced is a 409 with the server message; silent keeps it from onError', async () => {
    const t = createTestClient({
      storage: loggedInStorage(600_000),
      handler: () => abpResponse(409, { code: 'EntityInUse', message: '该工序模板已被1个款式使用，不能删除' }),
    });
    const failure = t.client.catalog.procedureTemplates.delete(ID, { silent: (e) => e.status === 409 });
    await expect(failure).rejects.toMatchObject({ status: 409, code: 'EntityInUse', message: '该工序模板已被1个款式使用，不能删除' });
    expect(t.errors).toEqual([]);
  });

  it('a 400 carries the field paths of the core validators', async () => {
    const t = createTestClient({
      storage: loggedInStorage(600_000),
      handler: () =>
        abpResponse(400, {
          code: 'Validation',
          message: '提交的数据有误，请检查后重试。',
          validationErrors: [{ message: '款号“CS-2611”已存在', members: ['styleNo'] }, { message: '尺码“XL”重复', members: ['sizes[3].name'] }],
        }),
    });
    await expect(t.client.catalog.products.create(product)).rejects.toMatchObject({
      status: 400,
      validationErrors: [
        { message: '款号“CS-2611”已存在', members: ['styleNo'] },
        { message: '尺码“XL”重复', members: ['sizes[3].name'] },
      ],
    });
  });
});
