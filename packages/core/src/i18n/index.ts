export { DICTIONARIES, MESSAGE_AREAS, translate, type MessageKey, type TranslateParams } from './dictionaries';
export {
  DEFAULT_LOCALE,
  LOCALES,
  acceptLanguageHeader,
  isLocale,
  normalizeCulture,
  parseAcceptLanguage,
  type Locale,
} from './locales';
export type { LocaleMessages, Messages } from './messages.types';
export type { ServerMessageKey } from './messages/server';
