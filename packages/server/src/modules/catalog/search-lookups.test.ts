import type { CategoryLookupItem, PartTemplateLookupItem, ProcedureTemplateLookupItem, ProductLookupItem } from '@eticket/core/catalog';
import type { PagedResultDto } from '@eticket/core/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, ownerRows, type TestServer } from '../../test/fixtures';
import { signIn, type Caller } from './test-helpers';

/**
 * The category and template pickers' searches with more rows than a whole-list lookup answers (1,000):
 * the last one is found by keyword and reached by paging, the count is never cut, a category's own parent
 * picker leaves out its sub-tree, and another tenant's rows never show.
 */

const ROWS = 1001;

describe.each(ENGINES)('category and template searches on %s', (engine) => {
  let s: TestServer;
  let alpha: Caller;
  let beta: Caller;
  let tenantId = '';

  beforeAll(async () => {
    s = await createTestServer(engine);
    tenantId = (await s.addTenant('alpha')).id;
    await s.addTenant('beta');
    // Names 分类-0001 … 分类-1001 with sort = i, so the last by sort is the 1,001st.
    await ownerRows(s.database, `insert into product_categories (tenant_id, name, sort) select $1, '分类-' || lpad(i::text, 4, '0'), i from generate_series(1, $2::int) as i`, [tenantId, ROWS]);
    for (const table of ['part_templates', 'procedure_templates']) {
      await ownerRows(s.database, `insert into ${table} (tenant_id, name) select $1, '模板-' || lpad(i::text, 4, '0') from generate_series(1, $2::int) as i`, [tenantId, ROWS]);
    }
    alpha = await signIn(s, 'alpha', 'admin');
    beta = await signIn(s, 'beta', 'admin');
  }, 120_000);
  afterAll(() => s.close());

  async function page<T>(caller: Caller, path: string): Promise<PagedResultDto<T>> {
    const r = await caller.get(path);
    expect(r.status, r.text).toBe(200);
    return r.body as PagedResultDto<T>;
  }

  it('the whole-list lookups stop at 1,000; the searches find the 1,001st by keyword with the full count', async () => {
    expect((await page<CategoryLookupItem>(alpha, '/api/eticket/productCategory/lookup')).items).toHaveLength(1000);
    expect((await page<CategoryLookupItem>(alpha, '/api/eticket/lookup/category?keyword=1001')).items.map((c) => c.name)).toEqual(['分类-1001']);
    for (const kind of ['partTemplate', 'procedureTemplate']) {
      const found = await page<PartTemplateLookupItem | ProcedureTemplateLookupItem>(alpha, `/api/eticket/lookup/${kind}?keyword=1001`);
      expect(found).toEqual({ items: [{ id: expect.any(String), name: '模板-1001', items: [] }], totalCount: 1 });
      const all = await page(alpha, `/api/eticket/lookup/${kind}?keyword=${encodeURIComponent('模板')}`);
      expect(all.totalCount).toBe(ROWS);
      expect(all.items).toHaveLength(20);
    }
  });

  it('paging walks every category once, in sort order, the 1,001st last', async () => {
    const seen: string[] = [];
    for (let skip = 0; ; skip += 100) {
      const next = await page<CategoryLookupItem>(alpha, `/api/eticket/lookup/category?skipCount=${skip}&maxResultCount=100`);
      expect(next.totalCount).toBe(ROWS);
      if (next.items.length === 0) break;
      seen.push(...next.items.map((c) => c.name));
    }
    expect(new Set(seen).size).toBe(ROWS);
    expect(seen.at(-1)).toBe('分类-1001');
  });

  it("a category's parent picker leaves out the category and its sub-tree; a style search by a parent finds its sub-categories' styles", async () => {
    const [top] = await ownerRows<{ id: string }>(s.database, `insert into product_categories (tenant_id, name) values ($1, '上衣') returning id`, [tenantId]);
    const [child] = await ownerRows<{ id: string }>(s.database, `insert into product_categories (tenant_id, name, parent_id) values ($1, '衬衫', $2) returning id`, [tenantId, top?.id]);
    await ownerRows(
      s.database,
      `insert into products (tenant_id, style_no, normalized_style_no, name, category_id) values ($1, 'SH-1', 'sh-1', '衬衫款', $2)`,
      [tenantId, child?.id],
    );
    const both = await page<CategoryLookupItem>(alpha, `/api/eticket/lookup/category?keyword=${encodeURIComponent('衫')}`);
    expect(both.items.map((c) => c.name)).toEqual(['衬衫']);
    const outside = await page<CategoryLookupItem>(alpha, `/api/eticket/lookup/category?excludeTreeOf=${top?.id ?? ''}&maxResultCount=100&skipCount=1000`);
    expect(outside.totalCount).toBe(ROWS);
    expect(outside.items.map((c) => c.name)).not.toContain('衬衫');
    const styles = await page<ProductLookupItem>(alpha, `/api/eticket/lookup/product?categoryIds=${top?.id ?? ''}`);
    expect(styles.items.map((p) => p.styleNo)).toEqual(['SH-1']);
    expect((await alpha.get('/api/eticket/lookup/category?excludeTreeOf=nope')).status).toBe(400);
  });

  it('another tenant sees none of them', async () => {
    for (const kind of ['category', 'partTemplate', 'procedureTemplate']) {
      expect(await page(beta, `/api/eticket/lookup/${kind}?keyword=1001`)).toEqual({ items: [], totalCount: 0 });
    }
  });
});
