import { TenantPermissions as P } from '../abp/permission-names';
import { endpoint, schema, type AnyEndpoint } from '../contracts/endpoint';
import { parseWageOrgMemberQuery, parseWageOrgMonthQuery, parseWageYearQuery } from './wage-statistics-input';
import type {
  WageOrgMemberFilter,
  WageOrgMemberPageDto,
  WageOrgMemberQuery,
  WageOrgMonthFilter,
  WageOrgMonthQuery,
  WageOrgMonthStatisticsDto,
  WageYearFilter,
  WageYearQuery,
  WageYearStatisticsDto,
} from './wage-statistics.types';

/**
 * Wage statistics (domain §6.3): a year per worker or organization, a month per organization against the
 * month before and its members. Data scope (people) narrows the workers counted.
 */

const READ = { kind: 'permission', side: 'tenant', permission: P.SalaryManagement } as const;

const yearQuery = schema<WageYearFilter, WageYearQuery>(parseWageYearQuery);
const orgMonthQuery = schema<WageOrgMonthFilter, WageOrgMonthQuery>(parseWageOrgMonthQuery);
const memberQuery = schema<WageOrgMemberFilter, WageOrgMemberQuery>(parseWageOrgMemberQuery);

const year = '/api/eticket/wage/yearStatistics';
const orgMonth = '/api/eticket/wage/monthOrganizationStatistics';

export const WageStatisticsContracts = {
  yearExport: endpoint<undefined, typeof yearQuery>({
    method: 'GET',
    path: `${year}/export`,
    access: READ,
    query: yearQuery,
    reply: 'file',
    summary: 'Year statistics as .xlsx: every row of the filter × twelve months, with the totals',
  }),
  year: endpoint<WageYearStatisticsDto, typeof yearQuery>({
    method: 'GET',
    path: year,
    access: READ,
    query: yearQuery,
    summary: "A year's net wage per worker or organization × twelve months (a page of rows) and the totals over all",
  }),
  orgMonthExport: endpoint<undefined, typeof orgMonthQuery>({
    method: 'GET',
    path: `${orgMonth}/export`,
    access: READ,
    query: orgMonthQuery,
    reply: 'file',
    summary: 'Month organization statistics as .xlsx',
  }),
  orgMonthMembers: endpoint<WageOrgMemberPageDto, typeof memberQuery>({
    method: 'GET',
    path: `${orgMonth}/members`,
    access: READ,
    query: memberQuery,
    summary: "The workers of an organization (and below it), of the company or without an organization in a month: pieces, amounts, last month's net",
  }),
  orgMonth: endpoint<WageOrgMonthStatisticsDto, typeof orgMonthQuery>({
    method: 'GET',
    path: orgMonth,
    access: READ,
    query: orgMonthQuery,
    summary: 'Per organization (own members and below): headcount, pieces, net, average per head, change against last month',
  }),
} as const;

export const WAGE_STATISTICS_ENDPOINTS: readonly AnyEndpoint[] = Object.values(WageStatisticsContracts);
