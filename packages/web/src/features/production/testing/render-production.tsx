import type { CatalogEndpoints, ProductionEndpoints } from '@eticket/api-client';
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
 * A production page with the real session machine (permissions and the RMB setting from a fake
 * configuration), the fake production (and catalogue) API, zh-Hans texts and a memory router at `path`.
 */
export async function renderProductionPage(
  ui: ReactNode,
  options: { production: ProductionEndpoints; catalog?: CatalogEndpoints; granted: readonly string[]; path?: string },
) {
  const api = fakeApi({ getAppConfig: () => Promise.resolve(configGranting(options.granted)), endpoints: { production: options.production, ...(options.catalog === undefined ? {} : { catalog: options.catalog }) } });
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
