import { HostPermissions, TenantPermissions } from '@eticket/core/abp';
import { StorageKeys } from '@eticket/core/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LayoutProvider } from '../actors/layout-context';
import { renderApp } from '../test/app-harness';
import { Navbar } from './navbar/navbar';
import { Sidebar } from './sidebar';

function Shell() {
  return (
    <LayoutProvider>
      <Sidebar />
      <Navbar />
    </LayoutProvider>
  );
}

describe('sidebar', () => {
  it('shows only permitted entries; a group with one visible page shows as that page', async () => {
    renderApp(<Shell />, { path: '/dashboard', granted: [TenantPermissions.OrderManagement, TenantPermissions.ProcedurePriceManagement] });
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    await waitFor(() => {
      expect(within(nav).getByRole('button', { name: '订单管理' })).toBeTruthy();
    });
    expect(within(nav).getByRole('link', { name: '首页' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: '工序工价' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: '款式管理' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: '租户管理' })).toBeNull();
    // The group opens to show its pages.
    fireEvent.click(within(nav).getByRole('button', { name: '订单管理' }));
    expect(within(nav).getByRole('link', { name: '订单列表' })).toBeTruthy();
  });

  it('opens the group of the current page and marks the page as current', async () => {
    renderApp(<Shell />, { path: '/order/list', granted: [TenantPermissions.OrderManagement] });
    const link = await screen.findByRole('link', { name: '订单列表' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('host side: the host menu only', async () => {
    renderApp(<Shell />, { path: '/dashboard', tenant: null, granted: [HostPermissions.TenantManagement] });
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    await waitFor(() => {
      expect(within(nav).getByRole('link', { name: '租户管理' })).toBeTruthy();
    });
    expect(within(nav).queryByRole('button', { name: '订单管理' })).toBeNull();
  });

  it('collapses from the navbar toggle and remembers it', async () => {
    renderApp(<Shell />, { path: '/dashboard' });
    const nav = await screen.findByTestId('sidebar');
    expect(nav.getAttribute('data-state')).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(nav.getAttribute('data-state')).toBe('closed');
    expect(window.localStorage.getItem(StorageKeys.sidebarStatus)).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    expect(window.localStorage.getItem(StorageKeys.sidebarStatus)).toBe('1');
  });

  it('on a phone the closed drawer holds no menu until it first opens, then keeps it', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 });
    try {
      renderApp(<Shell />, { path: '/dashboard', granted: [TenantPermissions.OrderManagement] });
      const nav = await screen.findByTestId('sidebar');
      expect(nav.getAttribute('data-device')).toBe('mobile');
      expect(nav.getAttribute('data-state')).toBe('closed');
      expect(nav.querySelector('a[data-menu-key]')).toBeNull();
      fireEvent.click(screen.getByTestId('sidebar-toggle'));
      expect(nav.getAttribute('data-state')).toBe('open');
      expect(within(nav).getByRole('link', { name: '首页' })).toBeTruthy();
      fireEvent.click(screen.getByTestId('sidebar-backdrop'));
      expect(nav.getAttribute('data-state')).toBe('closed');
      expect(nav.querySelector('a[data-menu-key]')).not.toBeNull();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });
});
