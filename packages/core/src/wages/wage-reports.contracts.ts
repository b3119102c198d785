import { TenantPermissions as P } from '../abp/permission-names';
import { endpoint, schema, type AnyEndpoint } from '../contracts/endpoint';
import { parseUserMonthReportQuery, parseWageReportQuery } from './wage-reports-input';
import type { UserMonthReportDto, UserMonthReportFilter, UserMonthReportQuery, WageReportDto, WageReportFilter, WageReportQuery } from './wage-reports.types';

/**
 * The wage reports (domain §6.3): the pivot of workers × orders, procedures or days and one worker's month.
 * Wage managers only; both cover only the workers of the caller's data scope.
 */

const READ = { kind: 'permission', side: 'tenant', permission: P.SalaryManagement } as const;
const reportQuery = schema<WageReportFilter, WageReportQuery>(parseWageReportQuery);
const monthQuery = schema<UserMonthReportFilter, UserMonthReportQuery>(parseUserMonthReportQuery);
const wage = '/api/eticket/wage';

export const WageReportContracts = {
  export: endpoint<undefined, typeof reportQuery>({
    method: 'GET',
    path: `${wage}/report/export`,
    access: READ,
    query: reportQuery,
    reply: 'file',
    summary: 'Wage report: the pivot of every worker of the filter as .xlsx (pieces and amount per column)',
  }),
  report: endpoint<WageReportDto, typeof reportQuery>({
    method: 'GET',
    path: `${wage}/report`,
    access: READ,
    query: reportQuery,
    summary: 'Wage report: a page of workers × orders, procedures or days (pieces and amount), column and grand totals over every worker',
  }),
  userMonth: endpoint<UserMonthReportDto, typeof monthQuery>({
    method: 'GET',
    path: `${wage}/userSalaryMonthReport`,
    access: READ,
    query: monthQuery,
    summary: "A worker's month day by day: pieces, amount and records per day, and the month's total",
  }),
} as const;

export const WAGE_REPORT_ENDPOINTS: readonly AnyEndpoint[] = Object.values(WageReportContracts);
