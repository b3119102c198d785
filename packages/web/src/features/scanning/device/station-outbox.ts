import { isApiError } from '@eticket/api-client';
import {
  createOutboxMachine,
  isRetryableStatus,
  type OutboxItem,
  type OutboxWrite,
  type SendOutcome,
} from '@eticket/core/scanning';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { ScanStationEndpoints } from '../scanning-api';
import type { StationDevice } from './station-device';

export type OutboxActor = ActorRefFrom<ReturnType<typeof createOutboxMachine>>;

/** How a refusal reads: the server's message in the user's language. */
export type RefusalText = (error: unknown) => string;

/**
 * Send one scan: the record, or the server's refusal (kept, never resent); a failure that may pass (no
 * network, timeout, 5xx, an expired session) rejects, and the outbox tries again later with the same key.
 */
export async function sendScan(api: ScanStationEndpoints, item: OutboxItem, refusalText: RefusalText, signal: AbortSignal): Promise<SendOutcome> {
  try {
    const result = await api.ticketLogs.scan(
      { code: item.code, orderProcedureId: item.orderProcedureId, qty: item.qty, clientRequestId: item.clientRequestId, source: 'web' },
      { silent: true, signal },
    );
    return {
      kind: 'sent',
      receipt: {
        recordId: result.record.id,
        qty: result.record.qty,
        amount: result.record.amount,
        recordStatus: result.record.status,
        remaining: result.remaining,
        replayed: result.replayed,
      },
    };
  } catch (error) {
    if (isApiError(error) && error.kind === 'response' && !isRetryableStatus(error.status)) {
      return { kind: 'refused', refusal: { code: error.code, message: refusalText(error) } };
    }
    throw error;
  }
}

/**
 * One outbox per device and signed-in worker, alive for the whole visit (not only while the station is on
 * screen): scans keep going out while the worker looks at their records. A new worker on the same phone gets
 * their own; the previous one's stops, its unsent scans wait in storage for them.
 */
const outboxes = new WeakMap<StationDevice, { scope: string; actor: OutboxActor; unsubscribe: () => void }>();

export function stationOutbox(
  device: StationDevice,
  scope: string,
  deps: { api: ScanStationEndpoints; refusalText: RefusalText; currentScope: () => string | null },
): OutboxActor {
  const current = outboxes.get(device);
  if (current?.scope === scope) return current.actor;
  if (current !== undefined) {
    current.unsubscribe();
    current.actor.stop();
  }
  const storage = device.outbox(scope);
  const machine = createOutboxMachine().provide({
    actors: {
      loadOutbox: fromPromise(() => storage.load()),
      writeOutbox: fromPromise<null, OutboxWrite>(async ({ input }) => {
        await storage.write(input);
        return null;
      }),
      sendScan: fromPromise<SendOutcome, OutboxItem>(({ input, signal }) => {
        // The client sends with whoever is signed in now: another worker's session must not carry these scans.
        if (deps.currentScope() !== scope) return Promise.reject(new Error('outbox: its worker is not signed in'));
        return sendScan(deps.api, input, deps.refusalText, signal);
      }),
    },
  });
  const actor = createActor(machine, { input: { online: device.isOnline() } });
  const unsubscribe = device.onNetworkChange((online) => {
    actor.send({ type: online ? 'network.online' : 'network.offline' });
  });
  actor.start();
  outboxes.set(device, { scope, actor, unsubscribe });
  return actor;
}
