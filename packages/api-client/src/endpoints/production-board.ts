import type { PagedResultDto } from '@eticket/core/paging';
import {
  ProductionBoardContracts,
  type BundleDrillDto,
  type BundleProgressQuery,
  type BundleProgressRowDto,
  type OrderProgressDto,
  type ProductionHomeDto,
  type ProductionReceiptDto,
  type ProgressOrderQuery,
  type ProgressOrderRowDto,
  type ReceiptAvailabilityDto,
  type ReceiptInput,
  type ReceiptListQuery,
  type ReceiptPageDto,
  type SummaryDto,
  type SummaryQuery,
} from '@eticket/core/production-board';
import type { ApiRequest, CallOptions } from '../request.types';
import { download, send } from './contract-call';

/** The production boards (overview, progress, summary) and finished-goods receipts. */
export interface ProductionBoardEndpoints {
  home(options?: CallOptions): Promise<ProductionHomeDto>;
  progressOrders(query?: ProgressOrderQuery, options?: CallOptions): Promise<PagedResultDto<ProgressOrderRowDto>>;
  orderProgress(orderId: string, options?: CallOptions): Promise<OrderProgressDto>;
  orderBundles(orderId: string, query?: BundleProgressQuery, options?: CallOptions): Promise<PagedResultDto<BundleProgressRowDto>>;
  bundle(bundleId: string, options?: CallOptions): Promise<BundleDrillDto>;
  summary(query?: SummaryQuery, options?: CallOptions): Promise<SummaryDto>;
  exportSummary(query?: SummaryQuery, options?: CallOptions): Promise<Blob>;
  receipts(query?: ReceiptListQuery, options?: CallOptions): Promise<ReceiptPageDto>;
  exportReceipts(query?: ReceiptListQuery, options?: CallOptions): Promise<Blob>;
  availability(orderId: string, options?: CallOptions): Promise<ReceiptAvailabilityDto>;
  receipt(id: string, options?: CallOptions): Promise<ProductionReceiptDto>;
  createReceipt(input: ReceiptInput, options?: CallOptions): Promise<ProductionReceiptDto>;
}

export function createProductionBoardEndpoints(request: ApiRequest): ProductionBoardEndpoints {
  const c = ProductionBoardContracts;
  const query = (q: object | undefined) => (q === undefined ? {} : { query: q });
  return {
    home: (options) => send(request, c.home, {}, options),
    progressOrders: (q, options) => send(request, c.progressOrders, query(q), options),
    orderProgress: (id, options) => send(request, c.orderProgress, { params: { id } }, options),
    orderBundles: (id, q, options) => send(request, c.orderBundles, { params: { id }, ...query(q) }, options),
    bundle: (id, options) => send(request, c.bundle, { params: { id } }, options),
    summary: (q, options) => send(request, c.productionSummary, query(q), options),
    exportSummary: (q, options) => download(request, c.exportSummary, query(q), options),
    receipts: (q, options) => send(request, c.receipts, query(q), options),
    exportReceipts: (q, options) => download(request, c.exportReceipts, query(q), options),
    availability: (id, options) => send(request, c.availability, { params: { id } }, options),
    receipt: (id, options) => send(request, c.receipt, { params: { id } }, options),
    createReceipt: (input, options) => send(request, c.createReceipt, { body: input }, options),
  };
}
