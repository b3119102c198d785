import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../ports/storage';
import { fixedClock } from '../ports/clock';
import { LOGGED_IN_STORAGE, NOW, TOKENS, TOKEN_KEYS, USER, appConfig, startSession } from './session-harness';
import { SESSION_USER_INFO_PATHS, sessionMachine, sessionSelectors as select, sideOf, type SessionSnapshot } from './session.machine';
import { StorageKeys } from './storage-keys';

type Session = ReturnType<typeof startSession>;

const settle = (session: Session, predicate: (s: SessionSnapshot) => boolean) => waitFor(session.actor, predicate, { timeout: 1000 });

async function bootAnonymous() {
  const session = startSession();
  session.last('config').resolve(appConfig({ tenant: false, loggedIn: false }));
  await settle(session, (s) => s.matches({ auth: 'anonymous' }));
  return session;
}

async function bootAuthenticated(tenant = true) {
  const session = startSession(LOGGED_IN_STORAGE);
  session.last('config').resolve(appConfig({ tenant, loggedIn: true }));
  await settle(session, (s) => s.matches({ auth: 'authenticated' }));
  session.last('user').resolve(USER);
  await settle(session, select.userInfoLoaded);
  return session;
}

describe('session machine: boot', () => {
  it('loads the configuration first and waits for it', () => {
    const session = startSession();
    const snapshot = session.actor.getSnapshot();
    expect(snapshot.value).toEqual({ config: 'loading', auth: 'booting' });
    expect(select.configLoaded(snapshot)).toBe(false);
    expect(select.isLoggedIn(snapshot)).toBe(false);
    expect(session.calls.config).toHaveLength(1);
    expect(session.calls.config[0]?.input).toEqual({ locale: 'zh-Hans' });
  });

  it('boots anonymous without the refresh flag and loads no user info', async () => {
    const session = await bootAnonymous();
    const snapshot = session.actor.getSnapshot();
    expect(snapshot.value).toEqual({ config: 'loaded', auth: 'anonymous' });
    expect(select.configLoaded(snapshot)).toBe(true);
    expect(select.isLoggedIn(snapshot)).toBe(false);
    expect(select.grantedPolicies(snapshot)).toEqual({});
    expect(session.calls.user).toHaveLength(0);
  });

  it('boots authenticated with the refresh flag and loads the tenant user info once', async () => {
    const session = await bootAuthenticated(true);
    let snapshot = session.actor.getSnapshot();
    expect(select.isLoggedIn(snapshot)).toBe(true);
    expect(select.side(snapshot)).toBe('tenant');
    expect(session.calls.user.map((c) => c.input)).toEqual([{ side: 'tenant' }]);
    expect(select.userInfo(snapshot)).toEqual(USER);
    expect(select.grantedPolicies(snapshot)).toEqual({ 'Eticket.Tenant.OrderManagement': true });
    expect(select.features(snapshot)).toEqual({ 'Eticket.ReferralLink': 'false' });
    expect(select.settings(snapshot)).toEqual({ 'Eticket.ShowRmbCurrencySymbol': 'true' });

    // A config reload (e.g. after a language change) does not load the user info again.
    session.actor.send({ type: 'config.reload' });
    session.last('config').resolve(appConfig({ tenant: true, loggedIn: true }));
    snapshot = await settle(session, (s) => s.matches({ config: 'loaded' }));
    expect(select.isLoggedIn(snapshot)).toBe(true);
    expect(session.calls.user).toHaveLength(1);
    expect(select.userInfo(snapshot)).toEqual(USER);
  });

  it('is on the host side when no current tenant is available', async () => {
    const session = await bootAuthenticated(false);
    expect(select.side(session.actor.getSnapshot())).toBe('host');
    expect(session.calls.user.map((c) => c.input)).toEqual([{ side: 'host' }]);
    expect(SESSION_USER_INFO_PATHS).toEqual({ tenant: '/api/eticket/session/current', host: '/api/admin/session/current' });
    expect(sideOf(appConfig({ tenant: true, loggedIn: false }))).toBe('tenant');
  });

  it('a failed configuration load shows an error state with retry', async () => {
    const session = startSession();
    session.last('config').reject(new Error('offline'));
    let snapshot = await settle(session, select.configFailed);
    expect(select.error(snapshot)).toEqual({ source: 'config', message: 'offline' });
    expect(snapshot.matches({ auth: 'booting' })).toBe(true);
    session.actor.send({ type: 'session.retry' });
    expect(session.calls.config).toHaveLength(2);
    session.last('config').resolve(appConfig({ tenant: false, loggedIn: false }));
    snapshot = await settle(session, (s) => s.matches({ auth: 'anonymous' }));
    expect(select.error(snapshot)).toBeNull();
  });

  it('a failed user-info load can be retried', async () => {
    const session = startSession(LOGGED_IN_STORAGE);
    session.last('config').resolve(appConfig({ tenant: true, loggedIn: true }));
    await settle(session, (s) => s.matches({ auth: 'authenticated' }));
    session.last('user').reject('boom');
    let snapshot = await settle(session, (s) => s.matches({ auth: { authenticated: { user: 'failed' } } }));
    expect(select.error(snapshot)).toEqual({ source: 'userInfo', message: 'boom' });
    session.actor.send({ type: 'session.retry' });
    session.last('user').resolve(USER);
    snapshot = await settle(session, select.userInfoLoaded);
    expect(session.calls.user).toHaveLength(2);
  });

  it('reads the stored language and passes it to the configuration load', () => {
    const session = startSession({ [StorageKeys.acceptLanguage]: 'zh-Hant' });
    expect(select.locale(session.actor.getSnapshot())).toBe('zh-Hant');
    expect(session.calls.config[0]?.input).toEqual({ locale: 'zh-Hant' });
  });

  it('default implementations fail loudly', async () => {
    const actor = createActor(sessionMachine, { input: { storage: createMemoryStorage(), clock: fixedClock(NOW) } }).start();
    const snapshot = await waitFor(actor, select.configFailed, { timeout: 1000 });
    expect(select.error(snapshot)).toEqual({ source: 'config', message: 'loadAppConfig not provided' });
  });
});

describe('session machine: login and logout', () => {
  it('login stores the tokens, reloads the configuration, then loads the user info', async () => {
    const session = await bootAnonymous();
    session.actor.send({ type: 'session.login', tokens: TOKENS });
    expect(session.storage.snapshot()).toEqual({
      access_token: 'a1',
      access_token_expire: String(NOW + 3540_000),
      refresh_token: 'r1',
      tenant_id: 'tenant-1',
      refresh: 'start',
    });
    let snapshot = session.actor.getSnapshot();
    expect(snapshot.value).toEqual({ config: 'loading', auth: 'loggingIn' });
    expect(session.calls.config).toHaveLength(2);
    expect(session.calls.user).toHaveLength(0);

    session.last('config').resolve(appConfig({ tenant: true, loggedIn: true }));
    snapshot = await settle(session, select.isLoggedIn);
    expect(select.grantedPolicies(snapshot)).toEqual({ 'Eticket.Tenant.OrderManagement': true });
    expect(session.calls.user.map((c) => c.input)).toEqual([{ side: 'tenant' }]);
    session.last('user').resolve(USER);
    snapshot = await settle(session, select.userInfoLoaded);
    expect(select.userInfo(snapshot)).toEqual(USER);
  });

  it('logout calls the server, removes the tokens, goes to / and reloads the configuration', async () => {
    const session = await bootAuthenticated();
    session.storage.setItem(StorageKeys.acceptLanguage, 'en');
    session.actor.send({ type: 'session.logout' });
    expect(session.calls.logout.map((c) => c.input)).toEqual([{ side: 'tenant' }]);
    session.last('logout').resolve(undefined);
    let snapshot = await settle(session, (s) => s.matches({ auth: 'signingOut' }));
    expect(session.storage.snapshot()).toEqual({ accept_language: 'en' });
    expect(session.navigations).toEqual(['/']);
    expect(select.userInfo(snapshot)).toBeNull();
    session.last('config').resolve(appConfig({ tenant: false, loggedIn: false }));
    snapshot = await settle(session, (s) => s.matches({ auth: 'anonymous' }));
    expect(select.isLoggedIn(snapshot)).toBe(false);
    expect(select.grantedPolicies(snapshot)).toEqual({});
  });

  it('logout is best effort: a failing server call still ends the session', async () => {
    const session = await bootAuthenticated();
    session.actor.send({ type: 'session.logout' });
    session.last('logout').reject(new Error('500'));
    await settle(session, (s) => s.matches({ auth: 'signingOut' }));
    for (const key of TOKEN_KEYS) expect(session.storage.getItem(key)).toBeNull();
    expect(session.navigations).toEqual(['/']);
  });
});

describe('session machine: 401 and failed refresh', () => {
  it('a 401 opens the session-expired prompt; more 401s do not stack; "Not yet" closes it', async () => {
    const session = await bootAuthenticated();
    session.actor.send({ type: 'session.unauthorized' });
    const open = session.actor.getSnapshot();
    expect(select.isExpiredPromptOpen(open)).toBe(true);
    session.actor.send({ type: 'session.unauthorized' });
    session.actor.send({ type: 'session.unauthorized' });
    expect(session.actor.getSnapshot().value).toEqual(open.value);
    // One "Not yet" closes it: nothing was stacked.
    session.actor.send({ type: 'session.dismiss' });
    expect(select.isExpiredPromptOpen(session.actor.getSnapshot())).toBe(false);
    expect(select.isLoggedIn(session.actor.getSnapshot())).toBe(true);
  });

  it('after "Not yet", a 401 of a request sent before it stays quiet; one sent after it asks again', async () => {
    const session = await bootAuthenticated();
    const dismissedAt = NOW; // the harness clock
    session.actor.send({ type: 'session.unauthorized', sentAt: dismissedAt - 500 });
    session.actor.send({ type: 'session.dismiss' });
    // The page's other calls, in flight when the user said "Not yet", answer late.
    session.actor.send({ type: 'session.unauthorized', sentAt: dismissedAt - 200 });
    session.actor.send({ type: 'session.unauthorized', sentAt: dismissedAt });
    expect(select.isExpiredPromptOpen(session.actor.getSnapshot())).toBe(false);
    session.actor.send({ type: 'session.unauthorized', sentAt: dismissedAt + 1 });
    expect(select.isExpiredPromptOpen(session.actor.getSnapshot())).toBe(true);
    session.actor.send({ type: 'session.dismiss' });
    // A 401 that does not say when it was sent always asks.
    session.actor.send({ type: 'session.unauthorized' });
    expect(select.isExpiredPromptOpen(session.actor.getSnapshot())).toBe(true);
  });

  it('"Re-login" clears the tokens and reloads the page', async () => {
    const session = await bootAuthenticated();
    session.actor.send({ type: 'session.unauthorized' });
    session.actor.send({ type: 'session.relogin' });
    expect(session.actor.getSnapshot().matches({ auth: 'reloading' })).toBe(true);
    expect(session.storage.snapshot()).toEqual({});
    expect(session.reloads()).toBe(1);
  });

  it('a failed refresh clears the refresh flag and reloads once', async () => {
    const session = await bootAuthenticated();
    session.actor.send({ type: 'session.refreshFailed' });
    session.actor.send({ type: 'session.refreshFailed' });
    expect(session.storage.getItem(StorageKeys.refreshFlag)).toBeNull();
    expect(session.reloads()).toBe(1);
    expect(session.actor.getSnapshot().matches({ auth: 'reloading' })).toBe(true);
  });

  it('a 401 while anonymous opens nothing', async () => {
    const session = await bootAnonymous();
    session.actor.send({ type: 'session.unauthorized' });
    expect(select.isExpiredPromptOpen(session.actor.getSnapshot())).toBe(false);
  });
});

describe('session machine: language', () => {
  it('language.change stores accept_language and reloads the configuration in that language', async () => {
    const session = await bootAuthenticated();
    session.actor.send({ type: 'language.change', locale: 'en' });
    expect(session.storage.getItem(StorageKeys.acceptLanguage)).toBe('en');
    expect(select.locale(session.actor.getSnapshot())).toBe('en');
    expect(session.last('config').input).toEqual({ locale: 'en' });
    session.last('config').resolve(appConfig({ tenant: true, loggedIn: true }));
    await settle(session, (s) => s.matches({ config: 'loaded' }));
    expect(session.calls.user).toHaveLength(1);
  });

  it('a reload while loading restarts the load and ignores the stale answer', async () => {
    const session = startSession();
    const stale = session.last('config');
    session.actor.send({ type: 'language.change', locale: 'en' });
    expect(session.calls.config.map((c) => c.input)).toEqual([{ locale: 'zh-Hans' }, { locale: 'en' }]);
    stale.resolve(appConfig({ tenant: true, loggedIn: true }));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(select.configLoaded(session.actor.getSnapshot())).toBe(false);
    session.last('config').resolve(appConfig({ tenant: false, loggedIn: false }));
    const snapshot = await settle(session, (s) => s.matches({ auth: 'anonymous' }));
    expect(select.side(snapshot)).toBe('host');
  });
});
