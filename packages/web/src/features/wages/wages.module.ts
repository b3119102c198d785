import type { WebModule } from '../../kit/web-module';

/** Wages: live wages per worker, adjustments, settlements and their confirmations. */
export const wagesModule = {
  name: 'wages',
  pages: {
    WageIndex: 'wages/wage-index-page',
    WageSalaryDeductionDetail: 'adjustments/adjustment-list-page',
    WageSettleSalaryReport: 'settlements/settlement-list-page',
    WageSettleDetail: 'settlements/settlement-detail-page',
    WageSalaryConfirmDetail: 'settlements/settlement-confirm-page',
  },
  texts: ['Wages.'],
  endpoints: 'wages',
} as const satisfies WebModule;
