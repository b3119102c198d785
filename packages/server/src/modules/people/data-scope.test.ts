import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/context';
import { createTestServer, ENGINES, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { resolveCallerScope } from './data-scope.service';

/** The caller's data scope: the widest of their roles, over their organization and everything below it. */

describe.each(ENGINES)('data scope on %s', (engine) => {
  let s: TestServer;
  let t: TestTenant;
  const resolve = (userId: string) => withTenant(s.database, t.id, (tx) => resolveCallerScope(tx, t.id, userId));
  const sql = <T>(text: string, params: unknown[]) => ownerRows<T>(s.database, text, params);
  const insertOrg = async (name: string, parentId: string | null) =>
    (await sql<{ id: string }>('insert into organizations (tenant_id, name, parent_id) values ($1, $2, $3) returning id', [t.id, name, parentId]))[0]?.id ?? '';
  const role = async (name: string, scope: string) => (await sql<{ id: string }>('insert into roles (tenant_id, name, normalized_name, data_scope) values ($1, $2, $2, $3) returning id', [t.id, name, scope]))[0]?.id ?? '';
  const grant = (userId: string, roleId: string) => sql('insert into user_roles (tenant_id, user_id, role_id) values ($1, $2, $3)', [t.id, userId, roleId]);

  beforeAll(async () => {
    s = await createTestServer(engine);
    t = await s.addTenant('scope');
  });
  afterAll(() => s.close());

  it('the built-in admin role sees everything; the worker role only its own rows', async () => {
    expect(await resolve(t.adminId)).toEqual({ kind: 'all' });
    expect(await resolve(t.workerId)).toEqual({ kind: 'own', userId: t.workerId });
  });

  it('an organization scope covers the organization and every one below it, not its siblings; the widest role wins', async () => {
    const shop = await insertOrg('车间', null);
    const group = await insertOrg('一组', shop);
    const team = await insertOrg('一组A', group);
    await insertOrg('二组', shop);
    await sql('update users set organization_id = $1 where tenant_id = $2 and id = $3', [group, t.id, t.workerId]);
    await grant(t.workerId, await role('组长', 'organization'));
    expect(await resolve(t.workerId)).toEqual({ kind: 'organizations', userId: t.workerId, organizationIds: [group, team].sort() });
    await grant(t.workerId, await role('经理', 'all'));
    expect(await resolve(t.workerId)).toEqual({ kind: 'all' });
  });

  it('an organization scope without an organization falls back to one’s own rows', async () => {
    const [u] = await sql<{ id: string }>("insert into users (tenant_id, user_name, normalized_user_name, password_hash) values ($1, 'lone', 'lone', 'x') returning id", [t.id]);
    const id = u?.id ?? '';
    await grant(id, await role('无组织组长', 'organization'));
    expect(await resolve(id)).toEqual({ kind: 'own', userId: id });
  });
});
