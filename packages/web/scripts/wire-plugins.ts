// Build plugins for what travels over the wire: precompressed copies of the build output and the first frame
// index.html paints before any script has run.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { minify, runnerImport, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** Text formats worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // .vite/ holds the manifest: build metadata, not served.
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat();
}

/**
 * `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every text file of the build, public files
 * included; the server picks one by Accept-Encoding. Compressing once at build time lets the slowest, smallest
 * settings cost nothing per request. Every JS and CSS file gets both, however small.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: 'eticket-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // closeBundle, last and on its own: after Vite has written the chunks, index.html and the copied public files,
    // and the service worker's build has written sw.js.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config === null || !config.build.write) return;
        const outDir = resolve(config.root, config.build.outDir);
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        let raw = 0;
        let br = 0;
        await Promise.all(
          files.map(async (file) => {
            const content = await readFile(file);
            const [brotlied, gzipped] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
                },
              }),
              gz(content, { level: 9 }),
            ]);
            raw += content.length;
            br += brotlied.length;
            await Promise.all([writeFile(`${file}.br`, brotlied), writeFile(`${file}.gz`, gzipped)]);
          }),
        );
        config.logger.info(`precompressed ${String(files.length)} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);
      },
    },
  };
}

/**
 * The entry's static imports in one chunk: Rolldown otherwise splits them by which pages share them, into a
 * dozen small chunks that every first load fetches anyway (each a request, each its own headers). It outranks
 * every other group: a group that takes its modules' dependencies along (Rolldown's default) would otherwise
 * take the entry's own modules too — React, XState, Emotion … moved into the production pages' chunk, and the
 * entry, hence every route, imported that whole chunk.
 */
const INITIAL_GROUP_PRIORITY = 100;
export function initialChunk(): Plugin {
  return {
    name: 'eticket-initial-chunk',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false, priority: INITIAL_GROUP_PRIORITY }] } } } },
    }),
  };
}

type Texts = Readonly<Record<string, string>>;

/** The first frame's texts in each language, straight from the core's dictionaries. */
async function frameTexts(root: string) {
  const runner = { root, configFile: false as const, logLevel: 'silent' as const };
  const { module } = await runnerImport<{
    DICTIONARIES: Readonly<Record<string, Texts>>;
    LOCALES: readonly string[];
    DEFAULT_LOCALE: string;
    normalizeCulture: (tag: string) => string | null;
  }>('@eticket/core/i18n', runner);
  const texts: Record<string, { title: string; loading: string }> = {};
  for (const locale of module.LOCALES) {
    const dictionary = module.DICTIONARIES[locale] ?? {};
    const title = dictionary['App.Title'];
    const loading = dictionary['Web.Common.Loading'];
    if (title === undefined || loading === undefined) throw new Error(`first frame: ${locale} lacks App.Title or Web.Common.Loading`);
    texts[locale] = { title, loading };
  }
  return { texts, defaultLocale: module.DEFAULT_LOCALE, normalize: module.normalizeCulture.toString() };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${String(ch.charCodeAt(0))};`);
/** JSON inside <script>: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Storage keys the app reads (core session storage keys, next-themes' default key). */
const LOCALE_KEY = 'accept_language';
const THEME_KEY = 'theme';

/** The first frame's background: also the installed app's splash screen (the web app manifest). */
export const FRAME_BACKGROUND = '#f4f6fa';

const FRAME_CSS = `
#first-frame{position:fixed;inset:0;z-index:2147483000;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;background:${FRAME_BACKGROUND};color:#1d38d7;font:600 18px/1.4 system-ui,-apple-system,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
#first-frame .ff-logo{width:48px;height:48px}
#first-frame .ff-spin{width:28px;height:28px;border-radius:50%;border:3px solid #bfd3fe;border-top-color:#2549ea;animation:ff-spin .8s linear infinite}
#first-frame .ff-hint{margin:0;font-size:14px;font-weight:400;color:#4b5563}
@keyframes ff-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){#first-frame .ff-spin{animation-duration:2.4s}}
@media (prefers-color-scheme:dark){html:not(.light) #first-frame{background:#0b1120;color:#93b4fd}html:not(.light) #first-frame .ff-hint{color:#cbd5e1}}
html.dark #first-frame{background:#0b1120;color:#93b4fd}html.dark #first-frame .ff-hint{color:#cbd5e1}
`
  .trim()
  .replace(/\n/g, '');

/**
 * A light frame index.html paints at once — the brand, a spinner and "loading" in the language the app will
 * open in — while the scripts, the texts and the application configuration load. It is an overlay outside
 * #root (fixed, so nothing shifts when it goes); the app removes it when it first renders a page
 * (src/app/first-frame.ts). Its inline script only reads local storage: the configuration still comes first.
 */
export function firstFrame(): Plugin {
  let root = '';
  return {
    name: 'eticket-first-frame',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler() {
        const { texts, defaultLocale, normalize } = await frameTexts(root);
        const initial = texts[defaultLocale];
        if (initial === undefined) throw new Error(`first frame: no texts for ${defaultLocale}`);
        const logo = await readFile(join(root, 'public', 'favicon.svg'), 'utf8');
        // Mirrors readStoredLocale (the app opens in the stored choice, else the default) and next-themes' class.
        const script = `(function(){var T=${scriptJson(texts)},n=${normalize},l=null,m=null;try{var s=localStorage.getItem(${scriptJson(LOCALE_KEY)});l=s===null?null:n(s);m=localStorage.getItem(${scriptJson(THEME_KEY)})}catch(e){}l=l||${scriptJson(defaultLocale)};var t=T[l],d=document,f=d.getElementById('first-frame');if(m==='dark'||m==='light')d.documentElement.classList.add(m);d.documentElement.lang=l;if(t&&f){f.querySelector('.ff-title').textContent=t.title;f.querySelector('.ff-hint').textContent=t.loading;f.setAttribute('aria-label',t.loading)}})();`;
        return [
          { tag: 'style', attrs: { id: 'first-frame-style' }, children: FRAME_CSS, injectTo: 'head' },
          {
            tag: 'div',
            attrs: { id: 'first-frame', role: 'status', 'aria-label': initial.loading },
            children: `<svg class="ff-logo" aria-hidden="true" ${logo.trim().slice('<svg '.length)}<span class="ff-title">${escapeHtml(initial.title)}</span><span class="ff-spin" aria-hidden="true"></span><p class="ff-hint">${escapeHtml(initial.loading)}</p>`,
            injectTo: 'body',
          },
          { tag: 'script', children: await inlineScript('first frame', script), injectTo: 'body' },
        ];
      },
    },
  };
}

/** An inline script of index.html, minified: every first load carries it, uncached. */
async function inlineScript(name: string, code: string): Promise<string> {
  const minified = await minify(`${name.replace(/ /g, '-')}.js`, code, {});
  if (minified.errors.length > 0) throw new Error(`${name}: ${minified.errors.map((error) => error.message).join('; ')}`);
  return minified.code.trim();
}

interface RouteLike {
  path: string;
  public?: boolean;
  children?: readonly RouteLike[];
}

/** Pages worth fetching before the configuration decides: the two first screens of the product. */
export const FIRST_SCREENS = {
  login: 'src/pages/account/login-page.tsx',
  dashboard: 'src/features/dashboard/dashboard-page.tsx',
  shell: 'src/shell/app-shell.tsx',
} as const;
/** What the dashboard loads lazily as soon as it renders (its join-application card). */
const DASHBOARD_AT_ONCE = 'src/features/people/assistants/assistant-apply-card.tsx';

/** A signed-in page people open the app on (besides the dashboard): the page's source and route name. */
export interface LandingPage {
  path: string;
  source: string;
  name: string;
}
/** A page's chunks in the preload plan, and its texts' chunks by language. */
interface PagePlan {
  c: string[];
  t?: Record<string, string[]>;
}
/**
 * The chunks the first screen will ask for, fetched while the entry downloads instead of one round trip after
 * another (entry → texts → configuration → page): the language's boot texts; for a signed-in browser on a
 * signed-in address the shell, its texts and — on the dashboard or a landing page (the scan station, where the
 * installed app opens) — that page with what it loads at once and its texts; otherwise, when the guard will
 * show the login form, the login page. A guess from local storage and the address only: the configuration still
 * decides where the app goes; a wrong guess costs a few unused kilobytes.
 */
export function bootPreloads(landings: readonly LandingPage[] = []): Plugin {
  let root = '';
  return {
    name: 'eticket-boot-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (bundle === undefined) return [];
        const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (file: string, into = new Set<string>()): Set<string> => {
          if (into.has(file)) return into;
          into.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
          return into;
        };
        const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]));
        // The plan names each chunk by its hash only (the script adds the folder and extension back): every first
        // load carries it, so the repeated `assets/…js` is worth leaving out.
        const short = (file: string): string => {
          const name = /^assets\/([^/]+)\.js$/.exec(file)?.[1];
          if (name === undefined) throw new Error(`boot preloads: ${file} is not a chunk under assets/`);
          return name;
        };
        const files = (facade: string): string[] => {
          const chunk = chunks.find((c) => c.facadeModuleId === facade || c.facadeModuleId === join(root, facade));
          if (chunk === undefined) throw new Error(`boot preloads: no chunk for ${facade}`);
          return [...closure(chunk.fileName)].filter((file) => !loaded.has(file)).map(short);
        };
        const runner = { root, configFile: false as const, logLevel: 'silent' as const };
        const { module: i18n } = await runnerImport<{ LOCALES: readonly string[]; acceptLanguageHeader: (locale: string) => string }>('@eticket/core/i18n', runner);
        const { module: navigation } = await runnerImport<{ ROUTE_TABLE: readonly RouteLike[]; LOGIN_PATH: string; DASHBOARD_PATH: string }>('@eticket/core/navigation', runner);
        const { module: session } = await runnerImport<{ StorageKeys: Record<string, string>; REFRESH_FLAG_STARTED: string; SESSION_USER_INFO_PATHS: Record<'tenant' | 'host', string> }>('@eticket/core/session', runner);
        const { module: abp } = await runnerImport<{ AbpContracts: { applicationConfiguration: { path: string } } }>('@eticket/core/abp', runner);
        const { module: client } = await runnerImport<{ DEFAULT_TENANT_HEADER: string }>('@eticket/api-client', runner);
        const publicPaths: string[] = [];
        const walk = (routes: readonly RouteLike[]) => {
          for (const route of routes) {
            if (route.public === true && !route.path.includes(':')) publicPaths.push(route.path);
            if (route.children) walk(route.children);
          }
        };
        walk(navigation.ROUTE_TABLE);
        const shell = files(FIRST_SCREENS.shell);
        const texts = (locale: string, part: string) => files(`\0virtual:eticket-messages/${locale}/${part}`);
        const plan = {
          boot: Object.fromEntries(i18n.LOCALES.map((locale) => [locale, texts(locale, 'boot')])),
          app: Object.fromEntries(i18n.LOCALES.map((locale) => [locale, texts(locale, 'app')])),
          login: files(FIRST_SCREENS.login),
          shell,
          // By address, the page and — for a business page — its texts in each language; only ever fetched with the
          // shell, so what the shell brings is left out.
          pages: Object.fromEntries<PagePlan>([
            [navigation.DASHBOARD_PATH, { c: [...new Set([...files(FIRST_SCREENS.dashboard), ...files(DASHBOARD_AT_ONCE)])].filter((file) => !shell.includes(file)) }],
            ...landings.map((page): [string, PagePlan] => [
              page.path,
              { c: files(page.source).filter((file) => !shell.includes(file)), t: Object.fromEntries(i18n.LOCALES.map((locale) => [locale, texts(locale, `page/${page.name}`)])) },
            ]),
          ]),
          publicPaths,
          loginPath: navigation.LOGIN_PATH,
          dashboardPath: navigation.DASHBOARD_PATH,
          flagKey: session.StorageKeys.refreshFlag,
          started: session.REFRESH_FLAG_STARTED,
          // The signed-in first screen's two reads, sent as the API client would send them (it uses them only
          // if every header still matches): the configuration (as the session machine asks for it at boot)
          // and the user of the side the stored tenant id implies.
          reads: {
            config: { path: abp.AbpContracts.applicationConfiguration.path, query: { includeLocalizationResources: 'false' } },
            user: { tenant: session.SESSION_USER_INFO_PATHS.tenant, host: session.SESSION_USER_INFO_PATHS.host },
            token: session.StorageKeys.accessToken,
            expire: session.StorageKeys.accessTokenExpire,
            tenant: session.StorageKeys.tenantId,
            tenantHeader: client.DEFAULT_TENANT_HEADER,
          },
        };
        // The script builds the language header from the locale as the client does; this holds it to that.
        for (const locale of i18n.LOCALES) {
          if (i18n.acceptLanguageHeader(locale) !== `c=${locale}|uic=${locale}`) throw new Error(`boot preloads: the language header of ${locale} changed shape`);
        }
        // Runs after the first frame's script, which has set <html lang> to the language the app will open in. For
        // a signed-in browser with a valid token it also sends the first screen's reads while the code downloads.
        const script = `(function(){var P=${scriptJson(plan)},g=false,p=location.pathname.replace(/\\/+$/,'')||'/';try{g=localStorage.getItem(P.flagKey)===P.started}catch(e){}var L=document.documentElement.lang,f=[].concat(P.boot[L]||[]),pub=P.publicPaths.indexOf(p)>=0;if(g&&!pub){f=f.concat(P.shell,P.app[L]||[]);var Q=P.pages[p==='/'?P.dashboardPath:p];if(Q)f=f.concat(Q.c,Q.t&&Q.t[L]||[]);try{var R=P.reads,s=localStorage,k=s.getItem(R.token),x=Number(s.getItem(R.expire)),t=s.getItem(R.tenant),h={'Accept-Language':'c='+L+'|uic='+L},T=t!==null&&t.trim()!=='';if(k&&isFinite(x)&&Date.now()<x&&P.boot[L]){if(T)h[R.tenantHeader]=t;h.Authorization='Bearer '+k;window.__eticketBootReads=[{path:R.config.path,query:R.config.query},{path:R.user[T?'tenant':'host'],query:{}}].map(function(r){var q=Object.keys(r.query).map(function(n){return encodeURIComponent(n)+'='+encodeURIComponent(r.query[n])}).join('&');r.headers=h;r.response=fetch(r.path+(q?'?'+q:''),{headers:h});return r})}}catch(e){}}else if(p===P.loginPath||!pub){f=f.concat(P.login)}f.forEach(function(x){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href='/assets/'+x+'.js';document.head.appendChild(k)})})();`;
        return [{ tag: 'script', children: await inlineScript('boot preloads', script), injectTo: 'body' }];
      },
    },
  };
}

const CHAKRA_TOKEN_DICTIONARY_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;

export const THEME_CSS_MODULE = 'virtual:eticket-theme-css';
/**
 * Chakra's styled system (3.x) as the build ships it, per module. Each pattern must match exactly once.
 * - createSystem (system.js): no global CSS built at run time; the getters keep their shape (an empty layer) for
 *   anything that still calls them.
 * - the utilities (utility.js): no property types. Chakra records, per style property, the TypeScript types its
 *   values may take — read only by its type generator (`getTypes`), never when styling — and did so twice per
 *   property on every page load.
 * - the base preset (preset-base.js): the colour values (every colour token plus `currentBg`) built once per
 *   token dictionary instead of copied for each of its ~40 colour properties; the utilities only read them.
 */
const CHAKRA_PATCHES: readonly { module: RegExp; patches: readonly (readonly [RegExp, string])[] }[] = [
  {
    module: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    patches: [
      [/const _global = \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];/g, 'const _global = [];'],
      [/function getTokenCss\(\) \{[\s\S]*?return layers\.wrap\("tokens", result\);\n {2}\}/g, 'function getTokenCss() {\n    return layers.wrap("tokens", {});\n  }'],
      [/function getGlobalCss\(\) \{[\s\S]*?return layers\.wrap\("base", result\);\n {2}\}/g, 'function getGlobalCss() {\n    return layers.wrap("base", {});\n  }'],
      [/function getPreflightCss\(\) \{[\s\S]*?return layers\.wrap\("reset", result\);\n {2}\}/g, 'function getPreflightCss() {\n    return layers.wrap("reset", {});\n  }'],
      // Only the getters above serialised CSS.
      [/const serialize = createSerializeFn\(\{[^}]*\}\);/g, ''],
    ],
  },
  {
    module: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]utility\.js$/,
    patches: [
      [/const assignPropertyType = \(property, config\) => \{\n {4}if \(!config\) return;/g, 'const assignPropertyType = (property, config) => {\n    return;'],
      [/\n {4}assignPropertyTypes\(\);/g, ''],
    ],
  },
  {
    module: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]preset-base\.js$/,
    patches: [
      [
        /const colorValues = \(theme\) => \(\{\n {2}\.\.\.theme\("colors"\),\n {2}currentBg: currentBgVar\n\}\);/g,
        'const colorValuesOf = new WeakMap();\nconst colorValues = (theme) => {\n  let values = colorValuesOf.get(theme);\n  if (values === undefined) {\n    values = { ...theme("colors"), currentBg: currentBgVar };\n    colorValuesOf.set(theme, values);\n  }\n  return values;\n};',
      ],
    ],
  },
];

/**
 * The theme's global CSS (preflight, global styles, keyframes, ~700 token variables) computed at build time.
 * Chakra's `createSystem` builds it on every page load (the costliest part of its work, before the first
 * screen) and `<ChakraProvider>` then serialises and compiles the same ~50 KB with Emotion in the commit of
 * the first render. The build instead ships the finished text (`virtual:eticket-theme-css`, inserted once by
 * components/ui/provider.tsx), and its createSystem builds none (CHAKRA_PATCHES), so the reset and the
 * serialiser drop out of the bundle too. The dev server and the tests keep Chakra's own path (the module is
 * empty there). A Chakra upgrade that changes a patched piece fails the build.
 *
 * The token dictionary too. Chakra's `createTokenDictionary` walks every token through its transforms and
 * middlewares on each page load (the larger part of `createSystem`'s task, tens of milliseconds on a phone);
 * the build replaces its module with one that rebuilds the dictionary from views computed here
 * (src/theme/token-views.ts, checked against Chakra's own by token-views.test.ts), so the walk, the transforms,
 * the middlewares and the token definitions leave the bundle. The app has one system (src/theme/system.ts) and
 * its theme is the one the views come from.
 */
export function buildTimeTheme(): Plugin {
  let build = false;
  const patched = new Set<RegExp>();
  let replaced = false;
  const root = join(import.meta.dirname, '..');
  const runScript = <T>(file: string) => runnerImport<T>(new URL(file, import.meta.url).pathname, { root, configFile: false, logLevel: 'silent' });
  // Computed once per build: the CSS module ships it and the token views read values from it.
  let sheet: Promise<string> | null = null;
  const themeSheet = () => (sheet ??= runScript<{ themeGlobalCss: () => string }>('./theme-css.ts').then(({ module }) => module.themeGlobalCss()));
  return {
    name: 'eticket-build-time-theme',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      patched.clear();
      replaced = false;
      sheet = null;
    },
    resolveId(id) {
      return id === THEME_CSS_MODULE ? `\0${id}` : null;
    },
    async load(id) {
      if (id === `\0${THEME_CSS_MODULE}`) {
        if (!build) return 'export default "";';
        return `export default ${JSON.stringify(await themeSheet())};`;
      }
      if (!build || !CHAKRA_TOKEN_DICTIONARY_MODULE.test(id)) return null;
      const { module } = await runScript<{ themeTokenViews: (sheet: string) => unknown }>('./theme-tokens.ts');
      const here = (file: string) => JSON.stringify(join(dirname(id), file));
      replaced = true;
      return [
        `import { cssVar } from ${here('css-var.js')};`,
        `import { esc } from ${here('esc.js')};`,
        `import { expandTokenReferences } from ${here('expand-reference.js')};`,
        `import { TOKEN_PATH_REGEX } from ${here('references.js')};`,
        `import { memo } from ${here('../utils/memo.js')};`,
        `import sheet from ${JSON.stringify(THEME_CSS_MODULE)};`,
        `import { dictionaryFromViews } from ${JSON.stringify(join(root, 'src/theme/token-views.ts'))};`,
        `const views = ${JSON.stringify(module.themeTokenViews(await themeSheet()))};`,
        'export function createTokenDictionary(options) {',
        "  if ((options.prefix ?? '') !== views.prefix) throw new Error('createTokenDictionary: the build computed the tokens of another theme');",
        '  return dictionaryFromViews(views, sheet, { cssVar, esc, expandTokenReferences, memo, tokenPathRegex: TOKEN_PATH_REGEX });',
        '}',
      ].join('\n');
    },
    transform(code, id) {
      const target = build ? CHAKRA_PATCHES.find(({ module }) => module.test(id)) : undefined;
      if (target === undefined) return null;
      let out = code;
      for (const [pattern, replacement] of target.patches) {
        const found = out.match(pattern)?.length ?? 0;
        if (found !== 1) return this.error(`eticket-build-time-theme: ${id} matches ${pattern.source} ${String(found)} times (want 1); update scripts/wire-plugins.ts`);
        out = out.replace(pattern, replacement);
      }
      patched.add(target.module);
      return out;
    },
    buildEnd(error) {
      const missed = CHAKRA_PATCHES.filter(({ module }) => !patched.has(module));
      if (build && error === undefined && missed.length > 0) this.error(`eticket-build-time-theme: not bundled, so not patched: ${missed.map(({ module }) => module.source).join(', ')}; the static theme CSS would be missing or the patches are stale`);
      if (build && error === undefined && !replaced) this.error("eticket-build-time-theme: Chakra's token dictionary module was not bundled; update scripts/wire-plugins.ts");
    },
  };
}
