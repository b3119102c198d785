import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/root';
import { readStoredLocale } from './i18n/i18n-context';
import { loadMessages } from './i18n/load-messages';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');

// Texts of the chosen language first, so nothing ever renders a bare key.
const locale = readStoredLocale(window.localStorage);
// A promise, not top-level await: a module with top-level await turns off Rolldown's chunk optimisations
// (merging common chunks, skipping chunks every importer already loaded) for the whole build.
void loadMessages(locale).then(() => {
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});
