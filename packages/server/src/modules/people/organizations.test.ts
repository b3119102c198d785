import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { errorOf, members, signIn, type Caller } from '../catalog/test-helpers';

/** Organizations over HTTP: the tree as flat rows, create, rename/move (never into itself), delete rules, isolation. */

interface Organization {
  id: string;
  parentId: string | null;
  name: string;
  type: string;
  leaderUserId: string | null;
  sort: number;
  memberCount: number;
  concurrencyStamp: string;
}

const PATH = '/api/eticket/organization';
const body = (name: string, parentId: string | null = null, extra: Record<string, unknown> = {}) => ({ name, type: parentId === null ? 'Workshop' : 'Group', parentId, leaderUserId: null, sort: 0, ...extra });

describe.each(ENGINES)('organizations on %s', (engine) => {
  let s: TestServer;
  let alpha: TestTenant;
  let beta: TestTenant;
  let admin: Caller;
  let worker: Caller;
  let other: Caller;

  const create = async (name: string, parentId: string | null = null, extra: Record<string, unknown> = {}) => {
    const r = await admin.post(PATH, body(name, parentId, extra));
    expect(r.status, r.text).toBe(200);
    return r.body as Organization;
  };
  const list = async (caller: Caller) => ((await caller.get(PATH)).body as { items: Organization[] }).items;

  beforeAll(async () => {
    s = await createTestServer(engine);
    alpha = await s.addTenant('alpha');
    beta = await s.addTenant('beta');
    [admin, worker, other] = await Promise.all([signIn(s, 'alpha', 'admin'), signIn(s, 'alpha', 'worker'), signIn(s, 'beta', 'admin')]);
  });
  afterAll(() => s.close());

  it('creates a tree, lists it flat with direct member counts to any signed-in user, audits each write', async () => {
    const shop = await create('裁床车间');
    const group = await create('裁床一组', shop.id, { leaderUserId: alpha.workerId, sort: 2 });
    expect(group).toMatchObject({ parentId: shop.id, type: 'Group', leaderUserId: alpha.workerId, sort: 2, memberCount: 0 });
    await ownerRows(s.database, 'update users set organization_id = $1 where tenant_id = $2 and id = $3', [group.id, alpha.id, alpha.workerId]);
    const rows = await list(worker);
    expect(rows.find((o) => o.id === group.id)?.memberCount).toBe(1);
    expect(rows.find((o) => o.id === shop.id)?.memberCount).toBe(0);
    const trail = await ownerRows<{ n: number }>(s.database, "select count(*)::int as n from audit_entity_changes where entity_type = 'Organization' and entity_id = $1", [group.id]);
    expect(trail[0]?.n).toBe(1);
  });

  it('renames, retypes and moves; refuses a move under itself or a descendant and a missing parent (400 on parentId)', async () => {
    const a = await create('A');
    const b = await create('B', a.id);
    const c = await create('C', b.id);
    const moved = await admin.put(`${PATH}/${c.id}`, { ...body('C2', a.id, { type: 'Line' }), concurrencyStamp: c.concurrencyStamp });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ name: 'C2', parentId: a.id, type: 'Line' });

    const cycle = await admin.put(`${PATH}/${a.id}`, body('A', b.id));
    expect(cycle.status).toBe(400);
    expect(errorOf(cycle.body).validationErrors?.[0]).toMatchObject({ members: ['parentId'], message: '不能移到它自己或它的下级组织下' });
    expect((await admin.put(`${PATH}/${a.id}`, body('A', a.id))).status).toBe(400);
    const foreignParent = (await other.post(PATH, body('外厂'))).body as Organization;
    const missing = await admin.put(`${PATH}/${b.id}`, body('B', foreignParent.id));
    expect(members(missing.body)).toEqual(['parentId']);
    expect(members((await admin.post(PATH, body('X', foreignParent.id))).body)).toEqual(['parentId']);

    const stale = await admin.put(`${PATH}/${c.id}`, { ...body('C3', a.id), concurrencyStamp: c.concurrencyStamp });
    expect(stale.status).toBe(409);
  });

  it('a leader must be a user of the tenant', async () => {
    const r = await admin.post(PATH, body('带班', null, { leaderUserId: beta.adminId }));
    expect(r.status).toBe(400);
    expect(members(r.body)).toEqual(['leaderUserId']);
  });

  it('deletes only an organization without sub-organizations or members (409 with a translated reason)', async () => {
    const shop = await create('缝制车间');
    const group = await create('缝制一组', shop.id);
    const parent = await admin.del(`${PATH}/${shop.id}`);
    expect(parent.status).toBe(409);
    expect(errorOf(parent.body)).toMatchObject({ code: 'EntityInUse', message: '该组织下还有 1 个下级组织，不能删除' });
    await ownerRows(s.database, 'update users set organization_id = $1 where tenant_id = $2 and id = $3', [group.id, alpha.id, alpha.adminId]);
    const withMember = await admin.del(`${PATH}/${group.id}`, );
    expect(errorOf(withMember.body)).toMatchObject({ code: 'EntityInUse', message: '该组织下还有 1 个成员，不能删除' });
    await ownerRows(s.database, 'update users set organization_id = null where tenant_id = $1 and id = $2', [alpha.id, alpha.adminId]);
    expect((await admin.del(`${PATH}/${group.id}`)).status).toBe(204);
    expect((await admin.del(`${PATH}/${shop.id}`)).status).toBe(204);
    expect((await list(admin)).some((o) => o.id === shop.id)).toBe(false);
  });

  it('another tenant’s organization is a 404 on every id route and absent from its list; a worker may read but not write', async () => {
    const mine = await create('本厂');
    expect((await other.put(`${PATH}/${mine.id}`, { nonsense: true })).status).toBe(404);
    expect((await other.del(`${PATH}/${mine.id}`)).status).toBe(404);
    expect((await list(other)).some((o) => o.id === mine.id)).toBe(false);
    expect((await worker.get(PATH)).status).toBe(200);
    for (const r of [await worker.post(PATH, body('x')), await worker.put(`${PATH}/${mine.id}`, body('x')), await worker.del(`${PATH}/${mine.id}`)]) expect(r.status).toBe(403);
  });
});
