/** The three UI languages; zh-Hans is the default (product-spec §1, §9). */
export const LOCALES = ['zh-Hans', 'zh-Hant', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-Hans';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Map a culture tag (zh-CN, zh-TW, en-US, zh-Hant-HK …) to one of our locales, or null. */
export function normalizeCulture(tag: string): Locale | null {
  const t = tag.trim().toLowerCase();
  if (t === '') return null;
  if (t === 'zh-hans' || t.startsWith('zh-hans-') || t === 'zh-cn' || t === 'zh-sg' || t === 'zh') return 'zh-Hans';
  if (t === 'zh-hant' || t.startsWith('zh-hant-') || t === 'zh-tw' || t === 'zh-hk' || t === 'zh-mo') return 'zh-Hant';
  if (t === 'en' || t.startsWith('en-')) return 'en';
  if (t.startsWith('zh-')) return 'zh-Hans';
  return null;
}

/** The Accept-Language value the product sends: `c=<culture>|uic=<culture>` (ABP cookie format). */
export function acceptLanguageHeader(locale: Locale): string {
  return `c=${locale}|uic=${locale}`;
}

/**
 * Read a locale from an Accept-Language header in either ABP form (`c=en|uic=en`) or the browser
 * form (`zh-TW,zh;q=0.9,en;q=0.8`). Unknown or missing → the default.
 */
export function parseAcceptLanguage(header: string | null | undefined): Locale {
  if (header == null || header.trim() === '') return DEFAULT_LOCALE;
  const abp = /(?:^|\|)\s*uic=([^|;,\s]+)/i.exec(header) ?? /(?:^|\|)\s*c=([^|;,\s]+)/i.exec(header);
  if (abp?.[1] !== undefined) return normalizeCulture(abp[1]) ?? DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((x) => x.tag !== '' && Number.isFinite(x.q) && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = normalizeCulture(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
