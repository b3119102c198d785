import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ROUTES, everyRouteBudget, DEMO, loginIn, useLanguage } from './fixtures';

const LOCALES = ['zh-Hans', 'zh-Hant', 'en'] as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.html.slice(0, 160)).slice(0, 5) }));
}

for (const locale of LOCALES) {
  test.describe(`accessibility (${locale})`, () => {
    test('login page', async ({ page }) => {
      await useLanguage(page, locale);
      await page.goto('/account/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('403 and 404 pages', async ({ page }) => {
      await useLanguage(page, locale);
      await page.goto('/403');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/404');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('dashboard', async ({ page }) => {
      await loginIn(page, DEMO, locale);
      await expect(page.getByTestId('quick-links')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

// Business pages: lists (muted rows, row actions), the tag bar, and the edit pages' tabs, fields and switches —
// Chakra's recipes on native elements wired by hand (plain-tabs, plain-field) — then a field in error.
test('business pages and forms (zh-Hans)', async ({ page }) => {
  test.setTimeout(everyRouteBudget(8_000)); // load, network idle and axe: ≈ 5 s a page
  await loginIn(page, DEMO, 'zh-Hans');
  for (const path of BUSINESS_ROUTES) {
    await page.goto(path);
    await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto('/product/edit');
  await page.locator('#main-content').getByRole('button', { name: '保存' }).first().click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
