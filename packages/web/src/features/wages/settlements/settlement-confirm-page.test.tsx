import { TenantPermissions as P } from '@eticket/core/abp';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { counts, fakeWageDirectory, fakeWagesApi, id, item, settlement } from '../testing/fake-wage-admin-api';
import SettlementConfirmPage from './settlement-confirm-page';

configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/wage/salaryConfirmDetail', name: 'WageSalaryConfirmDetail', title: 'Route.WageSalaryConfirmDetail' };
const path = `/wage/salaryConfirmDetail?id=${id(900)}`;
const DISPUTED = item(2, '李四', 'disputed', { disputeReason: '少算了 20 件', disputedAt: '2026-04-02T03:00:00Z' });
const ITEMS = { items: [item(1, '张三', 'confirmed', { confirmedAt: '2026-04-02T01:00:00Z' }), DISPUTED], totalCount: 2 };

function api() {
  const confirmations = vi.fn().mockResolvedValue(ITEMS);
  const resolve = vi.fn().mockResolvedValue({ ...DISPUTED, confirmStatus: 'pending' });
  const wages = fakeWagesApi({
    settlements: { get: () => Promise.resolve(settlement({ status: 'confirming', confirmCounts: counts({ confirmed: 1, disputed: 1 }) })), confirmations },
    items: { resolve },
  });
  return { wages, confirmations, resolve };
}

beforeAll(async () => {
  await import('./item-decision-dialogs');
}, 60_000);

describe('settlement confirmations', { timeout: 30_000 }, () => {
  it('lists the answers with the dispute, filters by status; only what the machine allows per item, by permission', async () => {
    const { wages, confirmations } = api();
    await renderModulePage(<SettlementConfirmPage route={route} />, { endpoints: { wages, wageDirectory: fakeWageDirectory() }, granted: [P.SalaryManagement, P.SalaryManagementSettle], path });
    expect(await screen.findByText('少算了 20 件')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '张三' })).queryAllByRole('button')).toHaveLength(0);
    const disputed = within(screen.getByRole('group', { name: '李四' }));
    expect(disputed.getByRole('button', { name: '提醒' })).toBeTruthy();
    expect(disputed.getByRole('button', { name: '处理异议' })).toBeTruthy();
    // Force-confirming is its own permission.
    expect(disputed.queryByRole('button', { name: '强制确认' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: '确认状态' }), { target: { value: 'disputed' } });
    await waitFor(() => {
      expect(confirmations).toHaveBeenLastCalledWith(id(900), expect.objectContaining({ status: 'disputed', skipCount: 0 }), expect.anything());
    });
  });

  it('resolves a dispute with an adjustment into the settlement, checked by the reader first', async () => {
    const { wages, resolve } = api();
    await renderModulePage(<SettlementConfirmPage route={route} />, { endpoints: { wages, wageDirectory: fakeWageDirectory() }, granted: [P.SalaryManagement, P.SalaryManagementSettle, P.SalaryManagementForceConfirm], path });
    await screen.findByText('少算了 20 件');
    expect(within(screen.getByRole('group', { name: '李四' })).getByRole('button', { name: '强制确认' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: '李四' })).getByRole('button', { name: '处理异议' }));
    const dialog = await screen.findByTestId('resolve-dialog');
    fireEvent.change(within(dialog).getByLabelText(/处理结果/), { target: { value: '核实少算，补发' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /同时添加一笔调整/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: '处理异议' }));
    // Nothing goes out while the adjustment is incomplete.
    expect(await within(dialog).findAllByText('请填写此项')).not.toHaveLength(0);
    expect(resolve).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('combobox', { name: /类型/ }), { target: { value: 'subsidy' } });
    fireEvent.change(within(dialog).getByLabelText(/金额/), { target: { value: '24.00' } });
    fireEvent.change(within(dialog).getByLabelText(/^原因/), { target: { value: '补 20 件' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '处理异议' }));
    await waitFor(() => {
      expect(resolve).toHaveBeenCalledWith(id(2), { remark: '核实少算，补发', adjustment: { type: 'subsidy', amount: '24.00', reason: '补 20 件' } }, expect.anything());
    });
  });
});
