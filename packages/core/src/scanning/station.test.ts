import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BundleProcedureStateDto } from '../production/production.types';
import { TICKET_LOG_STATUSES } from './ticket-log';
import { canRevokeOwn, defaultProcedure, periodRange, readStationQty, revokeMinutes, stationProcedures, tenantDate, unofferedReason } from './station';

const procedureArb = (seq: number) =>
  fc.record({ remaining: fc.integer({ min: 0, max: 30 }), claimable: fc.boolean(), reason: fc.option(fc.constant('Production.Scan.Outsourced'), { nil: null }) }).map(
    ({ remaining, claimable, reason }): BundleProcedureStateDto => ({
      orderProcedureId: `p${String(seq)}`,
      seq,
      name: `工序${String(seq)}`,
      reported: 30 - remaining,
      remaining,
      claimable: claimable && remaining > 0,
      reason: claimable && remaining > 0 ? null : reason,
      unitPrice: '0.3500',
    }),
  );

const proceduresArb = fc.integer({ min: 0, max: 8 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => procedureArb(i + 1))));
const queuedArb = fc.dictionary(fc.constantFrom('p1', 'p2', 'p3', 'p4'), fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constant(Number.POSITIVE_INFINITY)));

describe('station rules', () => {
  it('offered procedures come first, each group in procedure order; nothing is lost or invented', () => {
    fc.assert(
      fc.property(proceduresArb, queuedArb, (procedures, queued) => {
        const shown = stationProcedures(procedures, (id) => queued[id] ?? 0);
        expect(shown.map((p) => p.orderProcedureId).sort()).toEqual(procedures.map((p) => p.orderProcedureId).sort());
        const firstUnoffered = shown.findIndex((p) => !p.offered);
        if (firstUnoffered >= 0) expect(shown.slice(firstUnoffered).every((p) => !p.offered)).toBe(true);
        for (const group of [shown.filter((p) => p.offered), shown.filter((p) => !p.offered)]) {
          expect(group.map((p) => p.seq)).toEqual([...group.map((p) => p.seq)].sort((a, b) => a - b));
        }
      }),
    );
  });

  it('never offers more than the server has left less what is queued here, and never a procedure the server refuses', () => {
    fc.assert(
      fc.property(proceduresArb, queuedArb, (procedures, queued) => {
        for (const p of stationProcedures(procedures, (id) => queued[id] ?? 0)) {
          expect(p.available).toBe(Math.max(p.remaining - (queued[p.orderProcedureId] ?? 0), 0));
          expect(p.offered).toBe(p.claimable && p.available > 0);
          expect(unofferedReason(p) === null).toBe(p.offered);
        }
      }),
    );
  });

  it('the default is the last used one when offered (by id, else by name), else the first offered, else none', () => {
    const lastArb = fc.option(fc.record({ orderProcedureId: fc.constantFrom('p1', 'p2', 'p9'), name: fc.constantFrom('工序1', '工序3', '锁边') }), { nil: null });
    fc.assert(
      fc.property(proceduresArb, lastArb, (procedures, last) => {
        const shown = stationProcedures(procedures, () => 0);
        const chosen = defaultProcedure(shown, last);
        const offered = shown.filter((p) => p.offered);
        const expected =
          offered.find((p) => p.orderProcedureId === last?.orderProcedureId) ?? offered.find((p) => p.name === last?.name) ?? offered[0] ?? null;
        expect(chosen).toBe(expected?.orderProcedureId ?? null);
        if (chosen !== null) expect(shown.find((p) => p.orderProcedureId === chosen)?.offered).toBe(true);
      }),
    );
  });

  it('own records: revocable only within the window, unsettled, pending or valid', () => {
    const at = Date.parse('2026-11-27T08:00:00Z');
    fc.assert(
      fc.property(
        fc.constantFrom(...TICKET_LOG_STATUSES),
        fc.integer({ min: -5 * 60_000, max: 120 * 60_000 }),
        fc.integer({ min: -1, max: 60 }),
        fc.boolean(),
        (status, elapsed, minutes, settled) => {
          const record = { status, occurredAt: new Date(at).toISOString(), settlementId: settled ? 's1' : null };
          const expected = minutes > 0 && !settled && (status === 'valid' || status === 'pending') && elapsed >= 0 && elapsed <= minutes * 60_000;
          expect(canRevokeOwn(record, at + elapsed, minutes)).toBe(expected);
        },
      ),
    );
  });

  it('reads the revoke setting as whole minutes, anything else as never', () => {
    expect([revokeMinutes('10'), revokeMinutes(undefined), revokeMinutes('-3'), revokeMinutes('1.5'), revokeMinutes('x')]).toEqual([10, 0, 0, 0, 0]);
  });

  it('today and this month are the tenant calendar’s, not UTC', () => {
    // 2026-11-30 20:00 UTC is already 1 December in Shanghai.
    const now = Date.parse('2026-11-30T20:00:00Z');
    expect(tenantDate(now, 'Asia/Shanghai')).toBe('2026-12-01');
    expect(tenantDate(now, 'UTC')).toBe('2026-11-30');
    expect(tenantDate(now, 'Not/AZone')).toBe('2026-12-01');
    expect(periodRange('month', '2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(periodRange('month', '2026-12-17')).toEqual({ from: '2026-12-01', to: '2026-12-17' });
    expect(periodRange('today', '2026-12-17')).toEqual({ from: '2026-12-17', to: '2026-12-17' });
  });
});

describe('station qty', () => {
  it('accepts exactly the whole numbers from 1 to what is available', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 200 }).map(String), fc.string()), fc.integer({ min: 0, max: 100 }), (text, available) => {
        const read = readStationQty(text, available);
        const n = Number(text.trim());
        const whole = /^\d{1,6}$/.test(text.trim()) && n >= 1;
        if (!whole) expect(read).toEqual({ error: 'ScanStation.Qty.Invalid' });
        else if (n > available) expect(read).toEqual({ error: 'ScanStation.Qty.TooMany' });
        else expect(read).toEqual({ qty: n });
      }),
    );
  });
});
