import { ApiError } from '@eticket/api-client';
import type { BundleByCodeDto } from '@eticket/core/production';
import type { ScanResultDto, TicketLogDto, TicketLogPageDto } from '@eticket/core/scanning';
import type { ScanStationEndpoints } from '../scanning-api';

/** Every call rejects unless the test stubs it: a test states what the server answers. */
function rejecting(name: string) {
  return () => Promise.reject(new Error(`fake scanning: ${name} not stubbed`));
}

export type ScanningOverrides = { ticketLogs?: Partial<ScanStationEndpoints['ticketLogs']>; bundles?: Partial<ScanStationEndpoints['bundles']> };

export function fakeScanningApi(overrides: ScanningOverrides = {}): ScanStationEndpoints {
  return {
    ticketLogs: {
      scan: rejecting('scan'),
      batch: rejecting('batch'),
      mine: rejecting('mine'),
      list: rejecting('list'),
      exportExcel: rejecting('exportExcel'),
      revoke: rejecting('revoke'),
      ...overrides.ticketLogs,
    },
    bundles: { byCode: rejecting('byCode'), ...overrides.bundles },
  };
}

export function abpError(status: number, message: string, code = 'Eticket:Scan'): ApiError {
  return new ApiError({
    kind: 'response',
    method: 'POST',
    path: '/api/eticket/ticketLog/scan',
    status,
    headers: new Headers({ _AbpErrorFormat: 'true' }),
    body: { error: { code, message } },
  });
}

export function networkError(): ApiError {
  return new ApiError({ kind: 'network', method: 'POST', path: '/api/eticket/ticketLog/scan', cause: new TypeError('Failed to fetch') });
}

export function bundleCard(code: string, overrides: Partial<BundleByCodeDto> = {}): BundleByCodeDto {
  return {
    bundle: {
      id: 'bundle-7',
      orderId: 'order-1',
      cuttingTimeId: 'bed-1',
      bedDisplayNo: '3',
      bundleNo: 7,
      ticketNo: 1007,
      code,
      color: '白色',
      size: 'M',
      qty: 10,
      dyeLot: null,
      note: null,
      status: 'printed',
      printCount: 1,
      lastPrintedAt: null,
      reportedQty: 0,
      replacedCodes: 0,
      scanBlocked: false,
      scanBlockReason: null,
      scanBlockedAt: null,
      scanBlockedByName: null,
      concurrencyStamp: 's',
    },
    orderNo: 'PO-2611',
    orderStatus: 2,
    styleNo: 'MS2401',
    productName: '男装长袖衬衫',
    part: null,
    procedures: [
      { orderProcedureId: 'op-1', seq: 1, name: '合肩', reported: 10, remaining: 0, claimable: false, reason: 'Scanning.Error.NothingRemaining', unitPrice: '0.3500' },
      { orderProcedureId: 'op-2', seq: 2, name: '上领', reported: 0, remaining: 10, claimable: true, reason: null, unitPrice: '0.5000' },
      { orderProcedureId: 'op-3', seq: 3, name: '锁边', reported: 4, remaining: 6, claimable: true, reason: null, unitPrice: '0.2000' },
    ],
    ...overrides,
  };
}

export function record(overrides: Partial<TicketLogDto> = {}): TicketLogDto {
  return {
    id: 'log-1',
    userId: 'user-1',
    userName: 'worker1',
    name: '王芳',
    employeeNo: null,
    organizationId: null,
    organizationName: null,
    orderId: 'order-1',
    orderNo: 'PO-2611',
    styleNo: 'MS2401',
    bundleId: 'bundle-7',
    bundleNo: 7,
    color: '白色',
    size: 'M',
    orderProcedureId: 'op-2',
    procedureName: '上领',
    qty: 10,
    unitPrice: '0.5000',
    coefficient: '1.0000',
    amount: '5.0000',
    businessDate: '2026-11-27',
    occurredAt: '2026-11-27T01:58:00.000Z',
    source: 'web',
    reportedByUserId: 'user-1',
    reportedByName: '王芳',
    status: 'valid',
    revokedAt: null,
    revokeReason: null,
    settlementId: null,
    remark: null,
    ...overrides,
  };
}

export function minePage(items: readonly TicketLogDto[], totals = { recordCount: items.length, qty: items.reduce((s, r) => s + r.qty, 0), amount: '5.00' }): TicketLogPageDto {
  return { items: [...items], totalCount: items.length, totals };
}

export function scanResult(recordOverrides: Partial<TicketLogDto>, remaining: number, replayed = false): ScanResultDto {
  return { record: record(recordOverrides), remaining, replayed };
}
