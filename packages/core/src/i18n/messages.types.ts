import type { Locale } from './locales';

/** key → text; `{{name}}` placeholders are filled by `translate` (rosetta-compatible syntax). */
export type Messages = Readonly<Record<string, string>>;
/** One area's texts in every language; the parity test checks the key sets are equal. */
export type LocaleMessages = Readonly<Record<Locale, Messages>>;
