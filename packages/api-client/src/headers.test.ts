import { createMemoryStorage } from '@eticket/core';
import { StorageKeys } from '@eticket/core/session';
import { describe, expect, it } from 'vitest';
import { buildRequestHeaders } from './headers';
import { NOW, createTestClient, jsonResponse, loggedInStorage } from './testing/fake-fetch';

const ok = () => jsonResponse(200, {});

function headersOf(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers.entries());
}

describe('request headers (product-spec §7)', () => {
  it('anonymous with nothing stored: only Accept-Language, the default c=zh-Hans|uic=zh-Hans', async () => {
    const t = createTestClient({ handler: ok });
    await t.client.abp.getApplicationConfiguration();
    expect(t.server.requests).toHaveLength(1);
    expect(headersOf(t.server.requests[0]!.headers)).toEqual({ 'accept-language': 'c=zh-Hans|uic=zh-Hans' });
  });

  it.each([
    ['en', 'c=en|uic=en'],
    ['zh-Hant', 'c=zh-Hant|uic=zh-Hant'],
    ['zh-Hans', 'c=zh-Hans|uic=zh-Hans'],
    ['c=en|uic=en', 'c=en|uic=en'],
    ['zh-TW', 'c=zh-Hant|uic=zh-Hant'],
    ['klingon', 'c=zh-Hans|uic=zh-Hans'],
    ['', 'c=zh-Hans|uic=zh-Hans'],
  ])('stored accept_language %j → Accept-Language %s', async (stored, expected) => {
    const t = createTestClient({ handler: ok, storage: createMemoryStorage({ [StorageKeys.acceptLanguage]: stored }) });
    await t.client.abp.getApplicationConfiguration();
    expect(t.server.requests[0]!.headers.get('Accept-Language')).toBe(expected);
  });

  it('reads the language per request, so a language switch applies to the next call', async () => {
    const t = createTestClient({ handler: ok });
    await t.client.abp.getApplicationConfiguration();
    t.storage.setItem(StorageKeys.acceptLanguage, 'en');
    await t.client.abp.getApplicationConfiguration();
    expect(t.server.requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['c=zh-Hans|uic=zh-Hans', 'c=en|uic=en']);
  });

  it('TenantId when a tenant id is stored, under a configurable name', async () => {
    const stored = { [StorageKeys.tenantId]: 'tenant-a' };
    const plain = createTestClient({ handler: ok, storage: createMemoryStorage(stored) });
    await plain.client.notices.list();
    expect(plain.server.requests[0]!.headers.get('TenantId')).toBe('tenant-a');

    const aliased = createTestClient({ handler: ok, tenantHeader: '__tenant', storage: createMemoryStorage(stored) });
    await aliased.client.notices.list();
    expect(headersOf(aliased.server.requests[0]!.headers)).toEqual({ 'accept-language': 'c=zh-Hans|uic=zh-Hans', __tenant: 'tenant-a' });
  });

  it('Bearer while the token is valid, none once access_token_expire has passed', async () => {
    const t = createTestClient({
      handler: ok,
      // Logged out of refreshing (no flag), so an expired token is simply not sent.
      storage: loggedInStorage(60_000, { [StorageKeys.refreshFlag]: '' }),
    });
    await t.client.notices.list();
    t.clock.set(NOW + 59_999);
    await t.client.notices.list();
    t.clock.set(NOW + 60_000);
    await t.client.notices.list();
    expect(t.server.requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer token-1', 'Bearer token-1', null]);
    expect(t.server.to('/api/eticket/token/refresh')).toEqual([]);
  });

  it('anonymous calls (login, public join application) carry neither Authorization nor TenantId', async () => {
    const t = createTestClient({
      handler: ({ path }) =>
        path === '/api/eticket/token' ? jsonResponse(200, { tenantId: null, accessToken: 'a', refreshToken: 'r', expiresIn: 3600 }) : ok(),
      storage: loggedInStorage(60_000, { [StorageKeys.acceptLanguage]: 'en' }),
    });
    await t.client.account.login({ userName: 'admin', password: '1q2w3E*' });
    await t.client.joinApplications.submit({ tenantName: 'demo', name: '王芳', userName: 'wangfang', password: '123456', message: '' });
    for (const request of t.server.requests) expect(headersOf(request.headers)).toEqual({ 'accept-language': 'c=en|uic=en', 'content-type': 'application/json', accept: 'application/json' });
  });

  it('caller headers win over the defaults', async () => {
    const t = createTestClient({ handler: ok, storage: loggedInStorage(60_000) });
    await t.client.request('GET', '/api/x', { headers: { 'Accept-Language': 'c=en|uic=en' } });
    expect(t.server.requests[0]!.headers.get('Accept-Language')).toBe('c=en|uic=en');
  });
});

describe('buildRequestHeaders', () => {
  it('skips a blank tenant id and an empty token', () => {
    const storage = createMemoryStorage({ [StorageKeys.tenantId]: '  ' });
    expect(buildRequestHeaders({ storage, accessToken: '', includeTenant: true })).toEqual({ 'Accept-Language': 'c=zh-Hans|uic=zh-Hans' });
  });

  it('all three', () => {
    const storage = createMemoryStorage({ [StorageKeys.tenantId]: 't1', [StorageKeys.acceptLanguage]: 'zh-Hant' });
    expect(buildRequestHeaders({ storage, accessToken: 'abc', includeTenant: true })).toEqual({
      'Accept-Language': 'c=zh-Hant|uic=zh-Hant',
      TenantId: 't1',
      Authorization: 'Bearer abc',
    });
  });
});
