import type { ProductionHomeDto } from '@eticket/core/production-board';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakeBoardApi } from '../testing/fake-board-api';
import ProductionHomePage from './production-home-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const route = { path: '/production/home', name: 'ProductionHome', title: 'Route.ProductionHome' };

const EMPTY: ProductionHomeDto = {
  today: '2026-11-27',
  timeZone: 'Asia/Shanghai',
  piecesToday: 0,
  piecesYesterday: 0,
  piecesMonth: 0,
  wageToday: '0.00',
  producingOrders: 0,
  inProductionQty: 0,
  openOrders: 0,
  overdueOrders: 0,
  bedsCutToday: 0,
  cutQtyToday: 0,
  daily: [],
  latest: [],
};

describe('production home', () => {
  it('shows the KPI cards from the server, the overdue orders in red and the latest scans', async () => {
    const board = fakeBoardApi();
    await renderModulePage(<ProductionHomePage route={route} />, { endpoints: { productionBoard: board }, granted: [] });
    expect((await screen.findByTestId('kpi-today')).textContent).toContain('1,234');
    expect(screen.getByTestId('kpi-yesterday').textContent).toContain('987');
    expect(screen.getByTestId('kpi-month').textContent).toContain('23,456');
    expect(screen.getByTestId('kpi-wage').textContent).toContain('1,520.35');
    expect(screen.getByTestId('kpi-open').textContent).toContain('已逾期 2');
    expect(screen.getByTestId('kpi-beds').textContent).toContain('裁剪 840 件');
    expect(within(screen.getByTestId('latest-scans')).getByText('张三')).toBeTruthy();
    expect(screen.getByText('DD-001 第 7 扎')).toBeTruthy();
    expect(board.home).toHaveBeenCalledTimes(1);
  });

  it('says there are no scans yet on a fresh tenant', async () => {
    const board = fakeBoardApi({ home: () => Promise.resolve(EMPTY) });
    await renderModulePage(<ProductionHomePage route={route} />, { endpoints: { productionBoard: board }, granted: [] });
    expect(await screen.findByText('还没有扫菲记录')).toBeTruthy();
    expect(screen.getByTestId('kpi-open').textContent).not.toContain('逾期');
  });
});

