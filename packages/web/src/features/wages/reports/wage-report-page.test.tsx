import { TenantPermissions as P } from '@eticket/core/abp';
import type { WageReportDto, WageReportQuery } from '@eticket/core/wages';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakeWageDirectory, fakeWagesApi, id } from '../testing/fake-wage-admin-api';
import WageReportPage from './wage-report-page';

configure({ asyncUtilTimeout: 10_000 });

const worker = (n: number, name: string) => ({ userId: id(n), userName: name, name, employeeNo: `A${String(n)}`, organizationId: id(2), organizationName: '缝制一组' });

const REPORT: WageReportDto = {
  by: 'order',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  columns: [
    { key: id(50), label: 'DD-1', detail: 'ST-1', total: { qty: 29, amount: '27.3250' } },
    { key: '*other', label: '', detail: null, total: { qty: 1, amount: '0.3313' } },
  ],
  items: [{ ...worker(100, '张三'), cells: [{ qty: 20, amount: '20.0000' }, { qty: 1, amount: '0.3313' }], total: { qty: 21, amount: '20.3313' } }],
  totalCount: 2,
  total: { qty: 30, amount: '27.6563' },
};

describe('wage report', { timeout: 30_000 }, () => {
  it('shows the columns, each cell at the fen, the totals of every worker, and opens a worker’s month', async () => {
    const report = vi.fn((_query: WageReportQuery) => Promise.resolve(REPORT));
    const wages = fakeWagesApi({ reports: { report } });
    const { location } = await renderModulePage(<WageReportPage route={{ path: '/wage/report', name: 'WageReport', title: 'Route.WageReport' }} />, {
      endpoints: { wages, wageDirectory: fakeWageDirectory() },
      granted: [P.SalaryManagement],
      path: '/wage/report',
    });
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(report.mock.calls[0]?.[0]).toMatchObject({ by: 'order', skipCount: 0 });
    expect(screen.getByRole('columnheader', { name: 'DD-1 · ST-1' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '其他' })).toBeTruthy();
    // 27.6563 over every worker, rounded once: ¥27.66; the totals row counts both workers, not the page's one.
    const totals = screen.getByTestId('wage-report-totals');
    expect(within(totals).getByText('2 名员工合计')).toBeTruthy();
    expect(within(screen.getByTestId('wage-report-grand-total')).getByText('¥27.66')).toBeTruthy();
    // The order and style pickers wait for their lookups' permissions.
    expect(screen.queryByTestId('report-order-picker')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: '列' }), { target: { value: 'day' } });
    await waitFor(() => {
      expect(report).toHaveBeenLastCalledWith(expect.objectContaining({ by: 'day' }), expect.anything());
    });
    fireEvent.click(screen.getByRole('link', { name: '张三' }));
    await waitFor(() => {
      expect(location.history.at(-1)).toBe(`/wage/userSalaryMonthReport?userId=${id(100)}&month=2026-11`);
    });
  });

  it('says why a period is refused instead of asking the server', async () => {
    const report = vi.fn(() => Promise.resolve(REPORT));
    await renderModulePage(<WageReportPage route={{ path: '/wage/report', name: 'WageReport', title: 'Route.WageReport' }} />, {
      endpoints: { wages: fakeWagesApi({ reports: { report } }), wageDirectory: fakeWageDirectory() },
      granted: [P.SalaryManagement],
    });
    await screen.findByText('张三');
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-01-01' } });
    expect(await screen.findByTestId('wage-report-problem')).toBeTruthy();
    expect(report).toHaveBeenCalledTimes(1);
  });
});
