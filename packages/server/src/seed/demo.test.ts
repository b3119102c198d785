import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer } from '../test/fixtures';
import { DEMO_PASSWORD, seedDemoData } from './demo';

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
      'demo organization 裁床车间',
      'demo organization 车缝车间',
      'demo organization 车缝一组',
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
    expect(notices.body).toMatchObject({ totalCount: 4, items: [{ type: 1, handled: false }, { type: 1 }, { type: 1 }, { type: 1 }] });
    const apps = await call(s.app, 'GET', '/api/eticket/joinApplication?status=pending&sorting=userName', { token: admin });
    expect(apps.body).toMatchObject({ totalCount: 4, items: [{ userName: 'lisi', status: 'pending' }, { userName: 'qianfang' }, { userName: 'wangxh' }, { userName: 'zhaods' }] });
    const assistants = await call(s.app, 'GET', '/api/eticket/assistantApplication?status=approved', { token: admin });
    expect(assistants.body).toMatchObject({ totalCount: 2 });
    const zhuli2 = (assistants.body as { items: { userName: string; grantedOrganizations: { name: string }[] }[] }).items.find((a) => a.userName === 'zhuli2');
    expect(zhuli2?.grantedOrganizations.map((o) => o.name)).toEqual(['车缝车间', '车缝一组']);
    const config = await call(s.app, 'GET', '/api/abp/application-configuration?includeLocalizationResources=false', { token: admin });
    expect(config.body).toMatchObject({
      setting: { values: { 'Eticket.ShowRmbCurrencySymbol': 'true' } },
      features: { values: { 'Eticket.ReferralLink': 'true' } },
    });
  });
});
