import type { WebModule } from '../../kit/web-module';

/** Production: orders, cutting beds, bundles and ticket printing. */
export const productionModule = {
  name: 'production',
  pages: {
    OrderList: 'orders/order-list-page',
    OrderEdit: 'orders/order-edit-page',
    OrderStatistics: 'orders/order-statistics-page',
    OrderTicket: 'ticket/order-ticket-page',
    OrderPrintTicketHome: 'print/print-home-page',
    OrderPrintBatchAssign: 'print/ticket-print-page',
    OrderPartPrintView: 'print/part-select-page',
    OrderPrintPartTicket: 'print/part-ticket-print-page',
    OrderPrintCutting: 'print/cutting-sheet-page',
    OrderPrintPartCutting: 'print/part-cutting-sheet-page',
    CuttingTimesList: 'cutting/cutting-list-page',
    CuttingListPrint: 'cutting/cutting-list-print-page',
    CuttingReport: 'cutting/cutting-report-page',
  },
  texts: ['Production.', 'BundlePlan.', 'OrderStatus.'],
  endpoints: 'production',
} as const satisfies WebModule;
