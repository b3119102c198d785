import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './api-session';
import { DEMO, HOST, login, untilWorkerWarm } from './fixtures';

test('an expired access token is refreshed silently', async ({ page }) => {
  await login(page, DEMO);
  const before = await page.evaluate(() => window.localStorage.getItem('access_token'));
  // The test server issues 65 s tokens; the client stores expiresIn − 60 s, so it counts as expired 5 s in.
  await page.waitForFunction(() => Date.now() > Number(window.localStorage.getItem('access_token_expire')), undefined, { timeout: 15_000 });
  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/eticket/token/refresh'));
  const notices = page.waitForResponse((r) => r.url().includes('/api/eticket/notice'));
  await page.getByTestId('notice-trigger').click();
  expect((await refresh).status()).toBe(200);
  expect((await notices).status()).toBe(200);
  await expect(page.getByTestId('notice-box')).toBeVisible();
  await expect(page.getByTestId('session-expired-dialog')).toHaveCount(0);
  const after = await page.evaluate(() => window.localStorage.getItem('access_token'));
  expect(after).not.toBe(before);
  expect(await page.evaluate(() => window.localStorage.getItem('refresh'))).toBe('start');
});

test('a revoked session (token refused, nothing to refresh with) shows the 401 dialog: Not yet, then Re-login', async ({ page }) => {
  await login(page, DEMO);
  // The worker's first configuration read would be one more refused call, at a moment of its own.
  await untilWorkerWarm(page);
  // The server no longer accepts the token and there is no refresh token to renew it with.
  await page.evaluate(() => {
    window.localStorage.setItem('access_token', 'revoked.token.value');
    window.localStorage.setItem('access_token_expire', String(Date.now() + 3_600_000));
    window.localStorage.removeItem('refresh_token');
  });
  await page.getByTestId('notice-trigger').click();
  const dialog = page.getByTestId('session-expired-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('登录状态已过期，请重新登录！');
  await dialog.getByRole('button', { name: '暂不' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByTestId('notice-trigger').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/account\/login/);
  expect(await page.evaluate(() => [window.localStorage.getItem('access_token'), window.localStorage.getItem('refresh')])).toEqual([null, null]);
});

/** Reload the signed-in page and answer, per first-screen read, who sent it: index.html's boot script or the app. */
/** `swapTokenTo`: a token the stored session changes to right after index.html sent its reads (they then go unused). */
async function firstReadsOnReload(page: Page, swapTokenTo: string | null = null): Promise<Record<string, string[]>> {
  // The test server's tokens count as expired 5 s after issue (see above); the server itself accepts them for 65 s.
  // Stored as valid for a while longer, a slow machine's reload still sees a valid token.
  await page.evaluate(() => {
    if (Number(window.localStorage.getItem('access_token_expire')) > Date.now()) window.localStorage.setItem('access_token_expire', String(Date.now() + 30_000));
  });
  await page.addInitScript((swap) => {
    const sent: [string, string][] = [];
    (window as unknown as { sentReads: typeof sent }).sentReads = sent;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      // An inline script is the current script while it runs; a module never is.
      const current = document.currentScript;
      const from = current !== null && !(current as HTMLScriptElement).src ? 'index.html' : 'app';
      sent.push([new URL(url, location.href).pathname, from]);
      const response = original(input, init);
      if (swap !== null && from === 'index.html' && url.includes('/session/current')) window.localStorage.setItem('access_token', swap);
      return response;
    };
  }, swapTokenTo);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sent = await page.evaluate(() => (window as unknown as { sentReads: [string, string][] }).sentReads);
  const by: Record<string, string[]> = {};
  for (const [path, from] of sent) if (FIRST_READS.some((read) => path === read)) (by[path] ??= []).push(from);
  return by;
}
const CONFIG_READ = '/api/abp/application-configuration';
const FIRST_READS = [CONFIG_READ, '/api/eticket/session/current', '/api/admin/session/current'];

test('signed in, the first screen’s reads leave from index.html while the code downloads, and are not sent twice', async ({ page }) => {
  await login(page, DEMO);
  expect(await firstReadsOnReload(page)).toEqual({ [CONFIG_READ]: ['index.html'], '/api/eticket/session/current': ['index.html'] });
  // An expired access token: nothing leaves early; the app refreshes first and reads with the new token.
  // Set as the document starts: the running page could otherwise refresh the token before the reload.
  await page.addInitScript(() => { window.localStorage.setItem('access_token_expire', String(Date.now() - 1_000)); });
  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/eticket/token/refresh'));
  expect(await firstReadsOnReload(page)).toEqual({ [CONFIG_READ]: ['app'], '/api/eticket/session/current': ['app'] });
  expect((await refresh).status()).toBe(200);
});

test('boot reads the app cannot use (the session changed meanwhile) are read and dropped, so the page’s network goes idle', async ({ page, request }) => {
  await login(page, DEMO);
  const other = await apiToken(request, DEMO);
  // An unread answer would keep its request open: network idle, which the read above waits for, would never come.
  expect(await firstReadsOnReload(page, other.token)).toEqual({ [CONFIG_READ]: ['index.html', 'app'], '/api/eticket/session/current': ['index.html', 'app'] });
});

test('a host user’s first reads leave early too, to the host side', async ({ page }) => {
  await login(page, HOST);
  expect(await firstReadsOnReload(page)).toEqual({ [CONFIG_READ]: ['index.html'], '/api/admin/session/current': ['index.html'] });
});

test('the signed-in first screen appears whole: as index.html’s first frame goes, the shell and the page are there, with no loading spinner after it', async ({ page }) => {
  await login(page, DEMO);
  await page.addInitScript(() => {
    const seen: { headingWhenFrameWent: string | null; spinnersAfter: number } = { headingWhenFrameWent: null, spinnersAfter: 0 };
    (window as unknown as { firstScreen: typeof seen }).firstScreen = seen;
    let frameGone = false;
    new MutationObserver(() => {
      if (!frameGone && document.getElementById('first-frame') === null && document.getElementById('root')?.firstChild) {
        frameGone = true;
        seen.headingWhenFrameWent = document.querySelector('main h1')?.textContent ?? '';
      }
      if (frameGone && document.querySelector('#root [role=status] .chakra-spinner') !== null) seen.spinnersAfter += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  for (const [path, heading] of [['/dashboard', /工作台|首页|欢迎/], ['/product/procedurelist', /工序/]] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { firstScreen: { headingWhenFrameWent: string | null; spinnersAfter: number } }).firstScreen);
    expect(seen.headingWhenFrameWent, path).toMatch(heading);
    expect(seen.spinnersAfter, path).toBe(0);
  }
});
