import type { PagedResultDto } from '@eticket/core/paging';
import type {
  BundleByCodeDto,
  BundleDto,
  BundlePatchInput,
  BundlePlanPreviewDto,
  BundlePlanRequest,
  BundleStatus,
  CopyCuttingTimeInput,
  CuttingReportDto,
  CuttingReportQuery,
  CuttingSheetDto,
  CuttingTimeDto,
  CuttingTimeInput,
  CuttingTimeListQuery,
  GenerateBundlesResultDto,
  ReplaceTicketResultDto,
  UpdateCuttingTimeInput,
} from '@eticket/core/production';
import type { ApiRequest, CallOptions, QueryParams } from '../request.types';
import { createOrderEndpoints, jsonBody, type OrderEndpoints } from './orders';
import { segment } from './paging.types';

/**
 * Cutting beds (床次) and bundles (扎 / 菲) of issue 6 under /api/eticket, typed with the core's production
 * DTOs; together with the orders they are the production endpoints the web's pages use.
 */

/** GET /api/eticket/cuttingTime/printList → every bed the filters select (up to the server's cap) and totals. */
export interface CuttingListPrintDto {
  items: CuttingTimeDto[];
  totals: { bedCount: number; bundleCount: number; qty: number };
}

/** GET /api/eticket/bundle: the bundles of an order or bed, for picking what to print. */
export interface BundleListQuery {
  orderId?: string;
  cuttingTimeId?: string;
  color?: string;
  size?: string;
  status?: BundleStatus;
  /** true: printed at least once; false: never printed. */
  printed?: boolean;
  skipCount?: number;
  /** Up to 10,000 (a whole bed at once). */
  maxResultCount?: number;
}

export interface CuttingTimeEndpoints {
  /** GET /api/eticket/cuttingTime?keyword&orderId&productId&cutterUserId&status&cutDateStart&cutDateEnd&skipCount&maxResultCount. */
  list(query?: CuttingTimeListQuery, options?: CallOptions): Promise<PagedResultDto<CuttingTimeDto>>;
  /** GET /api/eticket/cuttingTime/printList with the list's filters: the multi-bed cutting list. */
  printList(query?: CuttingTimeListQuery, options?: CallOptions): Promise<CuttingListPrintDto>;
  get(id: string, options?: CallOptions): Promise<CuttingTimeDto>;
  /** POST /api/eticket/cuttingTime: a new bed (bed no from the tenant's counter). */
  create(input: CuttingTimeInput, options?: CallOptions): Promise<CuttingTimeDto>;
  update(id: string, input: UpdateCuttingTimeInput, options?: CallOptions): Promise<CuttingTimeDto>;
  /** DELETE (only a bed without bundles; else 409). */
  delete(id: string, options?: CallOptions): Promise<void>;
  /** POST /api/eticket/cuttingTime/{id}/previewBundles: the plan's bundles and totals, nothing written. */
  previewBundles(id: string, plan: BundlePlanRequest, options?: CallOptions): Promise<BundlePlanPreviewDto>;
  /** POST /api/eticket/cuttingTime/{id}/generateBundles: the same plan, written in one transaction. */
  generateBundles(id: string, plan: BundlePlanRequest, options?: CallOptions): Promise<GenerateBundlesResultDto>;
  /** POST /api/eticket/cuttingTime/{id}/copy: a new bed; its bundles get new numbers and new tickets. */
  copy(id: string, input: CopyCuttingTimeInput, options?: CallOptions): Promise<CuttingTimeDto>;
  /** GET /api/eticket/cuttingTime/{id}/printData: the bed's cutting sheet. */
  printData(id: string, options?: CallOptions): Promise<CuttingSheetDto>;
  /** GET /api/eticket/cuttingTime/report?groupBy=day,cutter&cutDateStart… */
  report(query: CuttingReportQuery, options?: CallOptions): Promise<CuttingReportDto>;
  /** GET /api/eticket/cuttingTime/report/export with the report's query → .xlsx. */
  exportReport(query: CuttingReportQuery, options?: CallOptions): Promise<Blob>;
}

export interface BundleEndpoints {
  list(query?: BundleListQuery, options?: CallOptions): Promise<PagedResultDto<BundleDto>>;
  get(id: string, options?: CallOptions): Promise<BundleDto>;
  /** PUT /api/eticket/bundle/{id}: qty (never below what was reported), dye lot, note; absent fields stay. */
  update(id: string, patch: BundlePatchInput, options?: CallOptions): Promise<BundleDto>;
  /** GET /api/eticket/bundle/byCode/{code}: a scanned code, resolved inside the caller's tenant only (else 404). */
  byCode(code: string, options?: CallOptions): Promise<BundleByCodeDto>;
  /** POST /api/eticket/bundle/{id}/replace: a new code; the old one is void for good. */
  replace(id: string, options?: CallOptions): Promise<ReplaceTicketResultDto>;
  /** POST /api/eticket/bundle/{id}/void (nothing reported yet). */
  void(id: string, options?: CallOptions): Promise<BundleDto>;
}

export interface ProductionEndpoints {
  orders: OrderEndpoints;
  cuttingTimes: CuttingTimeEndpoints;
  bundles: BundleEndpoints;
}

/** The report's query: the dimensions as one comma-separated `groupBy`. */
function reportQuery(query: CuttingReportQuery): QueryParams {
  const { groupBy, ...filters } = query;
  return { groupBy: groupBy.join(','), ...filters };
}

/** The export answers a binary body (ofetch reads non-JSON, non-text types as a Blob). */
function readBlob(data: unknown): Blob {
  if (data instanceof Blob) return data;
  throw new TypeError('expected a binary (.xlsx) body');
}

export function createCuttingTimeEndpoints(request: ApiRequest): CuttingTimeEndpoints {
  const base = '/api/eticket/cuttingTime';
  const at = (id: string, suffix = '') => `${base}/${segment(id)}${suffix}`;
  return {
    list: (query = {}, options) => request('GET', base, { ...options, query: { ...query } }),
    printList: (query = {}, options) => request('GET', `${base}/printList`, { ...options, query: { ...query } }),
    get: (id, options) => request('GET', at(id), { ...options }),
    create: (input, options) => request('POST', base, { ...options, body: jsonBody(input) }),
    update: (id, input, options) => request('PUT', at(id), { ...options, body: jsonBody(input) }),
    delete: async (id, options) => {
      await request('DELETE', at(id), { ...options });
    },
    previewBundles: (id, plan, options) => request('POST', at(id, '/previewBundles'), { ...options, body: jsonBody(plan) }),
    generateBundles: (id, plan, options) => request('POST', at(id, '/generateBundles'), { ...options, body: jsonBody(plan) }),
    copy: (id, input, options) => request('POST', at(id, '/copy'), { ...options, body: jsonBody(input) }),
    printData: (id, options) => request('GET', at(id, '/printData'), { ...options }),
    report: (query, options) => request('GET', `${base}/report`, { ...options, query: reportQuery(query) }),
    exportReport: (query, options) => request('GET', `${base}/report/export`, { ...options, query: reportQuery(query), parse: readBlob }),
  };
}

export function createBundleEndpoints(request: ApiRequest): BundleEndpoints {
  const base = '/api/eticket/bundle';
  const at = (id: string, suffix = '') => `${base}/${segment(id)}${suffix}`;
  return {
    list: (query = {}, options) => request('GET', base, { ...options, query: { ...query } }),
    get: (id, options) => request('GET', at(id), { ...options }),
    update: (id, patch, options) => request('PUT', at(id), { ...options, body: jsonBody(patch) }),
    byCode: (code, options) => request('GET', `${base}/byCode/${segment(code)}`, { ...options }),
    replace: (id, options) => request('POST', at(id, '/replace'), { ...options }),
    void: (id, options) => request('POST', at(id, '/void'), { ...options }),
  };
}

export function createProductionEndpoints(request: ApiRequest): ProductionEndpoints {
  return {
    orders: createOrderEndpoints(request),
    cuttingTimes: createCuttingTimeEndpoints(request),
    bundles: createBundleEndpoints(request),
  };
}
