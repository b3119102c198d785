import { assign, setup, type SnapshotFrom } from 'xstate';
import type { BundleMode, QtyLine } from '../domain/bundles';
import {
  copyColumn,
  copyRow,
  draftFromStored,
  emptyGrid,
  gridFromLay,
  multipleGridFromLay,
  sameBundleCount,
  type DraftCell,
  type PlanDraft,
} from './bundle-plan-draft';
import type { StoredBundlePlan } from './production.types';

export const DEFAULT_PIECES_PER_BUNDLE = 20;

/** A count typed in a helper box: a positive whole number, else null (the helper stays disabled). */
export function positiveCount(text: string): number | null {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export interface BundlePlanDraftInput {
  /** The bed's colours and sizes (the grid's rows and columns) and its lay, for "fill from the lay". */
  colors: readonly string[];
  sizes: readonly string[];
  lay: readonly QtyLine[];
  /** The plan the bed was generated from, if any. */
  stored: StoredBundlePlan | null;
  /** False once a ticket was printed or scanned: the plan is only shown. */
  editable: boolean;
}

export interface BundlePlanDraftContext {
  colors: readonly string[];
  sizes: readonly string[];
  lay: readonly QtyLine[];
  draft: PlanDraft;
  /** The fill helpers' boxes, as typed. */
  perBundle: string;
  sameCount: string;
  /** Whether the editor opened editable (later changes move between the states). */
  startsEditable: boolean;
}

export type BundlePlanDraftEvent =
  | { type: 'editable.change'; editable: boolean }
  | { type: 'mode.change'; mode: BundleMode }
  | { type: 'startNo.change'; text: string }
  | { type: 'customNumbers.toggle'; on: boolean }
  | { type: 'customNumbers.change'; text: string }
  | { type: 'cell.change'; color: number; size: number; cell: DraftCell }
  | { type: 'perBundle.change'; text: string }
  | { type: 'sameCount.change'; text: string }
  | { type: 'fill.fromLay' }
  | { type: 'fill.sameCount' }
  | { type: 'copy.row'; color: number }
  | { type: 'copy.column'; size: number };

function initialDraft(input: BundlePlanDraftInput): PlanDraft {
  if (input.stored !== null) return draftFromStored(input.stored, input.colors, input.sizes);
  return { mode: 'split', grid: emptyGrid(input.colors.length, input.sizes.length), startNo: '', useCustomNumbers: false, customNumbers: '' };
}

const withDraft = (context: BundlePlanDraftContext, patch: Partial<PlanDraft>) => ({ draft: { ...context.draft, ...patch } });

/**
 * The bundle-plan editor's draft (编菲): the colour × size grid, mode, start or custom numbers, and the fill
 * helpers (from the lay, same bundle count, copy a row or column). Read-only while the bed cannot be
 * generated again: edits are then ignored, as the screen disables them.
 */
export function createBundlePlanDraftMachine() {
  return setup({
    types: {
      context: {} as BundlePlanDraftContext,
      input: {} as BundlePlanDraftInput,
      events: {} as BundlePlanDraftEvent,
    },
    guards: {
      startsEditable: ({ context }) => context.startsEditable,
      allowsEdits: ({ event }) => event.type === 'editable.change' && event.editable,
      forbidsEdits: ({ event }) => event.type === 'editable.change' && !event.editable,
      canFillFromLay: ({ context }) => positiveCount(context.perBundle) !== null && context.lay.length > 0,
      hasSameCount: ({ context }) => positiveCount(context.sameCount) !== null,
    },
    actions: {
      changeMode: assign(({ context, event }) => (event.type === 'mode.change' ? withDraft(context, { mode: event.mode }) : {})),
      changeStartNo: assign(({ context, event }) => (event.type === 'startNo.change' ? withDraft(context, { startNo: event.text }) : {})),
      toggleCustomNumbers: assign(({ context, event }) => (event.type === 'customNumbers.toggle' ? withDraft(context, { useCustomNumbers: event.on }) : {})),
      changeCustomNumbers: assign(({ context, event }) => (event.type === 'customNumbers.change' ? withDraft(context, { customNumbers: event.text }) : {})),
      changeCell: assign(({ context, event }) => {
        if (event.type !== 'cell.change') return {};
        const grid = context.draft.grid.map((row, c) => (c === event.color ? row.map((old, s) => (s === event.size ? event.cell : old)) : row));
        return withDraft(context, { grid });
      }),
      changePerBundle: assign(({ event }) => (event.type === 'perBundle.change' ? { perBundle: event.text } : {})),
      changeSameCount: assign(({ event }) => (event.type === 'sameCount.change' ? { sameCount: event.text } : {})),
      fillFromLay: assign(({ context }) => {
        const pieces = positiveCount(context.perBundle) ?? DEFAULT_PIECES_PER_BUNDLE;
        const fill = context.draft.mode === 'split' ? gridFromLay : multipleGridFromLay;
        return withDraft(context, { grid: fill(context.colors, context.sizes, context.lay, pieces) });
      }),
      fillSameCount: assign(({ context }) => withDraft(context, { grid: sameBundleCount(context.draft.grid, positiveCount(context.sameCount) ?? 1) })),
      copyRow: assign(({ context, event }) => (event.type === 'copy.row' ? withDraft(context, { grid: copyRow(context.draft.grid, event.color) }) : {})),
      copyColumn: assign(({ context, event }) => (event.type === 'copy.column' ? withDraft(context, { grid: copyColumn(context.draft.grid, event.size) }) : {})),
    },
  }).createMachine({
    id: 'bundlePlanDraft',
    context: ({ input }) => ({
      colors: input.colors,
      sizes: input.sizes,
      lay: input.lay,
      draft: initialDraft(input),
      perBundle: String(DEFAULT_PIECES_PER_BUNDLE),
      sameCount: '',
      startsEditable: input.editable,
    }),
    initial: 'starting',
    states: {
      starting: { always: [{ guard: 'startsEditable', target: 'editing' }, { target: 'readOnly' }] },
      editing: {
        on: {
          'editable.change': { guard: 'forbidsEdits', target: 'readOnly' },
          'mode.change': { actions: 'changeMode' },
          'startNo.change': { actions: 'changeStartNo' },
          'customNumbers.toggle': { actions: 'toggleCustomNumbers' },
          'customNumbers.change': { actions: 'changeCustomNumbers' },
          'cell.change': { actions: 'changeCell' },
          'perBundle.change': { actions: 'changePerBundle' },
          'sameCount.change': { actions: 'changeSameCount' },
          'fill.fromLay': { guard: 'canFillFromLay', actions: 'fillFromLay' },
          'fill.sameCount': { guard: 'hasSameCount', actions: 'fillSameCount' },
          'copy.row': { actions: 'copyRow' },
          'copy.column': { actions: 'copyColumn' },
        },
      },
      readOnly: {
        on: { 'editable.change': { guard: 'allowsEdits', target: 'editing' } },
      },
    },
  });
}

export type BundlePlanDraftMachine = ReturnType<typeof createBundlePlanDraftMachine>;
export type BundlePlanDraftSnapshot = SnapshotFrom<BundlePlanDraftMachine>;
