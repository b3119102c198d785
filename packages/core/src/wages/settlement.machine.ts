import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import { isConfirmed } from './wages';
import type { WageConfirmStatus, WageSettlementStatus } from './wages.types';

/**
 * A wage settlement's life (domain §5.6): draft (recalculated at will) → confirming (each worker confirms or
 * disputes their item; an admin resolves a dispute, reminds, force-confirms; the deadline auto-confirms what
 * is still pending) → confirmed once every item is → locked (it owns its workers' days of the period, which
 * settles their records, and its adjustments are stamped with it) → paid.
 * Withdrawing goes back to draft; unlocking back to confirmed (never once paid).
 *
 * The machine is the one rule: the server resolves a stored settlement into it, asks it whether an event is
 * allowed and which named effects follow (`settlementStep`), and runs those effects in its transaction; the
 * web provides the same actions to react in the page.
 */

/** itemId → its confirmation. */
export type SettlementItems = Readonly<Record<string, WageConfirmStatus>>;

export interface SettlementContext {
  items: SettlementItems;
}

export type SettlementEvent =
  /** New items from a recalculation (all pending). */
  | { type: 'recalculate'; itemIds: readonly string[] }
  | { type: 'submit' }
  | { type: 'withdraw' }
  | { type: 'item.confirm'; itemId: string }
  | { type: 'item.dispute'; itemId: string }
  /** An admin answered the dispute (maybe with an adjustment): the worker confirms again. */
  | { type: 'item.resolve'; itemId: string }
  | { type: 'item.remind'; itemId: string }
  | { type: 'item.forceConfirm'; itemId: string }
  /** The deadline passed: every pending item confirms itself (disputed ones wait for an answer). */
  | { type: 'autoConfirm' }
  | { type: 'lock' }
  | { type: 'unlock' }
  | { type: 'markPaid' };

export interface SettlementInput {
  items: SettlementItems;
}

function withItem(items: SettlementItems, itemId: string, status: WageConfirmStatus): SettlementItems {
  return { ...items, [itemId]: status };
}

function itemIs(context: SettlementContext, itemId: string, allowed: readonly WageConfirmStatus[]): boolean {
  const status = context.items[itemId];
  return status !== undefined && allowed.includes(status);
}

export function createSettlementMachine() {
  return setup({
    types: {
      context: {} as SettlementContext,
      events: {} as SettlementEvent,
      input: {} as SettlementInput,
    },
    guards: {
      hasItems: ({ context }) => Object.keys(context.items).length > 0,
      allConfirmed: ({ context }) => Object.values(context.items).every(isConfirmed),
      itemAnswerable: ({ context, event }) => 'itemId' in event && itemIs(context, event.itemId, ['pending', 'disputed']),
      itemPending: ({ context, event }) => 'itemId' in event && itemIs(context, event.itemId, ['pending']),
      itemDisputed: ({ context, event }) => 'itemId' in event && itemIs(context, event.itemId, ['disputed']),
      anyPending: ({ context }) => Object.values(context.items).includes('pending'),
    },
    actions: {
      /** Effects: named so that the server and the web each provide their own. */
      recalculateItems: assign(({ event }) =>
        event.type === 'recalculate' ? { items: Object.fromEntries(event.itemIds.map((id) => [id, 'pending' as const])) } : {},
      ),
      resetConfirmations: assign(({ context }) => ({ items: Object.fromEntries(Object.keys(context.items).map((id) => [id, 'pending' as const])) })),
      notifyWorkers: () => undefined,
      markConfirmed: assign(({ context, event }) => (event.type === 'item.confirm' ? { items: withItem(context.items, event.itemId, 'confirmed') } : {})),
      markDisputed: assign(({ context, event }) => (event.type === 'item.dispute' ? { items: withItem(context.items, event.itemId, 'disputed') } : {})),
      markResolved: assign(({ context, event }) => (event.type === 'item.resolve' ? { items: withItem(context.items, event.itemId, 'pending') } : {})),
      markForceConfirmed: assign(({ context, event }) =>
        event.type === 'item.forceConfirm' ? { items: withItem(context.items, event.itemId, 'forceConfirmed') } : {},
      ),
      markAutoConfirmed: assign(({ context }) => ({
        items: Object.fromEntries(Object.entries(context.items).map(([id, status]) => [id, status === 'pending' ? 'autoConfirmed' : status])),
      })),
      remindWorker: () => undefined,
      notifyResolved: () => undefined,
      ownWorkerDays: () => undefined,
      stampAdjustments: () => undefined,
      releaseWorkerDays: () => undefined,
      releaseAdjustments: () => undefined,
      auditUnlock: () => undefined,
      recordPayment: () => undefined,
    },
  }).createMachine({
    id: 'wageSettlement',
    context: ({ input }) => ({ items: input.items }),
    initial: 'draft',
    states: {
      draft: {
        on: {
          recalculate: { actions: 'recalculateItems' },
          submit: { guard: 'hasItems', target: 'confirming', actions: ['resetConfirmations', 'notifyWorkers'] },
        },
      },
      confirming: {
        always: { guard: 'allConfirmed', target: 'confirmed' },
        on: {
          withdraw: { target: 'draft', actions: 'resetConfirmations' },
          'item.confirm': { guard: 'itemAnswerable', actions: 'markConfirmed' },
          'item.dispute': { guard: 'itemPending', actions: 'markDisputed' },
          'item.resolve': { guard: 'itemDisputed', actions: ['markResolved', 'notifyResolved'] },
          'item.remind': { guard: 'itemAnswerable', actions: 'remindWorker' },
          'item.forceConfirm': { guard: 'itemAnswerable', actions: 'markForceConfirmed' },
          autoConfirm: { guard: 'anyPending', actions: 'markAutoConfirmed' },
        },
      },
      confirmed: {
        on: {
          withdraw: { target: 'draft', actions: 'resetConfirmations' },
          lock: { target: 'locked', actions: ['ownWorkerDays', 'stampAdjustments'] },
        },
      },
      locked: {
        on: {
          unlock: { target: 'confirmed', actions: ['releaseWorkerDays', 'releaseAdjustments', 'auditUnlock'] },
          markPaid: { target: 'paid', actions: 'recordPayment' },
        },
      },
      paid: { type: 'final' },
    },
  });
}

export type SettlementMachine = ReturnType<typeof createSettlementMachine>;
export type SettlementSnapshot = SnapshotFrom<SettlementMachine>;

const settlementMachine = createSettlementMachine();

/** The named effects a step asks for, in order (assignments left out: they are the new state). */
export type SettlementEffect =
  | 'notifyWorkers'
  | 'remindWorker'
  | 'notifyResolved'
  | 'ownWorkerDays'
  | 'stampAdjustments'
  | 'releaseWorkerDays'
  | 'releaseAdjustments'
  | 'auditUnlock'
  | 'recordPayment';
const EFFECTS: ReadonlySet<string> = new Set<SettlementEffect>([
  'notifyWorkers',
  'remindWorker',
  'notifyResolved',
  'ownWorkerDays',
  'stampAdjustments',
  'releaseWorkerDays',
  'releaseAdjustments',
  'auditUnlock',
  'recordPayment',
]);

/** A stored settlement as a snapshot of the machine. */
export function settlementSnapshot(status: WageSettlementStatus, items: SettlementItems): SettlementSnapshot {
  return settlementMachine.resolveState({ value: status, context: { items } });
}

export interface SettlementStep {
  status: WageSettlementStatus;
  items: SettlementItems;
  effects: SettlementEffect[];
}

function isEffect(type: string): type is SettlementEffect {
  return EFFECTS.has(type);
}

/** What an event does to a stored settlement: the next status, items and effects; null when it is not allowed. */
export function settlementStep(status: WageSettlementStatus, items: SettlementItems, event: SettlementEvent): SettlementStep | null {
  const snapshot = settlementSnapshot(status, items);
  if (!snapshot.can(event)) return null;
  const [next, actions] = transition(settlementMachine, snapshot, event);
  return {
    status: next.value,
    items: next.context.items,
    effects: actions.map((action) => action.type).filter(isEffect),
  };
}

/** Whether the settlement's sources can still change: only a draft is recalculated. */
export function isRecalculable(status: WageSettlementStatus): boolean {
  return status === 'draft';
}

/** Locked and paid settlements hold their records and adjustments. */
export function holdsSources(status: WageSettlementStatus): boolean {
  return status === 'locked' || status === 'paid';
}
