export {
  REPORT_KINDS,
  ReportLimits,
  type ReportCell,
  type ReportChartDto,
  type ReportChartPoint,
  type ReportChartType,
  type ReportColumn,
  type ReportColumnKind,
  type ReportDto,
  type ReportFilter,
  type ReportFilterUse,
  type ReportKind,
  type ReportMoney,
  type ReportQuery,
  type ReportRow,
} from './reports.types';
export {
  REPORT_DEFINITIONS,
  bundleDone,
  chartPoints,
  completionPercent,
  moneyCell,
  moneyMicros,
  rollupOrganizations,
  slowestProcedure,
  totalRow,
  type OrganizationFact,
  type OrganizationTotal,
  type ProcedureProgress,
  type ReportDefinition,
} from './reports';
export { businessDateIn, defaultReportRange, parseReportQuery, rangeDays } from './reports-input';
export { REPORT_ENDPOINTS, ReportContracts } from './reports.contracts';
