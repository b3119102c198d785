import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoRawKeys, login } from './fixtures';

/**
 * The wage reports as the demo admin: the pivot over the oldest 31 days of the last 93 (the e2e server seeds
 * a short scan history from about 96 days back) with its totals row and the Excel export, then a worker's
 * month opened from their name — the calendar and the month's total. At 390 px both pages stay within the
 * phone's width.
 */

test.afterEach(async ({ page }) => {
  await expectNoRawKeys(page);
});

/** The day `days` before today in the tenant's zone (Asia/Shanghai, as the browser here). */
function daysAgo(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('wage report: totals over every worker, the Excel export, a worker opens their month', async ({ page }) => {
  await login(page, DEMO);
  await page.goto('/wage/report');
  await expect(page.getByRole('heading', { level: 1, name: '工资报表' })).toBeVisible();
  // The end first: a start 92 days back with this month's end would be longer than the report allows.
  await page.getByLabel('结束日期').fill(daysAgo(62));
  await page.getByLabel('开始日期').fill(daysAgo(92));
  const totals = page.getByTestId('wage-report-totals');
  await expect(totals).toBeVisible();
  await expect(totals).toContainText(/\d+ 名员工合计/);
  await expect(page.getByTestId('wage-report-grand-total')).toContainText(/\d+\.\d{2}/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^工资报表-\d{8}\.xlsx$/);

  const worker = page.getByRole('table', { name: '工资报表' }).getByRole('link').first();
  const name = (await worker.textContent()) ?? '';
  await worker.click();
  await expect(page).toHaveURL(/\/wage\/userSalaryMonthReport\?userId=[0-9a-f-]+&month=\d{4}-\d{2}$/);
  await expect(page.getByTestId('user-month-sheet').getByRole('heading', { name: new RegExp(`^${name} · `) })).toBeVisible();
  await expect(page.getByTestId('month-calendar').getByRole('columnheader')).toHaveCount(7);
  await expect(page.getByTestId('month-total')).toContainText(/\d+\.\d{2}/);
  await expect(page.getByTestId('print-button')).toBeEnabled();
});

test('both reports at 390 px stay within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO);
  await page.goto('/wage/report');
  await expect(page.getByRole('table', { name: '工资报表' })).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  await page.goto('/wage/userSalaryMonthReport');
  await page.getByRole('combobox', { name: '员工' }).click();
  await page.getByRole('listbox', { name: '员工' }).getByRole('option').first().click();
  await expect(page.getByTestId('month-calendar')).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
});
