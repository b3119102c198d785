import { createApiClient, type ApiClient, type PrefetchedRead } from '@eticket/api-client';
import type { ErrorDisplay } from '@eticket/core/abp';
import { StorageKeys } from '@eticket/core/session';
import type { WebApi } from '../kit/api';

export interface ClientHooks {
  /** Every failure the catalogue wants shown. */
  onError: (display: ErrorDisplay) => void;
  /** A request still got 401 after the refresh-and-retry: the session-expired confirmation. */
  onUnauthorized: (sentAt: number) => void;
  /** The silent refresh failed (flag already cleared): the session ends with a reload. */
  onSessionExpired: () => void;
}

/** The real API: @eticket/api-client against the page's origin, seen through the web's narrow interface. */
export function createWebApi(hooks: ClientHooks, storage: Storage = window.localStorage, prefetched: readonly PrefetchedRead[] = []): WebApi {
  const client: ApiClient = createApiClient({
    storage,
    prefetched,
    clock: { now: () => Date.now() },
    onError: (display) => {
      hooks.onError(display);
    },
    onUnauthorized: (_error, sentAt) => {
      hooks.onUnauthorized(sentAt);
    },
    onSessionExpired: () => {
      hooks.onSessionExpired();
    },
  });
  return {
    getAppConfig: () => client.abp.getApplicationConfiguration(),
    login: (input) => client.account.login(input),
    logout: async () => {
      const refreshToken = storage.getItem(StorageKeys.refreshToken);
      if (refreshToken !== null && refreshToken !== '') await client.account.logout(refreshToken);
    },
    getSessionUser: (side) => client.session.getCurrent(side),
    changePassword: (input) => client.account.changePassword(input),
    getNotices: () => client.notices.list(),
    passJoinApplication: (id) => client.joinApplications.pass(id),
    rejectJoinApplication: (id) => client.joinApplications.reject(id),
    submitJoinApplication: (input) => client.joinApplications.submit(input),
    request: client.request,
  };
}
