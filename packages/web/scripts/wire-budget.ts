// What the server sends for each route's first load, checked against the budget: /account/login ≤ 160 KB,
// any other first route ≤ 200 KB. Starts the real server on the build (packages/web/dist; no demo data, a temp
// PGlite), fetches index.html and every file of each route's first-load set (scripts/first-load.ts) with
// `Accept-Encoding: br, gzip` — as a browser asks — and sums the bytes received: headers and the encoded body.
// It also fails when a JS or CSS file arrives without brotli, or a hashed file without immutable caching.
//
// Usage: tsx scripts/wire-budget.ts [--write] [--base-url http://host:port]
//   (after `vite build`; --write updates docs/benchmarks.md; --base-url measures a server that is already up)
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { writeDocSection } from './doc-section';
import { givenBaseUrl, startBuiltServer } from './built-server';
import { BUDGET_ANY, BUDGET_LOGIN, KB, LOGIN_ROUTE, routes, webDir } from './first-load';

const ACCEPT = 'br, gzip';
const LOGIN_PATH = '/account/login';

interface Fetched {
  path: string;
  status: number;
  /** Status line + headers + encoded body, as on the wire (HTTP/1.1). */
  bytes: number;
  body: number;
  encoding: string | null;
  cacheControl: string | null;
}

function get(base: string, path: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((done, fail) => {
    const req = request(new URL(path, base), { headers }, (res) => {
      let body = 0;
      res.on('data', (chunk: Buffer) => {
        body += chunk.length;
      });
      res.on('end', () => {
        // `name: value\r\n` per header.
        const head = res.rawHeaders.reduce((sum, value) => sum + value.length + 2, 0);
        const statusLine = `HTTP/1.1 ${String(res.statusCode)} ${res.statusMessage}\r\n`.length + 2;
        done({
          path,
          status: res.statusCode ?? 0,
          bytes: statusLine + head + body,
          body,
          encoding: res.headers['content-encoding'] ?? null,
          cacheControl: res.headers['cache-control'] ?? null,
        });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const fmt = (n: number) => `${(n / KB).toFixed(1)} KB`;
const external = givenBaseUrl(process.argv);
const server = external === undefined ? await startBuiltServer(webDir, { demoData: false }) : { base: external, stop: () => Promise.resolve() };

const problems: string[] = [];
const fetched = new Map<string, Promise<Fetched>>();
const fetchOnce = (path: string) => {
  let promise = fetched.get(path);
  if (promise === undefined) {
    promise = get(server.base, path, { 'accept-encoding': ACCEPT }).then((r) => {
      if (r.status !== 200) problems.push(`${path}: HTTP ${String(r.status)}`);
      if (/\.(?:js|css)$/.test(path) && r.encoding !== 'br') problems.push(`${path}: Content-Encoding ${r.encoding ?? 'none'} (want br)`);
      if (path.startsWith('/assets/') && r.cacheControl?.includes('immutable') !== true) problems.push(`${path}: Cache-Control ${r.cacheControl ?? 'none'}`);
      if (path === LOGIN_PATH && r.cacheControl !== 'no-cache') problems.push(`index.html: Cache-Control ${r.cacheControl ?? 'none'} (want no-cache)`);
      return r;
    });
    fetched.set(path, promise);
  }
  return promise;
};

interface Row {
  name: string;
  shell: boolean;
  requests: number;
  bytes: number;
  raw: number;
  budget: number;
  ok: boolean;
}
const rows: Row[] = [];
/**
 * What the service worker fetches after the first load to open offline: itself, the web app manifest and its
 * precache (read from the built sw.js). Not part of any first load (it registers once the page has loaded);
 * most of it is already in the HTTP cache by then (hashed files are fetched with the default cache mode).
 */
const offline = { files: 0, bytes: 0 };
try {
  for (const route of routes) {
    const paths = [LOGIN_PATH, ...route.files.map((file) => `/${file}`)];
    const answers = await Promise.all(paths.map(fetchOnce));
    const bytes = answers.reduce((sum, r) => sum + r.bytes, 0);
    const raw = paths.reduce((sum, path) => sum + readFileSync(join(webDir, 'dist', path === LOGIN_PATH ? 'index.html' : path)).length, 0);
    rows.push({ name: route.name, shell: route.shell, requests: paths.length, bytes, raw, budget: route.budget, ok: bytes <= route.budget });
  }
  const precached = [...readFileSync(join(webDir, 'dist', 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => `/${m[1] ?? ''}`);
  if (precached.length === 0) problems.push('sw.js: no precache list found');
  for (const path of ['/sw.js', '/manifest.webmanifest']) {
    const r = await fetchOnce(path);
    if (r.cacheControl !== 'no-cache') problems.push(`${path}: Cache-Control ${r.cacheControl ?? 'none'} (want no-cache: a deploy must be seen at once)`);
  }
  const answers = await Promise.all([...new Set(['/sw.js', ...precached])].map((path) => fetchOnce(path === '/index.html' ? LOGIN_PATH : path)));
  offline.files = answers.length;
  offline.bytes = answers.reduce((sum, r) => sum + r.bytes, 0);
} finally {
  await server.stop();
}
rows.sort((a, b) => b.bytes - a.bytes);

console.log(`first load as sent by ${external ?? 'the built server'} (Accept-Encoding: ${ACCEPT}): headers + encoded bodies`);
console.log('route'.padEnd(28) + 'requests'.padEnd(10) + 'sent'.padEnd(12) + 'uncompressed'.padEnd(14) + 'budget');
for (const r of rows) console.log(`${r.ok ? ' ' : '✗'} ${r.name.padEnd(26)}${String(r.requests).padEnd(10)}${fmt(r.bytes).padEnd(12)}${fmt(r.raw).padEnd(14)}${fmt(r.budget)}`);
console.log(`offline install (after the first load): sw.js and ${String(offline.files - 1)} precached files, ${fmt(offline.bytes)} as sent`);
const failures = rows.filter((r) => !r.ok);
const login = rows.find((r) => r.name === LOGIN_ROUTE);
const largest = rows.find((r) => r.shell);

if (process.argv.includes('--write')) {
  const table = rows.map((r) => `| ${r.name} | ${r.shell ? 'signed-in' : 'public'} | ${String(r.requests)} | ${fmt(r.bytes)} | ${fmt(r.raw)} | ${fmt(r.budget)} |`).join('\n');
  const section = `
## Web: first load per route, as the server sends it

Measured from the running server: \`scripts/wire-budget.ts\` starts it on the build (temp PGlite, no demo data),
requests index.html and each file of a route's first-load set with \`Accept-Encoding: ${ACCEPT}\` and sums the
bytes received (status line, headers and the brotli body). The first-load set (\`scripts/first-load.ts\`, from
Vite's manifest): the entry and its static imports, the default language's texts (zh-Hans, loaded before the
first render), the shell and its texts for signed-in pages, the route's page chunk with its static imports and a
business page's own texts chunk. Budgets: /account/login ≤ ${fmt(BUDGET_LOGIN)}, any first route ≤ ${fmt(BUDGET_ANY)}. The check
also fails when a JS or CSS file arrives without brotli or a hashed file without immutable caching.
Command: \`cd packages/web && npx vite build && npx tsx scripts/wire-budget.ts --write\` (the test command runs
the same check without \`--write\`).

Measured ${new Date().toISOString().slice(0, 10)} over every page registered in src/app/pages.ts, src/shell/shell-pages.ts and the module manifests (src/features/modules.ts).

- /account/login: **${fmt(login?.bytes ?? 0)}** in ${String(login?.requests ?? 0)} requests (uncompressed ${fmt(login?.raw ?? 0)}; budget 160 KB); largest signed-in first route: ${largest?.name ?? '—'} ${fmt(largest?.bytes ?? 0)} (budget 200 KB)
- ${failures.length === 0 ? 'Every route is within its budget.' : `Over budget: ${failures.map((r) => `${r.name} (${fmt(r.bytes)})`).join(', ')}.`}
- Offline install, fetched by the service worker once the page has loaded (not part of any first load above; the hashed
  files among them come from the HTTP cache when the page already loaded them): sw.js and
  ${String(offline.files - 1)} precached files (index.html, the manifest and its icons, the shell, every language's boot and shell texts, the offline pages), **${fmt(offline.bytes)}** as sent.

| route | kind | requests | sent (br) | uncompressed | budget |
|---|---|---:|---:|---:|---:|
${table}
`;
  writeDocSection(webDir, 'web-bundle-budget', section);
}

if (problems.length > 0) {
  console.error(`wire-budget: the server sends the build wrongly:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
if (failures.length > 0) {
  console.error(`wire-budget: over budget: ${failures.map((r) => `${r.name} ${fmt(r.bytes)} > ${fmt(r.budget)}`).join(', ')}`);
  process.exit(1);
}
console.log('wire-budget: every route within budget');
