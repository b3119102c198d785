import { assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { createSettlementMachine, settlementSnapshot, settlementStep, type SettlementEvent, type SettlementItems } from './settlement.machine';
import type { WageConfirmStatus } from './wages.types';

const TWO: SettlementItems = { a: 'pending', b: 'pending' };

function start(items: SettlementItems = TWO, effects: string[] = []) {
  const machine = createSettlementMachine().provide({
    actions: {
      notifyWorkers: () => effects.push('notifyWorkers'),
      ownWorkerDays: () => effects.push('ownWorkerDays'),
      stampAdjustments: () => effects.push('stampAdjustments'),
      releaseWorkerDays: () => effects.push('releaseWorkerDays'),
      releaseAdjustments: () => effects.push('releaseAdjustments'),
      auditUnlock: () => effects.push('auditUnlock'),
      recordPayment: () => effects.push('recordPayment'),
      remindWorker: () => effects.push('remindWorker'),
    },
  });
  return createActor(machine, { input: { items } }).start();
}

describe('settlement machine', () => {
  it('a draft with items is submitted, confirmed item by item, locked and paid, running the provided effects', () => {
    const effects: string[] = [];
    const actor = start(TWO, effects);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'item.confirm', itemId: 'a' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'item.remind', itemId: 'b' });
    actor.send({ type: 'item.confirm', itemId: 'b' });
    expect(actor.getSnapshot().value).toBe('confirmed');
    actor.send({ type: 'lock' });
    actor.send({ type: 'unlock' });
    expect(actor.getSnapshot().value).toBe('confirmed');
    actor.send({ type: 'lock' });
    actor.send({ type: 'markPaid' });
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual([
      'notifyWorkers',
      'remindWorker',
      'ownWorkerDays',
      'stampAdjustments',
      'releaseWorkerDays',
      'releaseAdjustments',
      'auditUnlock',
      'ownWorkerDays',
      'stampAdjustments',
      'recordPayment',
    ]);
  });

  it('an empty draft cannot be submitted; a recalculation replaces the items', () => {
    const actor = start({});
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send({ type: 'recalculate', itemIds: ['x'] });
    expect(actor.getSnapshot().context.items).toEqual({ x: 'pending' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('a dispute waits for an answer: auto-confirm skips it, a resolution asks the worker again, force-confirm ends it', () => {
    const actor = start({ a: 'pending', b: 'pending', c: 'pending' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'item.dispute', itemId: 'a' });
    actor.send({ type: 'item.dispute', itemId: 'b' });
    actor.send({ type: 'autoConfirm' });
    expect(actor.getSnapshot().context.items).toEqual({ a: 'disputed', b: 'disputed', c: 'autoConfirmed' });
    actor.send({ type: 'item.resolve', itemId: 'a' });
    expect(actor.getSnapshot().context.items.a).toBe('pending');
    actor.send({ type: 'item.confirm', itemId: 'a' });
    actor.send({ type: 'item.forceConfirm', itemId: 'b' });
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().context.items).toEqual({ a: 'confirmed', b: 'forceConfirmed', c: 'autoConfirmed' });
  });

  it('withdrawing returns to draft and every answer is asked again at the next submission', () => {
    const actor = start();
    actor.send({ type: 'submit' });
    actor.send({ type: 'item.confirm', itemId: 'a' });
    actor.send({ type: 'withdraw' });
    expect(actor.getSnapshot().value).toBe('draft');
    expect(actor.getSnapshot().context.items).toEqual(TWO);
  });

  it('settlementStep: a stored settlement answers what an event does, or null when it may not', () => {
    expect(settlementStep('draft', TWO, { type: 'lock' })).toBeNull();
    expect(settlementStep('paid', {}, { type: 'unlock' })).toBeNull();
    expect(settlementStep('locked', { a: 'confirmed' }, { type: 'unlock' })).toEqual({
      status: 'confirmed',
      items: { a: 'confirmed' },
      effects: ['releaseWorkerDays', 'releaseAdjustments', 'auditUnlock'],
    });
    expect(settlementStep('confirming', { a: 'pending', b: 'confirmed' }, { type: 'item.confirm', itemId: 'a' })).toEqual({
      status: 'confirmed',
      items: { a: 'confirmed', b: 'confirmed' },
      effects: [],
    });
    // Another settlement's item, or one already answered, is refused.
    expect(settlementStep('confirming', { a: 'pending' }, { type: 'item.confirm', itemId: 'z' })).toBeNull();
    expect(settlementStep('confirming', { a: 'confirmed', b: 'pending' }, { type: 'item.dispute', itemId: 'a' })).toBeNull();
    expect(settlementSnapshot('locked', {}).value).toBe('locked');
  });
});

/**
 * Model-based: an abstract settlement of two workers written apart from the machine — which status it is
 * in and what each worker answered. xstate/graph walks every reachable state; each path is replayed on the
 * real machine, which must agree with the model after every step (status and every item).
 */
type ModelEvent =
  | { type: 'SUBMIT' }
  | { type: 'WITHDRAW' }
  | { type: 'CONFIRM_A' }
  | { type: 'DISPUTE_A' }
  | { type: 'RESOLVE_A' }
  | { type: 'FORCE_B' }
  | { type: 'CONFIRM_B' }
  | { type: 'AUTO' }
  | { type: 'LOCK' }
  | { type: 'UNLOCK' }
  | { type: 'PAY' };

interface ModelContext {
  a: WageConfirmStatus;
  b: WageConfirmStatus;
}

const done = (s: WageConfirmStatus) => s === 'confirmed' || s === 'autoConfirmed' || s === 'forceConfirmed';
const allDone = ({ context }: { context: ModelContext }) => done(context.a) && done(context.b);
const reset = assign<ModelContext, ModelEvent, undefined, ModelEvent, never>({ a: 'pending', b: 'pending' });

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    aOpen: ({ context }) => context.a === 'pending' || context.a === 'disputed',
    aPending: ({ context }) => context.a === 'pending',
    aDisputed: ({ context }) => context.a === 'disputed',
    bOpen: ({ context }) => context.b === 'pending' || context.b === 'disputed',
    somePending: ({ context }) => context.a === 'pending' || context.b === 'pending',
    allDone,
  },
}).createMachine({
  id: 'settlementModel',
  context: { a: 'pending', b: 'pending' },
  initial: 'draft',
  states: {
    draft: { on: { SUBMIT: { target: 'confirming', actions: reset } } },
    confirming: {
      always: { guard: 'allDone', target: 'confirmed' },
      on: {
        WITHDRAW: { target: 'draft', actions: reset },
        CONFIRM_A: { guard: 'aOpen', actions: assign({ a: 'confirmed' as const }) },
        DISPUTE_A: { guard: 'aPending', actions: assign({ a: 'disputed' as const }) },
        RESOLVE_A: { guard: 'aDisputed', actions: assign({ a: 'pending' as const }) },
        CONFIRM_B: { guard: 'bOpen', actions: assign({ b: 'confirmed' as const }) },
        FORCE_B: { guard: 'bOpen', actions: assign({ b: 'forceConfirmed' as const }) },
        AUTO: {
          guard: 'somePending',
          actions: assign(({ context }) => ({
            a: context.a === 'pending' ? ('autoConfirmed' as const) : context.a,
            b: context.b === 'pending' ? ('autoConfirmed' as const) : context.b,
          })),
        },
      },
    },
    confirmed: { on: { WITHDRAW: { target: 'draft', actions: reset }, LOCK: 'locked' } },
    locked: { on: { UNLOCK: 'confirmed', PAY: 'paid' } },
    paid: { type: 'final' },
  },
});

const TO_REAL: Record<ModelEvent['type'], SettlementEvent> = {
  SUBMIT: { type: 'submit' },
  WITHDRAW: { type: 'withdraw' },
  CONFIRM_A: { type: 'item.confirm', itemId: 'a' },
  DISPUTE_A: { type: 'item.dispute', itemId: 'a' },
  RESOLVE_A: { type: 'item.resolve', itemId: 'a' },
  CONFIRM_B: { type: 'item.confirm', itemId: 'b' },
  FORCE_B: { type: 'item.forceConfirm', itemId: 'b' },
  AUTO: { type: 'autoConfirm' },
  LOCK: { type: 'lock' },
  UNLOCK: { type: 'unlock' },
  PAY: { type: 'markPaid' },
};

describe('settlement model', () => {
  const testModel = createTestModel(model);
  const paths = testModel.getShortestPaths();

  it('the paths reach every status, a resolved dispute and an auto-confirmation', () => {
    // Paths that are prefixes of longer ones are folded into them: look at every state along each path.
    const reached = new Set(paths.flatMap((p) => [...p.steps.map((s) => s.state.value), p.state.value]));
    expect([...reached].sort()).toEqual(['confirmed', 'confirming', 'draft', 'locked', 'paid']);
    expect(paths.some((p) => p.steps.some((s) => s.event.type === 'RESOLVE_A'))).toBe(true);
    expect(paths.some((p) => p.state.context.a === 'autoConfirmed')).toBe(true);
  });

  it(`the real machine follows all ${String(paths.length)} shortest paths`, async () => {
    for (const path of paths) {
      const actor = start();
      await path.test({
        states: {
          '*': (state) => {
            const real = actor.getSnapshot();
            const where = path.description;
            expect(real.value, where).toBe(state.value);
            expect(real.context.items, where).toEqual({ a: state.context.a, b: state.context.b });
          },
        },
        events: Object.fromEntries(
          Object.entries(TO_REAL).map(([type, event]) => [
            type,
            () => {
              actor.send(event);
            },
          ]),
        ),
      });
    }
  });

  it('events the model does not allow leave the real machine where it was', () => {
    for (const path of paths) {
      const real = settlementSnapshot(path.state.value, { a: path.state.context.a, b: path.state.context.b });
      for (const [type, event] of Object.entries(TO_REAL)) {
        const allowed = path.state.can({ type } as ModelEvent);
        expect(real.can(event), `${path.description} + ${type}`).toBe(allowed);
      }
    }
  });
});
