import {
  WageStatisticsContracts as c,
  type WageOrgMemberPageDto,
  type WageOrgMemberQuery,
  type WageOrgMonthQuery,
  type WageOrgMonthStatisticsDto,
  type WageYearQuery,
  type WageYearStatisticsDto,
} from '@eticket/core/wages';
import type { ApiRequest, CallOptions } from '../request.types';
import { download, send } from './contract-call';

/**
 * Wage statistics: a year per worker or organization; a month per organization against the one before, and its
 * members. A group of its own, so the other wage pages do not carry it.
 */
export interface WageStatisticsEndpoints {
  year(query: WageYearQuery, options?: CallOptions): Promise<WageYearStatisticsDto>;
  exportYear(query: WageYearQuery, options?: CallOptions): Promise<Blob>;
  orgMonth(query: WageOrgMonthQuery, options?: CallOptions): Promise<WageOrgMonthStatisticsDto>;
  exportOrgMonth(query: WageOrgMonthQuery, options?: CallOptions): Promise<Blob>;
  orgMonthMembers(query: WageOrgMemberQuery, options?: CallOptions): Promise<WageOrgMemberPageDto>;
}

export function createWageStatisticsEndpoints(request: ApiRequest): WageStatisticsEndpoints {
  return {
    year: (query, options) => send(request, c.year, { query }, options),
    exportYear: (query, options) => download(request, c.yearExport, { query }, options),
    orgMonth: (query, options) => send(request, c.orgMonth, { query }, options),
    exportOrgMonth: (query, options) => download(request, c.orgMonthExport, { query }, options),
    orgMonthMembers: (query, options) => send(request, c.orgMonthMembers, { query }, options),
  };
}
