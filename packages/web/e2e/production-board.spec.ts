import type { OrderProgressDto, ProductionHomeDto, ReceiptAvailabilityDto, ReceiptPageDto, SummaryDto } from '@eticket/core/production-board';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './fixtures';

/** The four production boards as the demo admin: each shows the figures its endpoint answered. */

/** The JSON a GET of `path` (a pattern: ids vary) answered while `open` ran. */
async function answer<T>(page: Page, path: string | RegExp, open: () => Promise<unknown>): Promise<T> {
  const matches = (pathname: string) => (typeof path === 'string' ? pathname === path : path.test(pathname));
  const [response] = await Promise.all([page.waitForResponse((r) => matches(new URL(r.url()).pathname) && r.request().method() === 'GET'), open()]);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

test('production home at 390 px: the KPI cards show the server figures and the page never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO);
  const home = await answer<ProductionHomeDto>(page, '/api/eticket/production/home', () => page.goto('/production/home'));
  await expect(page.getByTestId('kpi-today')).toContainText(home.piecesToday.toLocaleString('en-US'));
  await expect(page.getByTestId('kpi-month')).toContainText(home.piecesMonth.toLocaleString('en-US'));
  await expect(page.getByTestId('kpi-open')).toContainText(String(home.openOrders));
  await expect(page.getByTestId('kpi-producing')).toContainText(String(home.producingOrders));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('production progress: the orders, then one order per procedure and bundle, then a bundle', async ({ page }) => {
  await login(page, DEMO);
  await page.goto('/production/progress');
  const progress = await answer<OrderProgressDto>(page, /^\/api\/eticket\/production\/progress\/[0-9a-f-]+$/, () => page.getByRole('link', { name: 'DD-2401', exact: true }).click());
  await expect(page.getByTestId('order-progress-summary')).toContainText(`${String(progress.order.completedQty)} / 裁剪 ${String(progress.order.cutQty)} 件`);
  await expect(page.getByTestId('procedure-progress').getByRole('progressbar')).toHaveCount(progress.procedures.length);
  await page.getByRole('link', { name: '#1', exact: true }).click();
  await expect(page.getByTestId('bundle-procedures').locator('tbody tr')).toHaveCount(progress.procedures.length);
});

test('production summary: the totals of the table are the server totals; grouping by order asks again', async ({ page }) => {
  await login(page, DEMO);
  const byDay = await answer<SummaryDto>(page, '/api/eticket/production/summary', () => page.goto('/production/summary'));
  await expect(page.getByTestId('summary-total-reported')).toHaveText(String(byDay.totals.reportedQty));
  const byOrder = await answer<SummaryDto>(page, '/api/eticket/production/summary', () => page.getByRole('button', { name: '按订单' }).click());
  expect(byOrder.groupBy).toBe('order');
  await expect(page.getByTestId('summary-total-reported')).toHaveText(String(byOrder.totals.reportedQty));
});

test('production receipts: the list total, and a new receipt says what the order has left', async ({ page }) => {
  await login(page, DEMO);
  const list = await answer<ReceiptPageDto>(page, '/api/eticket/productionReceipt', () => page.goto('/production/receipt'));
  await expect(page.getByTestId('receipt-total')).toContainText(String(list.totalQty));
  await page.getByRole('button', { name: '新建入库单' }).click();
  const form = page.getByTestId('receipt-form');
  await form.getByRole('combobox', { name: '订单' }).click();
  const option = form.getByRole('option', { name: /DD-2401/ });
  const availability = await answer<ReceiptAvailabilityDto>(page, /^\/api\/eticket\/productionReceipt\/availability\//, () => option.click());
  if (availability.available.total > 0) await expect(form.getByTestId('receipt-left')).toContainText(`还可入库 ${String(availability.available.total)} 件`);
  else await expect(form.getByText('该订单没有可入库的成品')).toBeVisible();
});
