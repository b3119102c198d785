import type { Clock, KeyValueStorage } from '@eticket/core';
import type { ErrorDisplay, TokenResponse } from '@eticket/core/abp';
import { createTokenRefresher, getValidAccessToken, withAuthRetry, type TokenRefresher } from '@eticket/core/session';
import { $fetch, type FetchOptions } from 'ofetch';
import { createAbpEndpoints, type AbpEndpoints } from './endpoints/abp';
import { TOKEN_REFRESH_PATH, createAccountEndpoints, type AccountEndpoints } from './endpoints/account';
import {
  createJoinApplicationEndpoints,
  createNoticeEndpoints,
  type JoinApplicationEndpoints,
  type NoticeEndpoints,
} from './endpoints/notices';
import { createSessionEndpoints, type SessionEndpoints } from './endpoints/session';
import { ApiError, toApiError } from './errors';
import { DEFAULT_TENANT_HEADER, buildRequestHeaders } from './headers';
import type { ApiRequest, CallOptions, HttpMethod, QueryParams, RequestOptions } from './request.types';
import { startDeadline } from './timeout';
import { NOT_USABLE, answerOf, prefetchedReads, type PrefetchedRead } from './prefetched';

/** HTTP timeout of product-spec §7 / §9. */
export const DEFAULT_TIMEOUT_MS = 180_000;

export interface ApiClientOptions {
  /** API origin; '' (default) = the page's own origin. */
  baseURL?: string;
  storage: KeyValueStorage;
  clock: Clock;
  /** The fetch to use (tests inject a fake); default the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Name of the tenant header; default 'TenantId'. */
  tenantHeader?: string;
  /** Per attempt; default 180000 ms. */
  timeoutMs?: number;
  /** Replaces POST /api/eticket/token/refresh (tests, or a refresh owned elsewhere). */
  refresh?: (refreshToken: string) => Promise<TokenResponse>;
  /**
   * The silent refresh failed (the refresh flag is already cleared): the web reloads the page.
   * Called once per failed refresh, however many requests were waiting on it.
   */
  onSessionExpired: (error: ApiError) => void;
  /**
   * A request still got 401 after the refresh-and-retry (or no refresh was possible): the web opens
   * the session-expired confirmation. Called once per such request; not called when a refresh failed
   * while the request was in flight (onSessionExpired covers it). `sentAt`: when the request first went
   * out (the client's clock), so a prompt the user has just dismissed is not reopened by calls older than that.
   */
  onUnauthorized: (error: ApiError, sentAt: number) => void;
  /**
   * Every other failure the catalogue wants shown (display.kind ≠ 'none'), unless the call is silent.
   */
  onError?: (display: ErrorDisplay, error: ApiError) => void;
  /** Reads sent before the client existed (index.html's boot script): used instead of sending the same read again. */
  prefetched?: readonly PrefetchedRead[];
}

export interface ApiClient {
  /** Any call, for endpoints not typed here yet. */
  request: ApiRequest;
  /** The single-flight refresher every request shares (the session machine may share it too). */
  refresher: TokenRefresher;
  abp: AbpEndpoints;
  account: AccountEndpoints;
  session: SessionEndpoints;
  notices: NoticeEndpoints;
  joinApplications: JoinApplicationEndpoints;
  // Master data and production endpoints are built over `request` by `createCatalogEndpoints` /
  // `createProductionEndpoints` (see business.ts), so a page that needs none of them (the login page) does not
  // load their code and the core rules they import.
}

function rootedPath(path: string): string {
  return path.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(path) ? path : `/${path}`;
}

function definedQuery(query: QueryParams | undefined): Record<string, string | number | boolean> | undefined {
  if (query === undefined) return undefined;
  const defined: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) defined[key] = value;
  }
  return defined;
}

function isSilent(silent: CallOptions['silent'], error: ApiError): boolean {
  return typeof silent === 'function' ? silent(error) : silent === true;
}

/** A throwing UI callback must not turn the rejection into something other than an ApiError. */
function notify(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * A refresh that failed without a word from the application about the session: no network, a timeout, a server
 * (or proxy) error. The browser stays signed in; only a refusal (4xx) ends the session.
 */
export function isTransientFailure(error: unknown): boolean {
  const failure = toApiError(error, 'POST', TOKEN_REFRESH_PATH);
  return failure.kind === 'network' || failure.kind === 'timeout' || (failure.kind === 'response' && (failure.status ?? 0) >= 500);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { storage, clock } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tenantHeader = options.tenantHeader ?? DEFAULT_TENANT_HEADER;
  // retry: false — a replayed POST could create an order twice; the only retry is the 401 one.
  const api = $fetch.create({ baseURL: options.baseURL ?? '', retry: false }, options.fetch === undefined ? {} : { fetch: options.fetch });

  /** Failed refreshes so far: a request that saw one during its flight leaves the 401 to onSessionExpired. */
  let sessionExpiries = 0;
  const prefetched = prefetchedReads(options.prefetched ?? []);

  async function send(method: HttpMethod, path: string, request: RequestOptions, accessToken: string | null): Promise<unknown> {
    const auth = request.auth ?? 'session';
    const headers = { ...buildRequestHeaders({ storage, accessToken, includeTenant: auth !== 'none', tenantHeader }), ...request.headers };
    const deadline = startDeadline(timeoutMs, request.signal);
    const query = definedQuery(request.query);
    const fetchOptions: FetchOptions<'json'> = { method, headers, signal: deadline.signal };
    if (query !== undefined) fetchOptions.query = query;
    if (request.body !== undefined) fetchOptions.body = request.body as Record<string, unknown>;
    try {
      const early = method === 'GET' ? prefetched.take({ path, query, headers }) : undefined;
      if (early !== undefined) {
        const answer = await answerOf(early, deadline.signal);
        if (answer !== NOT_USABLE) return answer;
      }
      const response = await api.raw<unknown>(path, fetchOptions);
      // Response.error() / an opaque answer: fetch's "network error" without a rejection.
      if (response.status === 0) throw new ApiError({ kind: 'network', method, path });
      return response._data;
    } catch (error) {
      throw toApiError(error, method, path);
    } finally {
      deadline.dispose();
    }
  }

  function report(error: ApiError, request: RequestOptions, expiriesBefore: number, sentAt: number): void {
    if ((request.auth ?? 'session') === 'session' && error.status === 401) {
      if (sessionExpiries === expiriesBefore) notify(() => { options.onUnauthorized(error, sentAt); });
      return;
    }
    if (error.display.kind === 'none' || options.onError === undefined) return;
    const { onError } = options;
    if (!isSilent(request.silent, error)) notify(() => { onError(error.display, error); });
  }

  const request: ApiRequest = async <T>(
    method: HttpMethod,
    rawPath: string,
    requestOptions: RequestOptions & { parse?: (data: unknown) => T } = {},
  ): Promise<T> => {
    const path = rootedPath(rawPath);
    const expiriesBefore = sessionExpiries;
    const sentAt = clock.now();
    try {
      const auth = requestOptions.auth ?? 'session';
      const data =
        auth === 'session'
          ? await withAuthRetry(refresher, (token) => send(method, path, requestOptions, token), isUnauthorized)
          : await send(method, path, requestOptions, auth === 'bearer' ? getValidAccessToken(storage, clock) : null);
      // The body is the server's; endpoint types describe it (parse checks the ones that are stored).
      return requestOptions.parse === undefined ? (data as T) : requestOptions.parse(data);
    } catch (caught) {
      let error: ApiError;
      try {
        error = toApiError(caught, method, path);
      } catch (mappingFailure) {
        error = new ApiError({ kind: 'failed', method, path, cause: mappingFailure });
      }
      report(error, requestOptions, expiriesBefore, sentAt);
      throw error;
    }
  };

  const account = createAccountEndpoints(request);
  const refreshTokens = options.refresh ?? ((refreshToken: string) => account.refreshToken(refreshToken));
  const refresher = createTokenRefresher({
    storage,
    clock,
    refresh: refreshTokens,
    onFailure: (failure) => {
      sessionExpiries += 1;
      const error = toApiError(failure, 'POST', TOKEN_REFRESH_PATH);
      notify(() => { options.onSessionExpired(error); });
    },
    isTransient: isTransientFailure,
  });

  return {
    request,
    refresher,
    abp: createAbpEndpoints(request),
    account,
    session: createSessionEndpoints(request),
    notices: createNoticeEndpoints(request),
    joinApplications: createJoinApplicationEndpoints(request),
  };
}
