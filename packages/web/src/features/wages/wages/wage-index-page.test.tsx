import { TenantPermissions as P } from '@eticket/core/abp';
import type { WageQuery } from '@eticket/core/wages';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { AMOUNTS, fakeWageDirectory, fakeWagesApi, id, settlement, wageRow } from '../testing/fake-wage-admin-api';
import WageIndexPage from './wage-index-page';

configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/wage/index', name: 'WageIndex', title: 'Route.WageIndex' };
const ROWS = [wageRow(100, '张三', 2), wageRow(101, '李四', 3), wageRow(102, '王五', 2, { settledState: 'settled' })];

function api() {
  const list = vi.fn((query: WageQuery) => Promise.resolve({ items: query.userId === undefined ? ROWS : ROWS.slice(0, 1), totalCount: 3, totals: { ...AMOUNTS, netAmount: '493.89', workerCount: 3 } }));
  const create = vi.fn().mockResolvedValue(settlement());
  const exportExcel = vi.fn().mockResolvedValue(new Blob(['x']));
  const wages = fakeWagesApi({ wages: { list, exportExcel }, settlements: { create } });
  return { wages, list, create, exportExcel };
}

beforeAll(async () => {
  await import('../shared/settlement-create-dialog');
}, 60_000);

describe('live wages', { timeout: 30_000 }, () => {
  it('lists every worker of the period with money as decimal strings and the totals of the filter', async () => {
    const { wages, list } = api();
    await renderModulePage(<WageIndexPage route={route} />, { endpoints: { wages, wageDirectory: fakeWageDirectory() }, granted: [P.SalaryManagement] });
    expect(await screen.findByText('张三')).toBeTruthy();
    const query = list.mock.calls[0]?.[0];
    expect(query?.periodStart).toMatch(/^\d{4}-\d{2}-01$/);
    expect(query?.skipCount).toBe(0);
    expect(screen.getAllByText('¥164.63').length).toBe(3);
    expect(within(screen.getByTestId('wage-totals')).getByText('¥493.89')).toBeTruthy();
    // Actions wait for their permissions.
    expect(screen.queryByRole('button', { name: '创建结算单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '添加调整' })).toBeNull();
  });

  it('filters by settled state, asking the server again from the first page', async () => {
    const { wages, list } = api();
    await renderModulePage(<WageIndexPage route={route} />, { endpoints: { wages, wageDirectory: fakeWageDirectory() }, granted: [P.SalaryManagement] });
    await screen.findByText('张三');
    fireEvent.change(screen.getByRole('combobox', { name: '结算状态' }), { target: { value: 'unsettled' } });
    await waitFor(() => {
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ settled: 'unsettled', skipCount: 0 }), expect.anything());
    });
  });

  it('settles the selected workers: exactly they are the scope of the new settlement', async () => {
    const { wages, create } = api();
    const { location } = await renderModulePage(<WageIndexPage route={route} />, { endpoints: { wages, wageDirectory: fakeWageDirectory() }, granted: [P.SalaryManagement, P.SalaryManagementSettle], path: '/wage/index' });
    await screen.findByText('张三');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '选择 王五' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 张三' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 李四' }));
    fireEvent.click(screen.getByRole('button', { name: '结算所选（2）' }));
    const dialog = await screen.findByTestId('form-dialog');
    await waitFor(() => {
      expect(within(dialog).getByTestId('settlement-scope').textContent).toBe('所选 2 人：张三、李四');
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => {
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ organizationIds: [], userIds: [id(100), id(101)], remark: null }), expect.anything());
    });
    await waitFor(() => {
      expect(location.history.at(-1)).toBe(`/wage/settleDetail?id=${id(900)}`);
    });
  });
});
