import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { SessionContracts } from './account.contracts';
import type { ApplicationConfiguration, SessionUserInfo, TokenResponse } from '../abp/app-config.types';
import { DEFAULT_LOCALE, normalizeCulture, type Locale } from '../i18n/locales';
import type { Clock } from '../ports/clock';
import type { KeyValueStorage } from '../ports/storage';
import { StorageKeys } from './storage-keys';
import { clearRefreshFlag, endSession, hasRefreshFlag, storeTokens } from './token';

/** Tenant side (a company's staff) or host side (platform operators), product-spec §1. */
export type SessionSide = 'tenant' | 'host';

/** The user-info endpoint of each side (product-spec §7). */
export const SESSION_USER_INFO_PATHS: Readonly<Record<SessionSide, string>> = {
  tenant: SessionContracts.tenantCurrent.path,
  host: SessionContracts.hostCurrent.path,
};

/** The side is decided by whether a current tenant is available in the configuration. */
export function sideOf(appConfig: ApplicationConfiguration): SessionSide {
  return appConfig.currentTenant.isAvailable ? 'tenant' : 'host';
}

export interface SessionError {
  source: 'config' | 'userInfo';
  message: string;
}

export interface SessionInput {
  storage: KeyValueStorage;
  clock: Clock;
}

export interface SessionContext {
  storage: KeyValueStorage;
  clock: Clock;
  appConfig: ApplicationConfiguration | null;
  userInfo: SessionUserInfo | null;
  side: SessionSide | null;
  locale: Locale;
  error: SessionError | null;
  /** When "Not yet" last closed the session-expired prompt (the context's clock), null before. */
  promptDismissedAt: number | null;
}

export type SessionEvent =
  | { type: 'session.login'; tokens: TokenResponse }
  | { type: 'session.logout' }
  /**
   * A request answered 401: ask the user to log in again. `sentAt` (the same clock as the machine's): when
   * the request went out — one sent before "Not yet" was pressed does not ask again.
   */
  | { type: 'session.unauthorized'; sentAt?: number }
  /** "Re-login" in the session-expired confirmation. */
  | { type: 'session.relogin' }
  /** "Not yet" in the session-expired confirmation. */
  | { type: 'session.dismiss' }
  | { type: 'session.refreshFailed' }
  /** Retry a failed configuration or user-info load. */
  | { type: 'session.retry' }
  | { type: 'config.reload' }
  | { type: 'language.change'; locale: Locale }
  /** Internal: raised when a configuration load has been applied to the context. */
  | { type: 'config.loaded' };

export interface LoadAppConfigInput {
  locale: Locale;
}
export interface LoadUserInfoInput {
  side: SessionSide;
}
export interface LogoutInput {
  side: SessionSide | null;
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

function initialLocale(storage: KeyValueStorage): Locale {
  const stored = storage.getItem(StorageKeys.acceptLanguage);
  return (stored === null ? null : normalizeCulture(stored)) ?? DEFAULT_LOCALE;
}

/**
 * The session: application configuration, login state, user info and the session-expired prompt.
 *
 * Two parallel regions: `config` loads the application configuration (at boot, after login/logout,
 * on `config.reload` and `language.change`) and `auth` decides anonymous vs authenticated. Whether the
 * browser is logged in is read from the refresh flag only at boot; later transitions say it
 * explicitly, so the machine never depends on storage it has just written.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loadAppConfig: fromPromise<ApplicationConfiguration, LoadAppConfigInput>(() => {
      throw new Error('loadAppConfig not provided');
    }),
    loadUserInfo: fromPromise<SessionUserInfo, LoadUserInfoInput>(() => {
      throw new Error('loadUserInfo not provided');
    }),
    logout: fromPromise<unknown, LogoutInput>(() => {
      throw new Error('logout not provided');
    }),
  },
  actions: {
    storeTokens: ({ context }, params: { tokens: TokenResponse }) => {
      storeTokens(context.storage, params.tokens, context.clock);
    },
    /** Logout and re-login: tokens, expiry, tenant id and the refresh flag. */
    endSession: ({ context }) => {
      endSession(context.storage);
    },
    clearRefreshFlag: ({ context }) => {
      clearRefreshFlag(context.storage);
    },
    storeLanguage: ({ context }, params: { locale: Locale }) => {
      context.storage.setItem(StorageKeys.acceptLanguage, params.locale);
    },
    /** Injected by the web (router navigate). */
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate not provided');
    },
    /** Injected by the web (location.reload). */
    reload: () => {
      throw new Error('reload not provided');
    },
    assignAppConfig: assign((_, params: { appConfig: ApplicationConfiguration }) => ({
      appConfig: params.appConfig,
      side: sideOf(params.appConfig),
      error: null,
    })),
    assignConfigError: assign((_, params: { error: unknown }) => ({
      error: { source: 'config', message: errorMessage(params.error) } satisfies SessionError,
    })),
    assignUserInfo: assign((_, params: { userInfo: SessionUserInfo }) => ({ userInfo: params.userInfo, error: null })),
    assignUserInfoError: assign((_, params: { error: unknown }) => ({
      error: { source: 'userInfo', message: errorMessage(params.error) } satisfies SessionError,
    })),
    clearUserInfo: assign({ userInfo: null }),
    assignLocale: assign((_, params: { locale: Locale }) => ({ locale: params.locale })),
    markPromptDismissed: assign(({ context }) => ({ promptDismissedAt: context.clock.now() })),
  },
  guards: {
    hasRefreshFlag: ({ context }) => hasRefreshFlag(context.storage),
    /** The 401 is news: no "Not yet" yet, or its request went out after the last one (else it was already answered). */
    sentAfterDismiss: ({ context }, params: { sentAt: number | undefined }) =>
      context.promptDismissedAt === null || params.sentAt === undefined || params.sentAt > context.promptDismissedAt,
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => ({
    storage: input.storage,
    clock: input.clock,
    appConfig: null,
    userInfo: null,
    side: null,
    locale: initialLocale(input.storage),
    error: null,
    promptDismissedAt: null,
  }),
  on: {
    'language.change': {
      actions: [
        { type: 'storeLanguage', params: ({ event }) => ({ locale: event.locale }) },
        { type: 'assignLocale', params: ({ event }) => ({ locale: event.locale }) },
        raise({ type: 'config.reload' }),
      ],
    },
  },
  states: {
    config: {
      initial: 'loading',
      on: {
        // Targets a child without `reenter`: only this region restarts (a re-entering transition on a
        // region would take the parallel root as its domain and restart `auth` too). A load in flight
        // is restarted, so the newest request (e.g. in the new language) wins.
        'config.reload': { target: '.loading' },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadAppConfig',
            src: 'loadAppConfig',
            input: ({ context }) => ({ locale: context.locale }),
            onDone: {
              target: 'loaded',
              actions: [
                { type: 'assignAppConfig', params: ({ event }) => ({ appConfig: event.output }) },
                raise({ type: 'config.loaded' }),
              ],
            },
            onError: {
              target: 'failed',
              actions: { type: 'assignConfigError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loaded: {},
        failed: {
          on: { 'session.retry': 'loading' },
        },
      },
    },
    auth: {
      initial: 'booting',
      on: {
        // On the region, not the root: a root transition into one region would restart the other.
        'session.refreshFailed': { target: '.reloading', actions: ['clearRefreshFlag', 'reload'] },
      },
      states: {
        booting: {
          on: {
            'config.loaded': [{ guard: 'hasRefreshFlag', target: 'authenticated' }, { target: 'anonymous' }],
          },
        },
        anonymous: {
          on: {
            'session.login': {
              target: 'loggingIn',
              actions: [
                { type: 'storeTokens', params: ({ event }) => ({ tokens: event.tokens }) },
                // The configuration carries the user's policies: load it again as the logged-in user.
                raise({ type: 'config.reload' }),
              ],
            },
          },
        },
        loggingIn: {
          on: { 'config.loaded': 'authenticated' },
        },
        authenticated: {
          type: 'parallel',
          on: {
            'session.logout': 'loggingOut',
          },
          states: {
            user: {
              initial: 'loading',
              states: {
                // Entered once per login: config reloads stay inside `authenticated`.
                loading: {
                  invoke: {
                    id: 'loadUserInfo',
                    src: 'loadUserInfo',
                    input: ({ context }) => ({ side: context.side ?? 'host' }),
                    onDone: {
                      target: 'loaded',
                      actions: { type: 'assignUserInfo', params: ({ event }) => ({ userInfo: event.output }) },
                    },
                    onError: {
                      target: 'failed',
                      actions: { type: 'assignUserInfoError', params: ({ event }) => ({ error: event.error }) },
                    },
                  },
                },
                loaded: {},
                failed: {
                  on: { 'session.retry': 'loading' },
                },
              },
            },
            expiredPrompt: {
              initial: 'closed',
              states: {
                closed: {
                  on: {
                    // Requests in flight when "Not yet" was pressed (a page's several calls) answer 401 late:
                    // the user has just said no to them.
                    'session.unauthorized': { guard: { type: 'sentAfterDismiss', params: ({ event }) => ({ sentAt: event.sentAt }) }, target: 'open' },
                  },
                },
                // Further 401s while open are ignored: one prompt, never a stack of them.
                open: {
                  on: {
                    'session.dismiss': { target: 'closed', actions: 'markPromptDismissed' },
                    'session.relogin': {
                      target: '#session.auth.reloading',
                      actions: ['endSession', 'reload'],
                    },
                  },
                },
              },
            },
          },
        },
        loggingOut: {
          invoke: {
            id: 'logout',
            src: 'logout',
            input: ({ context }) => ({ side: context.side }),
            // Best effort: the local session ends whether or not the server call succeeded. (The two
            // transitions are spelled out: a shared constant defeats XState's state-value typing.)
            onDone: {
              target: 'signingOut',
              actions: ['endSession', 'clearUserInfo', { type: 'navigate', params: { to: '/' } }, raise({ type: 'config.reload' })],
            },
            onError: {
              target: 'signingOut',
              actions: ['endSession', 'clearUserInfo', { type: 'navigate', params: { to: '/' } }, raise({ type: 'config.reload' })],
            },
          },
        },
        signingOut: {
          on: { 'config.loaded': 'anonymous' },
        },
        /** The page is being reloaded (re-login or failed refresh); nothing else happens here. */
        reloading: {
          on: { 'session.refreshFailed': { actions: [] } },
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

const EMPTY: Readonly<Record<string, never>> = Object.freeze({});

/** Pure selectors over a session snapshot (for `useSelector` and non-React callers). */
export const sessionSelectors = {
  isLoggedIn: (snapshot: SessionSnapshot): boolean => snapshot.matches({ auth: 'authenticated' }),
  side: (snapshot: SessionSnapshot): SessionSide | null => snapshot.context.side,
  grantedPolicies: (snapshot: SessionSnapshot): Readonly<Record<string, boolean>> =>
    snapshot.context.appConfig?.auth.grantedPolicies ?? EMPTY,
  features: (snapshot: SessionSnapshot): Readonly<Record<string, string>> => snapshot.context.appConfig?.features.values ?? EMPTY,
  settings: (snapshot: SessionSnapshot): Readonly<Record<string, string>> => snapshot.context.appConfig?.setting.values ?? EMPTY,
  userInfo: (snapshot: SessionSnapshot): SessionUserInfo | null => snapshot.context.userInfo,
  /** The navigation guard waits for this (navigation rule 1). */
  configLoaded: (snapshot: SessionSnapshot): boolean => snapshot.context.appConfig !== null,
  /** The last configuration load failed: show the error with a retry (`session.retry`). */
  configFailed: (snapshot: SessionSnapshot): boolean => snapshot.matches({ config: 'failed' }),
  userInfoLoaded: (snapshot: SessionSnapshot): boolean => snapshot.context.userInfo !== null,
  isExpiredPromptOpen: (snapshot: SessionSnapshot): boolean =>
    snapshot.matches({ auth: { authenticated: { expiredPrompt: 'open' } } }),
  locale: (snapshot: SessionSnapshot): Locale => snapshot.context.locale,
  error: (snapshot: SessionSnapshot): SessionError | null => snapshot.context.error,
} as const;
