import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, WORKER, expectNoRawKeys, login, untilWorkerWarm } from './fixtures';
import { apiToken, type Session } from './api-session';
import { decodeTicketQrs } from './ticket-qr';

/**
 * The scan station end to end: tickets of a producing demo order printed (their QR decoded from the print page
 * by an independent reader), worker1 on a 390 px phone types a code into the handheld-scanner field and reports
 * two procedures; the network goes, three more are reported on the same ticket from the card kept on the phone,
 * the page is reloaded, the network comes back → exactly three more records, none twice.
 *
 * The reload happens with no network at all: the service worker opens the station from its cache and the
 * outbox brings the unsent scans back from the phone's storage.
 */
const ORDER_NO = 'DD-2402';
const PHONE = { width: 390, height: 844 };

async function apiGet<T>(request: APIRequestContext, session: Session, path: string): Promise<T> {
  const reply = await request.get(path, { headers: { Authorization: `Bearer ${session.token}`, TenantId: session.tenantId } });
  expect(reply.status(), path).toBe(200);
  return (await reply.json()) as T;
}

interface Card {
  bundle: { id: string; bundleNo: number };
  procedures: { orderProcedureId: string; claimable: boolean; remaining: number }[];
}

interface RecordPage {
  totalCount: number;
  items: { orderProcedureId: string; qty: number }[];
}

async function report(page: Page): Promise<string> {
  const chosen = page.getByTestId('procedure-picker').getByRole('radio', { checked: true });
  const name = (await chosen.textContent()) ?? '';
  const button = page.getByTestId('scan-report');
  const box = await button.boundingBox();
  // A worker's tap target.
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await button.click();
  return name;
}

test.afterEach(async ({ page }) => {
  await expectNoRawKeys(page);
});

test('print a ticket, scan it at 390 px, report offline across a reload: every scan recorded exactly once', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  // ---- The tickets: bundles 1–6 of a producing order, printed; each QR decodes to its code -----------------
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await login(page, DEMO);
  const admin = await apiToken(page.request, DEMO);
  const orders = await apiGet<{ items: { id: string; orderNo: string }[] }>(page.request, admin, `/api/eticket/order?keyword=${ORDER_NO}`);
  const order = orders.items.find((o) => o.orderNo === ORDER_NO);
  if (order === undefined) throw new Error(`${ORDER_NO} is not in the demo data`);
  await page.goto(`/order/printBatchAssign?order=${order.id}&from=1&to=6&tpl=60x40`);
  await expect(page.getByTestId('print-area')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await page.getByTestId('print-button').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已记录打印' })).toBeVisible();
  const tickets = await decodeTicketQrs(page);
  expect(tickets.length).toBeGreaterThan(0);
  for (const ticket of tickets) expect(ticket.decoded).toBe(ticket.code);

  // A ticket the worker can report five procedures on (the demo's own scans may have used some up).
  const worker = await apiToken(page.request, WORKER);
  let chosen: { code: string; card: Card } | null = null;
  for (const { code } of tickets) {
    const card = await apiGet<Card>(page.request, worker, `/api/eticket/bundle/byCode/${encodeURIComponent(code)}`);
    if (card.procedures.filter((p) => p.claimable && p.remaining > 0).length >= 5) {
      chosen = { code, card };
      break;
    }
  }
  if (chosen === null) throw new Error('no printed ticket of the order has five procedures left to report');
  const recordsPath = `/api/eticket/ticketLog/mine?bundleId=${chosen.card.bundle.id}&maxResultCount=100`;
  const before = await apiGet<RecordPage>(page.request, worker, recordsPath);

  // ---- The worker's phone ---------------------------------------------------------------------------------
  const phone = await browser.newContext({ viewport: PHONE, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', ...(baseURL === undefined ? {} : { baseURL }) });
  const station = await phone.newPage();
  await login(station, WORKER);
  await station.goto('/scan/station');
  await expect(station.getByRole('heading', { level: 1 })).toHaveText('扫码报工');
  const field = station.getByRole('textbox', { name: '菲票码' });
  await expect(field).toBeFocused();
  // The handheld scanner types the code and presses Enter.
  await field.pressSequentially(chosen.code, { delay: 5 });
  await field.press('Enter');
  await expect(station.getByTestId('bundle-card')).toContainText(`扎号 ${String(chosen.card.bundle.bundleNo)}`);
  await expect(field).toBeFocused();

  const reported: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    reported.push(await report(station));
    await expect(station.getByTestId('scan-result')).toHaveAttribute('data-status', 'sent');
  }
  await expect(station.getByTestId('outbox-item').and(station.locator('[data-status="sent"]'))).toHaveCount(2);
  const online = await apiGet<RecordPage>(page.request, worker, recordsPath);
  expect(online.totalCount).toBe(before.totalCount + 2);
  // The page never scrolls sideways on the phone.
  expect(await station.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // ---- No network: the card comes from the phone, three more wait in the outbox -----------------------------
  // The service worker takes the page over and keeps the signed-in configuration: a reload needs no network.
  await untilWorkerWarm(station);
  await phone.setOffline(true);
  await expect(station.getByTestId('network-state')).toHaveText('离线');
  await field.fill(chosen.code);
  await field.press('Enter');
  await expect(station.getByTestId('card-cached')).toBeVisible();
  for (let i = 0; i < 3; i += 1) {
    reported.push(await report(station));
    await expect(station.getByTestId('scan-result')).toHaveAttribute('data-status', 'pending');
  }
  expect(new Set(reported).size).toBe(5);
  await expect(station.getByTestId('outbox-pending')).toHaveText('待发送 3');
  expect((await apiGet<RecordPage>(page.request, worker, recordsPath)).totalCount).toBe(before.totalCount + 2);

  // ---- Reload: the unsent scans come back from the phone's storage ----------------------------------------
  // The station opens with no network at all (its shell cached by the service worker).
  await station.reload();
  await expect(station.getByTestId('outbox-item').and(station.locator('[data-status="pending"], [data-status="sending"]'))).toHaveCount(3);

  // ---- The network is back: exactly three more records, none twice -------------------------------------
  await phone.setOffline(false);
  const retry = station.getByRole('button', { name: '立即重试' });
  if (await retry.isVisible()) await retry.click();
  await expect(station.getByTestId('outbox-item').and(station.locator('[data-status="sent"]'))).toHaveCount(5, { timeout: 60_000 });
  const after = await apiGet<RecordPage>(page.request, worker, recordsPath);
  expect(after.totalCount).toBe(before.totalCount + 5);
  const added = after.items.filter((item) => !before.items.some((old) => old.orderProcedureId === item.orderProcedureId));
  expect(new Set(added.map((item) => item.orderProcedureId)).size).toBe(added.length);

  // ---- My records shows them ------------------------------------------------------------------------------
  await station.goto('/scan/mine');
  await expect(station.getByRole('table', { name: '我的扫菲记录' })).toBeVisible();
  // The totals arrive after the table's frame: wait for the number.
  await expect.poll(async () => Number(await station.getByTestId('mine-count').textContent())).toBeGreaterThanOrEqual(5);
  await expectNoRawKeys(station);
  await phone.close();
});
