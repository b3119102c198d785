import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, failureOf, ownerRows, type TestServer, type TestTenant } from '../test/fixtures';
import { queryRows } from './client';
import { asTenant, withHost, withTenant, SYSTEM_ACTOR } from './context';
import { assertTenantIsolation, UnsafeDatabaseError } from './guard';
import { HOST_TABLES, notices, users } from './schema/index';

/**
 * The database itself enforces tenant isolation: these tests bypass the application's own
 * `where tenant_id = …` filters and show that RLS still confines every statement.
 */
describe.each(ENGINES)('row-level security on %s', (engine) => {
  let s: TestServer;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    s = await createTestServer(engine);
    a = await s.addTenant('alpha');
    b = await s.addTenant('beta');
  });
  afterAll(() => s.close());

  it('a query that forgets the tenant filter sees only the current tenant', async () => {
    const rows = await withTenant(s.database, a.id, (tx) => queryRows<{ tenant_id: string; user_name: string }>(tx, sql`select tenant_id, user_name from users`));
    expect(rows.map((r) => r.tenant_id)).toEqual([a.id, a.id]);
    // Even asking for the other tenant's rows explicitly returns nothing.
    const theirs = await withTenant(s.database, a.id, (tx) => queryRows(tx, sql`select * from users where tenant_id = ${b.id}`));
    expect(theirs).toEqual([]);
    const byId = await withTenant(s.database, a.id, (tx) => queryRows(tx, sql`select * from users where id = ${b.adminId}`));
    expect(byId).toEqual([]);
  });

  it("with another tenant's setting the same query returns 0 of this tenant's rows", async () => {
    const other = randomUUID();
    const rows = await withTenant(s.database, other, (tx) => queryRows(tx, sql`select * from users`));
    expect(rows).toEqual([]);
  });

  it('an insert with a wrong tenant_id is rejected by WITH CHECK', async () => {
    const failure = await failureOf(
      withTenant(s.database, a.id, (tx) => tx.insert(notices).values({ tenantId: b.id, type: 3, titleKey: 'x', contentKey: 'y' })),
    );
    expect(failure).toMatch(/row-level security/);
  });

  it("an update or delete cannot reach another tenant's rows", async () => {
    const updated = await withTenant(s.database, a.id, (tx) => tx.update(users).set({ name: 'hijacked' }).returning({ id: users.id }));
    expect(updated.every((u) => u.id === a.adminId || u.id === a.workerId)).toBe(true);
    const deleted = await withTenant(s.database, a.id, (tx) => queryRows(tx, sql`delete from users where id = ${b.adminId} returning id`));
    expect(deleted).toEqual([]);
    const [still] = await ownerRows<{ name: string }>(s.database, 'select name from users where id = $1', [b.adminId]);
    expect(still?.name).toBe('beta 管理员');
  });

  it('moving a row to another tenant is rejected', async () => {
    await expect(withTenant(s.database, a.id, (tx) => tx.execute(sql`update users set tenant_id = ${b.id} where id = ${a.workerId}`))).rejects.toThrow();
  });

  it('without a tenant setting nothing is visible', async () => {
    // The host path resets app.tenant_id to '' — the policy reads that as NULL and matches nothing.
    const rows = await withHost(s.database, { actor: SYSTEM_ACTOR, reason: 'test', kind: 'test' }, (tx) =>
      asTenant(tx, '', (t) => queryRows(t, sql`select 1 from roles`)),
    );
    expect(rows).toEqual([]);
  });

  it('the request role has no access to host tables, except its own tenant row', async () => {
    for (const table of HOST_TABLES.filter((t) => t !== 'tenants')) {
      expect(await failureOf(withTenant(s.database, a.id, (tx) => tx.execute(sql.raw(`select * from ${table}`))))).toMatch(/permission denied/);
    }
    const own = await withTenant(s.database, a.id, (tx) => queryRows<{ id: string }>(tx, sql`select id from tenants`));
    expect(own.map((t) => t.id)).toEqual([a.id]);
    expect(await failureOf(withTenant(s.database, a.id, (tx) => tx.execute(sql`update tenants set user_quota = 999`)))).toMatch(/permission denied/);
  });

  it('the host role cannot read tenant tables', async () => {
    const failure = await failureOf(
      withHost(s.database, { actor: SYSTEM_ACTOR, reason: 'test', kind: 'test' }, (tx) => tx.execute(sql`select * from users`)),
    );
    expect(failure).toMatch(/permission denied/);
  });

  it('requests run as eticket_app / eticket_host, never as a superuser', async () => {
    const [tenant] = await withTenant(s.database, a.id, (tx) =>
      queryRows<{ who: string; su: string; tid: string }>(tx, sql`select current_user as who, current_setting('is_superuser') as su, current_setting('app.tenant_id') as tid`),
    );
    expect(tenant).toEqual({ who: 'eticket_app', su: 'off', tid: a.id });
    const [host] = await withHost(s.database, { actor: SYSTEM_ACTOR, reason: 'test', kind: 'test' }, (tx) =>
      queryRows<{ who: string }>(tx, sql`select current_user as who`),
    );
    expect(host?.who).toBe('eticket_host');
  });

  it('the role and tenant setting end with the transaction', async () => {
    // A statement, so the transaction really begins (one that sends nothing takes no connection at all).
    await withTenant(s.database, a.id, (tx) => queryRows(tx, sql`select 1`));
    const [after] = await ownerRows<{ who: string; tid: string | null }>(s.database, `select current_user as who, current_setting('app.tenant_id', true) as tid`);
    expect(after?.who).not.toBe('eticket_app');
    expect(after?.tid ?? '').toBe('');
  });

  it('every host pass writes a host audit row', async () => {
    const reason = `audit-${randomUUID()}`;
    await withHost(s.database, { actor: SYSTEM_ACTOR, reason, kind: 'test' }, () => Promise.resolve());
    const rows = await ownerRows(s.database, 'select * from host_audit_logs where reason = $1', [reason]);
    expect(rows).toHaveLength(1);
  });

  it('concurrent transactions of different tenants never see each other (no interleaving)', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const tenant = i % 2 === 0 ? a : b;
        return withTenant(s.database, tenant.id, async (tx) => {
          const first = await queryRows<{ tid: string }>(tx, sql`select current_setting('app.tenant_id') as tid`);
          await new Promise((resolveLater) => setTimeout(resolveLater, 2));
          const rows = await queryRows<{ tenant_id: string }>(tx, sql`select tenant_id from users`);
          return { expected: tenant.id, setting: first[0]?.tid, tenants: [...new Set(rows.map((r) => r.tenant_id))] };
        });
      }),
    );
    for (const r of results) expect({ setting: r.setting, tenants: r.tenants }).toEqual({ setting: r.expected, tenants: [r.expected] });
  });

  it('the startup guard passes on the migrated database', async () => {
    await expect(assertTenantIsolation(s.database)).resolves.toBeUndefined();
  });

  it('the startup guard refuses a request role that is SUPERUSER or BYPASSRLS, or missing', async () => {
    const role = `et_bad_${randomUUID().slice(0, 8)}`;
    await ownerRows(s.database, `create role ${role} nologin bypassrls`);
    try {
      await expect(assertTenantIsolation(s.database, [role])).rejects.toThrow(UnsafeDatabaseError);
      await expect(assertTenantIsolation(s.database, [role])).rejects.toThrow(/BYPASSRLS/);
      await expect(assertTenantIsolation(s.database, ['postgres'])).rejects.toThrow(/SUPERUSER/);
      await expect(assertTenantIsolation(s.database, ['et_no_such_role'])).rejects.toThrow(/does not exist/);
    } finally {
      await ownerRows(s.database, `drop role ${role}`);
    }
  });

  it('the startup guard refuses a tenant table without FORCE RLS, and a table nobody classified', async () => {
    await ownerRows(s.database, 'alter table notices no force row level security');
    await expect(assertTenantIsolation(s.database)).rejects.toThrow(/notices/);
    await ownerRows(s.database, 'alter table notices force row level security');
    await ownerRows(s.database, 'create table stray (id int)');
    await expect(assertTenantIsolation(s.database)).rejects.toThrow(/stray/);
    await ownerRows(s.database, 'drop table stray');
    await expect(assertTenantIsolation(s.database)).resolves.toBeUndefined();
  });

  it('the startup guard refuses a tenant_isolation policy that does not compare tenant_id with the request tenant', async () => {
    const weak = [
      'using (true) with check (true)',
      'using (tenant_id is not null) with check (tenant_id is not null)',
      "using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) with check (true)",
    ];
    for (const clause of weak) {
      await ownerRows(s.database, 'drop policy tenant_isolation on notices');
      await ownerRows(s.database, `create policy tenant_isolation on notices for all to public ${clause}`);
      await expect(assertTenantIsolation(s.database), clause).rejects.toThrow(/do not compare tenant_id.*notices/);
    }
    await ownerRows(s.database, "select eticket_secure_tenant_table('notices')");
    // A second permissive policy ORs with the first: as good as none.
    await ownerRows(s.database, 'create policy extra on notices for select to public using (true)');
    await expect(assertTenantIsolation(s.database)).rejects.toThrow(/notices/);
    await ownerRows(s.database, 'drop policy extra on notices');
    await expect(assertTenantIsolation(s.database)).resolves.toBeUndefined();
  });

  it('RESET ROLE, SET ROLE postgres and set_config(role) inside a request transaction fail and reveal nothing', async () => {
    const attempts = ['reset role', 'set role postgres', 'set session authorization postgres', 'reset all', "select set_config('role', 'none', true)", "select set_config('role', 'postgres', true)", 'commit', "do $$ begin reset role; end $$"];
    for (const attempt of attempts) {
      const leaked = withTenant(s.database, a.id, async (tx) => {
        await tx.execute(sql.raw(attempt));
        return queryRows<{ tenant_id: string }>(tx, sql`select tenant_id from users where tenant_id = ${b.id}`);
      });
      await expect(leaked, attempt).rejects.toThrow();
    }
    // The transaction is still usable for honest work afterwards (no role left behind on the connection).
    const rows = await withTenant(s.database, a.id, (tx) => queryRows(tx, sql`select 1 from users`));
    expect(rows.length).toBeGreaterThan(0);
  });

  it.runIf(engine === 'postgres')('the request pool logs in as a role that cannot regain bypass even without the statement gate', async () => {
    if (s.database.kind !== 'postgres') return;
    const client = await s.database.requestPool.connect();
    try {
      const [who] = (await client.query<{ u: string; su: string }>(`select session_user as u, current_setting('is_superuser') as su`)).rows;
      expect(who).toEqual({ u: 'eticket_request', su: 'off' });
      await client.query('begin');
      await client.query('set local role eticket_app');
      await client.query('reset role');
      await expect(client.query('select * from users')).rejects.toThrow(/permission denied/);
      await client.query('rollback');
      await client.query('begin');
      await expect(client.query('set role postgres')).rejects.toThrow(/permission denied/);
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
