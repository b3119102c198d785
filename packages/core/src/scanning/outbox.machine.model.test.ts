import { assign, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { OutboxRetry, countOutbox } from './outbox';
import { FakeServer, FakeStorage, onWire, scan, settle, startOutbox, started, type OutboxHarness } from './outbox-harness';

/**
 * Model-based test. The model is an abstract description of the outbox written apart from it: a worker taps
 * (up to three scans), the network goes and comes, the one request on the wire is answered (recorded,
 * recorded but the reply lost, failed in transport, refused), the backoff elapses, the page reloads.
 * xstate/graph walks it to every reachable state; each path is replayed on a REAL outbox against a fake
 * server and storage, and after every step the outbox must hold exactly the tapped scans with the counts the
 * model predicts, and the server exactly one record per recorded key.
 */

type ModelEvent =
  | { type: 'TAP' }
  | { type: 'OFFLINE' }
  | { type: 'ONLINE' }
  | { type: 'ACK' }
  | { type: 'ACK_LOST' }
  | { type: 'FAIL' }
  | { type: 'REFUSE' }
  | { type: 'TICK' }
  | { type: 'RELOAD' };

interface ModelContext {
  taps: number;
  /** Waiting to be sent (the one on the wire not included). */
  pending: number;
  inFlight: boolean;
  sent: number;
  refused: number;
  online: boolean;
  /** The oldest unsent scan reached the server before (its reply was lost): the next reply is a replay. */
  headRecorded: boolean;
}

const MAX_TAPS = 3;

const outboxModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    canTap: ({ context }) => context.taps < MAX_TAPS,
    offline: ({ context }) => !context.online,
    online: ({ context }) => context.online,
    hasPending: ({ context }) => context.pending > 0,
    freshHead: ({ context }) => !context.headRecorded,
  },
}).createMachine({
  id: 'model',
  context: { taps: 0, pending: 0, inFlight: false, sent: 0, refused: 0, online: true, headRecorded: false },
  on: {
    TAP: { guard: 'canTap', actions: assign({ taps: ({ context }) => context.taps + 1, pending: ({ context }) => context.pending + 1 }) },
    OFFLINE: { guard: 'online', actions: assign({ online: false }) },
    ONLINE: { guard: 'offline', actions: assign({ online: true }) },
    // A reload loses the request on the wire before it reached the server: its scan is unsent again.
    RELOAD: {
      target: '.idle',
      actions: assign(({ context }) => (context.inFlight ? { inFlight: false, pending: context.pending + 1 } : {})),
    },
  },
  initial: 'idle',
  states: {
    idle: {
      always: [
        { guard: 'offline', target: 'offline' },
        { guard: 'hasPending', target: 'sending', actions: assign({ pending: ({ context }) => context.pending - 1, inFlight: true }) },
      ],
    },
    offline: { always: { guard: 'online', target: 'idle' } },
    sending: {
      on: {
        ACK: { target: 'idle', actions: assign({ sent: ({ context }) => context.sent + 1, inFlight: false, headRecorded: false }) },
        ACK_LOST: { target: 'waiting', actions: assign({ pending: ({ context }) => context.pending + 1, inFlight: false, headRecorded: true }) },
        FAIL: { target: 'waiting', actions: assign({ pending: ({ context }) => context.pending + 1, inFlight: false }) },
        REFUSE: { guard: 'freshHead', target: 'idle', actions: assign({ refused: ({ context }) => context.refused + 1, inFlight: false }) },
      },
    },
    waiting: {
      on: {
        TICK: 'idle',
        ONLINE: { guard: 'offline', target: 'idle', actions: assign({ online: true }) },
      },
    },
  },
});

type ModelPath = ReturnType<ReturnType<typeof createTestModel<typeof outboxModel>>['getShortestPaths']>[number];

/** Replay a path on a real outbox; check it against the model after every step. */
async function replay(path: ModelPath): Promise<void> {
  const storage = new FakeStorage();
  const server = new FakeServer();
  const tapped: string[] = [];
  let outbox: OutboxHarness = startOutbox({ storage, online: true });
  await started(outbox);

  await path.test({
    states: {
      '*': async (state) => {
        await settle();
        const { items } = outbox.actor.getSnapshot().context;
        const model = state.context;
        const where = `${path.description} → ${JSON.stringify(state.value)}`;
        // Exactly the tapped scans, each once, with the keys made at the tap.
        expect(items.map((item) => item.clientRequestId), where).toEqual(tapped);
        const counts = countOutbox(items);
        expect(counts, where).toEqual({ pending: model.pending + (model.inFlight ? 1 : 0), sent: model.sent, refused: model.refused });
        expect(outbox.inFlight.length, where).toBe(model.inFlight ? 1 : 0);
        // One record per key that reached the server, and only those; in tap order.
        expect(server.created.length, where).toBe(model.sent + (model.headRecorded ? 1 : 0));
        expect(server.created, where).toEqual(tapped.filter((key) => server.created.includes(key)));
        for (const item of items) if (item.status === 'sent') expect(server.records.has(item.clientRequestId), where).toBe(true);
        // What the page would find after a reload is what it shows now (statuses of unsent ones aside).
        const stored = [...storage.items.values()].map((item) => `${item.clientRequestId}:${item.status === 'sending' ? 'pending' : item.status}`);
        expect(stored.sort(), where).toEqual(items.map((item) => `${item.clientRequestId}:${item.status === 'sending' ? 'pending' : item.status}`).sort());
      },
    },
    events: {
      TAP: () => {
        const next = scan(tapped.length + 1);
        tapped.push(next.clientRequestId);
        outbox.actor.send({ type: 'scan.add', scan: next });
      },
      OFFLINE: () => {
        outbox.actor.send({ type: 'network.offline' });
      },
      ONLINE: () => {
        outbox.actor.send({ type: 'network.online' });
      },
      ACK: () => {
        const wire = onWire(outbox);
        wire.resolve(server.record(wire.item));
      },
      ACK_LOST: () => {
        const wire = onWire(outbox);
        server.record(wire.item);
        wire.reject(new Error('reply lost'));
      },
      FAIL: () => {
        onWire(outbox).reject(new Error('no route to host'));
      },
      REFUSE: () => {
        onWire(outbox).resolve({ kind: 'refused', refusal: { code: 'Eticket:BundleBlocked', message: '该扎已锁定' } });
      },
      TICK: () => {
        outbox.clock.increment(OutboxRetry.capMs);
      },
      RELOAD: async () => {
        const online = outbox.actor.getSnapshot().context.online;
        outbox.actor.stop();
        outbox = startOutbox({ storage, online });
        await started(outbox);
      },
    },
  });
}

describe('outbox model', () => {
  // Only what can happen in a state: no fourth tap, no answer without a request, no "online" when online.
  const model = createTestModel(outboxModel, { filterEvents: (state, event) => state.can(event) });
  const paths = model.getShortestPaths();

  it('the paths reach offline scans, retries, lost replies, refusals and reloads', () => {
    expect(paths.some((p) => p.state.matches('offline') && p.state.context.pending === MAX_TAPS)).toBe(true);
    expect(paths.some((p) => p.state.matches('waiting') && p.state.context.headRecorded)).toBe(true);
    expect(paths.some((p) => p.state.context.refused > 0 && p.state.context.sent > 0)).toBe(true);
    expect(paths.some((p) => p.steps.some((step) => step.event.type === 'RELOAD') && p.state.context.sent === MAX_TAPS)).toBe(true);
  });

  it(`the real outbox follows all ${String(paths.length)} shortest paths`, async () => {
    for (const path of paths) await replay(path);
  }, 120_000);
});
