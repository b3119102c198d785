import { DEFAULT_LOCALE, type Locale, type Messages } from '@eticket/core/i18n';
import { installMessages } from './rosetta';

/**
 * 'boot': what the first page needs (login, 403/404, titles, validation, errors); 'public': the other
 * public pages; 'legal': the privacy and agreement texts; 'app': the signed-in shell; `page/<route name>`: the
 * texts one business page can show (registered by the shell with registerPageTexts).
 */
export type MessagePart = SharedPart | `page/${string}`;
type SharedPart = 'boot' | 'public' | 'legal' | 'app';

type Loader = () => Promise<{ default: Messages }>;
/** Route name → language → its texts chunk (the build generates it: virtual:eticket-messages/pages). */
export type PageTexts = Readonly<Record<string, Readonly<Record<Locale, Loader>>>>;
let pageTexts: PageTexts = {};

/** The shell hands over the business pages' text loaders when it loads (the entry does not carry them). */
export function registerPageTexts(texts: PageTexts): void {
  pageTexts = texts;
}

const LOADERS: Record<Locale, Record<SharedPart, Loader>> = {
  'zh-Hans': {
    boot: () => import('virtual:eticket-messages/zh-Hans/boot'),
    public: () => import('virtual:eticket-messages/zh-Hans/public'),
    legal: () => import('virtual:eticket-messages/zh-Hans/legal'),
    app: () => import('virtual:eticket-messages/zh-Hans/app'),
  },
  'zh-Hant': {
    boot: () => import('virtual:eticket-messages/zh-Hant/boot'),
    public: () => import('virtual:eticket-messages/zh-Hant/public'),
    legal: () => import('virtual:eticket-messages/zh-Hant/legal'),
    app: () => import('virtual:eticket-messages/zh-Hant/app'),
  },
  en: {
    boot: () => import('virtual:eticket-messages/en/boot'),
    public: () => import('virtual:eticket-messages/en/public'),
    legal: () => import('virtual:eticket-messages/en/legal'),
    app: () => import('virtual:eticket-messages/en/app'),
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
    const loader = part.startsWith('page/') ? pageTexts[part.slice('page/'.length)]?.[locale] : LOADERS[locale][part as SharedPart];
    // A page without a texts chunk (tests, where the core's dictionaries are installed whole) has nothing to load.
    promise = (loader === undefined ? Promise.resolve({ default: {} }) : loader()).then(({ default: messages }) => {
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
 * A business page's texts in the current language, fetched alongside the page's own chunk (shell-pages.ts)
 * so neither waits for the other.
 */
export function loadPageMessages(page: string): Promise<void> {
  return loadMessages(latest, `page/${page}`);
}
