import type { CatalogEndpoints, ProductionEndpoints } from '@eticket/api-client';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SessionProvider } from '../../../actors/session-context';
import { ApiProvider } from '../../../app/api';
import { UiProvider } from '../../../components/ui/provider';
import { I18nProvider } from '../../../i18n/i18n-context';
import { fakeApi } from '../../../test/render';
import { configGranting } from '../../catalog/testing/render-catalog';
import { fakeCatalogApi } from '../../catalog/testing/fake-catalog-api';

/**
 * A production page with the real session machine (permissions and the RMB setting from a fake
 * configuration), the fake production (and catalogue) API, zh-Hans texts and a memory router at `path`.
 */
export async function renderProductionPage(
  ui: ReactNode,
  options: { production: ProductionEndpoints; catalog?: CatalogEndpoints; granted: readonly string[]; path?: string },
) {
  const api = fakeApi({ getAppConfig: () => Promise.resolve(configGranting(options.granted)), production: options.production, catalog: options.catalog ?? fakeCatalogApi() });
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
  await screen.findByRole('heading', { level: 1 });
  return { ...result, location };
}
