import type { ReactNode } from 'react';
import PAGE_TEXTS from 'virtual:eticket-messages/pages';
import { MODULE_PAGES } from '../features/modules';
import { loadPageMessages, registerPageTexts } from '../i18n/load-messages';
import type { ShellPageProps } from '../kit/page.types';
import { loadable, type Loadable } from '../components/ui/loadable';

type PageExports = { default: (props: ShellPageProps) => ReactNode };
type ShellPage = Loadable<PageExports>;

// Each business page ships the texts it can show (its own chunk per language, worked out at build time from
// its sources: vite.config.ts, scripts/text-usage.ts) instead of its whole module's texts.
registerPageTexts(PAGE_TEXTS);

/** Every business page source, each its own chunk; the module manifests (features/modules.ts) say which route shows which. */
const PAGE_SOURCES = import.meta.glob<PageExports>(['../features/*/**/*-page.tsx', '!../features/public/**']);

function modulePage(name: string, source: string): ShellPage {
  const load = PAGE_SOURCES[`../features/${source}.tsx`];
  if (load === undefined) throw new Error(`shell-pages: ${source} (route ${name}) is not a page source`);
  return loadable<PageExports>(async () => (await Promise.all([load(), loadPageMessages(name)]))[0]);
}

/** Pages inside the shell, by route name; each is its own chunk. */
export const SHELL_PAGES: Readonly<Record<string, ShellPage>> = {
  Dashboard: loadable(() => import('../features/dashboard/dashboard-page')),
  RentPrice: loadable(() => import('../features/renewal/rent-price-page')),
  ...Object.fromEntries(MODULE_PAGES.map(({ name, source }) => [name, modulePage(name, source)])),
};

/** Routes without an entry above render the module frame until their issue builds them. */
export const MODULE_PAGE: ShellPage = loadable(() => import('../features/module/module-page'));

/** The page a route shows inside the shell. */
export function shellPage(name: string): ShellPage {
  return SHELL_PAGES[name] ?? MODULE_PAGE;
}
