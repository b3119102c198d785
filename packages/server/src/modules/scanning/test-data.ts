import type { PagedResultDto } from '@eticket/core/paging';
import type { BundleDto, OrderDto } from '@eticket/core/production';
import type { ScanResultDto } from '@eticket/core/scanning';
import { ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
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

/** A confirmed settlement `no` that owns the worker-day of a record (its worker, its business date). */
export async function settleDayOf(s: TestServer, recordId: string, no: string): Promise<void> {
  await ownerRows(
    s.database,
    `with st as (insert into wage_settlements (tenant_id, settlement_no, period_start, period_end, status, calculated_at)
        select tenant_id, $2, business_date, business_date, 'confirmed', now() from ticket_logs where id = $1 returning tenant_id, id)
      insert into wage_settled_days (tenant_id, user_id, business_date, settlement_id) select st.tenant_id, l.user_id, l.business_date, st.id from st, ticket_logs l where l.id = $1`,
    [recordId, no],
  );
}

/** Undo settleDayOf. */
export async function unsettle(s: TestServer, no: string): Promise<void> {
  await ownerRows(s.database, 'delete from wage_settled_days where settlement_id in (select id from wage_settlements where settlement_no = $1)', [no]);
  await ownerRows(s.database, 'delete from wage_settlements where settlement_no = $1', [no]);
}
