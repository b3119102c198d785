import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { publishAppUpdate } from './actors/app-update';
import { Root } from './app/root';
import { readStoredLocale } from './i18n/i18n-context';
import { loadMessages } from './i18n/load-messages';
import { appSystem } from './theme/system';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');

// The theme's system in a task of its own (not inside the entry's evaluation or the first render's time slice),
// while the texts and the configuration load.
setTimeout(appSystem, 0);

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
        <Root />
      </StrictMode>,
    );
  });
});

// The service worker (installable, opens offline, offers new versions) once the page has loaded and the browser is
// idle, from a chunk of its own: the first load neither waits for it nor carries it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    const run = () =>
      void import('./app/service-worker').then(({ registerServiceWorker }) => {
        publishAppUpdate(registerServiceWorker());
      });
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 });
    else setTimeout(run, 1_000);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
