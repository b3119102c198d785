import { TenantPermissions as P } from '@eticket/core/abp';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PermissionTreeEditor } from './permission-tree-editor';

let last: ReadonlySet<string> = new Set();

function Harness({ initial }: { initial: string[] }) {
  const [granted, setGranted] = useState<ReadonlySet<string>>(new Set(initial));
  last = granted;
  return <PermissionTreeEditor side="tenant" granted={granted} onChange={setGranted} />;
}

const box = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('checkbox', { name });

describe('PermissionTreeEditor', () => {
  it('checks a whole group, shows a part-granted parent as mixed, and clears a branch', () => {
    renderWithProviders(<Harness initial={[]} />);
    const production = screen.getByRole('region', { name: '生产' });
    fireEvent.click(box('生产', production));
    expect(last.has(P.OrderManagementPrint)).toBe(true);
    expect(last.has(P.CuttingListDelete)).toBe(true);
    expect(last.has(P.ProductManagement)).toBe(false);

    // Clearing one action leaves its permission and the group part-checked.
    const printBoxes = within(production).getAllByRole('checkbox', { name: '打印' });
    expect(printBoxes).toHaveLength(1);
    fireEvent.click(printBoxes[0] as HTMLElement);
    expect(last.has(P.OrderManagementPrint)).toBe(false);
    expect(last.has(P.OrderManagement)).toBe(true);
    expect((box('订单管理', production) as HTMLInputElement).indeterminate).toBe(true);
    expect((box('生产', production) as HTMLInputElement).indeterminate).toBe(true);

    // A click on the mixed box checks the whole branch again; the next one clears it, actions included.
    fireEvent.click(box('订单管理', production));
    expect(last.has(P.OrderManagementPrint)).toBe(true);
    fireEvent.click(box('订单管理', production));
    expect([...last].some((name) => name.startsWith(P.OrderManagement))).toBe(false);
  });

  it('checking an action grants the permission it belongs to', () => {
    renderWithProviders(<Harness initial={[]} />);
    const catalog = screen.getByRole('region', { name: '基础资料' });
    const create = within(catalog).getAllByRole('checkbox', { name: '新建' })[0] as HTMLElement;
    fireEvent.click(create);
    expect(last.has(P.ProductManagementCreate)).toBe(true);
    expect(last.has(P.ProductManagement)).toBe(true);
    expect((box('款式管理', catalog) as HTMLInputElement).indeterminate).toBe(true);
  });

  it('searches the labels, keeping the path to each match', () => {
    renderWithProviders(<Harness initial={[P.SalaryManagement]} />);
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索权限' }), { target: { value: '强制' } });
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['工资与报表']);
    expect(screen.getByRole('checkbox', { name: '强制确认' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '结算' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索权限' }), { target: { value: 'zzz' } });
    expect(screen.getByText('没有符合条件的记录')).toBeTruthy();
  });
});
