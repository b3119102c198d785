import { assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import {
  isSettled,
  mergeRestored,
  newOutboxItem,
  nextToSend,
  pruneSettled,
  retryDelayMs,
  type OutboxItem,
  type OutboxScan,
  type OutboxWrite,
  type SendOutcome,
} from './outbox';

export interface OutboxContext {
  items: OutboxItem[];
  /** What the device says about the network; a send is still tried only when it says online. */
  online: boolean;
  /** Transport failures in a row (any item): drives the backoff, reset by a reply or by going online. */
  failures: number;
  /** Writes not yet applied to storage, oldest first. */
  writes: OutboxWrite[];
  /** Storage failed to load or to write: the outbox works from memory and the station says so. */
  storageFailed: boolean;
  /** Settled items kept for the station's list. */
  historyLimit: number;
}

export interface OutboxInput {
  online: boolean;
  historyLimit?: number;
}

export type OutboxEvent =
  /** The worker tapped "report": a new scan with the key made for it. A key already known is ignored. */
  | { type: 'scan.add'; scan: OutboxScan }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** Send now instead of waiting for the backoff (the worker's "retry" button). */
  | { type: 'outbox.retry' }
  /** Take a settled item off the list (a pending one stays: it would be lost). */
  | { type: 'outbox.dismiss'; clientRequestId: string };

export const DEFAULT_OUTBOX_HISTORY = 50;

function replaceItem(items: readonly OutboxItem[], clientRequestId: string, patch: (item: OutboxItem) => OutboxItem): OutboxItem[] {
  return items.map((item) => (item.clientRequestId === clientRequestId ? patch(item) : item));
}

function itemById(items: readonly OutboxItem[], clientRequestId: string): OutboxItem | undefined {
  return items.find((item) => item.clientRequestId === clientRequestId);
}

/** Settle one item and trim the history; the writes record both. */
function settle(context: OutboxContext, clientRequestId: string, patch: (item: OutboxItem) => OutboxItem): Partial<OutboxContext> {
  const patched = replaceItem(context.items, clientRequestId, patch);
  const { kept, dropped } = pruneSettled(patched, context.historyLimit);
  const item = itemById(kept, clientRequestId);
  const writes: OutboxWrite[] = [
    ...(item === undefined ? [] : [{ kind: 'put' as const, item }]),
    ...dropped.map((id) => ({ kind: 'delete' as const, clientRequestId: id })),
  ];
  return { items: kept, writes: [...context.writes, ...writes], failures: 0 };
}

/**
 * The outbox (see outbox.ts). Storage and sending are actors the web provides: `loadOutbox` reads what a
 * previous page left, `writeOutbox` applies one write, `sendScan` sends one scan and resolves with the server's
 * answer or rejects on a transport failure. Two regions: delivery (one send at a time, oldest pending first,
 * backoff after transport failures, paused while offline) and storage (writes applied one by one, in order).
 */
export function createOutboxMachine() {
  return setup({
    types: {
      context: {} as OutboxContext,
      input: {} as OutboxInput,
      events: {} as OutboxEvent,
    },
    actors: {
      loadOutbox: fromPromise<OutboxItem[]>(() => Promise.reject(new Error('outbox: loadOutbox not provided'))),
      writeOutbox: fromPromise<null, OutboxWrite>(() => Promise.reject(new Error('outbox: writeOutbox not provided'))),
      sendScan: fromPromise<SendOutcome, OutboxItem>(() => Promise.reject(new Error('outbox: sendScan not provided'))),
    },
    guards: {
      online: ({ context }) => context.online,
      hasPending: ({ context }) => nextToSend(context.items) !== null,
      hasWrites: ({ context }) => context.writes.length > 0,
      isNewScan: ({ context, event }) => event.type === 'scan.add' && itemById(context.items, event.scan.clientRequestId) === undefined,
      isSettledItem: ({ context, event }) => {
        if (event.type !== 'outbox.dismiss') return false;
        const item = itemById(context.items, event.clientRequestId);
        return item !== undefined && isSettled(item);
      },
    },
    delays: {
      retryDelay: ({ context }) => retryDelayMs(context.failures),
    },
    actions: {
      addScan: assign(({ context, event }) => {
        if (event.type !== 'scan.add') return {};
        const item = newOutboxItem(event.scan);
        return { items: [...context.items, item], writes: [...context.writes, { kind: 'put', item }] };
      }),
      dismiss: assign(({ context, event }) => {
        if (event.type !== 'outbox.dismiss') return {};
        return {
          items: context.items.filter((item) => item.clientRequestId !== event.clientRequestId),
          writes: [...context.writes, { kind: 'delete', clientRequestId: event.clientRequestId }],
        };
      }),
      restore: assign(({ context }, stored: OutboxItem[]) => {
        const items = mergeRestored(context.items, stored);
        // Items restored as pending were stored as sending: write their new status back.
        const rewritten = stored.filter((item) => item.status === 'sending').flatMap((item) => {
          const now = itemById(items, item.clientRequestId);
          return now === undefined ? [] : [{ kind: 'put' as const, item: now }];
        });
        const { kept, dropped } = pruneSettled(items, context.historyLimit);
        return {
          items: kept,
          writes: [...context.writes, ...rewritten, ...dropped.map((id) => ({ kind: 'delete' as const, clientRequestId: id }))],
        };
      }),
      markStorageFailed: assign({ storageFailed: true }),
      goOnline: assign({ online: true, failures: 0 }),
      goOffline: assign({ online: false }),
      markSending: assign(({ context }) => {
        const next = nextToSend(context.items);
        if (next === null) return {};
        const sending: OutboxItem = { ...next, status: 'sending' };
        return { items: replaceItem(context.items, next.clientRequestId, () => sending), writes: [...context.writes, { kind: 'put', item: sending }] };
      }),
      applyOutcome: assign(({ context }, params: { clientRequestId: string; outcome: SendOutcome }) => {
        const { outcome } = params;
        return settle(context, params.clientRequestId, (item) =>
          outcome.kind === 'sent'
            ? { ...item, status: 'sent', receipt: outcome.receipt, refusal: null }
            : { ...item, status: 'refused', refusal: outcome.refusal, receipt: null },
        );
      }),
      markRetry: assign(({ context }, clientRequestId: string) => {
        const items = replaceItem(context.items, clientRequestId, (item) => ({ ...item, status: 'pending', attempts: item.attempts + 1 }));
        const item = itemById(items, clientRequestId);
        return {
          items,
          failures: context.failures + 1,
          writes: item === undefined ? context.writes : [...context.writes, { kind: 'put', item }],
        };
      }),
      dropWrite: assign(({ context }) => ({ writes: context.writes.slice(1) })),
    },
  }).createMachine({
    id: 'outbox',
    context: ({ input }) => ({
      items: [],
      online: input.online,
      failures: 0,
      writes: [],
      storageFailed: false,
      historyLimit: input.historyLimit ?? DEFAULT_OUTBOX_HISTORY,
    }),
    on: {
      'scan.add': { guard: 'isNewScan', actions: 'addScan' },
      'outbox.dismiss': { guard: 'isSettledItem', actions: 'dismiss' },
      'network.online': { actions: 'goOnline' },
      'network.offline': { actions: 'goOffline' },
    },
    initial: 'loading',
    states: {
      // Nothing is sent before the stored items are back: they were tapped first.
      loading: {
        invoke: {
          src: 'loadOutbox',
          onDone: { target: 'running', actions: { type: 'restore', params: ({ event }) => event.output } },
          onError: { target: 'running', actions: 'markStorageFailed' },
        },
      },
      running: {
        type: 'parallel',
        states: {
          delivery: {
            initial: 'idle',
            states: {
              idle: {
                always: [
                  { guard: not('online'), target: 'offline' },
                  { guard: 'hasPending', target: 'sending' },
                ],
              },
              offline: {
                always: { guard: 'online', target: 'idle' },
              },
              sending: {
                entry: 'markSending',
                invoke: {
                  src: 'sendScan',
                  input: ({ context }) => {
                    const item = context.items.find((candidate) => candidate.status === 'sending');
                    if (item === undefined) throw new Error('outbox: nothing to send');
                    return item;
                  },
                  onDone: {
                    target: 'idle',
                    actions: {
                      type: 'applyOutcome',
                      params: ({ context, event }) => ({
                        clientRequestId: context.items.find((item) => item.status === 'sending')?.clientRequestId ?? '',
                        outcome: event.output,
                      }),
                    },
                  },
                  onError: {
                    target: 'waiting',
                    actions: {
                      type: 'markRetry',
                      params: ({ context }) => context.items.find((item) => item.status === 'sending')?.clientRequestId ?? '',
                    },
                  },
                },
              },
              waiting: {
                after: { retryDelay: 'idle' },
                on: {
                  'network.online': { target: 'idle', actions: 'goOnline' },
                  'outbox.retry': 'idle',
                },
              },
            },
          },
          storage: {
            initial: 'idle',
            states: {
              idle: {
                always: { guard: 'hasWrites', target: 'writing' },
              },
              writing: {
                invoke: {
                  src: 'writeOutbox',
                  input: ({ context }) => {
                    const write = context.writes[0];
                    if (write === undefined) throw new Error('outbox: nothing to write');
                    return write;
                  },
                  onDone: { target: 'idle', actions: 'dropWrite' },
                  onError: { target: 'idle', actions: ['dropWrite', 'markStorageFailed'] },
                },
              },
            },
          },
        },
      },
    },
  });
}

export type OutboxMachine = ReturnType<typeof createOutboxMachine>;
export type OutboxSnapshot = SnapshotFrom<OutboxMachine>;

/** What the station reads from the outbox. */
export const outboxSelectors = {
  items: (snapshot: OutboxSnapshot) => snapshot.context.items,
  loading: (snapshot: OutboxSnapshot) => snapshot.matches('loading'),
  sending: (snapshot: OutboxSnapshot) => snapshot.matches({ running: { delivery: 'sending' } }),
  waitingToRetry: (snapshot: OutboxSnapshot) => snapshot.matches({ running: { delivery: 'waiting' } }),
  online: (snapshot: OutboxSnapshot) => snapshot.context.online,
  storageFailed: (snapshot: OutboxSnapshot) => snapshot.context.storageFailed,
};
