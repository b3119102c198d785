import {
  TicketLogContracts,
  type BatchScanInput,
  type BatchScanResultDto,
  type RevokeInput,
  type ScanInput,
  type ScanResultDto,
  type TicketLogDto,
  type TicketLogListQuery,
  type TicketLogPageDto,
} from '@eticket/core/scanning';
import type { ApiRequest, CallOptions } from '../request.types';
import { download, send } from './contract-call';

/** What a scan request carries on the wire: the optional fields may be left out. */
export type ScanRequest = Pick<ScanInput, 'code' | 'orderProcedureId' | 'clientRequestId'> & Partial<Omit<ScanInput, 'code' | 'orderProcedureId' | 'clientRequestId'>>;

/** Work records: the scan station, clerk entry, revocation and the record lists (own, and within data scope). */
export interface ScanningEndpoints {
  /** Idempotent on clientRequestId: a retry answers the first result (`replayed`). */
  scan(input: ScanRequest, options?: CallOptions): Promise<ScanResultDto>;
  /** Each line accepted or refused on its own. */
  batch(input: BatchScanInput, options?: CallOptions): Promise<BatchScanResultDto>;
  mine(query?: TicketLogListQuery, options?: CallOptions): Promise<TicketLogPageDto>;
  list(query?: TicketLogListQuery, options?: CallOptions): Promise<TicketLogPageDto>;
  exportExcel(query?: TicketLogListQuery, options?: CallOptions): Promise<Blob>;
  revoke(id: string, input: RevokeInput, options?: CallOptions): Promise<TicketLogDto>;
}

export function createScanningEndpoints(request: ApiRequest): ScanningEndpoints {
  const c = TicketLogContracts;
  const query = (q: object | undefined) => (q === undefined ? {} : { query: q });
  return {
    scan: (input, options) => send(request, c.scan, { body: input }, options),
    batch: (input, options) => send(request, c.batch, { body: input }, options),
    mine: (q, options) => send(request, c.mine, query(q), options),
    list: (q, options) => send(request, c.list, query(q), options),
    exportExcel: (q, options) => download(request, c.export, query(q), options),
    revoke: (id, input, options) => send(request, c.revoke, { params: { id }, body: input }, options),
  };
}
