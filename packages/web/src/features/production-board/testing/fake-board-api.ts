import type { ProductionBoardEndpoints } from '@eticket/api-client';
import type {
  BundleDrillDto,
  BundleProgressRowDto,
  OrderProgressDto,
  ProductionHomeDto,
  ProductionReceiptDto,
  ProgressOrderRowDto,
  ReceiptAvailabilityDto,
  SummaryDto,
} from '@eticket/core/production-board';
import { vi, type Mock } from 'vitest';

/** Board answers of the web tests: one producing order of 3 bundles, a few records, one receipt. */

export const ORDER: ProgressOrderRowDto = {
  id: 'order-1',
  orderNo: 'DD-001',
  styleNo: 'ST-001',
  productName: '男式长袖衬衫',
  customerName: '华联',
  status: 2,
  deliveryDate: '2026-12-20',
  overdue: false,
  totalQty: 1500,
  cutQty: 30,
  completedQty: 10,
  percent: 33,
};

export const HOME: ProductionHomeDto = {
  today: '2026-11-27',
  timeZone: 'Asia/Shanghai',
  piecesToday: 1234,
  piecesYesterday: 987,
  piecesMonth: 23456,
  wageToday: '1520.35',
  producingOrders: 4,
  inProductionQty: 3200,
  openOrders: 6,
  overdueOrders: 2,
  bedsCutToday: 3,
  cutQtyToday: 840,
  daily: Array.from({ length: 14 }, (_, i) => ({ date: `2026-11-${String(14 + i)}`, qty: 100 + i })),
  latest: [{ id: 'log-1', occurredAt: '2026-11-27T02:10:00.000Z', name: '张三', orderNo: 'DD-001', bundleNo: 7, procedureName: '做领', qty: 20, status: 'valid' }],
};

export const ORDER_PROGRESS: OrderProgressDto = {
  order: ORDER,
  procedures: [
    { orderProcedureId: 'p1', seq: 1, name: '做领', stage: 'sewing', total: 30, done: 20, remaining: 10, percent: 66, amount: '24.00' },
    { orderProcedureId: 'p2', seq: 2, name: '上领', stage: 'sewing', total: 30, done: 14, remaining: 16, percent: 46, amount: '11.20' },
  ],
  bundleCount: 3,
  completedBundles: 1,
};

export const BUNDLE_ROWS: BundleProgressRowDto[] = [1, 2, 3].map((n) => ({
  bundleId: `b-${String(n)}`,
  bundleNo: n,
  bedDisplayNo: '16',
  color: '黑色',
  size: n === 3 ? 'M' : 'S',
  qty: 10,
  completedQty: n === 1 ? 10 : 0,
  remainingQty: n === 1 ? 0 : 10,
  proceduresDone: n === 1 ? 2 : 0,
  procedureCount: 2,
  percent: n === 1 ? 100 : 0,
}));

export const BUNDLE: BundleDrillDto = {
  bundle: { ...BUNDLE_ROWS[0], bundleId: 'b-2', bundleNo: 2, completedQty: 0, remainingQty: 10, proceduresDone: 1, percent: 50, orderId: 'order-1', orderNo: 'DD-001', styleNo: 'ST-001' } as BundleDrillDto['bundle'],
  procedures: [
    { orderProcedureId: 'p1', seq: 1, name: '做领', done: 10, remaining: 0 },
    { orderProcedureId: 'p2', seq: 2, name: '上领', done: 4, remaining: 6 },
  ],
  records: [
    { id: 'r1', occurredAt: '2026-11-27T02:00:00.000Z', businessDate: '2026-11-27', name: '李四', reportedByName: '王组长', orderProcedureId: 'p2', procedureName: '上领', qty: 4, status: 'valid' },
    { id: 'r2', occurredAt: '2026-11-26T02:00:00.000Z', businessDate: '2026-11-26', name: '张三', reportedByName: '张三', orderProcedureId: 'p1', procedureName: '做领', qty: 10, status: 'revoked' },
  ],
};

export const SUMMARY: SummaryDto = {
  groupBy: 'day',
  from: '2026-10-29',
  to: '2026-11-27',
  stages: ['sewing', 'packing'],
  rows: [
    { key: '2026-11-26', label: '2026-11-26', detail: '', cutQty: 0, reported: { cutting: 0, sewing: 10, finishing: 0, pressing: 0, packing: 0, other: 0 }, reportedQty: 10, completedQty: 0 },
    { key: '2026-11-27', label: '2026-11-27', detail: '', cutQty: 30, reported: { cutting: 0, sewing: 30, finishing: 0, pressing: 0, packing: 4, other: 0 }, reportedQty: 34, completedQty: 4 },
  ],
  totals: { cutQty: 30, reported: { cutting: 0, sewing: 40, finishing: 0, pressing: 0, packing: 4, other: 0 }, reportedQty: 44, completedQty: 4 },
};

export const RECEIPT: ProductionReceiptDto = {
  id: 'rc-1',
  receiptNo: 'RK-20261127-001',
  orderId: 'order-1',
  orderNo: 'DD-001',
  styleNo: 'ST-001',
  productName: '男式长袖衬衫',
  customerName: '华联',
  receiptDate: '2026-11-27',
  receiver: '仓库 李',
  colors: ['黑色', '白色'],
  sizes: ['S', 'M'],
  lines: [{ color: '黑色', size: 'S', qty: 6 }],
  totalQty: 6,
  remark: null,
  creationTime: '2026-11-27T03:00:00.000Z',
};

export const AVAILABILITY: ReceiptAvailabilityDto = {
  orderId: 'order-1',
  orderNo: 'DD-001',
  styleNo: 'ST-001',
  colors: ['黑色', '白色'],
  sizes: ['S', 'M'],
  completed: { cells: [[10, 0], [0, 0]], rowTotals: [10, 0], columnTotals: [10, 0], total: 10 },
  received: { cells: [[6, 0], [0, 0]], rowTotals: [6, 0], columnTotals: [6, 0], total: 6 },
  available: { cells: [[4, 0], [0, 0]], rowTotals: [4, 0], columnTotals: [4, 0], total: 4 },
};

/** Every endpoint a mock, so a test reads its calls. */
export type FakeBoardApi = { [K in keyof ProductionBoardEndpoints]: Mock<ProductionBoardEndpoints[K]> };

export function fakeBoardApi(overrides: Partial<ProductionBoardEndpoints> = {}): FakeBoardApi {
  const fakes: ProductionBoardEndpoints = {
    home: vi.fn(() => Promise.resolve(HOME)),
    progressOrders: vi.fn(() => Promise.resolve({ items: [ORDER], totalCount: 1 })),
    orderProgress: vi.fn(() => Promise.resolve(ORDER_PROGRESS)),
    orderBundles: vi.fn(() => Promise.resolve({ items: BUNDLE_ROWS, totalCount: 3 })),
    bundle: vi.fn(() => Promise.resolve(BUNDLE)),
    summary: vi.fn(() => Promise.resolve(SUMMARY)),
    exportSummary: vi.fn(() => Promise.resolve(new Blob(['x']))),
    receipts: vi.fn(() => Promise.resolve({ items: [RECEIPT], totalCount: 1, totalQty: 6 })),
    exportReceipts: vi.fn(() => Promise.resolve(new Blob(['x']))),
    availability: vi.fn(() => Promise.resolve(AVAILABILITY)),
    receipt: vi.fn(() => Promise.resolve(RECEIPT)),
    createReceipt: vi.fn(() => Promise.resolve({ ...RECEIPT, id: 'rc-2', receiptNo: 'RK-20261127-002', totalQty: 4 })),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fakes).map(([name, fn]) => [name, vi.fn(fn)])) as FakeBoardApi;
}
