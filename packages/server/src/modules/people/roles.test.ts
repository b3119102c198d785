import { TenantPermissions as P, WORKER_PERMISSIONS } from '@eticket/core/abp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant, type TenantTx } from '../../db/context';
import { call, createTestServer, ENGINES, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { syncStaticRoles } from '../../identity/provisioning';
import { createRole, updateRoleById } from './roles.service';
import { errorOf, readExport, signIn, type Caller } from '../catalog/test-helpers';

/** Roles over HTTP: CRUD, list and export, every rule (static roles, names, holders, lockout), isolation, access. */

interface Role {
  id: string;
  name: string;
  dataScope: string;
  isDefault: boolean;
  isStatic: boolean;
  permissions: string[];
  userCount: number;
  concurrencyStamp: string;
}
type Page = { items: Role[]; totalCount: number };

const PATH = '/api/identity/roles';
const body = (name: string, permissions: string[] = [P.OrderManagement, P.TicketScan], extra: Record<string, unknown> = {}) => ({
  name,
  dataScope: 'organization',
  isDefault: false,
  permissions,
  ...extra,
});

describe.each(ENGINES)('roles on %s', (engine) => {
  let s: TestServer;
  let alpha: TestTenant;
  let admin: Caller;
  let worker: Caller;
  let other: Caller;
  let serial = 0;
  const next = () => `组长${String(++serial)}`;

  const create = async (name = next(), permissions?: string[]) => {
    const r = await admin.post(PATH, body(name, permissions));
    expect(r.status, r.text).toBe(200);
    return r.body as Role;
  };
  const byName = async (caller: Caller, name: string) => ((await caller.get(`${PATH}?keyword=${encodeURIComponent(name)}`)).body as Page).items.find((r) => r.name === name);
  /** Give a user a role straight in the table (user management is another module). */
  const assign = (userId: string, roleId: string) =>
    ownerRows(s.database, 'insert into user_roles (tenant_id, user_id, role_id) values ($1, $2, $3)', [alpha.id, userId, roleId]);

  beforeAll(async () => {
    s = await createTestServer(engine);
    alpha = await s.addTenant('alpha');
    await s.addTenant('beta');
    [admin, worker, other] = await Promise.all([signIn(s, 'alpha', 'admin'), signIn(s, 'alpha', 'worker'), signIn(s, 'beta', 'admin')]);
  });
  afterAll(() => s.close());

  it('creates, reads, updates and deletes a role, parents of granted children included, each write audited', async () => {
    const created = await create('裁床组长', [P.CuttingListEdit]);
    expect(created).toMatchObject({ dataScope: 'organization', isDefault: false, isStatic: false, userCount: 0, permissions: [P.CuttingList, P.CuttingListEdit].sort() });
    expect((await admin.get(`${PATH}/${created.id}`)).body).toEqual(created);

    const updated = await admin.put(`${PATH}/${created.id}`, { ...body('裁床主管', [P.OrderManagement], { dataScope: 'all', isDefault: true }), concurrencyStamp: created.concurrencyStamp });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ name: '裁床主管', dataScope: 'all', isDefault: true, permissions: [P.OrderManagement] });
    expect((updated.body as Role).concurrencyStamp).not.toBe(created.concurrencyStamp);

    const stale = await admin.put(`${PATH}/${created.id}`, { ...body('裁床主管'), concurrencyStamp: created.concurrencyStamp });
    expect(stale.status).toBe(409);

    expect((await admin.del(`${PATH}/${created.id}`)).status).toBe(204);
    expect((await admin.get(`${PATH}/${created.id}`)).status).toBe(404);
    const trail = await ownerRows<{ change_type: string }>(s.database, "select change_type from audit_entity_changes where entity_type = 'IdentityRole' and entity_id = $1", [created.id]);
    expect(trail.map((t) => t.change_type).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('lists with keyword, paging, sorting and user counts, and exports the filtered list', async () => {
    const tag = `Q${String(++serial)}`;
    for (const n of ['a', 'b', 'c']) await create(`${tag}-${n}`);
    const page = await admin.get(`${PATH}?keyword=${tag.toLowerCase()}&maxResultCount=2&sorting=name%20desc`);
    expect(page.status, page.text).toBe(200);
    expect((page.body as Page).totalCount).toBe(3);
    expect((page.body as Page).items.map((r) => r.name)).toEqual([`${tag}-c`, `${tag}-b`]);

    const all = (await admin.get(`${PATH}?maxResultCount=100`)).body as Page;
    expect(all.items.find((r) => r.name === 'admin')).toMatchObject({ isStatic: true, userCount: 1 });
    expect(all.items.find((r) => r.name === 'worker')).toMatchObject({ isStatic: true, userCount: 1, permissions: [...WORKER_PERMISSIONS].sort() });
    expect((await admin.get(`${PATH}?sorting=permissions`)).status).toBe(400);

    const sheet = await readExport(s.app, admin.token, `${PATH}/export?keyword=${tag}&sorting=name`, 'en');
    expect(sheet.fileName).toMatch(/^Roles-\d{8}\.xlsx$/);
    expect(sheet.rows[0]).toEqual(['Role name', 'Data scope', 'Default role', 'Built-in', 'Users', 'Permissions']);
    expect(sheet.rows.slice(1).map((row) => row[0])).toEqual([`${tag}-a`, `${tag}-b`, `${tag}-c`]);
    expect(sheet.rows[1]?.[1]).toBe('Own organization and below');

    const lookup = (await admin.get(`${PATH}/lookup`)).body as { items: { name: string }[] };
    expect(lookup.items.map((r) => r.name)).toContain(`${tag}-a`);
  });

  it('names are unique per tenant, compared normalized; another tenant may use the same name', async () => {
    await create('Packer');
    const clash = await admin.post(PATH, body(' packer '));
    expect(clash.status).toBe(400);
    expect(errorOf(clash.body).validationErrors?.[0]).toMatchObject({ members: ['name'], message: expect.stringContaining('packer') });
    expect((await other.post(PATH, body('Packer'))).status).toBe(200);
  });

  it('refuses permissions outside the tenant catalogue', async () => {
    const r = await admin.post(PATH, body(next(), [P.OrderManagement, 'Eticket.Host.TenantManagement', 'Nope']));
    expect(r.status).toBe(400);
    expect(errorOf(r.body).validationErrors?.map((e) => e.members[0]).sort()).toEqual(['permissions[1]', 'permissions[2]']);
  });

  it('built-in roles: not deleted, not renamed; the admin role keeps every permission; the worker role may change', async () => {
    const adminRole = await byName(admin, 'admin');
    const workerRole = await byName(admin, 'worker');
    if (!adminRole || !workerRole) throw new Error('static roles missing');
    const del = await admin.del(`${PATH}/${workerRole.id}`);
    expect(del.status).toBe(409);
    expect(errorOf(del.body)).toMatchObject({ code: 'StaticRole', message: '内置角色不能删除' });

    const rename = await admin.put(`${PATH}/${workerRole.id}`, body('工人', workerRole.permissions));
    expect(rename.status).toBe(400);
    expect(errorOf(rename.body).validationErrors?.[0]?.members).toEqual(['name']);

    const reduced = await admin.put(`${PATH}/${adminRole.id}`, { ...body('admin', adminRole.permissions.filter((p) => p !== P.OrderManagementDelete)), dataScope: 'all' });
    expect(reduced.status).toBe(409);
    expect(errorOf(reduced.body).code).toBe('StaticRole');

    const workerScope = await admin.put(`${PATH}/${workerRole.id}`, { ...body('worker', [...workerRole.permissions, P.Dashboard]), dataScope: 'own' });
    expect(workerScope.status, workerScope.text).toBe(200);

    // The company's choice for the worker role survives a restart's sync of the built-in roles.
    const narrowed = await admin.put(`${PATH}/${workerRole.id}`, body('worker', [P.TicketScan]));
    expect(narrowed.status, narrowed.text).toBe(200);
    await syncStaticRoles(s.database);
    expect((await byName(admin, 'worker'))?.permissions).toEqual([P.TicketScan]);
    expect((await byName(admin, 'admin'))?.permissions).toHaveLength(adminRole.permissions.length);
  });

  it('a role held by users is not deleted (409 naming the count)', async () => {
    const role = await create();
    await assign(alpha.workerId, role.id);
    await assign(alpha.adminId, role.id);
    const r = await admin.del(`${PATH}/${role.id}`);
    expect(r.status).toBe(409);
    expect(errorOf(r.body)).toMatchObject({ code: 'EntityInUse', message: '还有 2 个用户使用此角色，不能删除' });
    await ownerRows(s.database, 'delete from user_roles where role_id = $1', [role.id]);
    expect((await admin.del(`${PATH}/${role.id}`)).status).toBe(204);
  });

  it('a change reaches the holders at their next application-configuration (cached principals dropped)', async () => {
    const cached = await createTestServer(engine, { env: { PRINCIPAL_CACHE_SECONDS: '300' } });
    try {
      const t = await cached.addTenant('gamma');
      const [a, w] = await Promise.all([signIn(cached, 'gamma', 'admin'), signIn(cached, 'gamma', 'worker')]);
      const grants = async () => {
        const r = await call(cached.app, 'GET', '/api/abp/application-configuration', { token: w.token });
        return (r.body as { auth: { grantedPolicies: Record<string, boolean> } }).auth.grantedPolicies;
      };
      expect((await grants())[P.OrderManagement]).toBeUndefined();
      const workerRole = ((await a.get(`${PATH}?keyword=worker`)).body as Page).items[0];
      if (!workerRole) throw new Error('worker role missing');
      expect(t.workerId).toEqual(expect.any(String));
      const r = await a.put(`${PATH}/${workerRole.id}`, body('worker', [...workerRole.permissions, P.OrderManagement]));
      expect(r.status, r.text).toBe(200);
      expect((await grants())[P.OrderManagement]).toBe(true);
    } finally {
      await cached.close();
    }
  });

  it('a user cannot take role management from themselves; another manager may take it from them', async () => {
    const managers = await create('角色管理员', [P.RoleManagement, P.RoleManagementEdit]);
    await assign(alpha.workerId, managers.id);
    const self = await (await signIn(s, 'alpha', 'worker')).put(`${PATH}/${managers.id}`, body(managers.name, [P.OrderManagement]));
    expect(self.status).toBe(409);
    expect(errorOf(self.body)).toMatchObject({ code: 'SelfLockout', message: '不能去掉自己的角色管理权限' });
    // The admin keeps it through the admin role: the same edit by the admin goes through.
    expect((await admin.put(`${PATH}/${managers.id}`, body(managers.name, [P.OrderManagement]))).status).toBe(200);
    await ownerRows(s.database, 'delete from user_roles where role_id = $1', [managers.id]);
  });

  it('role management is never removed from the last active user holding it', async () => {
    // Only reachable when the editor is not a holder (the system, or user changes later): the service refuses it.
    const t = await s.addTenant(`solo${String(++serial)}`);
    const edit = (fn: (tx: TenantTx) => Promise<unknown>) => withTenant(s.database, t.id, fn);
    const managers = (await edit((tx) => createRole(tx, { tenantId: t.id, userId: null }, { name: '管理', dataScope: 'all', isDefault: false, permissions: [P.RoleManagement] }))) as { role: Role };
    await ownerRows(s.database, "delete from user_roles where tenant_id = $1 and user_id = $2", [t.id, t.adminId]);
    await ownerRows(s.database, 'insert into user_roles (tenant_id, user_id, role_id) values ($1, $2, $3)', [t.id, t.adminId, managers.role.id]);
    const attempt = edit((tx) => updateRoleById(tx, { tenantId: t.id, userId: null }, managers.role.id, { name: '管理', dataScope: 'all', isDefault: false, permissions: [] }, null));
    await expect(attempt).rejects.toMatchObject({ status: 409, code: 'LastRoleManager', key: 'People.Error.LastRoleManager' });
    // A disabled holder does not count: with the admin disabled, another role that grants it is no way out either.
    await ownerRows(s.database, 'update users set is_active = false where tenant_id = $1 and id = $2', [t.id, t.adminId]);
    const still = edit((tx) => updateRoleById(tx, { tenantId: t.id, userId: null }, managers.role.id, { name: '管理', dataScope: 'all', isDefault: false, permissions: [P.RoleManagement] }, null));
    await expect(still).resolves.toMatchObject({ affectedUserIds: [t.adminId] });
  });

  it('another tenant’s role is a 404 on every id route; a worker gets 403 before the body is read', async () => {
    const mine = await create();
    for (const r of [await other.get(`${PATH}/${mine.id}`), await other.put(`${PATH}/${mine.id}`, { nonsense: true }), await other.del(`${PATH}/${mine.id}`)]) {
      expect(r.status).toBe(404);
    }
    expect((await byName(other, mine.name))).toBeUndefined();
    expect((await admin.get(`${PATH}/${mine.id}`)).status).toBe(200);
    for (const r of [
      await worker.get(PATH),
      await worker.get(`${PATH}/lookup`),
      await worker.get(`${PATH}/${mine.id}`),
      await worker.post(PATH, { nonsense: true }),
      await worker.put(`${PATH}/${mine.id}`, { nonsense: true }),
      await worker.del(`${PATH}/${mine.id}`),
    ]) {
      expect(r.status).toBe(403);
    }
  });
});
