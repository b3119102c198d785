import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, TRIAL, expectNoRawKeys, login } from './fixtures';

/**
 * With 1,000 orders in a tenant, the 1,000th (the oldest: last in the newest-first order) can be found and
 * picked in every order picker — the ticket page and the print page — by typing on the server, and an
 * unfiltered picker says how many more match instead of cutting the list. The orders go in through the
 * API, 50 at a time, under a run-unique prefix in the trial company (the demo company's data stays as the
 * other specs expect it).
 */

const ORDERS = 1000;
const BATCH = 50;
const COLORS = ['黑色'];
const SIZES = ['M', 'L'];
const BED = '床次';

interface Auth {
  headers: Record<string, string>;
}

async function auth(request: APIRequestContext): Promise<Auth> {
  const reply = await request.post('/api/eticket/token', { data: { tenantName: TRIAL.tenant, userName: TRIAL.user, password: PASSWORD } });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as { accessToken: string; tenantId: string };
  return { headers: { Authorization: `Bearer ${body.accessToken}`, TenantId: body.tenantId } };
}

async function post<T>(request: APIRequestContext, a: Auth, path: string, data: unknown): Promise<T> {
  const reply = await request.post(path, { headers: a.headers, data });
  expect(reply.status(), `${path}: ${await reply.text()}`).toBe(200);
  return (await reply.json()) as T;
}

/** A style, 1,000 draft orders on it (no. 0001 first, so oldest), and the oldest confirmed with a cut bed. */
async function seed(request: APIRequestContext, prefix: string): Promise<{ id: string; orderNo: string }> {
  const a = await auth(request);
  const style = await post<{ id: string }>(request, a, '/api/eticket/product', {
    styleNo: `${prefix}-ST`,
    name: '选择器测试款',
    categoryId: null,
    imageUrl: null,
    colors: COLORS.map((name) => ({ name, code: null })),
    sizes: SIZES.map((name) => ({ name })),
    customerId: null,
    remark: null,
    isActive: true,
    partTemplateId: null,
    procedureTemplateId: null,
    parts: [],
    procedures: [],
  });
  const order = (n: number) => ({
    orderNo: `${prefix}-${String(n).padStart(4, '0')}`,
    customerPoNo: null,
    productId: style.id,
    customerId: null,
    orderDate: '2026-11-02',
    deliveryDate: '2026-12-20',
    colors: COLORS,
    sizes: SIZES,
    quantities: [[5, 5]],
    remark: null,
  });
  const first = await post<{ id: string; orderNo: string }>(request, a, '/api/eticket/order', order(1));
  for (let from = 2; from <= ORDERS; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, ORDERS - from + 1) }, (_, i) => post(request, a, '/api/eticket/order', order(from + i)));
    await Promise.all(batch);
  }
  await post(request, a, `/api/eticket/order/${first.id}/confirm`, {});
  const bed = await post<{ id: string }>(request, a, '/api/eticket/cuttingTime', {
    orderId: first.id,
    cutDate: '2026-11-03',
    cutterUserId: null,
    cutterName: '王师傅',
    fabricName: '全棉府绸',
    fabricColor: null,
    dyeLot: 'G-01',
    markerNo: null,
    markerLength: '6.85',
    markerWidth: '150',
    lossRate: '2',
    ratios: SIZES.map((size) => ({ size, ratio: 1 })),
    colors: COLORS.map((color) => ({ color, layers: 5 })),
    remark: null,
    ticketNote: null,
  });
  await post(request, a, `/api/eticket/cuttingTime/${bed.id}/generateBundles`, {
    mode: 'split',
    colors: COLORS,
    sizes: SIZES,
    grid: COLORS.map(() => SIZES.map(() => ({ input: 5, bundles: 1 }))),
    startNo: null,
    customNumbers: null,
    dyeLots: null,
  });
  return first;
}

/** Open the order picker, check it pages instead of cutting, then type the order no and pick it. */
async function pickOrder(page: Page, orderNo: string, expectMore: boolean): Promise<void> {
  const input = page.getByRole('combobox', { name: '订单' });
  await input.click();
  if (expectMore) await expect(page.getByTestId('lookup-more')).toContainText(/还有 \d+ 条/);
  await input.fill(orderNo);
  const option = page.getByRole('option', { name: new RegExp(orderNo) });
  await expect(option).toHaveCount(1);
  await option.click();
}

test('the 1,000th of 1,000 orders is found and picked in every order picker', async ({ page }) => {
  test.setTimeout(360_000);
  const started = Date.now();
  const prefix = `PK${String(Date.now()).slice(-6)}`;
  const target = await seed(page.request, prefix);
  test.info().annotations.push({ type: 'seed', description: `${String(ORDERS)} orders in ${String(Math.round((Date.now() - started) / 1000))} s` });

  await login(page, TRIAL);

  await page.goto('/order/ticket');
  await pickOrder(page, target.orderNo, true);
  await expect(page).toHaveURL(new RegExp(`orderId=${target.id}`));
  await expect(page.getByText(target.orderNo).first()).toBeVisible();
  await expectNoRawKeys(page);

  // The print page offers orders with cut bundles; picking one loads its beds.
  await page.goto('/order/printTicketHome');
  await pickOrder(page, target.orderNo, false);
  await expect(page.getByRole('combobox', { name: '订单' })).toHaveValue(new RegExp(target.orderNo));
  await expect(page.getByRole('combobox', { name: BED })).toBeEnabled();
  await expect(page.getByRole('combobox', { name: BED }).getByRole('option')).toHaveCount(2);
  await expectNoRawKeys(page);
});
