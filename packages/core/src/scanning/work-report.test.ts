import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal, sum } from '../money/money';
import { organizationWorkReport, type WorkReportRow } from './work-report';

const row = fc.record({
  organizationId: fc.constantFrom(null, 'o1', 'o2'),
  organizationName: fc.constant(null),
  userId: fc.constantFrom('u1', 'u2', 'u3'),
  userName: fc.constant('w'),
  name: fc.constantFrom('张三', '李四', ''),
  orderProcedureId: fc.constantFrom('p1', 'p2', 'p3'),
  procedureName: fc.constant('工序'),
  seq: fc.integer({ min: 1, max: 3 }),
  recordCount: fc.integer({ min: 1, max: 50 }),
  qty: fc.integer({ min: 1, max: 5000 }),
  amount: fc.bigInt({ min: 0n, max: 10n ** 12n }),
});

describe('organizationWorkReport', () => {
  it('keeps every piece and every micro: Σ items = Σ procedures = Σ rows, one item per (organization, member)', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (raw) => {
        const rows: WorkReportRow[] = raw.map((r) => ({ ...r, organizationName: r.organizationId === null ? null : `组${r.organizationId}` }));
        const items = organizationWorkReport(rows);
        expect(items.reduce((n, i) => n + i.qty, 0)).toBe(rows.reduce((n, r) => n + r.qty, 0));
        expect(sum(items.map((i) => parseDecimal(i.amount)))).toBe(sum(rows.map((r) => r.amount)));
        expect(items.reduce((n, i) => n + i.recordCount, 0)).toBe(rows.reduce((n, r) => n + r.recordCount, 0));
        for (const item of items) {
          expect(item.procedures.reduce((n, p) => n + p.qty, 0)).toBe(item.qty);
          expect(sum(item.procedures.map((p) => parseDecimal(p.amount)))).toBe(parseDecimal(item.amount));
        }
        expect(new Set(items.map((i) => `${String(i.organizationId)}/${i.userId}`)).size).toBe(items.length);
      }),
    );
  });

  it('lists organizations by name with members without one last', () => {
    const base = { userName: 'w', orderProcedureId: 'p', procedureName: '做领', seq: 1, recordCount: 1, qty: 1, amount: 1_000_000n };
    const items = organizationWorkReport([
      { ...base, organizationId: null, organizationName: null, userId: 'u3', name: '王五' },
      { ...base, organizationId: 'b', organizationName: '车缝二组', userId: 'u2', name: '李四' },
      { ...base, organizationId: 'a', organizationName: '车缝一组', userId: 'u1', name: '张三' },
    ]);
    expect(items.map((i) => i.organizationName)).toEqual(['车缝二组', '车缝一组', null].sort((x, y) => (x === null ? 1 : y === null ? -1 : new Intl.Collator('zh-Hans-CN').compare(x, y))));
    expect(items[2]?.amount).toBe('1.00');
  });
});
