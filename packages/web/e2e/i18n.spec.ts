import { expect, test } from '@playwright/test';
import { DEMO, login, sidebar } from './fixtures';

test('switching the language changes the menu, the page titles and stays after a reload', async ({ page }) => {
  await login(page, DEMO);
  await expect(sidebar(page).getByRole('link', { name: '首页' })).toBeVisible();
  await expect(page).toHaveTitle('首页 - 电子菲票');

  const configReload = page.waitForRequest((r) => r.url().includes('/api/abp/application-configuration') && (r.headers()['accept-language'] ?? '').includes('uic=en'));
  await page.getByRole('combobox', { name: '切换语言' }).selectOption('en');
  await configReload;
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Orders' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard - E-Ticket');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('accept_language'))).toBe('en');

  await page.getByRole('combobox', { name: 'Change language' }).selectOption('zh-Hant');
  await expect(sidebar(page).getByRole('button', { name: '訂單管理' })).toBeVisible();
  await expect(page).toHaveTitle('首頁 - 電子菲票');

  await page.getByRole('combobox', { name: '切換語言' }).selectOption('zh-Hans');
  await expect(page).toHaveTitle('首页 - 电子菲票');
});

test('the login page follows the chosen language, and /en/signup is always English', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByRole('combobox', { name: '切换语言' }).selectOption('en');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Log in - E-Ticket');
  await page.getByRole('combobox', { name: 'Change language' }).selectOption('zh-Hans');
  await page.goto('/en/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await expect(page.getByText('Online company signup is not available yet.', { exact: false })).toBeVisible();
});
