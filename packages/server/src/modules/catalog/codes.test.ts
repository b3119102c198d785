import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { createTestServer, ENGINES, ownerRows, type TestServer } from '../../test/fixtures';
import { errorOf, members, signIn, type Caller } from './test-helpers';

/**
 * Identifying codes are unique per tenant, compared case- and width-insensitively after trimming: a unique
 * index guards them and a save that clashes gets a translated error on the code field.
 */

const resources = [
  { path: '/api/eticket/customer', body: (code: string, n: number) => ({ name: `客户${String(n)}`, code }) },
  { path: '/api/eticket/factory', body: (code: string, n: number) => ({ name: `分厂${String(n)}`, code, isActive: true }) },
  { path: '/api/eticket/technicalLevel', body: (code: string, n: number) => ({ name: `等级${String(n)}`, code, coefficient: '1.10' }) },
];

describe.each(ENGINES)('identifying codes on %s', (engine) => {
  let s: TestServer;
  let admin: Caller;
  let other: Caller;

  beforeAll(async () => {
    s = await createTestServer(engine);
    await s.addTenant('acme');
    await s.addTenant('other');
    admin = await signIn(s, 'acme', 'admin');
    other = await signIn(s, 'other', 'admin');
  });
  afterAll(() => s.close());

  it.each(resources)('$path: CW01 / cw01 / ＣＷ01 / " CW01 " refused on create and on edit, in every language; another tenant may use it', async ({ path, body }) => {
    const first = await admin.post(path, body('CW01', 1));
    expect(first.status, first.text).toBe(200);
    let n = 10;
    for (const variant of ['CW01', 'cw01', 'ＣＷ01', ' cW01 ', 'ｃｗ０１']) {
      n += 1;
      const clash = await admin.post(path, body(variant, n));
      expect(clash.status, `${variant}: ${clash.text}`).toBe(400);
      expect(members(clash.body)).toEqual(['code']);
    }
    const english = await admin.post(path, body('cw01', 99), { 'accept-language': 'c=en|uic=en' });
    expect(errorOf(english.body).validationErrors?.[0]?.message).toBe('The code “cw01” already exists');
    const second = await admin.post(path, body('CW02', 2));
    expect(second.status, second.text).toBe(200);
    const id = (second.body as { id: string }).id;
    const edit = await admin.put(`${path}/${id}`, body('ｃｗ01', 2));
    expect(edit.status, edit.text).toBe(400);
    expect(members(edit.body)).toEqual(['code']);
    // Saving a row with its own code (in another spelling) is not a clash.
    expect((await admin.put(`${path}/${(first.body as { id: string }).id}`, body('cw01', 1))).status).toBe(200);
    expect((await other.post(path, body('CW01', 1))).status).toBe(200);
  });

  it('names are unique the same way (categories among their siblings), guarded by unique indexes too', async () => {
    expect((await admin.post('/api/eticket/customer', { name: 'Jinxiu 锦绣' })).status).toBe(200);
    const clash = await admin.post('/api/eticket/customer', { name: ' ＪＩＮＸＩＵ 锦绣 ' });
    expect(clash.status).toBe(400);
    expect(members(clash.body)).toEqual(['name']);
    const men = (await admin.post('/api/eticket/productCategory', { name: '男装' })).body as { id: string };
    const women = (await admin.post('/api/eticket/productCategory', { name: '女装' })).body as { id: string };
    expect((await admin.post('/api/eticket/productCategory', { name: 'Tops', parentId: men.id })).status).toBe(200);
    expect((await admin.post('/api/eticket/productCategory', { name: 'tops', parentId: women.id })).status).toBe(200);
    expect(members((await admin.post('/api/eticket/productCategory', { name: 'ＴＯＰＳ', parentId: men.id })).body)).toEqual(['name']);
    const [tenant] = await ownerRows<{ id: string }>(s.database, "select id from tenants where name = 'acme'");
    await expect(
      ownerRows(s.database, 'insert into product_categories (tenant_id, name, parent_id) values ($1, $2, $3)', [tenant?.id, ' tops ', men.id]),
    ).rejects.toThrow(/product_categories_tenant_parent_name_key/);
    await expect(ownerRows(s.database, 'insert into part_templates (tenant_id, name) values ($1, $2), ($1, $3)', [tenant?.id, 'Set A', 'set a'])).rejects.toThrow(
      /part_templates_tenant_name_key/,
    );
  });

  it('the migration renames existing duplicates (oldest keeps its code) and then enforces the index', async () => {
    const [tenant] = await ownerRows<{ id: string }>(s.database, "select id from tenants where name = 'acme'");
    const tenantId = tenant?.id ?? '';
    await ownerRows(s.database, 'drop index customers_tenant_code_key');
    await ownerRows(s.database, 'drop index product_categories_tenant_parent_name_key');
    for (const [i, name] of ['童装', 'ＴＯＮＧ', 'tong', '童装'].entries()) {
      await ownerRows(s.database, 'insert into product_categories (tenant_id, name, creation_time) values ($1, $2, now() + make_interval(secs => $3))', [tenantId, name, i]);
    }
    for (const [i, code] of ['DUP7', 'dup7', 'ＤＵＰ7', 'DUP7-2'].entries()) {
      await ownerRows(
        s.database,
        `insert into customers (tenant_id, name, code, creation_time) values ($1, $2, $3, now() + make_interval(secs => $4))`,
        [tenantId, `重复${String(i)}`, code, i],
      );
    }
    const statements = readFileSync(join(MIGRATIONS_FOLDER, '0005_hardening.sql'), 'utf8').split('--> statement-breakpoint');
    for (const statement of statements.filter((t) => t.includes('row_number()') || t.includes('customers_tenant_code_key') || t.includes('product_categories_tenant_parent_name_key'))) {
      await ownerRows(s.database, statement);
    }
    const rows = await ownerRows<{ name: string; code: string }>(s.database, "select name, code from customers where name like '重复%' order by name");
    expect(rows).toEqual([
      { name: '重复0', code: 'DUP7' },
      { name: '重复1', code: 'dup7-3' },
      { name: '重复2', code: 'ＤＵＰ7-4' },
      { name: '重复3', code: 'DUP7-2' },
    ]);
    await expect(ownerRows(s.database, 'insert into customers (tenant_id, name, code) values ($1, $2, $3)', [tenantId, '再来', ' dup7 '])).rejects.toThrow(/customers_tenant_code_key/);
    const categories = await ownerRows<{ name: string }>(
      s.database,
      "select name from product_categories where tenant_id = $1 and parent_id is null and name in ('童装', '童装 (2)', 'ＴＯＮＧ', 'tong (2)') order by creation_time",
      [tenantId],
    );
    expect(categories.map((c) => c.name)).toEqual(['童装', 'ＴＯＮＧ', 'tong (2)', '童装 (2)']);
  });
});
