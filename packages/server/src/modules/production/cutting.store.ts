import { SettingNames } from '@eticket/core/abp';
import { formatBedNo, layQuantities, nextBedNo, parseBedNoResetCycle, type BedCounterState } from '@eticket/core/domain';
import type { CuttingReportFilter, CuttingReportSourceRow, CuttingTimeDto, CuttingTimeListFilter, NormalizedCuttingTimeInput, OrderStatusValue } from '@eticket/core/production';
import { and, asc, eq, getTableColumns, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { bundles, customers, cuttingTimes, orders, partTickets, productionCounters, products, settings, users } from '../../db/schema/index';
import { SETTING_DEFINITIONS } from '../../definitions/settings';
import { containsPattern, iso } from '../../http/route-helpers';
import { modifiedBy, type Actor } from '../../db/stamps';

/**
 * Reading cutting beds and drawing numbers. Counters are one row per tenant and name, read FOR UPDATE in
 * the writing transaction: two beds or two generations never get the same bed or ticket number, and a
 * failed transaction gives its numbers back by rolling back.
 */

export type CuttingTimeRow = typeof cuttingTimes.$inferSelect;


const liveOfBed = sql`${bundles.tenantId} = ${cuttingTimes.tenantId} and ${bundles.cuttingTimeId} = ${cuttingTimes.id} and ${bundles.status} <> 'void'`;

const bedColumns = {
  bed: getTableColumns(cuttingTimes),
  orderNo: orders.orderNo,
  orderStatus: orders.status,
  productId: orders.productId,
  styleNo: products.styleNo,
  productName: products.name,
  customerName: customers.name,
  printedBundles: sql<number>`(select count(*)::int from ${bundles} where ${liveOfBed} and ${bundles.printCount} > 0)`,
  /** Anything that blocks regenerating: a printed or scanned bundle, or a printed part ticket. */
  blockers: sql<number>`(select count(*)::int from ${bundles} where ${bundles.tenantId} = ${cuttingTimes.tenantId} and ${bundles.cuttingTimeId} = ${cuttingTimes.id}
    and (${bundles.printCount} > 0 or ${bundles.reportedQty} > 0 or exists (select 1 from ${partTickets} where ${partTickets.tenantId} = ${bundles.tenantId} and ${partTickets.bundleId} = ${bundles.id} and ${partTickets.printCount} > 0)))`,
};

type BedRow = {
  bed: CuttingTimeRow;
  orderNo: string;
  orderStatus: number;
  productId: string;
  styleNo: string;
  productName: string;
  customerName: string | null;
  printedBundles: number;
  blockers: number;
};

function toDto(r: BedRow): CuttingTimeDto {
  const b = r.bed;
  return {
    id: b.id,
    orderId: b.orderId,
    orderNo: r.orderNo,
    orderStatus: r.orderStatus as OrderStatusValue,
    productId: r.productId,
    styleNo: r.styleNo,
    productName: r.productName,
    customerName: r.customerName,
    bedNo: b.bedNo,
    bedSubNo: b.bedSubNo,
    displayNo: formatBedNo(b.bedNo, b.bedSubNo),
    cutDate: b.cutDate,
    cutterUserId: b.cutterUserId,
    cutterName: b.cutterName,
    fabricName: b.fabricName,
    fabricColor: b.fabricColor,
    dyeLot: b.dyeLot,
    markerNo: b.markerNo,
    markerLength: b.markerLength === null ? null : trimDecimal(b.markerLength),
    markerWidth: b.markerWidth === null ? null : trimDecimal(b.markerWidth),
    lossRate: b.lossRate === null ? null : trimDecimal(b.lossRate),
    layers: b.layers,
    ratios: b.ratios,
    colors: b.colors,
    piecesPerPly: b.piecesPerPly,
    layQty: b.layQty,
    status: b.status,
    bundleMode: b.bundleMode,
    startBundleNo: b.startBundleNo,
    totalBundles: b.totalBundles,
    totalQty: b.totalQty,
    printedBundles: r.printedBundles,
    remark: b.remark,
    ticketNote: b.ticketNote,
    printedAt: iso(b.printedAt),
    lockedAt: iso(b.lockedAt),
    canRegenerate: r.blockers === 0 && b.status !== 'void',
    plan: b.plan,
    creationTime: b.creationTime.toISOString(),
    lastModificationTime: iso(b.lastModificationTime),
    concurrencyStamp: b.concurrencyStamp,
  };
}

/** "6.50" → "6.5", "150.00" → "150": a stored numeric as the short text the form shows. */
function trimDecimal(stored: string): string {
  return stored.includes('.') ? stored.replace(/\.?0+$/, '') : stored;
}

function bedQuery(tx: TenantTx) {
  return tx
    .select(bedColumns)
    .from(cuttingTimes)
    .innerJoin(orders, and(eq(orders.tenantId, cuttingTimes.tenantId), eq(orders.id, cuttingTimes.orderId)))
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)));
}

export async function listBeds(tx: TenantTx, where: SQL | undefined, limit: number, offset: number): Promise<CuttingTimeDto[]> {
  const rows = await bedQuery(tx)
    .where(where)
    .orderBy(sql`${cuttingTimes.cutDate} desc`, sql`${cuttingTimes.bedNo} desc`, sql`${cuttingTimes.id}`)
    .limit(limit)
    .offset(offset);
  return rows.map(toDto);
}

export async function countBeds(tx: TenantTx, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cuttingTimes)
    .innerJoin(orders, and(eq(orders.tenantId, cuttingTimes.tenantId), eq(orders.id, cuttingTimes.orderId)))
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .where(where);
  return row?.n ?? 0;
}

export async function loadBedDto(tx: TenantTx, tenantId: string, id: string): Promise<CuttingTimeDto | null> {
  const [row] = await bedQuery(tx).where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.id, id)));
  return row ? toDto(row) : null;
}

export async function loadBedRow(tx: TenantTx, tenantId: string, id: string, lock: boolean): Promise<CuttingTimeRow | null> {
  const query = tx.select().from(cuttingTimes).where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Bundles of the bed that block regeneration (printed, scanned, or with a printed part ticket). */
export async function regenerationBlockers(tx: TenantTx, tenantId: string, bedId: string): Promise<number> {
  const [row] = await bedQuery(tx).where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.id, bedId)));
  return row?.blockers ?? 0;
}

// ---- Counters ----------------------------------------------------------------------------------------------

async function lockCounter(tx: TenantTx, tenantId: string, name: string): Promise<{ lastNo: number; period: string }> {
  await tx.insert(productionCounters).values({ tenantId, name }).onConflictDoNothing();
  const [row] = await tx
    .select({ lastNo: productionCounters.lastNo, period: productionCounters.period })
    .from(productionCounters)
    .where(and(eq(productionCounters.tenantId, tenantId), eq(productionCounters.name, name)))
    .for('update');
  if (!row) throw new Error(`counter ${name} missing after insert`);
  return row;
}

async function saveCounter(tx: TenantTx, tenantId: string, name: string, state: { lastNo: number; period: string }): Promise<void> {
  await tx
    .update(productionCounters)
    .set(state)
    .where(and(eq(productionCounters.tenantId, tenantId), eq(productionCounters.name, name)));
}

/** The next bed number for a cut date under the tenant's reset cycle (setting Eticket.Cutting.BedNoResetCycle). */
export async function drawBedNo(tx: TenantTx, tenantId: string, cutDate: string): Promise<{ bedNo: number; period: string }> {
  const [setting] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.tenantId, tenantId), eq(settings.name, SettingNames.BedNoResetCycle)));
  const fallback = SETTING_DEFINITIONS.find((d) => d.name === SettingNames.BedNoResetCycle)?.defaultValue;
  const cycle = parseBedNoResetCycle(setting?.value ?? fallback);
  const current = await lockCounter(tx, tenantId, 'bedNo');
  const state: BedCounterState | null = current.lastNo === 0 ? null : current;
  const next = nextBedNo(state, cycle, cutDate);
  await saveCounter(tx, tenantId, 'bedNo', next.state);
  return { bedNo: next.bedNo, period: next.state.period };
}

/** `count` consecutive ticket numbers (菲票号); returns the first. Never reset, never reused. */
export async function drawTicketNos(tx: TenantTx, tenantId: string, count: number): Promise<number> {
  const current = await lockCounter(tx, tenantId, 'ticketNo');
  await saveCounter(tx, tenantId, 'ticketNo', { lastNo: current.lastNo + count, period: '' });
  return current.lastNo + 1;
}

// ---- Writing a bed ------------------------------------------------------------------------------------------

/** The stored columns of a bed's lay: the input plus layers, pieces per ply and pieces (core layQuantities). */
export function layColumns(value: NormalizedCuttingTimeInput) {
  const lay = layQuantities({ ratios: value.ratios, colors: value.colors });
  return {
    cutDate: value.cutDate,
    cutterUserId: value.cutterUserId,
    cutterName: value.cutterName,
    fabricName: value.fabricName,
    fabricColor: value.fabricColor,
    dyeLot: value.dyeLot,
    markerNo: value.markerNo,
    markerLength: value.markerLength,
    markerWidth: value.markerWidth,
    lossRate: value.lossRate,
    ratios: value.ratios,
    colors: value.colors,
    layers: lay.totalLayers,
    piecesPerPly: lay.piecesPerPly,
    layQty: lay.total,
    remark: value.remark,
    ticketNote: value.ticketNote,
  };
}

/** A new bed with the next bed number of the tenant's counter. */
export async function insertBed(tx: TenantTx, actor: Actor, orderId: string, columns: ReturnType<typeof layColumns>): Promise<string> {
  const tenantId = actor.tenantId;
  const { bedNo, period } = await drawBedNo(tx, tenantId, columns.cutDate);
  const [row] = await tx
    .insert(cuttingTimes)
    .values({ tenantId, orderId, bedNo, bedPeriod: period, ...columns, creatorId: actor.userId })
    .returning({ id: cuttingTimes.id });
  if (!row) throw new Error('bed insert returned nothing');
  return row.id;
}

export async function updateBed(tx: TenantTx, actor: Actor, id: string, columns: ReturnType<typeof layColumns>): Promise<void> {
  await tx
    .update(cuttingTimes)
    .set({ ...columns, ...modifiedBy(actor) })
    .where(and(eq(cuttingTimes.tenantId, actor.tenantId), eq(cuttingTimes.id, id)));
}

export async function deleteBed(tx: TenantTx, tenantId: string, id: string): Promise<void> {
  await tx.delete(cuttingTimes).where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.id, id)));
}

// ---- Reading for the rules -----------------------------------------------------------------------------------

/** The list's where clause: keyword over order, style, cutter, dye lot and bed no; order, style, cutter, status, dates. */
export function bedWhere(tenantId: string, f: CuttingTimeListFilter): SQL | undefined {
  const pattern = f.keyword === null ? null : containsPattern(f.keyword);
  return and(
    eq(cuttingTimes.tenantId, tenantId),
    pattern === null
      ? undefined
      : or(
          sql`${orders.orderNo} ilike ${pattern}`,
          sql`${products.styleNo} ilike ${pattern}`,
          sql`${cuttingTimes.cutterName} ilike ${pattern}`,
          sql`${cuttingTimes.dyeLot} ilike ${pattern}`,
          sql`${cuttingTimes.bedNo}::text = ${f.keyword}`,
        ),
    f.orderId === null ? undefined : eq(cuttingTimes.orderId, f.orderId),
    f.productId === null ? undefined : eq(orders.productId, f.productId),
    f.cutterUserId === null ? undefined : eq(cuttingTimes.cutterUserId, f.cutterUserId),
    f.status === null ? undefined : eq(cuttingTimes.status, f.status),
    f.cutDate.start === null ? undefined : gte(cuttingTimes.cutDate, f.cutDate.start),
    f.cutDate.end === null ? undefined : lte(cuttingTimes.cutDate, f.cutDate.end),
  );
}

/** A user of the tenant as a cutter: the name and login, or null. */
export async function loadCutter(tx: TenantTx, tenantId: string, userId: string): Promise<{ name: string; userName: string } | null> {
  const [cutter] = await tx.select({ name: users.name, userName: users.userName }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return cutter ?? null;
}

/** Bundles of the bed, void ones included. */
export async function bedBundleCount(tx: TenantTx, tenantId: string, bedId: string): Promise<number> {
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bundles)
    .where(and(eq(bundles.tenantId, tenantId), eq(bundles.cuttingTimeId, bedId)));
  return count?.n ?? 0;
}

/** Every bundle number used on the order. */
export async function orderBundleNos(tx: TenantTx, tenantId: string, orderId: string): Promise<number[]> {
  const [numbers] = await tx
    .select({ list: sql<number[]>`coalesce(array_agg(${bundles.bundleNo}), '{}')` })
    .from(bundles)
    .where(and(eq(bundles.tenantId, tenantId), eq(bundles.orderId, orderId)));
  return numbers?.list ?? [];
}

/** The order's colour and size axes (empty when not found). */
export async function orderAxes(tx: TenantTx, tenantId: string, orderId: string): Promise<{ colors: string[]; sizes: string[] }> {
  const [order] = await tx.select({ colors: orders.colors, sizes: orders.sizes }).from(orders).where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  return { colors: order?.colors ?? [], sizes: order?.sizes ?? [] };
}

/** The bed's bundles for its cutting sheet, by bundle number. */
export async function bedSheetBundles(tx: TenantTx, tenantId: string, bedId: string) {
  return tx
    .select({ bundleNo: bundles.bundleNo, ticketNo: bundles.ticketNo, color: bundles.color, size: bundles.size, qty: bundles.qty, dyeLot: bundles.dyeLot, status: bundles.status })
    .from(bundles)
    .where(and(eq(bundles.tenantId, tenantId), eq(bundles.cuttingTimeId, bedId)))
    .orderBy(asc(bundles.bundleNo));
}

/** The live beds matching the report's filters, with their order and style, as core `cuttingReport` reads them. */
export async function cuttingReportRows(tx: TenantTx, tenantId: string, f: CuttingReportFilter): Promise<CuttingReportSourceRow[]> {
  return tx
    .select({
      cuttingTimeId: cuttingTimes.id,
      cutDate: cuttingTimes.cutDate,
      orderId: orders.id,
      orderNo: orders.orderNo,
      orderQty: orders.totalQty,
      productId: products.id,
      styleNo: products.styleNo,
      productName: products.name,
      cutterUserId: cuttingTimes.cutterUserId,
      cutterName: cuttingTimes.cutterName,
      bundleCount: cuttingTimes.totalBundles,
      qty: cuttingTimes.totalQty,
    })
    .from(cuttingTimes)
    .innerJoin(orders, and(eq(orders.tenantId, cuttingTimes.tenantId), eq(orders.id, cuttingTimes.orderId)))
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .where(
      and(
        eq(cuttingTimes.tenantId, tenantId),
        ne(cuttingTimes.status, 'void'),
        f.cutDate.start === null ? undefined : gte(cuttingTimes.cutDate, f.cutDate.start),
        f.cutDate.end === null ? undefined : lte(cuttingTimes.cutDate, f.cutDate.end),
        f.cutterUserId === null ? undefined : eq(cuttingTimes.cutterUserId, f.cutterUserId),
        f.customerId === null ? undefined : eq(orders.customerId, f.customerId),
        f.productId === null ? undefined : eq(orders.productId, f.productId),
      ),
    );
}
