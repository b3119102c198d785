import type { PagedResultDto } from '../paging/paging';

/**
 * Wage statistics (domain §6.3): a year of months per worker or organization, and one month per organization
 * against the month before. The amount is the wage's net (piece amount + additions − deductions, rounded
 * half-up to the fen once per worker and month); pieces are shown beside it. A worker counts in a month when
 * they have a live record (valid or settled) or an adjustment in it; they belong to their current organization.
 */

export const WAGE_YEAR_GROUPS = ['worker', 'organization'] as const;
export type WageYearGroupBy = (typeof WAGE_YEAR_GROUPS)[number];

export const WageStatisticsLimits = {
  yearMin: 2000,
  yearMax: 2999,
} as const;

/** One worker's figures in one month, as the server aggregates them (money as decimal strings). */
export interface WorkerMonthFigures {
  userId: string;
  /** 1–12. */
  month: number;
  pieceQty: number;
  /** Σ round(qty × price, 4) of the live records. */
  pieceAmount: string;
  additionAmount: string;
  deductionAmount: string;
}

/** A cell of the year table: one month of a row. */
export interface WageMonthCellDto {
  pieceQty: number;
  /** Net, to the fen. */
  amount: string;
}

export interface WageYearRowDto {
  /** The worker's or the organization's id; '' for the workers without an organization. */
  key: string;
  name: string;
  employeeNo: string | null;
  organizationName: string | null;
  /** Twelve cells, January first. */
  months: WageMonthCellDto[];
  pieceQty: number;
  /** Σ of the twelve amounts. */
  total: string;
  /** Workers counted (1 for a worker row). */
  headcount: number;
}

export interface WageYearTotalsDto {
  /** Twelve cells over every row of the filter. */
  months: (WageMonthCellDto & { headcount: number })[];
  pieceQty: number;
  total: string;
  /** Distinct workers over the year. */
  headcount: number;
}

export interface WageYearStatisticsDto extends PagedResultDto<WageYearRowDto> {
  year: number;
  groupBy: WageYearGroupBy;
  totals: WageYearTotalsDto;
}

export interface WageYearFilter {
  year: number;
  organizationId: string | null;
  groupBy: WageYearGroupBy;
  skipCount: number;
  maxResultCount: number;
}

export interface WageYearQuery {
  year: number;
  organizationId?: string;
  groupBy?: WageYearGroupBy;
  skipCount?: number;
  maxResultCount?: number;
}

/** An organization's month: its own members and everything below it. */
export interface WageOrgFiguresDto {
  headcount: number;
  pieceQty: number;
  /** Σ of the members' nets. */
  amount: string;
  /** amount / headcount, half-up to the fen ('0.00' without anyone). */
  average: string;
}

export interface WageOrgMonthRowDto extends WageOrgFiguresDto {
  /** null: the workers without an organization. */
  organizationId: string | null;
  name: string;
  parentId: string | null;
  depth: number;
  previous: WageOrgFiguresDto;
  /** amount − previous amount. */
  change: string;
  /** The change in percent of last month's amount, one decimal; null when last month had nothing. */
  changePercent: string | null;
}

export interface WageOrgMonthStatisticsDto {
  month: string;
  previousMonth: string;
  /** The tree in order (parents before children), organizations with figures in either month. */
  items: WageOrgMonthRowDto[];
  /** The whole company (in the caller's scope). */
  total: Omit<WageOrgMonthRowDto, 'organizationId' | 'name' | 'parentId' | 'depth'>;
}

export interface WageOrgMonthFilter {
  /** YYYY-MM. */
  month: string;
}

export interface WageOrgMonthQuery {
  month: string;
}

export interface WageOrgMemberRowDto {
  userId: string;
  name: string;
  employeeNo: string | null;
  organizationId: string | null;
  organizationName: string | null;
  pieceQty: number;
  pieceAmount: string;
  additionAmount: string;
  deductionAmount: string;
  amount: string;
  previousAmount: string;
}

export type WageOrgMemberPageDto = PagedResultDto<WageOrgMemberRowDto>;

export interface WageOrgMemberFilter {
  month: string;
  /** null: the whole company, or the workers without an organization when `withoutOrganization`. */
  organizationId: string | null;
  /** The workers without a known organization (the month's NO_ORGANIZATION row); never with an organization. */
  withoutOrganization: boolean;
  skipCount: number;
  maxResultCount: number;
}

export interface WageOrgMemberQuery {
  month: string;
  organizationId?: string;
  withoutOrganization?: boolean;
  skipCount?: number;
  maxResultCount?: number;
}
