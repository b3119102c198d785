/** Addresses of the production pages (route table paths) with their query. */
export const ProductionPaths = {
  orderList: '/order/list',
  orderEdit: '/order/edit',
  orderStatistics: '/order/statistics',
  orderTicket: '/order/ticket',
  printHome: '/order/printTicketHome',
  printTickets: '/order/printBatchAssign',
  partSelect: '/order/partPrintView',
  printPartTickets: '/order/printPartTicket',
  printCutting: '/order/printCutting',
  printPartCutting: '/order/printPartCutting',
  cuttingList: '/cuttingTimes/list',
  cuttingListPrint: '/cuttingTimes/cuttingListPrint',
  cuttingReport: '/cuttingTimes/cuttingReport',
} as const;

/** `path?name=value…`, leaving out empty values. */
export function withQuery(path: string, query: Readonly<Record<string, string | null | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') params.set(name, value);
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}
