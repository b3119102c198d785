// The installable, offline-opening app: the web app manifest and the service worker (vite-plugin-pwa with
// Workbox, injectManifest: the worker is src/service-worker/sw.ts). This module chooses what the worker
// installs ahead of use — the app shell and the pages a worker needs on the shop floor, not every page — and
// writes the manifest from the core's texts and the theme's colours.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { MODULE_PAGES } from '../src/features/modules';
import { THEME_COLOR } from '../src/theme/brand-palette';
import { contractRoutes } from './contract-routes';
import { precachePlan, type BuildManifest } from './precache-plan';
import { FIRST_SCREENS, FRAME_BACKGROUND, type LandingPage } from './wire-plugins';

/** Where the installed app opens: the scan station (a worker's first screen). */
export const START_URL = '/scan/station';
const START_PAGE = 'ScanStation';
/** Route names whose pages open offline (the station and its records; the dashboard, where everyone lands). */
export const OFFLINE_PAGES = [START_PAGE, 'ScanMine', 'Dashboard'] as const;
/**
 * What the app frame loads lazily on any page: the toaster (an offline page shows network errors), the session
 * dialogs, the shell's popups, the reload offer and the worker's own registration.
 */
const FRAME_PARTS = ['src/components/ui/toaster.tsx', 'src/shell/dialogs/global-dialogs-impl.tsx', 'src/shell/popups/popups.tsx', 'src/shell/update-offer.tsx', 'src/app/service-worker.ts'];
/** Files at the root of the build the worker keeps too (index.html, the manifest's icons, the favicon). */
const ROOT_FILES = /^(?:index\.html|favicon\.svg|icons\/[\w-]+\.png)$/;

interface Dictionaries {
  DICTIONARIES: Readonly<Record<string, Readonly<Record<string, string>>>>;
  LOCALES: readonly string[];
  DEFAULT_LOCALE: string;
}

/** A page's manifest key and its texts (business pages), by route name; null when no page has that name yet. */
function pageKeys(name: string, locales: readonly string[]): { page: string; texts: string[] } | null {
  const module = MODULE_PAGES.find((page) => page.name === name);
  if (module !== undefined) return { page: `src/features/${module.source}.tsx`, texts: locales.map((locale) => `virtual:eticket-messages/${locale}/page/${name}`) };
  if (name === 'Dashboard') return { page: FIRST_SCREENS.dashboard, texts: [] };
  return null;
}

/** The page the installed app opens on, for index.html's preload plan. */
export function startPage(): LandingPage {
  const page = pageKeys(START_PAGE, [])?.page;
  if (page === undefined) throw new Error(`pwa: no page for ${START_PAGE}`);
  return { path: START_URL, source: page, name: START_PAGE };
}

/** The precache: entry, every language's boot and shell texts, the shell, the frame's lazy parts and the offline pages. */
export function offlinePlan(manifest: BuildManifest, locales: readonly string[]) {
  const pages = OFFLINE_PAGES.map((name) => ({ name, keys: pageKeys(name, locales) }));
  const plan = precachePlan(manifest, {
    shallow: [FIRST_SCREENS.shell, ...locales.flatMap((locale) => [`virtual:eticket-messages/${locale}/boot`, `virtual:eticket-messages/${locale}/app`])],
    deep: [...FRAME_PARTS, ...pages.flatMap(({ keys }) => (keys === null ? [] : [keys.page, ...keys.texts]))],
  });
  return { ...plan, unbuilt: pages.filter(({ keys }) => keys === null).map(({ name }) => name) };
}

export async function pwa(root: string): Promise<Plugin[]> {
  const { module: i18n } = await runnerImport<Dictionaries>('@eticket/core/i18n', { root, configFile: false, logLevel: 'silent' });
  const text = (locale: string, key: string) => {
    const value = i18n.DICTIONARIES[locale]?.[key];
    if (value === undefined) throw new Error(`pwa: ${locale} lacks ${key}`);
    return value;
  };
  // The manifest speaks the default language; browsers that read localized members (`*_localized`) pick the others.
  const others = i18n.LOCALES.filter((locale) => locale !== i18n.DEFAULT_LOCALE);
  const localized = (key: string) => Object.fromEntries(others.map((locale) => [locale, text(locale, key)]));
  const title = text(i18n.DEFAULT_LOCALE, 'App.Title');
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // Registered by the app itself after the first load (src/app/service-worker.ts), never by a script in index.html.
    injectRegister: false,
    registerType: 'prompt',
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: title,
      short_name: title,
      description: text(i18n.DEFAULT_LOCALE, 'Pwa.Manifest.Description'),
      // Not in vite-plugin-pwa's type yet (the manifest spec's localized members): spread in as plain data.
      ...{ name_localized: localized('App.Title'), short_name_localized: localized('App.Title'), description_localized: localized('Pwa.Manifest.Description') },
      lang: i18n.DEFAULT_LOCALE,
      start_url: START_URL,
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR,
      background_color: FRAME_BACKGROUND,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The manifest itself is added by vite-plugin-pwa.
      globPatterns: ['**/*.{js,css,html,png,svg,wasm}'],
      // Hashed names change with their content: no revision needed, and the copy already in the HTTP cache serves.
      dontCacheBustURLsMatching: /^assets\//,
      // The worker imports the contracts for the boot reads' paths: as routes only, like the app.
      buildPlugins: { vite: [contractRoutes()] },
      manifestTransforms: [
        (entries) => {
          const manifest = JSON.parse(readFileSync(join(root, 'dist', '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
          const { files, missing, unbuilt } = offlinePlan(manifest, i18n.LOCALES);
          const keep = entries.filter((entry) => files.has(entry.url) || ROOT_FILES.test(entry.url));
          const warnings = [
            ...missing.map((key) => `precache: ${key} is not in the build`),
            ...unbuilt.map((name) => `precache: route ${name} has no page yet; it will not open offline`),
          ];
          return Promise.resolve({ manifest: keep, warnings });
        },
      ],
    },
  });
}
