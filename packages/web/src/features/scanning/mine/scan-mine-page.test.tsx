import { TenantPermissions as P, SettingNames } from '@eticket/core/abp';
import type { TicketLogListQuery } from '@eticket/core/scanning';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { StationDeviceProvider } from '../device/station-device-context';
import { abpError, fakeScanningApi, minePage, record } from '../testing/fake-scanning-api';
import { createMemoryDevice } from '../testing/memory-device';
import ScanMinePage from './scan-mine-page';

configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/scan/mine', name: 'ScanMine', title: 'Route.ScanMine' };
// 02:00 UTC = 10:00 in Shanghai, 27 November.
const NOW = '2026-11-27T02:00:00.000Z';

function textOf(element: Element | null | undefined): string {
  return element?.textContent ?? '';
}

async function open(mine: (query?: TicketLogListQuery) => Promise<ReturnType<typeof minePage>>, revoke = vi.fn(() => Promise.resolve(record({ status: 'revoked' })))) {
  const mineSpy = vi.fn(mine);
  const api = fakeScanningApi({ ticketLogs: { mine: mineSpy, revoke } });
  await renderModulePage(
    <StationDeviceProvider value={createMemoryDevice({ now: NOW })}>
      <ScanMinePage route={route} />
    </StationDeviceProvider>,
    {
      endpoints: { scanning: api },
      granted: [P.TicketScan],
      config: (config) => ({
        ...config,
        currentUser: { ...config.currentUser, id: 'user-1' },
        setting: { values: { ...config.setting.values, [SettingNames.ScanRevokeMinutes]: '10', [SettingNames.TimeZone]: 'Asia/Shanghai' } },
      }),
    },
  );
  return { mine: mineSpy, revoke };
}

describe('my records', () => {
  it('today by default (the tenant’s calendar), then this month: totals over the period and the rows of the page', async () => {
    const calls: TicketLogListQuery[] = [];
    const { mine } = await open((query) => {
      calls.push(query ?? {});
      const month = query?.from === '2026-11-01';
      return Promise.resolve(
        minePage([record({ id: 'a', qty: 10 }), record({ id: 'b', qty: 4, amount: '2.0000', procedureName: '锁边' })], {
          recordCount: month ? 120 : 2,
          qty: month ? 1800 : 14,
          amount: month ? '812.40' : '7.00',
        }),
      );
    });
    await waitFor(() => {
      expect(textOf(screen.getByTestId('mine-qty'))).toBe('14');
    });
    expect(textOf(screen.getByTestId('mine-pay'))).toContain('7.00');
    expect(calls.every((q) => q.from === '2026-11-27' && q.to === '2026-11-27')).toBe(true);
    const table = screen.getByRole('table', { name: '我的扫菲记录' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: '本月' }));
    await waitFor(() => {
      expect(textOf(screen.getByTestId('mine-count'))).toBe('120');
    });
    expect(textOf(screen.getByTestId('mine-pay'))).toContain('812.40');
    expect(calls.some((q) => q.from === '2026-11-01' && q.to === '2026-11-27')).toBe(true);
    expect(mine).toHaveBeenCalled();
  });

  it('revokes an own record within the minutes, with a reason; older, settled or revoked ones offer nothing', async () => {
    let revoked = false;
    const rows = () => [
      record({ id: 'fresh', occurredAt: '2026-11-27T01:55:00.000Z', status: revoked ? 'revoked' : 'valid' }),
      record({ id: 'old', occurredAt: '2026-11-27T01:00:00.000Z', procedureName: '锁边' }),
      record({ id: 'paid', occurredAt: '2026-11-27T01:58:00.000Z', status: 'settled', settlementId: 's-1', procedureName: '上袖' }),
    ];
    const revoke = vi.fn(() => {
      revoked = true;
      return Promise.resolve(record({ id: 'fresh', status: 'revoked' }));
    });
    await open(() => Promise.resolve(minePage(rows())), revoke);
    const table = await screen.findByRole('table', { name: '我的扫菲记录' });
    await waitFor(() => {
      expect(within(table).getAllByRole('button', { name: '撤销' })).toHaveLength(1);
    });
    fireEvent.click(within(table).getByRole('button', { name: '撤销' }));
    const dialog = await screen.findByTestId('revoke-dialog');
    // A reason is required.
    fireEvent.click(within(dialog).getByRole('button', { name: '撤销' }));
    expect(textOf(await within(dialog).findByTestId('revoke-error'))).toContain('请填写撤销原因');
    expect(revoke).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' 扫错工序 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '撤销' }));
    await waitFor(() => {
      expect(screen.queryByTestId('revoke-dialog')).toBeNull();
    });
    expect(revoke).toHaveBeenCalledWith('fresh', { reason: '扫错工序' }, { silent: true });
    await waitFor(() => {
      expect(within(table).queryAllByRole('button', { name: '撤销' })).toHaveLength(0);
    });
    expect(within(table).getAllByText('已撤销').length).toBeGreaterThan(0);
  });

  it('a refused revoke keeps the dialog open with the server’s reason', async () => {
    const revoke = vi.fn(() => Promise.reject(abpError(409, '已超过可撤销时间')));
    await open(() => Promise.resolve(minePage([record({ id: 'fresh', occurredAt: '2026-11-27T01:55:00.000Z' })])), revoke);
    fireEvent.click(await screen.findByRole('button', { name: '撤销' }));
    const dialog = await screen.findByTestId('revoke-dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '扫错' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '撤销' }));
    expect(textOf(await within(dialog).findByTestId('revoke-error'))).toContain('已超过可撤销时间');
  });
});
