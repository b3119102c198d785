import type { ApplicationConfiguration } from '@eticket/core/abp';
import { buildMenu, ROUTE_TABLE, type MenuItem } from '@eticket/core/navigation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer } from '../test/fixtures';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { DEMO_WORKSHOPS } from './demo-people';

describe.each(ENGINES)('demo data on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer(engine);
  });
  afterAll(() => s.close());

  it('creates the demo accounts once; a second run changes nothing', async () => {
    expect(await seedDemoData(s.database, s.deps.hasher, s.clock.now())).toEqual([
      'host admin',
      'tenant demo',
      'tenant trial',
      'tenant expired',
      'demo worker1',
      'demo role 班组长',
      ...DEMO_WORKSHOPS.flatMap((w) => [`demo organization ${w.name}`, ...w.groups.map((g) => `demo organization ${g}`)]),
      'demo workers 126',
      'demo join application lisi',
      'demo join application wangxh',
      'demo join application zhaods',
      'demo join application qianfang',
      'demo assistant zhuli1',
      'demo assistant zhuli2',
    ]);
    const snapshot = () => ownerRows(s.database, 'select id, name, expire_date from tenants order by name');
    const before = await snapshot();
    expect(await seedDemoData(s.database, s.deps.hasher, s.clock.now())).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('every README account signs in with 1q2w3E*', async () => {
    expect((await login(s.app, null, 'admin', DEMO_PASSWORD)).tenantId).toBeNull();
    for (const [tenant, user] of [['demo', 'admin'], ['demo', 'worker1'], ['trial', 'admin'], ['expired', 'admin']] as const) {
      expect((await login(s.app, tenant, user, DEMO_PASSWORD)).tenantId, `${tenant}/${user}`).toEqual(expect.any(String));
    }
  });

  it('demo has a year left, trial 3 days, expired ended 2 days ago', async () => {
    const rows = await ownerRows<{ name: string; days: number }>(
      s.database,
      "select name, round(extract(epoch from (expire_date - now())) / 86400)::int as days from tenants order by name",
    );
    expect(rows).toEqual([
      { name: 'demo', days: 365 },
      { name: 'expired', days: -2 },
      { name: 'trial', days: 3 },
    ]);
  });

  it('demo shows four pending join applications to its admin, and the RMB symbol and referral link are on', async () => {
    const admin = (await login(s.app, 'demo', 'admin', DEMO_PASSWORD)).accessToken;
    const notices = await call(s.app, 'GET', '/api/eticket/notice', { token: admin });
    // Four join applications to answer; the two assistants' applications were approved, so their notices are handled.
    const items = (notices.body as { items: { type: number; handled: boolean }[] }).items;
    expect(items.filter((n) => !n.handled).map((n) => n.type)).toEqual([1, 1, 1, 1]);
    expect(items.filter((n) => n.handled).map((n) => n.type)).toEqual([4, 4]);
    const apps = await call(s.app, 'GET', '/api/eticket/joinApplication?status=pending&sorting=userName', { token: admin });
    expect(apps.body).toMatchObject({ totalCount: 4, items: [{ userName: 'lisi', status: 'pending' }, { userName: 'qianfang' }, { userName: 'wangxh' }, { userName: 'zhaods' }] });
    const assistants = await call(s.app, 'GET', '/api/eticket/assistantApplication?status=approved', { token: admin });
    expect(assistants.body).toMatchObject({ totalCount: 2 });
    const zhuli2 = (assistants.body as { items: { userName: string; grantedOrganizations: { name: string }[] }[] }).items.find((a) => a.userName === 'zhuli2');
    expect(zhuli2?.grantedOrganizations.map((o) => o.name)).toEqual(['缝制一组', '缝制二组']);
    const config = await call(s.app, 'GET', '/api/abp/application-configuration?includeLocalizationResources=false', { token: admin });
    expect(config.body).toMatchObject({
      setting: { values: { 'Eticket.ShowRmbCurrencySymbol': 'true' } },
      features: { values: { 'Eticket.ReferralLink': 'true' } },
    });
  });

  it('demo has 3 workshops with 8 groups and 126 workers (123 active), a few seats left; a worker signs in', async () => {
    const admin = (await login(s.app, 'demo', 'admin', DEMO_PASSWORD)).accessToken;
    const tree = (await call(s.app, 'GET', '/api/eticket/organization', { token: admin })).body as { items: { id: string; name: string; parentId: string | null; memberCount: number }[] };
    expect(tree.items.filter((o) => o.parentId === null)).toHaveLength(3);
    expect(tree.items.filter((o) => o.parentId !== null)).toHaveLength(8);
    const workers = (await call(s.app, 'GET', '/api/identity/users?isWorker=true&maxResultCount=1', { token: admin })).body as { totalCount: number };
    expect(workers.totalCount).toBe(126);
    const sewing = tree.items.find((o) => o.name === '缝制一车间');
    const inShop = (await call(s.app, 'GET', `/api/identity/users?organizationId=${sewing?.id ?? ''}&maxResultCount=1`, { token: admin })).body as { totalCount: number };
    expect(inShop.totalCount).toBeGreaterThan(40);
    const [seats] = await ownerRows<{ quota: number; active: number }>(
      s.database,
      "select t.user_quota as quota, (select count(*)::int from users u where u.tenant_id = t.id and u.is_active) as active from tenants t where t.name = 'demo'",
    );
    expect(seats).toEqual({ quota: 135, active: 127 });
    expect((await login(s.app, 'demo', 'w1001', DEMO_PASSWORD)).accessToken).toEqual(expect.any(String));
  });

  it("a demo worker's menu leads to what a worker does: the scan station and my records, then my wage, nothing else", async () => {
    const keys = (items: readonly MenuItem[]): string[] => items.flatMap((item) => [item.key, ...keys(item.children ?? [])]);
    for (const user of ['worker1', 'w1001']) {
      const token = (await login(s.app, 'demo', user, DEMO_PASSWORD)).accessToken;
      const config = (await call(s.app, 'GET', '/api/abp/application-configuration?includeLocalizationResources=false', { token })).body as ApplicationConfiguration;
      const menu = buildMenu(ROUTE_TABLE, { grantedPolicies: config.auth.grantedPolicies, features: config.features.values, side: 'tenant' });
      expect(keys(menu), user).toEqual(['Dashboard', 'Scan', 'ScanStation', 'ScanMine', 'ScanWage']);
    }
  });
});
