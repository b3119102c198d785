import { priceText, type SyncableOrderDto, type SyncProceduresResultDto } from '@eticket/core/catalog';
import { OrderStatusCode, orderStatusFromCode } from '@eticket/core/domain';
import type { TenantTx } from '../../db/context';
import { Errors } from '../../http/errors';
import { iso } from '../../http/route-helpers';
import { fieldError } from '../../http/validation';
import { lockOrdersById, productExists, snapshottedOrdersOf, syncProcedures } from './order.store';
import type { WriteCtx } from './orders.service';

/**
 * 同步工序 from the style page (domain §4.2, screens: products): the style's open orders that carry a
 * procedure snapshot, and one transaction that re-copies the style's procedures onto the chosen ones.
 * Only the chosen orders change (domain §8: sync affects only the selected orders). Changing orders is an
 * order edit, so both routes need OrderManagement.Edit.
 */

/**
 * Orders that copied the procedures (on confirm, or a draft's first bundles) and are still open; closed and
 * cancelled orders are frozen.
 */
const SYNCABLE_CODES: readonly number[] = [OrderStatusCode.draft, OrderStatusCode.producing, OrderStatusCode.completed];
const LIST_MAX = 500;

/** The status name of a row the query selected by SYNCABLE_CODES. */
function syncableStatus(code: number): SyncableOrderDto['status'] {
  const status = orderStatusFromCode(code);
  return status === 'producing' || status === 'completed' ? status : 'draft';
}

async function productOr404(tx: TenantTx, tenantId: string, productId: string): Promise<void> {
  if (!(await productExists(tx, tenantId, productId))) throw Errors.notFound();
}

export async function syncableOrders(tx: TenantTx, tenantId: string, productId: string): Promise<{ items: SyncableOrderDto[] }> {
  await productOr404(tx, tenantId, productId);
  const rows = await snapshottedOrdersOf(tx, tenantId, productId, SYNCABLE_CODES, LIST_MAX);
  const items: SyncableOrderDto[] = rows.map((r) => ({
    id: r.id,
    orderNo: r.orderNo,
    status: syncableStatus(r.status),
    totalQty: r.totalQty,
    completedQty: r.completedQty,
    procedureCount: r.procedureCount,
    totalDefaultPrice: priceText(r.totalDefaultPrice),
    proceduresSnapshotAt: iso(r.snapshotAt) ?? '',
  }));
  return { items };
}

export async function syncStyleProcedures({ tx, actor, changes }: WriteCtx, productId: string, read: () => { orderIds: string[] }): Promise<SyncProceduresResultDto> {
  const tenantId = actor.tenantId;
  await productOr404(tx, tenantId, productId);
  const { orderIds } = read();
  const rows = await lockOrdersById(tx, tenantId, orderIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  orderIds.forEach((id, index) => {
    const row = byId.get(id);
    // Another tenant's order looks like any unknown id: it does not exist here.
    if (row === undefined) throw fieldError(`orderIds[${String(index)}]`, 'Catalog.Validation.NotFound');
    const syncable = row.productId === productId && SYNCABLE_CODES.includes(row.status) && row.proceduresSnapshotAt !== null;
    if (!syncable) throw fieldError(`orderIds[${String(index)}]`, 'Catalog.Sync.OrderNotSyncable', { orderNo: row.orderNo });
  });
  const result: SyncProceduresResultDto = { orders: 0, added: 0, updated: 0, kept: 0, removed: 0 };
  for (const id of orderIds) {
    const order = byId.get(id);
    if (order === undefined) continue;
    // No work records exist before scanning: every procedure may follow the style.
    const counts = await syncProcedures(tx, tenantId, order, new Set<string>());
    result.orders += 1;
    result.added += counts.added;
    result.updated += counts.updated;
    result.kept += counts.kept;
    result.removed += counts.removed;
    changes.updated('Order', id, { procedures: 'before sync' }, { syncedFromProduct: productId, ...counts });
  }
  return result;
}
