import type { WebModule } from '../../kit/web-module';

/** The production boards: overview, progress, summary and finished-goods receipts. */
export const productionBoardModule = {
  name: 'production-board',
  pages: {
    ProductionHome: 'home/production-home-page',
    ProductionProgress: 'progress/production-progress-page',
    ProductionSummary: 'summary/production-summary-page',
    ProductionReceipt: 'receipt/production-receipt-page',
  },
  texts: ['ProductionBoard.'],
  endpoints: 'productionBoard',
} as const satisfies WebModule;
