import type { ApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a request authenticates:
 * - `session` (default): Bearer while valid, silent refresh first when it expired, on a 401 one shared
 *   refresh and one retry; a final 401 calls `onUnauthorized`;
 * - `bearer`: the stored token only while valid, no refresh, no retry (logout);
 * - `none`: anonymous, no Authorization and no tenant header (login, token refresh, public forms whose
 *   body names the company: a tenant id left over from an earlier session must not steer them).
 */
export type AuthMode = 'session' | 'bearer' | 'none';

/** Query values; null and undefined are left out of the URL. */
export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** A JSON request body. */
export type JsonBody = Readonly<Record<string, unknown>> | readonly unknown[];

/** Options every typed endpoint accepts as its last argument. */
export interface CallOptions {
  /**
   * Do not pass the failure to `onError` (a form showing field errors itself); a function decides
   * per error, e.g. `(e) => e.status === 400` keeps network and tenant-expired errors visible.
   * Session handling (refresh, onUnauthorized, onSessionExpired) is not affected.
   */
  silent?: boolean | ((error: ApiError) => boolean);
  /** Abort the request; an aborted request rejects with an ApiError of kind 'aborted' and shows nothing. */
  signal?: AbortSignal;
}

export interface RequestOptions extends CallOptions {
  query?: QueryParams;
  body?: JsonBody;
  auth?: AuthMode;
  /** Extra headers; they win over the defaults. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Send one request: resolves with the response body (undefined when empty), or with what `parse`
 * makes of it (a throw there is a failed request); rejects only with ApiError.
 */
export type ApiRequest = <T>(method: HttpMethod, path: string, options?: RequestOptions & { parse?: (data: unknown) => T }) => Promise<T>;
