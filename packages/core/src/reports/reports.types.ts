import type { DecimalString } from '../catalog/catalog.types';
import type { MessageKey } from '../i18n/dictionaries';

/**
 * The report center (报表中心): each report is a table of one shape — its columns, its rows, a total row and,
 * where a picture reads better than numbers, the points of a chart. One endpoint serves them all
 * (`GET /api/eticket/report?kind=…`), one page renders them and one workbook writer exports them; each
 * report keeps its own query on the server.
 */

export const REPORT_KINDS = ['productionDaily', 'orderProgress', 'workerOutput', 'procedureOutput', 'organizationOutput', 'cutting'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** How a cell is written: money as a decimal string rounded to the fen, a percentage as a number 0–100. */
export type ReportColumnKind = 'text' | 'date' | 'int' | 'money' | 'percent';

export interface ReportColumn {
  key: string;
  label: MessageKey;
  kind: ReportColumnKind;
}

export type ReportCell = string | number | null;
export type ReportRow = Readonly<Record<string, ReportCell>>;

/** Which filters a report takes (the page shows only these; the server ignores the others). */
export interface ReportFilterUse {
  organization: boolean;
  keyword: boolean;
}

export type ReportChartType = 'bar' | 'line';

/** A chart's points: one category (a day, a worker …) and one value per series. */
export interface ReportChartPoint {
  category: string;
  values: Readonly<Record<string, number>>;
}

export interface ReportChartDto {
  type: ReportChartType;
  /** Series keys: column keys of the report, labelled by those columns. */
  series: readonly string[];
  points: readonly ReportChartPoint[];
}

export interface ReportDto {
  kind: ReportKind;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** The total row: sums over every row (money summed exactly, then rounded once); blank where a sum means nothing. */
  totals: ReportRow;
  chart: ReportChartDto | null;
  /** More rows matched than a report shows (`ReportLimits.rowsMax`); narrow the filters. */
  truncated: boolean;
}

export const ReportLimits = {
  /** The longest date range a report covers, in days. */
  rangeDaysMax: 370,
  keywordMax: 64,
  /** Rows a report answers at most (a ranking of every worker of a large factory fits). */
  rowsMax: 2000,
  /** Points a chart shows at most (the rest stay in the table). */
  chartPointsMax: 31,
} as const;

/** What a client sends. */
export interface ReportQuery {
  kind: ReportKind;
  from: string;
  to: string;
  organizationId?: string;
  keyword?: string;
}

/** What the server reads. */
export interface ReportFilter {
  kind: ReportKind;
  from: string;
  to: string;
  organizationId: string | null;
  keyword: string | null;
}

/** Money cells on the wire. */
export type ReportMoney = DecimalString;
