import type { Locale } from '@eticket/core/i18n';
import { sessionSelectors } from '@eticket/core/session';
import { useCallback, useEffect, type ReactNode } from 'react';
import { setPresenterTranslator } from '../app/error-presenter';
import { I18nProvider } from '../i18n/i18n-context';
import { loadMessages } from '../i18n/load-messages';
import { translateWith } from '../i18n/rosetta';
import { useSessionRef, useSessionSelector } from './session-context';

/**
 * The language on screen is the session's (it stores accept_language and reloads the configuration on
 * `language.change`); the new language's texts are fetched first so nothing renders as a bare key.
 */
export function SessionLocale({ children }: { children: ReactNode }) {
  const locale = useSessionSelector(sessionSelectors.locale);
  const session = useSessionRef();
  const setLocale = useCallback(
    (next: Locale) => {
      void loadMessages(next).then(() => {
        session.send({ type: 'language.change', locale: next });
      });
    },
    [session],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
    setPresenterTranslator(translateWith(locale));
  }, [locale]);
  return (
    <I18nProvider locale={locale} onLocaleChange={setLocale}>
      {children}
    </I18nProvider>
  );
}
