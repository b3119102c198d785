import type { WageEndpoints } from '@eticket/api-client';
import type { OrganizationDto } from '@eticket/core/people';
import { WAGE_CONFIRM_STATUSES, type WageAmounts, type WageConfirmStatus, type WageRowDto, type WageSettlementDto, type WageSettlementItemDto } from '@eticket/core/wages';
import type { WageDirectoryEndpoints } from '../shared/wage-directory-api';

/** Every call rejects unless the test stubs it: a test states what the server answers. */
function rejecting(name: string) {
  return () => Promise.reject(new Error(`fake wages: ${name} not stubbed`));
}

function calls<K extends string>(group: string, names: readonly K[]): Record<K, () => Promise<never>> {
  return Object.fromEntries(names.map((name) => [name, rejecting(`${group}.${name}`)])) as Record<K, () => Promise<never>>;
}

export type WageOverrides = { [K in keyof WageEndpoints]?: Partial<WageEndpoints[K]> };

export function fakeWagesApi(overrides: WageOverrides = {}): WageEndpoints {
  return {
    wages: { ...calls('wages', ['list', 'exportExcel', 'mine', 'payslipPrintData', 'payrollPrintData', 'detailPrintData']), ...overrides.wages },
    reports: { ...calls('reports', ['report', 'exportExcel', 'userMonth']), ...overrides.reports },
    adjustments: { ...calls('adjustments', ['list', 'exportExcel', 'get', 'create', 'update', 'delete']), ...overrides.adjustments },
    settlements: {
      ...calls('settlements', ['list', 'exportExcel', 'exportItems', 'get', 'create', 'update', 'delete', 'confirmations', 'recalculate', 'submit', 'withdraw', 'lock', 'unlock', 'markPaid']),
      ...overrides.settlements,
    },
    items: { ...calls('items', ['resolve', 'remind', 'forceConfirm', 'confirm', 'dispute']), ...overrides.items },
  };
}

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const org = (n: number, name: string, parentId: string | null): OrganizationDto => ({ id: id(n), name, type: 'Group', parentId, leaderUserId: null, sort: n, memberCount: 1, concurrencyStamp: 'o' });
export const ORGS = [org(1, '一车间', null), org(2, '缝制一组', id(1)), org(3, '缝制二组', id(1))];

/** The organization tree and a worker picker with two workers; records are stubbed by the test. */
export function fakeWageDirectory(overrides: Partial<WageDirectoryEndpoints> = {}): WageDirectoryEndpoints {
  return {
    organizations: { list: () => Promise.resolve({ items: ORGS }) },
    members: {
      lookup: () =>
        Promise.resolve({
          items: [
            { id: id(100), name: '张三', userName: 'zhangsan', employeeNo: 'A01', organizationId: id(2), isWorker: true },
            { id: id(101), name: '李四', userName: 'lisi', employeeNo: 'A02', organizationId: id(3), isWorker: true },
          ],
          totalCount: 2,
        }),
    },
    orders: { lookup: rejecting('orders.lookup') },
    styles: { products: rejecting('styles.products') },
    ...overrides,
  };
}

export const AMOUNTS: WageAmounts = { pieceQty: 120, pieceAmount: '150.1250', additionAmount: '20.00', deductionAmount: '5.50', grossAmount: '170.1250', netAmount: '164.63' };

export function wageRow(n: number, name: string, organization: number, extra: Partial<WageRowDto> = {}): WageRowDto {
  return {
    ...AMOUNTS,
    userId: id(n),
    userName: name,
    name,
    employeeNo: `A${String(n)}`,
    organizationId: id(organization),
    organizationName: ORGS.find((o) => o.id === id(organization))?.name ?? null,
    technicalLevelId: null,
    technicalLevelName: '熟练工',
    recordCount: 12,
    settledState: 'unsettled',
    settlement: null,
    ...extra,
  };
}

export function counts(given: Partial<Record<WageConfirmStatus, number>>): Record<WageConfirmStatus, number> {
  const zero = Object.fromEntries(WAGE_CONFIRM_STATUSES.map((status) => [status, given[status] ?? 0]));
  return zero as Record<WageConfirmStatus, number>;
}

export function settlement(extra: Partial<WageSettlementDto> = {}): WageSettlementDto {
  return {
    id: id(900),
    settlementNo: 'WS20260301-01',
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    organizationIds: [id(2)],
    userIds: [],
    status: 'draft',
    remark: null,
    workerCount: 2,
    totalQty: 240,
    pieceAmount: '300.2500',
    additionAmount: '40.00',
    deductionAmount: '11.00',
    totalAmount: '329.26',
    calculatedAt: '2026-04-01T02:00:00Z',
    submittedAt: null,
    autoConfirmAt: null,
    confirmedAt: null,
    lockedAt: null,
    lockedByName: null,
    paidDate: null,
    paymentProofUrls: [],
    paymentNote: null,
    confirmCounts: counts({ pending: 2 }),
    creatorName: '管理员',
    creationTime: '2026-04-01T02:00:00Z',
    concurrencyStamp: 's1',
    ...extra,
  };
}

export function item(n: number, name: string, confirmStatus: WageConfirmStatus, extra: Partial<WageSettlementItemDto> = {}): WageSettlementItemDto {
  return {
    ...AMOUNTS,
    id: id(n),
    settlementId: id(900),
    userId: id(n + 100),
    userName: name,
    name,
    employeeNo: null,
    organizationId: id(2),
    organizationName: '缝制一组',
    recordCount: 12,
    confirmStatus,
    confirmedAt: null,
    disputeReason: null,
    disputedAt: null,
    resolveRemark: null,
    resolvedAt: null,
    remindedAt: null,
    ...extra,
  };
}
