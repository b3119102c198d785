import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COEFFICIENT_ONE } from '../domain/pricing';
import { ORDER_STATUSES } from '../domain/order-status';
import { BUNDLE_STATUSES } from '../production/production.types';
import {
  businessDateIn,
  claimState,
  decideClaim,
  isTimeZone,
  parseRevokeMinutes,
  revokeRefusal,
  scanUnitPrice,
  workAmount,
  type ClaimFacts,
} from './claim-rules';
import { TICKET_LOG_STATUSES } from './ticket-log';

const open = (bundleQty: number, reported: number): ClaimFacts => ({
  bundleQty,
  bundleStatus: 'printed',
  scanBlocked: false,
  bundleOutsourced: false,
  orderStatus: 'producing',
  procedureOutsourced: false,
  reported,
});

const facts = fc.record({
  bundleQty: fc.integer({ min: 1, max: 500 }),
  bundleStatus: fc.constantFrom(...BUNDLE_STATUSES),
  scanBlocked: fc.boolean(),
  bundleOutsourced: fc.boolean(),
  orderStatus: fc.constantFrom(...ORDER_STATUSES),
  procedureOutsourced: fc.boolean(),
  reported: fc.integer({ min: 0, max: 600 }),
});

describe('claimState', () => {
  it('remaining is never below 0 nor above the bundle qty; claimable exactly when no reason', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const s = claimState(f);
        expect(s.remaining).toBeGreaterThanOrEqual(0);
        expect(s.remaining).toBeLessThanOrEqual(f.bundleQty);
        expect(s.claimable).toBe(s.reason === null);
        if (s.claimable) expect(s.remaining).toBeGreaterThan(0);
      }),
    );
  });

  it('a draft order has its own reason, other non-producing orders another; a void bundle comes first', () => {
    expect(claimState({ ...open(10, 0), orderStatus: 'draft' }).reason).toBe('orderDraft');
    for (const status of ['completed', 'closed', 'cancelled'] as const) expect(claimState({ ...open(10, 0), orderStatus: status }).reason).toBe('orderNotProducing');
    expect(claimState({ ...open(10, 0), orderStatus: 'draft', bundleStatus: 'void' }).reason).toBe('bundleVoid');
    expect(claimState({ ...open(10, 0), scanBlocked: true }).reason).toBe('bundleBlocked');
    expect(claimState({ ...open(10, 0), bundleOutsourced: true }).reason).toBe('bundleOutsourced');
    expect(claimState({ ...open(10, 0), procedureOutsourced: true }).reason).toBe('procedureOutsourced');
    expect(claimState(open(10, 10))).toEqual({ remaining: 0, claimable: false, reason: 'nothingRemaining' });
    expect(claimState(open(10, 4))).toEqual({ remaining: 6, claimable: true, reason: null });
  });
});

describe('decideClaim', () => {
  it('any sequence of claims and revokes keeps Σ claimed ≤ bundle qty, and each accepted claim takes ≥ 1', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('claim' as const), qty: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }) }),
      fc.record({ kind: fc.constant('revoke' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.array(step, { maxLength: 60 }), (bundleQty, steps) => {
        const live: number[] = [];
        for (const s of steps) {
          const reported = live.reduce((a, b) => a + b, 0);
          if (s.kind === 'revoke') {
            if (live.length > 0) live.splice(s.pick % live.length, 1);
            continue;
          }
          const d = decideClaim(open(bundleQty, reported), s.qty);
          if (d.ok) {
            expect(d.qty).toBeGreaterThanOrEqual(1);
            if (s.qty === null) expect(d.remainingAfter).toBe(0);
            live.push(d.qty);
          } else {
            expect(d.reason === 'nothingRemaining' || (d.reason === 'qtyExceedsRemaining' && s.qty !== null && s.qty > d.remaining)).toBe(true);
          }
          expect(live.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(bundleQty);
        }
      }),
    );
  });

  it('says what remains when the asked qty does not fit', () => {
    expect(decideClaim(open(30, 25), 6)).toEqual({ ok: false, reason: 'qtyExceedsRemaining', remaining: 5 });
    expect(decideClaim(open(30, 25), 5)).toEqual({ ok: true, qty: 5, remainingAfter: 0 });
    expect(decideClaim(open(30, 25), null)).toEqual({ ok: true, qty: 5, remainingAfter: 0 });
  });
});

describe('money of a scan', () => {
  it('amount = qty × unit price exactly and is additive over quantities', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.bigInt({ min: 0n, max: 99_999_999_999n }), (a, b, price) => {
        expect(workAmount(a + b, price)).toBe(workAmount(a, price) + workAmount(b, price));
        expect(workAmount(a, price)).toBe(BigInt(a) * price);
      }),
    );
  });

  it('the unit price follows the level override, then the size, then default × coefficient', () => {
    const rows = [
      { technicalLevelId: 'L2', size: null, price: 2_000_000n },
      { technicalLevelId: null, size: 'XL', price: 400_000n },
    ];
    expect(scanUnitPrice({ defaultPrice: 1_200_000n, rows, technicalLevelId: 'L2', coefficient: 12_000n, size: 'M' }).price).toBe(2_000_000n);
    expect(scanUnitPrice({ defaultPrice: 1_200_000n, rows, technicalLevelId: 'L1', coefficient: 12_000n, size: 'XL' }).price).toBe(400_000n);
    const byCoefficient = scanUnitPrice({ defaultPrice: 1_200_000n, rows, technicalLevelId: 'L1', coefficient: 11_500n, size: 'M' });
    expect(byCoefficient).toEqual({ price: 1_380_000n, source: 'default', coefficient: 11_500n });
    expect(scanUnitPrice({ defaultPrice: 333_333n, rows: [], technicalLevelId: null, coefficient: COEFFICIENT_ONE, size: 'S' }).price).toBe(333_333n);
  });
});

describe('businessDateIn', () => {
  it('in Shanghai (no daylight saving) the date is the UTC date of the instant + 8 h', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }), (t) => {
        expect(businessDateIn(t, 'Asia/Shanghai')).toBe(new Date(t + 8 * 3600_000).toISOString().slice(0, 10));
      }),
    );
  });

  it('a scan at 07:30 in Shanghai is that day, not the previous UTC day; an unknown zone falls back to Shanghai', () => {
    const t = Date.UTC(2026, 10, 26, 23, 30);
    expect(businessDateIn(t, 'Asia/Shanghai')).toBe('2026-11-27');
    expect(businessDateIn(t, 'UTC')).toBe('2026-11-26');
    expect(businessDateIn(t, 'Not/AZone')).toBe('2026-11-27');
    expect(isTimeZone('Not/AZone')).toBe(false);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
  });
});

describe('revokeRefusal', () => {
  const minute = 60_000;
  const record = { userId: 'w', status: 'valid' as const, settlementId: null, occurredAt: 1_000_000 };
  const worker = { userId: 'w', mayRevokeOthers: false, mayRevokeOwn: true };

  it('a settled record is never revoked, whoever asks; only pending or valid ones are', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TICKET_LOG_STATUSES), fc.boolean(), fc.boolean(), fc.option(fc.uuid(), { nil: null }), fc.nat(10 ** 9), (status, others, own, settlementId, later) => {
        const refusal = revokeRefusal({ ...record, status, settlementId }, { userId: 'w', mayRevokeOthers: others, mayRevokeOwn: own }, record.occurredAt + later, 10);
        if (status === 'settled' || settlementId !== null) expect(refusal).toBe('settled');
        else if (status !== 'valid' && status !== 'pending') expect(refusal).toBe('notLive');
        if (refusal === null) expect(others || (own && later <= 10 * minute)).toBe(true);
      }),
    );
  });

  it('own records within the window; another worker’s never without the permission', () => {
    expect(revokeRefusal(record, worker, record.occurredAt + 10 * minute, 10)).toBeNull();
    expect(revokeRefusal(record, worker, record.occurredAt + 10 * minute + 1, 10)).toBe('windowPassed');
    expect(revokeRefusal(record, { ...worker, userId: 'x' }, record.occurredAt, 10)).toBe('notOwn');
    expect(revokeRefusal(record, { userId: 'x', mayRevokeOthers: true, mayRevokeOwn: false }, record.occurredAt + 999 * minute, 10)).toBeNull();
  });

  it('reads the minutes setting, falling back on anything but a whole number', () => {
    expect(parseRevokeMinutes('15', 10)).toBe(15);
    expect(parseRevokeMinutes('0', 10)).toBe(0);
    for (const bad of [undefined, '', 'x', '-1', '1.5']) expect(parseRevokeMinutes(bad, 10)).toBe(10);
  });
});
