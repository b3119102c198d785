import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin, type UserConfig } from 'vite';
import { pageKeys, readModulePages, type ModulePageEntry } from './scripts/text-usage.ts';
import { contractRoutes } from './scripts/contract-routes.ts';
import { bootPreloads, firstFrame, initialChunk, precompress, buildTimeTheme } from './scripts/wire-plugins.ts';
import { pwa, startPage } from './scripts/pwa-config.ts';
// The business modules' texts ship per page: each business page (the module manifests) gets the keys its
// sources can show (scripts/text-usage.ts), in `virtual:eticket-messages/<locale>/page/<route>`.
import { PAGE_TEXT_PREFIXES } from './src/features/modules';

const MESSAGES_PREFIX = 'virtual:eticket-messages/';
/** Texts only the server uses (it sends them translated): not shipped to the browser. */
const SERVER_ONLY_AREAS = new Set(['server']);
/** Texts only the build uses (the web app manifest: scripts/pwa-config.ts): not shipped either. */
const BUILD_ONLY_PREFIXES = ['Pwa.Manifest.'];
/**
 * Texts every page may need before anything else loads: the public pages (and their titles),
 * validation and the error catalogue. Everything else ('app': shell, business modules) loads with the shell.
 */
const BOOT_PREFIXES = ['App.', 'Web.', 'Validation.', 'Shell.Error.', 'Shell.Boot.'];
/** The long legal texts: only the privacy and agreement pages load them. */
const LEGAL_PREFIXES = ['Web.Privacy.', 'Web.Agreement.'];
/** The other public pages' texts (join application, signup, pricing, download …): those pages load them. */
const PUBLIC_PREFIXES = [
  'Web.Register.',
  'Web.Signup.',
  'Web.Pricing.',
  'Web.Download.',
  'Web.ExternalUser.',
  'Web.Field.Name',
  'Web.Field.UserNameOrPhone',
  'Web.Field.Phone',
  'Web.Field.ContactName',
  'Web.Field.Message',
  'Web.Field.ConfirmPassword',
];
const PARTS = ['boot', 'public', 'legal', 'app'] as const;
type Part = (typeof PARTS)[number];
/** Which shared part a key ships in (none for business texts); public pages' titles are boot texts, signed-in pages' come with the shell. */
function partOf(key: string, publicTitles: ReadonlySet<string>): Part | null {
  if (LEGAL_PREFIXES.some((prefix) => key.startsWith(prefix))) return 'legal';
  if (PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix))) return 'public';
  if (PAGE_TEXT_PREFIXES.some((prefix) => key.startsWith(prefix))) return null;
  return publicTitles.has(key) || BOOT_PREFIXES.some((prefix) => key.startsWith(prefix)) ? 'boot' : 'app';
}

interface RouteLike {
  title: string;
  public?: boolean;
  children?: readonly RouteLike[];
}

type Texts = Record<string, string>;

/**
 * `virtual:eticket-messages/<locale>/<part>`: one language's texts from the core's dictionaries,
 * evaluated at build time. The core keeps all three languages in one module; shipping only the active
 * language, and only the part a page needs, keeps the first load small. A business page's part
 * (`<locale>/page/<route>`) holds the keys its sources can show; `virtual:eticket-messages/pages` maps each
 * business page to its three loaders (the shell registers it). The dev server ships each page all business
 * texts, so edits never need the analysis re-run.
 */
function localeMessages(): Plugin {
  let dictionaries: Promise<{ texts: Record<string, Texts>; publicTitles: Set<string> }> | null = null;
  let serve = false;
  const pageKeyCache = new Map<string, Set<string>>();
  // The registry is read once per build (each of the ~70 page-text modules asks for it).
  let modulePages: ModulePageEntry[] | null = null;
  const runner = { root: import.meta.dirname, configFile: false as const, logLevel: 'silent' as const };
  const load = async () => {
    const { module } = await runnerImport<{ MESSAGE_AREAS: Record<string, Record<string, Texts>> }>('@eticket/core/i18n', runner);
    const { module: navigation } = await runnerImport<{ ROUTE_TABLE: readonly RouteLike[] }>('@eticket/core/navigation', runner);
    const texts: Record<string, Texts> = {};
    for (const [area, messages] of Object.entries(module.MESSAGE_AREAS)) {
      if (SERVER_ONLY_AREAS.has(area)) continue;
      for (const [locale, localeTexts] of Object.entries(messages)) {
        const shipped = Object.entries(localeTexts).filter(([key]) => !BUILD_ONLY_PREFIXES.some((prefix) => key.startsWith(prefix)));
        Object.assign((texts[locale] ??= {}), Object.fromEntries(shipped));
      }
    }
    const publicTitles = new Set<string>();
    const walk = (routes: readonly RouteLike[]) => {
      for (const route of routes) {
        if (route.public === true) publicTitles.add(route.title);
        if (route.children) walk(route.children);
      }
    };
    walk(navigation.ROUTE_TABLE);
    return { texts, publicTitles };
  };
  const isModuleText = (key: string) => PAGE_TEXT_PREFIXES.some((prefix) => key.startsWith(prefix));
  return {
    name: 'eticket-locale-messages',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    buildStart() {
      pageKeyCache.clear();
      modulePages = null;
    },
    resolveId(id) {
      return id.startsWith(MESSAGES_PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${MESSAGES_PREFIX}`)) return null;
      const path = id.slice(MESSAGES_PREFIX.length + 1);
      dictionaries ??= load();
      const { texts, publicTitles } = await dictionaries;
      const pages = (modulePages ??= readModulePages(import.meta.dirname));
      if (path === 'pages') {
        const loaders = pages.map(({ name }) => {
          const byLocale = Object.keys(texts).map((locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${MESSAGES_PREFIX}${locale}/page/${name}`)})`);
          return `${JSON.stringify(name)}: { ${byLocale.join(', ')} }`;
        });
        return `export default {\n${loaders.join(',\n')}\n};`;
      }
      const [locale = '', part = '', pageName = ''] = path.split('/');
      const messages = texts[locale];
      if (messages === undefined) return this.error(`unknown texts ${path}`);
      let keep: (key: string) => boolean;
      if (part === 'page') {
        const page = pages.find((p) => p.name === pageName);
        if (page === undefined) return this.error(`unknown page texts ${path}`);
        let keys = pageKeyCache.get(page.name);
        if (keys === undefined && !serve) {
          keys = pageKeys(page.file, new Set(Object.keys(messages)));
          pageKeyCache.set(page.name, keys);
        }
        const used = keys;
        keep = (key) => isModuleText(key) && (used === undefined || used.has(key));
      } else if ((PARTS as readonly string[]).includes(part)) {
        keep = (key) => partOf(key, publicTitles) === part;
      } else {
        return this.error(`unknown texts ${path}`);
      }
      const picked = Object.fromEntries(Object.entries(messages).filter(([key]) => keep(key)));
      return `export default ${JSON.stringify(picked)};`;
    },
    handleHotUpdate({ file }) {
      // Dev server: a change to the core's texts re-evaluates them.
      if (file.includes('/core/src/i18n/')) dictionaries = null;
      if (file.endsWith('.module.ts') || file.endsWith('/src/features/modules.ts')) modulePages = null;
    },
  };
}

const ICON_PREFIX = 'virtual:lu-icon/';
const ICON_BASE = fileURLToPath(new URL('./src/components/ui/icon-base.ts', import.meta.url));

/**
 * react-icons ships each set as ONE module, and a module cannot be split between chunks: every page
 * would load every icon the app uses. This rewrites `import { LuX, LuY } from 'react-icons/lu'` in our
 * sources into one tiny module per icon (react-icons' own svg tree, drawn by components/ui/icon-base.ts),
 * so a page loads only its own icons. Types and source code stay the plain react-icons ones.
 */
function perIconModules(): Plugin {
  let source: string | null = null;
  const iconSource = () => {
    source ??= readFileSync(createRequire(import.meta.url).resolve('react-icons/lu').replace(/index\.js$/, 'index.mjs'), 'utf8');
    return source;
  };
  return {
    name: 'eticket-per-icon-modules',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(ICON_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${ICON_PREFIX}`)) return null;
      const name = id.slice(ICON_PREFIX.length + 1);
      const match = new RegExp(`export function ${name} \\(props\\) \\{\\n  return (GenIcon\\(.*\\))\\(props\\);\\n\\};`).exec(iconSource());
      if (match?.[1] === undefined) return this.error(`react-icons/lu has no ${name}`);
      const data = match[1].slice('GenIcon('.length, -1);
      return `import { svgIcon } from ${JSON.stringify(ICON_BASE)};\nexport const ${name} = /*#__PURE__*/ svgIcon(${data});\n`;
    },
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes("'react-icons/lu'")) return null;
      return code.replace(/import\s*\{([^}]*)\}\s*from\s*'react-icons\/lu';/g, (_all, names: string) =>
        names
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n !== '')
          .map((n) => `import { ${n} } from '${ICON_PREFIX}${n}';`)
          .join('\n'),
      );
    },
  };
}

/**
 * Chakra and zag build every component anatomy at module top level (`createAnatomy('x').parts(…)`), so
 * the anatomies of components we never render stay in the bundle. The chains are pure; say so.
 */
/**
 * Zag's createAnatomy names every part's selector and attributes in kebab case, four regular expressions per
 * name, six names per part, for each component's anatomy at start-up: ≈ 6 ms of the entry's evaluation here,
 * ≈ 25 ms on a phone. The names repeat (a component's own name for each of its parts), so they are
 * remembered; the function's text is matched exactly, and a zag upgrade that changes it fails the build.
 */
const KEBAB_CASE = 'var toKebabCase = (value) => value.replace(';
const KEBAB_CASE_MEMO = 'var kebabNames = /* @__PURE__ */ new Map();\nvar toKebabCase = (value) => kebabNames.get(value) ?? kebabNames.set(value, kebabCaseOf(value)).get(value);\nvar kebabCaseOf = (value) => value.replace(';
function pureAnatomies(): Plugin {
  return {
    name: 'eticket-pure-anatomies',
    transform(code, id) {
      if (/[\\/]@zag-js[\\/]anatomy[\\/]dist[\\/]create-anatomy\.mjs$/.test(id)) {
        if (code.split(KEBAB_CASE).length !== 2) return this.error(`eticket-pure-anatomies: ${id} no longer defines toKebabCase as expected; update vite.config.ts`);
        return code.replace(KEBAB_CASE, KEBAB_CASE_MEMO);
      }
      if (!/(@zag-js|@chakra-ui)[\\/].*anatomy/.test(id) || !code.includes('createAnatomy(')) return null;
      return code.replace(/=\s*createAnatomy\(/g, '= /*#__PURE__*/ createAnatomy(');
    },
  };
}

/**
 * Vite lists, for every dynamic import, all chunks to preload with it — including chunks that are always
 * loaded by the time that import runs: the entry's static imports, and the importing chunk's own static
 * imports (the shell's, for every page it opens). Those entries are dead weight in the importing chunk (the
 * shell carried a preload list of every page's chunks). Chunk imports are known once the bundle is generated,
 * which is before Vite writes the preload lists, so `resolveDependencies` can leave them out.
 */
const chunkImports = new Map<string, readonly string[]>();
function staticClosure(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const dep of chunkImports.get(file) ?? []) staticClosure(dep, into);
  return into;
}
const loadedClosures = new Map<string, Set<string>>();
/** Chunks certainly loaded while code in `host` runs: the entries' static closures and the host's own. */
function loadedWith(host: string): Set<string> {
  let loaded = loadedClosures.get(host);
  if (loaded === undefined) {
    loaded = staticClosure(host, new Set(entryChunks.flatMap((entry) => [...staticClosure(entry)])));
    loadedClosures.set(host, loaded);
  }
  return loaded;
}
let entryChunks: string[] = [];
function chunkGraphPlugin(): Plugin {
  return {
    name: 'eticket-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      chunkImports.clear();
      loadedClosures.clear();
      entryChunks = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunkImports.set(chunk.fileName, chunk.imports);
        if (chunk.isEntry) entryChunks.push(chunk.fileName);
      }
    },
  };
}

export default defineConfig(async (): Promise<UserConfig> => ({
  plugins: [
    contractRoutes(),
    perIconModules(),
    pureAnatomies(),
    buildTimeTheme(),
    react(),
    localeMessages(),
    chunkGraphPlugin(),
    initialChunk(),
    firstFrame(),
    // The worker's phone opens the installed app on the scan station.
    bootPreloads([startPage()]),
    // The web app manifest and the service worker (scripts/pwa-config.ts).
    ...(await pwa(import.meta.dirname)),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/first-load.ts reads the manifest to find each route's first load (scripts/wire-budget.ts measures it).
    manifest: true,
    // Every browser we support has <link rel=modulepreload>; the polyfill would only add bytes.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        if (hostType === 'html') return deps;
        const loaded = loadedWith(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Chunks are named by hash alone: every chunk names the chunks it imports, and the shell lists every
        // page's chunks for preloading, so readable names cost ~3 KB gzip on each business page's first load.
        // .vite/manifest.json maps each source to its chunk.
        chunkFileNames: 'assets/[hash].js',
        hashCharacters: 'base36',
        // The production pages' shared parts in one chunk: left to the default split they scatter into many
        // sub-kilobyte chunks, each a request with its own headers, on every production page's first load.
        // The group takes its modules' dependencies along (that is what saves the requests), except the entry's
        // own (the initial group outranks it: scripts/wire-plugins.ts). A few of those dependencies are shared
        // with the login page and the dashboard (Chakra's box, stack and button, the icon base, the core's
        // validators), so those still load this chunk (docs/benchmarks.md, the wire-budget section).
        codeSplitting: {
          groups: [
            { name: 'production', test: /[\\/]src[\\/]features[\\/]production[\\/]shared[\\/]/, minShareCount: 2, priority: 10 },
            // The wage pages' shared parts likewise, but without their dependencies (the kit and Chakra parts
            // they use are shared with other modules' pages, which must not load a wages chunk for them).
            { name: 'wages', test: /[\\/]src[\\/]features[\\/]wages[\\/]shared[\\/]/, minShareCount: 2, priority: 9, includeDependenciesRecursively: false },
            // Small parts the first screens share — Chakra's heading, link, flex, grids, card and data list, the route
            // links — in one chunk instead of one each: the login page and the shell load it, and so does nearly every
            // page. Each was a request of its own (a few hundred bytes, a header as large, and on a phone's connection a
            // round trip among six), which kept the dashboard's first load at twenty-one requests (now fifteen).
            { name: 'ui-common', test: /(?:[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](?:heading|link|flex|grid|simple-grid|card|data-list)[\\/]|[\\/]core[\\/]src[\\/]navigation[\\/]route-href\.ts$)/, includeDependenciesRecursively: false, priority: 8 },
            // Likewise what every signed-in page shows but no public page does: the page frame, the static class
            // rules and the recipes of the dashboard's badges, cards, data lists and empty states.
            { name: 'shell-common', test: /(?:[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/](?:badge|breadcrumb|card|data-list|empty-state)\.js$|[\\/]src[\\/]kit[\\/]page-frame\.tsx$|[\\/]src[\\/]components[\\/]ui[\\/]static-styles\.tsx$)/, includeDependenciesRecursively: false, priority: 7 },
          ],
        },
      },
      // Chakra's theme modules build recipes and configs with identity helpers at the top level; marked
      // pure, the ~60 recipes we never render (and Chakra's unused default theme object) drop out.
      treeshake: {
        // Emotion imports hoist-non-react-statics (and through it react-is) bare, for withTheme, which nothing
        // here uses; being CommonJS without a sideEffects field they would stay in the entry regardless.
        moduleSideEffects: [{ test: /[\\/](?:hoist-non-react-statics|react-is|emotion-react-_isolated-hnrs[^\\/]*)[\\/.]/, sideEffects: false }],
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
          'defineTextStyles',
          'defineLayerStyles',
          'defineAnimationStyles',
          'defineGlobalStyles',
          'defineKeyframes',
          'createAnatomy',
        ],
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
}));
