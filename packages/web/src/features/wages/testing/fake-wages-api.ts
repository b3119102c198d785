import { ApiError, type WageEndpoints } from '@eticket/api-client';
import type { MySettlementItemDto, MyWageDto, WageAmounts, WageDetailDto, WageDetailLineDto, WageDetailQuery } from '@eticket/core/wages';

/** Every call rejects unless the test stubs it: a test states what the server answers. */
function rejecting(name: string) {
  return () => Promise.reject(new Error(`fake wages: ${name} not stubbed`));
}

function group<T>(prefix: string, names: readonly (keyof T & string)[]): T {
  return Object.fromEntries(names.map((name) => [name, rejecting(`${prefix}.${name}`)])) as T;
}

export type WagesOverrides = { [K in keyof WageEndpoints]?: Partial<WageEndpoints[K]> };

export function fakeWagesApi(overrides: WagesOverrides = {}): WageEndpoints {
  return {
    wages: { ...group<WageEndpoints['wages']>('wages', ['list', 'exportExcel', 'mine', 'payslipPrintData', 'payrollPrintData', 'detailPrintData']), ...overrides.wages },
    reports: { ...group<WageEndpoints['reports']>('reports', ['report', 'exportExcel', 'userMonth']), ...overrides.reports },
    adjustments: { ...group<WageEndpoints['adjustments']>('adjustments', ['list', 'exportExcel', 'get', 'create', 'update', 'delete']), ...overrides.adjustments },
    settlements: {
      ...group<WageEndpoints['settlements']>('settlements', [
        'list',
        'exportExcel',
        'exportItems',
        'get',
        'create',
        'update',
        'delete',
        'confirmations',
        'recalculate',
        'submit',
        'withdraw',
        'lock',
        'unlock',
        'markPaid',
      ]),
      ...overrides.settlements,
    },
    items: { ...group<WageEndpoints['items']>('items', ['resolve', 'remind', 'forceConfirm', 'confirm', 'dispute']), ...overrides.items },
  };
}

export function amounts(overrides: Partial<WageAmounts> = {}): WageAmounts {
  return {
    pieceQty: 1250,
    pieceAmount: '3120.5500',
    additionAmount: '200.00',
    deductionAmount: '50.00',
    grossAmount: '3320.5500',
    netAmount: '3270.55',
    ...overrides,
  };
}

export function mySettlement(overrides: Partial<MySettlementItemDto> = {}): MySettlementItemDto {
  return {
    ...amounts(),
    itemId: 'item-1',
    settlementId: 'set-1',
    settlementNo: 'WS20261001-01',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    status: 'confirming',
    confirmStatus: 'pending',
    confirmedAt: null,
    disputeReason: null,
    resolveRemark: null,
    autoConfirmAt: null,
    paidAt: null,
    ...overrides,
  };
}

export function myWage(settlements: readonly MySettlementItemDto[], live: Partial<WageAmounts & { recordCount: number }> = {}): MyWageDto {
  return {
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    live: { ...amounts({ pieceQty: 640, pieceAmount: '1612.3450', additionAmount: '0.00', deductionAmount: '0.00', grossAmount: '1612.3450', netAmount: '1612.35' }), recordCount: 58, ...live },
    settlements: [...settlements],
  };
}

/** What the server answers when it refuses: an ABP error body with its translated message. */
export function refusal(status: number, message: string, code = 'Eticket:Wages'): ApiError {
  return new ApiError({ kind: 'response', method: 'POST', path: '/api/eticket/wage', status, headers: new Headers({ _AbpErrorFormat: 'true' }), body: { error: { code, message } } });
}

export function worker(userId: string, name: string, organizationName: string | null = '缝制一组') {
  return { userId, userName: userId, name, employeeNo: `E${userId}`, organizationId: organizationName === null ? null : `org-${organizationName}`, organizationName };
}

export const SETTLEMENT_HEADER = { id: 'set-1', settlementNo: 'WS20261001-01', periodStart: '2026-10-01', periodEnd: '2026-10-31', status: 'confirming' } as const;

/** A piece-detail line of worker u1 (order PO-2610 / MS2401, 2026-10-…). */
export function detailLine(n: number, extra: Partial<WageDetailLineDto> = {}): WageDetailLineDto {
  const day = `2026-10-${String(10 + (n % 20)).padStart(2, '0')}`;
  return { id: `log-${String(n)}`, businessDate: day, occurredAt: `${day}T02:00:00Z`, orderNo: 'PO-2610', styleNo: 'MS2401', bundleNo: n, procedureName: '锁边', qty: 3, unitPrice: '0.333333', amount: '0.9999', settled: false, ...extra };
}

/** What wage/detailPrintData answers for `query` over these lines of worker u1 (王芳, E01) with these totals. */
export function detailPage(query: WageDetailQuery, lines: readonly WageDetailLineDto[], totals: WageDetailDto['totals']): Promise<WageDetailDto> {
  const skip = query.skipCount ?? 0;
  return Promise.resolve({
    items: lines.slice(skip, skip + (query.maxResultCount ?? 10)),
    totalCount: lines.length,
    worker: { userId: 'u1', userName: 'worker1', name: '王芳', employeeNo: 'E01', organizationId: null, organizationName: null },
    from: query.from,
    to: query.to,
    totals,
  });
}
