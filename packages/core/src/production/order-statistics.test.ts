import { describe, expect, it } from 'vitest';
import { buildOrderStatistics, bundleCompletedQty, type StatisticsBundle } from './order-statistics';

const bundle = (id: string, bundleNo: number, color: string, size: string, qty: number, status: StatisticsBundle['status'] = 'printed'): StatisticsBundle => ({
  id,
  bundleNo,
  cuttingTimeId: 'bed1',
  bedDisplayNo: '16',
  color,
  size,
  qty,
  status,
});

describe('order statistics', () => {
  const input = {
    colors: ['黑', '白'],
    sizes: ['S', 'M'],
    lines: [
      { color: '黑', size: 'S', qty: 30 },
      { color: '白', size: 'M', qty: 20 },
    ],
    bundles: [bundle('b2', 2, '白', 'M', 12), bundle('b1', 1, '黑', 'S', 10), bundle('b3', 3, '黑', 'S', 8, 'void')],
    procedures: [
      { id: 'p2', seq: 2, name: '上领', stage: 'sewing' as const },
      { id: 'p1', seq: 1, name: '做领', stage: 'sewing' as const },
    ],
    reports: [
      { bundleId: 'b1', orderProcedureId: 'p1', qty: 10, amount: 5_000_000n },
      { bundleId: 'b1', orderProcedureId: 'p2', qty: 6, amount: 1_800_000n },
      { bundleId: 'b2', orderProcedureId: 'p1', qty: 12, amount: 6_000_000n },
    ],
    excludeBundles: false,
  };

  it('ordered vs cut vs completed by colour × size; void bundles do not count', () => {
    const stats = buildOrderStatistics(input);
    expect(stats.ordered.cells).toEqual([[30, 0], [0, 20]]);
    expect(stats.cut.cells).toEqual([[10, 0], [0, 12]]);
    expect(stats.completed.cells).toEqual([[6, 0], [0, 0]]);
    expect(stats.bundleCount).toBe(2);
    expect(stats.bundles?.map((b) => [b.bundleNo, b.completedQty])).toEqual([
      [1, 6],
      [2, 0],
    ]);
  });

  it('per-procedure progress in sequence with exact amounts', () => {
    const stats = buildOrderStatistics(input);
    expect(stats.procedures.map((p) => [p.seq, p.total, p.done, p.remaining, p.percent, p.amount])).toEqual([
      [1, 22, 22, 0, 100, '11.00'],
      [2, 22, 6, 16, 27, '1.80'],
    ]);
  });

  it('excludeBundles drops only the bundle list', () => {
    const stats = buildOrderStatistics({ ...input, excludeBundles: true });
    expect(stats.bundles).toBeNull();
    expect(stats.bundleCount).toBe(2);
    expect(stats.cut.total).toBe(22);
  });

  it('nothing scanned yet: everything zero, nothing completed', () => {
    const stats = buildOrderStatistics({ ...input, reports: [] });
    expect(stats.completed.total).toBe(0);
    expect(stats.procedures.every((p) => p.done === 0 && p.amount === '0.00')).toBe(true);
  });

  it('a bundle is complete up to the least reported procedure, capped at its qty', () => {
    expect(bundleCompletedQty(10, ['a', 'b'], new Map([['a', 12], ['b', 11]]))).toBe(10);
    expect(bundleCompletedQty(10, ['a', 'b'], new Map([['a', 4]]))).toBe(0);
    expect(bundleCompletedQty(10, [], new Map())).toBe(0);
  });
});
