import { TenantPermissions as P } from '@eticket/core/abp';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakeBoardApi } from '../testing/fake-board-api';
import ProductionReceiptPage from './production-receipt-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const route = { path: '/production/receipt', name: 'ProductionReceipt', title: 'Route.ProductionReceipt' };

describe('production receipts', () => {
  it('lists receipts from the server with the total; a user without the order editor right cannot add one', async () => {
    const board = fakeBoardApi();
    await renderModulePage(<ProductionReceiptPage route={route} />, { endpoints: { productionBoard: board }, granted: [], path: '/production/receipt' });
    expect(await screen.findByText('RK-20261127-001')).toBeTruthy();
    expect(screen.getByTestId('receipt-total').textContent).toContain('合计入库 6 件');
    expect(screen.queryByRole('button', { name: '新建入库单' })).toBeNull();
    expect(screen.getByRole('link', { name: /打印/ }).getAttribute('href')).toBe('/production/receipt?print=rc-1');
  });

  it('a new receipt says what is left, refuses more than a cell has and sends the lines', async () => {
    const board = fakeBoardApi();
    await renderModulePage(<ProductionReceiptPage route={route} />, { endpoints: { productionBoard: board }, granted: [P.OrderManagementEdit], path: '/production/receipt' });
    fireEvent.click(await screen.findByRole('button', { name: '新建入库单' }));
    const form = within(screen.getByTestId('receipt-form'));
    fireEvent.click(form.getByRole('combobox', { name: '订单' }));
    fireEvent.click(await form.findByRole('option', { name: /DD-001/ }));
    expect((await form.findByTestId('receipt-left')).textContent).toContain('还可入库 4 件（已完成 10，已入库 6）');
    const cell = form.getByRole('textbox', { name: '黑色 S' });
    fireEvent.change(cell, { target: { value: '5' } });
    expect(form.getByRole<HTMLButtonElement>('button', { name: '保存入库单' }).disabled).toBe(true);
    expect(form.getByText('入库数量超过了可入库数（已完成减已入库）')).toBeTruthy();
    fireEvent.change(cell, { target: { value: '4' } });
    fireEvent.change(form.getByLabelText('收货人'), { target: { value: '仓库 李' } });
    fireEvent.click(form.getByRole('button', { name: '保存入库单' }));
    await waitFor(() => {
      expect(board.createReceipt).toHaveBeenCalledWith(
        expect.objectContaining({ orderId: 'order-1', receiver: '仓库 李', remark: null, lines: [{ color: '黑色', size: 'S', qty: 4 }] }),
        expect.anything(),
      );
    });
    expect(await form.findByText('入库单 RK-20261127-002 已保存')).toBeTruthy();
  });

  it('prints one receipt as a colour × size sheet with its totals', async () => {
    const board = fakeBoardApi();
    await renderModulePage(<ProductionReceiptPage route={route} />, { endpoints: { productionBoard: board }, granted: [], path: '/production/receipt?print=rc-1' });
    const sheet = within(await screen.findByTestId('receipt-sheet'));
    expect(sheet.getByText('成品入库单')).toBeTruthy();
    expect(sheet.getByTestId('receipt-sheet-total').textContent).toContain('6');
    expect(sheet.getByText('仓库 李')).toBeTruthy();
    expect(board.receipt).toHaveBeenCalledWith('rc-1', expect.anything());
  });
});
