import { formatDecimal, roundHalfUpToFen } from '@eticket/core/money';
import { OrderStatusCode } from '@eticket/core/domain';
import {
  addDays,
  buildSummary,
  bundleProgressRow,
  businessDateIn,
  daysUntil,
  monthStart,
  orderProgress,
  type BundleDrillDto,
  type BundleProgressRowDto,
  type OrderProgress,
  type OrderProgressDto,
  type ProductionHomeDto,
  type ProgressOrderRowDto,
  type SummaryDto,
  type SummaryFilter,
} from '@eticket/core/production-board';
import type { KeywordPage } from '@eticket/core/production-board';
import type { PagedResultDto } from '@eticket/core/paging';
import { percentOf } from '@eticket/core/production';
import type { PageWindow } from '@eticket/core/production';
import type { TenantTx } from '../../db/context';
import { Errors } from '../../http/errors';
import {
  bundleById,
  bundleRecords,
  cutFacts,
  dayTotals,
  latestScans,
  liveBundles,
  orderAndBedCounts,
  orderHeadById,
  orderPage,
  proceduresOf,
  reportedCells,
  reportFacts,
  timeZoneOf,
  type OrderHead,
} from './board.store';

/**
 * The production boards: everything derived at read time from orders, beds, bundles and the live work
 * records (pending, valid, settled), with the core rules — so a board never shows what wages will not pay.
 * The overview's day figures come from the per-day totals the record writers keep in the same statements.
 */

const CHART_DAYS = 14;
const LATEST = 8;
/** A summary without dates covers the last 30 days. */
const DEFAULT_SUMMARY_DAYS = 30;

export async function productionHome(tx: TenantTx, tenantId: string, now: number): Promise<ProductionHomeDto> {
  const timeZone = await timeZoneOf(tx, tenantId);
  const today = businessDateIn(now, timeZone);
  const yesterday = addDays(today, -1);
  const chart = daysUntil(today, CHART_DAYS);
  const month = monthStart(today);
  const first = chart[0] ?? today;
  // One range read covers the chart, yesterday and the month to date.
  const totals = await dayTotals(tx, tenantId, month < first ? month : first, today, today);
  const byDate = new Map(totals.days.map((t) => [t.date, t.qty]));
  const counts = await orderAndBedCounts(tx, tenantId, today);
  return {
    today,
    timeZone,
    piecesToday: byDate.get(today) ?? 0,
    piecesYesterday: byDate.get(yesterday) ?? 0,
    piecesMonth: totals.days.filter((t) => t.date >= month).reduce((n, t) => n + t.qty, 0),
    wageToday: formatDecimal(roundHalfUpToFen(totals.amountToday), 2, 2),
    producingOrders: counts.producing,
    inProductionQty: counts.inProduction,
    openOrders: counts.open,
    overdueOrders: counts.overdue,
    bedsCutToday: counts.beds,
    cutQtyToday: counts.cutQty,
    daily: chart.map((date) => ({ date, qty: byDate.get(date) ?? 0 })),
    latest: await latestScans(tx, tenantId, LATEST),
  };
}

function isOpen(status: number): boolean {
  return status === OrderStatusCode.draft || status === OrderStatusCode.producing;
}

function orderRow(head: OrderHead, progress: Pick<OrderProgress, 'cutQty' | 'completedQty'>, today: string): ProgressOrderRowDto {
  return {
    id: head.id,
    orderNo: head.orderNo,
    styleNo: head.styleNo,
    productName: head.productName,
    customerName: head.customerName,
    status: head.status,
    deliveryDate: head.deliveryDate,
    overdue: isOpen(head.status) && head.deliveryDate < today,
    totalQty: head.totalQty,
    cutQty: progress.cutQty,
    completedQty: progress.completedQty,
    percent: percentOf(progress.completedQty, progress.cutQty),
  };
}

/** The progress of some orders, read in three statements whatever their number. */
async function progressOfOrders(tx: TenantTx, tenantId: string, orderIds: readonly string[]): Promise<Map<string, OrderProgress>> {
  const [bundles, procedures, reports] = [await liveBundles(tx, tenantId, orderIds), await proceduresOf(tx, tenantId, orderIds), await reportedCells(tx, tenantId, orderIds)];
  return new Map(
    orderIds.map((id) => [
      id,
      orderProgress(
        bundles.filter((b) => b.orderId === id),
        procedures.filter((p) => p.orderId === id),
        reports.filter((r) => r.orderId === id),
      ),
    ]),
  );
}

async function todayOf(tx: TenantTx, tenantId: string, now: number): Promise<string> {
  return businessDateIn(now, await timeZoneOf(tx, tenantId));
}

export async function progressOrders(tx: TenantTx, tenantId: string, f: KeywordPage, now: number): Promise<PagedResultDto<ProgressOrderRowDto>> {
  const page = await orderPage(tx, tenantId, f.keyword, f.skipCount, f.maxResultCount);
  const progress = await progressOfOrders(
    tx,
    tenantId,
    page.items.map((o) => o.id),
  );
  const today = await todayOf(tx, tenantId, now);
  return { totalCount: page.totalCount, items: page.items.map((o) => orderRow(o, progress.get(o.id) ?? { cutQty: 0, completedQty: 0 }, today)) };
}

async function oneOrder(tx: TenantTx, tenantId: string, orderId: string): Promise<{ head: OrderHead; progress: OrderProgress }> {
  const head = await orderHeadById(tx, tenantId, orderId);
  if (head === null) throw Errors.notFound();
  const progress = (await progressOfOrders(tx, tenantId, [orderId])).get(orderId);
  if (progress === undefined) throw Errors.notFound();
  return { head, progress };
}

export async function orderProgressOf(tx: TenantTx, tenantId: string, orderId: string, now: number): Promise<OrderProgressDto> {
  const { head, progress } = await oneOrder(tx, tenantId, orderId);
  return {
    order: orderRow(head, progress, await todayOf(tx, tenantId, now)),
    procedures: progress.procedures,
    bundleCount: progress.bundles.length,
    completedBundles: progress.completedBundles,
  };
}

export async function orderBundles(tx: TenantTx, tenantId: string, orderId: string, page: PageWindow): Promise<PagedResultDto<BundleProgressRowDto>> {
  const { progress } = await oneOrder(tx, tenantId, orderId);
  return { totalCount: progress.bundles.length, items: progress.bundles.slice(page.skipCount, page.skipCount + page.maxResultCount) };
}

export async function bundleDrill(tx: TenantTx, tenantId: string, bundleId: string): Promise<BundleDrillDto> {
  const bundle = await bundleById(tx, tenantId, bundleId);
  if (bundle === null) throw Errors.notFound();
  const head = await orderHeadById(tx, tenantId, bundle.orderId);
  if (head === null) throw Errors.notFound();
  const procedures = await proceduresOf(tx, tenantId, [bundle.orderId]);
  const cells = await reportedCells(tx, tenantId, [bundle.orderId], bundle.id);
  const reported = new Map(cells.map((c) => [c.orderProcedureId, c.qty]));
  const row = bundleProgressRow(
    bundle,
    procedures.map((p) => p.id),
    reported,
  );
  return {
    bundle: { ...row, orderId: head.id, orderNo: head.orderNo, styleNo: head.styleNo },
    procedures: procedures.map((p) => {
      const done = reported.get(p.id) ?? 0;
      return { orderProcedureId: p.id, seq: p.seq, name: p.name, done, remaining: Math.max(0, bundle.qty - done) };
    }),
    records: await bundleRecords(tx, tenantId, bundle.id),
  };
}

export async function productionSummary(tx: TenantTx, tenantId: string, f: SummaryFilter, now: number): Promise<SummaryDto> {
  const today = await todayOf(tx, tenantId, now);
  const to = f.range.end ?? (f.range.start !== null && f.range.start > today ? f.range.start : today);
  const from = f.range.start ?? addDays(to, -(DEFAULT_SUMMARY_DAYS - 1));
  const cut = await cutFacts(tx, tenantId, f.groupBy, from, to);
  const reports = await reportFacts(tx, tenantId, f.groupBy, from, to);
  const summary = buildSummary(f.groupBy, cut, reports);
  return { groupBy: f.groupBy, from, to, ...summary };
}
