// Test support for the outbox machine (used by its unit and model tests; not exported by the barrel).
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { OutboxItem, OutboxScan, OutboxWrite, SendOutcome } from './outbox';
import { createOutboxMachine } from './outbox.machine';

/** Storage keeps copies, as IndexedDB does: later changes to an object do not reach what was stored. */
function copy(item: OutboxItem): OutboxItem {
  return { ...item, label: { ...item.label }, receipt: item.receipt === null ? null : { ...item.receipt }, refusal: item.refusal === null ? null : { ...item.refusal } };
}

/** The device's storage: a map of items by key, kept across "reloads" of the page. */
export class FakeStorage {
  readonly items = new Map<string, OutboxItem>();
  loads = 0;
  failLoad = false;
  failWrites = false;

  load(): Promise<OutboxItem[]> {
    this.loads += 1;
    if (this.failLoad) return Promise.reject(new Error('storage unavailable'));
    return Promise.resolve([...this.items.values()].map((item) => copy(item)));
  }

  write(write: OutboxWrite): Promise<void> {
    if (this.failWrites) return Promise.reject(new Error('quota exceeded'));
    if (write.kind === 'put') this.items.set(write.item.clientRequestId, copy(write.item));
    else this.items.delete(write.clientRequestId);
    return Promise.resolve();
  }
}

/** One request out on the wire, settled by the test. */
export interface InFlight {
  item: OutboxItem;
  resolve: (outcome: SendOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * The server's side of the scan API as far as the outbox can tell: one record per key (a repeated key answers
 * the first record, replayed), refusals by key. `arrivals` lists every request that reached it, in order.
 */
export class FakeServer {
  readonly records = new Map<string, { recordId: string; qty: number }>();
  readonly arrivals: string[] = [];
  readonly created: string[] = [];
  private next = 1;

  record(item: OutboxItem): SendOutcome {
    this.arrivals.push(item.clientRequestId);
    const existing = this.records.get(item.clientRequestId);
    const record = existing ?? { recordId: `log-${String(this.next++)}`, qty: item.qty ?? 10 };
    if (existing === undefined) {
      this.records.set(item.clientRequestId, record);
      this.created.push(item.clientRequestId);
    }
    return {
      kind: 'sent',
      receipt: { recordId: record.recordId, qty: record.qty, amount: '1.2000', recordStatus: 'valid', remaining: 0, replayed: existing !== undefined },
    };
  }
}

export function scan(n: number, overrides: Partial<OutboxScan> = {}): OutboxScan {
  return {
    clientRequestId: `req-${String(n).padStart(3, '0')}`,
    code: `ET1.CODE${String(n)}`,
    orderProcedureId: 'proc-1',
    qty: null,
    queuedAt: `2026-11-27T08:00:${String(n % 60).padStart(2, '0')}.000Z`,
    label: { orderNo: 'PO-1', styleNo: 'MS2401', bundleNo: n, color: '白色', size: 'M', procedureName: '合肩' },
    ...overrides,
  };
}

/** A started outbox whose sends wait for the test; storage answers at once. */
export function startOutbox(options: { storage?: FakeStorage; online?: boolean; historyLimit?: number } = {}) {
  const storage = options.storage ?? new FakeStorage();
  const inFlight: InFlight[] = [];
  const sends: string[] = [];
  const clock = new SimulatedClock();
  const machine = createOutboxMachine().provide({
    actors: {
      loadOutbox: fromPromise(() => storage.load()),
      writeOutbox: fromPromise<null, OutboxWrite>(({ input }) => storage.write(input).then(() => null)),
      sendScan: fromPromise<SendOutcome, OutboxItem>(
        ({ input }) =>
          new Promise<SendOutcome>((resolve, reject) => {
            sends.push(input.clientRequestId);
            const entry: InFlight = {
              item: input,
              resolve: (outcome) => {
                inFlight.splice(inFlight.indexOf(entry), 1);
                resolve(outcome);
              },
              reject: (error) => {
                inFlight.splice(inFlight.indexOf(entry), 1);
                reject(error instanceof Error ? error : new Error(String(error)));
              },
            };
            inFlight.push(entry);
          }),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { online: options.online ?? true, ...(options.historyLimit === undefined ? {} : { historyLimit: options.historyLimit }) },
    clock,
  });
  actor.start();
  return { actor, storage, inFlight, sends, clock };
}

export type OutboxHarness = ReturnType<typeof startOutbox>;

/** Let promises settle (storage writes, loads, replies): the fakes answer at once, so microtasks suffice. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 30; i += 1) await Promise.resolve();
}

export async function started(harness: OutboxHarness): Promise<void> {
  await waitFor(harness.actor, (snapshot) => snapshot.matches('running'));
  await settle();
}

/** The request on the wire now (exactly one at a time). */
export function onWire(harness: OutboxHarness): InFlight {
  const last = harness.inFlight.at(-1);
  if (last === undefined) throw new Error('nothing on the wire');
  return last;
}

export function statuses(harness: OutboxHarness): string[] {
  return harness.actor.getSnapshot().context.items.map((item) => `${item.clientRequestId}:${item.status}`);
}
