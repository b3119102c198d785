// Test support for the session machine (used by its unit and model tests; not exported by the barrel).
import { createActor, fromPromise } from 'xstate';
import type { ApplicationConfiguration, SessionUserInfo, TokenResponse } from '../abp/app-config.types';
import { fixedClock } from '../ports/clock';
import { createMemoryStorage } from '../ports/storage';
import { sessionMachine, type LoadAppConfigInput, type LoadUserInfoInput, type LogoutInput } from './session.machine';
import { REFRESH_FLAG_STARTED, StorageKeys } from './storage-keys';

export const NOW = 1_700_000_000_000;

export function appConfig(options: { tenant: boolean; loggedIn: boolean }): ApplicationConfiguration {
  return {
    localization: { currentCulture: { cultureName: 'zh-Hans' }, values: {} },
    auth: { grantedPolicies: options.loggedIn ? { 'Eticket.Tenant.OrderManagement': true } : {} },
    setting: { values: { 'Eticket.ShowRmbCurrencySymbol': 'true' } },
    features: { values: { 'Eticket.ReferralLink': 'false' } },
    currentTenant: options.tenant ? { id: 'tenant-1', name: 'Acme', isAvailable: true } : { isAvailable: false },
    currentUser: { isAuthenticated: options.loggedIn },
  };
}

export const USER: SessionUserInfo = {
  name: '张三',
  userName: 'zhangsan',
  tenantInfo: { name: 'Acme', maxUserQuantity: 20, expireDate: '2030-01-01' },
};

export const TOKENS: TokenResponse = { tenantId: 'tenant-1', accessToken: 'a1', refreshToken: 'r1', expiresIn: 3600 };

export const LOGGED_IN_STORAGE: Readonly<Record<string, string>> = {
  [StorageKeys.accessToken]: 'a0',
  [StorageKeys.accessTokenExpire]: String(NOW + 3_600_000),
  [StorageKeys.refreshToken]: 'r0',
  [StorageKeys.tenantId]: 'tenant-1',
  [StorageKeys.refreshFlag]: REFRESH_FLAG_STARTED,
};

export const TOKEN_KEYS = [StorageKeys.accessToken, StorageKeys.refreshToken, StorageKeys.accessTokenExpire, StorageKeys.tenantId];

interface Pending<I, T> {
  input: I;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function pendingCall<I, T>(calls: Pending<I, T>[]) {
  return fromPromise<T, I>(
    ({ input }) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
}

/** A started session actor whose actors are pending calls the test settles by hand. */
export function startSession(initialStorage: Readonly<Record<string, string>> = {}) {
  const storage = createMemoryStorage(initialStorage);
  const calls = {
    config: [] as Pending<LoadAppConfigInput, ApplicationConfiguration>[],
    user: [] as Pending<LoadUserInfoInput, SessionUserInfo>[],
    logout: [] as Pending<LogoutInput, unknown>[],
  };
  const navigations: string[] = [];
  let reloads = 0;
  const machine = sessionMachine.provide({
    actors: {
      loadAppConfig: pendingCall(calls.config),
      loadUserInfo: pendingCall(calls.user),
      logout: pendingCall(calls.logout),
    },
    actions: {
      navigate: (_, params) => {
        navigations.push(params.to);
      },
      reload: () => {
        reloads += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { storage, clock: fixedClock(NOW) } });
  actor.start();
  return {
    actor,
    storage,
    calls,
    navigations,
    reloads: () => reloads,
    /** Settle the newest pending call of a kind (older ones belong to stopped invocations). */
    last<K extends keyof typeof calls>(kind: K): (typeof calls)[K][number] {
      const call = calls[kind].at(-1);
      if (call === undefined) throw new Error(`no pending ${kind} call`);
      return call;
    },
  };
}
