import { splitGridFromTotals, layQuantities, type OrderEvent, type OrderStatus } from '@eticket/core/domain';
import { BundleContracts, OrderContracts, TICKET_TEMPLATES, businessToday, type OrderListFilter } from '@eticket/core/production';
import { CatalogContracts } from '@eticket/core/catalog';
import { nameKey } from '@eticket/core/validation';
import { EntityChanges } from '../audit/audit';
import type { TenantTx } from '../db/context';
import type { Actor } from '../db/stamps';
import { valid } from '../http/validation';
import { productService } from '../modules/catalog/products.service';
import { listBundlePage } from '../modules/production/bundles.service';
import { createBed, generateBedBundles } from '../modules/production/cutting-times.service';
import { createOrder, listOrderPage, transitionOrderStatus, type WriteCtx } from '../modules/production/orders.service';
import { printData } from '../modules/production/printing.service';

/**
 * Demo production data for tenant `demo` (issue 6): 6 orders in every status, 10 cutting beds and
 * ≈ 1,450 bundles (some printed), built on the demo styles through the production services the API uses (one multi-row insert of
 * bundles per bed, so start-up stays fast). Idempotent: an order
 * whose number exists is left alone. Dates are relative to today so the demo never looks stale.
 */

export interface BedSpec {
  /** Days before today. */
  cutDaysAgo: number;
  cutter: string;
  dyeLot: string;
  /** Ratio per size, in the order's size order. */
  ratios: number[];
  /** Plies per colour. */
  layers: number;
  /** Pieces per bundle (split mode); 0 = a planned bed without bundles. */
  perBundle: number;
  printed: 'all' | 'half' | 'none';
}

export interface OrderSpec {
  orderNo: string;
  styleNo: string;
  customerPo: string;
  status: OrderStatus;
  orderDaysAgo: number;
  deliveryInDays: number;
  /** Extra pieces ordered on top of what the beds cut (per cell). */
  extra: number;
  beds: BedSpec[];
}

export const bed = (cutDaysAgo: number, cutter: string, dyeLot: string, ratios: number[], layers: number, perBundle: number, printed: BedSpec['printed']): BedSpec => ({
  cutDaysAgo,
  cutter,
  dyeLot,
  ratios,
  layers,
  perBundle,
  printed,
});

export const DEMO_ORDERS: readonly OrderSpec[] = [
  {
    orderNo: 'DD-2401',
    styleNo: 'MS2401',
    customerPo: 'JX-PO-88121',
    status: 'producing',
    orderDaysAgo: 20,
    deliveryInDays: 25,
    extra: 20,
    beds: [
      bed(12, '王师傅', 'G2401-01', [1, 2, 2, 1, 1], 50, 8, 'all'),
      bed(8, '王师傅', 'G2401-02', [1, 2, 2, 1, 1], 50, 8, 'half'),
      bed(3, '李师傅', 'G2401-03', [1, 2, 2, 1, 1], 50, 8, 'none'),
    ],
  },
  {
    orderNo: 'DD-2402',
    styleNo: 'MS2402',
    customerPo: 'YYF-2402',
    status: 'producing',
    orderDaysAgo: 10,
    deliveryInDays: 35,
    extra: 40,
    beds: [bed(5, '李师傅', 'G2402-01', [1, 1, 2, 2, 1, 1], 80, 10, 'none'), bed(2, '王师傅', 'G2402-02', [1, 1, 2, 2, 1, 1], 80, 10, 'none')],
  },
  {
    orderNo: 'DD-2403',
    styleNo: 'WS2403',
    customerPo: 'ZM-5531',
    status: 'completed',
    orderDaysAgo: 45,
    deliveryInDays: -3,
    extra: 0,
    beds: [bed(38, '王师傅', 'G2403-01', [1, 2, 2, 1], 90, 10, 'all'), bed(35, '李师傅', 'G2403-02', [1, 2, 2, 1], 90, 10, 'all')],
  },
  {
    orderNo: 'DD-2404',
    styleNo: 'TS2404',
    customerPo: 'HN-EXP-7710',
    status: 'closed',
    orderDaysAgo: 70,
    deliveryInDays: -30,
    extra: 0,
    beds: [bed(60, '王师傅', 'G2404-01', [1, 2, 2, 2, 1], 75, 10, 'all'), bed(57, '王师傅', 'G2404-02', [1, 2, 2, 2, 1], 75, 10, 'all')],
  },
  { orderNo: 'DD-2405', styleNo: 'KP2405', customerPo: 'JX-PO-88190', status: 'draft', orderDaysAgo: 1, deliveryInDays: 50, extra: 60, beds: [] },
  {
    orderNo: 'DD-2406',
    styleNo: 'TZ2408',
    customerPo: 'ZM-5602',
    status: 'cancelled',
    orderDaysAgo: 15,
    deliveryInDays: 20,
    extra: 30,
    beds: [bed(9, '李师傅', 'G2406-01', [1, 1, 2, 1, 1], 40, 0, 'none')],
  },
];

const DAY = 24 * 3600 * 1000;

/** The status moves that bring a confirmed (producing) order to its demo status once its beds are cut. */
const MOVES_AFTER_BEDS: Readonly<Record<OrderStatus, readonly OrderEvent[]>> = {
  draft: [],
  producing: [],
  completed: ['complete'],
  closed: ['complete', 'close'],
  cancelled: ['cancel'],
};

/** Whether an order with this number exists (the list's keyword search, then the exact name key). */
async function orderExists(tx: TenantTx, tenantId: string, orderNo: string): Promise<boolean> {
  const filter: OrderListFilter = valid(OrderContracts.list.query.read({ keyword: orderNo, maxResultCount: '100' }));
  const { items } = await listOrderPage(tx, tenantId, filter);
  return items.some((o) => nameKey(o.orderNo) === nameKey(orderNo));
}

/** The demo style with this number, if the catalogue has it. */
async function styleByNo(tx: TenantTx, tenantId: string, styleNo: string) {
  const query = valid(CatalogContracts.product.list.query.read({ no: styleNo, maxResultCount: '100' }));
  const match = (await productService.list(tx, tenantId, query)).items.find((p) => nameKey(p.styleNo) === nameKey(styleNo));
  return match === undefined ? null : productService.get(tx, tenantId, match.id);
}

export async function seedDemoProduction(tx: TenantTx, tenantId: string, now: number = Date.now()): Promise<string[]> {
  return seedDemoOrders(tx, tenantId, DEMO_ORDERS, now);
}

/** Orders with their beds, bundles and prints, each created unless its number exists (also the work-record history's orders). */
export async function seedDemoOrders(tx: TenantTx, tenantId: string, specs: readonly OrderSpec[], now: number): Promise<string[]> {
  const created: string[] = [];
  const actor: Actor = { tenantId, userId: null };
  // Seeding is not a request: its entity changes have no audit row to go with, so they are dropped.
  const ctx: WriteCtx = { tx, actor, changes: new EntityChanges() };
  const day = (offset: number) => businessToday(now + offset * DAY);

  for (const spec of specs) {
    if (await orderExists(tx, tenantId, spec.orderNo)) continue;
    const product = await styleByNo(tx, tenantId, spec.styleNo);
    if (product === null) continue;
    const colors = product.colors.map((c) => c.name);
    const sizes = product.sizes.map((s) => s.name);
    // Ordered = what the beds cut plus `extra` per cell.
    const cut = spec.beds.reduce((cells, b) => cells.map((row) => row.map((qty, s) => qty + (b.ratios[s] ?? 0) * b.layers)), colors.map(() => sizes.map(() => 0)));
    const order = await createOrder(ctx, {
      orderNo: spec.orderNo,
      customerPoNo: spec.customerPo,
      productId: product.id,
      customerId: product.customerId,
      orderDate: day(-spec.orderDaysAgo),
      deliveryDate: day(spec.deliveryInDays),
      colors,
      sizes,
      quantities: cut.map((row) => row.map((qty) => qty + spec.extra)),
      remark: null,
    });
    // Confirming snapshots the style's procedures; beds are cut while the order is producing.
    if (spec.status !== 'draft') await transitionOrderStatus(ctx, order.id, 'confirm');

    for (const b of spec.beds) {
      const bed = await createBed(ctx, {
        orderId: order.id,
        cutDate: day(-b.cutDaysAgo),
        cutterUserId: null,
        cutterName: b.cutter,
        fabricName: null,
        fabricColor: null,
        dyeLot: b.dyeLot,
        markerNo: null,
        markerLength: '6.5',
        markerWidth: '150',
        lossRate: '2',
        ratios: sizes.map((size, s) => ({ size, ratio: b.ratios[s] ?? 0 })),
        colors: colors.map((color) => ({ color, layers: b.layers })),
        remark: null,
        ticketNote: null,
      });
      if (b.perBundle === 0) continue;
      const lines = layQuantities({ ratios: bed.ratios, colors: bed.colors }).lines;
      await generateBedBundles(ctx, bed.id, () => ({
        mode: 'split',
        colors,
        sizes,
        grid: splitGridFromTotals(colors, sizes, lines, b.perBundle),
        startNo: null,
        customNumbers: null,
        dyeLots: null,
      }));
      if (b.printed !== 'none') await printBed(ctx, order.id, bed.id, b.printed === 'all', now);
    }
    for (const event of MOVES_AFTER_BEDS[spec.status]) await transitionOrderStatus(ctx, order.id, event);
    created.push(`demo order ${spec.orderNo}`);
  }
  return created;
}

/** The cutting room prints the bed's tickets (all, or the first half) through the print service. */
async function printBed(ctx: WriteCtx, orderId: string, bedId: string, all: boolean, now: number): Promise<void> {
  const tenantId = ctx.actor.tenantId;
  const filter = valid(BundleContracts.list.query.read({ cuttingTimeId: bedId, maxResultCount: '1000' }));
  const { items } = await listBundlePage(ctx.tx, tenantId, filter);
  const numbers = items.map((b) => b.bundleNo).sort((a, b) => a - b);
  const last = all ? numbers.length : Math.ceil(numbers.length / 2);
  const input = valid(OrderContracts.ticketPrint.body.read({ cuttingTimeId: bedId, template: TICKET_TEMPLATES[0], from: numbers[0], to: numbers[last - 1] }));
  await printData(ctx.tx, { tenantId, displayName: '' }, orderId, () => input, { record: true, withParts: false, now });
}
