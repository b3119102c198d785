import { TenantPermissions as P } from '@eticket/core/abp';
import type { WageDetailDto, WageDetailLineDto, WageDetailQuery } from '@eticket/core/wages';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakeWagesApi } from '../testing/fake-wages-api';
import PieceDetailPrintPage from './piece-detail-print-page';

configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/wage/printWage', name: 'WagePrintWage', title: 'Route.WagePrintWage', activeMenu: '/wage/index' };

function line(n: number): WageDetailLineDto {
  return {
    id: `log-${String(n)}`,
    businessDate: `2026-10-${String(10 + (n % 20)).padStart(2, '0')}`,
    occurredAt: `2026-10-${String(10 + (n % 20)).padStart(2, '0')}T02:00:00Z`,
    orderNo: 'PO-2610',
    styleNo: 'MS2401',
    bundleNo: n,
    procedureName: '锁边',
    qty: 3,
    unitPrice: '0.333333',
    amount: '0.9999',
    settled: n > 1001,
  };
}

/** 1,003 lines (two pages of 1,000 and a bit), the last two settled; the server's totals. */
function serve(query: WageDetailQuery): Promise<WageDetailDto> {
  const all = Array.from({ length: 1003 }, (_, i) => line(i + 1));
  const skip = query.skipCount ?? 0;
  return Promise.resolve({
    items: all.slice(skip, skip + (query.maxResultCount ?? 10)),
    totalCount: all.length,
    worker: { userId: 'u1', userName: 'worker1', name: '王芳', employeeNo: 'E01', organizationId: null, organizationName: null },
    from: query.from,
    to: query.to,
    totals: { recordCount: 1003, qty: 3009, amount: '1002.8997' },
  });
}

describe('piece detail print', () => {
  it('lists every record that counts in the period from the wage API, page after page, with the exact totals', async () => {
    const detailPrintData = vi.fn(serve);
    await renderModulePage(<PieceDetailPrintPage route={route} />, {
      endpoints: { wages: fakeWagesApi({ wages: { detailPrintData } }) },
      granted: [P.SalaryManagement],
      path: '/wage/printWage?userId=u1&periodStart=2026-10-01&periodEnd=2026-10-31',
    });
    await waitFor(() => {
      expect(screen.getByTestId('print-area').getAttribute('data-ready')).toBe('true');
    });
    expect(detailPrintData.mock.calls.map(([q]) => q.skipCount ?? 0)).toEqual([0, 1000]);
    expect(detailPrintData.mock.calls.every(([q]) => q.userId === 'u1' && q.from === '2026-10-01' && q.to === '2026-10-31')).toBe(true);

    const sheet = screen.getByTestId('piece-detail');
    expect(sheet.textContent).toContain('王芳 (E01) · 2026-10-01 至 2026-10-31');
    const rows = within(sheet).getAllByRole('row');
    expect(rows).toHaveLength(1 + 1003 + 1);
    expect(rows[1]?.textContent).toBe('2026-10-11PO-2610 / MS24011锁边3¥0.333333¥0.9999未结算');
    expect(rows[1003]?.textContent).toContain('已结算');
    expect(screen.getByTestId('piece-detail-total').textContent).toBe('合计 1003 条3009¥1,002.8997');
  });

  it('asks for a worker and a period when the address has none', async () => {
    const detailPrintData = vi.fn(serve);
    await renderModulePage(<PieceDetailPrintPage route={route} />, {
      endpoints: { wages: fakeWagesApi({ wages: { detailPrintData } }) },
      granted: [P.SalaryManagement],
      path: '/wage/printWage?userId=u1',
    });
    expect(screen.getByTestId('print-missing').textContent).toContain('选择员工和期间');
    expect(detailPrintData).not.toHaveBeenCalled();
  });
});
