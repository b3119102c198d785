import type { Locale } from '@eticket/core/i18n';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiProvider, type WebApi } from '../kit/api';
import { UiProvider } from '../components/ui/provider';
import { I18nProvider } from '../i18n/i18n-context';

/**
 * Every call rejects unless the test overrides it: a test states what the server answers. A module's endpoint
 * group is built over `request` unless the test passes a fake group (`endpoints`), so it rejects too.
 */
export function fakeApi(overrides: Partial<WebApi> = {}): WebApi {
  const missing = (name: string) => () => Promise.reject(new Error(`fakeApi.${name} not stubbed`));
  return {
    getAppConfig: missing('getAppConfig'),
    login: missing('login'),
    logout: () => Promise.resolve(),
    getSessionUser: missing('getSessionUser'),
    changePassword: missing('changePassword'),
    getNotices: missing('getNotices'),
    passJoinApplication: missing('passJoinApplication'),
    rejectJoinApplication: missing('rejectJoinApplication'),
    submitJoinApplication: missing('submitJoinApplication'),
    request: () => Promise.reject(new Error('fakeApi.request not stubbed')),
    ...overrides,
  };
}

export interface RenderOptions {
  path?: string;
  locale?: Locale;
  api?: WebApi;
}

export function renderWithProviders(ui: ReactNode, { path = '/', locale = 'zh-Hans', api = fakeApi() }: RenderOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const result: RenderResult = render(
    <ApiProvider value={api}>
      <I18nProvider locale={locale}>
        <UiProvider>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </UiProvider>
      </I18nProvider>
    </ApiProvider>,
  );
  return { ...result, location };
}
