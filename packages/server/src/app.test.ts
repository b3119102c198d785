import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ABP_ERROR_FORMAT_HEADER, CORRELATION_ID_HEADER, WORKER_PERMISSIONS, type TenantPermission } from '@eticket/core/abp';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { API_ENDPOINTS, endpoint } from '@eticket/core/contracts';
import { contractRoute, publicContractRoute, routePath } from './http/route';
import { ROUTES } from './routes/index';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer, type TestTenant } from './test/fixtures';

function expectAbpError(r: { status: number; headers: Headers; body: unknown }, status: number, code?: string) {
  expect(r.status).toBe(status);
  expect(r.headers.get(ABP_ERROR_FORMAT_HEADER)).toBe('true');
  expect(r.headers.get(CORRELATION_ID_HEADER)).toEqual(expect.any(String));
  expect(r.body).toEqual({
    error: { code: code ?? expect.any(String), message: expect.any(String), details: null, data: null, validationErrors: expect.toSatisfy((v: unknown) => v === null || Array.isArray(v)) },
  });
}

describe.each(ENGINES)('HTTP contract on %s', (engine) => {
  let s: TestServer;
  let acme: TestTenant;
  let web: string;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'eticket-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Eticket</title>');
    writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)');
    s = await createTestServer(engine, { env: { BODY_LIMIT: '2048' }, webDist: web });
    acme = await s.addTenant('acme');
    await s.addTenant('lapsed', { days: -2 });
    await s.addHostAdmin();
  });
  afterAll(() => s.close());

  it('every API response carries x-correlation-id (static files do not); a well-formed incoming one is echoed', async () => {
    const paths = ['/api/abp/application-configuration', '/api/eticket/notice', '/api/nope'];
    for (const path of paths) {
      const r = await call(s.app, 'GET', path);
      expect(r.headers.get(CORRELATION_ID_HEADER), path).toMatch(/^[\w-]{8,}/);
    }
    for (const path of ['/dashboard', '/assets/app.js']) expect((await call(s.app, 'GET', path)).headers.get(CORRELATION_ID_HEADER), path).toBeNull();
    const echoed = await call(s.app, 'GET', '/api/abp/application-configuration', { headers: { 'x-correlation-id': 'abc-123' } });
    expect(echoed.headers.get(CORRELATION_ID_HEADER)).toBe('abc-123');
    const replaced = await call(s.app, 'GET', '/api/abp/application-configuration', { headers: { 'x-correlation-id': 'bad value<script>' } });
    expect(replaced.headers.get(CORRELATION_ID_HEADER)).not.toBe('bad value<script>');
  });

  it('CORS lets the browser read _AbpErrorFormat and x-correlation-id', async () => {
    const preflight = await s.app.request('/api/eticket/token', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,__tenant' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('__tenant');
    const r = await s.app.request('/api/nope', { headers: { origin: 'http://localhost:5173' } });
    const exposed = (r.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('_abperrorformat');
    expect(exposed).toContain('x-correlation-id');
  });

  it('401 without or with a bad token; 403 without the permission; 404 for unknown API paths', async () => {
    expectAbpError(await call(s.app, 'GET', '/api/eticket/notice'), 401, 'Unauthorized');
    expectAbpError(await call(s.app, 'GET', '/api/eticket/notice', { token: 'x.y.z' }), 401, 'Unauthorized');
    expectAbpError(await call(s.app, 'GET', '/api/eticket/notice', { headers: { authorization: 'Basic abc' } }), 401);
    const worker = await login(s.app, 'acme', 'worker');
    expectAbpError(await call(s.app, 'GET', '/api/eticket/joinApplication', { token: worker.accessToken }), 403, 'Forbidden');
    const nope = await call(s.app, 'GET', '/api/nope', { headers: { 'accept-language': 'c=en|uic=en' } });
    expectAbpError(nope, 404, 'NotFound');
  });

  it('messages follow Accept-Language', async () => {
    const en = await call(s.app, 'GET', '/api/eticket/notice', { headers: { 'accept-language': 'c=en|uic=en' } });
    const hant = await call(s.app, 'GET', '/api/eticket/notice', { headers: { 'accept-language': 'c=zh-Hant|uic=zh-Hant' } });
    expect(en.body).toMatchObject({ error: { message: 'You are not signed in or your session has expired. Please sign in again.' } });
    expect(hant.body).toMatchObject({ error: { message: '未登入或登入已過期，請重新登入。' } });
  });

  it('malformed JSON is a 400, never a 5xx', async () => {
    for (const rawBody of ['{', '{"a":', 'null x', '\u0000']) {
      const r = await call(s.app, 'POST', '/api/eticket/token', { rawBody, headers: { 'content-type': 'application/json' } });
      expectAbpError(r, 400, 'Validation');
    }
    expectAbpError(await call(s.app, 'POST', '/api/eticket/token', { body: [1, 2] }), 400, 'Validation');
    expectAbpError(await call(s.app, 'POST', '/api/eticket/token', { body: 'text' }), 400, 'Validation');
  });

  it('a body over BODY_LIMIT is a 413', async () => {
    const r = await call(s.app, 'POST', '/api/eticket/token', { body: { userName: 'x'.repeat(5000), password: 'y' } });
    expectAbpError(r, 413, 'PayloadTooLarge');
  });

  it('a TenantId / __tenant header other than the token tenant is refused (TenantMismatch)', async () => {
    const other = await s.addTenant('other');
    const admin = await login(s.app, 'acme', 'admin');
    for (const headers of [{ TenantId: other.id }, { __tenant: other.id }, { __tenant: 'other' }, { TenantId: 'garbage' }]) {
      expectAbpError(await call(s.app, 'GET', '/api/eticket/notice', { token: admin.accessToken, headers }), 403, 'TenantMismatch');
    }
    for (const headers of [{ TenantId: acme.id }, { __tenant: acme.id.toUpperCase() }, { __tenant: 'ACME' }, { TenantId: '' }]) {
      expect((await call(s.app, 'GET', '/api/eticket/notice', { token: admin.accessToken, headers })).status).toBe(200);
    }
    const host = await login(s.app, null, 'admin');
    expectAbpError(await call(s.app, 'GET', '/api/admin/session/current', { token: host.accessToken, headers: { TenantId: acme.id } }), 403, 'TenantMismatch');
    const denied = await ownerRows(s.database, "select 1 from audit_logs where tenant_id = $1 and kind = 'denied' and error_code = 'TenantMismatch'", [acme.id]);
    expect(denied.length).toBeGreaterThan(0);
  });

  it('an expired tenant reads but cannot write (TenantExpired, 403)', async () => {
    const admin = await login(s.app, 'lapsed', 'admin');
    expect((await call(s.app, 'GET', '/api/eticket/notice', { token: admin.accessToken })).status).toBe(200);
    expect((await call(s.app, 'GET', '/api/abp/application-configuration', { token: admin.accessToken })).status).toBe(200);
    const write = await call(s.app, 'POST', `/api/eticket/joinApplication/${acme.id}/reject`, { token: admin.accessToken });
    expectAbpError(write, 403, 'TenantExpired');
    expect((write.body as { error: { message: string } }).error.message).toMatch(/到期/);
  });

  it('serves the web app with SPA fallback, but never for /api', async () => {
    const page = await s.app.request('/order/list?x=1');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Eticket</title>');
    const asset = await s.app.request('/assets/app.js');
    expect(await asset.text()).toBe('console.log(1)');
    expect((await s.app.request('/api/eticket/unknown')).status).toBe(404);
  });

  it('an unexpected error is a 500 with the ABP body and a generic message, and the write is audited', async () => {
    const app = createApp(s.deps, [
      ...ROUTES,
      contractRoute(endpoint({ method: 'POST', path: '/api/test/boom', access: { kind: 'user', side: 'tenant' }, summary: 'boom' }), {
        handle: () => Promise.reject(new Error('secret detail')),
      }),
      publicContractRoute(endpoint({ method: 'GET', path: '/api/test/boom-public', access: { kind: 'public' }, summary: 'boom' }), {
        handle: () => Promise.reject(new Error('secret detail')),
      }),
    ]);
    const admin = await login(s.app, 'acme', 'admin');
    const r = await call(app, 'POST', '/api/test/boom', { token: admin.accessToken, headers: { 'x-correlation-id': 'boom-1' } });
    expectAbpError(r, 500, 'Internal');
    expect(r.text).not.toContain('secret detail');
    expect(await ownerRows(s.database, "select status, error_code from audit_logs where correlation_id = 'boom-1'")).toEqual([{ status: 500, error_code: 'Internal' }]);
    expectAbpError(await call(app, 'GET', '/api/test/boom-public'), 500, 'Internal');
  });
});

describe('route table', () => {
  const contracts = API_ENDPOINTS;

  it('mounts every contract once, with the method, path and access of the contract, and nothing else', () => {
    expect(ROUTES).toHaveLength(contracts.length);
    for (const contract of contracts) {
      const mounted = ROUTES.filter((r) => r.method === contract.method && r.path === routePath(contract.path));
      expect(mounted.map((r) => r.access), `${contract.method} ${contract.path}`).toEqual([contract.access]);
    }
  });

  it('every API route the app registers is declared in ROUTES with an access rule', async () => {
    const s = await createTestServer('pglite');
    try {
      const declared = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
      const registered = s.app.routes.filter((r) => r.path.startsWith('/api/') && r.path !== '/api/*' && r.method !== 'ALL');
      expect(registered.length).toBe(ROUTES.length);
      for (const r of registered) expect(declared.has(`${r.method} ${r.path}`), `${r.method} ${r.path}`).toBe(true);
      for (const r of ROUTES) expect(['public', 'optional', 'user', 'permission', 'anyPermission']).toContain(r.access.kind);
      // Public routes are a short, reviewed list: adding one must change this test.
      expect(ROUTES.filter((r) => r.access.kind === 'public' || r.access.kind === 'optional').map((r) => `${r.method} ${r.path}`).sort()).toEqual([
        'GET /api/abp/application-configuration',
        'GET /api/abp/application-localization',
        'POST /api/eticket/joinApplication',
        'POST /api/eticket/token',
        'POST /api/eticket/token/logout',
        'POST /api/eticket/token/refresh',
      ]);
    } finally {
      await s.close();
    }
  });

  describe.each(ENGINES)('enforcement on %s', (engine) => {
    let s: TestServer;
    let tokens: { worker: string; admin: string; host: string };
    beforeAll(async () => {
      s = await createTestServer(engine);
      await s.addTenant('acme');
      await s.addHostAdmin();
      tokens = {
        worker: (await login(s.app, 'acme', 'worker')).accessToken,
        admin: (await login(s.app, 'acme', 'admin')).accessToken,
        host: (await login(s.app, null, 'admin')).accessToken,
      };
    });
    afterAll(() => s.close());

    const concrete = (path: string) => path.replace(/:\w+/g, '6f1c1f5e-3c1b-4b7e-9a55-0c6c2b7d9a10');
    const bodyFor = (method: string) => (method === 'GET' ? {} : { body: {} });
    const guarded = ROUTES.filter((r) => r.access.kind === 'user' || r.access.kind === 'permission');

    it.each(guarded.map((r) => [r.method, r.path] as const))('%s %s refuses a request without a token (401)', async (method, path) => {
      const r = await call(s.app, method, concrete(path), bodyFor(method));
      expect(r.status).toBe(401);
    });

    it('each permission route refuses a user without the permission (403), and each side the other side', async () => {
      for (const route of guarded) {
        const path = concrete(route.path);
        const access = route.access;
        // The worker role holds the scan permission: those routes are theirs (tested in their modules).
        if (access.kind === 'permission' && access.side === 'tenant' && !WORKER_PERMISSIONS.includes(access.permission as TenantPermission)) {
          expect((await call(s.app, route.method, path, { token: tokens.worker, ...bodyFor(route.method) })).status, `${route.method} ${route.path}`).toBe(403);
        }
        const side = access.kind === 'permission' || access.kind === 'user' ? access.side : 'any';
        if (side === 'tenant') expect((await call(s.app, route.method, path, { token: tokens.host, ...bodyFor(route.method) })).status).toBe(403);
        if (side === 'host') expect((await call(s.app, route.method, path, { token: tokens.admin, ...bodyFor(route.method) })).status).toBe(403);
      }
    });
  });
});
