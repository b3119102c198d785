import type { ApplicationConfiguration } from '@eticket/core/abp';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SessionProvider } from '../actors/session-context';
import { UiProvider } from '../components/ui/provider';
import { I18nProvider } from '../i18n/i18n-context';
import { ApiProvider, type ModuleEndpoints } from '../kit/api';
import { configGranting } from './config-granting';
import { fakeApi } from './render';

/**
 * A business page with the real session machine (its <Can> reads the granted policies of the fake
 * configuration), fake module endpoint groups, zh-Hans texts and a memory router at `path`.
 */
export async function renderModulePage(
  ui: ReactNode,
  options: {
    endpoints: Partial<ModuleEndpoints>;
    granted: readonly string[];
    path?: string;
    /** Adjust the fake configuration (the signed-in user, settings). */
    config?: (config: ApplicationConfiguration) => ApplicationConfiguration;
  },
) {
  const config = configGranting(options.granted);
  const api = fakeApi({ getAppConfig: () => Promise.resolve(options.config === undefined ? config : options.config(config)), endpoints: options.endpoints });
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const result = render(
    <ApiProvider value={api}>
      <SessionProvider api={api} reload={() => undefined} navigateTo={location.navigate}>
        <I18nProvider locale="zh-Hans">
          <UiProvider>
            <Router hook={location.hook} searchHook={location.searchHook}>
              {ui}
            </Router>
          </UiProvider>
        </I18nProvider>
      </SessionProvider>
    </ApiProvider>,
  );
  // The configuration has loaded once the page's heading is there and the session settled.
  await screen.findByRole('heading', { level: 1 });
  return { ...result, location };
}
