import { TenantPermissions as P, type TenantPermission } from '../abp/permission-names';
import { endpoint, schema, stamped, type AnyEndpoint } from '../contracts/endpoint';
import { ORDER_EVENTS, type OrderEvent } from '../domain/order-status';
import type { ListResultDto, PagedResultDto } from '../paging/paging';
import { queryText } from '../validation/wire';
import { validateBundleBlockInput } from './cutting-input';
import type {
  BundleBlockInput,
  BundleByCodeDto,
  BundleDto,
  BundlePatchInput,
  BundlePlanPreviewDto,
  BundlePlanRequest,
  CopyCuttingTimeInput,
  CuttingReportDto,
  CuttingSheetDto,
  CuttingTimeDto,
  CuttingTimeInput,
  CuttingTimeListQuery,
  GenerateBundlesResultDto,
  OrderDto,
  OrderInput,
  OrderListItemDto,
  OrderListQuery,
  OrderStatisticsDto,
  PartTicketPrintRequest,
  ReplaceTicketResultDto,
  SyncOrderProceduresResultDto,
  TicketOrganizationReportItemDto,
  TicketPrintDataDto,
  TicketPrintRequest,
} from './production.types';
import { parseCuttingReportQuery, parseCuttingTimeListQuery, parseOrderListQuery, type CuttingReportFilter, type CuttingTimeListFilter, type OrderListFilter } from './queries';
import {
  readBundleListQuery,
  readBundlePatch,
  readBundlePlanRequest,
  readCopyCuttingTimeInput,
  readCuttingTimeInput,
  readOrderInput,
  readStatisticsQuery,
  readTicketPrintInput,
  type BundleListFilter,
  type BundlePatch,
  type TicketPrintInput,
} from './request-shapes';

/**
 * The production endpoints under /api/eticket: orders (CRUD, status moves, procedure sync, statistics),
 * ticket printing, cutting beds (CRUD, bundle plan and generation, copy, sheet, list print, report) and
 * bundles (list, scan lookup, edit, replace, void, hold from scanning and release).
 */

const tenant = (permission: TenantPermission) => ({ kind: 'permission', side: 'tenant', permission }) as const;
/** Pages of both areas use these: the ticket arrangement (orders) and the cutting-bed pages. */
const anyOf = (...permissions: TenantPermission[]) => ({ kind: 'anyPermission', side: 'tenant', permissions }) as const;

const BED_READ = anyOf(P.CuttingList, P.OrderManagement);
const BED_CREATE = anyOf(P.CuttingListCreate, P.OrderManagementEdit);
const BED_EDIT = anyOf(P.CuttingListEdit, P.OrderManagementEdit);
const BED_DELETE = anyOf(P.CuttingListDelete, P.OrderManagementEdit);
const BUNDLE_READ = anyOf(P.OrderManagement, P.CuttingList);
const BUNDLE_EDIT = anyOf(P.OrderManagementEdit, P.CuttingListEdit);
/** Scanning screens resolve codes too. */
const BUNDLE_RESOLVE = anyOf(P.OrderManagement, P.CuttingList, P.TicketScan);

const orderList = schema<OrderListFilter, OrderListQuery>((raw) => parseOrderListQuery(queryText(raw)));
const orderInput = schema<OrderInput>(readOrderInput);
const orderUpdate = stamped(orderInput);
const statisticsQuery = schema<{ excludeBundles: boolean }, { excludeBundles?: boolean }>(readStatisticsQuery);
const ticketPrint = schema<TicketPrintInput, TicketPrintRequest>(readTicketPrintInput);
const partTicketPrint = schema<TicketPrintInput, PartTicketPrintRequest>(readTicketPrintInput);

const order = '/api/eticket/order';
const orderById = `${order}/{id}`;

function transition(event: OrderEvent) {
  return endpoint<OrderDto>({ method: 'POST', path: `${orderById}/${event}`, access: tenant(P.OrderManagementEdit), summary: `Order: ${event}` });
}

function print(suffix: string, summary: string) {
  return endpoint<TicketPrintDataDto, null, typeof ticketPrint>({ method: 'POST', path: `${orderById}/${suffix}`, access: tenant(P.OrderManagementPrint), body: ticketPrint, summary });
}

function partPrint(suffix: string, summary: string) {
  return endpoint<TicketPrintDataDto, null, typeof partTicketPrint>({
    method: 'POST',
    path: `${orderById}/${suffix}`,
    access: tenant(P.OrderManagementPrint),
    body: partTicketPrint,
    summary,
  });
}

export const OrderContracts = {
  list: endpoint<PagedResultDto<OrderListItemDto>, typeof orderList>({ method: 'GET', path: order, access: tenant(P.OrderManagement), query: orderList, summary: 'Order: a page of the list' }),
  get: endpoint<OrderDto>({ method: 'GET', path: orderById, access: tenant(P.OrderManagement), summary: 'Order: one' }),
  create: endpoint<OrderDto, null, typeof orderInput>({ method: 'POST', path: order, access: tenant(P.OrderManagementCreate), body: orderInput, summary: 'Order: create (draft)' }),
  update: endpoint<OrderDto, null, typeof orderUpdate>({
    method: 'PUT',
    path: orderById,
    access: tenant(P.OrderManagementEdit),
    body: orderUpdate,
    summary: 'Order: update (409 when the stamp is stale)',
  }),
  delete: endpoint({ method: 'DELETE', path: orderById, access: tenant(P.OrderManagementDelete), reply: 'empty', summary: 'Order: delete (a draft without beds)' }),
  /** The status moves, one endpoint each. */
  transitions: Object.fromEntries(ORDER_EVENTS.map((event) => [event, transition(event)])) as Record<OrderEvent, ReturnType<typeof transition>>,
  syncProcedures: endpoint<SyncOrderProceduresResultDto>({
    method: 'POST',
    path: `${orderById}/syncProcedures`,
    access: tenant(P.OrderManagementEdit),
    summary: "Order: copy the style's current procedures again",
  }),
  statistics: endpoint<OrderStatisticsDto, typeof statisticsQuery>({
    method: 'GET',
    path: `${orderById}/statistics`,
    access: tenant(P.Dashboard),
    query: statisticsQuery,
    summary: 'Order: ordered, cut and completed quantities',
  }),
  ticketOrganizationReport: endpoint<ListResultDto<TicketOrganizationReportItemDto>>({
    method: 'GET',
    path: `${orderById}/ticketOrganizationReport`,
    access: tenant(P.Dashboard),
    summary: "Order: the work by organization and member",
  }),
  ticketPrintData: print('ticketPrintData', 'Tickets of a range or pick list, laid out (nothing recorded)'),
  ticketPrint: print('ticketPrint', 'The same tickets, and the print is recorded'),
  partTicketPrintData: partPrint('partTicketPrintData', 'Part tickets (bundle × part), laid out (nothing recorded)'),
  partTicketPrint: partPrint('partTicketPrint', 'Part tickets, and the print is recorded'),
};

/** GET cuttingTime/printList: every bed the filters select (up to the server's cap) and totals. */
export interface CuttingListPrintDto {
  items: CuttingTimeDto[];
  totals: { bedCount: number; bundleCount: number; qty: number };
}

const bedList = schema<CuttingTimeListFilter, CuttingTimeListQuery>((raw) => parseCuttingTimeListQuery(queryText(raw)));
/** The client sends `groupBy` comma-separated (see the api-client). */
const reportQuery = schema<CuttingReportFilter, Readonly<Record<string, string | undefined>>>((raw) => parseCuttingReportQuery(queryText(raw)));
const bedInput = schema<CuttingTimeInput>(readCuttingTimeInput);
const bedUpdate = stamped(bedInput);
const plan = schema<BundlePlanRequest>(readBundlePlanRequest);
const copy = schema<CopyCuttingTimeInput>(readCopyCuttingTimeInput);

const bed = '/api/eticket/cuttingTime';
const bedById = `${bed}/{id}`;

export const CuttingTimeContracts = {
  list: endpoint<PagedResultDto<CuttingTimeDto>, typeof bedList>({ method: 'GET', path: bed, access: BED_READ, query: bedList, summary: 'Cutting bed: a page of the list' }),
  printList: endpoint<CuttingListPrintDto, typeof bedList>({
    method: 'GET',
    path: `${bed}/printList`,
    access: tenant(P.CuttingList),
    query: bedList,
    summary: 'Cutting beds: every bed the filters select, with totals',
  }),
  report: endpoint<CuttingReportDto, typeof reportQuery>({ method: 'GET', path: `${bed}/report`, access: tenant(P.CuttingList), query: reportQuery, summary: 'Cutting report by one or two dimensions' }),
  exportReport: endpoint<undefined, typeof reportQuery>({
    method: 'GET',
    path: `${bed}/report/export`,
    access: tenant(P.CuttingList),
    query: reportQuery,
    reply: 'file',
    summary: 'Cutting report as .xlsx',
  }),
  get: endpoint<CuttingTimeDto>({ method: 'GET', path: bedById, access: BED_READ, summary: 'Cutting bed: one' }),
  create: endpoint<CuttingTimeDto, null, typeof bedInput>({ method: 'POST', path: bed, access: BED_CREATE, body: bedInput, summary: 'Cutting bed: create (bed no from the counter)' }),
  update: endpoint<CuttingTimeDto, null, typeof bedUpdate>({ method: 'PUT', path: bedById, access: BED_EDIT, body: bedUpdate, summary: 'Cutting bed: update (409 when the stamp is stale)' }),
  delete: endpoint({ method: 'DELETE', path: bedById, access: BED_DELETE, reply: 'empty', summary: 'Cutting bed: delete (a bed without bundles)' }),
  previewBundles: endpoint<BundlePlanPreviewDto, null, typeof plan>({
    method: 'POST',
    path: `${bedById}/previewBundles`,
    access: BED_EDIT,
    body: plan,
    summary: "A plan's bundles and totals (nothing written)",
  }),
  generateBundles: endpoint<GenerateBundlesResultDto, null, typeof plan>({
    method: 'POST',
    path: `${bedById}/generateBundles`,
    access: BED_EDIT,
    body: plan,
    summary: 'The same plan, written in one transaction',
  }),
  copy: endpoint<CuttingTimeDto, null, typeof copy>({ method: 'POST', path: `${bedById}/copy`, access: BED_CREATE, body: copy, summary: 'A new bed from this one (new numbers and tickets)' }),
  printData: endpoint<CuttingSheetDto>({ method: 'GET', path: `${bedById}/printData`, access: BED_READ, summary: "The bed's cutting sheet" }),
};

const bundleList = schema<BundleListFilter, BundleListQuery>(readBundleListQuery);
const bundlePatch = stamped(schema<BundlePatch, Omit<BundlePatchInput, 'concurrencyStamp'>>(readBundlePatch));
const bundleBlock = schema<BundleBlockInput>(validateBundleBlockInput);

/** GET bundle: the bundles of an order or bed, for picking what to print. */
export interface BundleListQuery {
  orderId?: string;
  cuttingTimeId?: string;
  color?: string;
  size?: string;
  status?: BundleDto['status'];
  /** true: printed at least once; false: never printed. */
  printed?: boolean;
  skipCount?: number;
  /** Up to 10,000 (a whole bed at once). */
  maxResultCount?: number;
}

const bundle = '/api/eticket/bundle';
const bundleById = `${bundle}/{id}`;

export const BundleContracts = {
  list: endpoint<PagedResultDto<BundleDto>, typeof bundleList>({ method: 'GET', path: bundle, access: BUNDLE_READ, query: bundleList, summary: 'Bundles of an order or bed' }),
  byCode: endpoint<BundleByCodeDto>({
    method: 'GET',
    path: `${bundle}/byCode/{code}`,
    access: BUNDLE_RESOLVE,
    summary: "A scanned code, resolved inside the caller's tenant only",
  }),
  get: endpoint<BundleDto>({ method: 'GET', path: bundleById, access: BUNDLE_READ, summary: 'Bundle: one' }),
  // A partial update (PATCH semantics: absent fields stay). PUT until the contracts' HttpMethod has PATCH.
  update: endpoint<BundleDto, null, typeof bundlePatch>({ method: 'PUT', path: bundleById, access: BUNDLE_EDIT, body: bundlePatch, summary: 'Bundle: qty, dye lot, note' }),
  replace: endpoint<ReplaceTicketResultDto>({ method: 'POST', path: `${bundleById}/replace`, access: tenant(P.OrderManagementPrint), summary: 'A new code; the old one is void for good' }),
  void: endpoint<BundleDto>({ method: 'POST', path: `${bundleById}/void`, access: BUNDLE_EDIT, summary: 'Void a bundle nothing was reported on' }),
  // Idempotent both ways: holding a held bundle or releasing a free one changes nothing and answers the bundle.
  block: endpoint<BundleDto, null, typeof bundleBlock>({ method: 'POST', path: `${bundleById}/block`, access: BUNDLE_EDIT, body: bundleBlock, summary: 'Hold a bundle from scanning, with a reason' }),
  unblock: endpoint<BundleDto>({ method: 'POST', path: `${bundleById}/unblock`, access: BUNDLE_EDIT, summary: 'Release a held bundle for scanning' }),
};

/** Every production endpoint, in mounting order (fixed paths before `{id}`). */
export const PRODUCTION_ENDPOINTS: readonly AnyEndpoint[] = [
  ...Object.values(OrderContracts).flatMap((c): AnyEndpoint[] => ('method' in c ? [c] : Object.values(c))),
  ...Object.values(CuttingTimeContracts),
  ...Object.values(BundleContracts),
];
