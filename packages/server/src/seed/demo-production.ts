import { nameKey } from '@eticket/core/validation';
import { OrderStatusCode, layQuantities, splitGridFromTotals, type OrderStatus } from '@eticket/core/domain';
import { validateCuttingTimeInput, validateOrderInput } from '@eticket/core/production';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TenantTx } from '../db/context';
import { bundles, cuttingTimes, orders, products } from '../db/schema/index';
import { insertBed, layColumns } from '../modules/production/cutting.store';
import { generateBundles } from '../modules/production/generation.service';
import { businessToday } from '@eticket/core/production';
import { valid } from '../http/validation';
import type { Actor } from '../db/stamps';
import { loadOrderRow, snapshotProcedures } from '../modules/production/order.store';

/**
 * Demo production data for tenant `demo` (issue 6): 6 orders in every status, 10 cutting beds and
 * ≈ 1,450 bundles (some printed), built on the demo styles with the same core rules and the same bed /
 * bundle writers as the API (one multi-row insert per bed, so start-up stays fast). Idempotent: an order
 * whose number exists is left alone. Dates are relative to today so the demo never looks stale.
 */

interface BedSpec {
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

interface OrderSpec {
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

const bed = (cutDaysAgo: number, cutter: string, dyeLot: string, ratios: number[], layers: number, perBundle: number, printed: BedSpec['printed']): BedSpec => ({
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

export async function seedDemoProduction(tx: TenantTx, tenantId: string, now: number = Date.now()): Promise<string[]> {
  const created: string[] = [];
  const actor: Actor = { tenantId, userId: null };
  const day = (offset: number) => businessToday(now + offset * DAY);

  for (const spec of DEMO_ORDERS) {
    const [exists] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.tenantId, tenantId), eq(orders.normalizedOrderNo, nameKey(spec.orderNo))));
    const [product] = await tx
      .select({ id: products.id, colors: products.colors, sizes: products.sizes, customerId: products.customerId })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.normalizedStyleNo, nameKey(spec.styleNo))));
    if (exists || !product) continue;
    const colors = product.colors.map((c) => c.name);
    const sizes = product.sizes.map((s) => s.name);
    // Ordered = what the beds cut plus `extra` per cell.
    const cut = spec.beds.reduce((cells, b) => cells.map((row) => row.map((qty, s) => qty + (b.ratios[s] ?? 0) * b.layers)), colors.map(() => sizes.map(() => 0)));
    const order = valid(
      validateOrderInput(
        {
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
        },
        { colors, sizes },
      ),
    );
    const [row] = await tx
      .insert(orders)
      .values({
        tenantId,
        orderNo: order.orderNo,
        normalizedOrderNo: nameKey(order.orderNo),
        customerPoNo: order.customerPoNo,
        productId: order.productId,
        customerId: order.customerId,
        orderDate: order.orderDate,
        deliveryDate: order.deliveryDate,
        colors: order.colors,
        sizes: order.sizes,
        lines: order.lines,
        totalQty: order.totalQty,
        remark: order.remark,
        status: OrderStatusCode.draft,
      })
      .returning({ id: orders.id });
    if (!row) continue;
    const orderRow = await loadOrderRow(tx, tenantId, row.id, true);
    if (orderRow === null) continue;
    if (spec.status !== 'draft') await snapshotProcedures(tx, tenantId, orderRow);

    for (const b of spec.beds) {
      const input = valid(
        validateCuttingTimeInput(
          {
            orderId: row.id,
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
          },
          { colors, sizes },
        ),
      );
      const bedId = await insertBed(tx, actor, row.id, layColumns(input));
      if (b.perBundle === 0) continue;
      const lines = layQuantities({ ratios: input.ratios, colors: input.colors }).lines;
      await generateBundles(tx, actor, row.id, bedId, {
        mode: 'split',
        colors,
        sizes,
        grid: splitGridFromTotals(colors, sizes, lines, b.perBundle),
        startNo: null,
        customNumbers: null,
        dyeLots: null,
      });
      if (b.printed !== 'none') await markPrinted(tx, tenantId, bedId, b.printed === 'all');
    }
    if (spec.status !== 'draft') {
      await tx
        .update(orders)
        .set({
          status: OrderStatusCode[spec.status],
          completedAt: spec.status === 'completed' || spec.status === 'closed' ? sql`now()` : null,
          closedAt: spec.status === 'closed' ? sql`now()` : null,
        })
        .where(and(eq(orders.tenantId, tenantId), eq(orders.id, row.id)));
    }
    created.push(`demo order ${spec.orderNo}`);
  }
  return created;
}

/** As if the cutting room had printed the bed's tickets (all, or the first half). */
async function markPrinted(tx: TenantTx, tenantId: string, bedId: string, all: boolean): Promise<void> {
  const rows = await tx
    .select({ id: bundles.id })
    .from(bundles)
    .where(and(eq(bundles.tenantId, tenantId), eq(bundles.cuttingTimeId, bedId)))
    .orderBy(bundles.bundleNo);
  const ids = (all ? rows : rows.slice(0, Math.ceil(rows.length / 2))).map((r) => r.id);
  await tx
    .update(bundles)
    .set({ printCount: 1, status: 'printed', lastPrintedAt: sql`now()` })
    .where(and(eq(bundles.tenantId, tenantId), inArray(bundles.id, ids)));
  await tx
    .update(cuttingTimes)
    .set({ status: 'printed', printedAt: sql`now()` })
    .where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.id, bedId)));
}
