import {
  ProductionLimits,
  formatPicks,
  pageLayout,
  parsePickText,
  resolvePrintSelection,
  type BundleDto,
  type PrintDraft,
  type PrintJobEvent,
  type PrintSelectionResult,
} from '@eticket/core/production';
import { DEFAULT_PRINT_OPTIONS, type PrintJob } from './print-params';

/** How the views talk to the print page's selection machine. */
export type PrintJobSend = (event: PrintJobEvent) => void;

/** The draft a print job in the address (or none) starts from. */
export function draftOf(job: PrintJob | null): PrintDraft {
  return {
    orderId: job?.orderId ?? '',
    bedId: job?.cuttingTimeId ?? '',
    mode: job?.picks === null || job === null ? 'range' : 'picks',
    from: job?.from === null || job === null ? '' : String(job.from),
    to: job?.to === null || job === null ? '' : String(job.to),
    picks: job?.picks === null || job === null ? '' : formatPicks(job.picks),
    template: job?.template ?? '60x40',
    copies: String(job?.copies ?? 1),
    showPrices: job?.options.showPrices ?? DEFAULT_PRINT_OPTIONS.showPrices,
    showProcedures: job?.options.showProcedures ?? DEFAULT_PRINT_OPTIONS.showProcedures,
    rotate180: job?.options.rotate180 ?? DEFAULT_PRINT_OPTIONS.rotate180,
    companyName: job?.options.companyName ?? '',
    ticketNote: job?.options.ticketNote ?? '',
  };
}

const whole = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

export function toJob(d: PrintDraft): PrintJob {
  const picks = d.mode === 'picks' ? (parsePickText(d.picks) ?? []) : null;
  return {
    orderId: d.orderId,
    cuttingTimeId: d.bedId === '' ? null : d.bedId,
    from: d.mode === 'range' ? whole(d.from) : null,
    to: d.mode === 'range' ? whole(d.to) : null,
    picks,
    template: d.template,
    copies: Math.min(ProductionLimits.copiesMax, Math.max(1, whole(d.copies) ?? 1)),
    options: {
      rotate180: d.rotate180,
      showPrices: d.showPrices,
      showProcedures: d.showProcedures,
      companyName: d.companyName.trim() === '' ? null : d.companyName.trim(),
      ticketNote: d.ticketNote.trim() === '' ? null : d.ticketNote.trim(),
      perTicketNotes: null,
    },
    partIds: null,
  };
}

export type PrintableBundle = BundleDto & { isVoid: boolean };

/** The bundles the draft chooses among those loaded (null while they load). */
export function selectionOf(bundles: readonly BundleDto[] | null, draft: Pick<PrintDraft, 'mode' | 'picks' | 'from' | 'to'>): PrintSelectionResult<PrintableBundle> | null {
  if (bundles === null) return null;
  const scope = bundles.map((b) => ({ ...b, isVoid: b.status === 'void' }));
  // Unreadable pick text is refused as such (never widened to a range or to "all").
  return resolvePrintSelection(scope, draft.mode === 'picks' ? { picks: parsePickText(draft.picks) ?? 'unreadable' } : { from: whole(draft.from), to: whole(draft.to) });
}

export interface PrintSummary {
  bundles: number;
  tickets: number;
  pages: number;
}

/** Bundles, tickets and pages a valid selection prints; null when nothing printable is chosen. */
export function summaryOf(selection: PrintSelectionResult<PrintableBundle> | null, job: PrintJob): PrintSummary | null {
  if (selection?.ok !== true) return null;
  const layout = pageLayout(job.template, selection.bundles.length, job.copies);
  return { bundles: selection.bundles.length, tickets: layout.ticketCount, pages: layout.pageCount };
}
