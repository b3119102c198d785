import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakeBoardApi } from '../testing/fake-board-api';
import ProductionProgressPage from './production-progress-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const route = { path: '/production/progress', name: 'ProductionProgress', title: 'Route.ProductionProgress' };

describe('production progress', () => {
  it('lists the orders from the server with their completed pieces, each opening its progress', async () => {
    const board = fakeBoardApi();
    await renderModulePage(<ProductionProgressPage route={route} />, { endpoints: { productionBoard: board }, granted: [], path: '/production/progress' });
    const link = await screen.findByRole('link', { name: 'DD-001' });
    expect(link.getAttribute('href')).toBe('/production/progress?order=order-1');
    expect(screen.getByRole('progressbar', { name: /DD-001/ }).getAttribute('aria-valuenow')).toBe('33');
    expect(board.progressOrders).toHaveBeenCalledWith(expect.objectContaining({ skipCount: 0 }), expect.anything());
  });

  it('shows one order: a bar per procedure and its bundles paged on the server, each open to drill', async () => {
    const board = fakeBoardApi();
    await renderModulePage(<ProductionProgressPage route={route} />, { endpoints: { productionBoard: board }, granted: [], path: '/production/progress?order=order-1' });
    expect((await screen.findByTestId('order-progress-summary')).textContent).toContain('已完成 10 / 裁剪 30 件 · 整扎完成 1 / 3');
    const bars = within(screen.getByTestId('procedure-progress'));
    expect(bars.getByText('已完成 20 / 30 · 剩余 10')).toBeTruthy();
    expect(bars.getByRole('progressbar', { name: '上领' }).getAttribute('aria-valuenow')).toBe('46');
    expect((await screen.findByRole('link', { name: '#2' })).getAttribute('href')).toBe('/production/progress?order=order-1&bundle=b-2');
    expect(board.orderBundles).toHaveBeenCalledWith('order-1', expect.objectContaining({ skipCount: 0, maxResultCount: 20 }), expect.anything());
  });

  it('drills to a bundle: what each procedure lacks and who reported what, revoked ones marked', async () => {
    const board = fakeBoardApi();
    await renderModulePage(<ProductionProgressPage route={route} />, { endpoints: { productionBoard: board }, granted: [], path: '/production/progress?order=order-1&bundle=b-2' });
    const records = within(await screen.findByTestId('bundle-records'));
    expect(records.getByText('李四')).toBeTruthy();
    expect(records.getByText('王组长')).toBeTruthy();
    expect(records.getByText('已撤销')).toBeTruthy();
    expect(within(screen.getByTestId('bundle-procedures')).getByText('2. 上领')).toBeTruthy();
    expect(board.bundle).toHaveBeenCalledWith('b-2', expect.anything());
  });
});
