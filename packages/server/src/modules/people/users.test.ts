import { TenantPermissions as P } from '@eticket/core/abp';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestServer, ENGINES, login, ownerRows, PASSWORD, type TestServer, type TestTenant } from '../../test/fixtures';
import { errorOf, members, readExport, signIn, type Caller } from '../catalog/test-helpers';

/** Users over HTTP: every endpoint and rule — quota, lockout, sessions, filters, export, lookup, import, data scope, isolation. */

interface User {
  id: string;
  userName: string;
  name: string;
  employeeNo: string | null;
  organizationId: string | null;
  technicalLevelId: string | null;
  roleIds: string[];
  roleNames: string[];
  isWorker: boolean;
  isActive: boolean;
  joinDate: string | null;
  concurrencyStamp: string;
  generatedPassword?: string | null;
}
type Page<T> = { items: T[]; totalCount: number };

const PATH = '/api/identity/users';
const ORG = '/api/eticket/organization';

const userBody = (userName: string, extra: Record<string, unknown> = {}) => ({
  userName,
  name: `名${userName}`,
  phoneNumber: null,
  employeeNo: null,
  organizationId: null,
  technicalLevelId: null,
  roleIds: [],
  isWorker: true,
  joinDate: '2026-01-05',
  leaveDate: null,
  isActive: true,
  ...extra,
});

async function sheet(rows: (string | number | Date | null)[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('users');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

describe.each(ENGINES)('users on %s', (engine) => {
  let s: TestServer;
  let alpha: TestTenant;
  let beta: TestTenant;
  let admin: Caller;
  let worker: Caller;
  let other: Caller;
  let serial = 0;
  const next = () => `u${String(++serial)}`;

  const create = async (caller: Caller, userName = next(), extra: Record<string, unknown> = {}) => {
    const r = await caller.post(PATH, userBody(userName, { password: PASSWORD, ...extra }));
    expect(r.status, r.text).toBe(200);
    return r.body as User;
  };
  const org = async (name: string, parentId: string | null = null) => {
    const r = await admin.post(ORG, { name, type: 'Group', parentId, leaderUserId: null, sort: 0 });
    expect(r.status, r.text).toBe(200);
    return (r.body as { id: string }).id;
  };
  const roleId = async (tenant: TestTenant, name: string, server: TestServer = s) => (await ownerRows<{ id: string }>(server.database, 'select id from roles where tenant_id = $1 and name = $2', [tenant.id, name]))[0]?.id ?? '';
  const setQuota = (tenant: TestTenant, quota: number) => ownerRows(s.database, 'update tenants set user_quota = $1 where id = $2', [quota, tenant.id]);
  const activeCount = async (tenant: TestTenant) => (await ownerRows<{ n: number }>(s.database, 'select count(*)::int as n from users where tenant_id = $1 and is_active', [tenant.id]))[0]?.n ?? 0;

  beforeAll(async () => {
    s = await createTestServer(engine);
    alpha = await s.addTenant('alpha', { userQuota: 1000 });
    beta = await s.addTenant('beta');
    [admin, worker, other] = await Promise.all([signIn(s, 'alpha', 'admin'), signIn(s, 'alpha', 'worker'), signIn(s, 'beta', 'admin')]);
  });
  afterAll(() => s.close());

  it('creates with a generated password answered once, reads, updates with the stamp, audits', async () => {
    const r = await admin.post(PATH, userBody('newbie', { employeeNo: 'N-1', password: null }));
    expect(r.status, r.text).toBe(200);
    const created = r.body as User;
    expect(created).toMatchObject({ userName: 'newbie', employeeNo: 'N-1', roleNames: ['worker'], isWorker: true, isActive: true, joinDate: '2026-01-05' });
    expect(created.generatedPassword).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await login(s.app, 'alpha', 'newbie', created.generatedPassword ?? '')).accessToken).toEqual(expect.any(String));
    const typed = await create(admin, 'typed1');
    expect(typed.generatedPassword).toBeNull();

    const got = (await admin.get(`${PATH}/${created.id}`)).body as User;
    expect(got).not.toHaveProperty('generatedPassword');
    const updated = await admin.put(`${PATH}/${created.id}`, { ...userBody('newbie2', { employeeNo: 'N-2', roleIds: [await roleId(alpha, 'worker')] }), concurrencyStamp: got.concurrencyStamp });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ userName: 'newbie2', employeeNo: 'N-2' });
    expect((await admin.put(`${PATH}/${created.id}`, { ...userBody('newbie3'), concurrencyStamp: got.concurrencyStamp })).status).toBe(409);

    const taken = await admin.post(PATH, userBody('NEWBIE2', { password: PASSWORD }));
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body).message).toContain('NEWBIE2');
    const number = await admin.post(PATH, userBody(next(), { employeeNo: 'n-2', password: PASSWORD }));
    expect(members(number.body)).toEqual(['employeeNo']);
    const trail = await ownerRows<{ change_type: string }>(s.database, "select change_type from audit_entity_changes where entity_type = 'User' and entity_id = $1 order by change_type", [created.id]);
    expect(trail.map((t) => t.change_type)).toEqual(['create', 'update']);
  });

  it('lists by keyword, organization subtree (or only the organization), role, level, active and worker; sorts, pages, exports', async () => {
    const shop = await org('L车间');
    const group = await org('L一组', shop);
    const [level] = await ownerRows<{ id: string }>(s.database, "insert into technical_levels (tenant_id, name) values ($1, 'L级') returning id", [alpha.id]);
    const a = await create(admin, 'la', { employeeNo: 'L003', organizationId: shop, phoneNumber: '13912345678' });
    const b = await create(admin, 'lb', { employeeNo: 'L001', organizationId: group, technicalLevelId: level?.id, isWorker: false });
    const c = await create(admin, 'lc', { employeeNo: 'L002', organizationId: group, isActive: false });
    const names = async (query: string) => ((await admin.get(`${PATH}?${query}`)).body as Page<User>).items.map((u) => u.userName);

    expect(await names(`organizationId=${shop}`)).toEqual(['lb', 'lc', 'la']);
    expect(await names(`organizationId=${shop}&includeDescendants=false`)).toEqual(['la']);
    expect(await names(`organizationId=${shop}&isActive=true`)).toEqual(['lb', 'la']);
    expect(await names(`organizationId=${shop}&isWorker=true`)).toEqual(['lc', 'la']);
    expect(await names(`technicalLevelId=${level?.id ?? ''}`)).toEqual(['lb']);
    expect(await names('keyword=1391234')).toEqual(['la']);
    expect(await names('keyword=l00')).toEqual(['lb', 'lc', 'la']);
    expect(await names(`organizationId=${shop}&sorting=userName%20desc`)).toEqual(['lc', 'lb', 'la']);
    const page = (await admin.get(`${PATH}?organizationId=${shop}&maxResultCount=2&skipCount=2`)).body as Page<User>;
    expect(page).toMatchObject({ totalCount: 3, items: [{ id: a.id }] });
    const leader = await ownerRows<{ id: string }>(s.database, "insert into roles (tenant_id, name, normalized_name) values ($1, 'L组长', 'l组长') returning id", [alpha.id]);
    await ownerRows(s.database, 'insert into user_roles (tenant_id, user_id, role_id) values ($1, $2, $3)', [alpha.id, c.id, leader[0]?.id]);
    expect(await names(`roleId=${leader[0]?.id ?? ''}`)).toEqual(['lc']);
    expect((await admin.get(`${PATH}?sorting=password`)).status).toBe(400);

    const xlsx = await readExport(s.app, admin.token, `${PATH}/export?organizationId=${shop}`, 'en');
    expect(xlsx.fileName).toMatch(/^Users-\d{8}\.xlsx$/);
    expect(xlsx.rows[0]).toEqual(['Employee no.', 'Name', 'User name', 'Phone', 'Organization', 'Technical level', 'Roles', 'Piece worker', 'Join date', 'Leave date', 'Active']);
    expect(xlsx.rows.slice(1).map((r) => r[2])).toEqual(['lb', 'lc', 'la']);
    expect(xlsx.rows[1]?.[4]).toBe('L一组');
    expect(b.isWorker).toBe(false);
  });

  it('the lookup searches and pages on the server and says how many match in all', async () => {
    const shop = await org('K车间');
    for (let i = 0; i < 5; i++) await create(admin, `k${String(i)}`, { employeeNo: `K${String(i)}`, organizationId: shop, isWorker: i !== 4 });
    const r = (await admin.get(`${PATH}/lookup?keyword=K&organizationId=${shop}&maxResultCount=2&skipCount=2`)).body as Page<{ userName: string }>;
    expect(r).toEqual({ totalCount: 5, items: [expect.objectContaining({ userName: 'k2' }), expect.objectContaining({ userName: 'k3' })] });
    expect(((await admin.get(`${PATH}/lookup?organizationId=${shop}&workersOnly=true`)).body as Page<unknown>).totalCount).toBe(4);
    expect((await admin.get(`${PATH}/lookup?maxResultCount=101`)).status).toBe(400);
  });

  it('quota: of 20 concurrent enables, and of 20 concurrent creates, with one seat left exactly one passes', async () => {
    const t = await s.addTenant(`q${String(++serial)}`, { userQuota: 30 });
    const a = await signIn(s, t.name, 'admin');
    const disabled: User[] = [];
    for (let i = 0; i < 20; i++) disabled.push(await create(a, `d${String(i)}`, { isActive: false }));
    await setQuota(t, (await activeCount(t)) + 1);
    const enables = await Promise.all(disabled.map((u) => a.post(`${PATH}/${u.id}/enable`, {})));
    expect(enables.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = enables.filter((r) => r.status === 403);
    expect(refused).toHaveLength(19);
    expect(errorOf(refused[0]?.body).code).toBe('UserQuotaExceeded');

    await setQuota(t, (await activeCount(t)) + 1);
    const creates = await Promise.all(Array.from({ length: 20 }, (_, i) => a.post(PATH, userBody(`c${String(i)}`, { password: PASSWORD }))));
    expect(creates.filter((r) => r.status === 200)).toHaveLength(1);
    expect(creates.filter((r) => r.status === 403)).toHaveLength(19);
    // Turning isActive on through an update takes a seat as well.
    const still = disabled.find((u, i) => enables[i]?.status !== 200);
    const put = await a.put(`${PATH}/${still?.id ?? ''}`, userBody(still?.userName ?? '', { isActive: true }));
    expect(put.status).toBe(403);
  });

  it('disabling signs the user out at once; never oneself, never the last role manager', async () => {
    const cached = await createTestServer(engine, { env: { PRINCIPAL_CACHE_SECONDS: '300' } });
    try {
      const t = await cached.addTenant('gamma');
      const [a, w] = await Promise.all([signIn(cached, 'gamma', 'admin'), signIn(cached, 'gamma', 'worker')]);
      expect((await w.get('/api/eticket/session/current')).status).toBe(200);
      const off = await a.post(`${PATH}/${t.workerId}/disable`, {});
      expect(off.status, off.text).toBe(200);
      expect(off.body).toMatchObject({ isActive: false });
      expect((await w.get('/api/eticket/session/current')).status).toBe(401);
      expect((await a.post(`${PATH}/${t.workerId}/enable`, {})).status).toBe(200);

      const self = await a.post(`${PATH}/${t.adminId}/disable`, {});
      expect(self.status).toBe(409);
      expect(errorOf(self.body).message).toBe('不能停用自己的账号');

      // A second manager who is not the last: disabling the admin through them is refused only when it would leave none.
      const managers = (await a.post('/api/identity/roles', { name: '管人', dataScope: 'all', isDefault: false, permissions: [P.UserManagement, P.UserManagementEdit] })).body as { id: string };
      const helper = await create(a, 'helper', { roleIds: [managers.id] });
      const h = await signIn(cached, 'gamma', 'helper');
      const last = await h.post(`${PATH}/${t.adminId}/disable`, {});
      expect(last.status).toBe(409);
      expect(errorOf(last.body).code).toBe('LastRoleManager');
      // Roles changed on a user take effect at their next request (the cached principal is dropped).
      const worker = await roleId(t, 'worker', cached);
      const demote = await a.put(`${PATH}/${helper.id}`, userBody('helper', { roleIds: [worker] }));
      expect(demote.status, demote.text).toBe(200);
      expect((await h.get(PATH)).status).toBe(403);
      // Taking role management from oneself through one's own roles is refused.
      const selfDemote = await a.put(`${PATH}/${t.adminId}`, userBody('admin', { roleIds: [worker], isWorker: false }));
      expect(errorOf(selfDemote.body).code).toBe('SelfLockout');
    } finally {
      await cached.close();
    }
  });

  it('reset password: the new one (typed or made here) works, the old does not, and the user’s sessions end', async () => {
    const u = await create(admin, 'resetme');
    const session = await login(s.app, 'alpha', 'resetme');
    const made = await admin.post(`${PATH}/${u.id}/reset-password`, { password: null });
    expect(made.status, made.text).toBe(200);
    const password = (made.body as { password: string }).password;
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await call(s.app, 'GET', '/api/eticket/session/current', { token: session.accessToken })).status).toBe(401);
    const refresh = await call(s.app, 'POST', '/api/eticket/token/refresh', { body: { refreshToken: session.refreshToken } });
    expect(refresh.status).not.toBe(200);
    await expect(login(s.app, 'alpha', 'resetme')).rejects.toThrow();
    expect((await login(s.app, 'alpha', 'resetme', password)).accessToken).toEqual(expect.any(String));
    const typed = await admin.post(`${PATH}/${u.id}/reset-password`, { password: 'abc12345' });
    expect(typed.body).toEqual({ password: 'abc12345' });
    expect(members((await admin.post(`${PATH}/${u.id}/reset-password`, { password: '1' })).body)).toEqual(['password']);
  });

  it('delete: never oneself, 409 while other rows refer to the user, else gone', async () => {
    expect(errorOf((await admin.del(`${PATH}/${alpha.adminId}`)).body).message).toBe('不能删除自己的账号');
    const leader = await create(admin);
    await admin.post(ORG, { name: '有组长', type: 'Group', parentId: null, leaderUserId: leader.id, sort: 0 });
    const inUse = await admin.del(`${PATH}/${leader.id}`);
    expect(inUse.status).toBe(409);
    expect(errorOf(inUse.body)).toMatchObject({ code: 'EntityInUse', message: '还有 1 条记录引用此用户，不能删除，可以停用' });
    const free = await create(admin);
    expect((await admin.del(`${PATH}/${free.id}`)).status).toBe(204);
    expect((await admin.get(`${PATH}/${free.id}`)).status).toBe(404);
  });

  it('bulk assignment sets organization, level and roles on the selected users; foreign ids refuse the whole request', async () => {
    const group = await org('B组');
    const [x, y] = [await create(admin), await create(admin)];
    const leader = await roleId(alpha, 'worker');
    const r = await admin.post(`${PATH}/bulk-assign`, { userIds: [x.id, y.id], organizationId: group, roleIds: [leader] });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ updated: 2 });
    expect(((await admin.get(`${PATH}?organizationId=${group}`)).body as Page<User>).totalCount).toBe(2);
    const foreign = await admin.post(`${PATH}/bulk-assign`, { userIds: [x.id, beta.workerId], organizationId: null });
    expect(members(foreign.body)).toEqual(['userIds']);
  });

  it('imports a sheet (headers in any language, names and paths, roles by name) all at once', async () => {
    const shop = await org('导入车间');
    await org('一组', shop);
    const other1 = await org('别的车间');
    await org('一组', other1);
    await ownerRows(s.database, "insert into technical_levels (tenant_id, name) values ($1, '熟练工')", [alpha.id]);
    const contentBase64 = await sheet([
      ['Employee no.', 'Name', 'User name', 'Phone', 'Organization', 'Technical level', 'Roles', 'Piece worker', 'Join date', 'Password'],
      ['I001', '甲', 'imp1', '13800000011', '导入车间/一组', '熟练工', 'worker', 'Yes', new Date(Date.UTC(2026, 2, 1)), 'pass1234'],
      ['I002', '乙', null, null, '导入车间', null, null, '否', '2026/3/2', null],
      [],
      ['I003', '丙', 'imp3', null, null, null, 'worker，L组长', '是', null, null],
    ]);
    const r = await admin.post(`${PATH}/import`, { fileName: 'users.xlsx', contentBase64 });
    expect(r.status, r.text).toBe(200);
    const result = r.body as { imported: number; generatedPassword: string | null };
    expect(result.imported).toBe(3);
    const list = ((await admin.get(`${PATH}?keyword=I00&sorting=employeeNo`)).body as Page<User>).items;
    expect(list.map((u) => [u.userName, u.isWorker, u.joinDate, u.roleNames])).toEqual([
      ['imp1', true, '2026-03-01', ['worker']],
      ['I002', false, '2026-03-02', ['worker']],
      ['imp3', true, null, ['L组长', 'worker']],
    ]);
    expect((await login(s.app, 'alpha', 'imp1', 'pass1234')).accessToken).toEqual(expect.any(String));
    expect((await login(s.app, 'alpha', 'imp3', result.generatedPassword ?? '')).accessToken).toEqual(expect.any(String));
  });

  it('an import with any problem saves nothing and names each row and column, translated', async () => {
    await create(admin, 'exists1', { employeeNo: 'E-1' });
    await org('一组', await org('E车间'));
    await org('一组', await org('F车间'));
    const before = await activeCount(alpha);
    const contentBase64 = await sheet([
      ['工号', '姓名', '用户名', '手机号', '组织', '技术等级', '角色', '计件工人', '入职日期', '密码'],
      ['E-1', '甲', 'ok1', null, '一组', '不存在', 'nobody', 'maybe', '2026-13-01', null],
      ['X-1', '', 'exists1', 'abc', '没有', null, null, null, null, '1'],
      ['X-2', '丁', 'dup', null, null, null, null, null, null, null],
      ['X-2', '戊', 'DUP', null, null, null, null, null, null, null],
    ]);
    const r = await admin.post(`${PATH}/import`, { fileName: 'bad.xlsx', contentBase64 }, { 'accept-language': 'c=en|uic=en' });
    expect(r.status).toBe(400);
    const problems = errorOf(r.body).validationErrors ?? [];
    const at = (member: string) => problems.find((p) => p.members[0] === member)?.message;
    expect(problems.map((p) => p.members[0])).toEqual(
      expect.arrayContaining([
        'rows[2].employeeNo',
        'rows[2].organization',
        'rows[2].technicalLevel',
        'rows[2].roles',
        'rows[2].isWorker',
        'rows[2].joinDate',
        'rows[3].name',
        'rows[3].userName',
        'rows[3].phoneNumber',
        'rows[3].organization',
        'rows[3].password',
        'rows[5].userName',
        'rows[5].employeeNo',
      ]),
    );
    expect(at('rows[2].organization')).toBe('Several organizations are called "一组": write the full path, e.g. "Workshop/Group 1"');
    expect(at('rows[2].technicalLevel')).toBe('There is no technical level "不存在"');
    expect(at('rows[5].employeeNo')).toBe('Repeats row 4');
    expect(at('rows[3].userName')).toContain('exists1');
    expect(await activeCount(alpha)).toBe(before);

    const garbage = await admin.post(`${PATH}/import`, { fileName: 'x.xlsx', contentBase64: Buffer.from('not a workbook').toString('base64') });
    expect(members(garbage.body)).toEqual(['contentBase64']);
    const empty = await admin.post(`${PATH}/import`, { fileName: 'x.xlsx', contentBase64: await sheet([['工号', '姓名']]) });
    expect(errorOf(empty.body).validationErrors?.[0]?.message).toBe('文件中没有数据行');
  });

  it('an import beyond the quota saves nothing (403 naming the quota); a sheet without known headers is read by position', async () => {
    const t = await s.addTenant(`imp${String(++serial)}`, { userQuota: 4 });
    const a = await signIn(s, t.name, 'admin');
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [`P${String(i)}`, `人${String(i)}`, `p${String(i)}`]);
    const over = await a.post(`${PATH}/import`, { fileName: 'x.xlsx', contentBase64: await sheet([['a', 'b', 'c'], ...rows(3)]) });
    expect(over.status).toBe(403);
    expect(errorOf(over.body).code).toBe('UserQuotaExceeded');
    const fits = await a.post(`${PATH}/import`, { fileName: 'x.xlsx', contentBase64: await sheet([['a', 'b', 'c'], ...rows(2)]) });
    expect(fits.status, fits.text).toBe(200);
    expect(((await a.get(`${PATH}?sorting=employeeNo`)).body as Page<User>).items.filter((u) => u.employeeNo !== null).map((u) => [u.employeeNo, u.name, u.userName])).toEqual([
      ['P0', '人0', 'p0'],
      ['P1', '人1', 'p1'],
    ]);
  });

  it('the import template has the translated headers and one example row', async () => {
    const xlsx = await readExport(s.app, admin.token, `${PATH}/import-template`, 'zh-Hant');
    expect(xlsx.rows[0]).toEqual(['工號', '姓名', '使用者名稱', '手機號碼', '組織', '技術等級', '角色', '計件工人', '入職日期', '密碼']);
    expect(xlsx.rows).toHaveLength(2);
  });

  it('data scope: an "organization" role sees its organization and below, "own" only itself', async () => {
    const shop = await org('S车间');
    const group = await org('S一组', shop);
    const elsewhere = await org('S别处');
    const scoped = async (dataScope: string) =>
      ((await admin.post('/api/identity/roles', { name: `S-${dataScope}`, dataScope, isDefault: false, permissions: [P.UserManagement] })).body as { id: string }).id;
    const orgRole = await scoped('organization');
    const ownRole = await scoped('own');
    const lead = await create(admin, 'slead', { organizationId: shop, roleIds: [orgRole], isWorker: false });
    const self = await create(admin, 'sself', { organizationId: shop, roleIds: [ownRole], isWorker: false });
    const inGroup = await create(admin, 'sin', { organizationId: group });
    const outside = await create(admin, 'sout', { organizationId: elsewhere });
    const l = await signIn(s, 'alpha', 'slead');
    const o = await signIn(s, 'alpha', 'sself');
    const seen = async (c: Caller) => ((await c.get(`${PATH}?keyword=s&maxResultCount=100`)).body as Page<User>).items.map((u) => u.userName).filter((n) => n.startsWith('s')).sort();
    expect(await seen(l)).toEqual(['sin', 'slead', 'sself']);
    expect(await seen(o)).toEqual(['sself']);
    expect((await l.get(`${PATH}/${outside.id}`)).status).toBe(404);
    expect((await l.get(`${PATH}/${inGroup.id}`)).status).toBe(200);
    expect(((await l.get(`${PATH}/lookup?keyword=sout`)).body as Page<unknown>).totalCount).toBe(0);
    const xlsx = await readExport(s.app, o.token, `${PATH}/export`);
    expect(xlsx.rows.slice(1).map((r) => r[2])).toEqual(['sself']);
    expect(self.id).not.toBe(lead.id);
  });

  it('another tenant’s user is a 404 on every id route; a worker gets 403 before the body is read', async () => {
    const mine = await create(admin);
    for (const r of [
      await other.get(`${PATH}/${mine.id}`),
      await other.put(`${PATH}/${mine.id}`, { nonsense: true }),
      await other.post(`${PATH}/${mine.id}/enable`, {}),
      await other.post(`${PATH}/${mine.id}/disable`, {}),
      await other.post(`${PATH}/${mine.id}/reset-password`, { nonsense: true }),
      await other.del(`${PATH}/${mine.id}`),
    ]) {
      expect(r.status).toBe(404);
    }
    expect(((await other.get(`${PATH}?keyword=${mine.userName}`)).body as Page<User>).totalCount).toBe(0);
    for (const r of [await worker.get(PATH), await worker.get(`${PATH}/lookup`), await worker.post(PATH, { nonsense: true }), await worker.post(`${PATH}/import`, { nonsense: true })]) {
      expect(r.status).toBe(403);
    }
  });
});
