import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoRawKeys, login } from './fixtures';

/**
 * The report center as the demo admin: the cards, one report opened (filters, table with its total row,
 * chart) and exported to Excel; the member ticket logs with the organization tree and the members of the
 * company. At 390 px the report fits the phone's width.
 */

test.afterEach(async ({ page }) => {
  await expectNoRawKeys(page);
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html.slice(0, 160)).slice(0, 5) }));
}

test('report center: open a report, export it to Excel', async ({ page }) => {
  await login(page, DEMO);
  await page.goto('/report/list');
  await expect(page.getByRole('heading', { level: 1, name: '全部报表' })).toBeVisible();
  await expect(page.getByTestId('report-cards').getByRole('article')).toHaveCount(6);
  await page.getByRole('button', { name: '查看 裁床汇总' }).click();
  await expect(page).toHaveURL(/report=cutting/);
  await expect(page.getByRole('heading', { level: 1, name: '裁床汇总' })).toBeVisible();
  await expect(page.getByTestId('report-table')).toBeVisible();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^裁床汇总-\d{8}\.xlsx$/);
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 2).toString()).toBe('PK');
});

test('a report at 390 px stays within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO);
  await page.goto('/report/list?report=workerOutput');
  await expect(page.getByTestId('report-table')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('member ticket logs: organization tree and members', async ({ page }) => {
  await login(page, DEMO);
  await page.goto('/report/memberTicketLog');
  await expect(page.getByRole('heading', { level: 1, name: '员工计件记录' })).toBeVisible();
  await expect(page.getByRole('list', { name: '组织' }).getByRole('button', { name: '全部组织' })).toBeVisible();
  await expect(page.getByTestId('member-list').getByRole('button').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});
