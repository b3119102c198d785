import { useMemo } from 'react';
import { CurrentRouteProvider } from '../actors/current-route-context';
import { SessionProvider } from '../actors/session-context';
import { SessionLocale } from '../actors/session-locale';
import { UiProvider } from '../components/ui/provider';
import { ApiProvider } from '../kit/api';
import { createWebApi } from './api-client-adapter';
import { App } from './app';
import { presentError } from './error-presenter';
import { sessionBridge } from './session-bridge';

export function Root() {
  const api = useMemo(
    () =>
      createWebApi({
        onError: (display) => {
          presentError(display);
        },
        onUnauthorized: () => {
          sessionBridge.send({ type: 'session.unauthorized' });
        },
        onSessionExpired: () => {
          sessionBridge.send({ type: 'session.refreshFailed' });
        },
      }),
    [],
  );
  return (
    <ApiProvider value={api}>
      <SessionProvider api={api}>
        <SessionLocale>
          <UiProvider>
            <CurrentRouteProvider>
              <App />
            </CurrentRouteProvider>
          </UiProvider>
        </SessionLocale>
      </SessionProvider>
    </ApiProvider>
  );
}
