import { DEFAULT_LOCALE, type Locale, type Messages } from '@eticket/core/i18n';
import { installMessages } from './rosetta';

/**
 * 'boot': what the first page needs (login, 403/404, titles, validation, errors); 'public': the other
 * public pages; 'legal': the privacy and agreement texts; 'app': the signed-in shell; 'catalog' and
 * 'production': a business module's pages (with the shared list/form texts); 'pricing': the procedure-price
 * page's and the procedure sync's texts (the two catalog pages that show them load it as well).
 */
export type MessagePart = 'boot' | 'public' | 'legal' | 'app' | ModulePart;
export type ModulePart = 'catalog' | 'production' | 'pricing';

type Loader = () => Promise<{ default: Messages }>;
const LOADERS: Record<Locale, Record<MessagePart, Loader>> = {
  'zh-Hans': {
    boot: () => import('virtual:eticket-messages/zh-Hans/boot'),
    public: () => import('virtual:eticket-messages/zh-Hans/public'),
    legal: () => import('virtual:eticket-messages/zh-Hans/legal'),
    app: () => import('virtual:eticket-messages/zh-Hans/app'),
    catalog: () => import('virtual:eticket-messages/zh-Hans/catalog'),
    production: () => import('virtual:eticket-messages/zh-Hans/production'),
    pricing: () => import('virtual:eticket-messages/zh-Hans/pricing'),
  },
  'zh-Hant': {
    boot: () => import('virtual:eticket-messages/zh-Hant/boot'),
    public: () => import('virtual:eticket-messages/zh-Hant/public'),
    legal: () => import('virtual:eticket-messages/zh-Hant/legal'),
    app: () => import('virtual:eticket-messages/zh-Hant/app'),
    catalog: () => import('virtual:eticket-messages/zh-Hant/catalog'),
    production: () => import('virtual:eticket-messages/zh-Hant/production'),
    pricing: () => import('virtual:eticket-messages/zh-Hant/pricing'),
  },
  en: {
    boot: () => import('virtual:eticket-messages/en/boot'),
    public: () => import('virtual:eticket-messages/en/public'),
    legal: () => import('virtual:eticket-messages/en/legal'),
    app: () => import('virtual:eticket-messages/en/app'),
    catalog: () => import('virtual:eticket-messages/en/catalog'),
    production: () => import('virtual:eticket-messages/en/production'),
    pricing: () => import('virtual:eticket-messages/en/pricing'),
  },
};

const pending = new Map<string, Promise<void>>();
/** The language most recently asked for (boot asks first, then every switch asks before it happens). */
let latest: Locale = DEFAULT_LOCALE;
/** Parts asked for so far: a language switch fetches them again in the new language. */
const wanted = new Set<MessagePart>(['boot']);

function loadPart(locale: Locale, part: MessagePart): Promise<void> {
  const key = `${locale}/${part}`;
  let promise = pending.get(key);
  if (promise === undefined) {
    promise = LOADERS[locale][part]().then(({ default: messages }) => {
      installMessages(locale, messages);
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * Fetch a language's texts (each part its own chunk) once; the same promise comes back on every call,
 * so a component may `use()` it to suspend until the texts are there.
 */
const combined = new Map<string, Promise<void>>();

export function loadMessages(locale: Locale, part: MessagePart = 'boot'): Promise<void> {
  latest = locale;
  wanted.add(part);
  const parts = [...wanted].sort();
  const key = `${locale}:${parts.join('+')}`;
  let promise = combined.get(key);
  if (promise === undefined) {
    const loading = Promise.all(parts.map((p) => loadPart(locale, p))).then(() => undefined);
    // Marked the way React's `use` reads a settled promise: once loaded, later renders do not suspend.
    loading.then(
      () => Object.assign(loading, { status: 'fulfilled', value: undefined }),
      () => combined.delete(key),
    );
    promise = loading;
    combined.set(key, promise);
  }
  return promise;
}

/**
 * A module page's texts in the current language, fetched alongside the page's own chunk (shell-pages.ts)
 * so neither waits for the other.
 */
export function loadModuleMessages(parts: ModulePart | readonly ModulePart[]): Promise<void> {
  const list = typeof parts === 'string' ? [parts] : parts;
  return Promise.all(list.map((part) => loadMessages(latest, part))).then(() => undefined);
}
