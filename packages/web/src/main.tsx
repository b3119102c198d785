import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { publishAppUpdate } from './actors/app-update';
import { firstScreen } from './app/first-frame';
import { earlyRead, takeBootReads } from './app/early-read';
import { createAppApi, Root } from './app/root';
import { readStoredLocale } from './i18n/i18n-context';
import { loadMessages } from './i18n/load-messages';
import { appSystem } from './theme/system';

/** After the first screen: long enough for the page's own chunks and reads to have gone out first. */
const SERVICE_WORKER_DELAY_MS = 3_000;

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');

// The theme's system in a task of its own (not inside the entry's evaluation or the first render's time slice),
// while the texts and the configuration load.
setTimeout(appSystem, 0);

// The configuration goes out now, beside the texts and the first render, not after them — or, signed in, has
// gone out already from index.html, with the user's read, while this code downloaded.
const baseApi = createAppApi(takeBootReads(window));
const api = { ...baseApi, getAppConfig: earlyRead(() => baseApi.getAppConfig()) };

// Texts of the chosen language first, so nothing ever renders a bare key.
const locale = readStoredLocale(window.localStorage);
// A promise, not top-level await: a module with top-level await turns off Rolldown's chunk optimisations
// (merging common chunks, skipping chunks every importer already loaded) for the whole build.
void loadMessages(locale).then(() => {
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (a phone's CPU takes hundreds of milliseconds); index.html's first frame stays
  // up meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Root api={api} />
      </StrictMode>,
    );
  });
});

// The service worker (installable, opens offline, offers new versions) from a chunk of its own, once the page has
// loaded, the first screen is up and a moment has passed: its downloads then never compete with the first screen's.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // Before the boot reads go out: whether a worker sees them (and keeps them for an offline boot).
  const bootedControlled = navigator.serviceWorker.controller !== null;
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => { resolve(); }, { once: true });
  });
  void Promise.all([loaded, firstScreen]).then(() => {
    setTimeout(() => {
      void import('./app/service-worker').then(({ registerServiceWorker }) => {
        publishAppUpdate(registerServiceWorker({ bootedControlled }));
      });
    }, SERVICE_WORKER_DELAY_MS);
  });
}
