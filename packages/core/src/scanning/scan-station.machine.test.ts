import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { BundleByCodeDto } from '../production/production.types';
import type { OutboxScan } from './outbox';
import { scan } from './outbox-harness';
import { CardLookupError, createScanStationMachine, type CardLookup } from './scan-station.machine';
import type { LastProcedure } from './station';

function card(code: string): BundleByCodeDto {
  return {
    bundle: {
      id: 'b1', orderId: 'o1', cuttingTimeId: 'c1', bedDisplayNo: '1', bundleNo: 7, ticketNo: 1007, code, color: '白色', size: 'M', qty: 10,
      dyeLot: null, note: null, status: 'printed', printCount: 1, lastPrintedAt: null, reportedQty: 0, replacedCodes: 0,
      scanBlocked: false, scanBlockReason: null, scanBlockedAt: null, scanBlockedByName: null, concurrencyStamp: 's',
    },
    orderNo: 'PO-1',
    orderStatus: 2,
    styleNo: 'MS2401',
    productName: '衬衫',
    part: null,
    procedures: [],
  };
}

function start(lookup: (code: string) => Promise<CardLookup>, last: LastProcedure | null = null) {
  const queued: OutboxScan[] = [];
  const remembered: LastProcedure[] = [];
  let failures = 0;
  const actor = createActor(
    createScanStationMachine().provide({
      actors: { lookupCard: fromPromise<CardLookup, string>(({ input }) => lookup(input)) },
      actions: {
        queueScan: (_, item) => {
          queued.push(item);
        },
        rememberProcedure: (_, item) => {
          remembered.push(item);
        },
        signalFailure: () => {
          failures += 1;
        },
      },
    }),
    { input: { last } },
  ).start();
  return { actor, queued, remembered, failures: () => failures };
}

const fromServer = (code: string): Promise<CardLookup> => Promise.resolve({ card: card(code), from: 'server', fetchedAt: '2026-11-27T08:00:00.000Z' });

describe('scan station machine', () => {
  it('a code (trimmed) shows its card; blank input does nothing', async () => {
    const s = start(fromServer);
    s.actor.send({ type: 'code.submit', code: '   ' });
    expect(s.actor.getSnapshot().value).toBe('idle');
    s.actor.send({ type: 'code.submit', code: ' ET1.A \n' });
    const ready = await waitFor(s.actor, (snap) => snap.matches('ready'));
    expect(ready.context.code).toBe('ET1.A');
    expect(ready.context.lookup?.card.bundle.bundleNo).toBe(7);
  });

  it('reports: the scan goes to the outbox, the card stays, the choice resets and the procedure is remembered', async () => {
    const s = start(fromServer);
    s.actor.send({ type: 'code.submit', code: 'ET1.A' });
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    s.actor.send({ type: 'procedure.choose', orderProcedureId: 'p2' });
    s.actor.send({ type: 'qty.edit', text: '4' });
    expect(s.actor.getSnapshot().context).toMatchObject({ procedureId: 'p2', qtyText: '4' });
    const item = scan(1, { orderProcedureId: 'p2', qty: 4 });
    s.actor.send({ type: 'report', scan: item, procedureName: '合肩' });
    const after = s.actor.getSnapshot();
    expect(after.matches('ready')).toBe(true);
    expect(after.context).toMatchObject({ procedureId: null, qtyText: null, lastReported: item.clientRequestId, last: { orderProcedureId: 'p2', name: '合肩' } });
    expect(s.queued).toEqual([item]);
    expect(s.remembered).toEqual([{ orderProcedureId: 'p2', name: '合肩' }]);
  });

  it('a refused code or one that needs the network shows why, with a signal; the next scan starts over', async () => {
    const failure = new CardLookupError({ kind: 'needsNetwork' });
    const s = start((code) => (code === 'ET1.NEW' ? Promise.reject(failure) : code === 'ET1.BAD' ? Promise.reject(new Error('boom')) : fromServer(code)));
    s.actor.send({ type: 'code.submit', code: 'ET1.NEW' });
    const failed = await waitFor(s.actor, (snap) => snap.matches('failed'));
    expect(failed.context.failure).toEqual({ kind: 'needsNetwork' });
    expect(s.failures()).toBe(1);
    // No report without a card.
    s.actor.send({ type: 'report', scan: scan(1), procedureName: 'x' });
    expect(s.queued).toEqual([]);
    s.actor.send({ type: 'code.submit', code: 'ET1.BAD' });
    expect((await waitFor(s.actor, (snap) => snap.matches('failed') && snap.context.code === 'ET1.BAD')).context.failure).toEqual({ kind: 'failed', message: null });
    s.actor.send({ type: 'code.submit', code: 'ET1.OK' });
    const ready = await waitFor(s.actor, (snap) => snap.matches('ready'));
    expect(ready.context.failure).toBeNull();
  });

  it('a newer code wins over a lookup still in flight', async () => {
    let release: (value: CardLookup) => void = () => undefined;
    const s = start((code) => (code === 'ET1.SLOW' ? new Promise<CardLookup>((resolve) => (release = resolve)) : fromServer(code)));
    s.actor.send({ type: 'code.submit', code: 'ET1.SLOW' });
    s.actor.send({ type: 'code.submit', code: 'ET1.FAST' });
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    release({ card: card('ET1.SLOW'), from: 'server', fetchedAt: '' });
    await Promise.resolve();
    expect(s.actor.getSnapshot().context.lookup?.card.bundle.code).toBe('ET1.FAST');
  });
});
