// First-load JavaScript per route, from Vite's manifest, checked against the budget (issue 4):
//   /account/login ≤ 160 KB gzip, any other first route ≤ 200 KB gzip.
// "First load" of a route = the entry and its static imports, the default language's texts (loaded before
// the first render), the shell chunk for signed-in pages, and the page chunk with its static imports.
// Chunks loaded later on demand (toasts, dialogs, other pages) are not counted.
//
// Usage: tsx scripts/bundle-budget.ts [--write]   (after `vite build`; --write updates docs/benchmarks.md)
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MODULE_PAGES, WEB_MODULES } from '../src/features/modules';

const KB = 1024;
const BUDGET_LOGIN = 160 * KB;
const BUDGET_ANY = 200 * KB;
const MODULE_SOURCES = WEB_MODULES.map((module) => `src/features/${module.name}/`);
const LOGIN_ROUTE = 'AccountLogin';
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

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('bundle-budget: dist/.vite/manifest.json is missing; run `vite build` first.');
  process.exit(2);
}
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** Route name → page source file, read from the page registries (`Name: lazy(() => import('…'))`). */
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
  if (key === undefined) throw new Error(`bundle-budget: ${spec} (route ${name}) is not in the manifest`);
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
  for (const m of text.matchAll(/const\s+(\w+)\s*=\s*lazy\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*\)/g)) {
    const [, id = '', spec = ''] = m;
    shared.set(id, spec);
  }
  for (const m of text.matchAll(/^\s+(\w+):\s*(\w+),$/gm)) {
    const [, name = '', id = ''] = m;
    const spec = shared.get(id);
    if (spec !== undefined) out.push({ name, key: resolveSpec(spec, name) });
  }
  for (const m of text.matchAll(/(\w+)(?::\s*\w+)?\s*[:=]\s*lazy\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*\)/g)) {
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
if (entryKey === undefined) throw new Error('bundle-budget: no entry in the manifest');

const gzCache = new Map<string, number>();
function gz(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

/** The chunk and everything it imports statically (transitively). */
function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (chunk === undefined || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, files);
  return files;
}

interface Row {
  name: string;
  shell: boolean;
  files: number;
  bytes: number;
  budget: number;
  ok: boolean;
  /** A business-module page (a module manifest's). */
  module: boolean;
}
const rows: Row[] = [];
for (const page of [...publicPages, ...shellPages]) {
  const files = closure(entryKey);
  closure(DEFAULT_LOCALE_MODULE, files);
  if (page.shell && shellKey !== undefined) {
    closure(shellKey, files);
    closure(APP_TEXTS_MODULE, files);
  }
  closure(page.key, files);
  for (const texts of page.texts ?? []) {
    if (manifest[texts] === undefined) throw new Error(`bundle-budget: ${texts} (route ${page.name}) is not in the manifest`);
    closure(texts, files);
  }
  for (const key of EXTRA[page.name] ?? []) closure(key, files);
  const bytes = [...files].reduce((sum, f) => sum + gz(f), 0);
  const isModule = MODULE_SOURCES.some((dir) => page.key.startsWith(dir));
  const budget = page.name === LOGIN_ROUTE ? BUDGET_LOGIN : BUDGET_ANY;
  rows.push({ name: page.name, shell: page.shell, files: files.size, bytes, budget, ok: bytes <= budget, module: isModule });
}
// One row per distinct first load (aliases such as Register/AccountRegister share a page file).
rows.sort((a, b) => b.bytes - a.bytes);

const fmt = (n: number) => `${(n / KB).toFixed(1)} KB`;
const entryOnly = [...closure(entryKey)].reduce((s, f) => s + gz(f), 0);
const localeChunk = manifest[DEFAULT_LOCALE_MODULE];
if (localeChunk === undefined) throw new Error('bundle-budget: the zh-Hans texts chunk is missing');
const locale = gz(localeChunk.file);
const login = rows.find((r) => r.name === LOGIN_ROUTE);
const largest = rows[0];

console.log(`entry + static imports: ${fmt(entryOnly)} gzip; zh-Hans texts: ${fmt(locale)} gzip`);
console.log('route'.padEnd(28) + 'first load (gzip)'.padEnd(20) + 'budget');
for (const r of rows) console.log(`${r.ok ? ' ' : '✗'} ${r.name.padEnd(26)}${fmt(r.bytes).padEnd(20)}${fmt(r.budget)}`);

const failures = rows.filter((r) => !r.ok);
const moduleRows = rows.filter((r) => r.module);

if (process.argv.includes('--write')) {
  const docPath = resolve(webDir, '../../docs/benchmarks.md');
  const start = '<!-- web-bundle-budget:start -->';
  const end = '<!-- web-bundle-budget:end -->';
  const table = rows.map((r) => `| ${r.name} | ${r.shell ? 'signed-in' : 'public'} | ${fmt(r.bytes)} | ${fmt(r.budget)} |`).join('\n');
  const section = `${start}
## Web: first-load JavaScript per route (gzip)

Measured from Vite's manifest after \`vite build\`: the entry and its static imports, the default language's
texts (zh-Hans, loaded before the first render), the shell for signed-in pages and the route's page chunk
with its static imports (gzip level 9). Budgets: /account/login ≤ 160 KB, any first route ≤ 200 KB.
Business pages (the module manifests' pages, ${MODULE_SOURCES.join(', ')}: ${moduleRows.length} routes) also count their own
texts chunk (the keys their sources can show, worked out at build time; loaded in parallel with the page).
The signed-in shell is ≈ 172 KB (React DOM ≈ 60, Chakra's styled system + emotion ≈ 45, XState ≈ 13, api-client,
router, session, sidebar/navbar/tags view, shell texts, the pages' preload lists); business pages add the data
table or the record form on Chakra's recipes over native controls (no Ark or zag machine on a first load), and
tabbed pages render only the first tab's editors (the others load when opened).
Command: \`cd packages/web && npx vite build && npx tsx scripts/bundle-budget.ts --write\` (the test command
runs the same check without \`--write\`).

Measured ${new Date().toISOString().slice(0, 10)} over every page registered in src/app/pages.ts, src/shell/shell-pages.ts and the module manifests.

- Entry + static imports: ${fmt(entryOnly)}; zh-Hans texts: ${fmt(locale)}
- /account/login: **${fmt(login?.bytes ?? 0)}** (budget 160 KB); largest first route: ${largest?.name ?? '—'} ${fmt(largest?.bytes ?? 0)} (budget 200 KB)
- ${failures.length === 0 ? 'Every route is within its budget.' : `Over budget: ${failures.map((r) => `${r.name} (${fmt(r.bytes)})`).join(', ')}.`}

| route | kind | first load | budget |
|---|---|---|---|
${table}
${end}`;
  let doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Benchmarks\n';
  const at = doc.indexOf(start);
  const until = doc.indexOf(end);
  doc = at >= 0 && until > at ? doc.slice(0, at) + section + doc.slice(until + end.length) : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(docPath, doc);
  console.log(`bundle-budget: wrote ${relative(process.cwd(), docPath)}`);
}

if (failures.length > 0) {
  console.error(`bundle-budget: over budget: ${failures.map((r) => `${r.name} ${fmt(r.bytes)} > ${fmt(r.budget)}`).join(', ')}`);
  process.exit(1);
}
console.log('bundle-budget: every route within budget');
