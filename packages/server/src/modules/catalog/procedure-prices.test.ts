import type { CopyProcedurePricesResultDto, ProcedurePriceGridDto, ProductDto } from '@eticket/core/catalog';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, ownerRows, type TestServer } from '../../test/fixtures';
import { errorOf, members, readExport, signIn, type Caller } from './test-helpers';

const PRICES = '/api/eticket/productProcedurePrice';

describe.each(ENGINES)('procedure prices (/api/eticket/productProcedurePrice) on %s', (engine) => {
  let s: TestServer;
  let admin: Caller;
  let worker: Caller;
  let other: Caller;
  let apprentice: string;
  let skilled: string;
  let serial = 0;
  const next = () => String(++serial).padStart(3, '0');

  const createStyle = async (procedures: { seq: number; name: string; defaultPrice: string }[], sizes = ['S', 'M', 'L']) => {
    const r = await admin.post('/api/eticket/product', { styleNo: `P${next()}`, name: '男装衬衫', colors: ['白色'], sizes, procedures });
    expect(r.status, r.text).toBe(200);
    return r.body as ProductDto;
  };
  const grid = async (productId: string, caller = admin) => (await caller.get(`${PRICES}?productId=${productId}`)).body as ProcedurePriceGridDto;

  beforeAll(async () => {
    s = await createTestServer(engine);
    await s.addTenant('alpha');
    await s.addTenant('beta');
    [admin, worker, other] = await Promise.all([signIn(s, 'alpha', 'admin'), signIn(s, 'alpha', 'worker'), signIn(s, 'beta', 'admin')]);
    apprentice = ((await admin.post('/api/eticket/technicalLevel', { name: '学徒', code: 'A', coefficient: '0.9', sort: 1 })).body as { id: string }).id;
    skilled = ((await admin.post('/api/eticket/technicalLevel', { name: '熟练工', code: 'B', coefficient: '1.15', sort: 2, isDefault: true })).body as { id: string }).id;
  });
  afterAll(() => s.close());

  it('GET ?productId= returns the grid: procedures by seq × default + each level, with the style’s sizes', async () => {
    const style = await createStyle([
      { seq: 2, name: '上领', defaultPrice: '0.40' },
      { seq: 1, name: '做领', defaultPrice: '0.35' },
    ]);
    const g = await grid(style.id);
    expect(g).toMatchObject({
      productId: style.id,
      styleNo: style.styleNo,
      concurrencyStamp: style.concurrencyStamp,
      sizes: ['S', 'M', 'L'],
      levels: [
        { id: apprentice, name: '学徒', coefficient: '0.90', isDefault: false },
        { id: skilled, name: '熟练工', coefficient: '1.15', isDefault: true },
      ],
    });
    expect(g.items.map((row) => [row.seq, row.name, row.defaultPrice, row.prices])).toEqual([
      [1, '做领', '0.35', []],
      [2, '上领', '0.40', []],
    ]);
  });

  it('PUT saves default prices and level / size prices exactly; the style’s stamp moves on', async () => {
    const style = await createStyle([
      { seq: 1, name: '做领', defaultPrice: '0.35' },
      { seq: 2, name: '上领', defaultPrice: '0.40' },
    ]);
    const before = await grid(style.id);
    const [collar, attach] = before.items;
    const r = await admin.put(PRICES, {
      productId: style.id,
      concurrencyStamp: before.concurrencyStamp,
      items: [
        {
          procedureId: collar?.procedureId,
          defaultPrice: '0.123456',
          prices: [
            { technicalLevelId: skilled, price: '0.5' },
            { size: 'l', price: '0.2' },
            { technicalLevelId: apprentice, size: 'S', price: '0.1' },
          ],
        },
      ],
    });
    expect(r.status, r.text).toBe(200);
    const after = r.body as ProcedurePriceGridDto;
    expect(after.items[0]).toMatchObject({
      defaultPrice: '0.123456',
      prices: [
        { technicalLevelId: null, size: 'L', price: '0.20' },
        { technicalLevelId: apprentice, size: 'S', price: '0.10' },
        { technicalLevelId: skilled, size: null, price: '0.50' },
      ],
    });
    expect(after.items[1]).toEqual(attach);
    expect(after.concurrencyStamp).not.toBe(before.concurrencyStamp);
    const stored = await ownerRows<{ price: string }>(s.database, 'select price::text from product_procedure_prices where procedure_id = $1 order by price', [collar?.procedureId]);
    expect(stored.map((row) => row.price)).toEqual(['0.100000', '0.200000', '0.500000']);
    // The style form now holds an old stamp: its save is a conflict.
    expect((await admin.put(`/api/eticket/product/${style.id}`, { ...style, concurrencyStamp: style.concurrencyStamp })).status).toBe(409);
  });

  it('refuses unknown procedures, levels, sizes, duplicate cells and bad prices (400 per field); stale stamp 409', async () => {
    const style = await createStyle([{ seq: 1, name: '做领', defaultPrice: '0.35' }]);
    const other1 = await createStyle([{ seq: 1, name: '做领', defaultPrice: '0.35' }]);
    const g = await grid(style.id);
    const bad = await admin.put(PRICES, {
      productId: style.id,
      concurrencyStamp: g.concurrencyStamp,
      items: [
        { procedureId: g.items[0]?.procedureId, defaultPrice: '-0.01', prices: [{ technicalLevelId: skilled, price: '1' }, { technicalLevelId: skilled, price: '2' }, { size: 'XXL', price: '1' }] },
        { procedureId: other1.procedures[0]?.id, defaultPrice: '1', prices: [{ technicalLevelId: '00000000-0000-4000-8000-000000000000', price: '1.0000001' }] },
      ],
    });
    expect(bad.status).toBe(400);
    expect(members(bad.body)).toEqual([
      'items[0].defaultPrice',
      'items[0].prices[1].price',
      'items[0].prices[2].size',
      'items[1].prices[0].price',
      'items[1].prices[0].technicalLevelId',
      'items[1].procedureId',
    ]);
    const stale = await admin.put(PRICES, { productId: style.id, concurrencyStamp: 'stale', items: [] });
    expect(stale.status).toBe(409);
    expect((await admin.get(`${PRICES}?productId=nope`)).status).toBe(400);
    expect((await admin.get(PRICES)).status).toBe(400);
  });

  it('copies prices from another style by procedure name; unmatched procedures and missing sizes are reported', async () => {
    const source = await createStyle(
      [
        { seq: 1, name: '做领', defaultPrice: '0.35' },
        { seq: 2, name: '上袖', defaultPrice: '0.45' },
      ],
      ['S', 'M', 'XXL'],
    );
    const sg = await grid(source.id);
    await admin.put(PRICES, {
      productId: source.id,
      concurrencyStamp: sg.concurrencyStamp,
      items: [{ procedureId: sg.items[1]?.procedureId, defaultPrice: '0.50', prices: [{ technicalLevelId: skilled, price: '0.6' }, { size: 'XXL', price: '0.55' }, { size: 'M', price: '0.52' }] }],
    });
    const target = await createStyle([
      { seq: 1, name: '上袖', defaultPrice: '0.01' },
      { seq: 2, name: '钉扣', defaultPrice: '0.12' },
    ]);
    const tg = await grid(target.id);
    const r = await admin.post(`${PRICES}/copy`, { sourceProductId: source.id, targetProductId: target.id, concurrencyStamp: tg.concurrencyStamp });
    expect(r.status, r.text).toBe(200);
    const result = r.body as CopyProcedurePricesResultDto;
    expect(result).toMatchObject({ copiedProcedureCount: 1, unmatchedProcedureIds: [tg.items[1]?.procedureId], skippedRowCount: 1 });
    expect(result.grid.items.map((row) => [row.name, row.defaultPrice, row.prices])).toEqual([
      ['上袖', '0.50', [{ technicalLevelId: null, size: 'M', price: '0.52' }, { technicalLevelId: skilled, size: null, price: '0.60' }]],
      ['钉扣', '0.12', []],
    ]);
    const again = await admin.post(`${PRICES}/copy`, { sourceProductId: source.id, targetProductId: target.id, concurrencyStamp: tg.concurrencyStamp });
    expect(again.status).toBe(409);
    const self = await admin.post(`${PRICES}/copy`, { sourceProductId: target.id, targetProductId: target.id, concurrencyStamp: 'x' });
    expect(members(self.body)).toEqual(['sourceProductId']);
  });

  it('a technical level with prices cannot be deleted; without prices it can', async () => {
    const style = await createStyle([{ seq: 1, name: '做领', defaultPrice: '0.35' }]);
    const level = ((await admin.post('/api/eticket/technicalLevel', { name: `临时等级${next()}`, coefficient: '1.2' })).body as { id: string }).id;
    const g = await grid(style.id);
    await admin.put(PRICES, { productId: style.id, concurrencyStamp: g.concurrencyStamp, items: [{ procedureId: g.items[0]?.procedureId, defaultPrice: '0.35', prices: [{ technicalLevelId: level, price: '0.4' }] }] });
    const refused = await admin.del(`/api/eticket/technicalLevel/${level}`);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).message).toBe('该技术等级已设置了1条工价，不能删除');
    const g2 = await grid(style.id);
    await admin.put(PRICES, { productId: style.id, concurrencyStamp: g2.concurrencyStamp, items: [{ procedureId: g2.items[0]?.procedureId, defaultPrice: '0.35', prices: [] }] });
    expect((await admin.del(`/api/eticket/technicalLevel/${level}`)).status).toBe(204);
  });

  it('removing a size from the style drops its size prices', async () => {
    const style = await createStyle([{ seq: 1, name: '做领', defaultPrice: '0.35' }], ['S', 'M']);
    const g = await grid(style.id);
    await admin.put(PRICES, { productId: style.id, concurrencyStamp: g.concurrencyStamp, items: [{ procedureId: g.items[0]?.procedureId, defaultPrice: '0.35', prices: [{ size: 'S', price: '0.3' }, { size: 'M', price: '0.4' }] }] });
    const current = (await admin.get(`/api/eticket/product/${style.id}`)).body as ProductDto;
    const r = await admin.put(`/api/eticket/product/${style.id}`, { ...current, sizes: ['M', 'L'] });
    expect(r.status, r.text).toBe(200);
    expect((await grid(style.id)).items[0]?.prices).toEqual([{ technicalLevelId: null, size: 'M', price: '0.40' }]);
  });

  it('exports the grid with a column per level (what that level is paid) and a total row', async () => {
    const style = await createStyle([
      { seq: 1, name: '做领', defaultPrice: '0.10' },
      { seq: 2, name: '上领', defaultPrice: '0.35' },
    ]);
    const g = await grid(style.id);
    await admin.put(PRICES, { productId: style.id, concurrencyStamp: g.concurrencyStamp, items: [{ procedureId: g.items[1]?.procedureId, defaultPrice: '0.35', prices: [{ technicalLevelId: apprentice, price: '0.30' }] }] });
    const sheet = await readExport(s.app, admin.token, `${PRICES}/export?productId=${style.id}`);
    expect(sheet.rows).toEqual([
      ['工序号', '工序名称', '默认单价', '学徒 ×0.90', '熟练工 ×1.15'],
      [1, '做领', 0.1, 0.09, 0.115],
      [2, '上领', 0.35, 0.3, 0.4025],
      [undefined, '合计', 0.45, 0.39, 0.5175],
    ]);
  });

  it('a worker gets 403; another tenant gets 404 for this tenant’s style', async () => {
    const style = await createStyle([{ seq: 1, name: '做领', defaultPrice: '0.35' }]);
    const g = await grid(style.id);
    expect((await worker.get(`${PRICES}?productId=${style.id}`)).status).toBe(403);
    expect((await worker.put(PRICES, { productId: style.id, concurrencyStamp: g.concurrencyStamp, items: [] })).status).toBe(403);
    expect((await other.get(`${PRICES}?productId=${style.id}`)).status).toBe(404);
    expect((await other.put(PRICES, { productId: style.id, concurrencyStamp: g.concurrencyStamp, items: [] })).status).toBe(404);
    const theirs = await other.post('/api/eticket/product', { styleNo: `O${next()}`, name: '别家的款', colors: ['黑'], sizes: ['M'], procedures: [{ seq: 1, name: '做领', defaultPrice: '9' }] });
    const theirGrid = await grid((theirs.body as ProductDto).id, other);
    // Copying from another tenant's style: that style does not exist here.
    const copy = await admin.post(`${PRICES}/copy`, { sourceProductId: theirGrid.productId, targetProductId: style.id, concurrencyStamp: g.concurrencyStamp });
    expect(copy.status).toBe(400);
    expect(members(copy.body)).toEqual(['sourceProductId']);
    expect((await other.get(`${PRICES}/export?productId=${style.id}`)).status).toBe(404);
  });

  it('random batch bodies never give a 5xx', async () => {
    const style = await createStyle([{ seq: 1, name: '做领', defaultPrice: '0.35' }]);
    const g = await grid(style.id);
    const cell = fc.dictionary(fc.constantFrom('technicalLevelId', 'size', 'price'), fc.oneof(fc.anything(), fc.constantFrom(skilled, 'S', '0.5')));
    const item = fc.dictionary(fc.constantFrom('procedureId', 'defaultPrice', 'prices'), fc.oneof(fc.anything(), fc.constant(g.items[0]?.procedureId), fc.array(cell, { maxLength: 3 })));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), fc.record({ productId: fc.oneof(fc.constant(style.id), fc.anything()), concurrencyStamp: fc.anything(), items: fc.array(item, { maxLength: 3 }) })), async (body) => {
        const r = await admin.put(PRICES, body);
        expect(r.status, r.text).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
