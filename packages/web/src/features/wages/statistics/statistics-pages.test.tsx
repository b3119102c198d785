import { TenantPermissions as P } from '@eticket/core/abp';
import type { WageOrgMonthRowDto, WageOrgMonthStatisticsDto, WageYearQuery, WageYearStatisticsDto } from '@eticket/core/wages';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import type { WageStatisticsEndpoints } from '@eticket/api-client';
import { fakeWageDirectory, id } from '../testing/fake-wage-admin-api';
import MonthOrganizationStatisticsPage from './month-organization-statistics-page';
import YearStatisticsPage from './year-statistics-page';

configure({ asyncUtilTimeout: 10_000 });

const cells = (amounts: Record<number, string>) => Array.from({ length: 12 }, (_, i) => ({ pieceQty: amounts[i] === undefined ? 0 : 10, amount: amounts[i] ?? '0.00' }));
const YEAR: WageYearStatisticsDto = {
  year: 2026,
  groupBy: 'worker',
  items: [
    { key: id(100), name: '张三', employeeNo: 'A01', organizationName: '缝制一组', months: cells({ 1: '6.00', 2: '12.37' }), pieceQty: 20, total: '18.37', headcount: 1 },
    { key: id(101), name: '李四', employeeNo: 'A02', organizationName: '缝制二组', months: cells({ 2: '1.00' }), pieceQty: 10, total: '1.00', headcount: 1 },
  ],
  totalCount: 2,
  totals: { months: cells({ 1: '6.00', 2: '13.37' }).map((c) => ({ ...c, headcount: 1 })), pieceQty: 30, total: '19.37', headcount: 2 },
};

const figures = (amount: string, headcount: number) => ({ headcount, pieceQty: 10, amount, average: amount });
const orgRow = (n: number, name: string, depth: number, extra: Partial<WageOrgMonthRowDto>): WageOrgMonthRowDto => ({
  organizationId: id(n),
  name,
  parentId: depth === 0 ? null : id(1),
  depth,
  ...figures('10.00', 1),
  previous: figures('10.00', 1),
  change: '0.00',
  changePercent: '0.0',
  ...extra,
});
const ORG_MONTH: WageOrgMonthStatisticsDto = {
  month: '2026-03',
  previousMonth: '2026-02',
  items: [
    orgRow(1, '一车间', 0, { amount: '26.87', previous: figures('10.80', 2), change: '16.07', changePercent: '148.8' }),
    orgRow(2, '缝制一组', 1, { amount: '1.00', previous: figures('4.80', 1), change: '-3.80', changePercent: '-79.2' }),
    orgRow(3, '缝制二组', 1, { amount: '5.00', previous: figures('0.00', 0), change: '5.00', changePercent: null }),
  ],
  total: { ...figures('26.87', 3), previous: figures('10.80', 2), change: '16.07', changePercent: '148.8' },
};

/** Every call rejects unless the test stubs it. */
function fakeStatistics(stubs: Partial<WageStatisticsEndpoints>): WageStatisticsEndpoints {
  const rejecting = () => Promise.reject(new Error('fake statistics: not stubbed'));
  return { year: rejecting, exportYear: rejecting, orgMonth: rejecting, exportOrgMonth: rejecting, orgMonthMembers: rejecting, ...stubs };
}

beforeAll(async () => {
  await import('./org-members-dialog');
}, 60_000);

describe('wage statistics pages', { timeout: 30_000 }, () => {
  it('year: a row per worker with twelve months and the total, the totals of the filter; grouping asks the server again', async () => {
    const year = vi.fn((query: WageYearQuery) => Promise.resolve({ ...YEAR, groupBy: query.groupBy ?? 'worker' }));
    const wageStatistics = fakeStatistics({ year });
    const route = { path: '/wage/yearStatistics', name: 'WageYearStatistics', title: 'Route.WageYearStatistics' };
    await renderModulePage(<YearStatisticsPage route={route} />, { endpoints: { wageStatistics, wageDirectory: fakeWageDirectory() }, granted: [P.SalaryManagement] });
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(year.mock.calls[0]?.[0]).toMatchObject({ groupBy: 'worker', skipCount: 0 });
    expect(screen.getByText('¥18.37')).toBeTruthy();
    expect(within(screen.getByTestId('year-totals')).getByText('¥19.37')).toBeTruthy();
    expect(within(screen.getByTestId('year-totals')).getByText('合计（2 人）')).toBeTruthy();
    expect(screen.getByTestId('statistics-note').textContent).toContain('实发');
    fireEvent.change(screen.getByRole('combobox', { name: '统计维度' }), { target: { value: 'organization' } });
    await waitFor(() => {
      expect(year).toHaveBeenLastCalledWith(expect.objectContaining({ groupBy: 'organization', skipCount: 0 }), expect.anything());
    });
  });

  it('month per organization: the tree indented, ▲/▼ with the percent, and an organization opens its members', async () => {
    const orgMonth = vi.fn().mockResolvedValue(ORG_MONTH);
    const orgMonthMembers = vi.fn().mockResolvedValue({
      items: [{ userId: id(100), name: '张三', employeeNo: 'A01', organizationId: id(2), organizationName: '缝制一组', pieceQty: 13, pieceAmount: '12.3704', additionAmount: '0.00', deductionAmount: '0.00', amount: '12.37', previousAmount: '6.00' }],
      totalCount: 1,
    });
    const wageStatistics = fakeStatistics({ orgMonth, orgMonthMembers });
    const route = { path: '/wage/monthOrganizationStatistics', name: 'WageMonthOrganizationStatistics', title: 'Route.WageMonthOrganizationStatistics' };
    await renderModulePage(<MonthOrganizationStatisticsPage route={route} />, { endpoints: { wageStatistics, wageDirectory: fakeWageDirectory() }, granted: [P.SalaryManagement] });
    expect(await screen.findByText('一车间')).toBeTruthy();
    expect(orgMonth.mock.calls[0]?.[0]).toEqual({ month: expect.stringMatching(/^\d{4}-\d{2}$/) as string });
    expect(screen.getAllByText('▲ 148.8%').length).toBe(2);
    expect(screen.getByText('▼ 79.2%')).toBeTruthy();
    expect(screen.getByText('上月无')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '缝制一组' }));
    const dialog = await screen.findByTestId('org-members');
    expect(await within(dialog).findByText('¥12.37')).toBeTruthy();
    expect(orgMonthMembers).toHaveBeenCalledWith(expect.objectContaining({ organizationId: id(2), month: expect.stringMatching(/^\d{4}-\d{2}$/) as string }), expect.anything());
    expect(within(dialog).getByRole('link', { name: '张三' }).getAttribute('href')).toMatch(/^\/wage\/userSalaryMonthReport\?userId=.+&month=\d{4}-\d{2}$/);
  });

  it('month per organization: the workers without an organization open like any row, asked for by the flag', async () => {
    const none: WageOrgMonthRowDto = { ...orgRow(9, '', 0, { amount: '2.40' }), organizationId: null };
    const orgMonth = vi.fn().mockResolvedValue({ ...ORG_MONTH, items: [...ORG_MONTH.items, none] });
    const orgMonthMembers = vi.fn().mockResolvedValue({
      items: [{ userId: id(103), name: '赵六', employeeNo: 'A04', organizationId: null, organizationName: null, pieceQty: 2, pieceAmount: '2.4000', additionAmount: '0.00', deductionAmount: '0.00', amount: '2.40', previousAmount: '0.00' }],
      totalCount: 1,
    });
    const wageStatistics = fakeStatistics({ orgMonth, orgMonthMembers });
    const route = { path: '/wage/monthOrganizationStatistics', name: 'WageMonthOrganizationStatistics', title: 'Route.WageMonthOrganizationStatistics' };
    await renderModulePage(<MonthOrganizationStatisticsPage route={route} />, {
      endpoints: { wageStatistics, wageDirectory: fakeWageDirectory() },
      granted: [P.SalaryManagement],
      path: '/wage/monthOrganizationStatistics?month=2026-03',
    });
    fireEvent.click(await screen.findByRole('button', { name: '未分组织' }));
    const dialog = await screen.findByTestId('org-members');
    expect(await within(dialog).findByText('赵六')).toBeTruthy();
    expect(orgMonthMembers).toHaveBeenCalledWith({ month: '2026-03', withoutOrganization: true, skipCount: 0, maxResultCount: expect.any(Number) as number }, expect.anything());
    fireEvent.click(within(dialog).getAllByRole('button', { name: '关闭' })[0] ?? dialog);
    // The company's row asks for everyone: neither an organization nor the flag.
    fireEvent.click(await screen.findByRole('button', { name: '全公司' }));
    await waitFor(() => {
      expect(orgMonthMembers).toHaveBeenLastCalledWith({ month: '2026-03', skipCount: 0, maxResultCount: expect.any(Number) as number }, expect.anything());
    });
  });

  it('month per organization follows the address: ?month= opens that month, a new month is written back, a bad one opens this month', async () => {
    const orgMonth = vi.fn((query: { month: string }) => Promise.resolve({ ...ORG_MONTH, month: query.month }));
    const wageStatistics = fakeStatistics({ orgMonth });
    const route = { path: '/wage/monthOrganizationStatistics', name: 'WageMonthOrganizationStatistics', title: 'Route.WageMonthOrganizationStatistics' };
    const endpoints = { wageStatistics, wageDirectory: fakeWageDirectory() };
    const { location, unmount } = await renderModulePage(<MonthOrganizationStatisticsPage route={route} />, { endpoints, granted: [P.SalaryManagement], path: '/wage/monthOrganizationStatistics?month=2025-11' });
    expect(await screen.findByText('一车间')).toBeTruthy();
    expect(orgMonth.mock.calls[0]?.[0]).toEqual({ month: '2025-11' });
    const box = screen.getByLabelText<HTMLInputElement>('月份');
    expect(box.value).toBe('2025-11');
    fireEvent.change(box, { target: { value: '2025-12' } });
    await waitFor(() => {
      expect(orgMonth).toHaveBeenLastCalledWith({ month: '2025-12' }, expect.anything());
    });
    expect(location.history.at(-1)).toBe('/wage/monthOrganizationStatistics?month=2025-12');
    unmount();

    orgMonth.mockClear();
    await renderModulePage(<MonthOrganizationStatisticsPage route={route} />, { endpoints, granted: [P.SalaryManagement], path: '/wage/monthOrganizationStatistics?month=2025-13' });
    await waitFor(() => {
      expect(orgMonth).toHaveBeenCalled();
    });
    expect(orgMonth.mock.calls[0]?.[0].month).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    expect(orgMonth.mock.calls[0]?.[0].month).not.toBe('2025-13');
  });
});
