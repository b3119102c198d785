import { formatBedNo, validateBundleQtyEdit } from '@eticket/core/domain';
import {
  BundleContracts,
  ProductionLimits,
  parseTicketCode,
  validateBundleTexts,
  type BundleByCodeDto,
  type BundleListFilter,
  type BundleDto,
  type OrderStatusValue,
  type ReplaceTicketResultDto,
} from '@eticket/core/production';
import { and, asc, eq, getTableColumns, gt, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { bundles, cuttingTimes, orders, partTickets, products, voidedTicketCodes } from '../../db/schema/index';
import { AppError, Errors } from '../../http/errors';
import { contractRoute, type RouteDef } from '../../http/route';
import type { TenantPrincipal } from '../../http/types';
import { iso, pathId } from '../../http/route-helpers';
import { newTicketCodes } from './generation';
import { refused } from './http';
import { freshStamp } from '../../db/stamps';
import { fieldError, valid } from '../../http/validation';
import { loadOrderRow } from './order-store';

/**
 * Bundles (扎 / 菲, domain §3.3, §5.3, §8.2): the list for printing, one bundle, edits after generation
 * (qty never below what was reported, dye lot, note — never colour or size), resolving a scanned code
 * inside the caller's tenant only, replacing a ticket (new code, the old one void for good) and voiding.
 */

export type BundleRow = typeof bundles.$inferSelect;

const bundleColumns = { bundle: getTableColumns(bundles), bedNo: cuttingTimes.bedNo, bedSubNo: cuttingTimes.bedSubNo };

export function toBundleDto(r: { bundle: BundleRow; bedNo: number; bedSubNo: number | null }): BundleDto {
  const b = r.bundle;
  return {
    id: b.id,
    orderId: b.orderId,
    cuttingTimeId: b.cuttingTimeId,
    bedDisplayNo: formatBedNo(r.bedNo, r.bedSubNo),
    bundleNo: b.bundleNo,
    ticketNo: b.ticketNo,
    code: b.code,
    color: b.color,
    size: b.size,
    qty: b.qty,
    dyeLot: b.dyeLot,
    note: b.note,
    status: b.status,
    printCount: b.printCount,
    lastPrintedAt: iso(b.lastPrintedAt),
    reportedQty: b.reportedQty,
    replacedCodes: b.replacedCodes,
    concurrencyStamp: b.concurrencyStamp,
  };
}

function bundleQuery(tx: TenantTx) {
  return tx
    .select(bundleColumns)
    .from(bundles)
    .innerJoin(cuttingTimes, and(eq(cuttingTimes.tenantId, bundles.tenantId), eq(cuttingTimes.id, bundles.cuttingTimeId)));
}

export async function loadBundleDto(tx: TenantTx, tenantId: string, id: string): Promise<BundleDto | null> {
  const [row] = await bundleQuery(tx).where(and(eq(bundles.tenantId, tenantId), eq(bundles.id, id)));
  return row ? toBundleDto(row) : null;
}

async function bundleOrThrow(tx: TenantTx, tenantId: string, id: string): Promise<BundleDto> {
  const dto = await loadBundleDto(tx, tenantId, id);
  if (dto === null) throw Errors.notFound();
  return dto;
}

/** The bundle locked for a write, its order locked first (the writers' common lock order: order → bed → bundles). */
async function lockBundle(tx: TenantTx, tenantId: string, id: string): Promise<BundleRow> {
  const [peek] = await tx.select({ orderId: bundles.orderId }).from(bundles).where(and(eq(bundles.tenantId, tenantId), eq(bundles.id, id)));
  if (!peek) throw Errors.notFound();
  await loadOrderRow(tx, tenantId, peek.orderId, true);
  const [row] = await tx.select().from(bundles).where(and(eq(bundles.tenantId, tenantId), eq(bundles.id, id))).for('update');
  if (!row) throw Errors.notFound();
  return row;
}

/** Keep the bed's totals equal to its live bundles. */
export async function refreshBedTotals(tx: TenantTx, tenantId: string, bedId: string): Promise<void> {
  await tx
    .update(cuttingTimes)
    .set({
      totalBundles: sql`(select count(*)::int from ${bundles} where ${bundles.tenantId} = ${tenantId} and ${bundles.cuttingTimeId} = ${bedId} and ${bundles.status} <> 'void')`,
      totalQty: sql`(select coalesce(sum(${bundles.qty}), 0)::int from ${bundles} where ${bundles.tenantId} = ${tenantId} and ${bundles.cuttingTimeId} = ${bedId} and ${bundles.status} <> 'void')`,
    })
    .where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.id, bedId)));
}

function bundleWhere(tenantId: string, q: BundleListFilter): SQL | undefined {
  return and(
    eq(bundles.tenantId, tenantId),
    q.orderId === null ? undefined : eq(bundles.orderId, q.orderId),
    q.cuttingTimeId === null ? undefined : eq(bundles.cuttingTimeId, q.cuttingTimeId),
    q.color === null ? undefined : eq(bundles.color, q.color),
    q.size === null ? undefined : eq(bundles.size, q.size),
    q.status === null ? undefined : eq(bundles.status, q.status),
    q.printed === null ? undefined : q.printed ? gt(bundles.printCount, 0) : eq(bundles.printCount, 0),
  );
}

/** A code that was replaced or voided: it must never scan again (410 with its own code). */
function voidedTicket(): AppError {
  return new AppError(410, 'TicketVoided', 'Production.Error.TicketVoided');
}

async function resolveCode(tx: TenantTx, principal: TenantPrincipal, text: string): Promise<BundleByCodeDto> {
  const tenantId = principal.tenantId;
  const parsed = parseTicketCode(text);
  if (parsed === null) throw Errors.notFound();
  let bundleId: string | null = null;
  let part: BundleByCodeDto['part'] = null;
  if (parsed.kind === 'bundle') {
    const [row] = await tx.select({ id: bundles.id }).from(bundles).where(and(eq(bundles.tenantId, tenantId), eq(bundles.code, parsed.code)));
    bundleId = row?.id ?? null;
  } else {
    const [row] = await tx
      .select({ bundleId: partTickets.bundleId, partId: partTickets.partId, partName: partTickets.partName })
      .from(partTickets)
      .where(and(eq(partTickets.tenantId, tenantId), eq(partTickets.code, parsed.code)));
    if (row) {
      bundleId = row.bundleId;
      part = { partId: row.partId, partName: row.partName };
    }
  }
  if (bundleId === null) {
    const [voided] = await tx
      .select({ code: voidedTicketCodes.code })
      .from(voidedTicketCodes)
      .where(and(eq(voidedTicketCodes.tenantId, tenantId), eq(voidedTicketCodes.code, parsed.code)));
    if (voided) throw voidedTicket();
    throw Errors.notFound();
  }
  const bundle = await bundleOrThrow(tx, tenantId, bundleId);
  if (bundle.status === 'void') throw voidedTicket();
  const [order] = await tx
    .select({ orderNo: orders.orderNo, status: orders.status, styleNo: products.styleNo, productName: products.name })
    .from(orders)
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, bundle.orderId)));
  if (!order) throw Errors.notFound();
  return { bundle, orderNo: order.orderNo, orderStatus: order.status as OrderStatusValue, styleNo: order.styleNo, productName: order.productName, part };
}

export const bundleRoutes: readonly RouteDef[] = [
  contractRoute(BundleContracts.list, {
    handle: async ({ tx, principal, query }) => {
      const filter = query();
      const { skipCount, maxResultCount } = filter;
      const where = bundleWhere(principal.tenantId, filter);
      const rows = await bundleQuery(tx).where(where).orderBy(asc(bundles.orderId), asc(bundles.bundleNo)).limit(maxResultCount).offset(skipCount);
      const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(bundles).where(where);
      return { body: { items: rows.map(toBundleDto), totalCount: count?.n ?? 0 } };
    },
  }),
  contractRoute(BundleContracts.byCode, {
    handle: async ({ tx, principal, params }) => {
      return { body: await resolveCode(tx, principal, decodeURIComponent(params.code ?? '')) };
    },
  }),
  contractRoute(BundleContracts.get, {
    handle: async ({ tx, principal, params }) => {
      return { body: await bundleOrThrow(tx, principal.tenantId, pathId(params)) };
    },
  }),
  contractRoute(BundleContracts.update, {
    handle: async ({ tx, principal, params, body, changes }) => {
      const tenantId = principal.tenantId;
      const id = pathId(params);
      const row = await lockBundle(tx, tenantId, id);
      const { value: input, concurrencyStamp } = body();
      if (concurrencyStamp !== null && concurrencyStamp !== row.concurrencyStamp) throw Errors.conflict();
      if (row.status === 'void') throw refused('BundleVoid', 'Production.Error.BundleVoid');
      const texts = valid(validateBundleTexts(input));
      const set: Partial<typeof bundles.$inferInsert> = { ...texts };
      if (input.qty !== undefined) {
        const problem = validateBundleQtyEdit(input.qty, row.reportedQty);
        if (problem !== null) throw fieldError('qty', problem, { reported: row.reportedQty });
        if (input.qty > ProductionLimits.bundleQtyMax) throw fieldError('qty', 'Validation.IntegerRange', { min: 1, max: ProductionLimits.bundleQtyMax });
        set.qty = input.qty;
      }
      const before = await bundleOrThrow(tx, tenantId, id);
      await tx
        .update(bundles)
        .set({ ...set, lastModificationTime: sql`now()`, concurrencyStamp: freshStamp() })
        .where(and(eq(bundles.tenantId, tenantId), eq(bundles.id, id)));
      if (set.qty !== undefined) await refreshBedTotals(tx, tenantId, row.cuttingTimeId);
      const after = await bundleOrThrow(tx, tenantId, id);
      changes.updated('Bundle', id, { qty: before.qty, dyeLot: before.dyeLot, note: before.note }, { qty: after.qty, dyeLot: after.dyeLot, note: after.note });
      return { body: after };
    },
  }),
  contractRoute(BundleContracts.replace, {
    handle: async ({ tx, principal, params, changes }) => {
      const tenantId = principal.tenantId;
      const id = pathId(params);
      const row = await lockBundle(tx, tenantId, id);
      if (row.status === 'void') throw refused('BundleVoid', 'Production.Error.BundleVoid');
      const [code] = newTicketCodes('bundle', 1);
      if (code === undefined) throw new Error('no code drawn');
      await tx.insert(voidedTicketCodes).values({ tenantId, code: row.code, bundleId: id, reason: 'replaced', voidedBy: principal.userId });
      await tx
        .update(bundles)
        .set({ code, replacedCodes: sql`${bundles.replacedCodes} + 1`, lastModificationTime: sql`now()`, concurrencyStamp: freshStamp() })
        .where(and(eq(bundles.tenantId, tenantId), eq(bundles.id, id)));
      const bundle = await bundleOrThrow(tx, tenantId, id);
      const result: ReplaceTicketResultDto = { bundle, voidedCode: row.code };
      changes.updated('Bundle', id, { code: row.code }, { code, reason: 'replaced' });
      return { body: result };
    },
  }),
  contractRoute(BundleContracts.void, {
    handle: async ({ tx, principal, params, changes }) => {
      const tenantId = principal.tenantId;
      const id = pathId(params);
      const row = await lockBundle(tx, tenantId, id);
      if (row.status === 'void') return { body: await bundleOrThrow(tx, tenantId, id) };
      // Domain §5.3: only a bundle without scans may be voided.
      if (row.reportedQty > 0) throw refused('BundleReported', 'Production.Error.BundleReported');
      await tx.insert(voidedTicketCodes).values({ tenantId, code: row.code, bundleId: id, reason: 'void', voidedBy: principal.userId }).onConflictDoNothing();
      await tx
        .update(bundles)
        .set({ status: 'void', lastModificationTime: sql`now()`, concurrencyStamp: freshStamp() })
        .where(and(eq(bundles.tenantId, tenantId), eq(bundles.id, id)));
      await refreshBedTotals(tx, tenantId, row.cuttingTimeId);
      changes.updated('Bundle', id, { status: row.status }, { status: 'void' });
      return { body: await bundleOrThrow(tx, tenantId, id) };
    },
  }),
];
