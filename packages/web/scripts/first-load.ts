// The first-load set of every route, from Vite's manifest: what a browser must fetch before the route renders.
// "First load" of a route = the entry and its static imports, the default language's texts (loaded before
// the first render), the shell chunk for signed-in pages, and the page chunk with its static imports.
// Chunks loaded later on demand (toasts, dialogs, other pages) are not counted. Budgets: /account/login
// ≤ 160 KB, any other first route ≤ 200 KB, as transferred (scripts/wire-budget.ts measures them).
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_PAGES, WEB_MODULES } from '../src/features/modules';

export const KB = 1024;
export const BUDGET_LOGIN = 160 * KB;
export const BUDGET_ANY = 200 * KB;
const MODULE_SOURCES = WEB_MODULES.map((module) => `src/features/${module.name}/`);
export const LOGIN_ROUTE = 'AccountLogin';
const DEFAULT_LOCALE_MODULE = 'virtual:eticket-messages/zh-Hans/boot';
const APP_TEXTS_MODULE = 'virtual:eticket-messages/zh-Hans/app';
/** Extra chunks a page awaits before it renders (its own fixed language). */
const EXTRA: Readonly<Record<string, readonly string[]>> = {
  SignupEn: ['virtual:eticket-messages/en/boot', 'virtual:eticket-messages/en/public', 'virtual:eticket-messages/zh-Hans/public'],
  AccountRegister: ['virtual:eticket-messages/zh-Hans/public'],
  Register: ['virtual:eticket-messages/zh-Hans/public'],
  AccountSignup: ['virtual:eticket-messages/zh-Hans/public'],
  Signup: ['virtual:eticket-messages/zh-Hans/public'],
  Signup2: ['virtual:eticket-messages/zh-Hans/public'],
  AccountPricing: ['virtual:eticket-messages/zh-Hans/public'],
  AccountDownload: ['virtual:eticket-messages/zh-Hans/public'],
  Download: ['virtual:eticket-messages/zh-Hans/public'],
  ExternalUser: ['virtual:eticket-messages/zh-Hans/public'],
  Privacy: ['virtual:eticket-messages/zh-Hans/legal'],
  Agreement: ['virtual:eticket-messages/zh-Hans/legal'],
};

export const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = join(webDir, 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('first-load: dist/.vite/manifest.json is missing; run `vite build` first.');
  process.exit(2);
}
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** Route name → page source file, read from the page registries (`Name: lazy(() => import('…'))`, or `loadable(…)`). */
interface Page {
  name: string;
  key: string;
  /** The page's own texts chunk, loaded with it (business pages). */
  texts?: string[];
}
/** The manifest key of a page imported as `spec` from `fromFile` (an absolute path). */
function manifestKey(fromFile: string, spec: string, name: string): string {
  const source = relative(webDir, resolve(dirname(fromFile), spec));
  const key = ['.tsx', '.ts'].map((ext) => source + ext).find((k) => k in manifest);
  if (key === undefined) throw new Error(`first-load: ${spec} (route ${name}) is not in the manifest`);
  return key;
}

function readRegistry(file: string): Page[] {
  const path = join(webDir, file);
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8');
  const out: Page[] = [];
  const resolveSpec = (spec: string, name: string) => manifestKey(path, spec, name);
  // `const shared = lazy(() => import('…'))` used by several routes (`Route: shared`).
  const shared = new Map<string, string>();
  for (const m of text.matchAll(/const\s+(\w+)\s*=\s*(?:lazy|loadable)\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*\)/g)) {
    const [, id = '', spec = ''] = m;
    shared.set(id, spec);
  }
  for (const m of text.matchAll(/^\s+(\w+):\s*(\w+),$/gm)) {
    const [, name = '', id = ''] = m;
    const spec = shared.get(id);
    if (spec !== undefined) out.push({ name, key: resolveSpec(spec, name) });
  }
  for (const m of text.matchAll(/(\w+)(?::\s*\w+)?\s*[:=]\s*(?:lazy|loadable)\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*\)/g)) {
    const [, name = '', spec = ''] = m;
    out.push({ name, key: resolveSpec(spec, name) });
  }
  return out;
}

const publicPages = readRegistry('src/app/pages.ts').map((p) => ({ ...p, shell: false }));
// Business pages (the module manifests, src/features/modules.ts) load their own texts chunk with them.
const modulePages = MODULE_PAGES.map(({ name, source }) => ({
  name,
  key: manifestKey(join(webDir, 'src/features/modules.ts'), `./${source}`, name),
  texts: [`virtual:eticket-messages/zh-Hans/page/${name}`],
}));
const shellPages = [...readRegistry('src/shell/shell-pages.ts'), ...modulePages].map((p) => ({ ...p, shell: true }));
const shellKey = Object.keys(manifest).find((k) => k.endsWith('src/shell/app-shell.tsx'));
const entryKey = Object.entries(manifest).find(([, chunk]) => chunk.isEntry === true)?.[0];
if (entryKey === undefined) throw new Error('first-load: no entry in the manifest');

/** The chunk and everything it imports statically (transitively). */
function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (chunk === undefined || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, files);
  return files;
}

export interface RouteLoad {
  name: string;
  shell: boolean;
  /** Files (relative to dist) fetched before the route renders, index.html aside. */
  files: string[];
  budget: number;
  /** A business-module page (a module manifest's). */
  module: boolean;
}
export const routes: RouteLoad[] = [];
for (const page of [...publicPages, ...shellPages]) {
  const files = closure(entryKey);
  closure(DEFAULT_LOCALE_MODULE, files);
  if (page.shell && shellKey !== undefined) {
    closure(shellKey, files);
    closure(APP_TEXTS_MODULE, files);
  }
  closure(page.key, files);
  for (const texts of page.texts ?? []) {
    if (manifest[texts] === undefined) throw new Error(`first-load: ${texts} (route ${page.name}) is not in the manifest`);
    closure(texts, files);
  }
  for (const key of EXTRA[page.name] ?? []) closure(key, files);
  const isModule = MODULE_SOURCES.some((dir) => page.key.startsWith(dir));
  const budget = page.name === LOGIN_ROUTE ? BUDGET_LOGIN : BUDGET_ANY;
  routes.push({ name: page.name, shell: page.shell, files: [...files], budget, module: isModule });
}

/** The entry and its static imports: every route's common part. */
export const entryFiles = [...closure(entryKey)];
const localeChunk = manifest[DEFAULT_LOCALE_MODULE];
if (localeChunk === undefined) throw new Error('first-load: the zh-Hans texts chunk is missing');
/** The default language's boot texts chunk. */
export const bootTextsFile = localeChunk.file;
