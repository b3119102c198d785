import type { ApiRequest, JoinApplicationInput, Notice } from '@eticket/api-client';
import type { PagedResultDto } from '@eticket/core/paging';
import type { ApplicationConfiguration, ErrorDisplay, SessionUserInfo, TokenResponse } from '@eticket/core/abp';
export type { JoinApplicationInput, Notice } from '@eticket/api-client';
import { createContext, useContext, useMemo } from 'react';

/**
 * What the web needs from the API. @eticket/api-client implements it (headers, refresh, error mapping;
 * see api-client-adapter.ts); components only see this interface, and tests pass fakes.
 */
export interface LoginInput {
  /** Empty or absent: host (platform operator) login. */
  tenantName?: string;
  userName: string;
  password: string;
}

/** One notice list (the bell, the notice page): the api-client's page of notices. */
export type NoticeList = PagedResultDto<Notice>;

export interface WebApi {
  getAppConfig(): Promise<ApplicationConfiguration>;
  login(input: LoginInput): Promise<TokenResponse>;
  /** Revoke the refresh token on the server (best effort: the local session ends anyway). */
  logout(): Promise<void>;
  getSessionUser(side: 'tenant' | 'host'): Promise<SessionUserInfo>;
  changePassword(input: { currentPassword: string; newPassword: string }): Promise<void>;
  getNotices(): Promise<NoticeList>;
  passJoinApplication(id: string): Promise<void>;
  rejectJoinApplication(id: string): Promise<void>;
  submitJoinApplication(input: JoinApplicationInput): Promise<void>;
  /**
   * Any call through the client (headers, refresh, error mapping). Feature modules build their typed endpoint
   * groups over it (`useModuleEndpoints`), so their code stays out of the first load.
   */
  request: ApiRequest;
  /** Tests only: fakes used instead of the groups built over `request`. */
  endpoints?: Partial<ModuleEndpoints>;
}

/**
 * Each business module's endpoint group, by the name its manifest gives (`endpoints`). A module adds its
 * group from its own folder (`declare module '…/kit/api' { interface ModuleEndpoints { … } }`), so this
 * file never lists modules.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleEndpoints {}

/**
 * A failed call, already described by the core's error catalogue. The client reports every failure to
 * the error presenter once; callers catch only to stop spinners or keep a dialog open.
 */
export interface ApiFailure {
  readonly display: ErrorDisplay;
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'display' in error && typeof error.display === 'object' && error.display !== null;
}

const ApiContext = createContext<WebApi | null>(null);
export const ApiProvider = ApiContext.Provider;

export function useApi(): WebApi {
  const api = useContext(ApiContext);
  if (api === null) throw new Error('useApi: no <ApiProvider> above this component');
  return api;
}

/**
 * A module's endpoint group, built over the client's `request` in the module's own chunk (so the first load
 * carries none of it); a test's fake group wins.
 */
export function useModuleEndpoints<K extends keyof ModuleEndpoints>(group: K, create: (request: ApiRequest) => ModuleEndpoints[K]): ModuleEndpoints[K] {
  const api = useApi();
  return useMemo(() => api.endpoints?.[group] ?? create(api.request), [api, group, create]);
}
