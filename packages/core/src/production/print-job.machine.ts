import { assign, setup, type SnapshotFrom } from 'xstate';
import { formatPicks, parsePickText } from './print-selection';
import type { TicketTemplate } from './production.types';

/**
 * The ticket-print selection as typed (strings, so a half-typed number stays on screen): which order and
 * bed, a bundle-number range or a pick list, and the paper and what the ticket shows.
 */
export interface PrintDraft {
  orderId: string;
  /** '' = every bed of the order. */
  bedId: string;
  mode: 'range' | 'picks';
  from: string;
  to: string;
  picks: string;
  template: TicketTemplate;
  copies: string;
  showPrices: boolean;
  showProcedures: boolean;
  rotate180: boolean;
  companyName: string;
  ticketNote: string;
}

/** What the user edits freely; the order and bed change through their own events (they reset the choice). */
export type PrintDraftFields = Omit<PrintDraft, 'orderId' | 'bedId'>;

export interface BundleFilter {
  color: string;
  size: string;
  printed: 'all' | 'yes' | 'no';
}

export interface PrintJobContext {
  draft: PrintDraft;
  filter: BundleFilter;
  page: { index: number; size: number };
}

export interface PrintJobInput {
  draft: PrintDraft;
  pageSize?: number;
}

export type PrintJobEvent =
  | { type: 'order.choose'; orderId: string }
  | { type: 'bed.choose'; bedId: string }
  | { type: 'draft.edit'; patch: Partial<PrintDraftFields> }
  | { type: 'pick.toggle'; bundleNo: number; on: boolean }
  /** Replace the pick list (e.g. every live bundle the filter shows). */
  | { type: 'picks.replace'; bundleNos: readonly number[] }
  /** The chosen order's (or bed's) bundles arrived: first and last bundle number. */
  | { type: 'bundles.known'; first: number; last: number }
  | { type: 'filter.edit'; patch: Partial<BundleFilter> }
  | { type: 'page.go'; index: number }
  | { type: 'page.resize'; size: number };

export const DEFAULT_PRINT_PAGE_SIZE = 50;
const NO_FILTER: BundleFilter = { color: '', size: '', printed: 'all' };

/**
 * Tick or untick one bundle: the choice becomes a pick list (ascending, folded into ranges). A range choice
 * ticks nothing, so the first tick starts a fresh list.
 */
export function togglePick(draft: Pick<PrintDraft, 'mode' | 'picks'>, bundleNo: number, on: boolean): Pick<PrintDraft, 'mode' | 'picks'> {
  const picked = new Set(draft.mode === 'picks' ? (parsePickText(draft.picks) ?? []) : []);
  if (on) picked.add(bundleNo);
  else picked.delete(bundleNo);
  return { mode: 'picks', picks: formatPicks([...picked].sort((a, b) => a - b)) };
}

/** A new order or bed: the old range or picks named other bundles. */
const CLEARED_CHOICE = { from: '', to: '', picks: '' } as const;

/**
 * The print page's selection flow: no order → an order (optionally one bed) whose bundles are chosen by
 * range or picks. The range defaults to all the order's (or bed's) bundles once they are known; the bundle
 * table's filter and page go back to the first page whenever what it lists changes.
 */
export function createPrintJobMachine() {
  return setup({
    types: {
      context: {} as PrintJobContext,
      input: {} as PrintJobInput,
      events: {} as PrintJobEvent,
    },
    guards: {
      hasOrder: ({ context }) => context.draft.orderId !== '',
      choosesOrder: ({ event }) => event.type === 'order.choose' && event.orderId !== '',
      rangeUntouched: ({ context }) => context.draft.from === '' && context.draft.to === '',
    },
    actions: {
      chooseOrder: assign(({ context, event }) =>
        event.type === 'order.choose' ? { draft: { ...context.draft, orderId: event.orderId, bedId: '', ...CLEARED_CHOICE } } : {},
      ),
      chooseBed: assign(({ context, event }) => (event.type === 'bed.choose' ? { draft: { ...context.draft, bedId: event.bedId, ...CLEARED_CHOICE } } : {})),
      editDraft: assign(({ context, event }) => (event.type === 'draft.edit' ? { draft: { ...context.draft, ...event.patch } } : {})),
      togglePick: assign(({ context, event }) =>
        event.type === 'pick.toggle' ? { draft: { ...context.draft, ...togglePick(context.draft, event.bundleNo, event.on) } } : {},
      ),
      replacePicks: assign(({ context, event }) =>
        event.type === 'picks.replace' ? { draft: { ...context.draft, mode: 'picks' as const, picks: formatPicks(event.bundleNos) } } : {},
      ),
      defaultRange: assign(({ context, event }) =>
        event.type === 'bundles.known' ? { draft: { ...context.draft, from: String(event.first), to: String(event.last) } } : {},
      ),
      editFilter: assign(({ context, event }) => (event.type === 'filter.edit' ? { filter: { ...context.filter, ...event.patch } } : {})),
      firstPage: assign(({ context }) => ({ page: { ...context.page, index: 0 } })),
      goToPage: assign(({ context, event }) => (event.type === 'page.go' ? { page: { ...context.page, index: event.index } } : {})),
      resizePage: assign(({ event }) => (event.type === 'page.resize' ? { page: { index: 0, size: event.size } } : {})),
    },
  }).createMachine({
    id: 'printJob',
    context: ({ input }) => ({ draft: input.draft, filter: NO_FILTER, page: { index: 0, size: input.pageSize ?? DEFAULT_PRINT_PAGE_SIZE } }),
    initial: 'starting',
    on: {
      'draft.edit': { actions: 'editDraft' },
      'filter.edit': { actions: ['editFilter', 'firstPage'] },
      'page.go': { actions: 'goToPage' },
      'page.resize': { actions: 'resizePage' },
    },
    states: {
      starting: { always: [{ guard: 'hasOrder', target: 'ordered' }, { target: 'noOrder' }] },
      noOrder: {
        on: { 'order.choose': { guard: 'choosesOrder', target: 'ordered', actions: ['chooseOrder', 'firstPage'] } },
      },
      ordered: {
        on: {
          'order.choose': [
            { guard: 'choosesOrder', target: 'ordered', reenter: true, actions: ['chooseOrder', 'firstPage'] },
            { target: 'noOrder', actions: ['chooseOrder', 'firstPage'] },
          ],
          'bed.choose': { actions: ['chooseBed', 'firstPage'] },
          'pick.toggle': { actions: 'togglePick' },
          'picks.replace': { actions: 'replacePicks' },
          'bundles.known': { guard: 'rangeUntouched', actions: 'defaultRange' },
        },
      },
    },
  });
}

export type PrintJobMachine = ReturnType<typeof createPrintJobMachine>;
export type PrintJobSnapshot = SnapshotFrom<PrintJobMachine>;
