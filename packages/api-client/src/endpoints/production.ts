import type { PagedResultDto } from '@eticket/core/paging';
import {
  BundleContracts,
  CuttingTimeContracts,
  type BundleBlockInput,
  type BundleByCodeDto,
  type BundleListQuery,
  type CuttingListPrintDto,
  type BundleDto,
  type BundlePatchInput,
  type BundlePlanPreviewDto,
  type BundlePlanRequest,
  type CopyCuttingTimeInput,
  type CuttingReportDto,
  type CuttingReportQuery,
  type CuttingSheetDto,
  type CuttingTimeDto,
  type CuttingTimeInput,
  type CuttingTimeListQuery,
  type GenerateBundlesResultDto,
  type ReplaceTicketResultDto,
  type UpdateCuttingTimeInput,
} from '@eticket/core/production';
import type { ApiRequest, CallOptions } from '../request.types';
import { download, send } from './contract-call';
import { createOrderEndpoints, type OrderEndpoints } from './orders';

export type { BundleListQuery, CuttingListPrintDto };

/**
 * Cutting beds (床次) and bundles (扎 / 菲) of issue 6 under /api/eticket, typed with the core's production
 * DTOs; together with the orders they are the production endpoints the web's pages use.
 */

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
  /** POST /api/eticket/bundle/{id}/block {reason}: hold it from scanning (a held one stays as it is). */
  block(id: string, input: BundleBlockInput, options?: CallOptions): Promise<BundleDto>;
  /** POST /api/eticket/bundle/{id}/unblock: release it for scanning. */
  unblock(id: string, options?: CallOptions): Promise<BundleDto>;
}

export interface ProductionEndpoints {
  orders: OrderEndpoints;
  cuttingTimes: CuttingTimeEndpoints;
  bundles: BundleEndpoints;
}

/** The report's query: the dimensions as one comma-separated `groupBy`. */
function reportQuery(query: CuttingReportQuery): Record<string, string | undefined> {
  const { groupBy, ...filters } = query;
  return { groupBy: groupBy.join(','), ...filters };
}

export function createCuttingTimeEndpoints(request: ApiRequest): CuttingTimeEndpoints {
  const c = CuttingTimeContracts;
  return {
    list: (query = {}, options) => send(request, c.list, { query }, options),
    printList: (query = {}, options) => send(request, c.printList, { query }, options),
    get: (id, options) => send(request, c.get, { params: { id } }, options),
    create: (input, options) => send(request, c.create, { body: input }, options),
    update: (id, input, options) => send(request, c.update, { params: { id }, body: input }, options),
    delete: async (id, options) => {
      await send(request, c.delete, { params: { id } }, options);
    },
    previewBundles: (id, plan, options) => send(request, c.previewBundles, { params: { id }, body: plan }, options),
    generateBundles: (id, plan, options) => send(request, c.generateBundles, { params: { id }, body: plan }, options),
    copy: (id, input, options) => send(request, c.copy, { params: { id }, body: input }, options),
    printData: (id, options) => send(request, c.printData, { params: { id } }, options),
    report: (query, options) => send(request, c.report, { query: reportQuery(query) }, options),
    exportReport: (query, options) => download(request, c.exportReport, { query: reportQuery(query) }, options),
  };
}

export function createBundleEndpoints(request: ApiRequest): BundleEndpoints {
  const c = BundleContracts;
  return {
    list: (query = {}, options) => send(request, c.list, { query }, options),
    get: (id, options) => send(request, c.get, { params: { id } }, options),
    update: (id, patch, options) => send(request, c.update, { params: { id }, body: patch }, options),
    byCode: (code, options) => send(request, c.byCode, { params: { code } }, options),
    replace: (id, options) => send(request, c.replace, { params: { id } }, options),
    void: (id, options) => send(request, c.void, { params: { id } }, options),
    block: (id, input, options) => send(request, c.block, { params: { id }, body: input }, options),
    unblock: (id, options) => send(request, c.unblock, { params: { id } }, options),
  };
}

export function createProductionEndpoints(request: ApiRequest): ProductionEndpoints {
  return {
    orders: createOrderEndpoints(request),
    cuttingTimes: createCuttingTimeEndpoints(request),
    bundles: createBundleEndpoints(request),
  };
}
