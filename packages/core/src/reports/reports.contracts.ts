import { TenantPermissions as P } from '../abp/permission-names';
import { endpoint, schema, type AnyEndpoint } from '../contracts/endpoint';
import { parseReportQuery } from './reports-input';
import type { ReportDto, ReportFilter, ReportQuery } from './reports.types';

/**
 * The report center's endpoints: one report of the kind asked (the table, its totals and chart points) and
 * the same report as an .xlsx workbook. Reports of people's work cover only the caller's data scope.
 */

const reportQuery = schema<ReportFilter, ReportQuery>(parseReportQuery);
const READ = { kind: 'permission', side: 'tenant', permission: P.ReportCenter } as const;
const base = '/api/eticket/report';

export const ReportContracts = {
  get: endpoint<ReportDto, typeof reportQuery>({
    method: 'GET',
    path: base,
    access: READ,
    query: reportQuery,
    summary: 'Report center: one report (kind, business-date range, organization subtree, order/style keyword) with totals and chart points',
  }),
  export: endpoint<null, typeof reportQuery>({
    method: 'GET',
    path: `${base}/export`,
    access: READ,
    query: reportQuery,
    reply: 'file',
    summary: 'Report center: the same report as an Excel workbook',
  }),
} as const;

export const REPORT_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ReportContracts);
