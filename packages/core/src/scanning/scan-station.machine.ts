import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { BundleByCodeDto } from '../production/production.types';
import type { OutboxScan } from './outbox';
import type { LastProcedure } from './station';

/**
 * The scan station's screen: a code comes in (handheld scanner, camera or typing), its bundle card is looked
 * up, the worker picks a procedure and a qty and reports; the scan goes to the outbox (an injected action)
 * and the card stays, so a second procedure of the same bundle is one tap away. The procedure and qty the
 * worker did not touch are derived on screen (`stationProcedures`, `defaultProcedure`), so they follow the
 * outbox; the machine keeps only what the worker chose.
 */

/** A card and where it came from: the server now, or this device's copy from an earlier lookup (offline). */
export interface CardLookup {
  card: BundleByCodeDto;
  from: 'server' | 'cache';
  /** When the server answered it (ISO instant): scans made since then are not in its figures. */
  fetchedAt: string;
}

/**
 * Why a code shows no card: the server refused it (unknown here, void, replaced …: its message), or the
 * network is needed because this device never saw the code.
 */
export type LookupFailure = { kind: 'refused'; message: string } | { kind: 'needsNetwork' } | { kind: 'failed'; message: string | null };

/** What the lookup actor rejects with when it knows why (anything else is shown as a plain failure). */
export class CardLookupError extends Error {
  override readonly name = 'CardLookupError';
  constructor(readonly failure: LookupFailure) {
    super(`card lookup: ${failure.kind}`);
  }
}

export interface ScanStationContext {
  code: string;
  lookup: CardLookup | null;
  failure: LookupFailure | null;
  /** The worker's own choice on this card; null: the default. */
  procedureId: string | null;
  /** The qty as typed; null: the default (what is available). */
  qtyText: string | null;
  last: LastProcedure | null;
  /** The key of the latest report from this screen (its outcome is read from the outbox). */
  lastReported: string | null;
}

export type ScanStationEvent =
  | { type: 'code.submit'; code: string }
  | { type: 'procedure.choose'; orderProcedureId: string }
  | { type: 'qty.edit'; text: string }
  /** The scan as the screen made it at the tap (key, qty and label included). */
  | { type: 'report'; scan: OutboxScan; procedureName: string }
  | { type: 'card.clear' };

export function createScanStationMachine() {
  return setup({
    types: {
      context: {} as ScanStationContext,
      input: {} as { last: LastProcedure | null },
      events: {} as ScanStationEvent,
    },
    actors: {
      lookupCard: fromPromise<CardLookup, string>(() => Promise.reject(new Error('scanStation: lookupCard not provided'))),
    },
    actions: {
      /** Hand the scan to the outbox. */
      queueScan: (_, _scan: OutboxScan) => {
        throw new Error('scanStation: queueScan not provided');
      },
      /** Remember the procedure for the next bundle (and the next visit). */
      rememberProcedure: (_, _last: LastProcedure) => undefined,
      /** Sound and vibration: a code that shows no card. */
      signalFailure: () => undefined,
    },
    guards: {
      hasCode: ({ event }) => event.type === 'code.submit' && event.code.trim() !== '',
    },
  }).createMachine({
    id: 'scanStation',
    context: ({ input }) => ({ code: '', lookup: null, failure: null, procedureId: null, qtyText: null, last: input.last, lastReported: null }),
    initial: 'idle',
    on: {
      // A new code from anywhere: the scanner does not wait for the screen.
      'code.submit': {
        guard: 'hasCode',
        target: '.lookingUp',
        actions: assign(({ event }) => ({
          code: event.code.trim(),
          lookup: null,
          failure: null,
          procedureId: null,
          qtyText: null,
        })),
      },
      'card.clear': { target: '.idle', actions: assign({ code: '', lookup: null, failure: null, procedureId: null, qtyText: null }) },
    },
    states: {
      idle: {},
      lookingUp: {
        invoke: {
          src: 'lookupCard',
          input: ({ context }) => context.code,
          onDone: { target: 'ready', actions: assign({ lookup: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: [assign({ failure: ({ event }) => (event.error instanceof CardLookupError ? event.error.failure : { kind: 'failed', message: null }) }), 'signalFailure'],
          },
        },
      },
      ready: {
        on: {
          'procedure.choose': { actions: assign({ procedureId: ({ event }) => event.orderProcedureId, qtyText: null }) },
          'qty.edit': { actions: assign({ qtyText: ({ event }) => event.text }) },
          report: {
            actions: [
              { type: 'queueScan', params: ({ event }) => event.scan },
              assign(({ event }) => ({
                last: { orderProcedureId: event.scan.orderProcedureId, name: event.procedureName },
                lastReported: event.scan.clientRequestId,
                procedureId: null,
                qtyText: null,
              })),
              { type: 'rememberProcedure', params: ({ event }) => ({ orderProcedureId: event.scan.orderProcedureId, name: event.procedureName }) },
            ],
          },
        },
      },
      failed: {},
    },
  });
}

export type ScanStationMachine = ReturnType<typeof createScanStationMachine>;
export type ScanStationSnapshot = SnapshotFrom<ScanStationMachine>;
