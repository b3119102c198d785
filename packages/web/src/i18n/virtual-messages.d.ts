declare module 'virtual:eticket-messages/*' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}

/** Route name → language → loader of that business page's texts (vite.config.ts generates it). */
declare module 'virtual:eticket-messages/pages' {
  import type { Locale } from '@eticket/core/i18n';
  const pages: Readonly<Record<string, Readonly<Record<Locale, () => Promise<{ default: Readonly<Record<string, string>> }>>>>>;
  export default pages;
}
