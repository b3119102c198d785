import type { Locale, Messages, TranslateParams } from '@eticket/core/i18n';
import rosetta from 'rosetta';

/** One rosetta instance holding the core's texts (installed per language as they load). */
const i18n = rosetta<Messages>();

export type TFunction = (key: string, params?: TranslateParams) => string;

export function installMessages(locale: Locale, messages: Messages): void {
  i18n.set(locale, { ...messages });
}

/**
 * Translate in one language; a missing key shows the key itself (rosetta would return '', hiding the bug;
 * the core's parity test keeps every key in every language). Keys are dotted and rosetta reads dots as a
 * path, so the key goes in as a one-element path.
 */
export function translateWith(locale: Locale): TFunction {
  return (key, params) => {
    const text = i18n.t([key], params, locale);
    return text === '' ? key : text;
  };
}
