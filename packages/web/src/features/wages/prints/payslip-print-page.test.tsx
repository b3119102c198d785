import { TenantPermissions as P } from '@eticket/core/abp';
import type { PayslipDto, PayslipPrintQuery } from '@eticket/core/wages';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { SETTLEMENT_HEADER, amounts, fakeWagesApi, refusal, worker } from '../testing/fake-wages-api';
import PayslipPrintPage from './payslip-print-page';

configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/wage/printPayslip', name: 'WagePrintPayslip', title: 'Route.WagePrintPayslip', activeMenu: '/wage/index' };

function slip(userId: string, name: string, overrides: Partial<PayslipDto> = {}): PayslipDto {
  return {
    ...amounts(),
    ...worker(userId, name),
    itemId: `item-${userId}`,
    confirmStatus: 'pending',
    lines: [
      { orderNo: 'PO-2610', styleNo: 'MS2401', procedureName: '上领', unitPrice: '0.50', qty: 1000, amount: '500.0000' },
      { orderNo: 'PO-2610', styleNo: 'MS2401', procedureName: '锁边', unitPrice: '0.2125', qty: 250, amount: '53.1250' },
    ],
    adjustments: [
      { businessDate: '2026-10-12', type: 'mealAllowance', signedAmount: '200.00', reason: '十月伙食' },
      { businessDate: '2026-10-20', type: 'penalty', signedAmount: '-50.00', reason: '返工' },
    ],
    ...overrides,
  };
}

async function open(path: string, payslipPrintData = vi.fn((query: PayslipPrintQuery) => Promise.resolve({ companyName: '锦绣制衣', settlement: SETTLEMENT_HEADER, slips: query.userIds === 'u2' ? [slip('u2', '李强')] : [slip('u1', '王芳'), slip('u2', '李强', { lines: [], adjustments: [] })] }))) {
  await renderModulePage(<PayslipPrintPage route={route} />, { endpoints: { wages: fakeWagesApi({ wages: { payslipPrintData } }) }, granted: [P.SalaryManagement], path });
  return payslipPrintData;
}

describe('payslip print', () => {
  it('prints one slip per worker: lines, adjustments, figures down to the net, and a QR to the worker’s confirm page', async () => {
    const load = await open('/wage/printPayslip?settlementId=set-1');
    await waitFor(() => {
      expect(screen.getByTestId('print-area').getAttribute('data-ready')).toBe('true');
    });
    expect(load).toHaveBeenCalledWith({ settlementId: 'set-1' }, expect.anything());
    expect(screen.getByTestId('print-summary').textContent).toBe('WS20261001-01 · 共 2 张工资条');

    const first = screen.getByTestId('slip-u1');
    expect(first.textContent).toContain('王芳');
    expect(first.textContent).toContain('锦绣制衣');
    expect(first.textContent).toContain('2026-10-01 至 2026-10-31');
    const [lines, adjustments] = within(first).getAllByRole('table');
    expect(within(lines as HTMLElement).getAllByRole('row').map((row) => row.textContent)).toEqual([
      '订单 / 款号工序数量单价金额',
      'PO-2610 / MS2401上领1000¥0.50¥500.00',
      'PO-2610 / MS2401锁边250¥0.2125¥53.125',
      '合计1250¥3,120.55',
    ]);
    expect(within(adjustments as HTMLElement).getAllByRole('row')[2]?.textContent).toBe('2026-10-20罚款返工-¥50.00');
    expect(screen.getByTestId('slip-u1-net').textContent).toBe('实发 ¥3,270.55');

    const qr = within(first).getByRole('img', { name: '微信或浏览器扫码，确认或提出异议' });
    expect(qr.getAttribute('data-qr')).toBe(`${window.location.origin}/scan/wage?item=item-u1`);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);

    // A worker without piecework still gets a slip that says so, and no adjustments table.
    const second = screen.getByTestId('slip-u2');
    expect(second.textContent).toContain('本期没有计件记录');
    expect(within(second).getAllByRole('table')).toHaveLength(1);
  });

  it('prints only the chosen workers', async () => {
    const load = await open('/wage/printPayslip?settlementId=set-1&userIds=u2');
    await screen.findByTestId('slip-u2');
    expect(screen.queryByTestId('slip-u1')).toBeNull();
    expect(load).toHaveBeenCalledWith({ settlementId: 'set-1', userIds: 'u2' }, expect.anything());
  });

  it('asks for a settlement when none is given, and cannot print', async () => {
    const load = await open('/wage/printPayslip');
    expect(screen.getByTestId('print-missing').textContent).toContain('缺少结算单');
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('print-button').hasAttribute('disabled')).toBe(true);
  });

  it('shows the server’s reason when the data cannot be read', async () => {
    await open('/wage/printPayslip?settlementId=other', vi.fn(() => Promise.reject(refusal(404, '找不到该结算单'))));
    expect(await screen.findByText('找不到该结算单')).toBeTruthy();
    expect(screen.queryByTestId('print-area')).toBeNull();
  });
});
