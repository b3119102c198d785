import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../money/money';
import { bundleDone, chartPoints, completionPercent, rollupOrganizations, slowestProcedure, totalRow, type OrganizationFact } from './reports';
import { businessDateIn, defaultReportRange, parseReportQuery, rangeDays } from './reports-input';
import type { ReportColumn } from './reports.types';

const ORGS = [
  { id: 'a', parentId: null, sort: 1, name: '一车间' },
  { id: 'a1', parentId: 'a', sort: 1, name: '一组' },
  { id: 'a2', parentId: 'a', sort: 2, name: '二组' },
  { id: 'a11', parentId: 'a1', sort: 1, name: '一组A' },
  { id: 'b', parentId: null, sort: 2, name: '二车间' },
];

const fact = fc.record({
  organizationId: fc.constantFrom<string | null>('a', 'a1', 'a2', 'a11', 'b', null, 'gone'),
  userId: fc.constantFrom('u1', 'u2', 'u3', 'u4'),
  qty: fc.integer({ min: 1, max: 500 }),
  records: fc.integer({ min: 1, max: 20 }),
  amount: fc.bigInt({ min: 0n, max: 10_000_000_000n }),
}) satisfies fc.Arbitrary<OrganizationFact>;

describe('organization roll-up', () => {
  it('top-level organizations and the unassigned line add up to everything; a parent holds each child; head counts are distinct', () => {
    fc.assert(
      fc.property(fc.array(fact, { maxLength: 40 }), (facts) => {
        const out = rollupOrganizations(ORGS, facts, null, '-');
        const top = out.filter((o) => o.depth === 0);
        expect(top.reduce((s, o) => s + o.qty, 0)).toBe(facts.reduce((s, f) => s + f.qty, 0));
        expect(top.reduce((s, o) => s + o.amount, 0n)).toBe(facts.reduce((s, f) => s + f.amount, 0n));
        const byId = new Map(out.map((o) => [o.id, o]));
        for (const org of ORGS) {
          const parent = org.parentId === null ? undefined : byId.get(org.parentId);
          const self = byId.get(org.id);
          if (parent && self) {
            expect(parent.qty).toBeGreaterThanOrEqual(self.qty);
            expect(parent.headcount).toBeGreaterThanOrEqual(self.headcount);
          }
        }
        const a = byId.get('a');
        const inA = new Set(facts.filter((f) => f.organizationId !== null && ['a', 'a1', 'a2', 'a11'].includes(f.organizationId)).map((f) => f.userId));
        expect(a?.headcount).toBe(inA.size);
      }),
    );
  });

  it('from a root: only its subtree, depth-first', () => {
    const facts: OrganizationFact[] = [
      { organizationId: 'a11', userId: 'u1', qty: 10, records: 1, amount: 1_500_000n },
      { organizationId: 'a2', userId: 'u1', qty: 5, records: 1, amount: 500_000n },
      { organizationId: 'b', userId: 'u2', qty: 7, records: 1, amount: 0n },
    ];
    const out = rollupOrganizations(ORGS, facts, 'a', '-');
    expect(out.map((o) => [o.id, o.depth, o.qty, o.headcount])).toEqual([
      ['a', 0, 15, 1],
      ['a1', 1, 10, 1],
      ['a11', 2, 10, 1],
      ['a2', 1, 5, 1],
    ]);
  });
});

describe('order completion', () => {
  it('a bundle is done as far as its least-reported procedure', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 8 }), (sums) => {
        const ids = sums.map((_, i) => `p${String(i)}`);
        const reported = new Map(ids.map((id, i) => [id, sums[i] ?? 0]));
        const done = bundleDone(ids, reported);
        expect(done).toBe(Math.min(...sums));
        for (const s of sums) expect(done).toBeLessThanOrEqual(s);
        expect(bundleDone([...ids, 'unreported'], reported)).toBe(0);
        expect(slowestProcedure(ids.map((id, i) => ({ id, name: id, qty: sums[i] ?? 0 })))?.qty).toBe(done);
      }),
    );
    expect(bundleDone([], new Map())).toBe(0);
  });

  it('completion is a percentage with one decimal, 0 when nothing was ordered', () => {
    expect(completionPercent(1, 3)).toBe(33.3);
    expect(completionPercent(2, 3)).toBe(66.7);
    expect(completionPercent(5, 0)).toBe(0);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (c, o) => completionPercent(Math.min(c, o), o) <= 100));
  });
});

describe('totals and chart points', () => {
  const columns: ReportColumn[] = [
    { key: 'day', label: 'Reports.Column.Date', kind: 'date' },
    { key: 'qty', label: 'Reports.Column.Qty', kind: 'int' },
    { key: 'amount', label: 'Reports.Column.Amount', kind: 'money' },
  ];
  const row = fc.record({ day: fc.constantFrom('2026-11-01', '2026-11-02', '2026-11-03'), qty: fc.integer({ min: 0, max: 1000 }), amount: fc.bigInt({ min: 0n, max: 99_999_999n }).map((m) => `${String(m / 100n)}.${String(m % 100n).padStart(2, '0')}`) });

  it('money is summed exactly; chart points keep every category once and sum to the total', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const totals = totalRow(columns, rows);
        expect(totals.qty).toBe(rows.reduce((s, r) => s + r.qty, 0));
        expect(parseDecimal(String(totals.amount))).toBe(rows.reduce((s, r) => s + parseDecimal(r.amount), 0n));
        expect(totals.day).toBeNull();
        const points = chartPoints(rows, 'day', ['qty'], 31);
        expect(points.length).toBe(new Set(rows.map((r) => r.day)).size);
        expect(points.reduce((s, p) => s + (p.values.qty ?? 0), 0)).toBe(totals.qty);
      }),
    );
  });

  it('rounds the total once, half-up to the fen', () => {
    const rows = [{ amount: '0.004' }, { amount: '0.004' }, { amount: '0.002' }];
    expect(totalRow([{ key: 'amount', label: 'Reports.Column.Amount', kind: 'money' }], rows).amount).toBe('0.01');
  });

  it('caps the points', () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ day: String(i), qty: 1 }));
    expect(chartPoints(rows, 'day', ['qty'], 31)).toHaveLength(31);
  });
});

describe('report query', () => {
  it('needs a kind and both dates, at most 370 days apart', () => {
    const bad = parseReportQuery({});
    expect(bad.ok ? [] : Object.keys(bad.errors).sort()).toEqual(['from', 'kind', 'to']);
    const long = parseReportQuery({ kind: 'workerOutput', from: '2025-01-01', to: '2026-11-01' });
    expect(long.ok ? null : long.errors.to?.key).toBe('Reports.Validation.RangeTooLong');
    const unknown = parseReportQuery({ kind: 'salary', from: '2026-11-01', to: '2026-11-02' });
    expect(unknown.ok ? null : unknown.errors.kind?.key).toBe('Catalog.Validation.Invalid');
    expect(parseReportQuery({ kind: 'cutting', from: '2026-11-01', to: '2026-11-30', keyword: ' DD ' })).toEqual({
      ok: true,
      value: { kind: 'cutting', from: '2026-11-01', to: '2026-11-30', organizationId: null, keyword: 'DD' },
    });
  });
});

describe('default range', () => {
  it('ends today in the tenant zone: 20:00 UTC is already tomorrow in Shanghai', () => {
    const now = Date.parse('2026-11-27T20:00:00Z');
    expect(defaultReportRange(now, 'Asia/Shanghai')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(defaultReportRange(now, 'Europe/London', 1)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(businessDateIn(now, 'Not/AZone')).toBe('2026-11-28');
  });

  it('always spans the asked number of days and passes the reader', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2090-01-01') }), fc.integer({ min: 1, max: 370 }), (now, days) => {
        const range = defaultReportRange(now, 'Asia/Shanghai', days);
        expect(rangeDays(range.from, range.to)).toBe(days);
        expect(parseReportQuery({ kind: 'workerOutput', ...range }).ok).toBe(true);
      }),
    );
  });
});
