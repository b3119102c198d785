import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTenant, withHost, SYSTEM_ACTOR } from '../../db/context';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { assistantScope } from './assistants.service';

interface Application {
  id: string;
  userId: string;
  status: string;
  requestedOrganizations: { id: string; name: string | null }[];
  grantedOrganizations: { id: string; name: string | null }[] | null;
  reason: string | null;
  concurrencyStamp: string;
}
interface Paged<T> {
  items: T[];
  totalCount: number;
}

const base = '/api/eticket/assistantApplication';

describe.each(ENGINES)('production assistants on %s', (engine) => {
  let s: TestServer;
  let acme: TestTenant;
  let other: TestTenant;
  let admin: string;
  let worker: string;
  let otherAdmin: string;
  const org = { cutting: randomUUID(), sewing: randomUUID(), team: randomUUID(), foreign: randomUUID() };

  async function addOrganization(tenantId: string, id: string, name: string, parentId: string | null = null): Promise<void> {
    await ownerRows(s.database, 'insert into organizations (tenant_id, id, name, parent_id) values ($1, $2, $3, $4)', [tenantId, id, name, parentId]);
  }
  const scopeOf = (tenant: TestTenant, userId: string) =>
    withHost(s.database, { actor: SYSTEM_ACTOR, reason: 'test', kind: 'system' }, (tx) => asTenant(tx, tenant.id, (t) => assistantScope(t, tenant.id, userId)));

  beforeAll(async () => {
    s = await createTestServer(engine);
    acme = await s.addTenant('acme');
    other = await s.addTenant('other');
    await addOrganization(acme.id, org.cutting, '裁床');
    await addOrganization(acme.id, org.sewing, '车缝车间');
    await addOrganization(acme.id, org.team, '车缝一组', org.sewing);
    await addOrganization(other.id, org.foreign, '别家车间');
    admin = (await login(s.app, 'acme', 'admin')).accessToken;
    worker = (await login(s.app, 'acme', 'worker')).accessToken;
    otherAdmin = (await login(s.app, 'other', 'admin')).accessToken;
  });
  afterAll(() => s.close());

  it('a user applies once; a second open application is a 409; the own status is readable', async () => {
    expect((await call(s.app, 'GET', `${base}/mine`, { token: worker })).body).toEqual({ application: null });
    const r = await call(s.app, 'POST', base, { token: worker, body: { organizationIds: [org.cutting, org.sewing], message: '帮车间报工' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: 'pending', requestedOrganizations: [{ id: org.cutting, name: '裁床' }, { id: org.sewing, name: '车缝车间' }], grantedOrganizations: null });
    const again = await call(s.app, 'POST', base, { token: worker, body: { organizationIds: [org.cutting] } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: '你已有一个待审核或已批准的申请' } });
    expect((await call(s.app, 'GET', `${base}/mine`, { token: worker })).body).toMatchObject({ application: { status: 'pending' } });
  });

  it('the application is on the bell of whoever may decide, and handled for all once decided', async () => {
    const notices = async (token: string) =>
      ((await call(s.app, 'GET', '/api/eticket/notice', { token })).body as Paged<{ type: number; title: string; content: string; handled: boolean; relatedEntityId: string }>).items.filter((n) => n.type === 4);
    const [notice] = await notices(admin);
    expect(notice).toMatchObject({ title: '新的生产助理申请', handled: false });
    expect(notice?.content).toContain('裁床、车缝车间');
    expect(await notices(worker)).toEqual([]);
    expect(await notices(otherAdmin)).toEqual([]);
  });

  it('refuses organizations of another company and an empty list', async () => {
    const foreign = await call(s.app, 'POST', base, { token: admin, body: { organizationIds: [org.foreign] } });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ error: { validationErrors: [{ members: ['organizationIds[0]'] }] } });
    expect((await call(s.app, 'POST', base, { token: admin, body: { organizationIds: [] } })).status).toBe(400);
  });

  it('only ProductionAssistant holders list and decide; another company sees nothing', async () => {
    expect((await call(s.app, 'GET', base, { token: worker })).status).toBe(403);
    const list = (await call(s.app, 'GET', `${base}?status=pending`, { token: admin })).body as Paged<Application>;
    expect(list.totalCount).toBe(1);
    const id = list.items[0]?.id ?? '';
    expect((await call(s.app, 'POST', `${base}/${id}/approve`, { token: worker, body: {} })).status).toBe(403);
    expect(((await call(s.app, 'GET', base, { token: otherAdmin })).body as Paged<Application>).totalCount).toBe(0);
    expect((await call(s.app, 'POST', `${base}/${id}/approve`, { token: otherAdmin, body: {} })).status).toBe(404);
    expect((await call(s.app, 'POST', `${base}/${id}/reject`, { token: otherAdmin, body: { reason: 'x' } })).status).toBe(404);
  });

  it('approval narrows to a subset of the requested organizations, never beyond; the scope follows', async () => {
    const [app] = ((await call(s.app, 'GET', `${base}?status=pending`, { token: admin })).body as Paged<Application>).items;
    if (!app) throw new Error('application missing');
    const wider = await call(s.app, 'POST', `${base}/${app.id}/approve`, { token: admin, body: { organizationIds: [org.sewing, org.team] } });
    expect(wider.status).toBe(400);
    expect(wider.body).toMatchObject({ error: { validationErrors: [{ members: ['organizationIds'], message: '只能授权申请中的组织' }] } });
    expect((await call(s.app, 'POST', `${base}/${app.id}/approve`, { token: admin, body: { concurrencyStamp: 'stale' } })).status).toBe(409);
    const ok = await call(s.app, 'POST', `${base}/${app.id}/approve`, { token: admin, body: { organizationIds: [org.sewing] } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'approved', grantedOrganizations: [{ id: org.sewing, name: '车缝车间' }] });
    expect(await scopeOf(acme, acme.workerId)).toEqual([org.sewing]);
    const bell = (await call(s.app, 'GET', '/api/eticket/notice', { token: admin })).body as Paged<{ relatedEntityId: string; handled: boolean }>;
    expect(bell.items.filter((n) => n.relatedEntityId === app.id)).toMatchObject([{ handled: true }]);
    expect((await call(s.app, 'POST', `${base}/${app.id}/reject`, { token: admin, body: { reason: '重复' } })).status).toBe(409);
    const approved = (await call(s.app, 'GET', `${base}?status=approved`, { token: admin })).body as Paged<Application>;
    expect(approved.items.map((a) => a.userId)).toEqual([acme.workerId]);
    // Still open: no second application while approved.
    expect((await call(s.app, 'POST', base, { token: worker, body: { organizationIds: [org.cutting] } })).status).toBe(409);
  });

  it('revoke needs a reason and ends the scope; then the user may apply again', async () => {
    const [app] = ((await call(s.app, 'GET', `${base}?status=approved`, { token: admin })).body as Paged<Application>).items;
    if (!app) throw new Error('application missing');
    expect((await call(s.app, 'POST', `${base}/${app.id}/revoke`, { token: admin, body: {} })).status).toBe(400);
    const revoked = await call(s.app, 'POST', `${base}/${app.id}/revoke`, { token: admin, body: { reason: '调岗' } });
    expect(revoked.body).toMatchObject({ status: 'revoked', reason: '调岗' });
    expect(await scopeOf(acme, acme.workerId)).toEqual([]);
    expect((await call(s.app, 'POST', `${base}/${app.id}/revoke`, { token: admin, body: { reason: '再次' } })).status).toBe(409);
    const again = await call(s.app, 'POST', base, { token: worker, body: { organizationIds: [org.cutting] } });
    expect(again.status).toBe(201);
    const rejected = await call(s.app, 'POST', `${base}/${(again.body as Application).id}/reject`, { token: admin, body: { reason: '暂不需要' } });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: '暂不需要' });
  });

  it('concurrent applications of one user: exactly one is filed', async () => {
    const results = await Promise.all([0, 1, 2].map(() => call(s.app, 'POST', base, { token: admin, body: { organizationIds: [org.cutting] } })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});
