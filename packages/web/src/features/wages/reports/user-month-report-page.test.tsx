import { TenantPermissions as P } from '@eticket/core/abp';
import type { UserMonthReportDto } from '@eticket/core/wages';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakeWageDirectory, fakeWagesApi, id } from '../testing/fake-wage-admin-api';
import UserMonthReportPage from './user-month-report-page';

configure({ asyncUtilTimeout: 10_000 });

const worker = { userId: id(100), userName: 'zhangsan', name: '张三', employeeNo: 'A100', organizationId: id(2), organizationName: '缝制一组' };

describe("a worker's month", { timeout: 30_000 }, () => {
  it('lays the month out Monday first with each day’s figures, the days with work and the total', async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, qty: 0, amount: '0.0000', recordCount: 0 }));
    days[9] = { date: '2026-11-10', qty: 20, amount: '20.0000', recordCount: 2 };
    const month: UserMonthReportDto = { worker, month: '2026-11', periodStart: '2026-11-01', periodEnd: '2026-11-30', days, total: { qty: 20, amount: '20.0000', recordCount: 2 } };
    const userMonth = vi.fn(() => Promise.resolve(month));
    await renderModulePage(<UserMonthReportPage route={{ path: '/wage/userSalaryMonthReport', name: 'WageUserSalaryMonthReport', title: 'Route.WageUserSalaryMonthReport' }} />, {
      endpoints: { wages: fakeWagesApi({ reports: { userMonth } }), wageDirectory: fakeWageDirectory() },
      granted: [P.SalaryManagement],
      path: `/wage/userSalaryMonthReport?userId=${id(100)}&month=2026-11`,
    });
    const calendar = await screen.findByTestId('month-calendar');
    expect(userMonth).toHaveBeenCalledWith({ userId: id(100), month: '2026-11' }, expect.anything());
    expect(within(calendar).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    // 2026-11-01 is a Sunday: six blanks before it.
    expect(calendar.querySelectorAll('.blank').length).toBeGreaterThanOrEqual(6);
    expect(calendar.querySelector('[data-date="2026-11-01"]')?.className).toContain('weekend');
    expect(within(calendar.querySelector<HTMLElement>('[data-date="2026-11-10"]') ?? calendar).getByText('20 件')).toBeTruthy();
    expect(within(screen.getByTestId('month-days')).getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getByTestId('month-total')).getByText('¥20.00')).toBeTruthy();
  });
});
