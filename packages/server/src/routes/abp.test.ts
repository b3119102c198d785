import { ALL_TENANT_PERMISSIONS, HostPermissions, WORKER_PERMISSIONS, type ApplicationConfiguration } from '@eticket/core/abp';
import { DICTIONARIES } from '@eticket/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer, type TestTenant } from '../test/fixtures';

const CONFIG = '/api/abp/application-configuration';

describe.each(ENGINES)('application-configuration on %s', (engine) => {
  let s: TestServer;
  let t: TestTenant;
  beforeAll(async () => {
    s = await createTestServer(engine);
    t = await s.addTenant('acme');
    await s.addHostAdmin();
  });
  afterAll(() => s.close());

  const get = async (options: { token?: string; lang?: string; query?: string } = {}) => {
    const r = await call(s.app, 'GET', `${CONFIG}${options.query ?? ''}`, {
      ...(options.token === undefined ? {} : { token: options.token }),
      headers: options.lang === undefined ? {} : { 'accept-language': options.lang },
    });
    expect(r.status).toBe(200);
    return r.body as ApplicationConfiguration & Record<string, unknown>;
  };

  it('answers anonymously in the default language with the ABP shape', async () => {
    const config = await get();
    expect(config.localization.currentCulture.cultureName).toBe('zh-Hans');
    expect(config.localization.values).toEqual({ Eticket: DICTIONARIES['zh-Hans'] });
    expect(config.auth.grantedPolicies).toEqual({});
    expect(config.currentTenant).toEqual({ id: null, name: null, isAvailable: false });
    expect(config.currentUser).toMatchObject({ isAuthenticated: false });
    expect(config.setting.values['Eticket.ShowRmbCurrencySymbol']).toBe('false');
    expect(config.features.values['Eticket.ReferralLink']).toBe('false');
    expect(config).toMatchObject({ multiTenancy: { isEnabled: true }, clock: { kind: 'Utc' } });
  });

  it.each([
    ['c=zh-Hant|uic=zh-Hant', 'zh-Hant'],
    ['c=en|uic=en', 'en'],
    ['zh-TW,zh;q=0.9', 'zh-Hant'],
    ['fr-FR', 'zh-Hans'],
  ] as const)('Accept-Language %s picks %s', async (header, locale) => {
    const config = await get({ lang: header });
    expect(config.localization.currentCulture.cultureName).toBe(locale);
    expect(config.localization.values.Eticket).toEqual(DICTIONARIES[locale]);
  });

  it('includeLocalizationResources=false leaves the texts out', async () => {
    const config = await get({ query: '?includeLocalizationResources=false' });
    expect(config.localization.values).toEqual({});
  });

  it('a tenant admin gets every tenant permission, the tenant and the user', async () => {
    const session = await login(s.app, 'acme', 'admin');
    const config = await get({ token: session.accessToken });
    expect(Object.keys(config.auth.grantedPolicies).sort()).toEqual([...ALL_TENANT_PERMISSIONS].sort());
    expect(Object.values(config.auth.grantedPolicies).every((v) => v)).toBe(true);
    expect(config.currentTenant).toEqual({ id: t.id, name: 'acme', isAvailable: true });
    expect(config.currentUser).toMatchObject({ isAuthenticated: true, id: t.adminId, tenantId: t.id, userName: 'admin', roles: ['admin'] });
  });

  it('a worker gets scanning and own wages only', async () => {
    const session = await login(s.app, 'acme', 'worker');
    const config = await get({ token: session.accessToken });
    expect(Object.keys(config.auth.grantedPolicies).sort()).toEqual([...WORKER_PERMISSIONS].sort());
  });

  it('tenant settings and features override the defaults', async () => {
    await ownerRows(s.database, "insert into settings (tenant_id, name, value) values ($1, 'Eticket.ShowRmbCurrencySymbol', 'true')", [t.id]);
    await ownerRows(s.database, "insert into feature_values (tenant_id, name, value) values ($1, 'Eticket.ReferralLink', 'true')", [t.id]);
    const session = await login(s.app, 'acme', 'worker');
    const config = await get({ token: session.accessToken });
    expect(config.setting.values['Eticket.ShowRmbCurrencySymbol']).toBe('true');
    expect(config.features.values['Eticket.ReferralLink']).toBe('true');
    // Another tenant still sees the defaults.
    await s.addTenant('other');
    const other = await get({ token: (await login(s.app, 'other', 'admin')).accessToken });
    expect(other.setting.values['Eticket.ShowRmbCurrencySymbol']).toBe('false');
  });

  it('a child permission counts only with its parent granted (ABP rule)', async () => {
    const tenant = await s.addTenant('partial');
    await ownerRows(
      s.database,
      `delete from role_permissions where tenant_id = $1 and permission = 'Eticket.Tenant.UserManagement'
         and role_id = (select id from roles where tenant_id = $1 and name = 'admin')`,
      [tenant.id],
    );
    const config = await get({ token: (await login(s.app, 'partial', 'admin')).accessToken });
    expect(config.auth.grantedPolicies['Eticket.Tenant.UserManagement.Create']).toBeUndefined();
    expect(config.auth.grantedPolicies['Eticket.Tenant.RoleManagement.Create']).toBe(true);
  });

  it('a host admin gets the host permissions and no tenant', async () => {
    const session = await login(s.app, null, 'admin');
    const config = await get({ token: session.accessToken });
    expect(Object.keys(config.auth.grantedPolicies)).toContain(HostPermissions.TenantManagement);
    expect(Object.keys(config.auth.grantedPolicies).some((p) => p.startsWith('Eticket.Tenant.'))).toBe(false);
    expect(config.currentTenant.isAvailable).toBe(false);
    expect(config.currentUser).toMatchObject({ isAuthenticated: true, tenantId: null, userName: 'admin' });
  });

  it('an invalid token is a 401 (so the client refreshes), not an anonymous answer', async () => {
    const r = await call(s.app, 'GET', CONFIG, { token: 'not.a.jwt' });
    expect(r.status).toBe(401);
  });

  it('application-localization serves the texts of a culture', async () => {
    const r = await call(s.app, 'GET', '/api/abp/application-localization?cultureName=en');
    expect(r.body).toEqual({ resources: { Eticket: { texts: DICTIONARIES.en, baseResources: [] } } });
  });
});

describe.each(ENGINES)('session/current on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer(engine);
    await s.addTenant('acme', { days: 10, userQuota: 30 });
    await s.addTenant('forever', { days: null });
    await s.addHostAdmin();
  });
  afterAll(() => s.close());

  it('tenant: name, userName, tenantInfo {name, maxUserQuantity, expireDate}', async () => {
    const r = await call(s.app, 'GET', '/api/eticket/session/current', { token: (await login(s.app, 'acme', 'admin')).accessToken });
    expect(r.body).toEqual({
      name: 'acme 管理员',
      userName: 'admin',
      tenantInfo: { name: 'acme 服装厂', maxUserQuantity: 30, expireDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
    const forever = await call(s.app, 'GET', '/api/eticket/session/current', { token: (await login(s.app, 'forever', 'admin')).accessToken });
    expect(forever.body).toMatchObject({ tenantInfo: { expireDate: null } });
  });

  it('host: /api/admin/session/current, and each side is refused the other side', async () => {
    const host = (await login(s.app, null, 'admin')).accessToken;
    const tenant = (await login(s.app, 'acme', 'admin')).accessToken;
    expect((await call(s.app, 'GET', '/api/admin/session/current', { token: host })).body).toEqual({ name: '平台管理员', userName: 'admin', tenantInfo: null });
    expect((await call(s.app, 'GET', '/api/admin/session/current', { token: tenant })).status).toBe(403);
    expect((await call(s.app, 'GET', '/api/eticket/session/current', { token: host })).status).toBe(403);
  });
});
