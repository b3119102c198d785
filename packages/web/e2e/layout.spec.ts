import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ROUTES, everyRouteBudget, DEMO, login, loginIn, openFromMenu, sidebar, tagPaths, tags } from './fixtures';

/** Mark the visible page's DOM node: a remounted page has a fresh node without the mark. */
async function markPage(page: Page, mark: string): Promise<void> {
  await page.locator('#main-content h1:visible').evaluate((el, value) => {
    (el as HTMLElement & { __mark?: string }).__mark = value;
  }, mark);
}
async function pageMark(page: Page): Promise<string | null> {
  return page.locator('#main-content h1:visible').evaluate((el) => (el as HTMLElement & { __mark?: string }).__mark ?? null);
}

test.describe('layout shell', () => {
  test('the collapsed sidebar survives a reload', async ({ page }) => {
    await login(page, DEMO);
    await expect(sidebar(page)).toHaveAttribute('data-state', 'open');
    await expect(sidebar(page)).toHaveCSS('width', '210px');
    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'closed');
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'closed');
    await expect(sidebar(page)).toHaveCSS('width', '64px');
    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'open');
  });

  test('English sidebar labels are whole at 210 px and in the phone drawer; closed, each item names itself', async ({ page }) => {
    /** Labels whose text reaches past the sidebar's edge or is cut by an ellipsis. */
    const cutLabels = () =>
      sidebar(page).evaluate((nav) => {
        const right = nav.getBoundingClientRect().right;
        return [...nav.querySelectorAll('a span, button span')]
          .filter((span) => span.textContent.trim() !== '' && span.closest('[hidden]') === null)
          .filter((span) => {
            const range = document.createRange();
            range.selectNodeContents(span);
            return range.getBoundingClientRect().right > right + 0.5 || getComputedStyle(span).textOverflow === 'ellipsis' || span.scrollWidth > span.clientWidth + 1;
          })
          .map((span) => span.textContent);
      });
    const openAllGroups = async () => {
      const closed = sidebar(page).locator('button[aria-expanded="false"]');
      while ((await closed.count()) > 0) await closed.first().click();
    };
    await loginIn(page, DEMO, 'en');
    await expect(sidebar(page)).toHaveCSS('width', '210px');
    await openAllGroups();
    await expect(sidebar(page).getByRole('link', { name: 'Registration approvals' })).toBeVisible();
    expect(await cutLabels()).toEqual([]);

    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar(page)).toHaveCSS('width', '64px');
    for (const item of await sidebar(page).locator('ul a, ul button').all()) expect(await item.getAttribute('title')).toBeTruthy();
    await page.getByTestId('sidebar-toggle').click();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'open');
    await openAllGroups();
    expect(await cutLabels()).toEqual([]);
  });

  test('under 992 px the sidebar is a drawer that closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await login(page, DEMO);
    await expect(sidebar(page)).toHaveAttribute('data-device', 'mobile');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'closed');
    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'open');
    await expect(page.getByTestId('sidebar-backdrop')).toBeVisible();
    await openFromMenu(page, '订单管理', '订单列表');
    await expect(page).toHaveURL(/\/order\/list$/);
    await expect(sidebar(page)).toHaveAttribute('data-state', 'closed');
    await expect(page.getByTestId('sidebar-backdrop')).toHaveCount(0);
  });

  test('tags: Close others and Close all keep the pinned Dashboard', async ({ page }) => {
    await login(page, DEMO);
    await openFromMenu(page, '订单管理', '订单列表');
    await openFromMenu(page, '款式管理', '款式列表');
    await openFromMenu(page, null, '工序工价');
    await expect.poll(() => tagPaths(page)).toEqual(['/dashboard', '/order/list', '/product/list', '/procedurePrice/list']);

    await tags(page).filter({ hasText: '款式列表' }).click({ button: 'right' });
    await page.getByTestId('tag-menu').getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => tagPaths(page)).toEqual(['/dashboard', '/product/list']);
    await expect(page).toHaveURL(/\/product\/list$/);

    await openFromMenu(page, '订单管理', '订单列表');
    await tags(page).filter({ hasText: '订单列表' }).click({ button: 'right' });
    await page.getByTestId('tag-menu').getByRole('menuitem', { name: '关闭所有' }).click();
    await expect.poll(() => tagPaths(page)).toEqual(['/dashboard']);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The pinned tab has no close button and no Close entry.
    await tags(page).first().click({ button: 'right' });
    await expect(page.getByTestId('tag-menu').getByRole('menuitem', { name: '关闭', exact: true })).toHaveCount(0);
  });

  test('views are kept alive between tabs, and Refresh reloads the view', async ({ page }) => {
    await login(page, DEMO);
    await openFromMenu(page, '订单管理', '订单列表');
    await markPage(page, 'orders');
    await tags(page).filter({ hasText: '首页' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await tags(page).filter({ hasText: '订单列表' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/\/order\/list$/);
    await expect.poll(() => pageMark(page)).toBe('orders');

    await tags(page).filter({ hasText: '订单列表' }).click({ button: 'right' });
    await page.getByTestId('tag-menu').getByRole('menuitem', { name: '刷新' }).click();
    await expect(page).toHaveURL(/\/order\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: '订单列表' })).toBeVisible();
    await expect.poll(() => pageMark(page)).toBeNull();
    await expect.poll(() => tagPaths(page)).toEqual(['/dashboard', '/order/list']);
  });

  test('closing the current tab moves to the last one; tabs survive a reload', async ({ page }) => {
    await login(page, DEMO);
    await openFromMenu(page, '订单管理', '订单列表');
    await openFromMenu(page, '款式管理', '款式列表');
    await page.reload();
    await expect.poll(() => tagPaths(page)).toEqual(['/dashboard', '/order/list', '/product/list']);
    await tags(page).filter({ hasText: '款式列表' }).getByRole('button', { name: /关闭/ }).click();
    await expect(page).toHaveURL(/\/order\/list$/);
    await expect.poll(() => tagPaths(page)).toEqual(['/dashboard', '/order/list']);
  });

  test('breadcrumb starts with the dashboard', async ({ page }) => {
    await login(page, DEMO);
    await openFromMenu(page, '订单管理', '订单列表');
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(crumbs).toContainText('订单管理');
    await expect(crumbs).toContainText('订单列表');
  });
});

// Responsive down to phones: wide tables and A4 previews scroll inside their frames, never the page itself.
test('every business page at 390 px: the page never scrolls sideways', async ({ page }) => {
  test.setTimeout(everyRouteBudget(5_000));
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO);
  for (const path of BUSINESS_ROUTES) {
    await page.goto(path);
    await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});
