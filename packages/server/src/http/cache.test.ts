import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer, type TestTenant } from '../test/fixtures';
import { ReadCaches, TtlCache } from './cache';

describe('TtlCache', () => {
  it('expires entries, is off with a TTL of 0, and forgets a tenant on invalidation', () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, () => now);
    cache.set('a', 'x');
    expect(cache.get('a')).toBe('x');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    const off = new TtlCache<string>(0, () => now);
    off.set('a', 'x');
    expect(off.get('a')).toBeUndefined();
    const caches = new ReadCaches<string, string>(5, () => now);
    caches.principals.set('t1/u1/f1', 'p');
    caches.principals.set('t2/u1/f1', 'q');
    caches.tenantValues.set('t1', 'v');
    caches.invalidateTenant('t1');
    expect([caches.principals.get('t1/u1/f1'), caches.principals.get('t2/u1/f1'), caches.tenantValues.get('t1')]).toEqual([undefined, 'q', undefined]);
  });
});

describe.each(ENGINES)('read caches on %s', (engine) => {
  let s: TestServer;
  let t: TestTenant;
  let admin: string;
  const config = async () =>
    (await call(s.app, 'GET', '/api/abp/application-configuration?includeLocalizationResources=false', { token: admin })).body as {
      auth: { grantedPolicies: Record<string, boolean> };
      setting: { values: Record<string, string> };
    };

  beforeAll(async () => {
    s = await createTestServer(engine, { env: { PRINCIPAL_CACHE_SECONDS: '5' } });
    t = await s.addTenant('acme');
    admin = (await login(s.app, 'acme', 'admin')).accessToken;
  });
  afterAll(() => s.close());

  it('GETs may use grants and settings up to 5 s old; writes always check fresh grants', async () => {
    const before = await config();
    expect(before.auth.grantedPolicies['Eticket.Tenant.UserManagement.ApproveRegistrationApplication']).toBe(true);
    await ownerRows(s.database, 'delete from user_roles where tenant_id = $1 and user_id = $2', [t.id, t.adminId]);
    await ownerRows(s.database, "insert into settings (tenant_id, name, value) values ($1, 'Eticket.ShowRmbCurrencySymbol', 'true')", [t.id]);
    expect(await config()).toEqual(before); // served from the caches, no transaction
    const write = await call(s.app, 'POST', `/api/eticket/joinApplication/${t.id}/pass`, { token: admin });
    expect(write.status).toBe(403); // the write loaded the principal fresh
    s.clock.advance(5_001);
    const after = await config();
    expect(after.auth.grantedPolicies).toEqual({});
    expect(after.setting.values['Eticket.ShowRmbCurrencySymbol']).toBe('true');
  });

  it('serves precompressed gzip to clients that take it (anonymous always, signed-in once cached)', async () => {
    const fetchConfig = async (token?: string) => {
      const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
      if (token !== undefined) headers.authorization = `Bearer ${token}`;
      const r = await s.app.request('/api/abp/application-configuration', { headers });
      const bytes = Buffer.from(await r.arrayBuffer());
      const encoding = r.headers.get('content-encoding');
      return { encoding, vary: r.headers.get('vary'), json: JSON.parse((encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8')) as unknown };
    };
    const anonymous = await fetchConfig();
    expect(anonymous).toMatchObject({ encoding: 'gzip', vary: 'Accept-Encoding', json: { currentUser: { isAuthenticated: false } } });
    const plain = await call(s.app, 'GET', '/api/abp/application-configuration');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toEqual(anonymous.json);
    const signedIn = await fetchConfig(admin);
    expect(signedIn.encoding).toBe('gzip');
    expect(signedIn.json).toEqual((await call(s.app, 'GET', '/api/abp/application-configuration', { token: admin })).body);
  });

  it('invalidateTenant makes this process see a change at once', async () => {
    await ownerRows(s.database, "update settings set value = 'false' where tenant_id = $1", [t.id]);
    expect((await config()).setting.values['Eticket.ShowRmbCurrencySymbol']).toBe('true');
    s.deps.caches.invalidateTenant(t.id);
    expect((await config()).setting.values['Eticket.ShowRmbCurrencySymbol']).toBe('false');
  });
});
