import { TenantPermissions as P } from '../abp/permission-names';
import { endpoint, schema, type AnyEndpoint } from '../contracts/endpoint';
import type { PagedResultDto } from '../paging/paging';
import {
  parseKeywordPage,
  parsePage,
  parseReceiptListQuery,
  parseSummaryQuery,
  validateReceiptInput,
  type KeywordPage,
  type ReceiptListFilter,
  type SummaryFilter,
} from './board-queries';
import type { PageWindow } from '../production/queries';
import type {
  BundleDrillDto,
  BundleProgressQuery,
  BundleProgressRowDto,
  OrderProgressDto,
  ProductionHomeDto,
  ProductionReceiptDto,
  ProgressOrderQuery,
  ProgressOrderRowDto,
  ReceiptAvailabilityDto,
  ReceiptInput,
  ReceiptListQuery,
  ReceiptPageDto,
  SummaryDto,
  SummaryQuery,
} from './production-board.types';

/**
 * The production boards under /api/eticket/production and the finished-goods receipts. The spec leaves the
 * production routes unguarded (like the kanban boards on a shop-floor screen), so every signed-in user of the
 * tenant may read them; recording a receipt moves goods out of production and takes the order editors' right.
 */

const SIGNED_IN = { kind: 'user', side: 'tenant' } as const;
const RECEIVE = { kind: 'permission', side: 'tenant', permission: P.OrderManagementEdit } as const;

const keywordPage = schema<KeywordPage, ProgressOrderQuery>(parseKeywordPage);
const page = schema<PageWindow, BundleProgressQuery>(parsePage);
const summaryQuery = schema<SummaryFilter, SummaryQuery>(parseSummaryQuery);
const receiptQuery = schema<ReceiptListFilter, ReceiptListQuery>(parseReceiptListQuery);
const receiptBody = schema<ReceiptInput>(validateReceiptInput);

const base = '/api/eticket/production';
const receipt = '/api/eticket/productionReceipt';

export const ProductionBoardContracts = {
  home: endpoint<ProductionHomeDto>({ method: 'GET', path: `${base}/home`, access: SIGNED_IN, summary: 'Production overview: pieces, wage, orders, beds today and the latest scans' }),
  progressOrders: endpoint<PagedResultDto<ProgressOrderRowDto>, typeof keywordPage>({
    method: 'GET',
    path: `${base}/progress`,
    access: SIGNED_IN,
    query: keywordPage,
    summary: 'Orders with their completed pieces, producing first (keyword, paging)',
  }),
  orderProgress: endpoint<OrderProgressDto>({ method: 'GET', path: `${base}/progress/{id}`, access: SIGNED_IN, summary: "One order's progress per procedure" }),
  orderBundles: endpoint<PagedResultDto<BundleProgressRowDto>, typeof page>({
    method: 'GET',
    path: `${base}/progress/{id}/bundles`,
    access: SIGNED_IN,
    query: page,
    summary: "A page of an order's bundles: done and remaining",
  }),
  bundle: endpoint<BundleDrillDto>({ method: 'GET', path: `${base}/bundle/{id}`, access: SIGNED_IN, summary: 'One bundle: its procedures and who reported what, when' }),
  // Not named `summary`: the web build's route projection keeps no key of that name (the contract's own field).
  productionSummary: endpoint<SummaryDto, typeof summaryQuery>({
    method: 'GET',
    path: `${base}/summary`,
    access: SIGNED_IN,
    query: summaryQuery,
    summary: 'Cut, reported by stage and completed, by style, order or day',
  }),
  exportSummary: endpoint<null, typeof summaryQuery>({
    method: 'GET',
    path: `${base}/summary/export`,
    access: SIGNED_IN,
    query: summaryQuery,
    reply: 'file',
    summary: 'The summary as an Excel workbook',
  }),
  receipts: endpoint<ReceiptPageDto, typeof receiptQuery>({
    method: 'GET',
    path: receipt,
    access: SIGNED_IN,
    query: receiptQuery,
    summary: 'Finished-goods receipts: keyword, order, date range, paging',
  }),
  exportReceipts: endpoint<null, typeof receiptQuery>({
    method: 'GET',
    path: `${receipt}/export`,
    access: SIGNED_IN,
    query: receiptQuery,
    reply: 'file',
    summary: 'The filtered receipts as an Excel workbook',
  }),
  availability: endpoint<ReceiptAvailabilityDto>({
    method: 'GET',
    path: `${receipt}/availability/{id}`,
    access: SIGNED_IN,
    summary: 'What an order may still receive by colour × size (completed − received)',
  }),
  receipt: endpoint<ProductionReceiptDto>({ method: 'GET', path: `${receipt}/{id}`, access: SIGNED_IN, summary: 'One receipt (the print view)' }),
  createReceipt: endpoint<ProductionReceiptDto, null, typeof receiptBody>({
    method: 'POST',
    path: receipt,
    access: RECEIVE,
    body: receiptBody,
    summary: 'Record a receipt (never more than completed minus received, per colour × size)',
  }),
} as const;

export const PRODUCTION_BOARD_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ProductionBoardContracts);
