import { TenantPermissions as P } from '@eticket/core/abp';
import { newOutboxItem, type OutboxScan } from '@eticket/core/scanning';
import type { ScanRequest } from '@eticket/api-client';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { StationDeviceProvider } from '../device/station-device-context';
import type { ScanStationEndpoints } from '../scanning-api';
import { abpError, bundleCard, fakeScanningApi, minePage, networkError, record, scanResult } from '../testing/fake-scanning-api';
import { createMemoryDevice, type MemoryDevice } from '../testing/memory-device';
import ScanStationPage from './scan-station-page';

configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/scan/station', name: 'ScanStation', title: 'Route.ScanStation' };
const CODE = 'ET1.0000000000000000000000007A';
const SCOPE = 'tenant-1/user-1';

function worker(config: Parameters<NonNullable<Parameters<typeof renderModulePage>[1]['config']>>[0]) {
  return { ...config, currentUser: { ...config.currentUser, id: 'user-1' } };
}

/** A fake server: records by key (a repeated key answers the first record), cards by code. */
function scanServer(options: { refuse?: (input: ScanRequest) => Error | null; fail?: () => boolean } = {}) {
  const records = new Map<string, ScanRequest>();
  const scan = vi.fn((input: ScanRequest) => {
    if (options.fail?.() === true) return Promise.reject(networkError());
    const refusal = options.refuse?.(input) ?? null;
    if (refusal !== null) return Promise.reject(refusal);
    const replayed = records.has(input.clientRequestId);
    if (!replayed) records.set(input.clientRequestId, input);
    const qty = input.qty ?? 0;
    return Promise.resolve(scanResult({ id: `log-${input.clientRequestId}`, qty, orderProcedureId: input.orderProcedureId, amount: `${String(qty / 2)}.0000` }, 0, replayed));
  });
  const byCode = vi.fn((code: string) => Promise.resolve(bundleCard(code)));
  const mine = vi.fn(() => Promise.resolve(minePage([...records.values()].map((input, i) => record({ id: `log-${String(i)}`, qty: input.qty ?? 0 })))));
  const api: ScanStationEndpoints = fakeScanningApi({ ticketLogs: { scan, mine }, bundles: { byCode } });
  return { api, scan, byCode, mine, records };
}

async function open(api: ScanStationEndpoints, device: MemoryDevice) {
  const view = await renderModulePage(
    <StationDeviceProvider value={device}>
      <ScanStationPage route={route} />
    </StationDeviceProvider>,
    { endpoints: { scanning: api }, granted: [P.TicketScan], config: worker },
  );
  await screen.findByTestId('scan-station');
  return view;
}

function typeCode(code: string) {
  const input = screen.getByRole('textbox', { name: '菲票码' });
  fireEvent.change(input, { target: { value: code } });
  const form = input.closest('form');
  if (form === null) throw new Error('the scan field has no form');
  fireEvent.submit(form);
  return input;
}

function textOf(element: Element | null | undefined): string {
  return element?.textContent ?? '';
}

function valueOf(element: Element): string {
  return element instanceof HTMLInputElement ? element.value : '';
}

function procedureButtons() {
  return within(screen.getByTestId('procedure-picker')).getAllByRole('radio');
}

describe('scan station', () => {
  it('a handheld scan shows the card; claimable procedures first with the rest as qty; report records it once', async () => {
    const server = scanServer();
    const device = createMemoryDevice();
    await open(server.api, device);
    const input = typeCode(` ${CODE} `);
    // The field is cleared for the next scan and keeps the focus.
    expect(valueOf(input)).toBe('');
    expect(document.activeElement).toBe(input);

    const card = await screen.findByTestId('bundle-card');
    expect(textOf(within(card).getByTestId('card-order'))).toContain('PO-2611');
    expect(within(card).queryByText('扎号 7')).not.toBeNull();
    expect(within(card).queryByTestId('card-held')).toBeNull();
    expect(server.byCode).toHaveBeenCalledWith(CODE, expect.objectContaining({ silent: true }));
    // Claimable ones first (上领 chosen by default), the finished one last, disabled, with the server's reason.
    const buttons = procedureButtons();
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining('2. 上领'),
      expect.stringContaining('3. 锁边'),
      expect.stringContaining('1. 合肩'),
    ]);
    expect(buttons[0]?.getAttribute('aria-checked')).toBe('true');
    expect((buttons[2] as HTMLButtonElement).disabled).toBe(true);
    expect(valueOf(screen.getByTestId('scan-qty'))).toBe('10');

    fireEvent.click(screen.getByTestId('scan-report'));
    await waitFor(() => {
      expect(screen.getByTestId('scan-result').getAttribute('data-status')).toBe('sent');
    });
    expect(textOf(screen.getByTestId('scan-result'))).toContain('已报工：上领 10 件');
    expect(server.scan).toHaveBeenCalledTimes(1);
    expect(server.scan.mock.calls[0]?.[0]).toEqual({ code: CODE, orderProcedureId: 'op-2', qty: 10, clientRequestId: 'key-1', source: 'web' });
    expect(device.signals).toEqual([true]);
    // Today's totals are asked again once the scan is recorded.
    await waitFor(() => {
      expect(textOf(screen.getByTestId('today-qty'))).toContain('10');
    });
    // 上领 is done from here: the default moves to 锁边 with its 6 left.
    await waitFor(() => {
      expect(textOf(procedureButtons()[0])).toContain('锁边');
    });
    expect(valueOf(screen.getByTestId('scan-qty'))).toBe('6');
    expect(screen.getAllByTestId('outbox-item').map((li) => li.getAttribute('data-status'))).toEqual(['sent']);
  });

  it('refuses more than is left before sending anything', async () => {
    const server = scanServer();
    await open(server.api, createMemoryDevice());
    typeCode(CODE);
    await screen.findByTestId('bundle-card');
    fireEvent.change(screen.getByTestId('scan-qty'), { target: { value: '11' } });
    fireEvent.click(screen.getByTestId('scan-report'));
    expect(textOf(await screen.findByRole('alert'))).toContain('最多只能报 10 件');
    fireEvent.change(screen.getByTestId('scan-qty'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('scan-report'));
    expect(textOf(await screen.findByRole('alert'))).toContain('数量请填 1 以上的整数');
    expect(server.scan).not.toHaveBeenCalled();
  });

  it('a refusal shows the server’s reason in red and is never sent again', async () => {
    const server = scanServer({ refuse: () => abpError(409, '该订单尚未投产，不能扫菲') });
    const device = createMemoryDevice();
    await open(server.api, device);
    typeCode(CODE);
    await screen.findByTestId('bundle-card');
    fireEvent.click(screen.getByTestId('scan-report'));
    await waitFor(() => {
      expect(screen.getByTestId('scan-result').getAttribute('data-status')).toBe('refused');
    });
    expect(textOf(screen.getByTestId('scan-result'))).toContain('该订单尚未投产，不能扫菲');
    expect(textOf(screen.getByTestId('outbox-refusal'))).toContain('该订单尚未投产，不能扫菲');
    expect(device.signals).toEqual([false]);
    device.setOnline(false);
    device.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.scan).toHaveBeenCalledTimes(1);
  });

  it('offline: a card seen before comes from the phone, the scan waits and goes out when the network is back', async () => {
    const server = scanServer();
    const device = createMemoryDevice();
    await open(server.api, device);
    typeCode(CODE);
    await screen.findByTestId('bundle-card');
    expect(device.cached.has(`${SCOPE}|${CODE}`)).toBe(true);

    device.setOnline(false);
    typeCode(CODE);
    expect(textOf(await screen.findByTestId('card-cached'))).toContain('本机缓存');
    expect(server.byCode).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('scan-report'));
    await waitFor(() => {
      expect(screen.getByTestId('scan-result').getAttribute('data-status')).toBe('pending');
    });
    expect(textOf(screen.getByTestId('scan-result'))).toContain('联网后自动发送');
    expect(textOf(screen.getByTestId('network-state'))).toContain('离线');
    expect(server.scan).not.toHaveBeenCalled();
    expect([...device.stored.values()].map((item) => item.status)).toEqual(['pending']);

    device.setOnline(true);
    await waitFor(() => {
      expect(screen.getByTestId('scan-result').getAttribute('data-status')).toBe('sent');
    });
    expect(server.scan).toHaveBeenCalledTimes(1);
  });

  it('offline: a code never seen here says the card needs the network', async () => {
    const server = scanServer();
    const device = createMemoryDevice({ online: false });
    await open(server.api, device);
    typeCode(CODE);
    expect(textOf(await screen.findByTestId('scan-failure'))).toContain('需要联网才能显示扎信息');
    expect(screen.queryByTestId('scan-report')).toBeNull();
    expect(device.signals).toEqual([false]);
  });

  it('a held bundle says so with its reason on the card; no procedure is offered, each saying why', async () => {
    const server = scanServer();
    server.byCode.mockImplementation((code: string) => {
      const card = bundleCard(code);
      return Promise.resolve({
        ...card,
        bundle: { ...card.bundle, scanBlocked: true, scanBlockReason: '质检待返修', scanBlockedAt: '2026-11-27T01:00:00.000Z', scanBlockedByName: '王主管' },
        procedures: card.procedures.map((p) => ({ ...p, claimable: false, reason: 'Scanning.Error.BundleBlocked' })),
      });
    });
    await open(server.api, createMemoryDevice());
    typeCode(CODE);
    const held = await screen.findByTestId('card-held');
    expect(textOf(held)).toContain('这一扎已暂停扫码，暂不能报工');
    expect(textOf(within(held).getByTestId('card-held-reason'))).toBe('原因：质检待返修');
    expect(procedureButtons().every((b) => b.hasAttribute('disabled'))).toBe(true);
    expect(screen.getAllByTestId('procedure-reason').map((r) => r.textContent)).toEqual(Array(3).fill('这一扎已暂停扫码（如在质检中），暂不能报工'));
  });

  it('an unknown code shows the server’s refusal', async () => {
    const server = scanServer();
    server.byCode.mockImplementation(() => Promise.reject(abpError(404, '菲票不存在')));
    await open(server.api, createMemoryDevice());
    typeCode('ET1.NOPE');
    expect(textOf(await screen.findByTestId('scan-failure'))).toContain('菲票不存在');
  });

  it('after a reload, scans left on the phone are sent with their own keys, once', async () => {
    const server = scanServer();
    const device = createMemoryDevice();
    const left: OutboxScan = {
      clientRequestId: 'tapped-before-reload',
      code: CODE,
      orderProcedureId: 'op-3',
      qty: 6,
      queuedAt: '2026-11-27T01:59:00.000Z',
      label: { orderNo: 'PO-2611', styleNo: 'MS2401', bundleNo: 7, color: '白色', size: 'M', procedureName: '锁边' },
    };
    // It had already reached the server once (its reply was lost): the server answers the first record.
    server.records.set(left.clientRequestId, { code: CODE, orderProcedureId: 'op-3', qty: 6, clientRequestId: left.clientRequestId });
    device.stored.set(`${SCOPE}|${left.clientRequestId}`, { ...newOutboxItem(left), status: 'sending' });
    await open(server.api, device);
    await waitFor(() => {
      expect(screen.getAllByTestId('outbox-item').map((li) => li.getAttribute('data-status'))).toEqual(['sent']);
    });
    expect(server.scan).toHaveBeenCalledTimes(1);
    expect(server.scan.mock.calls[0]?.[0].clientRequestId).toBe('tapped-before-reload');
    expect(server.records.size).toBe(1);
    expect(device.stored.get(`${SCOPE}|tapped-before-reload`)?.receipt?.replayed).toBe(true);
  });

  it('a transport failure keeps the scan waiting with a retry button', async () => {
    let failing = true;
    const server = scanServer({ fail: () => failing });
    await open(server.api, createMemoryDevice());
    typeCode(CODE);
    await screen.findByTestId('bundle-card');
    fireEvent.click(screen.getByTestId('scan-report'));
    const retry = await screen.findByRole('button', { name: '立即重试' });
    expect(screen.getByTestId('outbox-item').getAttribute('data-status')).toBe('pending');
    failing = false;
    fireEvent.click(retry);
    await waitFor(() => {
      expect(screen.getByTestId('outbox-item').getAttribute('data-status')).toBe('sent');
    });
    expect(new Set(server.scan.mock.calls.map((call) => call[0].clientRequestId))).toEqual(new Set(['key-1']));
  });

  it('the camera loads on demand and says so when the phone gives no camera', async () => {
    await open(scanServer().api, createMemoryDevice());
    expect(screen.queryByTestId('camera')).toBeNull();
    fireEvent.click(screen.getByTestId('camera-toggle'));
    // jsdom has no camera (navigator.mediaDevices): the station says how to go on.
    expect(textOf(await screen.findByTestId('camera-failed'))).toContain('用扫描枪扫码');
    fireEvent.click(screen.getByTestId('camera-toggle'));
    await waitFor(() => {
      expect(screen.queryByTestId('camera-failed')).toBeNull();
    });
  });
});
