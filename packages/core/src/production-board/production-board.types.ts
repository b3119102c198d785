import type { DecimalString, ProcedureStage } from '../catalog/catalog.types';
import type { QtyLine } from '../domain/bundles';
import type { PagedResultDto } from '../paging/paging';
import type { BusinessDate, OrderStatusValue, ProcedureProgressDto, QtyMatrix } from '../production/production.types';
import type { TicketLogStatus } from '../scanning/ticket-log';

/**
 * The production boards (domain §3.8, §6.6): the overview, progress per order and bundle, the summary by
 * style / order / day and finished-goods receipts. Everything here is derived from bundles and work records
 * at read time; only receipts are stored.
 */

// ---- Home ------------------------------------------------------------------------------------------------

export interface DailyOutputDto {
  date: BusinessDate;
  qty: number;
}

export interface LatestScanDto {
  id: string;
  occurredAt: string;
  name: string;
  orderNo: string;
  bundleNo: number;
  procedureName: string;
  qty: number;
  status: TicketLogStatus;
}

export interface ProductionHomeDto {
  /** The tenant's business date now (its TimeZone setting). */
  today: BusinessDate;
  timeZone: string;
  piecesToday: number;
  piecesYesterday: number;
  piecesMonth: number;
  /** Today's piece wage over all workers, rounded half-up to the fen once. */
  wageToday: DecimalString;
  /** Orders being produced and the pieces cut for them that are not complete yet. */
  producingOrders: number;
  inProductionQty: number;
  /** Draft or producing. */
  openOrders: number;
  /** Open with the delivery date passed. */
  overdueOrders: number;
  bedsCutToday: number;
  cutQtyToday: number;
  /** The last 14 business days, oldest first, every day present. */
  daily: DailyOutputDto[];
  latest: LatestScanDto[];
}

// ---- Progress --------------------------------------------------------------------------------------------

export interface ProgressOrderQuery {
  keyword?: string;
  skipCount?: number;
  maxResultCount?: number;
}

export interface ProgressOrderRowDto {
  id: string;
  orderNo: string;
  styleNo: string;
  productName: string;
  customerName: string | null;
  status: OrderStatusValue;
  deliveryDate: BusinessDate;
  overdue: boolean;
  totalQty: number;
  cutQty: number;
  completedQty: number;
  /** completed / cut, whole percent 0–100. */
  percent: number;
}

export interface OrderProgressDto {
  order: ProgressOrderRowDto;
  procedures: ProcedureProgressDto[];
  bundleCount: number;
  /** Bundles with every procedure fully reported. */
  completedBundles: number;
}

export interface BundleProgressQuery {
  skipCount?: number;
  maxResultCount?: number;
}

export interface BundleProgressRowDto {
  bundleId: string;
  bundleNo: number;
  bedDisplayNo: string;
  color: string;
  size: string;
  qty: number;
  completedQty: number;
  remainingQty: number;
  proceduresDone: number;
  procedureCount: number;
  /** Procedures fully done / procedure count, whole percent (domain §3.8 bundle %). */
  percent: number;
}

export interface BundleProcedureProgressDto {
  orderProcedureId: string;
  seq: number;
  name: string;
  done: number;
  remaining: number;
}

export interface BundleRecordDto {
  id: string;
  occurredAt: string;
  businessDate: BusinessDate;
  name: string;
  reportedByName: string;
  orderProcedureId: string;
  procedureName: string;
  qty: number;
  status: TicketLogStatus;
}

export interface BundleDrillDto {
  bundle: BundleProgressRowDto & { orderId: string; orderNo: string; styleNo: string };
  procedures: BundleProcedureProgressDto[];
  /** Every record of the bundle (live and not), newest first. */
  records: BundleRecordDto[];
}

// ---- Summary ---------------------------------------------------------------------------------------------

export const SUMMARY_GROUPS = ['style', 'order', 'day'] as const;
export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];

export interface SummaryQuery {
  groupBy?: SummaryGroup;
  from?: string;
  to?: string;
}

export interface SummaryRowDto {
  /** The group's id (product or order id) or its date. */
  key: string;
  label: string;
  /** The style name (style groups) or the style no (order groups); '' by day. */
  detail: string;
  cutQty: number;
  /** Live records in the range, by the stage of the procedure. */
  reported: Record<ProcedureStage, number>;
  reportedQty: number;
  /** Reported on each order's last procedure in the range: the pieces that came off the line. */
  completedQty: number;
}

export interface SummaryDto {
  groupBy: SummaryGroup;
  from: BusinessDate;
  to: BusinessDate;
  /** The stages that have any reported qty, in the catalogue's order (the table's and chart's columns). */
  stages: ProcedureStage[];
  rows: SummaryRowDto[];
  totals: Omit<SummaryRowDto, 'key' | 'label' | 'detail'>;
}

// ---- Receipts --------------------------------------------------------------------------------------------

export interface ReceiptListQuery {
  keyword?: string;
  orderId?: string;
  from?: string;
  to?: string;
  skipCount?: number;
  maxResultCount?: number;
}

export interface ProductionReceiptDto {
  id: string;
  receiptNo: string;
  orderId: string;
  orderNo: string;
  styleNo: string;
  productName: string;
  customerName: string | null;
  receiptDate: BusinessDate;
  receiver: string;
  colors: string[];
  sizes: string[];
  lines: QtyLine[];
  totalQty: number;
  remark: string | null;
  creationTime: string;
}

export type ReceiptPageDto = PagedResultDto<ProductionReceiptDto> & { totalQty: number };

export interface ReceiptInput {
  orderId: string;
  receiptDate: BusinessDate;
  receiver: string;
  lines: QtyLine[];
  remark: string | null;
}

/** What an order may still receive, cell by cell: completed − already received. */
export interface ReceiptAvailabilityDto {
  orderId: string;
  orderNo: string;
  styleNo: string;
  colors: string[];
  sizes: string[];
  completed: QtyMatrix;
  received: QtyMatrix;
  available: QtyMatrix;
}
