import type { ProcedurePriceGridDto, ProcedureTemplateDto, ProductDto, ProductListItemDto } from '@eticket/core/catalog';
import type { PagedResultDto } from '@eticket/core/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/context';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer } from '../test/fixtures';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { seedDemoCatalog } from './demo-catalog';

describe.each(ENGINES)('demo master data on %s', (engine) => {
  let s: TestServer;
  let token: string;
  let demoId: string;
  const get = async <T>(path: string) => {
    const r = await call(s.app, 'GET', path, { token });
    expect(r.status, r.text).toBe(200);
    return r.body as T;
  };

  beforeAll(async () => {
    s = await createTestServer(engine);
    await seedDemoData(s.database, s.deps.hasher, s.clock.now());
    token = (await login(s.app, 'demo', 'admin', DEMO_PASSWORD)).accessToken;
    const [demo] = await ownerRows<{ id: string }>(s.database, "select id from tenants where name = 'demo'");
    demoId = demo?.id ?? '';
  });
  afterAll(() => s.close());

  it('has the issue’s minimum: 3+ categories, 2 part and 2 procedure templates, 3 levels, 8 styles, 5 customers, 2 factories', async () => {
    const counts = {
      categories: (await get<PagedResultDto<unknown>>('/api/eticket/productCategory')).totalCount,
      partTemplates: (await get<PagedResultDto<unknown>>('/api/eticket/productPartTemplate')).totalCount,
      procedureTemplates: (await get<PagedResultDto<unknown>>('/api/eticket/procedureTemplate')).totalCount,
      levels: (await get<PagedResultDto<unknown>>('/api/eticket/technicalLevel')).totalCount,
      styles: (await get<PagedResultDto<unknown>>('/api/eticket/product')).totalCount,
      customers: (await get<PagedResultDto<unknown>>('/api/eticket/customer')).totalCount,
      factories: (await get<PagedResultDto<unknown>>('/api/eticket/factory')).totalCount,
    };
    expect(counts).toEqual({ categories: 6, partTemplates: 2, procedureTemplates: 2, levels: 3, styles: 8, customers: 5, factories: 2 });
  });

  it('lists count what uses each record (a correlated count once compared a row with itself and said 0)', async () => {
    const total = async (path: string, field: string) => {
      const page = await get<PagedResultDto<Record<string, unknown>>>(`${path}?maxResultCount=100`);
      return page.items.reduce((sum, item) => sum + Number(item[field]), 0);
    };
    // 8 styles, each with a category and a customer; the level prices of the demo styles exist.
    expect(await total('/api/eticket/productCategory', 'productCount')).toBe(8);
    expect(await total('/api/eticket/customer', 'productCount')).toBe(8);
    expect(await total('/api/eticket/technicalLevel', 'priceCount')).toBeGreaterThan(0);
  });

  it('the shirt template is realistic: 15+ procedures with prices, incl. 做领 上领 上袖 埋夹 冚脚边 钉扣 锁眼', async () => {
    const templates = await get<PagedResultDto<ProcedureTemplateDto>>('/api/eticket/procedureTemplate?keyword=衬衫');
    const shirt = templates.items[0];
    expect(shirt?.procedureCount).toBeGreaterThanOrEqual(15);
    expect(shirt?.items.map((i) => i.name)).toEqual(expect.arrayContaining(['做领', '上领', '上袖', '埋夹', '冚脚边', '钉扣', '锁眼']));
    expect(shirt?.totalPrice).toBe('4.64');
  });

  it('every style has colours, sizes, parts and procedures; some have level and size prices', async () => {
    const list = await get<PagedResultDto<ProductListItemDto>>('/api/eticket/product?maxResultCount=100&sorting=styleNo');
    expect(list.items.map((p) => p.styleNo)).toEqual(['KP2405', 'KP2406', 'MS2401', 'MS2402', 'QZ2407', 'TS2404', 'TZ2408', 'WS2403']);
    for (const item of list.items) {
      const style = await get<ProductDto>(`/api/eticket/product/${item.id}`);
      expect(style.colors.length, style.styleNo).toBeGreaterThan(0);
      expect(style.sizes.length, style.styleNo).toBeGreaterThan(0);
      expect(style.parts.length, style.styleNo).toBeGreaterThan(0);
      expect(style.procedures.length, style.styleNo).toBeGreaterThan(0);
      expect(style.categoryName, style.styleNo).not.toBeNull();
      expect(style.customerName, style.styleNo).not.toBeNull();
    }
    const shirt = list.items.find((p) => p.styleNo === 'MS2401');
    const grid = await get<ProcedurePriceGridDto>(`/api/eticket/productProcedurePrice?productId=${shirt?.id ?? ''}`);
    expect(grid.items.find((r) => r.name === '上领')?.prices).toHaveLength(2);
    expect(grid.items.find((r) => r.name === '埋夹')?.prices).toEqual([{ technicalLevelId: null, size: 'XXL', price: '0.42' }]);
  });

  it('is idempotent, and a deleted record comes back on the next start', async () => {
    expect(await withTenant(s.database, demoId, (tx) => seedDemoCatalog(tx, demoId))).toEqual([]);
    const style = (await get<PagedResultDto<ProductListItemDto>>('/api/eticket/product?no=QZ2407')).items[0];
    expect((await call(s.app, 'DELETE', `/api/eticket/product/${style?.id ?? ''}`, { token })).status).toBe(204);
    expect(await withTenant(s.database, demoId, (tx) => seedDemoCatalog(tx, demoId))).toEqual(['style QZ2407']);
    expect(await seedDemoData(s.database, s.deps.hasher, s.clock.now())).toEqual([]);
  });
});
