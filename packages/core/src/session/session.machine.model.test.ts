import { and, assign, setup, stateIn, waitFor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales';
import { LOGGED_IN_STORAGE, TOKENS, TOKEN_KEYS, USER, appConfig, startSession } from './session-harness';
import { sessionSelectors as select, type SessionSide, type SessionSnapshot } from './session.machine';
import { REFRESH_FLAG_STARTED, StorageKeys } from './storage-keys';

/**
 * Model-based test. The model below is an abstract description of the session written independently
 * of the implementation: server answers are plain events (CONFIG_OK_TENANT, USER_FAIL …). xstate/graph
 * walks the model to every reachable state; each path is replayed on a REAL session actor whose
 * server calls are pending promises settled by hand, and at every step the actor must be in the
 * state the model predicts and satisfy the session invariants.
 */

type ModelEvent =
  | { type: 'CONFIG_OK_TENANT' }
  | { type: 'CONFIG_OK_HOST' }
  | { type: 'CONFIG_FAIL' }
  | { type: 'USER_OK' }
  | { type: 'USER_FAIL' }
  | { type: 'LOGOUT_OK' }
  | { type: 'LOGOUT_FAIL' }
  | { type: 'session.login' }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  | { type: 'session.relogin' }
  | { type: 'session.dismiss' }
  | { type: 'session.refreshFailed' }
  | { type: 'session.retry' }
  | { type: 'config.reload' }
  | { type: 'language.change' };

interface ModelContext {
  bootLoggedIn: boolean;
  side: SessionSide | null;
  locale: Locale;
}

const configOk = [
  { type: 'CONFIG_OK_TENANT', side: 'tenant' },
  { type: 'CONFIG_OK_HOST', side: 'host' },
] as const;
/** A configuration answer only exists while a configuration call is pending. */
const configPending = stateIn({ config: 'loading' });

const sessionModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent, input: {} as { bootLoggedIn: boolean } },
  guards: { bootLoggedIn: ({ context }) => context.bootLoggedIn },
}).createMachine({
  id: 'model',
  type: 'parallel',
  context: ({ input }) => ({ bootLoggedIn: input.bootLoggedIn, side: null, locale: 'zh-Hans' }),
  states: {
    config: {
      initial: 'loading',
      on: {
        'config.reload': '.loading',
        'language.change': { target: '.loading', actions: assign({ locale: 'en' }) },
        // Login and a finished logout load the configuration again for the new user.
        'session.login': { guard: stateIn({ auth: 'anonymous' }), target: '.loading' },
        LOGOUT_OK: { guard: stateIn({ auth: 'loggingOut' }), target: '.loading' },
        LOGOUT_FAIL: { guard: stateIn({ auth: 'loggingOut' }), target: '.loading' },
      },
      states: {
        loading: {
          on: {
            ...Object.fromEntries(configOk.map(({ type, side }) => [type, { target: 'loaded', actions: assign({ side }) }])),
            CONFIG_FAIL: 'failed',
          },
        },
        loaded: {},
        failed: { on: { 'session.retry': 'loading' } },
      },
    },
    auth: {
      initial: 'booting',
      on: { 'session.refreshFailed': '.reloading' },
      states: {
        booting: {
          on: Object.fromEntries(
            configOk.map(({ type }) => [
              type,
              [
                { guard: and([configPending, 'bootLoggedIn']), target: 'authenticated' },
                { guard: configPending, target: 'anonymous' },
              ],
            ]),
          ),
        },
        anonymous: { on: { 'session.login': 'loggingIn' } },
        loggingIn: { on: Object.fromEntries(configOk.map(({ type }) => [type, { guard: configPending, target: 'authenticated' }])) },
        authenticated: {
          type: 'parallel',
          on: { 'session.logout': 'loggingOut' },
          states: {
            user: {
              initial: 'loading',
              states: {
                loading: { on: { USER_OK: 'loaded', USER_FAIL: 'failed' } },
                loaded: {},
                failed: { on: { 'session.retry': 'loading' } },
              },
            },
            expiredPrompt: {
              initial: 'closed',
              states: {
                closed: { on: { 'session.unauthorized': 'open' } },
                open: { on: { 'session.dismiss': 'closed', 'session.relogin': '#model.auth.reloading' } },
              },
            },
          },
        },
        loggingOut: { on: { LOGOUT_OK: 'signingOut', LOGOUT_FAIL: 'signingOut' } },
        signingOut: { on: Object.fromEntries(configOk.map(({ type }) => [type, { guard: configPending, target: 'anonymous' }])) },
        reloading: { on: { 'session.refreshFailed': {} } },
      },
    },
  },
});

type ModelSnapshot = SnapshotFrom<typeof sessionModel>;
type ModelPath = ReturnType<ReturnType<typeof createTestModel<typeof sessionModel>>['getShortestPaths']>[number];

function authOf(snapshot: { value: unknown }): string {
  const { auth } = snapshot.value as { auth: string | Record<string, unknown> };
  return typeof auth === 'string' ? auth : (Object.keys(auth)[0] ?? '');
}

/** Replay one model path on a real session actor, checking it against the model at every step. */
async function replay(initialStorage: Readonly<Record<string, string>>, path: ModelPath) {
  const session = startSession(initialStorage);
  let lastEvent: ModelEvent['type'] | null = null;
  let loggedOutSinceLogin = false;

  const exec = ({ event }: { event: ModelEvent }) => {
    lastEvent = event.type;
    switch (event.type) {
      case 'CONFIG_OK_TENANT':
      case 'CONFIG_OK_HOST':
        session.last('config').resolve(appConfig({ tenant: event.type === 'CONFIG_OK_TENANT', loggedIn: true }));
        return;
      case 'CONFIG_FAIL':
        session.last('config').reject(new Error('offline'));
        return;
      case 'USER_OK':
        session.last('user').resolve(USER);
        return;
      case 'USER_FAIL':
        session.last('user').reject(new Error('user info failed'));
        return;
      case 'LOGOUT_OK':
      case 'LOGOUT_FAIL':
        loggedOutSinceLogin = true;
        if (event.type === 'LOGOUT_OK') session.last('logout').resolve(null);
        else session.last('logout').reject(new Error('logout failed'));
        return;
      case 'session.login':
        loggedOutSinceLogin = false;
        session.actor.send({ type: 'session.login', tokens: TOKENS });
        return;
      case 'language.change':
        session.actor.send({ type: 'language.change', locale: 'en' });
        return;
      default:
        session.actor.send(event);
    }
  };

  const check = async (expected: ModelSnapshot) => {
    // Server answers settle asynchronously: wait until the actor has caught up with the model.
    const matchesModel = (s: SessionSnapshot) => JSON.stringify(s.value) === JSON.stringify(expected.value);
    const actual = await waitFor(session.actor, matchesModel, { timeout: 500 }).catch(() => session.actor.getSnapshot());
    expect(actual.value).toEqual(expected.value);
    expect(select.side(actual)).toBe(expected.context.side);
    expect(select.locale(actual)).toBe(expected.context.locale);

    const auth = authOf(actual);
    const stored = session.storage.snapshot();
    // authenticated ⇒ the configuration is loaded
    if (auth === 'authenticated') expect(select.configLoaded(actual)).toBe(true);
    expect(select.isLoggedIn(actual)).toBe(auth === 'authenticated');
    // the refresh flag says who is logged in
    if (auth === 'authenticated' || auth === 'loggingIn') expect(stored[StorageKeys.refreshFlag]).toBe(REFRESH_FLAG_STARTED);
    if (auth === 'anonymous' || auth === 'signingOut' || auth === 'reloading') expect(stored[StorageKeys.refreshFlag]).toBeUndefined();
    // user info: present exactly once it has loaded, gone after logout
    if (actual.matches({ auth: { authenticated: { user: 'loaded' } } })) expect(select.userInfo(actual)).toEqual(USER);
    if (auth === 'anonymous' || auth === 'loggingIn' || auth === 'signingOut') expect(select.userInfo(actual)).toBeNull();
    // after logout the four token keys are gone and the app went to '/'
    if (loggedOutSinceLogin && (auth === 'signingOut' || auth === 'anonymous')) {
      for (const key of TOKEN_KEYS) expect(stored[key], key).toBeUndefined();
      expect(session.navigations).toEqual(['/']);
    }
    // re-login after a 401 clears the tokens; both ways into `reloading` reload the page exactly once
    if (auth === 'reloading') {
      expect(session.reloads()).toBe(1);
      if (lastEvent === 'session.relogin') for (const key of TOKEN_KEYS) expect(stored[key], key).toBeUndefined();
    } else {
      expect(session.reloads()).toBe(0);
    }
  };

  await path.test({
    events: {
      CONFIG_OK_TENANT: exec,
      CONFIG_OK_HOST: exec,
      CONFIG_FAIL: exec,
      USER_OK: exec,
      USER_FAIL: exec,
      LOGOUT_OK: exec,
      LOGOUT_FAIL: exec,
      'session.login': exec,
      'session.logout': exec,
      'session.unauthorized': exec,
      'session.relogin': exec,
      'session.dismiss': exec,
      'session.refreshFailed': exec,
      'session.retry': exec,
      'config.reload': exec,
      'language.change': exec,
    },
    states: { '*': check },
  });
  session.actor.stop();
  return session;
}

/** Expected loadUserInfo calls along a path: one per entry into `authenticated`, one per retry of a failed load. */
function expectedUserInfoCalls(path: ModelPath): number {
  let calls = 0;
  let previous: ModelSnapshot | null = null;
  for (const step of path.steps) {
    const wasAuthenticated = previous?.matches({ auth: 'authenticated' }) ?? false;
    if (!wasAuthenticated && step.state.matches({ auth: 'authenticated' })) calls += 1;
    if (step.event.type === 'session.retry' && previous?.matches({ auth: { authenticated: { user: 'failed' } } })) calls += 1;
    previous = step.state;
  }
  return calls;
}

describe.each([
  ['a fresh browser', {}, false],
  ['a logged-in browser', LOGGED_IN_STORAGE, true],
] as const)('session model from %s', (_name, initialStorage, bootLoggedIn) => {
  const model = createTestModel(sessionModel, {
    input: { bootLoggedIn },
    // A server answer exists only for a pending call; user events are offered even where ignored.
    filterEvents: (state, event) => /^[A-Z_]+$/.test(event.type) ? state.can(event) : true,
  });
  const paths = model.getShortestPaths();

  it('the paths reach every part of the session', () => {
    const auths = new Set(paths.map((p) => authOf(p.state)));
    for (const state of ['booting', 'anonymous', 'loggingIn', 'authenticated', 'loggingOut', 'signingOut', 'reloading']) {
      expect(auths).toContain(state);
    }
    expect(paths.some((p) => p.state.matches({ auth: { authenticated: { expiredPrompt: 'open' } } }))).toBe(true);
    expect(paths.some((p) => p.state.matches({ config: 'failed' }))).toBe(true);
  });

  it(`the real actor follows all ${String(paths.length)} shortest paths and keeps the invariants`, async () => {
    for (const path of paths) {
      const session = await replay(initialStorage, path);
      expect(session.calls.user, path.description).toHaveLength(expectedUserInfoCalls(path));
    }
  });
});
