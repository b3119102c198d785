import type { WebModule } from '../../kit/web-module';

/**
 * Wages: live wages per worker, adjustments, settlements and their confirmations; the worker's own wage
 * (live period, settlements to confirm or dispute) and the wage prints.
 */
export const wagesModule = {
  name: 'wages',
  pages: {
    WageIndex: 'wages/wage-index-page',
    WageSalaryDeductionDetail: 'adjustments/adjustment-list-page',
    WageSettleSalaryReport: 'settlements/settlement-list-page',
    WageSettleDetail: 'settlements/settlement-detail-page',
    WageSalaryConfirmDetail: 'settlements/settlement-confirm-page',
    ScanWage: 'mine/my-wage-page',
    WagePrintPayslip: 'prints/payslip-print-page',
    WagePayrollPrint: 'prints/payroll-print-page',
    WagePrintWage: 'prints/piece-detail-print-page',
    WageReport: 'reports/wage-report-page',
    WageUserSalaryMonthReport: 'reports/user-month-report-page',
    WageYearStatistics: 'statistics/year-statistics-page',
    WageMonthOrganizationStatistics: 'statistics/month-organization-statistics-page',
  },
  texts: ['Wages.'],
  endpoints: 'wages',
} as const satisfies WebModule;
