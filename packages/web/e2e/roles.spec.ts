import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, expectNoRawKeys, login } from './fixtures';

/**
 * Roles end to end against the real server (PGlite, demo data): build a role from the permission tree,
 * find it, edit it, delete it; a built-in role's delete is refused with the server's message; the page and
 * the form work on a 390 px phone.
 */

const run = Date.now().toString(36).slice(-5).toUpperCase();
const ROLE = `E2E组长${run}`;
const RENAMED = `E2E主管${run}`;

const main = (page: Page): Locator => page.locator('#main-content');
const rows = (page: Page): Locator => main(page).getByRole('table').locator('tbody tr');

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ page }) => {
  await expectNoRawKeys(page);
});

test('build a role from the tree, find it, edit it, delete it; a built-in role stays', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, DEMO);
  await page.goto('/role');
  await expect(main(page).getByRole('heading', { level: 1, name: '角色管理' })).toBeVisible();
  // The demo's extra role is there, with its scope.
  await expect(rows(page).filter({ hasText: '班组长' })).toContainText('本组织及下级');

  await main(page).getByRole('button', { name: '新增', exact: true }).click();
  let dialog = page.getByTestId('form-dialog');
  await dialog.getByRole('textbox', { name: /^角色名/ }).fill(ROLE);
  await dialog.getByRole('combobox', { name: /^数据范围/ }).selectOption('organization');
  // A permission with its actions (the input is drawn by its label's box: click the label).
  await dialog.getByRole('region', { name: '生产' }).getByText('裁床管理', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: '裁床管理' })).toBeChecked();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);

  await main(page).getByRole('searchbox').fill(run);
  await main(page).getByRole('searchbox').press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(ROLE);
  await expect(rows(page).first()).toContainText('本组织及下级');

  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  dialog = page.getByTestId('form-dialog');
  await expect(dialog.getByRole('checkbox', { name: '裁床管理' })).toBeChecked();
  await dialog.getByRole('textbox', { name: /^角色名/ }).fill(RENAMED);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows(page).first()).toContainText(RENAMED);

  await rows(page).first().getByRole('button', { name: '删除' }).click();
  dialog = page.getByTestId('confirm-delete');
  await dialog.getByRole('button', { name: '删除' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows(page)).toHaveCount(0);

  await main(page).getByRole('searchbox').fill('worker');
  await main(page).getByRole('searchbox').press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  dialog = page.getByTestId('confirm-delete');
  await dialog.getByRole('button', { name: '删除' }).click();
  await expect(dialog.getByTestId('delete-refused')).toContainText('内置角色不能删除');
});

test('the list and the role form fit a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO);
  await page.goto('/role');
  await expect(rows(page).filter({ hasText: '班组长' })).toHaveCount(1);
  await main(page).getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByTestId('form-dialog');
  await expect(dialog.getByText('裁床管理', { exact: true })).toBeVisible();
  // Nothing pushes the page sideways: the tree's action boxes wrap.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(dialog.getByRole('button', { name: '保存' })).toBeInViewport();
});
