import {
  ProductionLimits,
  formatPicks,
  TICKET_TEMPLATES,
  parsePickText,
  type PartTicketPrintRequest,
  type TicketPrintOptions,
  type TicketTemplate,
} from '@eticket/core/production';

/**
 * A print job in the address bar (/order/printBatchAssign?order=…&from=1&to=40&tpl=60x40 …): the print
 * view can be refreshed, bookmarked or opened in a new tab and prints the same tickets; the selection page
 * reads it back when the user returns to change something.
 */
export interface PrintJob {
  orderId: string;
  cuttingTimeId: string | null;
  /** Range (both ends) or picks (bundle numbers); picks win, as on the server. */
  from: number | null;
  to: number | null;
  picks: number[] | null;
  template: TicketTemplate;
  copies: number;
  options: TicketPrintOptions;
  /** Part tickets only: null = every part marked for tickets. */
  partIds: string[] | null;
}

export const DEFAULT_PRINT_OPTIONS: TicketPrintOptions = {
  rotate180: false,
  showPrices: false,
  showProcedures: true,
  companyName: null,
  ticketNote: null,
  perTicketNotes: null,
};

export function printJobSearch(job: PrintJob): string {
  const params = new URLSearchParams();
  params.set('order', job.orderId);
  if (job.cuttingTimeId !== null) params.set('bed', job.cuttingTimeId);
  if (job.picks !== null) params.set('picks', formatPicks(job.picks));
  else {
    if (job.from !== null) params.set('from', String(job.from));
    if (job.to !== null) params.set('to', String(job.to));
  }
  params.set('tpl', job.template);
  params.set('copies', String(job.copies));
  const o = job.options;
  if (o.rotate180) params.set('rotate', '1');
  if (o.showPrices) params.set('prices', '1');
  if (!o.showProcedures) params.set('procs', '0');
  if (o.companyName !== null && o.companyName !== '') params.set('company', o.companyName);
  if (o.ticketNote !== null && o.ticketNote !== '') params.set('note', o.ticketNote);
  if (job.partIds !== null) params.set('parts', job.partIds.join(','));
  return params.toString();
}

function positive(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

/** The job in the address, or null when it names no order (the view then says what is missing). */
export function readPrintJob(params: URLSearchParams): PrintJob | null {
  const orderId = params.get('order') ?? '';
  if (orderId === '') return null;
  const pickText = params.get('picks');
  const template = TICKET_TEMPLATES.find((t) => t === params.get('tpl')) ?? '60x40';
  const copies = Math.min(ProductionLimits.copiesMax, Math.max(1, positive(params.get('copies')) ?? 1));
  const text = (name: string) => {
    const value = (params.get(name) ?? '').trim();
    return value === '' ? null : value;
  };
  const parts = text('parts');
  return {
    orderId,
    cuttingTimeId: text('bed'),
    from: positive(params.get('from')),
    to: positive(params.get('to')),
    // An unreadable pick list stays a (refused) pick list: never widened to "print everything".
    picks: pickText === null ? null : (parsePickText(pickText) ?? []),
    template,
    copies,
    options: {
      rotate180: params.get('rotate') === '1',
      showPrices: params.get('prices') === '1',
      showProcedures: params.get('procs') !== '0',
      companyName: text('company'),
      ticketNote: text('note'),
      perTicketNotes: null,
    },
    partIds: parts === null ? null : parts.split(',').filter((id) => id !== ''),
  };
}

/** The server request of a job (part tickets add their parts). */
export function printRequest(job: PrintJob): PartTicketPrintRequest {
  return {
    ...(job.picks !== null ? { picks: job.picks } : { from: job.from, to: job.to }),
    cuttingTimeId: job.cuttingTimeId,
    template: job.template,
    copies: job.copies,
    options: job.options,
    partIds: job.partIds,
  };
}
