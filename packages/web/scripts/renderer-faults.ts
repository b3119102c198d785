// Page faults of Chromium's renderer for one cold load of a page, against the real server on the web build.
// A renderer writes its memory fresh on every cold load; where a host backs memory lazily each first write of a
// page is costly (scripts/lighthouse.ts prints the cost), and Lighthouse's CPU slowdown multiplies that time.
// This counts the faults, so the two together explain a score: faults × cost per fault = main-thread time.
//
// Usage: tsx scripts/renderer-faults.ts (after `vite build`; starts the server with the demo data)
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSession, startBuiltServer } from './built-server';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The favicon first: a file of the app that runs no script, what a fresh renderer costs with no app in it. */
const PAGES: readonly { path: string; user: string | null }[] = [
  { path: '/favicon.svg', user: null },
  { path: '/account/login', user: null },
  { path: '/dashboard', user: 'admin' },
];

/** Minor page faults of every running Chromium renderer, by process id (/proc/<pid>/stat, field 10). */
function rendererFaults(): Map<number, number> {
  const faults = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline: string;
    let stat: string;
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended between the listing and the read
    }
    if (!cmdline.includes('--type=renderer')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    faults.set(Number(entry), Number(fields[7]));
  }
  return faults;
}

const server = await startBuiltServer(webDir, { demoData: true });
try {
  console.log('| page | renderer page faults |\n|---|---:|');
  for (const { path, user } of PAGES) {
    const storage = user === null ? {} : await demoSession(server.base, user);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await (await browser.newContext({ viewport: { width: 412, height: 823 } })).newPage();
      await page.goto(`${server.base}/favicon.svg`);
      await page.evaluate((entries) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      // about:blank, then the page: a new renderer for the site, as on a cold visit.
      await page.goto('about:blank');
      const before = rendererFaults();
      await page.goto(`${server.base}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      let faults = 0;
      for (const [pid, count] of rendererFaults()) faults += count - (before.get(pid) ?? 0);
      console.log(`| ${path} | ${String(faults)} |`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
}
