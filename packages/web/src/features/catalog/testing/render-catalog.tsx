import type { CatalogEndpoints } from '@eticket/api-client';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SessionProvider } from '../../../actors/session-context';
import { ApiProvider } from '../../../kit/api';
import { UiProvider } from '../../../components/ui/provider';
import { I18nProvider } from '../../../i18n/i18n-context';
import { configGranting } from '../../../test/config-granting';
import { fakeApi } from '../../../test/render';


/**
 * A catalogue page with the real session machine (its <Can> reads the granted policies of the fake
 * configuration), the fake catalogue API, zh-Hans texts and a memory router.
 */
export async function renderCatalogPage(ui: ReactNode, options: { catalog: CatalogEndpoints; granted: readonly string[]; path?: string }) {
  const api = fakeApi({ getAppConfig: () => Promise.resolve(configGranting(options.granted)), endpoints: { catalog: options.catalog } });
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
