import { describe, expect, it } from 'vitest';
import { OutboxRetry, newOutboxItem, retryDelayMs } from './outbox';
import { FakeServer, FakeStorage, onWire, scan, settle, startOutbox, started, statuses } from './outbox-harness';
import { outboxSelectors } from './outbox.machine';

const REFUSAL = { code: 'Eticket:ScanQtyExceedsRemaining', message: '数量超过剩余数量' };

describe('outbox machine', () => {
  it('sends scans one at a time, oldest first, and stores each status', async () => {
    const h = startOutbox();
    await started(h);
    const server = new FakeServer();
    h.actor.send({ type: 'scan.add', scan: scan(1) });
    h.actor.send({ type: 'scan.add', scan: scan(2) });
    await settle();
    expect(h.inFlight).toHaveLength(1);
    expect(statuses(h)).toEqual(['req-001:sending', 'req-002:pending']);
    expect(h.storage.items.get('req-002')?.status).toBe('pending');
    onWire(h).resolve(server.record(onWire(h).item));
    await settle();
    expect(onWire(h).item.clientRequestId).toBe('req-002');
    onWire(h).resolve(server.record(onWire(h).item));
    await settle();
    expect(statuses(h)).toEqual(['req-001:sent', 'req-002:sent']);
    expect([...h.storage.items.values()].map((item) => item.status)).toEqual(['sent', 'sent']);
    expect(h.actor.getSnapshot().context.items[0]?.receipt?.recordId).toBe('log-1');
    expect(server.created).toEqual(['req-001', 'req-002']);
  });

  it('offline: keeps scans pending and sends nothing until the network is back', async () => {
    const h = startOutbox({ online: false });
    await started(h);
    for (const n of [1, 2, 3]) h.actor.send({ type: 'scan.add', scan: scan(n) });
    await settle();
    expect(h.sends).toEqual([]);
    expect(statuses(h)).toEqual(['req-001:pending', 'req-002:pending', 'req-003:pending']);
    expect(h.actor.getSnapshot().matches({ running: { delivery: 'offline' } })).toBe(true);
    h.actor.send({ type: 'network.online' });
    await settle();
    expect(h.sends).toEqual(['req-001']);
  });

  it('retries a transport failure with the same key after a growing backoff', async () => {
    const h = startOutbox();
    await started(h);
    h.actor.send({ type: 'scan.add', scan: scan(1) });
    await settle();
    onWire(h).reject(new Error('network down'));
    await settle();
    expect(statuses(h)).toEqual(['req-001:pending']);
    expect(outboxSelectors.waitingToRetry(h.actor.getSnapshot())).toBe(true);
    expect(h.actor.getSnapshot().context.items[0]?.attempts).toBe(1);
    // Not before the delay…
    h.clock.increment(retryDelayMs(1) - 1);
    await settle();
    expect(h.sends).toEqual(['req-001']);
    h.clock.increment(1);
    await settle();
    expect(h.sends).toEqual(['req-001', 'req-001']);
    // The second failure waits twice as long.
    onWire(h).reject(new Error('network down'));
    await settle();
    h.clock.increment(retryDelayMs(1));
    await settle();
    expect(h.sends).toHaveLength(2);
    h.clock.increment(retryDelayMs(2) - retryDelayMs(1));
    await settle();
    expect(h.sends).toEqual(['req-001', 'req-001', 'req-001']);
  });

  it('going online or the retry button skips the backoff', async () => {
    const h = startOutbox();
    await started(h);
    h.actor.send({ type: 'scan.add', scan: scan(1) });
    await settle();
    onWire(h).reject(new Error('timeout'));
    await settle();
    h.actor.send({ type: 'outbox.retry' });
    await settle();
    expect(h.sends).toHaveLength(2);
    onWire(h).reject(new Error('timeout'));
    await settle();
    h.actor.send({ type: 'network.offline' });
    h.actor.send({ type: 'network.online' });
    await settle();
    expect(h.sends).toHaveLength(3);
  });

  it('a lost reply then the same reply again: one record on the server, the item sent once', async () => {
    const h = startOutbox();
    await started(h);
    const server = new FakeServer();
    h.actor.send({ type: 'scan.add', scan: scan(1) });
    await settle();
    // The server records it, but the reply never arrives.
    server.record(onWire(h).item);
    onWire(h).reject(new Error('connection reset'));
    await settle();
    h.actor.send({ type: 'outbox.retry' });
    await settle();
    const replay = server.record(onWire(h).item);
    expect(replay.kind === 'sent' && replay.receipt.replayed).toBe(true);
    onWire(h).resolve(replay);
    await settle();
    expect(server.created).toEqual(['req-001']);
    expect(server.arrivals).toEqual(['req-001', 'req-001']);
    expect(statuses(h)).toEqual(['req-001:sent']);
    expect(h.actor.getSnapshot().context.items[0]?.receipt?.replayed).toBe(true);
  });

  it('a tap whose key is already in the outbox adds nothing', async () => {
    const h = startOutbox({ online: false });
    await started(h);
    h.actor.send({ type: 'scan.add', scan: scan(1) });
    h.actor.send({ type: 'scan.add', scan: scan(1, { qty: 3 }) });
    await settle();
    expect(statuses(h)).toEqual(['req-001:pending']);
    expect(h.actor.getSnapshot().context.items[0]?.qty).toBeNull();
  });

  it('a refusal keeps the reason and is never sent again', async () => {
    const h = startOutbox();
    await started(h);
    h.actor.send({ type: 'scan.add', scan: scan(1) });
    h.actor.send({ type: 'scan.add', scan: scan(2) });
    await settle();
    onWire(h).resolve({ kind: 'refused', refusal: REFUSAL });
    await settle();
    const [first] = h.actor.getSnapshot().context.items;
    expect(first?.status).toBe('refused');
    expect(first?.refusal).toEqual(REFUSAL);
    expect(h.storage.items.get('req-001')?.refusal).toEqual(REFUSAL);
    // The next one goes; the refused one never again, whatever happens.
    expect(onWire(h).item.clientRequestId).toBe('req-002');
    onWire(h).resolve(new FakeServer().record(onWire(h).item));
    await settle();
    h.actor.send({ type: 'outbox.retry' });
    h.actor.send({ type: 'network.offline' });
    h.actor.send({ type: 'network.online' });
    await settle();
    expect(h.sends).toEqual(['req-001', 'req-002']);
  });

  it('reload: items left pending or sending are loaded and sent, in tap order, with their keys', async () => {
    const storage = new FakeStorage();
    const before = startOutbox({ storage, online: false });
    await started(before);
    for (const n of [1, 2, 3]) before.actor.send({ type: 'scan.add', scan: scan(n) });
    await settle();
    before.actor.stop();
    // One was on the wire when the page went away.
    const third = storage.items.get('req-003');
    if (third === undefined) throw new Error('not stored');
    storage.items.set('req-003', { ...third, status: 'sending' });

    const after = startOutbox({ storage, online: true });
    await started(after);
    expect(statuses(after)).toEqual(['req-001:sending', 'req-002:pending', 'req-003:pending']);
    expect(storage.items.get('req-003')?.status).toBe('pending');
    const server = new FakeServer();
    for (let i = 0; i < 3; i += 1) {
      onWire(after).resolve(server.record(onWire(after).item));
      await settle();
    }
    expect(server.created).toEqual(['req-001', 'req-002', 'req-003']);
    expect(statuses(after)).toEqual(['req-001:sent', 'req-002:sent', 'req-003:sent']);
  });

  it('a scan tapped while the stored ones load comes after them', async () => {
    const storage = new FakeStorage();
    await storage.write({ kind: 'put', item: newOutboxItem(scan(1)) });
    const h = startOutbox({ storage, online: false });
    h.actor.send({ type: 'scan.add', scan: scan(2) });
    await started(h);
    expect(statuses(h)).toEqual(['req-001:pending', 'req-002:pending']);
  });

  it('without storage the outbox still works from memory and says so', async () => {
    const storage = new FakeStorage();
    storage.failLoad = true;
    const h = startOutbox({ storage });
    await started(h);
    expect(outboxSelectors.storageFailed(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'scan.add', scan: scan(1) });
    await settle();
    expect(h.sends).toEqual(['req-001']);
  });

  it('a failed write does not stop the outbox', async () => {
    const storage = new FakeStorage();
    const h = startOutbox({ storage });
    await started(h);
    storage.failWrites = true;
    h.actor.send({ type: 'scan.add', scan: scan(1) });
    await settle();
    expect(outboxSelectors.storageFailed(h.actor.getSnapshot())).toBe(true);
    expect(h.sends).toEqual(['req-001']);
    expect(h.actor.getSnapshot().context.writes).toEqual([]);
  });

  it('keeps the latest settled items as history and never drops an unsent one', async () => {
    const h = startOutbox({ historyLimit: 2 });
    await started(h);
    const server = new FakeServer();
    for (const n of [1, 2, 3]) h.actor.send({ type: 'scan.add', scan: scan(n) });
    await settle();
    for (let i = 0; i < 3; i += 1) {
      onWire(h).resolve(server.record(onWire(h).item));
      await settle();
    }
    expect(statuses(h)).toEqual(['req-002:sent', 'req-003:sent']);
    expect([...h.storage.items.keys()].sort()).toEqual(['req-002', 'req-003']);
  });

  it('dismisses a settled item, never a pending one', async () => {
    const h = startOutbox({ online: true });
    await started(h);
    h.actor.send({ type: 'scan.add', scan: scan(1) });
    await settle();
    onWire(h).resolve({ kind: 'refused', refusal: REFUSAL });
    h.actor.send({ type: 'network.offline' });
    await settle();
    h.actor.send({ type: 'scan.add', scan: scan(2) });
    h.actor.send({ type: 'outbox.dismiss', clientRequestId: 'req-002' });
    h.actor.send({ type: 'outbox.dismiss', clientRequestId: 'req-001' });
    await settle();
    expect(statuses(h)).toEqual(['req-002:pending']);
    expect([...h.storage.items.keys()]).toEqual(['req-002']);
  });

  it('the backoff never exceeds its cap', () => {
    expect(retryDelayMs(1)).toBe(OutboxRetry.baseMs);
    expect(retryDelayMs(100)).toBe(OutboxRetry.capMs);
  });
});
