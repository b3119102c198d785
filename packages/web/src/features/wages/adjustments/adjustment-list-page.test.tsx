import { TenantPermissions as P } from '@eticket/core/abp';
import type { WageAdjustmentDto } from '@eticket/core/wages';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakeWageDirectory, fakeWagesApi, id } from '../testing/fake-wage-admin-api';
import AdjustmentListPage from './adjustment-list-page';

configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/wage/salaryDeductionDetail', name: 'WageSalaryDeductionDetail', title: 'Route.WageSalaryDeductionDetail' };

function adjustment(n: number, extra: Partial<WageAdjustmentDto>): WageAdjustmentDto {
  return {
    id: id(n),
    userId: id(100),
    userName: 'zhangsan',
    name: '张三',
    employeeNo: 'A01',
    organizationId: id(2),
    organizationName: '缝制一组',
    businessDate: '2026-03-10',
    type: 'mealAllowance',
    amount: '30.00',
    signedAmount: '30.00',
    reason: '加班餐',
    sourceType: null,
    sourceId: null,
    settlementId: null,
    settlementNo: null,
    creationTime: '2026-03-10T02:00:00Z',
    concurrencyStamp: 'a',
    ...extra,
  };
}

const OPEN = adjustment(1, {});
const HELD = adjustment(2, { type: 'penalty', amount: '5.00', signedAmount: '-5.00', reason: '迟到', settlementId: id(900), settlementNo: 'WS20260201-01' });

function api() {
  const list = vi.fn().mockResolvedValue({ items: [OPEN, HELD], totalCount: 2, totalAmount: '25.00' });
  const create = vi.fn().mockResolvedValue(adjustment(3, {}));
  const wages = fakeWagesApi({ adjustments: { list, create } });
  return { wages, list, create };
}

beforeAll(async () => {
  await import('./adjustment-form-dialog');
}, 60_000);

describe('wage adjustments', { timeout: 30_000 }, () => {
  it('lists signed amounts and the total; a row held by a locked settlement says why and cannot be changed', async () => {
    const { wages, list } = api();
    await renderModulePage(<AdjustmentListPage route={route} />, { endpoints: { wages, wageDirectory: fakeWageDirectory() }, granted: [P.SalaryManagement, P.SalaryManagementDeduction] });
    expect(await screen.findByText('加班餐')).toBeTruthy();
    expect(screen.getByTestId('adjustment-total').textContent).toBe('合计 ¥25.00');
    expect(screen.getByText('-¥5.00')).toBeTruthy();
    expect(within(screen.getByTestId('adjustment-held')).getByText('已结算 · WS20260201-01')).toBeTruthy();
    const [open, held] = screen.getAllByRole('group');
    expect(within(open ?? document.body).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['编辑', '删除']);
    expect(within(held ?? document.body).queryAllByRole('button')).toHaveLength(0);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ periodStart: expect.stringMatching(/-01$/), skipCount: 0 }), expect.anything());
    fireEvent.change(screen.getByRole('combobox', { name: '类型' }), { target: { value: 'penalty' } });
    await waitFor(() => {
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'penalty' }), expect.anything());
    });
  });

  it('adds an adjustment read by the same reader the server uses (the amount to the fen)', async () => {
    const { wages, create } = api();
    await renderModulePage(<AdjustmentListPage route={route} />, { endpoints: { wages, wageDirectory: fakeWageDirectory() }, granted: [P.SalaryManagement, P.SalaryManagementDeduction] });
    await screen.findByText('加班餐');
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByTestId('form-dialog');
    fireEvent.click(within(dialog).getByRole('combobox', { name: '员工' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: /李四/ }));
    fireEvent.change(within(dialog).getByLabelText(/日期/), { target: { value: '2026-03-12' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /类型/ }), { target: { value: 'bonus' } });
    fireEvent.change(within(dialog).getByLabelText(/金额/), { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    // The reason is required: nothing is sent without it.
    await waitFor(() => {
      expect(within(dialog).getByLabelText(/原因/).getAttribute('aria-invalid')).toBe('true');
    });
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/原因/), { target: { value: '质量奖' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => {
      expect(create).toHaveBeenCalledWith({ userId: id(101), businessDate: '2026-03-12', type: 'bonus', amount: '12.50', reason: '质量奖' }, expect.anything());
    });
  });
});
