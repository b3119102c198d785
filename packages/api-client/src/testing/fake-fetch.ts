import { createMemoryStorage, type Clock, type KeyValueStorage } from '@eticket/core';
import type { ErrorDisplay } from '@eticket/core/abp';
import { REFRESH_FLAG_STARTED, StorageKeys } from '@eticket/core/session';
import { createBusinessEndpoints, type BusinessEndpoints } from '../business';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../create-client';
import type { ApiError } from '../errors';

/** A request as the fake server sees it. */
export interface FakeRequest {
  method: string;
  url: URL;
  /** Path without the query string. */
  path: string;
  headers: Headers;
  /** The JSON body, parsed; undefined when none. */
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof globalThis.fetch;
  requests: FakeRequest[];
  /** Requests to one path (any method), in order. */
  to(path: string): FakeRequest[];
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * A fetch that records every request and answers through `handler`. Like the real one it rejects
 * with the signal's reason when aborted, also while the handler is still pending.
 */
export function createFakeFetch(handler: FakeHandler): FakeFetch {
  const requests: FakeRequest[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(requestUrl(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: FakeRequest = { method: init?.method ?? 'GET', url, path: url.pathname, headers: new Headers(init?.headers), body };
    requests.push(request);
    const signal = init?.signal ?? null;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted === true) {
        reject(signal.reason as Error);
        return;
      }
      signal?.addEventListener('abort', () => { reject(signal.reason as Error); }, { once: true });
      Promise.resolve()
        .then(() => handler(request))
        .then(resolve, reject);
    });
  };
  return { fetch, requests, to: (path) => requests.filter((r) => r.path === path) };
}

export function jsonResponse(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): Response {
  const empty = status === 204 || status === 205 || status === 304;
  return new Response(empty ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** An ABP-format error answer: the body shape and the `_AbpErrorFormat` header. */
export function abpResponse(status: number, error: Readonly<Record<string, unknown>>, headers: Readonly<Record<string, string>> = {}): Response {
  return jsonResponse(status, { error }, { _AbpErrorFormat: 'true', ...headers });
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A clock the test moves by hand. */
export function manualClock(start: number): Clock & { set(ms: number): void; advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    set: (ms) => {
      now = ms;
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

export const NOW = Date.UTC(2026, 10, 2, 8, 0, 0);

/** Storage of a logged-in tenant user whose access token is valid for `validForMs` (negative: expired). */
export function loggedInStorage(validForMs: number, overrides: Readonly<Record<string, string>> = {}): ReturnType<typeof createMemoryStorage> {
  return createMemoryStorage({
    [StorageKeys.accessToken]: 'token-1',
    [StorageKeys.accessTokenExpire]: String(NOW + validForMs),
    [StorageKeys.refreshToken]: 'refresh-1',
    [StorageKeys.refreshFlag]: REFRESH_FLAG_STARTED,
    [StorageKeys.tenantId]: 'tenant-a',
    ...overrides,
  });
}

export interface TestClientOptions extends Partial<Omit<ApiClientOptions, 'fetch' | 'clock'>> {
  handler: FakeHandler;
}

export interface TestClient {
  /** The client with every business endpoint group built over its `request`. */
  client: ApiClient & BusinessEndpoints;
  server: FakeFetch;
  storage: KeyValueStorage;
  clock: ReturnType<typeof manualClock>;
  /** What the client reported through its callbacks, in order. */
  sessionExpired: ApiError[];
  unauthorized: ApiError[];
  errors: { display: ErrorDisplay; error: ApiError }[];
}

/** A client on the fake fetch, recording its callbacks; callers may still override any option. */
export function createTestClient(options: TestClientOptions): TestClient {
  const { handler, ...overrides } = options;
  const server = createFakeFetch(handler);
  const clock = manualClock(NOW);
  const storage = overrides.storage ?? createMemoryStorage();
  const recorded: Pick<TestClient, 'sessionExpired' | 'unauthorized' | 'errors'> = { sessionExpired: [], unauthorized: [], errors: [] };
  const client = createApiClient({
    clock,
    onSessionExpired: (error) => recorded.sessionExpired.push(error),
    onUnauthorized: (error) => recorded.unauthorized.push(error),
    onError: (display, error) => recorded.errors.push({ display, error }),
    ...overrides,
    storage,
    fetch: server.fetch,
  });
  return { client: { ...client, ...createBusinessEndpoints(client.request) }, server, storage, clock, ...recorded };
}

/** What one call put on the wire: method, path with its query, JSON body. */
export interface RecordedCall {
  method: string | undefined;
  url: string;
  body: unknown;
}

/**
 * A signed-in client whose fake server answers `{}` and records each request: `call(run)` runs one endpoint
 * function and answers what it sent, so an endpoint table test is one line per call.
 */
export function recordingClient(): { request: ApiClient['request']; call(run: () => Promise<unknown>): Promise<RecordedCall> } {
  const seen: FakeRequest[] = [];
  const t = createTestClient({
    storage: loggedInStorage(600_000),
    handler: (request) => {
      seen.push(request);
      return jsonResponse(200, {});
    },
  });
  return {
    request: t.client.request,
    call: async (run) => {
      seen.length = 0;
      await run();
      const first = seen[0];
      return { method: first?.method, url: first === undefined ? '' : `${first.path}${first.url.search}`, body: first?.body };
    },
  };
}
