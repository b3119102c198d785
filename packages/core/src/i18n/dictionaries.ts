import { catalogMessages } from './messages/catalog';
import { formsMessages } from './messages/forms';
import { peopleMessages } from './messages/people';
import { peopleApprovalMessages } from './messages/people-approval';
import { peopleDirectoryMessages } from './messages/people-directory';
import { peoplePagesMessages } from './messages/people-pages';
import { productionMessages } from './messages/production';
import { productionBoardMessages } from './messages/production-board';
import { reportsMessages } from './messages/reports';
import { pwaMessages } from './messages/pwa';
import { routesMessages } from './messages/routes';
import { scanningMessages } from './messages/scanning';
import { scanStationMessages } from './messages/scan-station';
import { serverMessages } from './messages/server';
import { shellMessages } from './messages/shell';
import { wagesMessages } from './messages/wages';
import { webMessages } from './messages/web';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import type { LocaleMessages, Messages } from './messages.types';

/** Each area owns one file; merged here. A key defined by two areas is a bug the test catches. */
export const MESSAGE_AREAS = {
  routes: routesMessages,
  shell: shellMessages,
  forms: formsMessages,
  server: serverMessages,
  web: webMessages,
  production: productionMessages,
  catalog: catalogMessages,
  people: peopleMessages,
  peopleDirectory: peopleDirectoryMessages,
  peoplePages: peoplePagesMessages,
  peopleApproval: peopleApprovalMessages,
  scanning: scanningMessages,
  productionBoard: productionBoardMessages,
  reports: reportsMessages,
  scanStation: scanStationMessages,
  pwa: pwaMessages,
  wages: wagesMessages,
} as const satisfies Readonly<Record<string, LocaleMessages>>;

/** Every text key of every area (a validation problem, a server error or a label names one of these). */
export type MessageKey = { [A in keyof typeof MESSAGE_AREAS]: keyof (typeof MESSAGE_AREAS)[A]['zh-Hans'] }[keyof typeof MESSAGE_AREAS];


function merge(locale: Locale): Messages {
  const out: Record<string, string> = {};
  for (const area of Object.values(MESSAGE_AREAS)) Object.assign(out, area[locale]);
  return out;
}

export const DICTIONARIES: Readonly<Record<Locale, Messages>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, merge(locale)]),
) as Record<Locale, Messages>;

export type TranslateParams = Readonly<Record<string, string | number>>;

/**
 * Translate a key: the locale's text, else the default locale's, else the key itself (never '' — rosetta
 * returns '' for a missing key, which hides bugs). `{{name}}` placeholders are filled from params.
 */
export function translate(locale: Locale, key: string, params: TranslateParams = {}): string {
  const text = DICTIONARIES[locale][key] ?? DICTIONARIES[DEFAULT_LOCALE][key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
