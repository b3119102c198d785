import { DEFAULT_LOCALE, normalizeCulture, type Locale } from '@eticket/core/i18n';
import { StorageKeys } from '@eticket/core/session';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { translateWith, type TFunction } from './rosetta';

interface I18nValue {
  locale: Locale;
  t: TFunction;
  setLocale: (locale: Locale) => void;
}

const I18nContext = createContext<I18nValue>({
  locale: DEFAULT_LOCALE,
  t: translateWith(DEFAULT_LOCALE),
  setLocale: () => undefined,
});

/** The language the user chose last (accept_language), else the product default zh-Hans (§1). */
export function readStoredLocale(storage: Pick<Storage, 'getItem'>): Locale {
  // Read the way the session machine reads it, so the preloaded texts match its language.
  return normalizeCulture(storage.getItem(StorageKeys.acceptLanguage) ?? '') ?? DEFAULT_LOCALE;
}

export interface I18nProviderProps {
  locale: Locale;
  /** Absent: a fixed-language subtree (the /en/signup page). */
  onLocaleChange?: (locale: Locale) => void;
  children: ReactNode;
}

export function I18nProvider({ locale, onLocaleChange, children }: I18nProviderProps) {
  const parent = useContext(I18nContext);
  const setLocale = onLocaleChange ?? parent.setLocale;
  const value = useMemo(() => ({ locale, t: translateWith(locale), setLocale }), [locale, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useT(): TFunction {
  return useContext(I18nContext).t;
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

export function useSetLocale(): (locale: Locale) => void {
  return useContext(I18nContext).setLocale;
}
