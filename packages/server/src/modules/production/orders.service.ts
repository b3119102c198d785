import { canDeleteOrder, formatBedNo, transitionOrder, type OrderEvent } from '@eticket/core/domain';
import {
  buildOrderStatistics,
  validateOrderChange,
  validateOrderInput,
  type NormalizedOrderInput,
  type OrderDto,
  type OrderInput,
  type OrderListFilter,
  type OrderListItemDto,
  type OrderStatisticsDto,
  type SyncOrderProceduresResultDto,
  type TicketOrganizationReportItemDto,
} from '@eticket/core/production';
import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import type { WriteCtx } from '../../db/stamps';
import { Errors } from '../../http/errors';
import { pgErrorCode } from '../../http/route-helpers';
import { fieldError, validationError, valid } from '../../http/validation';
import { refused } from './http';
import { orderOrganizationReport, orderReportedWork, reportedProcedureIds } from './report.service';
import {
  bedCountOf,
  countOrders,
  customerExists,
  deleteOrder as deleteOrderRow,
  insertOrder,
  listOrders,
  loadOrderDto,
  loadOrderProcedures,
  loadOrderRow,
  loadStyleAxes,
  orderBundleCells,
  orderNoTaken,
  orderStatus,
  orderWhere,
  reportedQtyOf,
  setOrderStatus,
  snapshotProcedures,
  syncProcedures,
  toProcedureDto,
  updateOrder as updateOrderRow,
  type OrderRow,
} from './order.store';

/**
 * Orders (订单, domain §3.2, §5.1): list exactly as product-spec §3, CRUD, the status moves of core
 * `transitionOrder`, the procedure snapshot (on confirm) and its sync, statistics and the
 * organization report from the work records. Every function runs inside the caller's tenant transaction; inputs that are read
 * lazily (`read`) are read after the id was found, as the routes promise (a foreign id is a 404 first).
 */

export type { WriteCtx };

export async function listOrderPage(tx: TenantTx, tenantId: string, filter: OrderListFilter): Promise<{ items: OrderListItemDto[]; totalCount: number }> {
  const where = orderWhere(tenantId, filter);
  const { skipCount, maxResultCount } = filter;
  return { items: await listOrders(tx, where, maxResultCount, skipCount), totalCount: await countOrders(tx, where) };
}

export async function getOrder(tx: TenantTx, tenantId: string, id: string): Promise<OrderDto> {
  const dto = await loadOrderDto(tx, tenantId, id);
  if (dto === null) throw Errors.notFound();
  return dto;
}

/** The order locked for a write, or a 404. */
export async function lockOrder(tx: TenantTx, tenantId: string, id: string): Promise<OrderRow> {
  const row = await loadOrderRow(tx, tenantId, id, true);
  if (row === null) throw Errors.notFound();
  return row;
}

/** The input checked against the style it names and the tenant's customers and order numbers. */
async function checkOrder(tx: TenantTx, tenantId: string, input: OrderInput, selfId: string | null): Promise<NormalizedOrderInput> {
  const style = await loadStyleAxes(tx, tenantId, input.productId);
  if (style === null) throw fieldError('productId', 'Production.Error.ProductNotFound');
  if (input.customerId !== null && !(await customerExists(tx, tenantId, input.customerId))) throw fieldError('customerId', 'Production.Error.CustomerNotFound');
  const value = valid(validateOrderInput(input, style));
  if (await orderNoTaken(tx, tenantId, value.orderNo, selfId)) throw fieldError('orderNo', 'Production.Error.OrderNoTaken', { orderNo: value.orderNo });
  return value;
}

/** A unique-index race on the order no (two saves at once) is the same 400 as the pre-check's. */
async function uniqueOrderNo<T>(orderNo: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw fieldError('orderNo', 'Production.Error.OrderNoTaken', { orderNo });
    throw error;
  }
}

export async function createOrder({ tx, actor, changes }: WriteCtx, input: OrderInput): Promise<OrderDto> {
  const tenantId = actor.tenantId;
  const value = await checkOrder(tx, tenantId, input, null);
  const id = await uniqueOrderNo(value.orderNo, () => insertOrder(tx, actor, value));
  const dto = await getOrder(tx, tenantId, id);
  changes.created('Order', id, { ...dto });
  return dto;
}

export async function updateOrder(
  { tx, actor, changes }: WriteCtx,
  id: string,
  read: () => { value: OrderInput; concurrencyStamp: string | null },
): Promise<OrderDto> {
  const tenantId = actor.tenantId;
  const before = await lockOrder(tx, tenantId, id);
  const { value: input, concurrencyStamp } = read();
  if (concurrencyStamp !== null && concurrencyStamp !== before.concurrencyStamp) throw Errors.conflict();
  const beforeDto = await getOrder(tx, tenantId, id);
  const value = await checkOrder(tx, tenantId, input, id);
  const change = validateOrderChange(orderStatus(before), { productId: before.productId, colors: before.colors, sizes: before.sizes, lines: before.lines }, value);
  if (!change.ok) throw validationError(change.errors);
  await uniqueOrderNo(value.orderNo, () => updateOrderRow(tx, actor, id, value));
  const dto = await getOrder(tx, tenantId, id);
  changes.updated('Order', id, { ...beforeDto }, { ...dto });
  return dto;
}

export async function deleteOrder({ tx, actor, changes }: WriteCtx, id: string): Promise<void> {
  const tenantId = actor.tenantId;
  const before = await lockOrder(tx, tenantId, id);
  if (!canDeleteOrder(orderStatus(before), { bedCount: await bedCountOf(tx, tenantId, id) })) throw refused('OrderNotDeletable', 'Production.Error.OrderNotDeletable');
  await deleteOrderRow(tx, tenantId, id);
  changes.deleted('Order', id, { ...before });
}

/** One status move of core `transitionOrder` (cancelling needs nothing reported); confirming snapshots the procedures. */
export async function transitionOrderStatus({ tx, actor, changes }: WriteCtx, id: string, event: OrderEvent): Promise<OrderDto> {
  const tenantId = actor.tenantId;
  const before = await lockOrder(tx, tenantId, id);
  const result = transitionOrder(orderStatus(before), event, { reportedQty: await reportedQtyOf(tx, tenantId, before.id) });
  if (!result.ok) throw refused(result.error === 'alreadyReported' ? 'OrderAlreadyReported' : 'OrderTransitionNotAllowed', result.key);
  if (event === 'confirm') await snapshotProcedures(tx, tenantId, before);
  const stamps =
    event === 'complete'
      ? { completedAt: sql`now()` }
      : event === 'close'
        ? { closedAt: sql`now()` }
        : event === 'reopen'
          ? { completedAt: null }
          : {};
  await setOrderStatus(tx, actor, before.id, result.status, stamps);
  const dto = await getOrder(tx, tenantId, id);
  changes.updated('Order', id, { status: before.status }, { status: dto.status, event });
  return dto;
}

export async function syncOrderProcedures({ tx, actor, changes }: WriteCtx, id: string): Promise<SyncOrderProceduresResultDto> {
  const tenantId = actor.tenantId;
  const order = await lockOrder(tx, tenantId, id);
  const status = orderStatus(order);
  if (status === 'closed' || status === 'cancelled') throw refused('OrderTransitionNotAllowed', 'OrderStatus.TransitionNotAllowed');
  // A procedure with work records keeps its snapshot: what was paid stays explainable.
  const counts = await syncProcedures(tx, tenantId, order, await reportedProcedureIds(tx, tenantId, order.id));
  const procedures = (await loadOrderProcedures(tx, tenantId, id)).map(toProcedureDto);
  changes.updated('Order', id, { procedures: 'before sync' }, { ...counts });
  return { ...counts, procedures };
}

export async function orderStatistics(tx: TenantTx, tenantId: string, id: string, read: () => { excludeBundles: boolean }): Promise<OrderStatisticsDto> {
  const dto = await getOrder(tx, tenantId, id);
  const { excludeBundles } = read();
  const rows = await orderBundleCells(tx, tenantId, id);
  const part = buildOrderStatistics({
    colors: dto.colors,
    sizes: dto.sizes,
    lines: dto.quantities.flatMap((row, c) => row.map((qty, s) => ({ color: dto.colors[c] ?? '', size: dto.sizes[s] ?? '', qty }))),
    bundles: rows.map((r) => ({ ...r, bedDisplayNo: formatBedNo(r.bedNo, r.bedSubNo) })),
    procedures: dto.procedures,
    reports: await orderReportedWork(tx, tenantId, id),
    excludeBundles,
  });
  return {
    orderId: dto.id,
    orderNo: dto.orderNo,
    customerPoNo: dto.customerPoNo,
    styleNo: dto.styleNo,
    productName: dto.productName,
    customerName: dto.customerName,
    deliveryDate: dto.deliveryDate,
    status: dto.status,
    bedCount: dto.bedCount,
    ...part,
  };
}

export async function ticketOrganizationReport(tx: TenantTx, tenantId: string, id: string): Promise<{ items: TicketOrganizationReportItemDto[] }> {
  const order = await loadOrderRow(tx, tenantId, id, false);
  if (order === null) throw Errors.notFound();
  return { items: await orderOrganizationReport(tx, tenantId, order.id) };
}
