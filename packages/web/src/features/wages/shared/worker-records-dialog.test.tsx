import { TenantPermissions as P } from '@eticket/core/abp';
import type { WageDetailQuery } from '@eticket/core/wages';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { detailLine, detailPage, fakeWagesApi } from '../testing/fake-wages-api';
import WorkerRecordsDialog from './worker-records-dialog';

configure({ asyncUtilTimeout: 10_000 });

/** 25 lines, the first settled. */
const LINES = Array.from({ length: 25 }, (_, i) => detailLine(i + 1, { businessDate: '2026-10-12', procedureName: i === 0 ? '锁边' : '上领', qty: 2, unitPrice: '0.50', amount: '1.0000', settled: i === 0 }));
const serve = (query: WageDetailQuery) => detailPage(query, LINES, { recordCount: 25, qty: 50, amount: '25.0000' });

describe('worker records dialog', () => {
  it("pages the worker's piece detail from the wage API, with the period's totals and each line's settled state", async () => {
    const detailPrintData = vi.fn(serve);
    // Opened from the wage list: the page's heading is there (the harness waits for it).
    const onPage = (
      <>
        <h1>计件工资</h1>
        <WorkerRecordsDialog target={{ userId: 'u1', name: '王芳', period: { periodStart: '2026-10-01', periodEnd: '2026-10-31' } }} onClose={() => undefined} />
      </>
    );
    await renderModulePage(onPage, {
      endpoints: { wages: fakeWagesApi({ wages: { detailPrintData } }) },
      granted: [P.SalaryManagement],
    });
    expect((await screen.findByTestId('records-totals')).textContent).toBe('25 条记录，50 件，金额 ¥25.00');
    expect(screen.getAllByTestId('record-row')).toHaveLength(20);
    expect(screen.getAllByTestId('record-row')[0]?.textContent).toContain('已结算');
    expect(detailPrintData).toHaveBeenLastCalledWith({ userId: 'u1', from: '2026-10-01', to: '2026-10-31', skipCount: 0, maxResultCount: 20 }, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => {
      expect(screen.getAllByTestId('record-row')).toHaveLength(5);
    });
    expect(detailPrintData).toHaveBeenLastCalledWith(expect.objectContaining({ skipCount: 20 }), expect.anything());
  });
});
