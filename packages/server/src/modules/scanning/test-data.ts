import type { PagedResultDto } from '@eticket/core/paging';
import type { BundleDto, OrderDto } from '@eticket/core/production';
import type { ScanResultDto } from '@eticket/core/scanning';
import type { TestServer, TestTenant } from '../../test/fixtures';
import { apiFor, newBed, producingOrder, splitPlan, type Api, type Reply } from '../production/test-data';

/** Test data of the scanning suites: a producing order with bundles, and the APIs of its admin and worker. */

export interface ScanFloor {
  admin: Api;
  worker: Api;
  order: OrderDto;
  /** The order's procedures in seq order: 做领 1.20, 上领 0.80, 钉扣 0.35 (XL 0.40). */
  procedureIds: string[];
  bundles: BundleDto[];
}

/** `perCell` pieces in `bundlesPerCell` bundles for each of the 3 × 4 colour × size cells. */
export async function bundlesOf(api: Api, orderId: string, perCell: number, bundlesPerCell: number): Promise<BundleDto[]> {
  const bed = await newBed(api, orderId);
  const generated = await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(perCell, bundlesPerCell));
  if (generated.status !== 200) throw new Error(`generate: ${generated.text}`);
  const list = await api<PagedResultDto<BundleDto>>('GET', `/api/eticket/bundle?cuttingTimeId=${bed.id}&maxResultCount=1000`);
  return list.body.items;
}

export async function scanFloor(s: TestServer, tenant: TestTenant, orderNo: string, perCell = 30, bundlesPerCell = 3): Promise<ScanFloor> {
  const { api, order } = await producingOrder(s, tenant, orderNo);
  const bundles = await bundlesOf(api, order.id, perCell, bundlesPerCell);
  const procedureIds = [...order.procedures].sort((a, b) => a.seq - b.seq).map((p) => p.id);
  return { admin: api, worker: await apiFor(s, tenant.name, 'worker'), order, procedureIds, bundles };
}

let sequence = 0;
/** A fresh client request id. */
export function requestId(prefix = 'r'): string {
  sequence += 1;
  return `${prefix}-${String(sequence)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function scanBody(code: string, orderProcedureId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { code, orderProcedureId, clientRequestId: requestId(), ...extra };
}

export const postScan = (api: Api, body: Record<string, unknown>): Promise<Reply<ScanResultDto>> => api<ScanResultDto>('POST', '/api/eticket/ticketLog/scan', body);
