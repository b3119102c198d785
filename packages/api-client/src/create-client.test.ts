import { createMemoryStorage } from '@eticket/core';
import { StorageKeys } from '@eticket/core/session';
import type { OrderInput } from '@eticket/core/production';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { NOW, abpResponse, createTestClient, deferred, jsonResponse, loggedInStorage, type FakeRequest } from './testing/fake-fetch';

const REFRESH = '/api/eticket/token/refresh';
const refreshed = (n: number) => ({ tenantId: 'tenant-a', accessToken: `token-${n}`, refreshToken: `refresh-${n}`, expiresIn: 3600 });
const bearer = (r: FakeRequest) => r.headers.get('Authorization');

/** A server that accepts only the newest token and rotates on each refresh. */
function rotatingServer(options: { refreshGate?: Promise<void>; refreshFails?: boolean } = {}) {
  let current = 'token-1';
  let generation = 1;
  return async (request: FakeRequest): Promise<Response> => {
    if (request.path === REFRESH) {
      await options.refreshGate;
      if (options.refreshFails === true) return abpResponse(400, { code: 'InvalidRefreshToken', message: '登录已失效' });
      generation += 1;
      current = `token-${generation}`;
      return jsonResponse(200, refreshed(generation));
    }
    if (bearer(request) !== `Bearer ${current}`) return abpResponse(401, { code: 'Unauthorized', message: '未登录' });
    return jsonResponse(200, { path: request.path, token: current });
  };
}

describe('silent refresh before a request (access token expired, refresh flag start)', () => {
  it('refreshes first through POST /api/eticket/token/refresh, stores expiry = expiresIn − 60 s, sends the new Bearer', async () => {
    const t = createTestClient({ handler: rotatingServer(), storage: loggedInStorage(-1) });
    await expect(t.client.notices.list()).resolves.toEqual({ path: '/api/eticket/notice', token: 'token-2' });
    expect(t.server.requests.map((r) => [r.method, r.path, bearer(r)])).toEqual([
      ['POST', REFRESH, null],
      ['GET', '/api/eticket/notice', 'Bearer token-2'],
    ]);
    expect(t.server.requests[0]!.body).toEqual({ refreshToken: 'refresh-1' });
    expect(t.storage.getItem(StorageKeys.accessToken)).toBe('token-2');
    expect(t.storage.getItem(StorageKeys.refreshToken)).toBe('refresh-2');
    expect(t.storage.getItem(StorageKeys.accessTokenExpire)).toBe(String(NOW + (3600 - 60) * 1000));
    expect([t.sessionExpired, t.unauthorized, t.errors]).toEqual([[], [], []]);
  });

  it('concurrent requests on an expired token share one refresh', async () => {
    const gate = deferred<undefined>();
    const t = createTestClient({ handler: rotatingServer({ refreshGate: gate.promise }), storage: loggedInStorage(-1) });
    const calls = Array.from({ length: 5 }, (_, i) => t.client.request('GET', `/api/r/${i}`));
    gate.resolve(undefined);
    await Promise.all(calls);
    expect(t.server.to(REFRESH)).toHaveLength(1);
    expect(t.server.requests.filter((r) => r.path !== REFRESH).map(bearer)).toEqual(Array(5).fill('Bearer token-2'));
  });

  it('no refresh when not logged in (no flag) or without a refresh token', async () => {
    for (const storage of [
      loggedInStorage(-1, { [StorageKeys.refreshFlag]: '' }),
      loggedInStorage(-1, { [StorageKeys.refreshToken]: '' }),
    ]) {
      const t = createTestClient({ handler: () => jsonResponse(200, {}), storage });
      await t.client.notices.list();
      expect(t.server.requests.map((r) => [r.path, bearer(r)])).toEqual([['/api/eticket/notice', null]]);
    }
  });
});

describe('401 → one shared refresh, each request retried exactly once', () => {
  it('10 concurrent 401s: exactly 1 refresh call, each request sent twice (old token, new token)', async () => {
    const gate = deferred<undefined>();
    // The stored token looks valid by the clock, but the server has moved on (e.g. signing key rotated).
    const server = rotatingServer({ refreshGate: gate.promise });
    const t = createTestClient({ handler: server, storage: loggedInStorage(600_000, { [StorageKeys.accessToken]: 'token-0' }) });
    const calls = Array.from({ length: 10 }, (_, i) => t.client.request<{ path: string }>('GET', `/api/eticket/r${i}`));
    // Hold the refresh until all ten first attempts were sent (and the refresh started).
    await vi.waitFor(() => {
      expect(t.server.requests).toHaveLength(11);
    });
    gate.resolve(undefined);
    const results = await Promise.all(calls);

    expect(results.map((r) => r.path)).toEqual(Array.from({ length: 10 }, (_, i) => `/api/eticket/r${i}`));
    expect(t.server.to(REFRESH)).toHaveLength(1);
    for (let i = 0; i < 10; i += 1) {
      expect(t.server.to(`/api/eticket/r${i}`).map(bearer)).toEqual(['Bearer token-0', 'Bearer token-2']);
    }
    expect([t.sessionExpired, t.unauthorized, t.errors]).toEqual([[], [], []]);
  });

  it('a straggler whose 401 arrives after the refresh retries with the new token without refreshing again', async () => {
    const slowAnswer = deferred<undefined>();
    const server = rotatingServer();
    const t = createTestClient({
      storage: loggedInStorage(600_000, { [StorageKeys.accessToken]: 'token-0' }),
      handler: async (request) => {
        // The first attempt of /slow is held back, then answered 401 for its (now stale) token.
        if (request.path === '/slow' && bearer(request) === 'Bearer token-0') {
          await slowAnswer.promise;
          return abpResponse(401, { message: '未登录' });
        }
        return server(request);
      },
    });
    const slow = t.client.request('GET', '/slow');
    await t.client.request('GET', '/fast');
    expect(t.server.to(REFRESH)).toHaveLength(1);
    slowAnswer.resolve(undefined);
    await expect(slow).resolves.toEqual({ path: '/slow', token: 'token-2' });

    expect(t.server.to(REFRESH)).toHaveLength(1);
    expect(t.server.to('/slow').map(bearer)).toEqual(['Bearer token-0', 'Bearer token-2']);
    expect(t.server.to('/fast').map(bearer)).toEqual(['Bearer token-0', 'Bearer token-2']);
  });

  it('a revoked session: refresh works but the retry is 401 again → no second retry, onUnauthorized per request', async () => {
    const t = createTestClient({
      storage: loggedInStorage(600_000),
      handler: (request) => (request.path === REFRESH ? jsonResponse(200, refreshed(2)) : abpResponse(401, { message: '未登录' })),
    });
    const calls = [t.client.notices.list(), t.client.session.getCurrent('tenant')];
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.map((o) => (o.status === 'rejected' && o.reason instanceof ApiError ? o.reason.status : o.status))).toEqual([401, 401]);
    expect(t.server.to(REFRESH)).toHaveLength(1);
    expect(t.server.to('/api/eticket/notice').map(bearer)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(t.server.to('/api/eticket/session/current').map(bearer)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(t.unauthorized.map((e) => e.path)).toEqual(['/api/eticket/notice', '/api/eticket/session/current']);
    expect(t.unauthorized[0]!.display).toEqual({ kind: 'dialog-session-expired', i18nKey: 'Shell.SessionExpired.Message' });
    // The 401 goes to the session-expired dialog only, not to the generic error display.
    expect([t.sessionExpired, t.errors]).toEqual([[], []]);
  });

  it('a 401 while not logged in: no refresh, onUnauthorized', async () => {
    const t = createTestClient({ handler: () => abpResponse(401, { message: '未登录' }) });
    await expect(t.client.orders.list()).rejects.toMatchObject({ status: 401 });
    expect(t.server.requests).toHaveLength(1);
    expect(t.unauthorized).toHaveLength(1);
  });

  it('onUnauthorized says when the request went out, not when its 401 came back', async () => {
    const gate = deferred<undefined>();
    const sent: number[] = [];
    const t = createTestClient({
      handler: async () => {
        await gate.promise;
        return abpResponse(401, { message: '未登录' });
      },
      onUnauthorized: (_error, sentAt) => sent.push(sentAt),
    });
    const sentAt = t.clock.now();
    const call = t.client.request('GET', '/api/eticket/notice');
    t.clock.advance(5_000);
    gate.resolve(undefined);
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual([sentAt]);
  });
});

describe('refresh failure → onSessionExpired once', () => {
  it('expired token, 10 concurrent requests, the refresh fails: one refresh, one onSessionExpired, flag cleared', async () => {
    const gate = deferred<undefined>();
    const t = createTestClient({ handler: rotatingServer({ refreshGate: gate.promise, refreshFails: true }), storage: loggedInStorage(-1) });
    const calls = Array.from({ length: 10 }, (_, i) => t.client.request('GET', `/api/r${i}`));
    gate.resolve(undefined);
    const outcomes = await Promise.allSettled(calls);

    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof ApiError && o.reason.status === 401)).toBe(true);
    expect(t.server.to(REFRESH)).toHaveLength(1);
    expect(t.sessionExpired).toHaveLength(1);
    expect(t.sessionExpired[0]).toMatchObject({ status: 400, code: 'InvalidRefreshToken', path: REFRESH });
    expect(t.storage.getItem(StorageKeys.refreshFlag)).toBeNull();
    // The page is reloading: no 401 dialog and no error toasts on top.
    expect([t.unauthorized, t.errors]).toEqual([[], []]);

    // Later calls do not try again.
    await expect(t.client.request('GET', '/api/again')).rejects.toBeInstanceOf(ApiError);
    expect(t.server.to(REFRESH)).toHaveLength(1);
    expect(t.sessionExpired).toHaveLength(1);
  });

  it('401 on a valid-looking token, the refresh cannot reach the server: the session stays, the 401 stands', async () => {
    const t = createTestClient({
      storage: loggedInStorage(600_000),
      handler: (request) => (request.path === REFRESH ? Promise.reject(new TypeError('Failed to fetch')) : abpResponse(401, { message: '未登录' })),
    });
    const outcomes = await Promise.allSettled([t.client.notices.list(), t.client.orders.list(), t.client.catalog.products.list()]);
    expect(outcomes.map((o) => (o.status === 'rejected' && o.reason instanceof ApiError ? o.reason.status : o.status))).toEqual([401, 401, 401]);
    expect(t.server.to(REFRESH)).toHaveLength(1);
    // Each request sent once: a refresh that got nowhere gives no new token to retry with.
    expect(t.server.requests.filter((r) => r.path !== REFRESH)).toHaveLength(3);
    expect(t.sessionExpired).toEqual([]);
    expect(t.unauthorized).toHaveLength(3);
    expect(t.storage.getItem(StorageKeys.refreshFlag)).toBe('start');
  });

  it.each([
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => abpResponse(503, { message: 'unavailable' })],
  ] as const)('an expired token and a refresh that fails with %s: still signed in, the request goes out with the stored token', async (_name, refreshAnswer) => {
    const t = createTestClient({
      storage: loggedInStorage(-1),
      // A service worker answering the boot read from its cache, say.
      handler: (request) => (request.path === REFRESH ? refreshAnswer() : jsonResponse(200, { auth: bearer(request) })),
    });
    await expect(t.client.notices.list()).resolves.toEqual({ auth: 'Bearer token-1' });
    expect(t.sessionExpired).toEqual([]);
    expect(t.storage.getItem(StorageKeys.refreshFlag)).toBe('start');
    expect(t.storage.getItem(StorageKeys.refreshToken)).toBe('refresh-1');
  });

  it('a malformed refresh answer counts as a failed refresh, nothing stored', async () => {
    const t = createTestClient({
      storage: loggedInStorage(-1),
      handler: (request) => (request.path === REFRESH ? jsonResponse(200, { accessToken: '' }) : jsonResponse(200, {})),
    });
    await t.client.notices.list();
    expect(t.sessionExpired.map((e) => e.kind)).toEqual(['failed']);
    expect(t.storage.getItem(StorageKeys.accessToken)).toBe('token-1');
  });

  it('the refresh can be replaced (options.refresh)', async () => {
    const seen: string[] = [];
    const t = createTestClient({
      storage: loggedInStorage(-1),
      refresh: (refreshToken) => {
        seen.push(refreshToken);
        return Promise.resolve(refreshed(7));
      },
      handler: (request) => jsonResponse(200, { auth: bearer(request) }),
    });
    await expect(t.client.notices.list()).resolves.toEqual({ auth: 'Bearer token-7' });
    expect(seen).toEqual(['refresh-1']);
    expect(t.server.to(REFRESH)).toEqual([]);
  });
});

/** A typed order body; the fake server refuses it anyway. */
const ORDER: OrderInput = {
  orderNo: 'PO-1',
  customerPoNo: null,
  productId: '0b6c5e1e-6f55-4b43-9d8a-3c3f8d6d2a10',
  customerId: null,
  orderDate: '2026-11-02',
  deliveryDate: '2026-11-30',
  colors: ['白色'],
  sizes: ['M'],
  quantities: [[10]],
  remark: null,
};

describe('onError and silent', () => {
  const forbidden = () => abpResponse(403, { code: 'Forbidden', message: '没有权限' });

  it('every failure goes to onError with its display', async () => {
    const t = createTestClient({ handler: forbidden });
    await expect(t.client.orders.create(ORDER)).rejects.toBeInstanceOf(ApiError);
    expect(t.errors.map((e) => e.display)).toEqual([{ kind: 'message', text: '没有权限', durationMs: 3000, code: 'Forbidden' }]);
    expect(t.errors[0]!.error.display).toBe(t.errors[0]!.display);
  });

  it('{ silent: true } keeps it from onError; a predicate decides per error', async () => {
    const t = createTestClient({ handler: forbidden });
    await expect(t.client.orders.create(ORDER, { silent: true })).rejects.toMatchObject({ status: 403 });
    await expect(t.client.orders.create(ORDER, { silent: (e) => e.status === 400 })).rejects.toMatchObject({ status: 403 });
    expect(t.errors).toHaveLength(1);
  });

  it('logout is silent by default, sends the Bearer while valid and never refreshes', async () => {
    const t = createTestClient({ handler: () => abpResponse(401, { message: 'x' }), storage: loggedInStorage(1000) });
    await expect(t.client.account.logout('refresh-1')).rejects.toMatchObject({ status: 401 });
    t.clock.set(NOW + 1000);
    await expect(t.client.account.logout('refresh-1')).rejects.toMatchObject({ status: 401 });
    expect(t.server.requests.map((r) => [r.path, bearer(r)])).toEqual([
      ['/api/eticket/token/logout', 'Bearer token-1'],
      ['/api/eticket/token/logout', null],
    ]);
    expect([t.errors, t.unauthorized, t.sessionExpired]).toEqual([[], [], []]);
  });

  it('a throwing callback does not change the rejection', async () => {
    const t = createTestClient({
      handler: forbidden,
      onError: () => {
        throw new Error('ui broke');
      },
    });
    const uncaught: unknown[] = [];
    const listener = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', listener);
    try {
      await expect(t.client.notices.list()).rejects.toBeInstanceOf(ApiError);
      await vi.waitFor(() => {
        expect(uncaught).toHaveLength(1);
      });
    } finally {
      process.off('uncaughtException', listener);
    }
    expect(uncaught).toEqual([new Error('ui broke')]);
  });

  it('a successful call resolves with the body; an empty body with undefined', async () => {
    const t = createTestClient({
      handler: (r) => (r.path === '/empty' ? new Response(null, { status: 204 }) : jsonResponse(200, { items: [], totalCount: 0 })),
      storage: createMemoryStorage(),
    });
    await expect(t.client.notices.list()).resolves.toEqual({ items: [], totalCount: 0 });
    await expect(t.client.request('POST', '/empty')).resolves.toBeUndefined();
  });
});
