import { TenantPermissions as P } from '@eticket/core/abp';
import type { WageDetailQuery } from '@eticket/core/wages';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { detailLine, detailPage, fakeWagesApi } from '../testing/fake-wages-api';
import PieceDetailPrintPage from './piece-detail-print-page';

configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/wage/printWage', name: 'WagePrintWage', title: 'Route.WagePrintWage', activeMenu: '/wage/index' };

/** 1,003 lines (two pages of 1,000 and a bit), the last two settled; the server's totals. */
const LINES = Array.from({ length: 1003 }, (_, i) => detailLine(i + 1, { settled: i + 1 > 1001 }));
const serve = (query: WageDetailQuery) => detailPage(query, LINES, { recordCount: 1003, qty: 3009, amount: '1002.8997' });

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
