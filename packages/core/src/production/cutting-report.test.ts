import { describe, expect, it } from 'vitest';
import { cuttingReport } from './cutting-report';
import type { CuttingReportSourceRow } from './production.types';

function row(overrides: Partial<CuttingReportSourceRow>): CuttingReportSourceRow {
  return {
    cuttingTimeId: 'bed',
    cutDate: '2026-11-03',
    orderId: 'o1',
    orderNo: 'DD-001',
    orderQty: 500,
    productId: 'p1',
    styleNo: 'ST-01',
    productName: '男式衬衫',
    cutterUserId: 'u1',
    cutterName: '王师傅',
    bundleCount: 10,
    qty: 300,
    ...overrides,
  };
}

const ROWS = [
  row({ cuttingTimeId: 'a', cutDate: '2026-11-04' }),
  row({ cuttingTimeId: 'b', qty: 250, bundleCount: 8 }),
  row({ cuttingTimeId: 'c', orderId: 'o2', orderNo: 'DD-002', orderQty: 100, productId: 'p2', styleNo: 'ST-02', cutterUserId: null, cutterName: '李姐', qty: 90, bundleCount: 3 }),
];

describe('cutting report', () => {
  it('by day, in date order, with totals', () => {
    const report = cuttingReport(ROWS, ['day']);
    expect(report.rows.map((r) => [r.keys[0]?.label, r.bedCount, r.bundleCount, r.qty])).toEqual([
      ['2026-11-03', 2, 11, 340],
      ['2026-11-04', 1, 10, 300],
    ]);
    expect(report.totals).toEqual({ bedCount: 3, bundleCount: 21, qty: 640 });
  });

  it('by order alone compares with the order quantity (positive = over-cut)', () => {
    const report = cuttingReport(ROWS, ['order']);
    expect(report.rows.map((r) => [r.keys[0]?.label, r.qty, r.orderQty, r.difference])).toEqual([
      ['DD-001', 550, 500, 50],
      ['DD-002', 90, 100, -10],
    ]);
  });

  it('two dimensions; cutters grouped by user, free-text names by text', () => {
    const report = cuttingReport(ROWS, ['day', 'cutter']);
    expect(report.rows.map((r) => r.keys.map((k) => k.label))).toEqual([
      ['2026-11-03', '李姐'],
      ['2026-11-03', '王师傅'],
      ['2026-11-04', '王师傅'],
    ]);
    expect(report.rows.every((r) => r.orderQty === null && r.difference === null)).toBe(true);
    expect(cuttingReport(ROWS, ['style']).rows.map((r) => r.keys[0]?.label)).toEqual(['ST-01 男式衬衫', 'ST-02 男式衬衫']);
  });

  it('nothing cut: no rows, zero totals', () => {
    expect(cuttingReport([], ['cutter'])).toEqual({ groupBy: ['cutter'], rows: [], totals: { bedCount: 0, bundleCount: 0, qty: 0 } });
  });
});
