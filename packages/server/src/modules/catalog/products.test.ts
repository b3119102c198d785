import type { ProductDto, ProductListItemDto } from '@eticket/core/catalog';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, ownerRows, type TestServer } from '../../test/fixtures';
import { errorOf, members, readExport, signIn, type Caller } from './test-helpers';

type Page = { items: ProductListItemDto[]; totalCount: number };

const SHIRT_PROCEDURES = [
  { seq: 1, name: '做领', defaultPrice: '0.35', stage: 'sewing' },
  { seq: 2, name: '上领', defaultPrice: '0.40', stage: 'sewing' },
  { seq: 3, name: '上袖', defaultPrice: '0.45', stage: 'sewing' },
  { seq: 4, name: '埋夹', defaultPrice: '0.50', stage: 'sewing' },
  { seq: 5, name: '冚脚边', defaultPrice: '0.25', stage: 'sewing' },
  { seq: 6, name: '钉扣', defaultPrice: '0.12', stage: 'finishing' },
];

describe.each(ENGINES)('styles (/api/eticket/product) on %s', (engine) => {
  let s: TestServer;
  let admin: Caller;
  let worker: Caller;
  let other: Caller;
  let categoryId: string;
  let childCategoryId: string;
  let customerId: string;
  let partTemplateId: string;
  let procedureTemplateId: string;
  let serial = 0;
  const next = () => String(++serial).padStart(3, '0');

  const styleBody = (styleNo: string, extra: Record<string, unknown> = {}) => ({
    styleNo,
    name: '男装长袖衬衫',
    categoryId: childCategoryId,
    customerId,
    colors: [{ name: '白色', code: 'W01' }, { name: '浅蓝' }, '藏青'],
    sizes: ['S', 'M', 'L', 'XL'],
    remark: '面料：60支全棉',
    ...extra,
  });
  const createStyle = async (styleNo = `S${next()}`, extra: Record<string, unknown> = {}) => {
    const r = await admin.post('/api/eticket/product', styleBody(styleNo, extra));
    expect(r.status, r.text).toBe(200);
    return r.body as ProductDto;
  };

  beforeAll(async () => {
    s = await createTestServer(engine);
    await s.addTenant('alpha');
    await s.addTenant('beta');
    [admin, worker, other] = await Promise.all([signIn(s, 'alpha', 'admin'), signIn(s, 'alpha', 'worker'), signIn(s, 'beta', 'admin')]);
    categoryId = ((await admin.post('/api/eticket/productCategory', { name: '上衣' })).body as { id: string }).id;
    childCategoryId = ((await admin.post('/api/eticket/productCategory', { name: '衬衫', parentId: categoryId })).body as { id: string }).id;
    customerId = ((await admin.post('/api/eticket/customer', { name: '广州锦绣服饰有限公司' })).body as { id: string }).id;
    partTemplateId = ((await admin.post('/api/eticket/productPartTemplate', { name: '衬衫部位', items: [{ name: '前片' }, { name: '后片' }, { name: '袖', piecesPerGarment: 2 }, { name: '领' }] })).body as { id: string }).id;
    procedureTemplateId = ((await admin.post('/api/eticket/procedureTemplate', { name: '男衬衫工序', items: [...SHIRT_PROCEDURES].reverse() })).body as { id: string }).id;
  });
  afterAll(() => s.close());

  it('creates a style from templates: parts and procedures copied in template order with every value', async () => {
    const style = await createStyle(`T${next()}`, { partTemplateId, procedureTemplateId });
    expect(style).toMatchObject({
      name: '男装长袖衬衫',
      categoryName: '衬衫',
      customerName: '广州锦绣服饰有限公司',
      colors: [{ name: '白色', code: 'W01' }, { name: '浅蓝', code: null }, { name: '藏青', code: null }],
      sizes: [{ name: 'S' }, { name: 'M' }, { name: 'L' }, { name: 'XL' }],
      partTemplateId,
      procedureTemplateId,
      isActive: true,
    });
    expect(style.parts.map((p) => [p.name, p.piecesPerGarment, p.sort])).toEqual([
      ['前片', 1, 1],
      ['后片', 1, 2],
      ['袖', 2, 3],
      ['领', 1, 4],
    ]);
    expect(style.procedures.map((p) => [p.seq, p.name, p.defaultPrice, p.stage])).toEqual(SHIRT_PROCEDURES.map((p) => [p.seq, p.name, p.defaultPrice, p.stage]));
  });

  it('creates a style by hand; procedures name their part; the list shows counts and Σ price', async () => {
    const style = await createStyle(`H${next()}`, {
      parts: [{ name: '前片' }, { name: '袖', piecesPerGarment: 2 }],
      procedures: [
        { seq: 20, name: '上袖', defaultPrice: '0.45', partName: '袖' },
        { seq: 10, name: '合肩', defaultPrice: '0.3' },
      ],
    });
    expect(style.procedures.map((p) => [p.seq, p.name, p.partName, p.partId === style.parts[1]?.id])).toEqual([
      [10, '合肩', null, false],
      [20, '上袖', '袖', true],
    ]);
    const list = (await admin.get(`/api/eticket/product?no=${style.styleNo}`)).body as Page;
    expect(list.items).toEqual([
      expect.objectContaining({ id: style.id, partCount: 2, procedureCount: 2, totalDefaultPrice: '0.75', categoryName: '衬衫', customerName: '广州锦绣服饰有限公司' }),
    ]);
  });

  it('style no is unique per tenant however it is spelt; another tenant may use it', async () => {
    const style = await createStyle(`ab-${next()}`);
    const clash = await admin.post('/api/eticket/product', styleBody(` ${style.styleNo.toUpperCase()} `));
    expect(clash.status).toBe(400);
    expect(errorOf(clash.body).validationErrors).toEqual([{ message: `款号“${style.styleNo.toUpperCase()}”已存在`, members: ['styleNo'] }]);
    const fullWidth = style.styleNo.toUpperCase().replace(/[A-Z0-9-]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
    expect((await admin.post('/api/eticket/product', styleBody(fullWidth))).status).toBe(400);
    const b = await other.post('/api/eticket/product', { ...styleBody(style.styleNo), categoryId: null, customerId: null });
    expect(b.status, b.text).toBe(200);
  });

  it('list query exactly as §3: no, name, keyword, skipCount, maxResultCount (default page size 10)', async () => {
    const tag = `Q${next()}`;
    for (let i = 0; i < 12; i++) await createStyle(`${tag}-${String(i).padStart(2, '0')}`, { name: i % 2 === 0 ? '女装连衣裙' : '男装长袖衬衫' });
    const first = (await admin.get(`/api/eticket/product?keyword=${tag}`)).body as Page;
    expect(first.totalCount).toBe(12);
    expect(first.items).toHaveLength(10);
    const byName = (await admin.get(`/api/eticket/product?no=${tag}&name=${encodeURIComponent('连衣裙')}&sorting=styleNo`)).body as Page;
    expect(byName.items.map((p) => p.styleNo)).toEqual(['00', '02', '04', '06', '08', '10'].map((n) => `${tag}-${n}`));
    const paged = (await admin.get(`/api/eticket/product?no=${tag}&sorting=styleNo%20desc&skipCount=10&maxResultCount=5`)).body as Page;
    expect(paged.items.map((p) => p.styleNo)).toEqual([`${tag}-01`, `${tag}-00`]);
  });

  it('filters by category including sub-categories, by customer and by active', async () => {
    const style = await createStyle(`F${next()}`, { isActive: false });
    const inParent = (await admin.get(`/api/eticket/product?categoryId=${categoryId}&maxResultCount=1000`)).body as Page;
    expect(inParent.items.map((p) => p.id)).toContain(style.id);
    const inactive = (await admin.get(`/api/eticket/product?isActive=false&customerId=${customerId}&maxResultCount=1000`)).body as Page;
    expect(inactive.items.map((p) => p.id)).toEqual([style.id]);
    const bad = await admin.get('/api/eticket/product?categoryId=x&isActive=perhaps');
    expect(members(bad.body)).toEqual(['categoryId', 'isActive']);
  });

  it('an edit keeps the ids of kept parts and procedures, adds and removes the rest', async () => {
    const style = await createStyle(`E${next()}`, { partTemplateId, procedureTemplateId });
    const [keep, drop, ...rest] = style.procedures;
    const updated = await admin.put(`/api/eticket/product/${style.id}`, {
      ...styleBody(style.styleNo, { partTemplateId, procedureTemplateId }),
      concurrencyStamp: style.concurrencyStamp,
      parts: style.parts.filter((p) => p.name !== '领'),
      procedures: [{ ...keep, defaultPrice: '0.38', partName: '前片' }, ...rest, { id: drop?.id ?? null, seq: 99, name: '锁眼', defaultPrice: '0.10' }].filter((p) => p.id !== drop?.id || p.seq === 99),
    });
    expect(updated.status, updated.text).toBe(200);
    const after = updated.body as ProductDto;
    expect(after.parts.map((p) => p.id)).toEqual(style.parts.filter((p) => p.name !== '领').map((p) => p.id));
    expect(after.procedures.find((p) => p.seq === 1)).toMatchObject({ id: keep?.id, defaultPrice: '0.38', partName: '前片' });
    // The id of a procedure of this style is kept even when it is sent back under another seq.
    expect(after.procedures.find((p) => p.seq === 99)?.id).toBe(drop?.id);
    expect(after.procedures).toHaveLength(style.procedures.length);
  });

  it("an id of another style's procedure is not taken over: the entry becomes a new procedure", async () => {
    const a = await createStyle(`A${next()}`, { procedureTemplateId });
    const b = await createStyle(`B${next()}`, { procedureTemplateId });
    const stolen = b.procedures[0];
    const r = await admin.put(`/api/eticket/product/${a.id}`, { ...styleBody(a.styleNo), procedures: [{ ...stolen, seq: 1 }] });
    expect(r.status, r.text).toBe(200);
    expect((r.body as ProductDto).procedures[0]?.id).not.toBe(stolen?.id);
    expect(((await admin.get(`/api/eticket/product/${b.id}`)).body as ProductDto).procedures).toHaveLength(SHIRT_PROCEDURES.length);
  });

  it('refuses bad input with 400 per field (ids of another tenant are "not found")', async () => {
    const theirCustomer = ((await other.post('/api/eticket/customer', { name: `别人家的客户${next()}` })).body as { id: string }).id;
    const r = await admin.post('/api/eticket/product', { ...styleBody(`X${next()}`), customerId: theirCustomer });
    expect(r.status).toBe(400);
    expect(members(r.body)).toEqual(['customerId']);
    const many = await admin.post('/api/eticket/product', {
      styleNo: '',
      name: '衬衫',
      colors: ['白色', '白色'],
      sizes: [],
      parts: [{ name: '袖', piecesPerGarment: 1.5 }],
      procedures: [{ seq: 1, name: '上袖', defaultPrice: '0.1234567', partName: '口袋' }],
      imageUrl: 'ftp://x',
    });
    expect(many.status).toBe(400);
    expect(members(many.body)).toEqual(['colors[1].name', 'imageUrl', 'parts[0].piecesPerGarment', 'procedures[0].defaultPrice', 'procedures[0].partName', 'sizes', 'styleNo']);
  });

  it('deleting a referenced category, customer or template is refused with a clear message', async () => {
    const style = await createStyle(`D${next()}`, { partTemplateId, procedureTemplateId, categoryId });
    const refusals = [
      [`/api/eticket/productCategory/${categoryId}`, /该分类下有\d+个子分类，不能删除/],
      [`/api/eticket/customer/${customerId}`, /该客户已被\d+个款式引用，不能删除/],
      [`/api/eticket/productPartTemplate/${partTemplateId}`, /该部位模板已被\d+个款式使用，不能删除/],
      [`/api/eticket/procedureTemplate/${procedureTemplateId}`, /该工序模板已被\d+个款式使用，不能删除/],
    ] as const;
    for (const [path, message] of refusals) {
      const r = await admin.del(path);
      expect(r.status).toBe(409);
      expect(errorOf(r.body)).toMatchObject({ code: 'EntityInUse', message: expect.stringMatching(message) });
    }
    const en = await s.app.request(`/api/eticket/productCategory/${childCategoryId}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'c=en|uic=en' } });
    expect(errorOf(await en.json()).message).toMatch(/^This category cannot be deleted: \d+ styles use it$/);
    expect((await admin.get(`/api/eticket/product/${style.id}`)).status).toBe(200);
  });

  it('deleting a style removes its parts, procedures and prices; the template can then go', async () => {
    const template = ((await admin.post('/api/eticket/procedureTemplate', { name: `临时模板${next()}`, items: SHIRT_PROCEDURES })).body as { id: string }).id;
    const style = await createStyle(`R${next()}`, { procedureTemplateId: template });
    expect((await admin.del(`/api/eticket/procedureTemplate/${template}`)).status).toBe(409);
    expect((await admin.del(`/api/eticket/product/${style.id}`)).status).toBe(204);
    const left = await ownerRows<{ n: number }>(s.database, 'select count(*)::int as n from product_procedures where product_id = $1', [style.id]);
    expect(left[0]?.n).toBe(0);
    expect((await admin.del(`/api/eticket/procedureTemplate/${template}`)).status).toBe(204);
  });

  it('a style with orders cannot be deleted: 409 naming the number of orders, and the style stays', async () => {
    const style = await createStyle();
    const order = await admin.post('/api/eticket/order', {
      orderNo: `DEL-${next()}`,
      productId: style.id,
      orderDate: '2026-11-02',
      deliveryDate: '2026-12-20',
      colors: ['白色'],
      sizes: ['S', 'M'],
      quantities: [[10, 20]],
    });
    expect(order.status, order.text).toBe(200);
    const r = await admin.del(`/api/eticket/product/${style.id}`);
    expect(r.status).toBe(409);
    expect(errorOf(r.body)).toMatchObject({ code: 'EntityInUse', message: '该款式已有1个订单，不能删除' });
    expect((await admin.get(`/api/eticket/product/${style.id}`)).status).toBe(200);
  });

  it('a reference from a table this module does not know (a later module) still refuses the delete with 409, not 500', async () => {
    const style = await createStyle();
    await ownerRows(s.database, 'create table later_orders (tenant_id uuid not null, product_id uuid not null, foreign key (tenant_id, product_id) references products (tenant_id, id))');
    try {
      const [row] = await ownerRows<{ tenant_id: string }>(s.database, 'select tenant_id from products where id = $1', [style.id]);
      await ownerRows(s.database, 'insert into later_orders values ($1, $2)', [row?.tenant_id, style.id]);
      const r = await admin.del(`/api/eticket/product/${style.id}`);
      expect(r.status).toBe(409);
      expect(errorOf(r.body)).toMatchObject({ code: 'EntityInUse', message: '该记录已被其他数据引用，不能删除' });
      expect((await admin.get(`/api/eticket/product/${style.id}`)).status).toBe(200);
    } finally {
      await ownerRows(s.database, 'drop table later_orders');
    }
  });

  it('409 on a stale stamp; 403 for a worker; 404 for another tenant', async () => {
    const style = await createStyle();
    const body = { ...styleBody(style.styleNo), concurrencyStamp: style.concurrencyStamp };
    expect((await admin.put(`/api/eticket/product/${style.id}`, body)).status).toBe(200);
    expect((await admin.put(`/api/eticket/product/${style.id}`, body)).status).toBe(409);
    expect((await worker.get('/api/eticket/product')).status).toBe(403);
    expect((await worker.post('/api/eticket/product', styleBody(`W${next()}`))).status).toBe(403);
    expect((await other.get(`/api/eticket/product/${style.id}`)).status).toBe(404);
    expect((await other.put(`/api/eticket/product/${style.id}`, body)).status).toBe(404);
    expect((await other.del(`/api/eticket/product/${style.id}`)).status).toBe(404);
    const theirs = (await other.get('/api/eticket/product?maxResultCount=1000')).body as Page;
    expect(theirs.items.map((p) => p.id)).not.toContain(style.id);
  });

  it('exports the filtered style list', async () => {
    const tag = `XL${next()}`;
    await createStyle(`${tag}-1`, { procedureTemplateId });
    const sheet = await readExport(s.app, admin.token, `/api/eticket/product/export?keyword=${tag}`);
    expect(sheet.fileName).toMatch(/^款式-\d{8}\.xlsx$/);
    expect(sheet.rows[0]?.slice(0, 3)).toEqual(['款号', '款式名称', '分类']);
    expect(sheet.rows[1]?.slice(0, 5)).toEqual([`${tag}-1`, '男装长袖衬衫', '衬衫', '广州锦绣服饰有限公司', '白色、浅蓝、藏青']);
    expect(sheet.rows[1]?.[8]).toBeCloseTo(2.07, 6);
  });

  it('random style bodies never give a 5xx', async () => {
    const entry = fc.dictionary(fc.constantFrom('name', 'seq', 'defaultPrice', 'partName', 'id', 'piecesPerGarment', 'code'), fc.anything());
    const body = fc.record(
      {
        styleNo: fc.oneof(fc.string(), fc.anything()),
        name: fc.anything(),
        colors: fc.oneof(fc.array(fc.oneof(fc.string(), entry)), fc.anything()),
        sizes: fc.oneof(fc.array(fc.string()), fc.anything()),
        parts: fc.array(entry, { maxLength: 4 }),
        procedures: fc.array(entry, { maxLength: 4 }),
        categoryId: fc.oneof(fc.uuid(), fc.anything()),
        procedureTemplateId: fc.oneof(fc.uuid(), fc.constant(procedureTemplateId)),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const r = await admin.post('/api/eticket/product', b);
        expect(r.status, r.text).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
