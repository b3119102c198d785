import type { WebModule } from '../../kit/web-module';

/** Wages: the worker's own wage (live period, settlements to confirm or dispute) and the wage prints. */
export const wagesModule = {
  name: 'wages',
  pages: {
    ScanWage: 'mine/my-wage-page',
    WagePrintPayslip: 'prints/payslip-print-page',
    WagePayrollPrint: 'prints/payroll-print-page',
    WagePrintWage: 'prints/piece-detail-print-page',
  },
  texts: ['Wages.'],
  endpoints: 'wages',
} as const satisfies WebModule;
