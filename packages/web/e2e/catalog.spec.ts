import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, WORKER, expectNoRawKeys, login, sidebar } from './fixtures';

/**
 * Issue 5's acceptance, end to end against the real server (PGlite, demo data): a category, a procedure
 * template, a style from that template with 3 colours and 4 sizes, level prices, keyword search, an
 * edit, a refused delete of the referenced template; and a worker without ProductManagement.
 */

const run = Date.now().toString(36).slice(-5).toUpperCase();
const CATEGORY = `E2E分类${run}`;
const TEMPLATE = `E2E衬衫工序${run}`;
const SAVED_TEMPLATE = `E2E另存工序${run}`;
const STYLE_NO = `E2E-${run}`;
const STYLE_NAME = `E2E男装衬衫${run}`;
const PROCEDURES = [
  { name: '做领', price: '0.45' },
  { name: '上袖', price: '0.40' },
  { name: '钉扣', price: '0.12' },
] as const;

function main(page: Page): Locator {
  return page.locator('#main-content');
}

async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByTestId('toast').filter({ hasText: text }).first()).toBeVisible();
}

/** The data rows of the visible list table. */
function rows(page: Page): Locator {
  return main(page).getByRole('table').locator('tbody tr');
}

test.describe.configure({ mode: 'serial' });

// Every page here ships only its own texts: none may show a bare key (fixtures.ts).
test.afterEach(async ({ page }) => {
  await expectNoRawKeys(page);
});

test('master data: category, procedure template, style from it, level prices, search, edit, refused delete', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, DEMO);

  // ---- a category ----------------------------------------------------------------------------------------
  await page.goto('/product/category');
  await expect(main(page).getByRole('heading', { level: 1, name: '款式分类' })).toBeVisible();
  await main(page).getByRole('button', { name: '新增', exact: true }).click();
  let dialog = page.getByTestId('form-dialog');
  await expect(dialog.getByText('新增款式分类')).toBeVisible();
  // The core's rule before any request: the name is required.
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请填写此项')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^名称/ }).fill(CATEGORY);
  await dialog.getByRole('textbox', { name: /^排序/ }).fill('9');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);
  await expectToast(page, '保存成功');
  await expect(rows(page).filter({ hasText: CATEGORY })).toHaveCount(1);

  // ---- a procedure template --------------------------------------------------------------------------------
  await page.goto('/product/procedurelist');
  await main(page).getByRole('button', { name: '新增', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/procedureedit$/);
  const editor = main(page);
  await editor.getByRole('textbox', { name: /^名称/ }).fill(TEMPLATE);
  // Saving an empty list is refused by the core's template rule.
  await editor.getByRole('button', { name: '保存' }).first().click();
  await expect(editor.getByText('请至少添加一条明细')).toBeVisible();
  for (const [i, procedure] of PROCEDURES.entries()) {
    await editor.getByRole('button', { name: '添加工序' }).click();
    await editor.getByRole('textbox', { name: `第${i + 1}行工序名称` }).fill(procedure.name);
    await editor.getByRole('textbox', { name: `第${i + 1}行默认单价` }).fill(procedure.price);
  }
  await expect(editor.getByRole('textbox', { name: '第3行工序号' })).toHaveValue('3');
  await expect(editor.getByTestId('procedure-total')).toContainText('¥0.97');
  await editor.getByRole('button', { name: '保存' }).first().click();
  await expect(page).toHaveURL(/\/product\/procedurelist$/);
  await expectToast(page, '保存成功');
  await expect(rows(page).filter({ hasText: TEMPLATE })).toHaveCount(1);

  // ---- a style from that template: 3 colours, 4 sizes ------------------------------------------------------
  await page.goto('/product/list');
  await main(page).getByRole('button', { name: '新增', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/edit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新建款式');
  const form = main(page);
  // A paste longer than the name's limit is cut by the browser: the form says so.
  const nameBox = form.getByRole('textbox', { name: /^款式名称/ });
  await nameBox.evaluate((box) => {
    const data = new DataTransfer();
    data.setData('text/plain', '长'.repeat(500));
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(form.getByText(/^粘贴的内容超过\d+个字符，已截去多出的部分$/)).toBeVisible();
  await form.getByRole('textbox', { name: /^款号/ }).fill(STYLE_NO);
  await form.getByRole('textbox', { name: /^款式名称/ }).fill(STYLE_NAME);
  // The category picker searches the server as the user types.
  await form.getByRole('combobox', { name: '分类' }).fill(CATEGORY);
  await form.getByRole('option', { name: CATEGORY, exact: true }).click();
  await form.getByRole('tab', { name: '颜色尺码' }).click();
  await form.getByRole('textbox', { name: '添加颜色' }).fill('白色，浅蓝、藏青');
  await form.getByRole('textbox', { name: '添加颜色' }).press('Enter');
  await form.getByRole('textbox', { name: '添加尺码' }).fill('S M L XL');
  await form.getByRole('textbox', { name: '添加尺码' }).press('Enter');
  await expect(form.getByRole('textbox', { name: /^第3行颜色/ })).toHaveValue('藏青');
  await expect(form.getByRole('textbox', { name: '第4行尺码' })).toHaveValue('XL');
  await form.getByRole('tab', { name: '工序', exact: true }).click();
  await form.getByRole('combobox', { name: '从工序模板导入' }).fill(TEMPLATE);
  await form.getByRole('option', { name: TEMPLATE, exact: true }).click();
  await form.getByRole('button', { name: '替换现有明细' }).click();
  for (const [i, procedure] of PROCEDURES.entries()) {
    await expect(form.getByRole('textbox', { name: `第${i + 1}行工序名称` })).toHaveValue(procedure.name);
  }
  await form.getByRole('button', { name: '保存' }).first().click();
  await expect(page).toHaveURL(/\/product\/list$/);
  await expectToast(page, '保存成功');
  const styleRow = rows(page).filter({ hasText: STYLE_NO });
  await expect(styleRow).toHaveCount(1);
  await expect(styleRow).toContainText(CATEGORY);
  await expect(styleRow).toContainText('S / M / L / XL');
  await expect(styleRow).toContainText('¥0.97');

  // ---- level prices ----------------------------------------------------------------------------------------
  await styleRow.getByRole('button', { name: '设置工价' }).click();
  await expect(page).toHaveURL(/\/procedurePrice\/list\?productId=/);
  const grid = main(page).getByTestId('price-grid');
  await expect(grid).toBeVisible();
  await expect(main(page).getByText('修改工价只影响之后的扫菲报工')).toBeVisible();
  // Without its own price a level pays default × coefficient (0.45 × 1.15).
  await expect(grid.getByRole('textbox', { name: '做领 技术骨干 ×1.15' })).toHaveAttribute('placeholder', '0.5175');
  await grid.getByRole('textbox', { name: '做领 学徒 ×0.90' }).fill('0.40');
  await grid.getByRole('textbox', { name: '做领 技术骨干 ×1.15' }).fill('0.55');
  await grid.getByRole('textbox', { name: '钉扣 技术骨干 ×1.15' }).fill('abc');
  await expect(main(page).getByTestId('price-unsaved')).toContainText('2 道工序');
  await main(page).getByRole('button', { name: '保存' }).click();
  // The core's price rule refuses the bad cell before anything is sent.
  await expect(grid.getByText('请输入有效的数字')).toBeVisible();
  await grid.getByRole('textbox', { name: '钉扣 技术骨干 ×1.15' }).fill('0.15');
  await main(page).getByRole('button', { name: '保存' }).click();
  await expectToast(page, '保存成功');
  await expect(main(page).getByTestId('price-unsaved')).toHaveCount(0);
  await page.reload();
  await expect(grid.getByRole('textbox', { name: '做领 技术骨干 ×1.15' })).toHaveValue('0.55');
  await expect(grid.getByRole('textbox', { name: '做领 学徒 ×0.90' })).toHaveValue('0.40');
  await expect(grid.getByRole('textbox', { name: '钉扣 技术骨干 ×1.15' })).toHaveValue('0.15');

  // ---- find it by keyword ------------------------------------------------------------------------------------
  await page.goto('/product/list');
  await main(page).getByRole('searchbox').fill(STYLE_NO.toLowerCase());
  await main(page).getByRole('button', { name: '搜索' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(STYLE_NAME);
  await expect(main(page).getByTestId('list-total')).toHaveText('共 1 条');

  // ---- edit it: the list shows the change after the save ------------------------------------------------------
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/product\/edit\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('编辑款式');
  const renamed = `${STYLE_NAME}（改）`;
  await expect(form.getByRole('textbox', { name: /^款式名称/ })).toHaveValue(STYLE_NAME);
  // 存为模板: the style's procedures become a new procedure template (the style is not changed by it).
  await form.getByRole('tab', { name: '工序', exact: true }).click();
  await form.getByRole('button', { name: '存为模板' }).click();
  const saveAs = page.getByTestId('save-as-template');
  await expect(saveAs.getByRole('textbox', { name: /^名称/ })).toHaveValue(`${STYLE_NO} ${STYLE_NAME}`);
  await saveAs.getByRole('textbox', { name: /^名称/ }).fill(SAVED_TEMPLATE);
  await saveAs.getByRole('button', { name: '存为模板' }).click();
  await expectToast(page, `已存为模板“${SAVED_TEMPLATE}”`);
  await expect(saveAs).toHaveCount(0);
  // The new template is found by the template picker's search at once.
  await form.getByRole('combobox', { name: '从工序模板导入' }).fill(SAVED_TEMPLATE);
  await expect(form.getByRole('option', { name: SAVED_TEMPLATE, exact: true })).toHaveCount(1);
  await form.getByRole('combobox', { name: '从工序模板导入' }).press('Escape');
  await form.getByRole('tab', { name: '基本信息' }).click();
  await form.getByRole('textbox', { name: /^款式名称/ }).fill(renamed);
  await form.getByRole('button', { name: '保存' }).first().click();
  await expect(page).toHaveURL(/\/product\/list$/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(renamed);

  // ---- the template is referenced by the style: its delete is refused -----------------------------------------
  await page.goto('/product/procedurelist');
  await main(page).getByRole('searchbox').fill(TEMPLATE);
  await main(page).getByRole('button', { name: '搜索' }).click();
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  dialog = page.getByTestId('confirm-delete');
  await expect(dialog).toContainText(`确定要删除“${TEMPLATE}”吗`);
  await dialog.getByRole('button', { name: '删除' }).click();
  await expect(dialog.getByTestId('delete-refused')).toContainText('该工序模板已被1个款式使用，不能删除');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(rows(page)).toHaveCount(1);

  // ---- the template saved from the style: its three procedures, nobody using it yet --------------------------
  await main(page).getByRole('searchbox').fill(SAVED_TEMPLATE);
  await main(page).getByRole('button', { name: '搜索' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('¥0.97');
});

test('a worker without ProductManagement sees no style menu and gets /403 by URL', async ({ page }) => {
  await login(page, WORKER);
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: '款式管理' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: '款式列表' })).toHaveCount(0);
  await page.goto('/product/list');
  await expect(page).toHaveURL(/\/403\?redirect=(%2F|\/)product(%2F|\/)list$/);
  await page.goto('/product/edit');
  await expect(page).toHaveURL(/\/403/);
});
