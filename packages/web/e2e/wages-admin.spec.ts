import { expect, test } from '@playwright/test';
import { DEMO, expectNoRawKeys, login } from './fixtures';

/**
 * The wage admin pages beside the settlement flow (wages.spec.ts): an adjustment added and deleted again on
 * its page, and the wage list within a phone's width at 390 px.
 */

test.afterEach(async ({ page }) => {
  await expectNoRawKeys(page);
});

test('adjustments: add one for a worker, see it in the list, delete it', async ({ page }) => {
  await login(page, DEMO);
  await page.goto('/wage/salaryDeductionDetail');
  await expect(page.getByRole('heading', { level: 1, name: '扣款明细' })).toBeVisible();
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByTestId('form-dialog');
  await dialog.getByRole('combobox', { name: '员工' }).click();
  // The picker's own options (the type select has options too), once they have loaded.
  await dialog.getByRole('listbox', { name: '员工' }).getByRole('option').first().click();
  await dialog.getByLabel('类型').selectOption('bonus');
  await dialog.getByLabel('金额').fill('8.80');
  const reason = `e2e 奖金 ${String(Date.now())}`;
  await dialog.getByLabel('原因').fill(reason);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByTestId('confirm-delete').getByRole('button', { name: '删除' }).click();
  await expect(row).toHaveCount(0);
});

test('the wage list at 390 px stays within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO);
  await page.goto('/wage/index');
  await expect(page.getByRole('table', { name: '工资' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
