import type { ReportEndpoints } from '@eticket/api-client';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { ReportDto, ReportQuery } from '@eticket/core/reports';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakeReportsApi } from '../testing/fake-reports-api';
import ReportCenterPage from './report-center-page';

configure({ asyncUtilTimeout: 5000 });

const route = { path: '/report/list', name: 'ReportList', title: 'Route.ReportList' };

const WORKERS: ReportDto = {
  kind: 'workerOutput',
  columns: [
    { key: 'rank', label: 'Reports.Column.Rank', kind: 'int' },
    { key: 'name', label: 'Reports.Column.Worker', kind: 'text' },
    { key: 'qty', label: 'Reports.Column.Qty', kind: 'int' },
    { key: 'amount', label: 'Reports.Column.Amount', kind: 'money' },
  ],
  rows: [
    { rank: 1, name: '张三', qty: 21, amount: '20.33' },
    { rank: 2, name: '李四', qty: 9, amount: '7.33' },
  ],
  totals: { rank: null, name: null, qty: 30, amount: '27.66' },
  chart: null,
  truncated: false,
};

const organizations = { list: () => Promise.resolve({ items: [] }) };

describe('report center', { timeout: 30_000 }, () => {
  it('shows a card per report; a card opens its report with the table, the total row and the Excel export of the same query', async () => {
    const get = vi.fn<ReportEndpoints['get']>().mockResolvedValue(WORKERS);
    const exportExcel = vi.fn<ReportEndpoints['exportExcel']>().mockResolvedValue(new Blob(['x']));
    await renderModulePage(<ReportCenterPage route={route} />, { endpoints: { reports: fakeReportsApi({ get, exportExcel, organizations }) }, granted: [P.ReportCenter], path: '/report/list' });
    const cards = within(screen.getByTestId('report-cards'));
    expect(cards.getAllByRole('article')).toHaveLength(6);
    fireEvent.click(cards.getByRole('button', { name: /员工产量/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '员工产量' })).toBeTruthy();
    const table = within(await screen.findByTestId('report-table'));
    expect(table.getByText('张三')).toBeTruthy();
    expect(within(screen.getByTestId('report-total')).getByText('¥27.66')).toBeTruthy();
    const query = get.mock.calls[0]?.[0] as ReportQuery;
    expect(query.kind).toBe('workerOutput');
    expect(query.from <= query.to).toBe(true);
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => {
      expect(exportExcel).toHaveBeenCalledWith(query);
    });
  });

  it('says a range too long instead of asking, and asks again once it is fixed', async () => {
    const get = vi.fn<ReportEndpoints['get']>().mockResolvedValue({ ...WORKERS, kind: 'procedureOutput' });
    await renderModulePage(<ReportCenterPage route={route} />, { endpoints: { reports: fakeReportsApi({ get, organizations }) }, granted: [P.ReportCenter], path: '/report/list?report=procedureOutput' });
    await screen.findByTestId('report-table');
    const calls = get.mock.calls.length;
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2020-01-01' } });
    expect((await screen.findByTestId('report-problem')).textContent).toContain('370');
    expect(get.mock.calls.length).toBe(calls);
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: screen.getByLabelText<HTMLInputElement>('结束日期').value } });
    await waitFor(() => {
      expect(get.mock.calls.length).toBe(calls + 1);
    });
  });
});
