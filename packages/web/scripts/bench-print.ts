// Rendering 2,000 bundle tickets for print (issue 6; figures in docs/benchmarks.md, section "Ticket print view").
//
//   cd packages/web && npx vite build && npx tsx scripts/bench-print.ts [--runs 5] [--base-url http://127.0.0.1:3000]
//
// Without --base-url the script starts the server itself (PGlite in a temp dir, demo data, this package's dist).
// It creates an order of MS2401 (3 colours × 4 sizes), one cutting bed and its 2,000 bundles through the API,
// then opens /order/printBatchAssign for bundles 1–2,000 in Debian's Chromium and measures, per run in a fresh
// browser context: navigation start → print view ready (every sheet and QR in the DOM, data-ready="true"),
// and the part of it after the print data arrived (the web's own rendering). Not a test: it prints figures.
import { chromium, type Browser } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TOTAL = 2000;
const COLORS = ['白色', '浅蓝', '粉红'];
const SIZES = ['S', 'M', 'L', 'XL'];

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const RUNS = Number(arg('runs') ?? '5');
const TEMPLATES = (arg('templates') ?? '60x40,A4').split(',');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        done(port);
      });
    });
  });
}

async function waitUntilUp(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${String(child.exitCode)}`);
    try {
      const reply = await fetch(`${baseUrl}/api/abp/application-configuration`);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start within 180 s');
}

async function startServer(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: resolve(webDir, '../server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'eticket-bench-print-')),
      WEB_DIST: arg('web-dist') ?? join(webDir, 'dist'),
      NODE_ENV: 'test',
    },
    // Its own process group, so stopping it stops tsx and node under npx too; no inherited pipes, so a
    // caller reading this script's output through a pipe sees the end of it.
    detached: true,
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  await waitUntilUp(baseUrl, child);
  return {
    baseUrl,
    stop: () => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  tenantId: string;
}

function api(baseUrl: string, tokens: Tokens | null) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'zh-Hans' };
    if (tokens !== null) {
      headers.authorization = `Bearer ${tokens.accessToken}`;
      headers.tenantid = tokens.tenantId;
    }
    const reply = await fetch(`${baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (!reply.ok) throw new Error(`${method} ${path}: ${String(reply.status)} ${await reply.text()}`);
    return (await reply.json()) as T;
  };
}

/** A 2,000-bundle bed of a new order, through the same API the pages use. */
async function prepare(baseUrl: string): Promise<{ tokens: Tokens; orderId: string; bedId: string }> {
  const tokens = await api(baseUrl, null)<Tokens>('POST', '/api/eticket/token', { tenantName: 'demo', userName: 'admin', password: '1q2w3E*' });
  const call = api(baseUrl, tokens);
  const styles = await call<{ items: { id: string; styleNo: string }[] }>('GET', '/api/eticket/product?keyword=MS2401&maxResultCount=10');
  const style = styles.items.find((s) => s.styleNo === 'MS2401');
  if (style === undefined) throw new Error('demo style MS2401 not found');
  const today = new Date().toISOString().slice(0, 10);
  const order = await call<{ id: string }>('POST', '/api/eticket/order', {
    orderNo: `BENCH-${String(Date.now())}`,
    customerPoNo: null,
    productId: style.id,
    customerId: null,
    orderDate: today,
    deliveryDate: today,
    colors: COLORS,
    sizes: SIZES,
    quantities: COLORS.map(() => SIZES.map(() => 1700)),
    remark: null,
  });
  const bed = await call<{ id: string }>('POST', '/api/eticket/cuttingTime', {
    orderId: order.id,
    cutDate: today,
    cutterUserId: null,
    cutterName: '基准测试',
    fabricName: null,
    fabricColor: null,
    dyeLot: 'B-1',
    markerNo: null,
    markerLength: null,
    markerWidth: null,
    lossRate: null,
    ratios: SIZES.map((size) => ({ size, ratio: 5 })),
    colors: COLORS.map((color) => ({ color, layers: 334 })),
    remark: null,
    ticketNote: null,
  });
  const cells = COLORS.length * SIZES.length;
  let extra = TOTAL - Math.floor(TOTAL / cells) * cells;
  const grid = COLORS.map(() =>
    SIZES.map(() => {
      const bundles = Math.floor(TOTAL / cells) + (extra-- > 0 ? 1 : 0);
      return { input: bundles * 10, bundles };
    }),
  );
  const generated = await call<{ bundleCount: number }>('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, {
    mode: 'split',
    colors: COLORS,
    sizes: SIZES,
    grid,
    startNo: null,
    customNumbers: null,
    dyeLots: null,
  });
  if (generated.bundleCount !== TOTAL) throw new Error(`expected ${String(TOTAL)} bundles, got ${String(generated.bundleCount)}`);
  return { tokens, orderId: order.id, bedId: bed.id };
}

interface Sample {
  ready: number;
  afterData: number;
  pages: number;
}

async function measure(browser: Browser, baseUrl: string, tokens: Tokens, url: string): Promise<Sample> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript((t: Tokens) => {
    window.localStorage.setItem('access_token', t.accessToken);
    window.localStorage.setItem('access_token_expire', String(Date.now() + (t.expiresIn - 60) * 1000));
    window.localStorage.setItem('refresh_token', t.refreshToken);
    window.localStorage.setItem('tenant_id', t.tenantId);
    window.localStorage.setItem('refresh', 'start');
  }, tokens);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  // Navigation-relative times, read in the page (polling every animation frame).
  const handle = await page.waitForFunction(
    () => {
      const area = document.querySelector('[data-testid="print-area"][data-ready="true"]');
      if (area === null) return false;
      const data = performance.getEntriesByType('resource').find((e) => e.name.includes('/ticketPrintData'));
      return { ready: performance.now(), dataEnd: data === undefined ? 0 : (data as PerformanceResourceTiming).responseEnd, pages: Number(area.getAttribute('data-pages')) };
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  const value = (await handle.jsonValue()) as { ready: number; dataEnd: number; pages: number };
  const tickets = await page.locator('.et-ticket').count();
  if (tickets !== TOTAL) throw new Error(`expected ${String(TOTAL)} tickets on the page, found ${String(tickets)}`);
  await context.close();
  return { ready: value.ready, afterData: value.ready - value.dataEnd, pages: value.pages };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const external = arg('base-url');
  const server = external === undefined ? await startServer() : { baseUrl: external, stop: () => undefined };
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const { tokens, orderId, bedId } = await prepare(server.baseUrl);
    console.log(`2,000-bundle bed ready; ${String(RUNS)} runs per template, each in a fresh browser context`);
    for (const template of TEMPLATES) {
      const url = `/order/printBatchAssign?order=${orderId}&bed=${bedId}&from=1&to=${String(TOTAL)}&tpl=${template}&copies=1`;
      await measure(browser, server.baseUrl, tokens, url); // warm-up (server caches, Chromium's compile cache)
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i += 1) samples.push(await measure(browser, server.baseUrl, tokens, url));
      const ready = samples.map((s) => s.ready);
      const after = samples.map((s) => s.afterData);
      console.log(
        `${template.padEnd(6)} ${String(samples[0]?.pages ?? 0).padStart(4)} pages | navigation → ready: median ${median(ready).toFixed(0)} ms (min ${Math.min(...ready).toFixed(0)}, max ${Math.max(...ready).toFixed(0)}) | data → ready: median ${median(after).toFixed(0)} ms (min ${Math.min(...after).toFixed(0)}, max ${Math.max(...after).toFixed(0)})`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
