import { HostPermissions, TenantPermissions } from '@eticket/core/abp';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/app-harness';
import { App } from './app';

/** The router adapter applies the core's guard to every location (product-spec §2 navigation rules). */
describe('router adapter', () => {
  it('sends a signed-out visitor to the login page with the full path to come back to', async () => {
    const { currentPath } = renderApp(<App />, { path: '/order/list?status=2', loggedIn: false });
    await waitFor(() => {
      expect(currentPath()).toBe('/account/login?redirect=%2Forder%2Flist%3Fstatus%3D2');
    });
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    // The title is set by an effect after the page renders: wait for it rather than read it once.
    await waitFor(() => {
      expect(document.title).toBe('登录 - 电子菲票');
    });
  });

  it('sends a user without the permission to /403 with the path', async () => {
    const { currentPath } = renderApp(<App />, { path: '/order/list', granted: [TenantPermissions.TicketScan] });
    await waitFor(() => {
      expect(currentPath()).toBe('/403?redirect=%2Forder%2Flist');
    });
    expect(await screen.findByRole('heading', { level: 1, name: '无权访问' })).toBeTruthy();
  });

  it('sends an unknown path to /404 and / to the dashboard', async () => {
    const first = renderApp(<App />, { path: '/nonsense' });
    await waitFor(() => {
      expect(first.currentPath()).toBe('/404');
    });
    first.unmount();
    const second = renderApp(<App />, { path: '/' });
    await waitFor(() => {
      expect(second.currentPath()).toBe('/dashboard');
    });
  });

  it('refuses tenant pages on the host side', async () => {
    const { currentPath } = renderApp(<App />, { path: '/order/list', tenant: null, granted: [HostPermissions.TenantManagement, TenantPermissions.OrderManagement] });
    await waitFor(() => {
      expect(currentPath()).toBe('/403?redirect=%2Forder%2Flist');
    });
  });
});
