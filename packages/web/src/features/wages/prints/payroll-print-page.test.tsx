import { TenantPermissions as P } from '@eticket/core/abp';
import { sumWageAmounts, type PayrollGroupDto, type PayrollPrintDto, type PayrollRowDto } from '@eticket/core/wages';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { SETTLEMENT_HEADER, amounts, fakeWagesApi, worker } from '../testing/fake-wages-api';
import PayrollPrintPage from './payroll-print-page';

configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/wage/payrollPrint', name: 'WagePayrollPrint', title: 'Route.WagePayrollPrint', activeMenu: '/wage/settleSalaryReport' };

function row(userId: string, name: string, net: string): PayrollRowDto {
  const { organizationId: _o, organizationName: _n, userName: _u, ...who } = worker(userId, name);
  return { ...amounts({ netAmount: net, grossAmount: `${net}00`, deductionAmount: '0.00', additionAmount: '0.00', pieceAmount: `${net}00` }), ...who, itemId: `item-${userId}`, confirmStatus: 'confirmed' };
}

function group(organizationName: string | null, rows: PayrollRowDto[]): PayrollGroupDto {
  return { organizationId: organizationName, organizationName, rows, subtotal: { ...sumWageAmounts(rows), workerCount: rows.length } };
}

const GROUPS = [group('缝制一组', [row('u1', '王芳', '3270.55'), row('u2', '李强', '2810.10')]), group(null, [row('u3', '赵敏', '1200.00')])];
const PAYROLL: PayrollPrintDto = {
  companyName: '锦绣制衣',
  settlement: SETTLEMENT_HEADER,
  groups: GROUPS,
  total: { ...sumWageAmounts(GROUPS.flatMap((g) => g.rows)), workerCount: 3 },
};

describe('payroll print', () => {
  it('groups the workers by organization with subtotals, the company total and an empty signature cell per worker', async () => {
    const payrollPrintData = vi.fn(() => Promise.resolve(PAYROLL));
    await renderModulePage(<PayrollPrintPage route={route} />, {
      endpoints: { wages: fakeWagesApi({ wages: { payrollPrintData } }) },
      granted: [P.SalaryManagement],
      path: '/wage/payrollPrint?settlementId=set-1',
    });
    await waitFor(() => {
      expect(screen.getByTestId('print-area').getAttribute('data-ready')).toBe('true');
    });
    expect(screen.getByTestId('print-company').textContent).toBe('锦绣制衣');
    expect(payrollPrintData).toHaveBeenCalledWith({ settlementId: 'set-1' }, expect.anything());
    const table = within(screen.getByTestId('payroll')).getByRole('table');
    const header = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header.at(-1)).toBe('签名');
    // The header row is a thead: the print CSS repeats it on every page.
    expect(table.querySelector('thead')?.querySelectorAll('tr')).toHaveLength(1);

    const first = screen.getByTestId('payroll-group-0');
    expect(within(first).getAllByRole('row')[0]?.textContent).toBe('缝制一组（2 人）');
    expect(within(first).getAllByRole('row')[1]?.textContent).toBe('Eu1王芳1250¥3,270.55¥0.00¥0.00¥3,270.55¥3,270.55已确认');
    expect(screen.getByTestId('payroll-subtotal-0').textContent).toBe('小计2500¥6,080.65¥0.00¥0.00¥6,080.65¥6,080.65');
    expect(within(screen.getByTestId('payroll-group-1')).getAllByRole('row')[0]?.textContent).toBe('未分配组织（1 人）');
    expect(screen.getByTestId('payroll-total').textContent).toBe('合计3750¥7,280.65¥0.00¥0.00¥7,280.65¥7,280.65');
    // Every worker row ends with the cell to sign in.
    for (const cells of within(first).getAllByRole('row').slice(1, 3).map((r) => within(r).getAllByRole('cell'))) expect(cells.at(-1)?.textContent).toBe('');
  });
});
