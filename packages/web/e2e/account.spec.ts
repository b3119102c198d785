import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, TRIAL, login } from './fixtures';

async function openChangePassword(page: Page) {
  await page.getByTestId('user-trigger').click();
  await page.getByTestId('user-popover').getByRole('button', { name: '修改密码' }).click();
  const dialog = page.getByTestId('change-password-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('change password: validation messages, success, fields reset when reopened', async ({ page }) => {
  await login(page, TRIAL);
  let dialog = await openChangePassword(page);

  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入当前密码')).toBeVisible();
  await expect(dialog.getByText('请输入新密码')).toBeVisible();
  await expect(dialog.getByText('请再次输入密码')).toBeVisible();

  await dialog.getByLabel(/^当前密码/).fill(PASSWORD);
  await dialog.getByLabel(/^新密码/).fill('123');
  await dialog.getByLabel(/^确认新密码/).fill('1234');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入6~16位字符')).toBeVisible();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();

  // Closing resets the fields.
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  dialog = await openChangePassword(page);
  await expect(dialog.getByLabel(/^当前密码/)).toHaveValue('');
  await expect(dialog.getByText('两次输入的密码不一致')).toHaveCount(0);

  const next = 'Trial#2024';
  await dialog.getByLabel(/^当前密码/).fill(PASSWORD);
  await dialog.getByLabel(/^新密码/).fill(next);
  await dialog.getByLabel(/^确认新密码/).fill(next);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '修改成功' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Put the demo password back for the other tests.
  dialog = await openChangePassword(page);
  await dialog.getByLabel(/^当前密码/).fill(next);
  await dialog.getByLabel(/^新密码/).fill(PASSWORD);
  await dialog.getByLabel(/^确认新密码/).fill(PASSWORD);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
});
