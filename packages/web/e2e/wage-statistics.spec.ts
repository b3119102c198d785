import { expect, test } from '@playwright/test';
import { DEMO, expectNoRawKeys, login } from './fixtures';

/**
 * Wage statistics as the demo admin: the year per worker with its totals, chart and Excel export; the month per
 * organization, an organization's members, and its export.
 */

test.afterEach(async ({ page }) => {
  await expectNoRawKeys(page);
});

test('year statistics: workers × months, totals, chart and the Excel export', async ({ page }) => {
  await login(page, DEMO);
  await page.goto('/wage/yearStatistics');
  await expect(page.getByRole('heading', { level: 1, name: '年度工资统计' })).toBeVisible();
  const table = page.getByRole('table', { name: '年度工资统计' });
  await expect(table.getByRole('columnheader', { name: '12月' })).toBeVisible();
  await expect(page.getByTestId('year-totals')).toContainText(/合计（[1-9]\d* 人）/);
  await expect(page.getByTestId('year-chart')).toBeVisible();
  await page.getByLabel('统计维度').selectOption('organization');
  await expect(table.getByRole('columnheader', { name: '组织' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^年度工资统计-\d{8}\.xlsx$/);
});

test('month organization statistics: the tree with change, an organization’s members, the export; fits 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO);
  await page.goto('/wage/monthOrganizationStatistics');
  await expect(page.getByRole('heading', { level: 1, name: '部门月度工资统计' })).toBeVisible();
  // The e2e demo keeps a short history: step back from this month to the latest one with work in an
  // organization (earlier tests may have left this month a scan by a worker outside any organization).
  const table = page.getByRole('table', { name: '月度组织工资统计' });
  const totals = page.getByTestId('org-month-totals');
  const organization = table.locator('tbody').getByRole('button').first();
  const month = page.getByRole('textbox', { name: '月份' });
  await expect(month).toHaveValue(/^\d{4}-\d{2}$/);
  await expect(totals.or(page.getByText('暂无数据'))).toBeVisible();
  for (let back = 0; back < 4 && !(await organization.isVisible()); back += 1) {
    const [y = 0, m = 1] = (await month.inputValue()).split('-').map(Number);
    const before = m === 1 ? `${String(y - 1)}-12` : `${String(y)}-${String(m - 1).padStart(2, '0')}`;
    const answered = page.waitForResponse((r) => r.url().includes(`monthOrganizationStatistics?month=${before}`));
    await month.fill(before);
    await answered;
    await organization.waitFor({ state: 'visible', timeout: 2_000 }).catch(() => undefined);
  }
  await expect(totals).toBeVisible();
  await expect(table.getByText(/^[▲▼] \d+\.\d%$|^上月无$|^持平$/).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The first organization of the tree: its members that month, each linking to their month report.
  const name = (await organization.textContent()) ?? '';
  await organization.click();
  const dialog = page.getByTestId('org-members');
  await expect(dialog.getByRole('heading', { name: new RegExp(`^${name} 成员`) })).toBeVisible();
  await expect(dialog.getByRole('row').nth(1).getByRole('link')).toHaveAttribute('href', /\/wage\/userSalaryMonthReport\?userId=.+&month=\d{4}-\d{2}/);
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^月度组织工资统计-\d{8}\.xlsx$/);
});
