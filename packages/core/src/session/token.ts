import type { TokenResponse } from '../abp/app-config.types';
import type { Clock } from '../ports/clock';
import type { KeyValueStorage } from '../ports/storage';
import { REFRESH_FLAG_STARTED, StorageKeys } from './storage-keys';

/** The access token is treated as expired this many seconds early (product-spec §7, §9). */
export const TOKEN_EXPIRY_SKEW_SECONDS = 60;

/** Epoch ms at which the stored access token stops being used: now + (expiresIn − 60) s. */
export function computeExpiry(nowMs: number, expiresIn: number): number {
  return nowMs + (expiresIn - TOKEN_EXPIRY_SKEW_SECONDS) * 1000;
}

/** Logged in (navigation rule 3): the refresh flag equals 'start'. */
export function hasRefreshFlag(storage: KeyValueStorage): boolean {
  return storage.getItem(StorageKeys.refreshFlag) === REFRESH_FLAG_STARTED;
}

/** The stored access token while it is still valid by the clock, else null. */
export function getValidAccessToken(storage: KeyValueStorage, clock: Clock): string | null {
  const token = storage.getItem(StorageKeys.accessToken);
  const expire = Number(storage.getItem(StorageKeys.accessTokenExpire) ?? Number.NaN);
  if (token === null || token === '' || !Number.isFinite(expire)) return null;
  return clock.now() < expire ? token : null;
}

export function isAccessTokenValid(storage: KeyValueStorage, clock: Clock): boolean {
  return getValidAccessToken(storage, clock) !== null;
}

/** Persist a login or refresh response and mark the browser as logged in. */
export function storeTokens(storage: KeyValueStorage, tokens: TokenResponse, clock: Clock): void {
  storage.setItem(StorageKeys.accessToken, tokens.accessToken);
  storage.setItem(StorageKeys.accessTokenExpire, String(computeExpiry(clock.now(), tokens.expiresIn)));
  storage.setItem(StorageKeys.refreshToken, tokens.refreshToken);
  // A host user has no tenant: a stale tenant id would send the wrong TenantId header.
  if (tokens.tenantId === null || tokens.tenantId === '') storage.removeItem(StorageKeys.tenantId);
  else storage.setItem(StorageKeys.tenantId, tokens.tenantId);
  storage.setItem(StorageKeys.refreshFlag, REFRESH_FLAG_STARTED);
}

/** Remove access token, refresh token, expiry and tenant id (the logout set of product-spec §4). */
export function clearTokens(storage: KeyValueStorage): void {
  storage.removeItem(StorageKeys.accessToken);
  storage.removeItem(StorageKeys.refreshToken);
  storage.removeItem(StorageKeys.accessTokenExpire);
  storage.removeItem(StorageKeys.tenantId);
}

export function clearRefreshFlag(storage: KeyValueStorage): void {
  storage.removeItem(StorageKeys.refreshFlag);
}

/**
 * Tokens and the refresh flag: a flag left at 'start' without tokens would boot the next page as
 * logged in and loop on 401s, so logout and re-login clear both.
 */
export function endSession(storage: KeyValueStorage): void {
  clearTokens(storage);
  clearRefreshFlag(storage);
}

export interface TokenRefresherOptions {
  storage: KeyValueStorage;
  clock: Clock;
  /** POST /api/eticket/token/refresh with {refreshToken}. */
  refresh: (refreshToken: string) => Promise<TokenResponse>;
  /** Called once per failed refresh, after the refresh flag was cleared (the web reloads the page). */
  onFailure: (error: unknown) => void;
  /**
   * A failure that says nothing about the session — no network, a timeout, the server down: the browser stays
   * signed in (flag kept, no onFailure) and requests go out with the token it has, expired or not, so a service
   * worker can answer the boot reads from its cache in a Wi-Fi dead spot. Default: every failure ends the session.
   */
  isTransient?: (error: unknown) => boolean;
}

export interface TokenRefresher {
  /**
   * The access token to send: the stored one while valid; otherwise, when logged in with a refresh
   * token, the result of the shared refresh; null when there is nothing to send.
   */
  getValidToken(): Promise<string | null>;
  /**
   * After a 401 on a request sent with `tokenUsedByFailedRequest`: the token to retry with, or null
   * when the session cannot be renewed. Joins a refresh in flight; a request that used an older token
   * than the stored one gets the stored one without a new refresh.
   */
  refreshAfterFailure(tokenUsedByFailedRequest: string | null): Promise<string | null>;
  /** True while a refresh call is in flight. */
  isRefreshing(): boolean;
}

/**
 * Single-flight token refresh: concurrent callers share ONE refresh promise (architecture §7.3).
 * A refresh is only attempted while the refresh flag is 'start', so after a failure (flag cleared)
 * nobody refreshes again and onFailure fires once.
 */
export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { storage, clock } = options;
  let inflight: Promise<string | null> | null = null;
  /** The stored token handed out after a refresh that could not reach the server (a 401 on it is not retried). */
  let unrenewed: string | null = null;

  function startRefresh(): Promise<string | null> {
    if (inflight !== null) return inflight;
    const refreshToken = storage.getItem(StorageKeys.refreshToken);
    if (!hasRefreshFlag(storage) || refreshToken === null || refreshToken === '') return Promise.resolve(null);
    const run = (async (): Promise<string | null> => {
      try {
        const tokens = await options.refresh(refreshToken);
        storeTokens(storage, tokens, clock);
        unrenewed = null;
        return tokens.accessToken;
      } catch (error) {
        if (options.isTransient?.(error) === true) {
          const stale = storage.getItem(StorageKeys.accessToken);
          unrenewed = stale === null || stale === '' ? null : stale;
          return unrenewed;
        }
        clearRefreshFlag(storage);
        options.onFailure(error);
        return null;
      }
    })();
    inflight = run;
    // Registered before any caller awaits `run`, so the slot is free again when they resume.
    void run.finally(() => {
      if (inflight === run) inflight = null;
    });
    return run;
  }

  return {
    getValidToken() {
      if (inflight !== null) return inflight;
      const token = getValidAccessToken(storage, clock);
      if (token !== null) return Promise.resolve(token);
      return startRefresh();
    },
    refreshAfterFailure(tokenUsedByFailedRequest) {
      // A refresh that could not reach the server leaves the same token: no point retrying with it.
      const fresh = (token: string | null) => (token === tokenUsedByFailedRequest ? null : token);
      if (inflight !== null) return inflight.then(fresh);
      const current = getValidAccessToken(storage, clock);
      // Someone already refreshed since this request was sent: just retry with the new token.
      if (current !== null && current !== tokenUsedByFailedRequest) return Promise.resolve(current);
      // It went out with a token whose refresh just failed to reach the server: one refresh per request is enough.
      if (tokenUsedByFailedRequest !== null && tokenUsedByFailedRequest === unrenewed) return Promise.resolve(null);
      return startRefresh().then(fresh);
    },
    isRefreshing: () => inflight !== null,
  };
}

/**
 * Send a request with the current token; on a 401 (as judged by `isUnauthorized`) wait for the
 * shared refresh and retry exactly once. When no fresh token can be had, the original error is
 * rethrown so the error catalogue shows it.
 */
export async function withAuthRetry<R>(
  refresher: TokenRefresher,
  send: (token: string | null) => Promise<R>,
  isUnauthorized: (error: unknown) => boolean,
): Promise<R> {
  const token = await refresher.getValidToken();
  try {
    return await send(token);
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    const fresh = await refresher.refreshAfterFailure(token);
    if (fresh === null) throw error;
    return send(fresh);
  }
}
