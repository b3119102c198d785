import { randomBytes } from 'node:crypto';
import { canAddCuttingBed, canRegenerateBundles, type QtyLine } from '@eticket/core/domain';
import { formatTicketCode, planFromRequest, type BundlePlanIssueDto, type BundlePlanRequest, type PlanOutcome } from '@eticket/core/production';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { bundles, cuttingTimes } from '../../db/schema/index';
import { Errors, type FieldError } from '../../http/errors';
import { drawTicketNos, loadBedRow, regenerationBlockers, type CuttingTimeRow } from './cutting.store';
import { refused } from './http';
import { modifiedBy, type Actor } from '../../db/stamps';
import { loadOrderRow, orderStatus, snapshotProcedures, type OrderRow } from './order.store';

/**
 * Bundle generation (编菲, domain §3.3 / §7): all in the request's ONE transaction — lock the order (so
 * two generations of the same order number one after the other), lock the bed, refuse a regeneration once
 * anything is printed or scanned, plan with core `planFromRequest`, drop the bed's old bundles, snapshot
 * the procedures if the order has none yet, draw the ticket numbers from the tenant's counter and insert
 * every bundle in one statement. Unique indexes on (order, bundle no), (tenant, ticket no) and (tenant,
 * code) make a duplicate impossible even if this logic were wrong; a failure anywhere rolls all of it back.
 */

/** Where each planner problem shows in the editor. */
const MEMBER_OF: Readonly<Record<BundlePlanIssueDto['code'], string>> = {
  gridShape: 'grid',
  duplicateColor: 'colors',
  duplicateSize: 'sizes',
  unknownColor: 'colors',
  unknownSize: 'sizes',
  invalidCell: 'grid',
  emptyBundle: 'grid',
  unbundledPieces: 'grid',
  noBundles: 'grid',
  tooManyBundles: 'grid',
  invalidStartNo: 'startNo',
  customCountMismatch: 'customNumbers',
  invalidCustomNumber: 'customNumbers',
  duplicateCustomNumber: 'customNumbers',
  numberClash: 'startNo',
  dyeLotCount: 'dyeLots',
  dyeLotTooLong: 'dyeLots',
  orderNotOpen: 'orderId',
};

export function planErrors(errors: readonly BundlePlanIssueDto[]): FieldError[] {
  return errors.map((e, i) => ({ member: `${MEMBER_OF[e.code]}${errors.length > 1 ? `#${String(i)}` : ''}`, key: e.key, params: e.params }));
}

/** The order's other beds, as the planner needs them: their live quantities and every bundle number in use. */
async function elsewhere(tx: TenantTx, tenantId: string, orderId: string, bedId: string): Promise<{ cut: QtyLine[]; numbers: number[] }> {
  const rows = await tx
    .select({ bundleNo: bundles.bundleNo, color: bundles.color, size: bundles.size, qty: bundles.qty, status: bundles.status })
    .from(bundles)
    .where(and(eq(bundles.tenantId, tenantId), eq(bundles.orderId, orderId), ne(bundles.cuttingTimeId, bedId)));
  return {
    cut: rows.filter((r) => r.status !== 'void').map(({ color, size, qty }) => ({ color, size, qty })),
    numbers: rows.map((r) => r.bundleNo),
  };
}

/** The plan for a bed (preview or generation): same context, same function, same answer. */
export async function planForBed(tx: TenantTx, tenantId: string, order: OrderRow, bed: CuttingTimeRow, request: BundlePlanRequest): Promise<PlanOutcome> {
  const other = await elsewhere(tx, tenantId, order.id, bed.id);
  return planFromRequest(request, {
    order: { colors: order.colors, sizes: order.sizes, lines: order.lines },
    cutElsewhere: other.cut,
    numbersElsewhere: other.numbers,
    bedDyeLot: bed.dyeLot,
  });
}

export interface GenerationResult {
  bundleCount: number;
  totalQty: number;
  firstTicketNo: number;
  lastTicketNo: number;
}

/** Opaque ticket codes: 128 random bits each (core defines the format, the randomness is ours). */
export function newTicketCodes(kind: 'bundle' | 'part', count: number): string[] {
  const pool = randomBytes(16 * count);
  return Array.from({ length: count }, (_, i) => formatTicketCode(kind, pool.subarray(i * 16, i * 16 + 16)));
}

export async function generateBundles(
  tx: TenantTx,
  actor: Actor,
  orderId: string,
  bedId: string,
  request: BundlePlanRequest,
): Promise<GenerationResult> {
  const tenantId = actor.tenantId;
  // Lock order: order → bed → counter, the same in every writer, so two writers never wait on each other in a circle.
  const order = await loadOrderRow(tx, tenantId, orderId, true);
  const bed = await loadBedRow(tx, tenantId, bedId, true);
  if (order === null || bed === null || bed.orderId !== order.id) throw Errors.notFound();
  if (!canAddCuttingBed(orderStatus(order)) || bed.status === 'void') throw refused('OrderNotOpen', 'Production.Error.OrderNotOpen');
  const blockers = await regenerationBlockers(tx, tenantId, bed.id);
  if (!canRegenerateBundles({ printedCount: blockers, scannedCount: 0 })) throw refused('CannotRegenerate', 'Production.Error.CannotRegenerate');

  const outcome = await planForBed(tx, tenantId, order, bed, request);
  if (!outcome.preview.ok) throw Errors.validation(planErrors(outcome.preview.errors));

  await tx.delete(bundles).where(and(eq(bundles.tenantId, tenantId), eq(bundles.cuttingTimeId, bed.id)));
  await snapshotProcedures(tx, tenantId, order);
  const planned = outcome.bundles;
  const firstTicketNo = await drawTicketNos(tx, tenantId, planned.length);
  const codes = newTicketCodes('bundle', planned.length);
  const records = planned.map((b, i) => ({
    bundle_no: b.bundleNo,
    ticket_no: firstTicketNo + i,
    code: codes[i],
    color: b.color,
    size: b.size,
    qty: b.qty,
    dye_lot: b.dyeLot,
  }));
  // One statement for the whole bed: the rows travel as one JSON parameter (no 65,535-parameter limit).
  await tx.execute(sql`
    insert into ${bundles} (tenant_id, order_id, cutting_time_id, bundle_no, ticket_no, code, color, size, qty, dye_lot)
    select ${tenantId}::uuid, ${order.id}::uuid, ${bed.id}::uuid, r.bundle_no, r.ticket_no, r.code, r.color, r.size, r.qty, r.dye_lot
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      as r(bundle_no int, ticket_no bigint, code text, color text, size text, qty int, dye_lot text)`);

  const totalQty = planned.reduce((n, b) => n + b.qty, 0);
  await tx
    .update(cuttingTimes)
    .set({
      status: 'bundled',
      plan: outcome.stored,
      bundleMode: request.mode,
      startBundleNo: outcome.stored?.startNo ?? null,
      totalBundles: planned.length,
      totalQty,
      printedAt: null,
      ...modifiedBy(actor),
    })
    .where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.id, bed.id)));
  return { bundleCount: planned.length, totalQty, firstTicketNo, lastTicketNo: firstTicketNo + planned.length - 1 };
}
