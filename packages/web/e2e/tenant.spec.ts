import { expect, test } from '@playwright/test';
import { EXPIRED, PASSWORD, TRIAL, login } from './fixtures';

test('a trial tenant (3 days left) sees the expiry warning with a renew link', async ({ page }) => {
  await login(page, TRIAL);
  const notice = page.getByTestId('expiry-notice');
  await expect(notice).toHaveAttribute('data-kind', 'warning');
  await expect(notice).toContainText('您的账户还有3天到期，请及时续费');
  await notice.getByRole('link', { name: '立即续费' }).click();
  await expect(page).toHaveURL(/\/rentPrice\/index$/);
  await expect(page.getByTestId('not-available')).toBeVisible();
});

test('an expired tenant sees the expired message; a write shows the TenantExpired dialog with Renew', async ({ page }) => {
  await login(page, EXPIRED);
  const notice = page.getByTestId('expiry-notice');
  await expect(notice).toHaveAttribute('data-kind', 'expired');
  await expect(notice).toContainText('您的账户已过期2天，请续费后继续使用');

  // Reading still works; a write for the expired company is refused by the server (TenantExpired).
  await page.goto('/account/register');
  await page.getByLabel(/^公司名称/).fill(EXPIRED.tenant);
  await page.getByLabel(/^姓名/).fill('赵六');
  await page.getByLabel(/^用户名或手机号/).fill('zhaoliu');
  await page.getByLabel(/^密码/).fill(PASSWORD);
  await page.getByRole('button', { name: '提交申请' }).click();
  const dialog = page.getByTestId('tenant-expired-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '账户已到期' })).toBeVisible();
  await dialog.getByRole('button', { name: '去续费' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/rentPrice\/index$/);
});

test('the TenantExpired dialog closes with Close and leaves the user where they were', async ({ page }) => {
  await page.goto('/account/register');
  await page.getByLabel(/^公司名称/).fill(EXPIRED.tenant);
  await page.getByLabel(/^姓名/).fill('钱七');
  await page.getByLabel(/^用户名或手机号/).fill('qianqi');
  await page.getByLabel(/^密码/).fill(PASSWORD);
  await page.getByRole('button', { name: '提交申请' }).click();
  const dialog = page.getByTestId('tenant-expired-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/account\/register$/);
});
