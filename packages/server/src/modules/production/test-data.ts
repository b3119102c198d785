import type { BundlePlanRequest, CuttingTimeDto, OrderDto } from '@eticket/core/production';
import { call, login, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';

/**
 * Test data of the production suites: a style written straight into the catalogue tables (so these tests do
 * not depend on the catalogue's routes), an API caller, and order / bed / plan bodies.
 */

export const COLORS = ['黑色', '白色', '藏青'] as const;
export const SIZES = ['S', 'M', 'L', 'XL'] as const;

export interface SeededStyle {
  productId: string;
  /** front (ticket), sleeve ×2 (ticket), label (no ticket) */
  partIds: { front: string; sleeve: string; label: string };
  procedureIds: string[];
}

export async function seedStyle(s: TestServer, tenantId: string, styleNo = 'ST-001'): Promise<SeededStyle> {
  const colors = JSON.stringify(COLORS.map((name) => ({ name, code: null })));
  const sizes = JSON.stringify(SIZES.map((name) => ({ name })));
  const [product] = await ownerRows<{ id: string }>(
    s.database,
    `insert into products (tenant_id, style_no, normalized_style_no, name, colors, sizes) values ($1, $2, lower($2), '男式长袖衬衫', $3::jsonb, $4::jsonb) returning id`,
    [tenantId, styleNo, colors, sizes],
  );
  if (!product) throw new Error('no product');
  const part = async (name: string, pieces: number, printTicket: boolean, sort: number) => {
    const [row] = await ownerRows<{ id: string }>(
      s.database,
      'insert into product_parts (tenant_id, product_id, name, pieces_per_garment, print_ticket, sort) values ($1, $2, $3, $4, $5, $6) returning id',
      [tenantId, product.id, name, pieces, printTicket, sort],
    );
    return row?.id ?? '';
  };
  const partIds = { front: await part('前片', 1, true, 1), sleeve: await part('袖', 2, true, 2), label: await part('唛头', 1, false, 3) };
  const procedureIds: string[] = [];
  for (const [seq, name, price, showPrice, mode] of [
    [1, '做领', '1.20', true, 'default'],
    [2, '上领', '0.80', false, 'default'],
    [3, '钉扣', '0.35', true, 'bySize'],
  ] as const) {
    const [row] = await ownerRows<{ id: string }>(
      s.database,
      `insert into product_procedures (tenant_id, product_id, seq, name, stage, default_price, price_mode, show_price, part_id)
       values ($1, $2, $3, $4, 'sewing', $5, $6, $7, $8) returning id`,
      [tenantId, product.id, seq, name, price, mode, showPrice, seq === 1 ? partIds.front : null],
    );
    procedureIds.push(row?.id ?? '');
  }
  await ownerRows(s.database, `insert into product_procedure_prices (tenant_id, product_id, procedure_id, size, price) values ($1, $2, $3, 'XL', '0.40')`, [
    tenantId,
    product.id,
    procedureIds[2],
  ]);
  return { productId: product.id, partIds, procedureIds };
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export type Api = <T = unknown>(method: string, path: string, body?: unknown) => Promise<Reply<T>>;

export async function apiFor(s: TestServer, tenant: string, userName = 'admin'): Promise<Api> {
  const token = (await login(s.app, tenant, userName)).accessToken;
  return async <T>(method: string, path: string, body?: unknown) => {
    const r = await call(s.app, method, path, { token, ...(body === undefined ? {} : { body }) });
    return r as Reply<T>;
  };
}

/** 3 colours × 4 sizes; quantities[c][s] = 100 + 10c + s. */
export function orderBody(productId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    orderNo: 'DD-001',
    customerPoNo: 'PO-9',
    productId,
    customerId: null,
    orderDate: '2026-11-02',
    deliveryDate: '2026-12-20',
    colors: [...COLORS],
    sizes: [...SIZES],
    quantities: COLORS.map((_, c) => SIZES.map((__, k) => 100 + 10 * c + k)),
    remark: null,
    ...overrides,
  };
}

export function bedBody(orderId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    orderId,
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
    ratios: SIZES.map((size, i) => ({ size, ratio: i === 1 ? 2 : 1 })),
    colors: COLORS.map((color) => ({ color, layers: 20 })),
    remark: null,
    ticketNote: null,
    ...overrides,
  };
}

/** Split mode: each colour × size cell of `qty` pieces in `bundles` bundles. */
export function splitPlan(qty: number, bundles: number, overrides: Partial<BundlePlanRequest> = {}): BundlePlanRequest {
  return {
    mode: 'split',
    colors: [...COLORS],
    sizes: [...SIZES],
    grid: COLORS.map(() => SIZES.map(() => ({ input: qty, bundles }))),
    startNo: null,
    customNumbers: null,
    dyeLots: null,
    ...overrides,
  };
}

/** A tenant with a style, a confirmed (producing) order and the admin API. */
export async function producingOrder(s: TestServer, tenant: TestTenant, orderNo = 'DD-001'): Promise<{ api: Api; style: SeededStyle; order: OrderDto }> {
  const style = await seedStyle(s, tenant.id, `ST-${orderNo}`);
  const api = await apiFor(s, tenant.name);
  const created = await api<OrderDto>('POST', '/api/eticket/order', orderBody(style.productId, { orderNo }));
  if (created.status !== 200) throw new Error(`order: ${created.text}`);
  const confirmed = await api<OrderDto>('POST', `/api/eticket/order/${created.body.id}/confirm`);
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.text}`);
  return { api, style, order: confirmed.body };
}

export async function newBed(api: Api, orderId: string, overrides: Record<string, unknown> = {}): Promise<CuttingTimeDto> {
  const r = await api<CuttingTimeDto>('POST', '/api/eticket/cuttingTime', bedBody(orderId, overrides));
  if (r.status !== 200) throw new Error(`bed: ${r.text}`);
  return r.body;
}
