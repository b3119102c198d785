import { expect, test } from '@playwright/test';
import { DEMO, login, untilWorkerWarm } from './fixtures';

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
