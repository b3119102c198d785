import { expect, test, type Page } from '@playwright/test';
import { DEMO, PASSWORD, TRIAL, expectNoRawKeys, login, tags } from './fixtures';
import { decodeTicketQrs } from './ticket-qr';

/**
 * Issue 6 acceptance: an order of 3 colours × 4 sizes for a demo style, a cutting bed with ratios and
 * plies, the bundle plan previewed and generated, a range of tickets printed to PDF (page count checked
 * for labels and for the A4 grid), a printed QR decoded back to its code, the server resolving that code
 * for this tenant only (another tenant's token gets 404).
 */

const STYLE = 'MS2401　男装长袖牛津纺衬衫';
const COLORS = ['白色', '浅蓝', '粉红'];
const SIZES = ['S', 'M', 'L', 'XL'];
const ORDERED: Readonly<Record<string, number>> = { S: 20, M: 40, L: 40, XL: 20 };
const RATIO: Readonly<Record<string, number>> = { S: 1, M: 2, L: 2, XL: 1 };
const PLIES = 10;

/** Pages of a PDF: its page objects (not the /Pages tree node). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

async function session(page: Page): Promise<{ token: string; tenantId: string }> {
  return page.evaluate(() => ({ token: window.localStorage.getItem('access_token') ?? '', tenantId: window.localStorage.getItem('tenant_id') ?? '' }));
}

/** A token of another company's admin, straight from the API. */
async function otherTenantToken(page: Page): Promise<{ token: string; tenantId: string }> {
  const reply = await page.request.post('/api/eticket/token', { data: { tenantName: TRIAL.tenant, userName: TRIAL.user, password: PASSWORD } });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as { accessToken: string; tenantId: string };
  return { token: body.accessToken, tenantId: body.tenantId };
}

/** Decode the QR of the first ticket in the browser: the SVG drawn on a canvas, read by jsQR. */
async function decodeFirstQr(page: Page): Promise<{ decoded: string | null; code: string }> {
  const [first] = await decodeTicketQrs(page);
  if (first === undefined) throw new Error('no QR on the page');
  return first;
}

async function waitForPrintView(page: Page): Promise<void> {
  await expect(page.getByTestId('print-area')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('print-button')).toBeEnabled();
}

// Every page here ships only its own texts: none may show a bare key (fixtures.ts).
test.afterEach(async ({ page }) => {
  await expectNoRawKeys(page);
});

test('order → bed → bundles → tickets printed to PDF; the QR resolves in this tenant only', async ({ page }) => {
  test.setTimeout(180_000);
  // The browser's print dialog would block a headless run: count the calls instead.
  await page.addInitScript(() => {
    const w = window as unknown as { __printed: number };
    w.__printed = 0;
    window.print = () => {
      w.__printed += 1;
    };
  });
  await login(page, DEMO);
  const orderNo = `E2E-${String(Date.now())}`;

  // ---- The order: 3 colours × 4 sizes of MS2401 (its XXL left out) ---------------------------------
  await page.goto('/order/edit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新建订单');
  await expect(tags(page).filter({ hasText: '新建订单' })).toHaveCount(1);
  await expect(page).toHaveTitle('新建订单 - 电子菲票');
  await page.getByLabel(/^制单号/).fill(orderNo);
  // The style picker searches the server: type part of the style no., pick the match.
  const stylePicker = page.getByRole('combobox', { name: '款号' });
  await stylePicker.click();
  await stylePicker.fill('MS2401');
  await page.getByRole('option', { name: STYLE }).click();
  await expect(page.getByRole('group', { name: '尺码', exact: true })).toBeVisible();
  const xxl = page.getByRole('group', { name: '尺码', exact: true }).getByRole('checkbox', { name: 'XXL', exact: true });
  await expect(xxl).toBeChecked();
  await xxl.click({ force: true });
  await expect(xxl).not.toBeChecked();
  await page.getByLabel(/^交货日期/).fill('2026-12-31');
  for (const color of COLORS) {
    for (const size of SIZES) await page.getByLabel(`${color} / ${size} 数量`).fill(String(ORDERED[size]));
  }
  // Row and column totals follow the typing.
  await expect(page.getByTestId('row-total-白色')).toHaveText('120');
  await expect(page.getByTestId('column-total-M')).toHaveText('120');
  await expect(page.getByTestId('matrix-total')).toHaveText('360');
  await page.getByRole('button', { name: '保存' }).first().click();
  await expect(page).toHaveURL(/\/order\/edit\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`订单 ${orderNo}`);
  // The saved order's tab, breadcrumb and document title say it is being edited, no longer created.
  await expect(tags(page).filter({ hasText: '编辑订单' })).toHaveCount(1);
  await expect(tags(page).filter({ hasText: '新建订单' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('编辑订单');
  await expect(page).toHaveTitle('编辑订单 - 电子菲票');

  // The list finds it by keyword (§3 query).
  await page.goto('/order/list');
  await page.getByRole('searchbox').fill(orderNo);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('table', { name: '订单' }).getByText(orderNo)).toBeVisible();
  // The new order also shows in the unfiltered list: wait for the search to have narrowed it to one row.
  await expect(page.getByRole('table', { name: '订单' }).getByRole('button', { name: '编菲' })).toHaveCount(1);
  await page.getByRole('table', { name: '订单' }).getByRole('button', { name: '编菲' }).click();
  await expect(page).toHaveURL(/\/order\/ticket\?orderId=/);

  // ---- A bed: ratio S1 M2 L2 XL1, 10 plies of each colour -------------------------------------------
  await page.getByTestId('new-bed').click();
  const bedForm = page.getByTestId('bed-form');
  for (const size of SIZES) await bedForm.getByLabel(`尺码 ${size} 配比`).fill(String(RATIO[size]));
  for (const color of COLORS) await bedForm.getByLabel(`颜色 ${color} 层数`).fill(String(PLIES));
  await expect(bedForm.getByTestId('lay-summary')).toHaveText('单层 6 件 × 30 层 = 本床 180 件');
  await bedForm.getByTestId('bed-save').click();
  await expect(page).toHaveURL(/bedId=/);

  // ---- The plan: bundles of 10 from the lay; preview against the order; generate ----------------------
  const editor = page.getByTestId('bundle-plan-editor');
  await editor.getByLabel('每扎件数').fill('10');
  await editor.getByRole('button', { name: '按本床裁数填充' }).click();
  await expect(editor.getByTestId('plan-bundle-count')).toHaveText('18');
  await expect(editor.getByTestId('plan-planned')).toHaveText('180');
  await expect(editor.getByTestId('plan-remaining')).toHaveText('180');
  await expect(editor.getByTestId('plan-range')).toHaveText('扎号 1 ~ 18');
  // Numbering: size first, then the k-th bundle, then colour.
  const firstRows = await editor.getByTestId('plan-bundles').locator('tbody tr').evaluateAll((rows) =>
    rows.slice(0, 5).map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent).join(' ')),
  );
  expect(firstRows).toEqual(['1 S 白色 10', '2 S 浅蓝 10', '3 S 粉红 10', '4 M 白色 10', '5 M 浅蓝 10']);
  await editor.getByTestId('plan-generate').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已生成 18 扎，共 180 件' })).toBeVisible();
  await expect(page.getByTestId('beds').getByText('已编菲')).toBeVisible();
  // Cut and bundled, the order is still a draft, so its tickets could not be scanned: the bed page says so.
  await expect(page.getByTestId('order-draft-notice')).toContainText(`订单“${orderNo}”仍是草稿`);

  // ---- Print bundles 1–12 on 60 × 40 mm labels ----------------------------------------------------------
  await page.getByTestId('bed-print-tickets').click();
  await expect(page).toHaveURL(/\/order\/printTicketHome\?/);
  const printHome = page.url();
  await expect(page.getByRole('textbox', { name: '起始扎号' })).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: '结束扎号' })).toHaveValue('18');

  // A bundle's qty corrected after generation: the dialog saves it and the list shows it.
  const bundle18 = page.getByTestId('print-bundles').getByRole('row').filter({ has: page.getByLabel('勾选扎号 18') });
  await bundle18.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByTestId('bundle-edit-dialog');
  await expect(edit.getByLabel('数量')).toHaveValue('10');
  await edit.getByLabel('数量').fill('9');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '扎号 18 已更新' })).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(bundle18.locator('td').nth(5)).toHaveText('9');

  await page.getByRole('textbox', { name: '结束扎号' }).fill('12');
  await expect(page.getByTestId('selection-summary')).toHaveText('已选 12 扎：12 张菲票，12 页');
  await page.getByTestId('open-print-view').click();
  await expect(page).toHaveURL(/\/order\/printBatchAssign\?/);
  await waitForPrintView(page);
  await expect(page.locator('.et-ticket')).toHaveCount(12);

  await page.getByTestId('print-button').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已记录打印 12 张菲票' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  const labels = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdfPageCount(labels)).toBe(12);

  // ---- The QR: decoded by an independent reader; the server resolves it here, not elsewhere -------------
  const { decoded, code } = await decodeFirstQr(page);
  expect(code).toMatch(/^ET1\.[0-9A-Z]{26}$/);
  expect(decoded).toBe(code);
  const mine = await session(page);
  const resolved = await page.request.get(`/api/eticket/bundle/byCode/${encodeURIComponent(code)}`, {
    headers: { Authorization: `Bearer ${mine.token}`, TenantId: mine.tenantId },
  });
  expect(resolved.status()).toBe(200);
  const found = (await resolved.json()) as { orderNo: string; bundle: { bundleNo: number; printCount: number; qty: number } };
  expect([found.orderNo, found.bundle.bundleNo, found.bundle.printCount, found.bundle.qty]).toEqual([orderNo, 1, 1, 10]);
  const other = await otherTenantToken(page);
  const foreign = await page.request.get(`/api/eticket/bundle/byCode/${encodeURIComponent(code)}`, {
    headers: { Authorization: `Bearer ${other.token}`, TenantId: other.tenantId },
  });
  expect(foreign.status()).toBe(404);

  // ---- All 18 on the A4 grid: one sheet of 21 -------------------------------------------------------------
  await page.goto(page.url().replace('tpl=60x40', 'tpl=A4').replace('to=12', 'to=18'));
  await waitForPrintView(page);
  await expect(page.locator('.et-ticket')).toHaveCount(18);
  const sheet = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdfPageCount(sheet)).toBe(1);

  // ---- Printed and still a draft: production is confirmed from the print page, and the notice goes ---------
  await page.goto(printHome);
  const notice = page.getByTestId('order-draft-notice');
  await expect(notice).toContainText('草稿订单的菲票还不能扫描报工');
  await notice.getByTestId('order-draft-confirm').click();
  await page.getByTestId('confirm-action').getByRole('button', { name: '确认生产' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `订单“${orderNo}”已更新` })).toBeVisible();
  await expect(notice).toHaveCount(0);
  const confirmed = await page.request.get(`/api/eticket/order/${new URL(printHome).searchParams.get('order') ?? ''}`, {
    headers: { Authorization: `Bearer ${mine.token}`, TenantId: mine.tenantId },
  });
  expect(((await confirmed.json()) as { status: number }).status).toBe(2);
});

/** A demo order in production that has bundles (signed in as the demo admin). */
async function producingOrderWithBundles(page: Page): Promise<{ id: string }> {
  await login(page, DEMO);
  const orders = await page.evaluate(async () => {
    const reply = await fetch('/api/eticket/order?status=2&maxResultCount=20', {
      headers: { Authorization: `Bearer ${window.localStorage.getItem('access_token') ?? ''}`, TenantId: window.localStorage.getItem('tenant_id') ?? '' },
    });
    return ((await reply.json()) as { items: { id: string; cutQty: number }[] }).items.filter((o) => o.cutQty > 0);
  });
  const order = orders[0];
  if (order === undefined) throw new Error('the demo data has no producing order with bundles');
  return order;
}

test('an empty or unreadable pick list is refused, never "print all"', async ({ page }) => {
  const order = await producingOrderWithBundles(page);
  await page.goto(`/order/printBatchAssign?order=${order.id}&picks=&tpl=60x40`);
  await expect(page.getByTestId('print-error')).toContainText('没有勾选任何扎');
  await expect(page.getByTestId('print-area')).toHaveCount(0);
  await page.goto(`/order/printBatchAssign?order=${order.id}&picks=abc&tpl=60x40`);
  await expect(page.getByTestId('print-error')).toContainText('没有勾选任何扎');
});

test('order list at 390 px: the page itself never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO);
  await page.goto('/order/list');
  await expect(page.getByRole('table', { name: '订单' }).locator('tbody tr').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a bundle held from scanning shows its reason on the print page until it is released', async ({ page }) => {
  const order = await producingOrderWithBundles(page);
  await page.goto(`/order/printTicketHome?order=${order.id}`);
  const first = page.getByTestId('print-bundles').getByRole('row').filter({ has: page.getByRole('button', { name: '暂停扫码' }) }).first();
  const bundleNo = await first.locator('td').nth(1).textContent();
  const row = page.getByTestId('print-bundles').getByRole('row').filter({ has: page.getByLabel(`勾选扎号 ${bundleNo ?? ''}`, { exact: true }) });
  await row.getByRole('button', { name: '暂停扫码' }).click();
  const hold = page.getByTestId('bundle-hold-dialog');
  await hold.getByLabel('暂停原因').fill('质检待返修');
  await hold.getByRole('button', { name: '暂停扫码' }).click();
  await expect(row.getByTestId('bundle-hold')).toContainText('已暂停扫码质检待返修');
  await row.getByRole('button', { name: '恢复扫码' }).click();
  await page.getByTestId('confirm-action').getByRole('button', { name: '恢复扫码' }).click();
  await expect(row.getByTestId('bundle-hold')).toHaveCount(0);
  await expect(row.getByRole('button', { name: '暂停扫码' })).toBeVisible();
});
