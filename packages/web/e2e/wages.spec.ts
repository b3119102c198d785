import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiToken, type Session } from './api-session';
import { DEMO, PASSWORD, WORKER, expectNoRawKeys, login } from './fixtures';

/**
 * Wages end to end, as the factory runs them. Two new workers in a new organization (so the demo history
 * cannot leak into their month) each scan a ticket at the scan station on a 390 px phone. The admin selects
 * exactly them in the wage list, settles the selection and asks them to confirm. Worker A confirms; worker B
 * disputes with a reason; the admin answers with a subsidy, B confirms the new amount. The admin locks, records
 * the payment, prints the payslips to PDF (a slip per worker, a page per worker when asked; the slips' nets
 * add up to the settlement's total) and exports the payroll to .xlsx (its total row is the settlement's
 * total). The wage list's Excel export and its width on a phone are checked on the way.
 */
const PHONE = { width: 390, height: 844 };
const ORDER_NO = 'DD-2402';

async function api<T>(request: APIRequestContext, session: Session, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const reply = await request.fetch(path, { method, headers: { Authorization: `Bearer ${session.token}`, TenantId: session.tenantId }, ...(data === undefined ? {} : { data }) });
  expect(reply.status(), `${method} ${path}`).toBeLessThan(300);
  return (await reply.json()) as T;
}

/** Pages of a PDF: its page objects (not the /Pages tree node). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** "¥1,234.50" → fen, exactly (the last amount in the text: a total row ends with the net). */
function fenOf(text: string): bigint {
  const match = /(-?)[¥￥]?\s*([\d,]+)\.(\d{2})(?!.*\d+\.\d{2})/s.exec(text);
  if (match === null) throw new Error(`no amount in "${text}"`);
  const fen = BigInt(`${(match[2] ?? '').replace(/,/g, '')}${match[3] ?? ''}`);
  return match[1] === '-' ? -fen : fen;
}

/** A ticket of the demo order with at least two procedures open (away from the first bundles other tests print). */
async function openTicket(request: APIRequestContext, admin: Session, worker: Session): Promise<string> {
  const orders = await api<{ items: { id: string; orderNo: string }[] }>(request, admin, 'GET', `/api/eticket/order?keyword=${ORDER_NO}`);
  const order = orders.items.find((o) => o.orderNo === ORDER_NO);
  if (order === undefined) throw new Error(`${ORDER_NO} is not in the demo data`);
  const bundles = await api<{ items: { code: string; bundleNo: number }[] }>(request, admin, 'GET', `/api/eticket/bundle?orderId=${order.id}&maxResultCount=1000`);
  for (const bundle of [...bundles.items].sort((a, b) => b.bundleNo - a.bundleNo)) {
    const card = await api<{ procedures: { claimable: boolean; remaining: number }[] }>(request, worker, 'GET', `/api/eticket/bundle/byCode/${encodeURIComponent(bundle.code)}`);
    if (card.procedures.filter((p) => p.claimable && p.remaining > 0).length >= 2) return bundle.code;
  }
  throw new Error(`no bundle of ${ORDER_NO} has two procedures left to report`);
}

/** A worker's phone, signed in. */
async function phoneOf(browser: Browser, baseURL: string | undefined, user: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', ...(baseURL === undefined ? {} : { baseURL }) });
  const phone = await context.newPage();
  await login(phone, { tenant: DEMO.tenant, user });
  return phone;
}

/** The handheld scanner types the ticket's code and presses Enter; the worker reports the offered procedure. */
async function scanAtStation(phone: Page, code: string): Promise<void> {
  await phone.goto('/scan/station');
  const field = phone.getByRole('textbox', { name: '菲票码' });
  await expect(field).toBeFocused();
  await field.pressSequentially(code, { delay: 5 });
  await field.press('Enter');
  await expect(phone.getByTestId('bundle-card')).toBeVisible();
  await phone.getByTestId('scan-report').click();
  await expect(phone.getByTestId('scan-result')).toHaveAttribute('data-status', 'sent');
}

/** The worker's own wage page: their one settlement item, answered with `button`. */
async function answer(phone: Page, button: '确认工资' | '有异议', reason?: string): Promise<void> {
  await phone.goto('/scan/wage');
  await expect(phone.getByRole('heading', { level: 1, name: '我的工资' })).toBeVisible();
  const item = phone.locator('[data-testid^="settlement-"][data-testid$="-confirm"]');
  await expect(item).toHaveText('待确认');
  const action = phone.getByRole('button', { name: button, exact: true });
  expect((await action.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await action.click();
  if (reason === undefined) {
    await phone.getByTestId('confirm-dialog').getByRole('button', { name: '确认工资' }).click();
    await expect(item).toHaveText('已确认');
  } else {
    const dialog = phone.getByTestId('dispute-dialog');
    await dialog.getByLabel('原因').fill(reason);
    await dialog.getByRole('button', { name: '有异议' }).click();
    await expect(item).toHaveText('有异议');
  }
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoRawKeys(phone);
}

test.afterEach(async ({ page }) => {
  await expectNoRawKeys(page);
});

test('scan, settle the selection, confirm and dispute on phones, resolve, lock, pay, payslips to PDF and the payroll to Excel', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  const admin = await apiToken(page.request, DEMO);
  const stamp = String(Date.now()).slice(-7);

  // ---- Two new workers (worker1's roles) in a new organization --------------------------------------------------
  const template = await api<{ items: { userName: string; roleIds: string[] }[] }>(page.request, admin, 'GET', `/api/identity/users?keyword=${WORKER.user}`);
  const roleIds = template.items.find((u) => u.userName === WORKER.user)?.roleIds ?? [];
  const organization = await api<{ id: string }>(page.request, admin, 'POST', '/api/eticket/organization', { name: `e2e 工资组 ${stamp}`, type: 'Group' });
  const workers = [];
  for (const [letter, name] of [['a', `甲工${stamp}`], ['b', `乙工${stamp}`]] as const) {
    const userName = `e2ewage${letter}${stamp}`;
    const created = await api<{ id: string }>(page.request, admin, 'POST', '/api/identity/users', {
      userName,
      name,
      password: PASSWORD,
      roleIds,
      organizationId: organization.id,
      isWorker: true,
    });
    workers.push({ userName, name, id: created.id });
  }
  const [a, b] = workers;
  if (a === undefined || b === undefined) throw new Error('the workers were not created');

  // ---- Each scans a ticket at the scan station on their phone -------------------------------------------------
  const code = await openTicket(page.request, admin, await apiToken(page.request, { tenant: DEMO.tenant, user: a.userName }));
  const phoneA = await phoneOf(browser, baseURL, a.userName);
  const phoneB = await phoneOf(browser, baseURL, b.userName);
  await scanAtStation(phoneA, code);
  await scanAtStation(phoneB, code);

  // ---- The wage list: exactly these two, selected and settled -------------------------------------------------
  await login(page, DEMO);
  await page.goto('/wage/index');
  await page.getByLabel('组织', { exact: true }).selectOption(organization.id);
  const table = page.getByRole('table', { name: '工资' });
  await expect(table.getByRole('checkbox', { name: /^选择 / })).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^工资-\d{8}\.xlsx$/);
  await page.getByRole('checkbox', { name: `选择 ${a.name}` }).check();
  await page.getByRole('checkbox', { name: `选择 ${b.name}` }).check();
  await page.getByRole('button', { name: '结算所选（2）' }).click();
  const create = page.getByTestId('form-dialog');
  await expect(create.getByTestId('settlement-scope')).toHaveText(`所选 2 人：${a.name}、${b.name}`);
  await create.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^结算单 WS\d{8}-\d{2}$/ })).toBeVisible();
  const settlementId = new URL(page.url()).searchParams.get('id') ?? '';
  const steps = page.getByTestId('settlement-steps');
  await steps.getByRole('button', { name: '提交员工确认' }).click();
  await expect(steps.getByRole('button', { name: '撤回' })).toBeVisible();

  // ---- A confirms, B disputes, on their phones ----------------------------------------------------------------
  await answer(phoneA, '确认工资');
  await answer(phoneB, '有异议', '少算了一道工序');

  // ---- The admin answers B with a subsidy; B confirms the new amount ------------------------------------------
  await page.getByRole('link', { name: /确认情况/ }).click();
  const rowB = page.getByRole('row').filter({ hasText: b.name });
  await expect(rowB).toContainText('少算了一道工序');
  await rowB.getByRole('button', { name: '处理异议' }).click();
  const resolve = page.getByTestId('resolve-dialog');
  await resolve.getByLabel('处理结果').fill('补记一道工序');
  await resolve.getByText('同时添加一笔调整（计入本结算单）').click();
  await resolve.getByLabel('类型').selectOption('subsidy');
  await resolve.getByLabel('金额').fill('1.50');
  await resolve.getByLabel('原因').fill('补记工序');
  await resolve.getByRole('button', { name: '处理异议' }).click();
  await expect(resolve).toBeHidden();
  await answer(phoneB, '确认工资');
  await phoneA.context().close();
  await phoneB.context().close();

  // ---- Lock, pay ------------------------------------------------------------------------------------------------
  await page.goto(`/wage/settleDetail?id=${settlementId}`);
  await steps.getByRole('button', { name: '锁定' }).click();
  await steps.getByRole('button', { name: '登记发放' }).click();
  const pay = page.getByTestId('mark-paid-dialog');
  await pay.getByLabel(/付款凭证图片地址/).fill('/favicon.svg');
  await pay.getByLabel('备注').fill('银行代发');
  await pay.getByRole('button', { name: '登记发放' }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByText('银行代发')).toBeVisible();
  const settlement = await api<{ status: string; workerCount: number; totalAmount: string; additionAmount: string }>(page.request, admin, 'GET', `/api/eticket/wageSettlement/${settlementId}`);
  expect(settlement).toMatchObject({ status: 'paid', workerCount: 2, additionAmount: '1.50' });
  const total = fenOf(settlement.totalAmount);
  await expect(page.getByTestId('settlement-total')).toContainText(settlement.totalAmount.replace(/\B(?=(\d{3})+\.)/g, ','));

  // ---- The payroll to Excel: one row per worker and the total row ---------------------------------------------
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  const file = await (await exported).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows = (book.worksheets[0]?.getSheetValues() ?? []).filter((row) => Array.isArray(row)).map((row) => (row as unknown[]).slice(1));
  const net = rows[0]?.indexOf('实发') ?? -1;
  expect(rows).toHaveLength(4);
  expect(rows.slice(1, 3).map((row) => String(row[1])).sort()).toEqual([a.name, b.name].sort());
  const cents = (value: unknown) => BigInt(Math.round(Number(value) * 100));
  expect(cents(rows[1]?.[net]) + cents(rows[2]?.[net])).toBe(total);
  expect(rows[3]?.[0]).toBe('合计');
  expect(cents(rows[3]?.[net])).toBe(total);

  // ---- The payslips to PDF: one slip per worker, their nets add up to the total ---------------------------------
  await page.goto(`/wage/printPayslip?settlementId=${settlementId}`);
  await expect(page.getByTestId('print-area')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.locator('.et-slip')).toHaveCount(2);
  const nets = await page.locator('[data-testid^="slip-"][data-testid$="-net"]').allTextContents();
  expect(nets.map(fenOf).reduce((n, x) => n + x, 0n)).toBe(total);
  await expect(page.getByTestId(`slip-${a.id}`).locator('svg[data-qr]')).toHaveAttribute('data-qr', /\/scan\/wage\?item=/);
  // Slips are cut from A4 sheets, several to a sheet: two fit on one page; one per page gives a page per worker.
  expect(pdfPageCount(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toBe(1);
  await page.getByText('每人一页').click();
  expect(pdfPageCount(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toBe(2);

  // ---- The payroll sheet and worker A's piece detail print too ----------------------------------------------------
  await page.goto(`/wage/payrollPrint?settlementId=${settlementId}`);
  await expect(page.getByTestId('print-area')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  expect(fenOf((await page.getByTestId('payroll-total').textContent()) ?? '')).toBe(total);
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  await page.goto(`/wage/printWage?userId=${a.id}&periodStart=${today}&periodEnd=${today}`);
  await expect(page.getByTestId('print-area')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('piece-detail-total')).toBeVisible();
});
