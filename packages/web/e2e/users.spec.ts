import { TenantPermissions as P } from '@eticket/core/abp';
import { translate } from '@eticket/core/i18n';
import { ROUTE_TABLE, buildMenu, type MenuItem } from '@eticket/core/navigation';
import { USER_IMPORT_COLUMNS } from '@eticket/core/people';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, TRIAL, expectNoRawKeys, login, sidebar, submitLogin } from './fixtures';

/**
 * Users end to end against the real server (PGlite, demo data) in the trial company (the demo company's seats
 * are nearly all taken by its workers, and its data stays as the other specs expect it): a workshop and a group under it, a user in
 * the group (the server's password shown once), an .xlsx import refused whole for one bad row then taken
 * whole, a role built from the permission tree given to that user who then sees exactly its menu, and the
 * list on a 390 px phone.
 */

const run = Date.now().toString(36).slice(-5).toUpperCase();
const WORKSHOP = `E2E车间${run}`;
const GROUP = `E2E组${run}`;
const USER = { name: `E2E员工${run}`, userName: `e2e${run.toLowerCase()}` };
const ROLE = `E2E裁床${run}`;
const IMPORT_PREFIX = `imp${run.toLowerCase()}`;
/** The password the server made for USER, read from the dialog that shows it once. */
let password = '';

const main = (page: Page): Locator => page.locator('#main-content');
const rows = (page: Page): Locator => main(page).getByRole('table').locator('tbody tr');
const panel = (page: Page): Locator => page.getByTestId('organization-panel');
const node = (page: Page, name: string): Locator => panel(page).getByRole('button', { name: new RegExp(`^${name}`) });

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ page }) => {
  await expectNoRawKeys(page);
});

/** The import sheet as the template lays it out (zh-Hans headers); `bad` rows get a phone number the reader refuses. */
async function importSheet(count: number, bad: ReadonlySet<number>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('users');
  sheet.addRow(USER_IMPORT_COLUMNS.map((c) => translate('zh-Hans', c.header)));
  for (let i = 1; i <= count; i++) {
    const cells: Record<string, string> = {
      employeeNo: `${IMPORT_PREFIX}${String(i)}`,
      name: `导入${run}${String(i)}`,
      userName: `${IMPORT_PREFIX}u${String(i)}`,
      phoneNumber: bad.has(i) ? '12ab' : `1390000${String(1000 + i)}`,
      organization: `${WORKSHOP}/${GROUP}`,
      isWorker: '是',
      joinDate: '2026-03-01',
    };
    sheet.addRow(USER_IMPORT_COLUMNS.map((c) => cells[c.field] ?? ''));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function search(page: Page, keyword: string): Promise<void> {
  await main(page).getByRole('searchbox').fill(keyword);
  await main(page).getByRole('searchbox').press('Enter');
}

test('a workshop, a group under it, a user in the group; 20 users imported all or none', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, TRIAL);
  await page.goto('/user/index');
  await expect(main(page).getByRole('heading', { level: 1, name: '用户列表' })).toBeVisible();

  await panel(page).getByRole('button', { name: '新建组织' }).click();
  let dialog = page.getByTestId('form-dialog');
  await dialog.getByRole('textbox', { name: /^名称/ }).fill(WORKSHOP);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);
  await node(page, WORKSHOP).click();
  await panel(page).getByRole('button', { name: '新建下级' }).click();
  dialog = page.getByTestId('form-dialog');
  await expect(dialog.getByRole('combobox', { name: /^上级组织/ })).toHaveValue(/.+/);
  await dialog.getByRole('textbox', { name: /^名称/ }).fill(GROUP);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);
  await node(page, GROUP).click();
  await expect(main(page).getByTestId('list-empty')).toBeVisible();

  // A new user starts in the selected organization; without a typed password the server makes one.
  await main(page).getByRole('button', { name: '新增', exact: true }).click();
  dialog = page.getByTestId('form-dialog');
  await dialog.getByRole('textbox', { name: /^姓名/ }).fill(USER.name);
  await dialog.getByRole('textbox', { name: /^用户名/ }).fill(USER.userName);
  await dialog.getByRole('button', { name: '保存' }).click();
  const shown = page.getByTestId('password-dialog');
  password = (await shown.getByTestId('shown-password').textContent()) ?? '';
  expect(password.length).toBeGreaterThanOrEqual(6);
  await shown.getByRole('button', { name: '关闭' }).first().click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(USER.name);
  await expect(rows(page).first()).toContainText(GROUP);

  // One bad row: the problems name row and column, and nobody is imported.
  await main(page).getByRole('button', { name: '导入', exact: true }).click();
  dialog = page.getByTestId('user-import');
  await dialog.getByLabel('.xlsx 文件').setInputFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await importSheet(20, new Set([7])) });
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  const problems = dialog.getByTestId('import-problems').locator('tbody tr');
  await expect(problems).toHaveCount(1);
  // User 7 sits on sheet row 8 (row 1 is the header).
  await expect(problems.first().locator('td')).toHaveText(['8', '手机号', '请输入有效的手机号']);
  await dialog.getByRole('button', { name: '取消' }).click();
  await search(page, IMPORT_PREFIX);
  await expect(main(page).getByTestId('list-empty')).toBeVisible();

  await main(page).getByRole('button', { name: '导入', exact: true }).click();
  dialog = page.getByTestId('user-import');
  await dialog.getByLabel('.xlsx 文件').setInputFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await importSheet(20, new Set()) });
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '已导入 20 个用户' }).first()).toBeVisible();
  const imported = page.getByTestId('password-dialog');
  if (await imported.isVisible()) await imported.getByRole('button', { name: '关闭' }).first().click();
  await expect(main(page).getByTestId('list-total')).toHaveText('共 20 条');
  await expect(rows(page).first()).toContainText(GROUP);
});

test('a role built from the permission tree, given to the user, is exactly what their menu shows', async ({ page, browser }) => {
  test.setTimeout(60_000);
  expect(password).not.toBe('');
  await login(page, TRIAL);
  await page.goto('/role');
  await main(page).getByRole('button', { name: '新增', exact: true }).click();
  let dialog = page.getByTestId('form-dialog');
  await dialog.getByRole('textbox', { name: /^角色名/ }).fill(ROLE);
  await dialog.getByRole('region', { name: '生产' }).getByText('裁床管理', { exact: true }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/user/index');
  await search(page, USER.userName);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  dialog = page.getByTestId('form-dialog');
  // The user starts with the company's default roles: leave only the new one (once the roles have loaded).
  const roleGroup = dialog.getByRole('group', { name: '角色' });
  await expect(roleGroup.getByText(ROLE, { exact: true })).toBeVisible();
  const held = await roleGroup.getByRole('checkbox', { checked: true }).evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent.trim() ?? ''));
  for (const name of held) await roleGroup.getByText(name, { exact: true }).click();
  await roleGroup.getByText(ROLE, { exact: true }).click();
  await expect(roleGroup.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows(page).first()).toContainText(ROLE);

  const context = await browser.newContext();
  const theirs = await context.newPage();
  await theirs.goto('/account/login');
  await submitLogin(theirs, { tenant: TRIAL.tenant, user: USER.userName, password });
  await expect(theirs).toHaveURL(/\/dashboard$/);
  const nav = sidebar(theirs);
  await expect(nav.locator('[data-menu-key="Dashboard"]')).toBeVisible();
  // Open each group in turn (opening one may close another) and gather every link shown.
  const shown = new Set<string>();
  const groups = nav.locator('button[aria-expanded]');
  for (let i = 0; i < (await groups.count()); i++) {
    if ((await groups.nth(i).getAttribute('aria-expanded')) === 'false') await groups.nth(i).click();
    await expect(groups.nth(i)).toHaveAttribute('aria-expanded', 'true');
    for (const key of await nav.locator('[data-menu-key]').evaluateAll((links) => links.map((link) => link.getAttribute('data-menu-key') ?? ''))) shown.add(key);
  }
  const leaves = (items: readonly MenuItem[]): string[] => items.flatMap((item) => (item.children === undefined ? [item.key] : leaves(item.children)));
  const expected = leaves(buildMenu(ROUTE_TABLE, { grantedPolicies: { [P.CuttingList]: true }, features: {}, side: 'tenant' })).sort();
  expect(expected).toContain('CuttingTimesList');
  expect([...shown].sort()).toEqual(expected);
  await context.close();
});

// In the demo company: the trial company's renewal notice widens the shell's top bar on a phone.
test('the user list on a 390 px phone: the tree folds above the list, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO);
  await page.goto('/user/index');
  await expect(rows(page).first()).toBeVisible();
  await expect(panel(page)).toBeHidden();
  const toggle = main(page).getByRole('button', { name: '组织：全部组织' });
  expect((await toggle.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await toggle.click();
  const first = panel(page).getByRole('listitem').nth(1).getByRole('button');
  expect((await first.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  const name = (await first.locator('span').first().textContent()) ?? '';
  await first.click();
  await expect(panel(page)).toBeHidden();
  await expect(main(page).getByRole('button', { name: `组织：${name}` })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
