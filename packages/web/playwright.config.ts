import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * e2e against the real server (PGlite in a temp dir, demo data) serving the built web app.
 * The config is evaluated by the runner and again by every worker: the port and data dir are chosen once
 * and handed down through the environment.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

/** E2E_BASE_URL: run against a server that is already up (local iteration); otherwise start one. */
const external = process.env.E2E_BASE_URL;
process.env.E2E_PORT ??= external === undefined ? freePort() : '0';
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'eticket-e2e-'));
const port = process.env.E2E_PORT;
const baseURL = external ?? `http://127.0.0.1:${port}`;
/** Short enough for the silent-refresh test to see a token expire: stored expiry is expiresIn − 60 s. */
export const E2E_ACCESS_TOKEN_TTL_SECONDS = 65;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One server, one PGlite: tests that change data (notices, passwords) must not race each other.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  ...(external !== undefined ? {} : { webServer: {
    // The web is built by `pnpm test:e2e` before Playwright starts; the server serves packages/web/dist.
    // Node with tsx's loader, as `pnpm start` runs it: `npx` inside a pnpm script warns about pnpm's npm_config_* variables.
    command: 'node --import tsx src/main.ts',
    cwd: '../server',
    url: `${baseURL}/api/abp/application-configuration`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ACCESS_TOKEN_TTL_SECONDS: String(E2E_ACCESS_TOKEN_TTL_SECONDS),
      NODE_ENV: 'test',
      // Always the fresh PGlite above: CI exports DATABASE_URL for the server suite, and a shared PostgreSQL
      // database would carry one run's registrations and answered notices into the next.
      DATABASE_URL: '',
      // A smaller scan history than the demo's 100,000 records keeps the server's first start within the timeout.
      DEMO_SCAN_RECORDS: '3000',
    },
  } }),
});
