import { expect, test } from '@playwright/test';
import { DEMO, PASSWORD, login } from './fixtures';

test('join application → notice with Agree/Reject; each answer reloads the notices', async ({ page }) => {
  // A second applicant, through the public join page.
  await page.goto('/account/register');
  await page.getByLabel(/^公司名称/).fill(DEMO.tenant);
  await page.getByLabel(/^姓名/).fill('王五');
  await page.getByLabel(/^用户名或手机号/).fill('wangwu');
  await page.getByLabel(/^密码/).fill(PASSWORD);
  await page.getByLabel(/^留言/).fill('我是熨烫组的。');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('register-success')).toBeVisible();

  await login(page, DEMO);
  await page.getByTestId('notice-trigger').click();
  const box = page.getByTestId('notice-box');
  const items = box.getByTestId('notice-item');
  await expect(items.filter({ hasText: '王五' })).toBeVisible();
  await expect(items.filter({ hasText: '李四' })).toBeVisible();
  const before = await items.count();

  const rejected = page.waitForResponse((r) => /\/api\/eticket\/joinApplication\/[^/]+\/reject$/.test(r.url()));
  const reloaded = page.waitForResponse((r) => r.url().includes('/api/eticket/notice') && r.request().method() === 'GET');
  await items.filter({ hasText: '王五' }).getByRole('button', { name: '拒绝' }).click();
  expect((await rejected).status()).toBeLessThan(300);
  await reloaded;
  await expect(page.getByTestId('toast').filter({ hasText: '操作成功' })).toBeVisible();
  const wangwu = items.filter({ hasText: '王五' });
  await expect(wangwu.getByText('已处理')).toBeVisible();
  await expect(wangwu.getByRole('button')).toHaveCount(0);
  await expect(items).toHaveCount(before);

  const passed = page.waitForResponse((r) => /\/api\/eticket\/joinApplication\/[^/]+\/pass$/.test(r.url()));
  await items.filter({ hasText: '李四' }).getByRole('button', { name: '同意' }).click();
  expect((await passed).status()).toBeLessThan(300);
  await expect(items.filter({ hasText: '李四' }).getByText('已处理')).toBeVisible();
  // The other demo applications stay open; 李四's has no answer left.
  await expect(items.filter({ hasText: '李四' }).getByRole('button')).toHaveCount(0);
});
