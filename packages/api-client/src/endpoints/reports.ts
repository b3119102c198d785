import type { ListResultDto, PagedResultDto } from '@eticket/core/paging';
import { OrganizationContracts, UserContracts, type OrganizationDto, type UserLookupItem, type UserSearchInput } from '@eticket/core/people';
import { ReportContracts, type ReportDto, type ReportQuery } from '@eticket/core/reports';
import type { ApiRequest, CallOptions } from '../request.types';
import { download, send } from './contract-call';
import { createScanningEndpoints, type ScanningEndpoints } from './scanning';

/**
 * What the report pages call: the report center's reports and their workbooks, and for the member ticket
 * logs the organization tree, the member picker and the work-record list, export and revoke.
 */
export interface ReportEndpoints {
  get(query: ReportQuery, options?: CallOptions): Promise<ReportDto>;
  exportExcel(query: ReportQuery, options?: CallOptions): Promise<Blob>;
  organizations: { list(options?: CallOptions): Promise<ListResultDto<OrganizationDto>> };
  /** Members of an organization subtree (server-side search and paging, within the caller's data scope). */
  members: { lookup(query?: UserSearchInput, options?: CallOptions): Promise<PagedResultDto<UserLookupItem>> };
  ticketLogs: Pick<ScanningEndpoints, 'list' | 'exportExcel' | 'revoke'>;
}

export function createReportEndpoints(request: ApiRequest): ReportEndpoints {
  const c = ReportContracts;
  const scanning = createScanningEndpoints(request);
  return {
    get: (query, options) => send(request, c.get, { query }, options),
    exportExcel: (query, options) => download(request, c.export, { query }, options),
    organizations: { list: (options) => send(request, OrganizationContracts.list, {}, options) },
    members: { lookup: (query, options) => send(request, UserContracts.lookup, query === undefined ? {} : { query }, options) },
    ticketLogs: {
      list: (query, options) => scanning.list(query, options),
      exportExcel: (query, options) => scanning.exportExcel(query, options),
      revoke: (id, input, options) => scanning.revoke(id, input, options),
    },
  };
}
