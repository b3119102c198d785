import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROCEDURE_STAGES } from '../catalog/catalog.types';
import { addDays, businessDateIn, daysBetween, daysUntil, monthStart } from './board-dates';
import { buildSummary, orderProgress, progressOf, receiptAvailability, receiptExcess, type ProgressBundle, type ReportedCell } from './progress';

const procedureIds = ['p1', 'p2', 'p3'];
const procedures = procedureIds.map((id, i) => ({ id, seq: i + 1, name: id, stage: 'sewing' as const }));

/** Bundles of 1–60 pieces and, per (bundle, procedure), records that may over-report (the rules must cap). */
const orderArb = fc
  .array(fc.integer({ min: 1, max: 60 }), { minLength: 0, maxLength: 12 })
  .chain((qtys) => {
    const bundles: ProgressBundle[] = qtys.map((qty, i) => ({ id: `b${String(i)}`, bundleNo: i + 1, bedDisplayNo: '1', color: 'c', size: 's', qty }));
    const cell = fc.record({
      bundle: fc.integer({ min: 0, max: Math.max(0, bundles.length - 1) }),
      procedure: fc.constantFrom(...procedureIds),
      qty: fc.integer({ min: 1, max: 70 }),
      amount: fc.bigInt({ min: 0n, max: 100_000_000n }),
    });
    return fc.tuple(fc.constant(bundles), bundles.length === 0 ? fc.constant([]) : fc.array(cell, { maxLength: 40 }));
  })
  .map(([bundles, cells]) => ({
    bundles,
    reports: cells.map((c): ReportedCell => ({ bundleId: bundles[c.bundle]?.id ?? '', orderProcedureId: c.procedure, qty: c.qty, amount: c.amount })),
  }));

describe('order progress', () => {
  it('a bundle is done up to the least reported over the procedures, the order the sum, percents in 0–100', () => {
    fc.assert(
      fc.property(orderArb, ({ bundles, reports }) => {
        const p = orderProgress(bundles, procedures, reports);
        for (const row of p.bundles) {
          const reported = (id: string) => reports.filter((r) => r.bundleId === row.bundleId && r.orderProcedureId === id).reduce((n, r) => n + r.qty, 0);
          expect(row.completedQty).toBe(Math.min(row.qty, ...procedureIds.map(reported)));
          expect(row.completedQty + row.remainingQty).toBe(row.qty);
          expect(row.percent).toBeGreaterThanOrEqual(0);
          expect(row.percent).toBeLessThanOrEqual(100);
        }
        expect(p.completedQty).toBe(p.bundles.reduce((n, b) => n + b.completedQty, 0));
        expect(p.completedQty).toBeLessThanOrEqual(p.cutQty);
        for (const proc of p.procedures) {
          expect(proc.total).toBe(p.cutQty);
          expect(proc.percent).toBeLessThanOrEqual(100);
          expect(proc.remaining).toBe(Math.max(0, proc.total - proc.done));
          // No bundle completes more than its least-reported procedure allows.
          expect(p.completedQty).toBeLessThanOrEqual(Math.max(proc.done, 0));
        }
      }),
    );
  });

  it('every procedure reported in full completes every bundle; nothing reported completes none', () => {
    fc.assert(
      fc.property(orderArb, ({ bundles }) => {
        const full = bundles.flatMap((b) => procedureIds.map((id) => ({ bundleId: b.id, orderProcedureId: id, qty: b.qty, amount: 0n })));
        const all = orderProgress(bundles, procedures, full);
        expect(all.completedQty).toBe(all.cutQty);
        expect(all.completedBundles).toBe(bundles.length);
        expect(all.procedures.every((p) => p.remaining === 0 && p.percent === (all.cutQty === 0 ? 0 : 100))).toBe(true);
        const none = orderProgress(bundles, procedures, []);
        expect(none.completedQty).toBe(0);
        expect(none.completedBundles).toBe(0);
      }),
    );
  });

  it('records of bundles that are not live do not count', () => {
    const p = orderProgress([{ id: 'a', bundleNo: 1, bedDisplayNo: '1', color: 'c', size: 's', qty: 10 }], procedures, [
      { bundleId: 'void', orderProcedureId: 'p1', qty: 10, amount: 1_000_000n },
    ]);
    expect(p.procedures[0]).toMatchObject({ done: 0, remaining: 10, amount: '0.00' });
  });

  it('sums the exact amounts of a procedure', () => {
    const p = orderProgress([{ id: 'a', bundleNo: 1, bedDisplayNo: '1', color: 'c', size: 's', qty: 10 }], procedures, [
      { bundleId: 'a', orderProcedureId: 'p1', qty: 3, amount: 1_111_111n },
      { bundleId: 'a', orderProcedureId: 'p1', qty: 3, amount: 2_222_222n },
    ]);
    expect(p.procedures[0]?.amount).toBe('3.333333');
  });

  it('progressOf never goes above 100 % nor below 0 remaining', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (done, total) => {
        const p = progressOf(done, total);
        expect(p.percent).toBeGreaterThanOrEqual(0);
        expect(p.percent).toBeLessThanOrEqual(100);
        expect(p.remaining).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('receipt availability', () => {
  const colors = ['黑', '白'];
  const sizes = ['S', 'M', 'L'];
  const lineArb = fc.record({ color: fc.constantFrom(...colors), size: fc.constantFrom(...sizes), qty: fc.integer({ min: 0, max: 50 }) });

  it('what is left is completed minus received, never negative; a request within it is never refused', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 10 }), fc.array(lineArb, { maxLength: 10 }), (completed, received) => {
        const a = receiptAvailability(colors, sizes, completed, received);
        a.available.cells.forEach((row, c) => {
          row.forEach((left, s) => {
            expect(left).toBe(Math.max(0, (a.completed.cells[c]?.[s] ?? 0) - (a.received.cells[c]?.[s] ?? 0)));
          });
        });
        const within = a.available.cells.flatMap((row, c) => row.map((qty, s) => ({ color: colors[c] ?? '', size: sizes[s] ?? '', qty })));
        expect(receiptExcess(colors, sizes, a.available, within)).toEqual([]);
        const over = within.map((l) => ({ ...l, qty: l.qty + 1 }));
        expect(receiptExcess(colors, sizes, a.available, over)).toHaveLength(over.length);
      }),
    );
  });

  it('two lines of one cell count together, and unknown colours are refused', () => {
    const a = receiptAvailability(colors, sizes, [{ color: '黑', size: 'S', qty: 5 }], []);
    expect(receiptExcess(colors, sizes, a.available, [{ color: '黑', size: 'S', qty: 3 }, { color: '黑', size: 'S', qty: 3 }])).toEqual([1]);
    expect(receiptExcess(colors, sizes, a.available, [{ color: '红', size: 'S', qty: 1 }])).toEqual([0]);
  });
});

describe('summary', () => {
  const key = fc.constantFrom('a', 'b', 'c');
  it('totals are the sums of the rows; completed never exceeds reported', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key, qty: fc.nat(100) })),
        fc.array(fc.record({ key, qty: fc.nat(100), stage: fc.constantFrom(...PROCEDURE_STAGES), last: fc.boolean() })),
        (cut, reports) => {
          const s = buildSummary(
            'order',
            cut.map((c) => ({ ...c, label: c.key, detail: '' })),
            reports.map((r) => ({ ...r, label: r.key, detail: '' })),
          );
          expect(s.totals.cutQty).toBe(cut.reduce((n, c) => n + c.qty, 0));
          expect(s.totals.reportedQty).toBe(reports.reduce((n, r) => n + r.qty, 0));
          expect(s.rows.reduce((n, r) => n + r.completedQty, 0)).toBe(s.totals.completedQty);
          for (const r of s.rows) {
            expect(r.completedQty).toBeLessThanOrEqual(r.reportedQty);
            expect(PROCEDURE_STAGES.reduce((n, st) => n + r.reported[st], 0)).toBe(r.reportedQty);
          }
          expect(s.stages.every((st) => s.totals.reported[st] > 0)).toBe(true);
        },
      ),
    );
  });

  it('days come in date order', () => {
    const s = buildSummary('day', [{ key: '2026-11-03', label: '2026-11-03', detail: '', qty: 1 }, { key: '2026-11-01', label: '2026-11-01', detail: '', qty: 1 }], []);
    expect(s.rows.map((r) => r.key)).toEqual(['2026-11-01', '2026-11-03']);
  });
});

describe('board dates', () => {
  const dateArb = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  it('moving by n days and back returns the day; daysUntil ends on the day and has the count', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -400, max: 400 }), fc.integer({ min: 1, max: 31 }), (date, n, count) => {
        expect(addDays(addDays(date, n), -n)).toBe(date);
        expect(daysBetween(date, addDays(date, n))).toBe(n);
        const days = daysUntil(date, count);
        expect(days).toHaveLength(count);
        expect(days.at(-1)).toBe(date);
        expect(monthStart(date) <= date).toBe(true);
      }),
    );
  });

  it('takes the date in the tenant zone: 23:30 UTC is already the next day in Shanghai', () => {
    const at = Date.parse('2026-11-26T23:30:00Z');
    expect(businessDateIn(at, 'Asia/Shanghai')).toBe('2026-11-27');
    expect(businessDateIn(at, 'UTC')).toBe('2026-11-26');
    expect(businessDateIn(at, 'Not/AZone')).toBe('2026-11-27');
  });
});
