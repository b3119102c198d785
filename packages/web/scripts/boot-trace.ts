// The main thread's work from the first paint on, measured in CPU time, for /account/login (new visitor) and
// /dashboard (signed in as the demo admin): a Chromium trace of a cold load, unthrottled. Lighthouse times tasks
// by the wall clock, so on a shared machine a task that was merely descheduled counts as blocking; a task's
// thread CPU time does not grow with the machine's load. The estimate mirrors Lighthouse's mobile preset:
// every task after the first contentful paint × 4 (its CPU slowdown), minus 50 ms, summed (Total Blocking Time).
//
// Usage: tsx scripts/boot-trace.ts [--runs 3] [--tasks] [--base-url http://host:port]
//   (after `vite build`; starts the server with the demo data unless --base-url is given; --tasks lists the
//   long tasks and what they ran)
import { chromium } from '@playwright/test';
import { demoSession, givenBaseUrl, startBuiltServer } from './built-server';
import { webDir } from './first-load';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** What a long task is made of, as the trace names it. */
const PARTS = new Set(['v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'MajorGC', 'MinorGC']);
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 3;
const cpuMs = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;

function analyse(events: TraceEvent[]) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'v8.evaluateModule'));
  if (main === undefined) throw new Error('boot-trace: no renderer main thread in the trace');
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? 0;
  const start = events.filter((e) => e.name === 'navigationStart' && e.pid === main.pid && e.ts <= fcp).at(-1)?.ts ?? fcp;
  const tasks = own.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= fcp);
  const long = tasks.filter((t) => SLOWDOWN * cpuMs(t) > LONG_TASK_MS);
  return {
    fcp: (fcp - start) / 1000,
    cpu: tasks.reduce((sum, t) => sum + cpuMs(t), 0),
    tbt: long.reduce((sum, t) => sum + SLOWDOWN * cpuMs(t) - LONG_TASK_MS, 0),
    long: long.map((t) => {
      const end = t.ts + (t.dur ?? 0);
      const parts = own
        .filter((e) => e.ph === 'X' && PARTS.has(e.name) && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= end)
        .sort((a, b) => cpuMs(b) - cpuMs(a))
        .slice(0, 3)
        .map((e) => `${e.name}${e.args?.data?.url === undefined ? '' : ` ${e.args.data.url.replace(/.*\//, '')}`} ${cpuMs(e).toFixed(1)} ms`);
      return `  at ${((t.ts - start) / 1000).toFixed(0)} ms: ${cpuMs(t).toFixed(1)} ms CPU (${((t.dur ?? 0) / 1000).toFixed(1)} ms wall) — ${parts.join('; ')}`;
    }),
  };
}

const external = givenBaseUrl(process.argv);
const server = external === undefined ? await startBuiltServer(webDir, { demoData: true }) : { base: external, stop: () => Promise.resolve() };
try {
  const session = await demoSession(server.base);
  const targets = [
    { path: '/account/login', storage: {}, ready: 'input[type=password]' },
    { path: '/dashboard', storage: session, ready: 'main h2' },
  ];
  for (const target of targets) {
    const results: (ReturnType<typeof analyse> & { elements: number })[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
      try {
        const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
        await page.goto(`${server.base}/favicon.svg`);
        await page.evaluate((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, target.storage);
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'loading', 'blink.user_timing'] });
        await page.goto(`${server.base}${target.path}`);
        await page.locator(target.ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1000);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        // Elements in the document once loaded: what style recalculation and layout walk (load-independent).
        const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
        results.push({ ...analyse(trace.traceEvents), elements });
      } finally {
        await browser.close();
      }
    }
    const sorted = [...results].sort((a, b) => a.tbt - b.tbt);
    const median = sorted[Math.floor(sorted.length / 2)];
    if (median === undefined) throw new Error('boot-trace: no runs');
    console.log(
      `${target.path}: estimated TBT ${results.map((r) => r.tbt.toFixed(0)).join(', ')} ms (median ${median.tbt.toFixed(0)}); main-thread CPU after the first paint ${median.cpu.toFixed(0)} ms; first paint at ${median.fcp.toFixed(0)} ms; ${String(median.elements)} elements`,
    );
    if (process.argv.includes('--tasks')) console.log(median.long.join('\n'));
  }
} finally {
  await server.stop();
}
