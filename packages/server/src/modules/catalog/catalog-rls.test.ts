import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/context';
import { seedDemoCatalog } from '../../seed/demo-catalog';
import { createTestServer, ENGINES, failureOf, type TestServer, type TestTenant } from '../../test/fixtures';

const TABLES = [
  'product_categories',
  'part_templates',
  'procedure_templates',
  'customers',
  'factories',
  'technical_levels',
  'products',
  'product_parts',
  'product_procedures',
  'product_procedure_prices',
] as const;

/** The database itself keeps the master data of two tenants apart, even for a query without a tenant filter. */
describe.each(ENGINES)('catalog tables under row-level security on %s', (engine) => {
  let s: TestServer;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    s = await createTestServer(engine);
    [a, b] = [await s.addTenant('alpha'), await s.addTenant('beta')];
    for (const tenant of [a, b]) await withTenant(s.database, tenant.id, (tx) => seedDemoCatalog(tx, tenant.id));
  });
  afterAll(() => s.close());

  it.each(TABLES)('%s: an unfiltered select sees only the current tenant', async (table) => {
    const rows = await withTenant(s.database, a.id, (tx) => queryRows<{ tenant_id: string }>(tx, sql`select tenant_id from ${sql.identifier(table)}`));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.tenant_id))).toEqual(new Set([a.id]));
  });

  it.each(TABLES)("%s: an unfiltered update touches only the current tenant's rows", async (table) => {
    const touched = await withTenant(s.database, a.id, (tx) =>
      queryRows<{ tenant_id: string }>(tx, sql`update ${sql.identifier(table)} set tenant_id = tenant_id returning tenant_id`),
    );
    expect(touched.length).toBeGreaterThan(0);
    expect(new Set(touched.map((r) => r.tenant_id))).toEqual(new Set([a.id]));
  });

  it("a row written with another tenant's id is refused by WITH CHECK", async () => {
    const failure = await failureOf(withTenant(s.database, a.id, (tx) => tx.execute(sql`insert into customers (tenant_id, name) values (${b.id}, '越界客户')`)));
    expect(failure).toMatch(/row-level security/);
  });
});
