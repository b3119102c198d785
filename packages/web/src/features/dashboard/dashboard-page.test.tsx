import { ALL_TENANT_PERMISSIONS, WORKER_PERMISSIONS } from '@eticket/core/abp';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/app-harness';
import DashboardPage from './dashboard-page';

// Chakra in jsdom is slow on a shared 2-core machine: give renders room.
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const route = { path: '/dashboard', name: 'Dashboard', title: 'Route.Dashboard' };
const linkNames = async () => within(await screen.findByTestId('quick-links')).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('dashboard quick links', () => {
  it('lead a worker to the scan station, their records and their wage, and nowhere else', async () => {
    renderApp(<DashboardPage route={route} />, { granted: WORKER_PERMISSIONS });
    expect(await linkNames()).toEqual([
      ['扫码报工', '/scan/station'],
      ['我的报工', '/scan/mine'],
      ['我的工资', '/scan/wage'],
    ]);
  });

  it('put scanning first for the office too, then its own pages', async () => {
    renderApp(<DashboardPage route={route} />, { granted: ALL_TENANT_PERMISSIONS });
    const links = await linkNames();
    expect(links.slice(0, 4).map(([, href]) => href)).toEqual(['/scan/station', '/scan/mine', '/scan/wage', '/order/list']);
  });
});
