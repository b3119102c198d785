import type { DecimalString } from '../catalog/catalog.types';
import type { WageWorkerDto } from './wages.types';

/**
 * The wage reports (domain §6.3): a pivot of the period's piece wages — one row per worker, one column per
 * order, procedure or day — and one worker's month day by day. Both count live work records only (valid or
 * settled) and keep each line at 4 decimals; a total is shown rounded to the fen once.
 */

/** What a pivot's columns are: the orders, the procedures (by name, across orders) or the days of the period. */
export const WAGE_REPORT_DIMENSIONS = ['order', 'procedure', 'day'] as const;
export type WageReportDimension = (typeof WAGE_REPORT_DIMENSIONS)[number];

export const WageReportLimits = {
  /** The longest period of the pivot, in days (a quarter). */
  periodDaysMax: 93,
  /** By day the columns are the period's days: at most two months of them. */
  dayColumnsMax: 62,
  /** By order or procedure: the largest ones by amount get a column, the rest share the "other" column. */
  topColumnsMax: 30,
} as const;

/** The key of the column that gathers the orders or procedures beyond the top ones. */
export const WAGE_REPORT_OTHER_KEY = '*other';

/** Pieces and their amount (Σ round(qty × price, 4), exact, 4 decimals on the wire). */
export interface WageReportCell {
  qty: number;
  amount: DecimalString;
}

export interface WageReportColumnDto {
  /** An order id, a procedure name, a yyyy-MM-dd day, or `WAGE_REPORT_OTHER_KEY`. */
  key: string;
  /** The order no., the procedure name, the day; empty for "other" (the page names it). */
  label: string;
  /** The style no. of an order column; else null. */
  detail: string | null;
  /** The column's total over every worker of the filter. */
  total: WageReportCell;
}

export interface WageReportRowDto extends WageWorkerDto {
  /** One per column, in the columns' order; null where the worker did none of it. */
  cells: readonly (WageReportCell | null)[];
  total: WageReportCell;
}

export interface WageReportDto {
  by: WageReportDimension;
  periodStart: string;
  periodEnd: string;
  columns: readonly WageReportColumnDto[];
  /** This page of workers (ordered by employee no., name). */
  items: readonly WageReportRowDto[];
  /** Workers with work in the filter. */
  totalCount: number;
  /** Over every worker of the filter, not only this page. */
  total: WageReportCell;
}

/** What a client sends. */
export interface WageReportQuery {
  periodStart: string;
  periodEnd: string;
  by?: WageReportDimension;
  organizationId?: string;
  orderId?: string;
  productId?: string;
  skipCount?: number;
  maxResultCount?: number;
}

/** What the server reads. */
export interface WageReportFilter {
  periodStart: string;
  periodEnd: string;
  by: WageReportDimension;
  organizationId: string | null;
  orderId: string | null;
  productId: string | null;
  skipCount: number;
  maxResultCount: number;
}

export interface UserMonthReportQuery {
  userId: string;
  /** yyyy-MM. */
  month: string;
}

export type UserMonthReportFilter = UserMonthReportQuery;

export interface UserMonthDayDto extends WageReportCell {
  /** yyyy-MM-dd. */
  date: string;
  recordCount: number;
}

export interface UserMonthReportDto {
  worker: WageWorkerDto;
  month: string;
  periodStart: string;
  periodEnd: string;
  /** Every day of the month, in order, zero where nothing was done. */
  days: readonly UserMonthDayDto[];
  total: WageReportCell & { recordCount: number };
}
