import { StorageKeys } from '@eticket/core/session';
import { describe, expect, it } from 'vitest';
import { createTestClient, jsonResponse, loggedInStorage, type FakeRequest, type TestClient } from './testing/fake-fetch';

const TOKENS = { tenantId: 'tenant-a', accessToken: 'a2', refreshToken: 'r2', expiresIn: 7200 };

interface Row {
  name: string;
  call: (api: TestClient['client']) => Promise<unknown>;
  method: string;
  /** Path and query string exactly as sent. */
  url: string;
  body?: unknown;
  /** Sent with Bearer and TenantId (false: anonymous). */
  authenticated: boolean;
}

/** Every call of product-spec §7 plus the server's auth, session and join-application calls (master data: endpoints/catalog.test.ts; orders and production: endpoints/production.test.ts). */
const rows: Row[] = [
  { name: 'application configuration', call: (api) => api.abp.getApplicationConfiguration(), method: 'GET', url: '/api/abp/application-configuration?includeLocalizationResources=false', authenticated: true },
  {
    name: 'application configuration with texts',
    call: (api) => api.abp.getApplicationConfiguration({ includeLocalizationResources: true }),
    method: 'GET',
    url: '/api/abp/application-configuration?includeLocalizationResources=true',
    authenticated: true,
  },
  { name: 'tenant session', call: (api) => api.session.getCurrent('tenant'), method: 'GET', url: '/api/eticket/session/current', authenticated: true },
  { name: 'host session', call: (api) => api.session.getCurrent('host'), method: 'GET', url: '/api/admin/session/current', authenticated: true },
  {
    name: 'tenant login',
    call: (api) => api.account.login({ tenantName: ' demo ', userName: 'admin', password: '1q2w3E*' }),
    method: 'POST',
    url: '/api/eticket/token',
    body: { tenantName: 'demo', userName: 'admin', password: '1q2w3E*' },
    authenticated: false,
  },
  {
    name: 'host login (no company)',
    call: (api) => api.account.login({ tenantName: '', userName: 'admin', password: '1q2w3E*' }),
    method: 'POST',
    url: '/api/eticket/token',
    body: { userName: 'admin', password: '1q2w3E*' },
    authenticated: false,
  },
  { name: 'token refresh', call: (api) => api.account.refreshToken('r1'), method: 'POST', url: '/api/eticket/token/refresh', body: { refreshToken: 'r1' }, authenticated: false },
  { name: 'logout', call: (api) => api.account.logout('refresh-1'), method: 'POST', url: '/api/eticket/token/logout', body: { refreshToken: 'refresh-1' }, authenticated: true },
  {
    name: 'change password',
    call: (api) => api.account.changePassword({ currentPassword: '1q2w3E*', newPassword: 'n3wPass' }),
    method: 'PUT',
    url: '/api/eticket/session/password',
    body: { currentPassword: '1q2w3E*', newPassword: 'n3wPass' },
    authenticated: true,
  },
  { name: 'notices', call: (api) => api.notices.list(), method: 'GET', url: '/api/eticket/notice', authenticated: true },
  { name: 'notices, paged', call: (api) => api.notices.list({ skipCount: 10, maxResultCount: 10 }), method: 'GET', url: '/api/eticket/notice?skipCount=10&maxResultCount=10', authenticated: true },
  {
    name: 'join application (public)',
    call: (api) => api.joinApplications.submit({ tenantName: 'demo', name: '李娜', userName: '13800138000', password: 'abc123', message: '车缝组' }),
    method: 'POST',
    url: '/api/eticket/joinApplication',
    body: { tenantName: 'demo', name: '李娜', userName: '13800138000', password: 'abc123', message: '车缝组' },
    authenticated: false,
  },
  { name: 'join application pass', call: (api) => api.joinApplications.pass('j-1'), method: 'POST', url: '/api/eticket/joinApplication/j-1/pass', authenticated: true },
  { name: 'join application reject', call: (api) => api.joinApplications.reject('a/b'), method: 'POST', url: '/api/eticket/joinApplication/a%2Fb/reject', authenticated: true },
  {
    name: 'any call, relative path and empty query values',
    call: (api) => api.request('GET', 'api/eticket/session/password', { query: { a: 1, b: null, c: undefined, d: false } }),
    method: 'GET',
    url: '/api/eticket/session/password?a=1&d=false',
    authenticated: true,
  },
];

function sent(request: FakeRequest) {
  return {
    method: request.method,
    url: `${request.url.pathname}${request.url.search}`,
    body: request.body,
    authorization: request.headers.get('Authorization'),
    tenant: request.headers.get('TenantId'),
    language: request.headers.get('Accept-Language'),
  };
}

describe('typed endpoints: method, path, query and body exactly as §7 names them', () => {
  it.each(rows)('$name', async ({ call, method, url, body, authenticated }) => {
    const t = createTestClient({
      storage: loggedInStorage(600_000, { [StorageKeys.acceptLanguage]: 'zh-Hant' }),
      handler: () => jsonResponse(200, TOKENS),
    });
    await call(t.client);
    expect(t.server.requests.map(sent)).toEqual([
      {
        method,
        url,
        body,
        authorization: authenticated ? 'Bearer token-1' : null,
        tenant: authenticated ? 'tenant-a' : null,
        language: 'c=zh-Hant|uic=zh-Hant',
      },
    ]);
  });

  it('login and refresh resolve with the token response (tenantId null for a host user)', async () => {
    const t = createTestClient({ handler: () => jsonResponse(200, { accessToken: 'a', refreshToken: 'r', expiresIn: 60 }) });
    await expect(t.client.account.login({ userName: 'admin', password: 'x' })).resolves.toEqual({ tenantId: null, accessToken: 'a', refreshToken: 'r', expiresIn: 60 });
  });

  it('a configured base URL prefixes every path', async () => {
    const t = createTestClient({ baseURL: 'https://api.example.com/root', handler: () => jsonResponse(200, {}) });
    await t.client.notices.list();
    expect(t.server.requests[0]!.url.href).toBe('https://api.example.com/root/api/eticket/notice');
  });
});
