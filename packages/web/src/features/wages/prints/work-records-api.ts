import { createScanningEndpoints, type ApiRequest, type ScanningEndpoints } from '@eticket/api-client';
import { PagingLimits } from '@eticket/core/paging';
import type { TicketLogDto, TicketLogStatus } from '@eticket/core/scanning';
import { useModuleEndpoints } from '../../../kit/api';

/** The work records list: the wage contracts have no per-record list, the scan API's is the one there is. */
export type WageWorkRecordEndpoints = Pick<ScanningEndpoints, 'list'>;

declare module '../../../kit/api' {
  interface ModuleEndpoints {
    /** The work records a piece-detail print lists. */
    wageWorkRecords: WageWorkRecordEndpoints;
  }
}

function createWorkRecordEndpoints(request: ApiRequest): WageWorkRecordEndpoints {
  const records = createScanningEndpoints(request);
  return { list: (query, options) => records.list(query, options) };
}

export function useWageWorkRecords(): WageWorkRecordEndpoints {
  return useModuleEndpoints('wageWorkRecords', createWorkRecordEndpoints);
}

/** The records that count for a wage: valid, and those a locked settlement already holds. */
export const PAID_RECORD_STATUSES: readonly TicketLogStatus[] = ['valid', 'settled'];

/** Every record of one worker in a period that counts for the wage, page by page (a month may hold thousands). */
export async function workerRecords(api: WageWorkRecordEndpoints, query: { userId: string; from: string; to: string }, signal: AbortSignal): Promise<TicketLogDto[]> {
  const pages = await Promise.all(
    PAID_RECORD_STATUSES.map(async (status) => {
      const rows: TicketLogDto[] = [];
      for (;;) {
        const page = await api.list({ ...query, status, skipCount: rows.length, maxResultCount: PagingLimits.pageSizeMax }, { signal });
        rows.push(...page.items);
        if (page.items.length === 0 || rows.length >= page.totalCount) return rows;
      }
    }),
  );
  return pages.flat().sort((a, b) => a.businessDate.localeCompare(b.businessDate) || a.occurredAt.localeCompare(b.occurredAt));
}
