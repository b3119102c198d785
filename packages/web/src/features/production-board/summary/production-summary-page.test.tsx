import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakeBoardApi } from '../testing/fake-board-api';
import ProductionSummaryPage from './production-summary-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const route = { path: '/production/summary', name: 'ProductionSummary', title: 'Route.ProductionSummary' };

describe('production summary', () => {
  it('shows cut, reported by stage and completed per day with totals; switching the grouping asks the server again', async () => {
    const board = fakeBoardApi();
    await renderModulePage(<ProductionSummaryPage route={route} />, { endpoints: { productionBoard: board }, granted: [] });
    const table = within(await screen.findByTestId('production-summary'));
    expect(table.getByRole('columnheader', { name: '车缝' })).toBeTruthy();
    expect(table.getByRole('columnheader', { name: '包装' })).toBeTruthy();
    expect(table.queryByRole('columnheader', { name: '整烫' })).toBeNull();
    expect(screen.getByTestId('summary-total-reported').textContent).toContain('44');
    expect(board.summary).toHaveBeenLastCalledWith({ groupBy: 'day' }, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: '按订单' }));
    await waitFor(() => {
      expect(board.summary).toHaveBeenLastCalledWith({ groupBy: 'order' }, expect.anything());
    });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-01' } });
    await waitFor(() => {
      expect(board.summary).toHaveBeenLastCalledWith({ groupBy: 'order', from: '2026-11-01' }, expect.anything());
    });
  });

  it('exports the same summary to Excel', async () => {
    const board = fakeBoardApi();
    await renderModulePage(<ProductionSummaryPage route={route} />, { endpoints: { productionBoard: board }, granted: [] });
    await screen.findByTestId('production-summary');
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => {
      expect(board.exportSummary).toHaveBeenCalledWith({ groupBy: 'day' });
    });
  });
});
