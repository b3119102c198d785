import { TenantPermissions as P } from '@eticket/core/abp';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { counts, fakeWageDirectory, fakeWagesApi, id, item, settlement } from '../testing/fake-wage-admin-api';
import SettlementDetailPage from './settlement-detail-page';

configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/wage/settleDetail', name: 'WageSettleDetail', title: 'Route.WageSettleDetail' };
const path = `/wage/settleDetail?id=${id(900)}`;
const ITEMS = { items: [item(1, '张三', 'confirmed'), item(2, '李四', 'confirmed')], totalCount: 2 };
const SETTLE = [P.SalaryManagement, P.SalaryManagementSettle];

function steps() {
  return within(screen.getByTestId('settlement-steps'))
    .queryAllByRole('button')
    .map((button) => button.textContent);
}

beforeAll(async () => {
  await import('./mark-paid-dialog');
}, 60_000);

describe('settlement detail', { timeout: 30_000 }, () => {
  it('shows the header and items, and offers a draft exactly what the machine allows', async () => {
    const wages = fakeWagesApi({ settlements: { get: () => Promise.resolve(settlement()), confirmations: () => Promise.resolve(ITEMS) } });
    await renderModulePage(<SettlementDetailPage route={route} />, { endpoints: { wages, wageDirectory: fakeWageDirectory() }, granted: SETTLE, path });
    expect(await screen.findByRole('heading', { name: '结算单 WS20260301-01' })).toBeTruthy();
    expect(screen.getByTestId('settlement-total').textContent).toContain('¥329.26');
    expect(await screen.findByText('李四')).toBeTruthy();
    expect(steps()).toEqual(['重新计算', '提交员工确认', '删除']);
    expect(screen.getByRole('link', { name: /打印工资条/ }).getAttribute('href')).toBe(`/wage/printPayslip?settlementId=${id(900)}`);
    expect(screen.getByRole('link', { name: /打印工资表/ }).getAttribute('href')).toBe(`/wage/payrollPrint?settlementId=${id(900)}`);
  });

  it("exports the settlement's items to Excel", async () => {
    const exportItems = vi.fn().mockResolvedValue(new Blob(['x']));
    const wages = fakeWagesApi({ settlements: { get: () => Promise.resolve(settlement()), confirmations: () => Promise.resolve(ITEMS), exportItems } });
    await renderModulePage(<SettlementDetailPage route={route} />, { endpoints: { wages, wageDirectory: fakeWageDirectory() }, granted: SETTLE, path });
    await screen.findByRole('heading', { name: '结算单 WS20260301-01' });
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => {
      expect(exportItems).toHaveBeenCalledWith(id(900));
    });
  });

  it('locks a confirmed settlement and shows the answer; unlock only with its permission', async () => {
    // The server's stored settlement: what a reload after the step reads.
    let stored = settlement({ status: 'confirmed', confirmCounts: counts({ confirmed: 2 }) });
    const lock = vi.fn(() => {
      stored = { ...stored, status: 'locked', lockedAt: '2026-04-02T02:00:00Z', lockedByName: '王会计' };
      return Promise.resolve(stored);
    });
    const wages = fakeWagesApi({ settlements: { get: () => Promise.resolve(stored), confirmations: () => Promise.resolve(ITEMS), lock } });
    await renderModulePage(<SettlementDetailPage route={route} />, { endpoints: { wages, wageDirectory: fakeWageDirectory() }, granted: SETTLE, path });
    await screen.findByRole('heading', { name: '结算单 WS20260301-01' });
    expect(steps()).toEqual(['撤回', '锁定']);
    fireEvent.click(screen.getByRole('button', { name: '锁定' }));
    await waitFor(() => {
      expect(steps()).toEqual(['登记发放']);
    });
    expect(lock).toHaveBeenCalledWith(id(900), expect.anything());
    expect(screen.getByText(/王会计 锁定于/)).toBeTruthy();
  });

  it('records the payment with its date, proof images and note', async () => {
    let stored = settlement({ status: 'locked', confirmCounts: counts({ confirmed: 2 }) });
    const markPaid = vi.fn(() => {
      stored = { ...stored, status: 'paid', paidDate: '2026-04-05' };
      return Promise.resolve(stored);
    });
    const wages = fakeWagesApi({ settlements: { get: () => Promise.resolve(stored), confirmations: () => Promise.resolve(ITEMS), markPaid } });
    await renderModulePage(<SettlementDetailPage route={route} />, { endpoints: { wages, wageDirectory: fakeWageDirectory() }, granted: [...SETTLE, P.SalaryManagementUnlock], path });
    await screen.findByRole('heading', { name: '结算单 WS20260301-01' });
    expect(steps()).toEqual(['解锁', '登记发放']);
    fireEvent.click(screen.getByRole('button', { name: '登记发放' }));
    const dialog = await screen.findByTestId('mark-paid-dialog');
    fireEvent.change(within(dialog).getByLabelText(/发放日期/), { target: { value: '2026-04-05' } });
    fireEvent.change(within(dialog).getByLabelText(/付款凭证图片地址/), { target: { value: 'https://bank.example/receipt-1.png\n' } });
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: '登记发放' }));
    await waitFor(() => {
      expect(markPaid).toHaveBeenCalledWith(id(900), { paidDate: '2026-04-05', proofUrls: ['https://bank.example/receipt-1.png'], note: null }, expect.anything());
    });
    await waitFor(() => {
      expect(screen.getByText('发放于 2026-04-05')).toBeTruthy();
    });
  });
});
