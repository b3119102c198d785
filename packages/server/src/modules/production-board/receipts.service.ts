import { OrderStatusCode } from '@eticket/core/domain';
import { linesFromMatrix, matrixFromLines } from '@eticket/core/production';
import {
  orderProgress,
  receiptAvailability,
  receiptExcess,
  type ProductionReceiptDto,
  type ReceiptAvailabilityDto,
  type ReceiptInput,
  type ReceiptListFilter,
  type ReceiptPageDto,
} from '@eticket/core/production-board';
import type { TenantTx } from '../../db/context';
import { AppError, Errors } from '../../http/errors';
import { insertReceipt, liveBundles, nextReceiptNo, orderHeadById, proceduresOf, receiptById, receiptPage, receivedLines, reportedCells, type OrderHead } from './board.store';

/**
 * Finished-goods receipts (成品入库, domain §10.3): per order by colour × size, never more than the order has
 * completed (bundles done over every procedure) minus what earlier receipts took. The order row is locked
 * while a receipt is written, so two clerks receiving the last pieces at once cannot both pass.
 */

async function availabilityOf(tx: TenantTx, tenantId: string, head: OrderHead): Promise<ReceiptAvailabilityDto> {
  const bundles = await liveBundles(tx, tenantId, [head.id]);
  const progress = orderProgress(bundles, await proceduresOf(tx, tenantId, [head.id]), await reportedCells(tx, tenantId, [head.id]));
  const completed = linesFromMatrix(head.colors, head.sizes, matrixFromLines(head.colors, head.sizes, progress.bundles.map((b) => ({ color: b.color, size: b.size, qty: b.completedQty }))).cells);
  const a = receiptAvailability(head.colors, head.sizes, completed, await receivedLines(tx, tenantId, head.id));
  return { orderId: head.id, orderNo: head.orderNo, styleNo: head.styleNo, colors: head.colors, sizes: head.sizes, ...a };
}

export async function receiptAvailabilityOf(tx: TenantTx, tenantId: string, orderId: string): Promise<ReceiptAvailabilityDto> {
  const head = await orderHeadById(tx, tenantId, orderId);
  if (head === null) throw Errors.notFound();
  return availabilityOf(tx, tenantId, head);
}

export async function createReceipt(tx: TenantTx, tenantId: string, userId: string, read: () => ReceiptInput): Promise<ProductionReceiptDto> {
  const input = read();
  const head = await orderHeadById(tx, tenantId, input.orderId, true);
  // An unknown order is a field problem of this body, not a missing resource of the path.
  if (head === null) throw Errors.validation([{ member: 'orderId', key: 'Server.Error.NotFound' }]);
  if (head.status === OrderStatusCode.draft || head.status === OrderStatusCode.cancelled) {
    throw new AppError(409, 'Eticket:ProductionReceipt:OrderNotReceivable', 'ProductionBoard.Receipt.OrderDraft');
  }
  const available = await availabilityOf(tx, tenantId, head);
  const excess = receiptExcess(head.colors, head.sizes, available.available, input.lines);
  if (excess.length > 0) throw Errors.validation(excess.map((i) => ({ member: `lines[${String(i)}].qty`, key: 'ProductionBoard.Receipt.Exceeds' })));
  const receiptNo = await nextReceiptNo(tx, tenantId, input.receiptDate);
  const lines = linesFromMatrix(head.colors, head.sizes, matrixFromLines(head.colors, head.sizes, input.lines).cells);
  const id = await insertReceipt(tx, {
    tenantId,
    receiptNo,
    orderId: head.id,
    receiptDate: input.receiptDate,
    receiver: input.receiver,
    lines,
    totalQty: lines.reduce((n, l) => n + l.qty, 0),
    remark: input.remark,
    creatorId: userId,
  });
  const created = await receiptById(tx, tenantId, id);
  if (created === null) throw Errors.notFound();
  return created;
}

export async function receiptOf(tx: TenantTx, tenantId: string, id: string): Promise<ProductionReceiptDto> {
  const found = await receiptById(tx, tenantId, id);
  if (found === null) throw Errors.notFound();
  return found;
}

export function receiptList(tx: TenantTx, tenantId: string, f: ReceiptListFilter): Promise<ReceiptPageDto> {
  return receiptPage(tx, tenantId, f);
}
