import { expect, test } from '@playwright/test';
import { DEMO, login } from './fixtures';

test.describe('public pages', () => {
  for (const [path, heading] of [
    ['/account/register', '申请加入公司'],
    ['/register', '申请加入公司'],
    ['/account/signup', '申请开通'],
    ['/signup', '申请开通'],
    ['/signup2', '申请开通'],
    ['/account/pricing', '价格方案'],
    ['/account/renewal', '续费升级'],
    ['/account/download', '下载 App'],
    ['/download', '下载 App'],
    ['/privacy', '隐私政策'],
    ['/agreement', '用户协议'],
    ['/externalUser', '外部用户'],
  ] as const) {
    test(`${path} renders its page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('pages whose service is not online yet say so, and the signup form cannot be submitted', async ({ page }) => {
    await page.goto('/account/signup');
    await expect(page.getByTestId('signup-unavailable')).toContainText('在线注册公司暂未开放');
    await expect(page.getByRole('button', { name: '注册', exact: true })).toBeDisabled();
    await page.goto('/account/pricing');
    await expect(page.getByTestId('not-available')).toContainText('价格方案尚未在线公布');
    await page.goto('/account/download');
    await expect(page.getByTestId('site-address')).toHaveText(new URL(page.url()).origin);
  });

  test('/account goes to the login page; /redirect/{path} re-enters the path with its query', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/login$/);
    await login(page, DEMO);
    await page.goto('/redirect/order/list?status=1');
    await expect(page).toHaveURL(/\/order\/list\?status=1$/);
  });

  test('the navbar app download icon opens /account/download in a new tab', async ({ page, context }) => {
    await login(page, DEMO);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('app-download').click()]);
    await expect(popup).toHaveURL(/\/account\/download$/);
  });

  test('the referral entry shows for a company with the Eticket.ReferralLink feature', async ({ page }) => {
    await login(page, DEMO);
    await expect(page.getByTestId('referral-link')).toBeVisible();
  });

  test('a signed-in user who opens the login page goes to the dashboard', async ({ page }) => {
    await login(page, DEMO);
    await page.goto('/account/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('browser banner', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko' });
  test('recommends a Chrome-type browser to other engines, with download and close', async ({ page }) => {
    await login(page, DEMO);
    const banner = page.getByTestId('browser-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: '下载' })).toHaveAttribute('href', /google/);
    await banner.getByRole('button', { name: '关闭' }).click();
    await expect(banner).toHaveCount(0);
  });
});

test('Chrome itself gets no banner', async ({ page }) => {
  await login(page, DEMO);
  await expect(page.getByTestId('browser-banner')).toHaveCount(0);
});
