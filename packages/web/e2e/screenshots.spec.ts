import { test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO, login } from './fixtures';

/**
 * Screenshots for docs/screenshots. They are written only when SCREENSHOTS=1 (a machine with CJK fonts,
 * `apt-get install fonts-noto-cjk`), so ordinary test runs leave the tracked files alone.
 */
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');
test.skip(process.env.SCREENSHOTS !== '1', 'set SCREENSHOTS=1 to refresh docs/screenshots');

async function shoot(page: Page, name: string) {
  mkdirSync(OUT, { recursive: true });
  // Let fonts and the entrance of lazy parts settle; the pointer would leave a hover state behind.
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage: false });
}

for (const [suffix, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`login and dashboard (${suffix})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/account/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shoot(page, `login-${suffix}`);
    await login(page, DEMO);
    await page.getByTestId('quick-links').waitFor();
    await shoot(page, `dashboard-${suffix}`);
    // Business pages: the style list, the order list and a style's edit form.
    for (const [path, name] of [
      ['/product/list', 'styles'],
      ['/order/list', 'orders'],
    ] as const) {
      await page.goto(path);
      await page.locator('#main-content tbody tr').first().waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, `${name}-${suffix}`);
    }
    await page.goto('/product/list');
    await page.locator('#main-content tbody tr').nth(1).getByRole('button').first().click();
    await page.getByRole('tab').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, `style-edit-${suffix}`);
  });
}
