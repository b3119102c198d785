import { expect, test } from '@playwright/test';
import { DEMO, HOST, WORKER, login, submitLogin } from './fixtures';

test.describe('login and the navigation guard', () => {
  test('tenant login lands on the dashboard with the tenant navbar', async ({ page }) => {
    await login(page, DEMO);
    await expect(page).toHaveTitle('首页 - 电子菲票');
    await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
    await expect(page.getByTestId('company-trigger')).toContainText('示范服装厂');
    await expect(page.getByTestId('notice-trigger')).toBeVisible();
    await expect(page.getByTestId('user-trigger')).toContainText('管理员');
  });

  test('host login (no company) shows the host menu and only a logout button', async ({ page }) => {
    await login(page, HOST);
    const nav = page.getByTestId('sidebar');
    await expect(nav.getByRole('link', { name: '租户管理' })).toBeVisible();
    await expect(nav.getByRole('button', { name: '订单管理' })).toHaveCount(0);
    await expect(page.getByTestId('company-trigger')).toHaveCount(0);
    await expect(page.getByTestId('notice-trigger')).toHaveCount(0);
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Fdashboard$/);
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
  });

  test('a signed-out visit to /order/list goes to the login page and back after login', async ({ page }) => {
    await page.goto('/order/list');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Forder%2Flist$/);
    await submitLogin(page, DEMO);
    await expect(page).toHaveURL(/\/order\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: '订单列表' })).toBeVisible();
    await expect(page).toHaveTitle('订单列表 - 电子菲票');
  });

  test('a worker without the permission is sent to /403 with the way back', async ({ page }) => {
    await login(page, WORKER);
    await page.goto('/order/list');
    await expect(page).toHaveURL(/\/403\?redirect=%2Forder%2Flist$/);
    await expect(page.getByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
    await expect(page.getByText('请确认您的账号拥有访问此页面的权限。')).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Renewing is the company admin's business: the worker's dashboard offers neither the card nor the link.
    await expect(page.getByText('示范服装厂').first()).toBeVisible();
    await expect(page.getByTestId('subscription-card')).toHaveCount(0);
    await expect(page.getByText('升级/续费')).toHaveCount(0);
    await page.goto('/rentPrice/index');
    await expect(page).toHaveURL(/\/403/);
  });

  test('the company admin is offered the subscription and upgrade/renew', async ({ page }) => {
    await login(page, DEMO);
    await expect(page.getByTestId('subscription-card')).toBeVisible();
    await expect(page.getByTestId('subscription-card').getByText('升级/续费')).toBeVisible();
  });

  test('an unknown path shows /404', async ({ page }) => {
    await page.goto('/nonsense');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page.getByText('请检查您输入的网址是否正确。')).toBeVisible();
  });

  test('wrong credentials show the server message and stay on the login page', async ({ page }) => {
    await page.goto('/account/login');
    await submitLogin(page, { ...DEMO, password: 'wrong-password' });
    await expect(page.getByTestId('toast')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login$/);
  });

  test('the login form validates required fields with the core messages', async ({ page }) => {
    await page.goto('/account/login');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请填写此项')).toHaveCount(2);
  });
});
