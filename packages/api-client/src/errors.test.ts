import type { ErrorDisplay } from '@eticket/core/abp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, toApiError, validationErrorsByMember } from './errors';
import { abpResponse, createTestClient, jsonResponse, type FakeHandler } from './testing/fake-fetch';

/** Send one GET through a fresh client and return what it rejected with and what it reported. */
async function failWith(handler: FakeHandler) {
  const t = createTestClient({ handler });
  const error: unknown = await t.client.request('GET', '/api/eticket/order').then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { error, reported: t.errors.map((e) => e.display), unauthorized: t.unauthorized };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('error catalogue, row by row (product-spec §8)', () => {
  it('network error (fetch rejects: no connection) → status 0, network tip, 2.5 s', async () => {
    const { error, reported } = await failWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const display: ErrorDisplay = { kind: 'message', i18nKey: 'Shell.Error.Network', durationMs: 2500 };
    expect([error.kind, error.status, error.display]).toEqual(['network', 0, display]);
    expect(reported).toEqual([display]);
  });

  it('network error as a status-0 response (Response.error()) → the same row', async () => {
    const { error } = await failWith(() => Response.error());
    expect([error.kind, error.status, error.display]).toEqual(['network', 0, { kind: 'message', i18nKey: 'Shell.Error.Network', durationMs: 2500 }]);
  });

  it('timeout: no answer within 180000 ms → status 1, timeout tip, 5 s', async () => {
    vi.useFakeTimers();
    const t = createTestClient({ handler: () => new Promise<Response>(() => undefined) });
    let settled: unknown = 'pending';
    void t.client.orders.list().catch((e: unknown) => {
      settled = e;
    });
    await vi.advanceTimersByTimeAsync(179_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ApiError);
    const error = settled as ApiError;
    const display: ErrorDisplay = { kind: 'message', i18nKey: 'Shell.Error.Timeout', durationMs: 5000 };
    expect([error.kind, error.status, error.display]).toEqual(['timeout', 1, display]);
    expect(t.errors.map((e) => e.display)).toEqual([display]);
  });

  it('timeoutMs is configurable', async () => {
    vi.useFakeTimers();
    const t = createTestClient({ handler: () => new Promise<Response>(() => undefined), timeoutMs: 50 });
    const outcome = t.client.orders.list().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    await expect(outcome).resolves.toMatchObject({ kind: 'timeout', status: 1 });
  });

  it('401 → session-expired confirmation (through onUnauthorized, not onError)', async () => {
    const { error, reported, unauthorized } = await failWith(() => abpResponse(401, { code: 'Unauthorized', message: '未登录' }));
    expect([error.status, error.display]).toEqual([401, { kind: 'dialog-session-expired', i18nKey: 'Shell.SessionExpired.Message' }]);
    expect(unauthorized).toEqual([error]);
    expect(reported).toEqual([]);
  });

  it('ABP format, code TenantExpired → tenant-expired dialog with the server message', async () => {
    const { error, reported } = await failWith(() =>
      abpResponse(403, { code: 'Eticket:TenantExpired', message: '贵公司的账户已于 2026-10-31 到期，请续费' }, { 'x-correlation-id': 'c-1' }),
    );
    const display: ErrorDisplay = {
      kind: 'dialog-tenant-expired',
      i18nKey: 'Shell.TenantExpired.Title',
      text: '贵公司的账户已于 2026-10-31 到期，请续费',
      code: 'Eticket:TenantExpired',
    };
    expect(error.display).toEqual(display);
    expect(reported).toEqual([display]);
    expect([error.status, error.code, error.message, error.correlationId]).toEqual([
      403,
      'Eticket:TenantExpired',
      '贵公司的账户已于 2026-10-31 到期，请续费',
      'c-1',
    ]);
  });

  it('ABP format with details → notification (title = message, body = details), 3 s', async () => {
    const { error, reported } = await failWith(() =>
      abpResponse(409, { code: 'Conflict', message: '数据已被他人修改', details: '请刷新后重试' }),
    );
    const display: ErrorDisplay = { kind: 'notification', title: '数据已被他人修改', details: '请刷新后重试', durationMs: 3000, code: 'Conflict' };
    expect(error.display).toEqual(display);
    expect(reported).toEqual([display]);
    expect([error.code, error.message, error.details]).toEqual(['Conflict', '数据已被他人修改', '请刷新后重试']);
  });

  it('ABP format without details → plain error message, 3 s', async () => {
    const { error, reported } = await failWith(() => abpResponse(400, { message: '订单号已存在' }));
    const display: ErrorDisplay = { kind: 'message', text: '订单号已存在', durationMs: 3000 };
    expect(error.display).toEqual(display);
    expect(reported).toEqual([display]);
    expect([error.code, error.details]).toEqual([null, null]);
  });

  it('ABP body without the header (not exposed over CORS) is still recognised', async () => {
    const { error } = await failWith(() => jsonResponse(400, { error: { message: '订单号已存在' } }));
    expect(error.display).toEqual({ kind: 'message', text: '订单号已存在', durationMs: 3000 });
  });

  it('403 without the ABP format → no-permission message, 3 s', async () => {
    const { error, reported } = await failWith(() => new Response('Forbidden', { status: 403, headers: { 'content-type': 'text/plain' } }));
    const display: ErrorDisplay = { kind: 'message', i18nKey: 'Shell.Error.NoPermission', durationMs: 3000 };
    expect([error.status, error.display]).toEqual([403, display]);
    expect(reported).toEqual([display]);
  });

  it('other status → "Unknown error" notification with the x-correlation-id request id, 3 s', async () => {
    const { error, reported } = await failWith(
      () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html', 'x-correlation-id': '7f3a9c' } }),
    );
    const display: ErrorDisplay = { kind: 'notification', i18nKey: 'Shell.Error.Unknown', durationMs: 3000, correlationId: '7f3a9c' };
    expect([error.status, error.correlationId, error.display]).toEqual([502, '7f3a9c', display]);
    expect(reported).toEqual([display]);
  });

  it('no response (the transport failed otherwise) → request-failed prefix plus the error text, 3 s', async () => {
    const { error, reported } = await failWith(() => Promise.reject(new Error('socket hang up')));
    const display: ErrorDisplay = { kind: 'message', i18nKey: 'Shell.Error.RequestFailed', text: 'socket hang up', durationMs: 3000 };
    expect([error.kind, error.status, error.display]).toEqual(['failed', null, display]);
    expect(reported).toEqual([display]);
  });

  it('failed token refresh → onSessionExpired (covered in create-client.test.ts); the caller aborting → nothing shown', async () => {
    const t = createTestClient({ handler: () => new Promise<Response>(() => undefined) });
    const controller = new AbortController();
    const outcome = t.client.orders.list({}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await expect(outcome).resolves.toMatchObject({ kind: 'aborted', status: null, display: { kind: 'none' } });
    expect(t.errors).toEqual([]);
  });

  it('an already aborted signal never reaches the server', async () => {
    const t = createTestClient({ handler: () => jsonResponse(200, {}) });
    await expect(t.client.orders.list({}, { signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('ApiError fields', () => {
  it('validation errors, also keyed by member for forms', async () => {
    const { error } = await failWith(() =>
      abpResponse(400, {
        code: 'Validation',
        message: '输入有误',
        validationErrors: [
          { message: '请输入6~16个字符', members: ['NewPassword'] },
          { message: '请输入当前密码', members: ['currentPassword'] },
          // Without members: shown by the catalogue, but no field to attach it to.
          { message: 'not a validation error' },
        ],
      }),
    );
    expect(error.validationErrors).toEqual([
      { message: '请输入6~16个字符', members: ['NewPassword'] },
      { message: '请输入当前密码', members: ['currentPassword'] },
    ]);
    expect(validationErrorsByMember(error)).toEqual({ newPassword: '请输入6~16个字符', currentPassword: '请输入当前密码' });
    // No details, but a validation list: the catalogue shows every message of it.
    expect(error.display).toEqual({
      kind: 'notification',
      title: '输入有误',
      details: '请输入6~16个字符\n请输入当前密码\nnot a validation error',
      durationMs: 3000,
      code: 'Validation',
    });
  });

  it('a message for logs when the server sent none', async () => {
    const { error } = await failWith(() => new Response('', { status: 500 }));
    expect([error.name, error.message, error.method, error.path]).toEqual(['ApiError', 'GET /api/eticket/order: HTTP 500', 'GET', '/api/eticket/order']);
  });

  it('toApiError passes ApiErrors through and classifies bare errors', () => {
    const existing = new ApiError({ kind: 'failed', method: 'GET', path: '/x' });
    expect(toApiError(existing, 'GET', '/y')).toBe(existing);
    expect(toApiError(new DOMException('t', 'TimeoutError'), 'GET', '/x').kind).toBe('timeout');
    expect(toApiError(new DOMException('a', 'AbortError'), 'GET', '/x').kind).toBe('aborted');
    expect(toApiError('boom', 'GET', '/x').display).toEqual({ kind: 'message', i18nKey: 'Shell.Error.RequestFailed', text: 'boom', durationMs: 3000 });
  });

  it('a malformed login answer is a failed request, reported like any other', async () => {
    const t = createTestClient({ handler: () => jsonResponse(200, { accessToken: 'a' }) });
    await expect(t.client.account.login({ userName: 'admin', password: 'x' })).rejects.toMatchObject({ kind: 'failed' });
    expect(t.errors.map((e) => e.display)).toEqual([
      { kind: 'message', i18nKey: 'Shell.Error.RequestFailed', text: 'Malformed token response', durationMs: 3000 },
    ]);
  });
});
