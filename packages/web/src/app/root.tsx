import type { PrefetchedRead } from '@eticket/api-client';
import { CurrentRouteProvider } from '../actors/current-route-context';
import { SessionProvider } from '../actors/session-context';
import { SessionLocale } from '../actors/session-locale';
import { UiProvider } from '../components/ui/provider';
import { ApiProvider, type WebApi } from '../kit/api';
import { createWebApi } from './api-client-adapter';
import { App } from './app';
import { presentError } from './error-presenter';
import { sessionBridge } from './session-bridge';

/** The real API with the hooks that connect its failures to the error display and the session. */
/** `prefetched`: the reads index.html's boot script sent (see `takeBootReads`). */
export function createAppApi(prefetched: readonly PrefetchedRead[] = []): WebApi {
  return createWebApi({
    onError: (display) => {
      presentError(display);
    },
    onUnauthorized: (sentAt) => {
      sessionBridge.send({ type: 'session.unauthorized', sentAt });
    },
    onSessionExpired: () => {
      sessionBridge.send({ type: 'session.refreshFailed' });
    },
  }, window.localStorage, prefetched);
}

export function Root({ api }: { api: WebApi }) {
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
