import { routeHref } from '@eticket/core/navigation';
import { expect, test, type Page } from '@playwright/test';
import { MODULE_PAGES } from '../src/features/modules';
import { login, sidebar, untilWorkerWarm, WORKER } from './fixtures';

// Service workers are Playwright's default; said here because this spec is about them.
test.use({ serviceWorkers: 'allow' });

/**
 * The page a worker reloads in a Wi-Fi dead spot: the scan station once its page is built (its route is in the
 * core's table from the start), else the dashboard, where everyone lands.
 */
const OFFLINE_PATH = MODULE_PAGES.some((page) => page.name === 'ScanStation') ? routeHref('ScanStation') : '/dashboard';

/** The shell and a page in it: the sidebar's menu and the page's title, not the browser's offline page. */
async function expectShellAndPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sidebar(page)).toBeAttached();
  await expect(page.getByText('应用配置加载失败')).toHaveCount(0);
}

test('once installed, the app opens with no network as the signed-in worker, and comes back online', async ({ page, context }) => {
  await login(page, WORKER);
  await page.goto(OFFLINE_PATH);
  await expectShellAndPage(page);

  await untilWorkerWarm(page);

  await context.setOffline(true);
  // Nothing reaches the server now (the access token has expired meanwhile: e2e tokens live 5 s).
  expect(await page.evaluate(() => fetch('/api/eticket/notice', { cache: 'no-store' }).then(() => 'answered', () => 'failed'))).toBe('failed');
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${OFFLINE_PATH}$`));
  await expectShellAndPage(page);
  // Still signed in: no session-expired prompt, no login form.
  await expect(page.getByLabel('公司名称')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('refresh'))).toBe('start');

  await context.setOffline(false);
  const configuration = page.waitForResponse((response) => response.url().includes('/api/abp/application-configuration') && response.status() === 200);
  await page.reload();
  await configuration;
  await expectShellAndPage(page);
});

test('the server sends the worker and the manifest so that a deploy is seen at once', async ({ page, request }) => {
  const worker = await request.get('/sw.js', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toBe('text/javascript');
  expect(worker.headers()['content-encoding']).toBe('br');

  await page.goto('/account/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).not.toBeNull();
  const manifest = await request.get(href ?? '');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const body = (await manifest.json()) as { start_url: string; display: string; icons: { src: string; purpose: string }[] };
  expect(body).toMatchObject({ start_url: routeHref('ScanStation'), display: 'standalone' });
  expect(body.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of body.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});
