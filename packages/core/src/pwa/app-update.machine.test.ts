import { createActor, setup, SimulatedClock, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { appUpdateMachine, appUpdateSelectors, TAKE_OVER_TIMEOUT_MS, type AppUpdateEvent } from './app-update.machine';

function start() {
  const calls = { activate: 0, reload: 0 };
  const clock = new SimulatedClock();
  const actor = createActor(
    appUpdateMachine.provide({
      actions: {
        activateWaiting: () => {
          calls.activate += 1;
        },
        reload: () => {
          calls.reload += 1;
        },
      },
    }),
    { clock },
  ).start();
  return { actor, calls, clock };
}

describe('app update machine', () => {
  it('offers a waiting version, and on "reload" asks it to take over, then reloads once it has', () => {
    const { actor, calls } = start();
    expect(appUpdateSelectors.offered(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'update.waiting' });
    expect(appUpdateSelectors.offered(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'update.accept' });
    expect(calls).toEqual({ activate: 1, reload: 0 });
    expect(appUpdateSelectors.busy(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'update.controlling' });
    expect(calls).toEqual({ activate: 1, reload: 1 });
    // Once reloading, nothing more happens, however many events follow.
    actor.send({ type: 'update.controlling' });
    actor.send({ type: 'update.accept' });
    expect(calls).toEqual({ activate: 1, reload: 1 });
  });

  it('reloads anyway when the new version never takes over', () => {
    const { actor, calls, clock } = start();
    actor.send({ type: 'update.waiting' });
    actor.send({ type: 'update.accept' });
    clock.increment(TAKE_OVER_TIMEOUT_MS - 1);
    expect(calls.reload).toBe(0);
    clock.increment(1);
    expect(calls.reload).toBe(1);
  });

  it('"later" hides the offer until another version is waiting', () => {
    const { actor, calls } = start();
    actor.send({ type: 'update.waiting' });
    actor.send({ type: 'update.dismiss' });
    expect(appUpdateSelectors.offered(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'update.accept' });
    expect(calls).toEqual({ activate: 0, reload: 0 });
    actor.send({ type: 'update.waiting' });
    expect(appUpdateSelectors.offered(actor.getSnapshot())).toBe(true);
  });

  it('when another tab let the new version take over, offers a plain reload', () => {
    const { actor, calls } = start();
    actor.send({ type: 'update.controlling' });
    expect(appUpdateSelectors.offered(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'update.accept' });
    expect(calls).toEqual({ activate: 0, reload: 1 });
  });
});

/**
 * Model paths. The model says, independently of the implementation, what the user sees and what must have
 * happened: whether the offer is on screen, whether the waiting version was asked to take over, and whether
 * the page reloaded. TIMEOUT stands for the take-over timeout running out.
 */
type ModelEvent = AppUpdateEvent | { type: 'TIMEOUT' };
const model = setup({ types: { events: {} as ModelEvent } }).createMachine({
  id: 'model',
  initial: 'idle',
  states: {
    idle: { on: { 'update.waiting': 'offer', 'update.controlling': 'reloadOffer' } },
    offer: { on: { 'update.accept': 'askedToTakeOver', 'update.dismiss': 'hidden', 'update.controlling': 'reloadOffer' } },
    hidden: { on: { 'update.waiting': 'offer', 'update.controlling': 'reloadOffer' } },
    reloadOffer: { on: { 'update.accept': 'reloaded', 'update.dismiss': 'reloadHidden' } },
    reloadHidden: {},
    askedToTakeOver: { on: { 'update.controlling': 'reloaded', TIMEOUT: 'reloaded' } },
    reloaded: {},
  },
});
type ModelSnapshot = SnapshotFrom<typeof model>;

const OFFERED = new Set(['offer', 'reloadOffer']);

describe('app update model', () => {
  const paths = createTestModel(model, {
    events: [
      { type: 'update.waiting' },
      { type: 'update.controlling' },
      { type: 'update.accept' },
      { type: 'update.dismiss' },
      { type: 'TIMEOUT' },
    ],
  }).getSimplePaths();

  it('the paths reach every state of the model', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value)));
    for (const state of Object.keys(model.config.states ?? {})) expect(reached).toContain(state);
  });

  it(`the real actor follows all ${String(paths.length)} simple paths`, async () => {
    for (const path of paths) {
      const { actor, calls, clock } = start();
      let askedBefore = false;
      const check = (state: ModelSnapshot) => {
        const value = state.value;
        const snapshot = actor.getSnapshot();
        expect(appUpdateSelectors.offered(snapshot), `${path.description}: ${value}`).toBe(OFFERED.has(value));
        if (value === 'askedToTakeOver') askedBefore = true;
        // Asked to take over only after "reload" on a waiting version, and only once.
        expect(calls.activate, `${path.description}: ${value}`).toBe(askedBefore ? 1 : 0);
        // The page reloads exactly when the model says so, and never twice.
        expect(calls.reload, `${path.description}: ${value}`).toBe(value === 'reloaded' ? 1 : 0);
      };
      const exec = ({ event }: { event: ModelEvent }) => {
        if (event.type === 'TIMEOUT') clock.increment(TAKE_OVER_TIMEOUT_MS);
        else actor.send(event);
      };
      await path.test({
        events: { 'update.waiting': exec, 'update.controlling': exec, 'update.accept': exec, 'update.dismiss': exec, TIMEOUT: exec },
        states: { '*': check },
      });
      actor.stop();
    }
  });
});
