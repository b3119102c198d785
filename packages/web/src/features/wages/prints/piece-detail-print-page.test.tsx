import { TenantPermissions as P } from '@eticket/core/abp';
import type { TicketLogDto, TicketLogListQuery, TicketLogPageDto } from '@eticket/core/scanning';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import PieceDetailPrintPage from './piece-detail-print-page';

configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/wage/printWage', name: 'WagePrintWage', title: 'Route.WagePrintWage', activeMenu: '/wage/index' };

function record(n: number, status: TicketLogDto['status']): TicketLogDto {
  return {
    id: `log-${status}-${String(n)}`,
    userId: 'u1',
    userName: 'worker1',
    name: '王芳',
    employeeNo: 'E01',
    organizationId: null,
    organizationName: null,
    orderId: 'order-1',
    orderNo: 'PO-2610',
    styleNo: 'MS2401',
    bundleId: `b-${String(n)}`,
    bundleNo: n,
    color: '白色',
    size: 'M',
    orderProcedureId: 'op-1',
    procedureName: '锁边',
    qty: 3,
    unitPrice: '0.333333',
    coefficient: '1.0000',
    amount: '0.999999',
    businessDate: `2026-10-${String(10 + (n % 20)).padStart(2, '0')}`,
    occurredAt: `2026-10-${String(10 + (n % 20)).padStart(2, '0')}T02:00:00Z`,
    source: 'web',
    reportedByUserId: 'u1',
    reportedByName: '王芳',
    status,
    revokedAt: null,
    revokeReason: null,
    settlementId: status === 'settled' ? 'set-1' : null,
    remark: null,
  };
}

/** 1,001 valid records (two pages of 1,000) and 2 settled ones. */
function serve(query: TicketLogListQuery = {}): Promise<TicketLogPageDto> {
  const all = query.status === 'valid' ? Array.from({ length: 1001 }, (_, i) => record(i + 1, 'valid')) : [record(9001, 'settled'), record(9002, 'settled')];
  const skip = query.skipCount ?? 0;
  const items = all.slice(skip, skip + (query.maxResultCount ?? 10));
  return Promise.resolve({ items, totalCount: all.length, totals: { recordCount: all.length, qty: 0, amount: '0' } });
}

describe('piece detail print', () => {
  it('lists every record that counts in the period, page after page, with exact totals', async () => {
    const list = vi.fn(serve);
    await renderModulePage(<PieceDetailPrintPage route={route} />, {
      endpoints: { wageWorkRecords: { list } },
      granted: [P.SalaryManagement],
      path: '/wage/printWage?userId=u1&periodStart=2026-10-01&periodEnd=2026-10-31',
    });
    await waitFor(() => {
      expect(screen.getByTestId('print-area').getAttribute('data-ready')).toBe('true');
    });
    // Valid and settled records only (pending, rejected and revoked ones do not pay), every page of each.
    expect(list.mock.calls.map(([q]) => [q?.status, q?.skipCount])).toEqual(
      expect.arrayContaining([
        ['valid', 0],
        ['valid', 1000],
        ['settled', 0],
      ]),
    );
    expect(list).toHaveBeenCalledTimes(3);
    expect(list.mock.calls.every(([q]) => q?.userId === 'u1' && q.from === '2026-10-01' && q.to === '2026-10-31')).toBe(true);

    const sheet = screen.getByTestId('piece-detail');
    expect(sheet.textContent).toContain('王芳 (E01) · 2026-10-01 至 2026-10-31');
    const rows = within(sheet).getAllByRole('row');
    expect(rows).toHaveLength(1 + 1003 + 1);
    expect(rows[1]?.textContent).toBe('2026-10-10PO-2610 / MS240120锁边3¥0.333333¥0.999999');
    // 1,003 × 0.999999 exactly: no float, nothing rounded.
    expect(screen.getByTestId('piece-detail-total').textContent).toBe('合计 1003 条3009¥1,002.998997');
  });

  it('asks for a worker and a period when the address has none', async () => {
    const list = vi.fn(serve);
    await renderModulePage(<PieceDetailPrintPage route={route} />, { endpoints: { wageWorkRecords: { list } }, granted: [P.SalaryManagement], path: '/wage/printWage?userId=u1' });
    expect(screen.getByTestId('print-missing').textContent).toContain('选择员工和期间');
    expect(list).not.toHaveBeenCalled();
  });
});
