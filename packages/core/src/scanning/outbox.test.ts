import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OUTBOX_STATUSES,
  OutboxRetry,
  countOutbox,
  isRetryableStatus,
  isSettled,
  mergeRestored,
  newOutboxItem,
  nextToSend,
  pruneSettled,
  queuedQty,
  restoreItems,
  retryDelayMs,
  type OutboxItem,
} from './outbox';
import { scan } from './outbox-harness';

const itemArb = fc
  .record({
    n: fc.integer({ min: 0, max: 500 }),
    status: fc.constantFrom(...OUTBOX_STATUSES),
    qty: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
    code: fc.constantFrom('A', 'B'),
    proc: fc.constantFrom('p1', 'p2'),
  })
  .map(({ n, status, qty, code, proc }): OutboxItem => ({ ...newOutboxItem(scan(n, { qty, code, orderProcedureId: proc })), status }));

/** Items with distinct keys, as an outbox holds them. */
const itemsArb = fc.uniqueArray(itemArb, { selector: (item) => item.clientRequestId, maxLength: 30 });

describe('outbox rules', () => {
  it('backoff: never below the base, never above the cap, never shorter after another failure', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1_000 }), (attempts) => {
        const delay = retryDelayMs(attempts);
        expect(delay).toBeGreaterThanOrEqual(OutboxRetry.baseMs);
        expect(delay).toBeLessThanOrEqual(OutboxRetry.capMs);
        expect(retryDelayMs(attempts + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });

  it('retryable: no answer, timeouts, 401, 408, 429 and 5xx; every other answer is final', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 599 }), (status) => {
        const expected = status === 401 || status === 408 || status === 429 || status >= 500;
        expect(isRetryableStatus(status)).toBe(expected);
      }),
    );
    expect([null, 0, 1].every(isRetryableStatus)).toBe(true);
    expect([400, 403, 404, 409].some(isRetryableStatus)).toBe(false);
  });

  it('the next to send is the first pending one, and never a settled or sending one', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const next = nextToSend(items);
        const firstPending = items.findIndex((item) => item.status === 'pending');
        expect(next === null ? -1 : items.indexOf(next)).toBe(firstPending);
      }),
    );
  });

  it('restoring: same keys, nothing sending any more, tap order', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const restored = restoreItems(items);
        expect(restored.map((item) => item.clientRequestId).sort()).toEqual(items.map((item) => item.clientRequestId).sort());
        expect(restored.some((item) => item.status === 'sending')).toBe(false);
        for (let i = 1; i < restored.length; i += 1) expect(restored[i - 1]!.queuedAt <= restored[i]!.queuedAt).toBe(true);
        // Settled items keep their status; the others are pending.
        for (const item of restored) {
          const before = items.find((candidate) => candidate.clientRequestId === item.clientRequestId)!;
          expect(item.status).toBe(isSettled(before) ? before.status : 'pending');
        }
      }),
    );
  });

  it('merging stored items with new taps: each key once, stored ones first, the in-memory one wins', () => {
    fc.assert(
      fc.property(itemsArb, itemsArb, (stored, current) => {
        const merged = mergeRestored(current, stored);
        const keys = merged.map((item) => item.clientRequestId);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set([...stored, ...current].map((item) => item.clientRequestId)));
        expect(merged.slice(merged.length - current.length)).toEqual(current);
      }),
    );
  });

  it('pruning drops only the oldest settled items beyond the limit', () => {
    fc.assert(
      fc.property(itemsArb, fc.integer({ min: 0, max: 40 }), (items, limit) => {
        const { kept, dropped } = pruneSettled(items, limit);
        expect(kept.filter((item) => !isSettled(item))).toEqual(items.filter((item) => !isSettled(item)));
        const settled = items.filter(isSettled);
        expect(kept.filter(isSettled)).toEqual(settled.slice(Math.max(settled.length - limit, 0)));
        expect(kept.length + dropped.length).toBe(items.length);
      }),
    );
  });

  it('counts add up; queued qty sums what this device reported since the card was read, refusals aside', () => {
    fc.assert(
      fc.property(itemsArb, fc.constantFrom('', '2026-11-27T08:00:30.000Z'), (items, since) => {
        const counts = countOutbox(items);
        expect(counts.pending + counts.sent + counts.refused).toBe(items.length);
        const open = items.filter((item) => item.status !== 'refused' && item.code === 'A' && item.orderProcedureId === 'p1' && item.queuedAt >= since);
        const expected = open.some((item) => item.qty === null) ? Number.POSITIVE_INFINITY : open.reduce((sum, item) => sum + (item.qty ?? 0), 0);
        expect(queuedQty(items, 'A', 'p1', since)).toBe(expected);
      }),
    );
  });
});
