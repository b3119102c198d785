import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identityOf, isAnonymousKey, isSessionBootRequest, sessionCacheKey } from './session-cache';

const ORIGIN = 'https://factory.example';
const CONFIG = `${ORIGIN}/api/abp/application-configuration?includeLocalizationResources=false`;

const base64url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A JWT-shaped token (the signature is never checked here). */
const jwt = (claims: Record<string, unknown>) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(claims))}.sig`;
const headers = (init: Record<string, string>) => new Headers(init);

describe('session cache', () => {
  it('serves only the boot reads, by GET, on the same origin', () => {
    expect(isSessionBootRequest('GET', new URL(CONFIG), ORIGIN)).toBe(true);
    expect(isSessionBootRequest('GET', new URL(`${ORIGIN}/api/eticket/session/current`), ORIGIN)).toBe(true);
    expect(isSessionBootRequest('GET', new URL(`${ORIGIN}/api/admin/session/current`), ORIGIN)).toBe(true);
    expect(isSessionBootRequest('POST', new URL(CONFIG), ORIGIN)).toBe(false);
    expect(isSessionBootRequest('GET', new URL(`${ORIGIN}/api/eticket/ticketLog/mine`), ORIGIN)).toBe(false);
    expect(isSessionBootRequest('GET', new URL('https://elsewhere.example/api/abp/application-configuration'), ORIGIN)).toBe(false);
  });

  it('keys a read by tenant, user and language; an expired token still names its user', () => {
    const token = jwt({ sub: 'user-1', tid: 'tenant-a', exp: 1 });
    const key = sessionCacheKey(CONFIG, headers({ authorization: `Bearer ${token}`, 'accept-language': 'zh-Hans' }));
    expect(key).not.toBeNull();
    expect(new URL(key ?? '').searchParams.get('includeLocalizationResources')).toBe('false');
    // A refreshed token for the same user finds the same entry.
    expect(sessionCacheKey(CONFIG, headers({ authorization: `Bearer ${jwt({ sub: 'user-1', tid: 'tenant-a', exp: 2 })}`, 'accept-language': 'zh-Hans' }))).toBe(key);
    expect(isAnonymousKey(key ?? '')).toBe(false);
    const anonymous = sessionCacheKey(CONFIG, headers({ 'accept-language': 'zh-Hans' }));
    expect(isAnonymousKey(anonymous ?? '')).toBe(true);
  });

  it('caches nothing for a token that names nobody', () => {
    for (const authorization of ['Bearer ', 'Bearer not-a-jwt', `Bearer ${jwt({ tid: 'tenant-a' })}`, 'Bearer a.!!!.c', 'Basic abc']) {
      expect(identityOf(headers({ authorization })), authorization).toBeNull();
    }
  });

  it('never gives two different users, tenants or languages the same entry (property)', () => {
    const who = fc.record({ sub: fc.string({ minLength: 1 }), tid: fc.option(fc.string(), { nil: undefined }), language: fc.constantFrom('zh-Hans', 'zh-Hant', 'en', '') });
    const keyOf = (w: { sub: string; tid: string | undefined; language: string }) =>
      sessionCacheKey(CONFIG, headers({ authorization: `Bearer ${jwt({ sub: w.sub, tid: w.tid })}`, 'accept-language': w.language }));
    fc.assert(
      fc.property(who, who, (a, b) => {
        const same = a.sub === b.sub && (a.tid ?? '') === (b.tid ?? '') && a.language === b.language;
        expect(keyOf(a) === keyOf(b)).toBe(same);
        expect(isAnonymousKey(keyOf(a) ?? '')).toBe(false);
      }),
    );
  });
});
