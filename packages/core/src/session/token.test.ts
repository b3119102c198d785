import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '../abp/app-config.types';
import { fixedClock, type Clock } from '../ports/clock';
import { createMemoryStorage } from '../ports/storage';
import { REFRESH_FLAG_STARTED, StorageKeys } from './storage-keys';
import {
  clearTokens,
  computeExpiry,
  createTokenRefresher,
  endSession,
  getValidAccessToken,
  hasRefreshFlag,
  isAccessTokenValid,
  storeTokens,
  withAuthRetry,
} from './token';

const NOW = 1_700_000_000_000;

class Unauthorized extends Error {
  constructor(readonly token: string | null) {
    super('401');
  }
}
const isUnauthorized = (error: unknown) => error instanceof Unauthorized;

function loggedInStorage(accessToken = 't0', refreshToken = 'r0', expire = NOW + 3_600_000) {
  return createMemoryStorage({
    [StorageKeys.accessToken]: accessToken,
    [StorageKeys.accessTokenExpire]: String(expire),
    [StorageKeys.refreshToken]: refreshToken,
    [StorageKeys.tenantId]: 'tenant-1',
    [StorageKeys.refreshFlag]: REFRESH_FLAG_STARTED,
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tokens = (n: number): TokenResponse => ({
  tenantId: 'tenant-1',
  accessToken: `t${n}`,
  refreshToken: `r${n}`,
  expiresIn: 7200,
});

describe('token storage helpers', () => {
  it('stores the expiry as expiresIn minus 60 seconds', () => {
    expect(computeExpiry(NOW, 7200)).toBe(NOW + 7140_000);
    expect(computeExpiry(NOW, 60)).toBe(NOW);
  });

  it('storeTokens writes the tokens, expiry, tenant id and the refresh flag', () => {
    const storage = createMemoryStorage();
    storeTokens(storage, tokens(1), fixedClock(NOW));
    expect(storage.snapshot()).toEqual({
      access_token: 't1',
      access_token_expire: String(NOW + 7140_000),
      refresh_token: 'r1',
      tenant_id: 'tenant-1',
      refresh: 'start',
    });
  });

  it('a host login (no tenant) removes a stale tenant id', () => {
    const storage = createMemoryStorage({ tenant_id: 'old' });
    storeTokens(storage, { ...tokens(1), tenantId: null }, fixedClock(NOW));
    expect(storage.getItem('tenant_id')).toBeNull();
    expect(hasRefreshFlag(storage)).toBe(true);
  });

  it('a token is valid strictly before its stored expiry', () => {
    const storage = loggedInStorage('t0', 'r0', NOW + 1000);
    expect(isAccessTokenValid(storage, fixedClock(NOW + 999))).toBe(true);
    expect(getValidAccessToken(storage, fixedClock(NOW + 999))).toBe('t0');
    expect(isAccessTokenValid(storage, fixedClock(NOW + 1000))).toBe(false);
    expect(isAccessTokenValid(createMemoryStorage({ access_token: 't' }), fixedClock(NOW))).toBe(false);
    expect(isAccessTokenValid(createMemoryStorage({ access_token: 't', access_token_expire: 'x' }), fixedClock(NOW))).toBe(false);
  });

  it('clearTokens removes the four token keys and keeps language and flag; endSession also drops the flag', () => {
    const storage = loggedInStorage();
    storage.setItem(StorageKeys.acceptLanguage, 'en');
    clearTokens(storage);
    expect(storage.snapshot()).toEqual({ refresh: 'start', accept_language: 'en' });
    endSession(storage);
    expect(storage.snapshot()).toEqual({ accept_language: 'en' });
  });
});

describe('createTokenRefresher', () => {
  it('10 concurrent 401s share ONE refresh and each request is retried exactly once', async () => {
    const storage = loggedInStorage();
    const pending = deferred<TokenResponse>();
    const refresh = vi.fn(() => pending.promise);
    const onFailure = vi.fn();
    const refresher = createTokenRefresher({ storage, clock: fixedClock(NOW), refresh, onFailure });
    let serverToken = 'server-revoked-t0';
    const sends: (string | null)[][] = Array.from({ length: 10 }, () => []);

    const results = Array.from({ length: 10 }, (_, i) =>
      withAuthRetry(
        refresher,
        (token) => {
          sends[i]?.push(token);
          return token === serverToken ? Promise.resolve(`ok ${i}`) : Promise.reject(new Unauthorized(token));
        },
        isUnauthorized,
      ),
    );
    await vi.waitFor(() => { expect(refresh).toHaveBeenCalledTimes(1); });
    serverToken = 't1';
    pending.resolve(tokens(1));

    expect(await Promise.all(results)).toEqual(Array.from({ length: 10 }, (_, i) => `ok ${i}`));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('r0');
    for (const s of sends) expect(s).toEqual(['t0', 't1']);
    expect(onFailure).not.toHaveBeenCalled();
    expect(storage.getItem(StorageKeys.accessToken)).toBe('t1');
    expect(storage.getItem(StorageKeys.refreshToken)).toBe('r1');
  });

  it('a straggler that failed with an older token retries with the current one and does not refresh', async () => {
    const storage = loggedInStorage();
    const refresh = vi.fn(() => Promise.resolve(tokens(1)));
    const refresher = createTokenRefresher({ storage, clock: fixedClock(NOW), refresh, onFailure: vi.fn() });

    expect(await refresher.refreshAfterFailure('t0')).toBe('t1');
    expect(refresh).toHaveBeenCalledTimes(1);
    // Sent with t0 before the refresh, its 401 arrives afterwards.
    expect(await refresher.refreshAfterFailure('t0')).toBe('t1');
    expect(refresh).toHaveBeenCalledTimes(1);
    // A 401 on the NEW token is a new generation: one more refresh is allowed.
    refresh.mockImplementation(() => Promise.resolve(tokens(2)));
    expect(await refresher.refreshAfterFailure('t1')).toBe('t2');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes proactively when the stored token has expired', async () => {
    const storage = loggedInStorage('t0', 'r0', NOW - 1);
    const refresh = vi.fn(() => Promise.resolve(tokens(1)));
    const refresher = createTokenRefresher({ storage, clock: fixedClock(NOW), refresh, onFailure: vi.fn() });
    const [a, b] = await Promise.all([refresher.getValidToken(), refresher.getValidToken()]);
    expect([a, b]).toEqual(['t1', 't1']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await refresher.getValidToken()).toBe('t1');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh clears the refresh flag, calls onFailure once and never refreshes again', async () => {
    const storage = loggedInStorage();
    const pending = deferred<TokenResponse>();
    const refresh = vi.fn(() => pending.promise);
    const onFailure = vi.fn();
    const refresher = createTokenRefresher({ storage, clock: fixedClock(NOW), refresh, onFailure });
    const send = vi.fn((token: string | null) => Promise.reject(new Unauthorized(token)));

    const results = Array.from({ length: 5 }, () => withAuthRetry(refresher, send, isUnauthorized).catch((e: unknown) => e));
    await vi.waitFor(() => { expect(refresh).toHaveBeenCalledTimes(1); });
    const cause = new Error('refresh token revoked');
    pending.reject(cause);

    for (const error of await Promise.all(results)) expect(error).toBeInstanceOf(Unauthorized);
    expect(send).toHaveBeenCalledTimes(5); // no retry without a fresh token
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith(cause);
    expect(hasRefreshFlag(storage)).toBe(false);
    expect(refresher.isRefreshing()).toBe(false);

    expect(await refresher.refreshAfterFailure('t0')).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('a refresh that throws synchronously is a failure too', async () => {
    const storage = loggedInStorage();
    const onFailure = vi.fn();
    const refresher = createTokenRefresher({
      storage,
      clock: fixedClock(NOW),
      refresh: () => {
        throw new Error('boom');
      },
      onFailure,
    });
    expect(await refresher.refreshAfterFailure('t0')).toBeNull();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(refresher.isRefreshing()).toBe(false);
  });

  it('without a session there is nothing to refresh', async () => {
    const refresh = vi.fn(() => Promise.resolve(tokens(1)));
    const refresher = createTokenRefresher({ storage: createMemoryStorage(), clock: fixedClock(NOW), refresh, onFailure: vi.fn() });
    expect(await refresher.getValidToken()).toBeNull();
    expect(await refresher.refreshAfterFailure(null)).toBeNull();
    await expect(withAuthRetry(refresher, (t) => Promise.reject(new Unauthorized(t)), isUnauthorized)).rejects.toBeInstanceOf(Unauthorized);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a transient refresh failure keeps the session and sends the stored token, expired or not', async () => {
    const storage = loggedInStorage('t0', 'r0', NOW - 1);
    const offline = new Error('network');
    const refresh = vi.fn((): Promise<TokenResponse> => Promise.reject(offline));
    const onFailure = vi.fn();
    const refresher = createTokenRefresher({ storage, clock: fixedClock(NOW), refresh, onFailure, isTransient: (e) => e === offline });
    // The request still goes out (a service worker may answer it from its cache) with the token there is.
    const send = vi.fn((token: string | null) => Promise.resolve(`sent with ${String(token)}`));
    expect(await withAuthRetry(refresher, send, isUnauthorized)).toBe('sent with t0');
    // A 401 after such a failure: no second try with the same token, the 401 stands.
    const rejected = vi.fn((token: string | null) => Promise.reject(new Unauthorized(token)));
    await expect(withAuthRetry(refresher, rejected, isUnauthorized)).rejects.toBeInstanceOf(Unauthorized);
    expect(rejected).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
    expect(hasRefreshFlag(storage)).toBe(true);
    expect(storage.getItem(StorageKeys.refreshToken)).toBe('r0');
    // Back online, the next request refreshes as usual.
    refresh.mockImplementation(() => Promise.resolve(tokens(1)));
    expect(await refresher.getValidToken()).toBe('t1');
  });

  it('ends the session only on failures that are not transient (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('transient', 'refused', 'ok'), { minLength: 1, maxLength: 6 }), async (outcomes) => {
        const storage = loggedInStorage('t0', 'r0', NOW - 1);
        const transient = new Error('offline');
        let call = 0;
        const refresh = vi.fn(() => {
          const outcome = outcomes[call] ?? 'ok';
          call += 1;
          if (outcome === 'ok') {
            // Expired again at once, so every request asks for another refresh.
            return Promise.resolve({ ...tokens(call), expiresIn: 0 });
          }
          return Promise.reject(outcome === 'transient' ? transient : new Error('revoked'));
        });
        const onFailure = vi.fn();
        const refresher = createTokenRefresher({ storage, clock: fixedClock(NOW), refresh, onFailure, isTransient: (e) => e === transient });
        for (let i = 0; i < outcomes.length; i += 1) await refresher.getValidToken();
        const refusedAt = outcomes.indexOf('refused');
        // Signed out exactly when a refusal happened; transient failures before it changed nothing.
        expect(hasRefreshFlag(storage)).toBe(refusedAt < 0);
        expect(onFailure).toHaveBeenCalledTimes(refusedAt < 0 ? 0 : 1);
        // After a refusal nobody refreshes again.
        expect(refresh).toHaveBeenCalledTimes(refusedAt < 0 ? outcomes.length : refusedAt + 1);
      }),
    );
  });

  it('errors other than 401 are not retried', async () => {
    const refresher = createTokenRefresher({ storage: loggedInStorage(), clock: fixedClock(NOW), refresh: vi.fn(), onFailure: vi.fn() });
    const send = vi.fn(() => Promise.reject(new Error('500')));
    await expect(withAuthRetry(refresher, send, isUnauthorized)).rejects.toThrow('500');
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('single-flight refresh under random interleavings (property)', () => {
  it('every refresh is justified, at most one per token generation; requests sent at most twice; one onFailure at most', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.boolean(),
        fc.boolean(),
        async (s, requestCount, refreshOutcomes, startExpired, revokeOnce) => {
          const clock: Clock = fixedClock(NOW);
          const storage = loggedInStorage('t0', 'r0', startExpired ? NOW - 1 : NOW + 1000);
          // The server accepts only the newest token it issued, and nothing before the first refresh.
          let generation = 0;
          let serverAccepts: string | null = null;
          const rejected = new Set<string | null>();
          const unjustified: string[] = [];
          const refreshesPerToken = new Map<string, number>();
          let failures = 0;
          const scheduledRefresh = s.scheduleFunction(async (_refreshToken: string) => {
            const ok = refreshOutcomes[generation % refreshOutcomes.length] ?? true;
            if (!ok) throw new Error('refresh failed');
            generation += 1;
            serverAccepts = `t${generation}`;
            return Promise.resolve(tokens(generation));
          });
          const refresher = createTokenRefresher({
            storage,
            clock,
            refresh: (refreshToken) => {
              refreshesPerToken.set(refreshToken, (refreshesPerToken.get(refreshToken) ?? 0) + 1);
              // Justified: the stored token has expired or the server has rejected it.
              const current = storage.getItem(StorageKeys.accessToken);
              // (Recorded, not asserted here: the refresher would swallow the throw as a failed refresh.)
              if (getValidAccessToken(storage, clock) !== null && !rejected.has(current)) unjustified.push(String(current));
              return scheduledRefresh(refreshToken);
            },
            onFailure: () => {
              failures += 1;
            },
          });
          const sendCounts = Array.from({ length: requestCount }, () => 0);
          const send = (i: number) =>
            s.scheduleFunction(async (token: string | null) => {
              sendCounts[i] = (sendCounts[i] ?? 0) + 1;
              if (token !== null && token === serverAccepts) return Promise.resolve(i);
              rejected.add(token);
              return Promise.reject(new Unauthorized(token));
            });
          const revocation = revokeOnce
            ? s.schedule(Promise.resolve()).then(() => {
                serverAccepts = null;
              })
            : Promise.resolve();
          const runs = sendCounts.map((_, i) =>
            s.schedule(Promise.resolve(i)).then(() =>
              withAuthRetry(refresher, send(i), isUnauthorized).then(
                () => 'ok' as const,
                (e: unknown) => {
                  if (!(e instanceof Unauthorized)) throw e;
                  return 'unauthorized' as const;
                },
              ),
            ),
          );
          await s.waitFor(Promise.all([...runs, revocation]));

          expect(unjustified).toEqual([]);
          for (const [token, count] of refreshesPerToken) expect(count, `refreshes with ${token}`).toBeLessThanOrEqual(1);
          for (const count of sendCounts) expect(count).toBeLessThanOrEqual(2);
          expect(failures).toBeLessThanOrEqual(1);
          if (failures > 0) expect(hasRefreshFlag(storage)).toBe(false);
          expect(refresher.isRefreshing()).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
