import type { ApplicationConfiguration, SessionUserInfo } from '@eticket/core/abp';
import type { Locale } from '@eticket/core/i18n';
import { StorageKeys, REFRESH_FLAG_STARTED } from '@eticket/core/session';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CurrentRouteProvider } from '../actors/current-route-context';
import { SessionProvider } from '../actors/session-context';
import { SessionLocale } from '../actors/session-locale';
import { ApiProvider, type WebApi } from '../kit/api';
import { UiProvider } from '../components/ui/provider';
import { fakeApi } from './render';

export interface ConfigOptions {
  granted?: readonly string[];
  features?: Readonly<Record<string, string>>;
  tenant?: { id: string; name: string } | null;
  userId?: string;
  locale?: Locale;
}

/** An application configuration as the server sends it (only the parts the web reads). */
export function appConfig({ granted = [], features = {}, tenant = { id: 't1', name: 'demo' }, userId = 'u1', locale = 'zh-Hans' }: ConfigOptions = {}): ApplicationConfiguration {
  return {
    localization: { currentCulture: { cultureName: locale }, values: {} },
    auth: { grantedPolicies: Object.fromEntries(granted.map((name) => [name, true])) },
    setting: { values: {} },
    features: { values: { ...features } },
    currentTenant: tenant === null ? { isAvailable: false } : { id: tenant.id, name: tenant.name, isAvailable: true },
    currentUser: { isAuthenticated: true, id: userId, userName: 'admin', name: '管理员' },
  };
}

export const tenantUser: SessionUserInfo = {
  name: '管理员',
  userName: 'admin',
  tenantInfo: { name: '示范服装厂', maxUserQuantity: 50, expireDate: '2099-12-31' },
};

export interface AppHarnessOptions extends ConfigOptions {
  path?: string;
  loggedIn?: boolean;
  user?: SessionUserInfo;
  api?: Partial<WebApi>;
}

/**
 * Render under the real session machine (with a fake API), the session's language and a memory router.
 * `loggedIn` sets the refresh flag, so the session boots as authenticated (navigation rule 3).
 */
export function renderApp(ui: ReactNode, options: AppHarnessOptions = {}) {
  const { path = '/', loggedIn = true, user = tenantUser, api: overrides = {} } = options;
  if (loggedIn) {
    window.localStorage.setItem(StorageKeys.refreshFlag, REFRESH_FLAG_STARTED);
    window.localStorage.setItem(StorageKeys.accessToken, 'token');
    window.localStorage.setItem(StorageKeys.accessTokenExpire, String(Date.now() + 3_600_000));
  }
  const api = fakeApi({
    getAppConfig: vi.fn(() => Promise.resolve(appConfig(options))),
    getSessionUser: vi.fn(() => Promise.resolve(user)),
    getNotices: vi.fn(() => Promise.resolve({ items: [], totalCount: 0 })),
    ...overrides,
  });
  const location = memoryLocation({ path, record: true });
  const navigateTo = (to: string) => {
    location.navigate(to);
  };
  const reload = vi.fn();
  const result = render(
    <ApiProvider value={api}>
      <SessionProvider api={api} navigateTo={navigateTo} reload={reload}>
        <SessionLocale>
          <UiProvider>
            <Router hook={location.hook} searchHook={location.searchHook}>
              <CurrentRouteProvider>{ui}</CurrentRouteProvider>
            </Router>
          </UiProvider>
        </SessionLocale>
      </SessionProvider>
    </ApiProvider>,
  );
  const currentPath = () => location.history.at(-1) ?? '';
  return { ...result, api, location, currentPath, reload };
}
