import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, PASSWORD, WORKER, expectNoRawKeys, login } from './fixtures';
import { decodeTicketQrs } from './ticket-qr';

/**
 * The worker's wage and the wage prints end to end: the admin settles this month for the whole company and
 * asks the workers to confirm; the payslips print to PDF with one slip per worker and a QR that reads back as
 * the worker's confirm page; the payroll and worker1's piece detail print too. worker1, on a 390 px phone,
 * opens that QR's page, sees the item marked and confirms it with a thumb-sized button. The settlement is
 * withdrawn and deleted afterwards, so the demo data stays as it was.
 */
const PHONE = { width: 390, height: 844 };

interface Session {
  token: string;
  tenantId: string;
}

async function apiToken(request: APIRequestContext, account: { tenant: string; user: string }): Promise<Session> {
  const reply = await request.post('/api/eticket/token', { data: { tenantName: account.tenant, userName: account.user, password: PASSWORD } });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as { accessToken: string; tenantId: string };
  return { token: body.accessToken, tenantId: body.tenantId };
}

async function api<T>(request: APIRequestContext, session: Session, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const reply = await request.fetch(path, { method, headers: { Authorization: `Bearer ${session.token}`, TenantId: session.tenantId }, ...(data === undefined ? {} : { data }) });
  expect(reply.status(), `${method} ${path}`).toBeLessThan(300);
  return (reply.status() === 204 ? undefined : await reply.json()) as T;
}

/** Pages of a PDF: its page objects (not the /Pages tree node). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

async function waitForPrintView(page: Page): Promise<void> {
  await expect(page.getByTestId('print-area')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('print-button')).toBeEnabled();
}

/** yyyy-MM-dd of today and the first of its month (the server's tenant calendar may differ by a day at midnight). */
function thisMonth(): { periodStart: string; periodEnd: string } {
  const today = new Date().toISOString().slice(0, 10);
  return { periodStart: `${today.slice(0, 8)}01`, periodEnd: today };
}

const ORDER_NO = 'DD-2402';

/** One piece of a claimable procedure on one of the order's last bundles, reported by `worker` through the scan API. */
async function reportOnePiece(request: APIRequestContext, admin: Session, worker: Session): Promise<void> {
  const orders = await api<{ items: { id: string; orderNo: string }[] }>(request, admin, 'GET', `/api/eticket/order?keyword=${ORDER_NO}`);
  const order = orders.items.find((o) => o.orderNo === ORDER_NO);
  if (order === undefined) throw new Error(`${ORDER_NO} is not in the demo data`);
  const bundles = await api<{ items: { code: string; bundleNo: number }[] }>(request, admin, 'GET', `/api/eticket/bundle?orderId=${order.id}&maxResultCount=1000`);
  for (const bundle of [...bundles.items].sort((a, b) => b.bundleNo - a.bundleNo)) {
    const card = await api<{ procedures: { orderProcedureId: string; claimable: boolean; remaining: number }[] }>(request, worker, 'GET', `/api/eticket/bundle/byCode/${encodeURIComponent(bundle.code)}`);
    const open = card.procedures.find((p) => p.claimable && p.remaining > 0);
    if (open === undefined) continue;
    await api(request, worker, 'POST', '/api/eticket/ticketLog/scan', { code: bundle.code, orderProcedureId: open.orderProcedureId, qty: 1, clientRequestId: `e2e-wage-${String(Date.now())}` });
    return;
  }
  throw new Error(`no bundle of ${ORDER_NO} has a procedure left to report`);
}

test.afterEach(async ({ page }) => {
  await expectNoRawKeys(page);
});

test('settle, print payslips (QR to the confirm page), payroll and piece detail; the worker confirms on a phone', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  const admin = await apiToken(page.request, DEMO);
  const period = thisMonth();
  const me = await api<{ currentUser: { id: string } }>(page.request, await apiToken(page.request, WORKER), 'GET', '/api/abp/application-configuration?includeLocalizationResources=false');
  const workerId = me.currentUser.id;

  // Work this month: worker1 reports one piece on a bundle of a producing demo order (away from the bundles the
  // scan-station test prints), so the month has something to settle whatever the demo's history covers.
  await reportOnePiece(page.request, admin, await apiToken(page.request, WORKER));
  // A draft over the whole company, then asked to confirm.
  const settlement = await api<{ id: string; settlementNo: string; workerCount: number }>(page.request, admin, 'POST', '/api/eticket/wageSettlement', period);
  try {
    await api(page.request, admin, 'POST', `/api/eticket/wageSettlement/${settlement.id}/submit`);

    // ---- Payslips: one per worker, the QR reads back as the worker's confirm page -------------------------
    await login(page, DEMO);
    await page.goto(`/wage/printPayslip?settlementId=${settlement.id}`);
    await waitForPrintView(page);
    await expect(page.locator('.et-slip')).toHaveCount(settlement.workerCount);
    const slip = page.getByTestId(`slip-${workerId}`);
    await expect(slip).toBeVisible();
    const slips = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdfPageCount(slips)).toBeGreaterThanOrEqual(1);
    const qrs = await decodeTicketQrs(page);
    expect(qrs).toHaveLength(settlement.workerCount);
    for (const qr of qrs) expect(qr.decoded).toBe(qr.code);
    const link = await slip.locator('svg[data-qr]').getAttribute('data-qr');
    expect(link).toMatch(/\/scan\/wage\?item=/);

    // Only the chosen workers.
    await page.goto(`/wage/printPayslip?settlementId=${settlement.id}&userIds=${workerId}`);
    await waitForPrintView(page);
    await expect(page.locator('.et-slip')).toHaveCount(1);

    // ---- Payroll: grouped by organization, the total row, a landscape PDF --------------------------------
    await page.goto(`/wage/payrollPrint?settlementId=${settlement.id}`);
    await waitForPrintView(page);
    await expect(page.getByTestId('payroll-total')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '签名' })).toBeVisible();
    expect(pdfPageCount(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toBeGreaterThanOrEqual(1);

    // ---- Piece detail of worker1 for the month --------------------------------------------------------------
    await page.goto(`/wage/printWage?userId=${workerId}&periodStart=${period.periodStart}&periodEnd=${period.periodEnd}`);
    await waitForPrintView(page);
    await expect(page.getByTestId('piece-detail-total')).toBeVisible();
    expect(pdfPageCount(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toBeGreaterThanOrEqual(1);

    // ---- The worker opens the QR's page on a phone and confirms ---------------------------------------------
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const worker = await phone.newPage();
    await login(worker, WORKER);
    await worker.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect(worker.getByRole('heading', { level: 1, name: '我的工资' })).toBeVisible();
    const item = worker.locator('[aria-current="true"]');
    await expect(item).toContainText(settlement.settlementNo);
    await expect(worker.getByTestId('live-net')).toBeVisible();
    const confirm = item.getByRole('button', { name: '确认工资' });
    expect((await confirm.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await confirm.click();
    const dialog = worker.getByTestId('confirm-dialog');
    await dialog.getByRole('button', { name: '确认工资' }).click();
    await expect(worker.getByTestId('toast').filter({ hasText: '已确认工资' })).toBeVisible();
    await expect(item.getByText('已确认', { exact: true })).toBeVisible();
    await expect(item.getByRole('button')).toHaveCount(0);
    await expectNoRawKeys(worker);
    await phone.close();
  } finally {
    await api(page.request, admin, 'POST', `/api/eticket/wageSettlement/${settlement.id}/withdraw`).catch(() => undefined);
    await api(page.request, admin, 'DELETE', `/api/eticket/wageSettlement/${settlement.id}`).catch(() => undefined);
  }
});
