import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ROUTES, everyRouteBudget, DEMO, expectNoRawKeys, loginIn } from './fixtures';

/**
 * Each business page ships only the texts the build found in its sources (vite.config.ts,
 * scripts/text-usage.ts). Open every business route, and the tabs and lists behind them, in each language
 * and check that no bare text key shows anywhere.
 */

async function settle(page: Page): Promise<void> {
  await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** List pages whose 新增 opens a form dialog (lazy, with its own texts from the page's chunk). */
const CREATE_DIALOGS = ['/customer/index', '/factory/index', '/product/category'] as const;

async function clickEveryTab(page: Page): Promise<void> {
  const tabs = page.locator('#main-content').getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i += 1) {
    await tabs.nth(i).click();
    await page.waitForLoadState('networkidle');
    await expectNoRawKeys(page);
  }
}

for (const locale of ['zh-Hans', 'en'] as const) {
  test(`every business page shows its texts (${locale})`, async ({ page }) => {
    test.setTimeout(everyRouteBudget(6_000)); // every tab of every page, then a few dialogs and records
    await loginIn(page, DEMO, locale);
    for (const path of BUSINESS_ROUTES) {
      await page.goto(path);
      await settle(page);
      await expectNoRawKeys(page);
      await clickEveryTab(page);
    }
    for (const path of CREATE_DIALOGS) {
      await page.goto(path);
      await settle(page);
      await page.locator('#main-content').getByRole('button', { name: locale === 'en' ? 'New' : '新增', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoRawKeys(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    // Pages with a record: the first demo style and order, opened from their lists.
    for (const list of ['/product/list', '/order/list']) {
      await page.goto(list);
      await settle(page);
      const row = page.locator('#main-content tbody tr').first();
      await row.getByRole('button').first().click();
      await settle(page);
      await expectNoRawKeys(page);
      await clickEveryTab(page);
    }
  });
}
