import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, MICROS_PER_FEN, parseDecimal, type Micros } from '../money/money';
import {
  averagePerHead,
  changeOf,
  isStatisticsMonth,
  monthDates,
  monthNet,
  NO_ORGANIZATION,
  orgFigures,
  parseMonth,
  percentText,
  pivotYear,
  previousMonth,
  rollupOrganizations,
  totalOf,
  type WorkerMonthNet,
} from './wage-statistics';
import { parseWageOrgMemberQuery, parseWageOrgMonthQuery, parseWageYearQuery } from './wage-statistics-input';
import type { WorkerMonthFigures } from './wage-statistics.types';

const USERS = ['u0', 'u1', 'u2', 'u3', 'u4', 'u5'] as const;
const ORG = '5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d';

/** Piece amounts at 4 decimals, adjustments to the fen, as the server hands them over. */
const figure = fc.record({
  userId: fc.constantFrom(...USERS),
  month: fc.integer({ min: 1, max: 12 }),
  pieceQty: fc.integer({ min: 0, max: 5_000 }),
  pieceAmount: fc.bigInt({ min: 0n, max: 5_000_000_000n }).map((m) => formatDecimal(m * 100n, 4, 4)),
  additionAmount: fc.bigInt({ min: 0n, max: 100_000n }).map((f) => formatDecimal(f * MICROS_PER_FEN, 2, 2)),
  deductionAmount: fc.bigInt({ min: 0n, max: 100_000n }).map((f) => formatDecimal(f * MICROS_PER_FEN, 2, 2)),
});
/** One row per worker and month, as the SQL groups them. */
const figures = fc.uniqueArray(figure, { selector: (f) => `${f.userId}/${String(f.month)}`, maxLength: 40 });

/** A forest of up to 6 organizations: each one's parent is an earlier one or none. */
const tree = fc
  .array(fc.integer({ min: -1, max: 5 }), { minLength: 1, maxLength: 6 })
  .map((parents) => parents.map((p, i) => ({ id: `o${String(i)}`, parentId: p >= 0 && p < i ? `o${String(p)}` : null })));

const nets = (orgCount: number) =>
  fc.uniqueArray(
    fc.record({
      userId: fc.constantFrom(...USERS),
      organizationId: fc.option(fc.integer({ min: 0, max: orgCount }).map((i) => `o${String(i)}`)),
      pieceQty: fc.integer({ min: 0, max: 1_000 }),
      net: fc.bigInt({ min: -10_000_000n, max: 10_000_000n }).map((f) => f * MICROS_PER_FEN),
    }),
    { selector: (w) => w.userId },
  );

const amount = (text: string): Micros => parseDecimal(text);

describe('wage statistics rules', () => {
  it('months: parse, the one before, the dates of it', () => {
    expect(parseMonth('2026-02')).toEqual([2026, 2]);
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('2026-2')).toBeNull();
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-10')).toBe('2026-09');
    expect(monthDates('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthDates('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('a worker month is rounded once to the fen, half-up', () => {
    expect(monthNet({ pieceQty: 3, pieceAmount: '1.0050', additionAmount: '0.00', deductionAmount: '0.00' })).toBe(1_010_000n);
    expect(monthNet({ pieceQty: 3, pieceAmount: '1.0049', additionAmount: '2.00', deductionAmount: '5.00' })).toBe(-2_000_000n);
  });

  it('year: each row is Σ of its months; the totals are Σ of the rows, whether by worker or by organization', () => {
    fc.assert(
      fc.property(figures, (list: WorkerMonthFigures[]) => {
        const orgOf = (userId: string) => (userId < 'u3' ? 'a' : 'b');
        const byWorker = pivotYear(list, (u) => u);
        const byOrg = pivotYear(list, orgOf);
        for (const { rows, totals } of [byWorker, byOrg]) {
          for (const row of rows.values()) {
            expect(row.months.reduce((s, m) => s + m.amount, 0n)).toBe(row.total);
            expect(row.months.reduce((s, m) => s + m.pieceQty, 0)).toBe(row.pieceQty);
          }
          expect([...rows.values()].reduce((s, r) => s + r.total, 0n)).toBe(totals.total);
          expect(totals.months.reduce((s, m) => s + m.amount, 0n)).toBe(totals.total);
        }
        expect(byOrg.totals.total).toBe(byWorker.totals.total);
        expect(byOrg.totals.users.size).toBe(byWorker.rows.size);
        // The totals are the sum of every worker month's own rounded net.
        expect(byWorker.totals.total).toBe(list.reduce((s, f) => s + monthNet(f), 0n));
        // A month's headcount counts each worker once.
        for (const [i, cell] of byWorker.totals.months.entries()) expect(cell.users.size).toBe(list.filter((f) => f.month === i + 1).length);
      }),
    );
  });

  it('average per head: amount ÷ headcount, half-up to the fen (exact, never a float)', () => {
    expect(averagePerHead(amount('10.00'), 3)).toBe(amount('3.33'));
    expect(averagePerHead(amount('0.05'), 2)).toBe(amount('0.03'));
    expect(averagePerHead(amount('-0.05'), 2)).toBe(amount('-0.03'));
    expect(averagePerHead(amount('5.00'), 0)).toBe(0n);
    fc.assert(
      fc.property(fc.bigInt({ min: -1_000_000_000_000n, max: 1_000_000_000_000n }), fc.integer({ min: 1, max: 10_000 }), (fen, headcount) => {
        const total = fen * MICROS_PER_FEN;
        const average = averagePerHead(total, headcount);
        expect(average % MICROS_PER_FEN).toBe(0n);
        // Within half a fen per head of the exact quotient, and a tie goes away from zero.
        const diff = average * BigInt(headcount) - total;
        const half = (MICROS_PER_FEN * BigInt(headcount)) / 2n;
        expect(diff <= half && diff >= -half).toBe(true);
        if (diff === half) expect(total).toBeGreaterThan(0n);
        if (diff === -half) expect(total).toBeLessThan(0n);
      }),
    );
  });

  it('change against last month: exact difference; percent of last month with one decimal, none when last month was 0', () => {
    expect(changeOf(amount('110.00'), amount('100.00'))).toEqual({ change: amount('10.00'), percentTenths: 100n });
    expect(changeOf(amount('100.00'), amount('300.00'))).toEqual({ change: amount('-200.00'), percentTenths: -667n });
    expect(changeOf(amount('5.00'), 0n)).toEqual({ change: amount('5.00'), percentTenths: null });
    expect(percentText(-667n)).toBe('-66.7');
    expect(percentText(5n)).toBe('0.5');
    fc.assert(
      fc.property(fc.bigInt({ min: -10_000_000_000n, max: 10_000_000_000n }), fc.bigInt({ min: -10_000_000_000n, max: 10_000_000_000n }), (current, previous) => {
        const { change, percentTenths } = changeOf(current * MICROS_PER_FEN, previous * MICROS_PER_FEN);
        expect(previous * MICROS_PER_FEN + change).toBe(current * MICROS_PER_FEN);
        if (previous === 0n) expect(percentTenths).toBeNull();
        else {
          expect(percentTenths).not.toBeNull();
          // The percent has the change's sign (or is 0 when it rounds away).
          if (percentTenths !== null && percentTenths !== 0n) expect(percentTenths > 0n).toBe(change > 0n);
        }
      }),
    );
  });

  it("organizations: a parent's figures are its own members plus its subtree's; headcounts are distinct workers", () => {
    fc.assert(
      fc.property(
        tree.chain((t) => fc.tuple(fc.constant(t), nets(t.length))),
        ([orgs, workers]: [{ id: string; parentId: string | null }[], WorkerMonthNet[]]) => {
          const rolled = rollupOrganizations(orgs, workers);
          const known = new Set(orgs.map((o) => o.id));
          for (const org of orgs) {
            const own = workers.filter((w) => w.organizationId === org.id);
            const children = orgs.filter((o) => o.parentId === org.id).map((o) => rolled.get(o.id));
            const figures = rolled.get(org.id);
            const expected = own.reduce((s, w) => s + w.net, 0n) + children.reduce((s, c) => s + (c?.amount ?? 0n), 0n);
            expect(figures?.amount ?? 0n).toBe(expected);
            const pieces = own.reduce((s, w) => s + w.pieceQty, 0) + children.reduce((s, c) => s + (c?.pieceQty ?? 0), 0);
            expect(figures?.pieceQty ?? 0).toBe(pieces);
            const heads = new Set([...own.map((w) => w.userId), ...children.flatMap((c) => [...(c?.users ?? [])])]);
            expect(figures?.users.size ?? 0).toBe(heads.size);
          }
          // The roots and the workers without a known organization make up the company.
          const roots = orgs.filter((o) => o.parentId === null).map((o) => rolled.get(o.id)?.amount ?? 0n);
          const loose = rolled.get(NO_ORGANIZATION)?.amount ?? 0n;
          expect(roots.reduce((s, a) => s + a, 0n) + loose).toBe(totalOf(workers).amount);
          expect(workers.filter((w) => w.organizationId === null || !known.has(w.organizationId)).length).toBe(rolled.get(NO_ORGANIZATION)?.users.size ?? 0);
        },
      ),
    );
  });

  it('the wire figures of an organization: headcount, pieces, amount and average to the fen', () => {
    expect(orgFigures({ pieceQty: 7, amount: amount('100.00'), users: new Set(['a', 'b', 'c']) })).toEqual({ headcount: 3, pieceQty: 7, amount: '100.00', average: '33.33' });
    expect(orgFigures(undefined)).toEqual({ headcount: 0, pieceQty: 0, amount: '0.00', average: '0.00' });
  });
});

describe('wage statistics readers', () => {
  it('year: required, within range; grouping worker or organization; an organization id', () => {
    expect(parseWageYearQuery({ year: '2026' })).toEqual({ ok: true, value: { year: 2026, organizationId: null, groupBy: 'worker', skipCount: 0, maxResultCount: 10 } });
    expect(parseWageYearQuery({ year: '2026', groupBy: 'organization', organizationId: ORG.toUpperCase(), skipCount: '20', maxResultCount: '50' })).toEqual({
      ok: true,
      value: { year: 2026, organizationId: ORG, groupBy: 'organization', skipCount: 20, maxResultCount: 50 },
    });
    const bad = parseWageYearQuery({ year: '1999', groupBy: 'team', organizationId: 'x' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['groupBy', 'organizationId', 'year']);
    expect(parseWageYearQuery({}).ok).toBe(false);
  });

  it('month: YYYY-MM only', () => {
    expect(parseWageOrgMonthQuery({ month: '2026-03' })).toEqual({ ok: true, value: { month: '2026-03' } });
    expect(isStatisticsMonth('2026-03')).toBe(true);
    for (const month of ['', '2026-3', '2026-13', '2026-03-01', '1999-12', 'abcd-ef']) {
      expect(isStatisticsMonth(month), month).toBe(false);
      const result = parseWageOrgMonthQuery({ month });
      expect(result.ok, month).toBe(false);
      if (!result.ok) expect(result.errors.month?.key).toBe(month === '' ? 'Validation.Required' : 'Wages.Validation.MonthInvalid');
    }
    expect(parseWageOrgMemberQuery({ month: '2026-03', organizationId: ORG })).toEqual({
      ok: true,
      value: { month: '2026-03', organizationId: ORG, withoutOrganization: false, skipCount: 0, maxResultCount: 10 },
    });
  });

  it('members: an organization, the whole company or the workers without one, never an organization and none', () => {
    expect(parseWageOrgMemberQuery({ month: '2026-03', withoutOrganization: 'true' })).toEqual({
      ok: true,
      value: { month: '2026-03', organizationId: null, withoutOrganization: true, skipCount: 0, maxResultCount: 10 },
    });
    expect(parseWageOrgMemberQuery({ month: '2026-03', withoutOrganization: 'false' })).toMatchObject({ ok: true, value: { organizationId: null, withoutOrganization: false } });
    for (const [query, field, key] of [
      [{ organizationId: ORG, withoutOrganization: 'true' }, 'withoutOrganization', 'Wages.Validation.OrganizationOrNone'],
      [{ organizationId: 'x', withoutOrganization: 'true' }, 'withoutOrganization', 'Wages.Validation.OrganizationOrNone'],
      [{ withoutOrganization: 'yes' }, 'withoutOrganization', 'Catalog.Validation.Invalid'],
    ] as const) {
      const result = parseWageOrgMemberQuery({ month: '2026-03', ...query });
      expect(result.ok, JSON.stringify(query)).toBe(false);
      if (!result.ok) expect(result.errors[field]?.key).toBe(key);
    }
  });
});
