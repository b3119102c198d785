import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';

interface Paged<T> {
  items: T[];
  totalCount: number;
}
interface Notice {
  id: string;
  type: number;
  title: string;
  content: string;
  relatedEntityId: string | null;
  handled: boolean;
}
interface Application {
  id: string;
  status: string;
  userName: string;
  concurrencyStamp: string;
}

describe.each(ENGINES)('notices and join applications on %s', (engine) => {
  let s: TestServer;
  let acme: TestTenant;
  let admin: string;
  let worker: string;

  const apply = (body: Record<string, unknown>, ip = '203.0.113.1') => call(s.app, 'POST', '/api/eticket/joinApplication', { body, headers: { 'x-forwarded-for': ip } });
  const notices = async (token: string, query = '', lang = 'c=zh-Hans|uic=zh-Hans') =>
    (await call(s.app, 'GET', `/api/eticket/notice${query}`, { token, headers: { 'accept-language': lang } })).body as Paged<Notice>;
  const applications = async (query = '') => (await call(s.app, 'GET', `/api/eticket/joinApplication${query}`, { token: admin })).body as Paged<Application>;

  beforeAll(async () => {
    s = await createTestServer(engine, { loginLimits: { joinPerIp: 10 } });
    acme = await s.addTenant('acme', { userQuota: 4 });
    admin = (await login(s.app, 'acme', 'admin')).accessToken;
    worker = (await login(s.app, 'acme', 'worker')).accessToken;
  });
  afterAll(() => s.close());

  it('a public application creates a pending application and a type-1 notice for the admins only', async () => {
    const r = await apply({ tenantName: 'Acme', name: '王五', userName: 'wangwu', password: ' pass1234 ', message: '车缝工，三年经验' });
    expect(r.status).toBe(201);
    const { id } = r.body as { id: string };
    const list = await notices(admin);
    expect(list.totalCount).toBe(1);
    expect(list.items[0]).toMatchObject({ type: 1, relatedEntityId: id, handled: false, title: '新的加入申请', content: '王五（wangwu）申请加入公司。留言：车缝工，三年经验' });
    const english = await notices(admin, '', 'c=en|uic=en');
    expect(english.items[0]?.title).toBe('New request to join');
    expect((await notices(worker)).totalCount).toBe(0);
    expect((await applications('?status=pending')).items.map((a) => a.userName)).toEqual(['wangwu']);
  });

  it('validates the form: company, name, user name or phone, password 6–16', async () => {
    const r = await apply({ tenantName: '', name: '', password: '123' });
    expect(r.status).toBe(400);
    const members = (r.body as { error: { validationErrors: { members: string[] }[] } }).error.validationErrors.flatMap((v) => v.members);
    expect(members).toEqual(expect.arrayContaining(['tenantName', 'name', 'password']));
    const noIdentity = await apply({ tenantName: 'acme', name: '赵六', password: 'pass1234' });
    expect(noIdentity.body).toMatchObject({ error: { validationErrors: [{ members: ['userName'], message: '请填写用户名或手机号。' }] } });
    const phoneOnly = await apply({ tenantName: 'acme', name: '赵六', phone: '138-0000-0009', password: 'pass1234' });
    expect(phoneOnly.status).toBe(201);
    expect((await applications()).items.some((a) => a.userName === '13800000009')).toBe(true);
  });

  it('unknown company → 404 TenantNotFound; a taken user name → 409', async () => {
    const unknown = await apply({ tenantName: 'nowhere', name: 'x', userName: 'xyz', password: 'pass1234' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'TenantNotFound', message: '公司“nowhere”不存在。' } });
    expect((await apply({ tenantName: 'acme', name: 'x', userName: 'WORKER', password: 'pass1234' })).status).toBe(409);
    expect((await apply({ tenantName: 'acme', name: 'x', userName: 'wangwu', password: 'pass1234' })).status).toBe(409);
  });

  it('pass creates the user with the worker role, marks the notice handled, and records entity changes', async () => {
    const [app] = (await applications('?status=pending')).items.filter((a) => a.userName === 'wangwu');
    if (!app) throw new Error('application missing');
    const stale = await call(s.app, 'POST', `/api/eticket/joinApplication/${app.id}/pass`, { token: admin, body: { concurrencyStamp: 'stale' } });
    expect(stale.status).toBe(409);
    const r = await call(s.app, 'POST', `/api/eticket/joinApplication/${app.id}/pass`, { token: admin, headers: { 'x-correlation-id': 'pass-1' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: app.id, status: 'passed', userId: expect.any(String) });
    const newcomer = await login(s.app, 'acme', 'wangwu', 'pass1234');
    const config = await call(s.app, 'GET', '/api/abp/application-configuration', { token: newcomer.accessToken });
    expect((config.body as { currentUser: { roles: string[] } }).currentUser.roles).toEqual(['worker']);
    expect((await notices(admin)).items.find((n) => n.relatedEntityId === app.id)?.handled).toBe(true);
    const again = await call(s.app, 'POST', `/api/eticket/joinApplication/${app.id}/pass`, { token: admin });
    expect(again.status).toBe(409);
    const audit = await ownerRows<{ id: string; method: string; path: string; status: number; user_name: string }>(
      s.database,
      "select id, method, path, status, user_name from audit_logs where correlation_id = 'pass-1'",
    );
    expect(audit).toEqual([{ id: expect.any(String), method: 'POST', path: `/api/eticket/joinApplication/${app.id}/pass`, status: 200, user_name: 'admin' }]);
    const changes = await ownerRows<{ entity_type: string; change_type: string }>(
      s.database,
      'select entity_type, change_type from audit_entity_changes where audit_log_id = $1 order by entity_type',
      [audit[0]?.id],
    );
    expect(changes).toEqual([
      { entity_type: 'JoinApplication', change_type: 'update' },
      { entity_type: 'Notice', change_type: 'update' },
      { entity_type: 'User', change_type: 'create' },
    ]);
  });

  it('reject marks the application rejected; a worker may not decide', async () => {
    const r = await apply({ tenantName: 'acme', name: '孙七', userName: 'sunqi', password: 'pass1234' });
    const { id } = r.body as { id: string };
    expect((await call(s.app, 'POST', `/api/eticket/joinApplication/${id}/reject`, { token: worker })).status).toBe(403);
    const rejected = await call(s.app, 'POST', `/api/eticket/joinApplication/${id}/reject`, { token: admin, body: { reason: '名额已满' } });
    expect(rejected.body).toMatchObject({ id, status: 'rejected' });
    expect((await login(s.app, 'acme', 'sunqi', 'pass1234').catch(() => null))).toBeNull();
    const detail = await call(s.app, 'GET', `/api/eticket/joinApplication/${id}`, { token: admin });
    expect(detail.body).toMatchObject({ status: 'rejected', rejectReason: '名额已满' });
  });

  it('pass checks the user quota atomically: of 20 concurrent passes with one seat left, exactly one passes', async () => {
    // Quota 4: admin, worker, wangwu are active → one more fits.
    const ids: string[] = [];
    for (let i = 1; i <= 20; i++) {
      const userName = `q${String(i)}`;
      ids.push(((await apply({ tenantName: 'acme', name: userName, userName, password: 'pass1234' }, `192.0.2.${String(i)}`)).body as { id: string }).id);
    }
    const results = await Promise.all(ids.map((id) => call(s.app, 'POST', `/api/eticket/joinApplication/${id}/pass`, { token: admin })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 403)).toHaveLength(19);
    expect(results.find((r) => r.status === 403)?.body).toMatchObject({ error: { code: 'UserQuotaExceeded' } });
    const [count] = await ownerRows<{ n: number }>(s.database, 'select count(*)::int as n from users where tenant_id = $1', [acme.id]);
    expect(count?.n).toBe(4);
  });

  it('the failed write is audited after its rollback', async () => {
    const failed = await ownerRows(s.database, "select 1 from audit_logs where tenant_id = $1 and status = 403 and error_code = 'UserQuotaExceeded'", [acme.id]);
    expect(failed.length).toBe(19);
  });

  it('paging with skipCount / maxResultCount', async () => {
    const all = await applications();
    const page = await applications('?skipCount=1&maxResultCount=2');
    expect(page.totalCount).toBe(all.totalCount);
    expect(page.items.map((a) => a.id)).toEqual(all.items.slice(1, 3).map((a) => a.id));
    expect((await call(s.app, 'GET', '/api/eticket/joinApplication?maxResultCount=0', { token: admin })).status).toBe(400);
    expect((await call(s.app, 'GET', '/api/eticket/notice?skipCount=-1', { token: admin })).status).toBe(400);
  });

  it('join applications are limited per IP', async () => {
    const results = [];
    for (let i = 0; i < 11; i += 1) results.push((await apply({ tenantName: 'acme', name: 'spam', userName: `spam${String(i)}`, password: 'pass1234' }, '198.51.100.9')).status);
    expect(results.slice(0, 10).every((st) => st === 201)).toBe(true);
    expect(results[10]).toBe(429);
  });

  it('an expired company takes no applications', async () => {
    await s.addTenant('lapsed', { days: -1 });
    const r = await apply({ tenantName: 'lapsed', name: 'x', userName: 'xx', password: 'pass1234' });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: { code: 'TenantExpired' } });
  });
});

interface Detail {
  id: string;
  status: string;
  userName: string;
  requestedOrganizationId: string | null;
  requestedOrganizationName: string | null;
  concurrencyStamp: string;
}

describe.each(ENGINES)('passing join applications with organization, roles and level on %s', (engine) => {
  let s: TestServer;
  let acme: TestTenant;
  let other: TestTenant;
  let admin: string;
  const sewing = '3f1c2a9e-7d41-4a8b-9f0e-1b2c3d4e5f60';
  const foreignOrg = '3f1c2a9e-7d41-4a8b-9f0e-1b2c3d4e5f61';
  let levelId = '';
  let roleId = '';

  const apply = (body: Record<string, unknown>) => call(s.app, 'POST', '/api/eticket/joinApplication', { body: { password: 'pass1234', ...body } });
  const list = async (query = '') => (await call(s.app, 'GET', `/api/eticket/joinApplication${query}`, { token: admin })).body as Paged<Detail>;
  const userRow = async (userName: string) =>
    (
      await ownerRows<{ organization_id: string | null; technical_level_id: string | null; roles: string[] }>(
        s.database,
        `select u.organization_id, u.technical_level_id, array(select r.name from user_roles ur join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
           where ur.tenant_id = u.tenant_id and ur.user_id = u.id order by r.name) as roles
           from users u where u.tenant_id = $1 and u.user_name = $2`,
        [acme.id, userName],
      )
    )[0];

  beforeAll(async () => {
    s = await createTestServer(engine, { loginLimits: { joinPerIp: 50 } });
    acme = await s.addTenant('acme');
    other = await s.addTenant('other');
    admin = (await login(s.app, 'acme', 'admin')).accessToken;
    await ownerRows(s.database, "insert into organizations (tenant_id, id, name) values ($1, $2, '车缝车间')", [acme.id, sewing]);
    await ownerRows(s.database, "insert into organizations (tenant_id, id, name) values ($1, $2, '别家')", [other.id, foreignOrg]);
    [{ id: levelId = '' } = { id: '' }] = await ownerRows<{ id: string }>(s.database, "insert into technical_levels (tenant_id, name) values ($1, '熟练工') returning id", [acme.id]);
    [{ id: roleId = '' } = { id: '' }] = await ownerRows<{ id: string }>(s.database, "insert into roles (tenant_id, name, normalized_name) values ($1, '组长', '组长') returning id", [acme.id]);
  });
  afterAll(() => s.close());

  it("an invite link's organization is kept when it is the company's and dropped silently otherwise", async () => {
    expect((await apply({ tenantName: 'acme', name: '甲', userName: 'jia', organizationId: sewing })).status).toBe(201);
    expect((await apply({ tenantName: 'acme', name: '乙', userName: 'yi', organizationId: foreignOrg })).status).toBe(201);
    expect((await apply({ tenantName: 'acme', name: '丙', userName: 'bing', organizationId: 'not-an-id' })).status).toBe(201);
    const items = (await list('?sorting=userName')).items;
    expect(items.map((a) => [a.userName, a.requestedOrganizationName])).toEqual([
      ['bing', null],
      ['jia', '车缝车间'],
      ['yi', null],
    ]);
  });

  it('lists by keyword, status and day range; exports the filtered list as .xlsx', async () => {
    expect((await list('?keyword=ji')).items.map((a) => a.userName)).toEqual(['jia']);
    const today = new Date(s.clock.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).totalCount).toBe(3);
    expect((await list('?to=2000-01-01')).totalCount).toBe(0);
    expect((await call(s.app, 'GET', '/api/eticket/joinApplication?from=2026-02-30', { token: admin })).status).toBe(400);
    const file = await call(s.app, 'GET', '/api/eticket/joinApplication/export?status=pending', { token: admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('the bell passes with the requested organization and the default roles', async () => {
    const [jia] = (await list('?keyword=jia')).items;
    const r = await call(s.app, 'POST', `/api/eticket/joinApplication/${jia?.id ?? ''}/pass`, { token: admin });
    expect(r.status).toBe(200);
    expect(await userRow('jia')).toEqual({ organization_id: sewing, technical_level_id: null, roles: ['worker'] });
  });

  it('the list passes with a chosen organization, roles and level; ids of another company are refused', async () => {
    const [yi] = (await list('?keyword=yi')).items;
    const path = `/api/eticket/joinApplication/${yi?.id ?? ''}/pass`;
    expect((await call(s.app, 'POST', path, { token: admin, body: { organizationId: foreignOrg } })).status).toBe(400);
    expect((await call(s.app, 'POST', path, { token: admin, body: { organizationId: 'x' } })).status).toBe(400);
    const r = await call(s.app, 'POST', path, { token: admin, body: { organizationId: sewing, roleIds: [roleId], technicalLevelId: levelId, concurrencyStamp: yi?.concurrencyStamp } });
    expect(r.status).toBe(200);
    expect(await userRow('yi')).toEqual({ organization_id: sewing, technical_level_id: levelId, roles: ['组长'] });
    expect((await login(s.app, 'acme', 'yi', 'pass1234')).accessToken).toEqual(expect.any(String));
  });

  it('a pass with no organization leaves the member without one; reject keeps the reason', async () => {
    const [bing] = (await list('?keyword=bing')).items;
    const rejected = await call(s.app, 'POST', `/api/eticket/joinApplication/${bing?.id ?? ''}/reject`, { token: admin, body: { reason: '信息不全' } });
    expect(rejected.status).toBe(200);
    expect((await list('?status=rejected')).items[0]).toMatchObject({ userName: 'bing' });
    expect((await apply({ tenantName: 'acme', name: '丁', userName: 'ding', organizationId: sewing })).status).toBe(201);
    const [ding] = (await list('?keyword=ding')).items;
    expect((await call(s.app, 'POST', `/api/eticket/joinApplication/${ding?.id ?? ''}/pass`, { token: admin, body: { organizationId: null } })).status).toBe(200);
    expect((await userRow('ding'))?.organization_id).toBeNull();
  });
});
