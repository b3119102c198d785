import { expect, test } from '@playwright/test';
import { DEMO, expectNoRawKeys, login } from './fixtures';

/**
 * The wage admin pages as the demo admin: the live wages of this month with their totals and the Excel
 * export; an adjustment added and deleted again; a settlement made over the whole company for this month,
 * opened, and its confirmations page. At 390 px the wage list stays within the phone's width.
 */

test.afterEach(async ({ page }) => {
  await expectNoRawKeys(page);
});

test('live wages: the month per worker, totals and the Excel export', async ({ page }) => {
  await login(page, DEMO);
  await page.goto('/wage/index');
  await expect(page.getByRole('heading', { level: 1, name: '计件工资' })).toBeVisible();
  await expect(page.getByRole('table', { name: '工资' })).toBeVisible();
  await expect(page.getByTestId('list-total')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^工资-\d{8}\.xlsx$/);
});

test('adjustments: add one for a worker, see it in the list, delete it', async ({ page }) => {
  await login(page, DEMO);
  await page.goto('/wage/salaryDeductionDetail');
  await expect(page.getByRole('heading', { level: 1, name: '扣款明细' })).toBeVisible();
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByTestId('form-dialog');
  await dialog.getByRole('combobox', { name: '员工' }).click();
  await dialog.getByRole('option').first().click();
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

test('settlements: create one for this month, open it, then its confirmations', async ({ page }) => {
  await login(page, DEMO);
  await page.goto('/wage/settleSalaryReport');
  await expect(page.getByRole('heading', { level: 1, name: '工资结算单' })).toBeVisible();
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByTestId('form-dialog');
  await expect(dialog.getByTestId('settlement-scope')).toHaveText('全公司');
  await dialog.getByRole('button', { name: '保存' }).click();
  // A month with work records settles into a draft; one without says so in the dialog.
  await expect(page.getByRole('heading', { level: 1, name: /^结算单 WS\d{8}-\d{2}$/ }).or(dialog.getByRole('alert'))).toBeVisible();
  if (await dialog.isVisible()) return;
  await expect(page.getByTestId('settlement-steps').getByRole('button', { name: '重新计算' })).toBeVisible();
  await expect(page.getByRole('link', { name: /打印工资条/ })).toHaveAttribute('href', /\/wage\/printPayslip\?settlementId=/);
  await page.getByRole('link', { name: /确认情况/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^工资确认 · WS/ })).toBeVisible();
  await expect(page.getByRole('table', { name: '确认情况' })).toBeVisible();
});

test('the wage list at 390 px stays within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO);
  await page.goto('/wage/index');
  await expect(page.getByRole('table', { name: '工资' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
