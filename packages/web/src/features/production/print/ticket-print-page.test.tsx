import { ApiError } from '@eticket/api-client';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { TicketPrintDataDto, TicketPrintRequest } from '@eticket/core/production';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeQrSvg } from '../testing/decode-qr';
import { fakeProductionApi } from '../testing/fake-production-api';
import { printData, ticketCode } from '../testing/print-data';
import { renderProductionPage } from '../testing/render-production';
import BundleTicketPrintPage from './ticket-print-page';

configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/order/printBatchAssign', name: 'OrderPrintBatchAssign', title: 'Route.OrderPrintBatchAssign' };
const GRANTED = [P.OrderManagement, P.OrderManagementPrint];
const PATH = '/order/printBatchAssign?order=order-1&bed=bed-1&from=1&to=45&tpl=A4&copies=1&prices=1';

async function renderPrint(data: TicketPrintDataDto, extra: { ticketPrint?: (id: string, request: TicketPrintRequest) => Promise<TicketPrintDataDto> } = {}, path = PATH) {
  const ticketPrintData = vi.fn((_id: string, _request: TicketPrintRequest) => Promise.resolve(data));
  const ticketPrint = vi.fn(extra.ticketPrint ?? (() => Promise.resolve({ ...data, recorded: true })));
  const production = fakeProductionApi({ orders: { ticketPrintData, ticketPrint } });
  const view = await renderProductionPage(<BundleTicketPrintPage route={route} />, { production, granted: GRANTED, path });
  return { ...view, ticketPrintData, ticketPrint };
}

const area = () => screen.getByTestId('print-area');
/** Every sheet drawn and the toolbar says so (Print enabled). */
const ready = () =>
  waitFor(() => {
    expect(area().getAttribute('data-ready')).toBe('true');
    expect(screen.getByTestId<HTMLButtonElement>('print-button').disabled).toBe(false);
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ticket print view', { timeout: 60_000 }, () => {
  it('asks the server for exactly the job in the address, then lays 45 tickets on 3 A4 sheets of 21', async () => {
    const { ticketPrintData } = await renderPrint(printData(45));
    await ready();
    expect(ticketPrintData).toHaveBeenCalledWith(
      'order-1',
      {
        from: 1,
        to: 45,
        cuttingTimeId: 'bed-1',
        template: 'A4',
        copies: 1,
        options: { rotate180: false, showPrices: true, showProcedures: true, companyName: null, ticketNote: null, perTicketNotes: null },
        partIds: null,
      },
      expect.objectContaining({ signal: expect.any(AbortSignal) as unknown }),
    );
    const sheets = area().querySelectorAll('.et-sheet');
    expect([...sheets].map((s) => s.querySelectorAll('.et-ticket').length)).toEqual([21, 21, 3]);
    expect(screen.getByTestId('print-status').textContent).toBe('已就绪：45 张菲票，3 页');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    // The page size of the template, no margin; the A4 grid of 70 × 42.4 mm tickets.
    const css = area().querySelector('style')?.textContent ?? '';
    expect(css).toContain('@page { size: 210mm 297mm; margin: 0; }');
    expect(css).toContain('grid-template-columns: repeat(3, 70mm); grid-template-rows: repeat(7, 42.4mm)');
  });

  it('each ticket: company, style, order, bed, LARGE bundle no, colour, size, qty, dye lot, ticket no, procedures (prices only where allowed), QR of the code', async () => {
    await renderPrint(printData(4, { template: '60x40' }));
    await ready();
    const ticket = area().querySelectorAll<HTMLElement>('.et-ticket')[0];
    if (ticket === undefined) throw new Error('no ticket');
    const text = ticket.textContent;
    for (const part of ['锦绣制衣厂', '扎号1', '款号CS-2611', '制单号SO-2611-01', '床次16', '颜色白色', '尺码S', '数量20', '缸号G-7', '菲票号50000']) {
      expect(text).toContain(part);
    }
    expect(within(ticket).getByTestId('ticket-bundle-no').textContent).toBe('1');
    // 做领 and 钉扣 show their prices (the server left 上领's out), with the RMB symbol the tenant asked for.
    expect(ticket.querySelector('.et-procs')?.textContent).toBe('1.做领 ¥0.35  2.上领  3.钉扣 ¥0.12');
    expect(ticket.querySelector('.et-tag')).toBeNull();
    const css = area().querySelector('style')?.textContent ?? '';
    expect(css).toContain('@page { size: 60mm 40mm; margin: 0; }');
    // One label per sheet.
    expect(area().querySelectorAll('.et-sheet')).toHaveLength(4);
  });

  it('the QR decodes (independent decoder) to the ticket’s opaque code, and nothing else', async () => {
    await renderPrint(printData(3, { template: '80x60' }));
    await ready();
    const svgs = [...area().querySelectorAll<SVGElement>('svg[data-qr]')];
    expect(svgs.map((svg) => decodeQrSvg(svg))).toEqual([ticketCode(1), ticketCode(2), ticketCode(3)]);
  });

  it('copies sit together and are marked; a reprint is marked', async () => {
    await renderPrint(printData(2, { template: '60x40', copies: 2, printCount: 1 }), {}, PATH.replace('copies=1', 'copies=2'));
    await ready();
    const tickets = [...area().querySelectorAll<HTMLElement>('.et-ticket')];
    expect(tickets.map((t) => [t.dataset.bundleNo, [...t.querySelectorAll('.et-tag')].map((tag) => tag.textContent)])).toEqual([
      ['1', ['补打', '第1/2联']],
      ['1', ['补打', '第2/2联']],
      ['2', ['补打', '第1/2联']],
      ['2', ['补打', '第2/2联']],
    ]);
  });

  it('2,000 tickets are drawn a slice at a time with progress, then all of them', async () => {
    await renderPrint(printData(2000, { template: '60x40' }), {}, PATH.replace('to=45', 'to=2000'));
    await waitFor(() => {
      const now = Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
      expect(now).toBeGreaterThan(0);
    });
    await waitFor(
      () => {
        expect(area().getAttribute('data-ready')).toBe('true');
      },
      { timeout: 45_000 },
    );
    expect(area().querySelectorAll('.et-ticket')).toHaveLength(2000);
  });

  it('Print records the print on the server (same job), redraws with the recorded counts, then opens the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const recorded = { ...printData(3, { template: '60x40', recorded: true, printCount: 2 }) };
    const { ticketPrint } = await renderPrint(printData(3, { template: '60x40' }), { ticketPrint: () => Promise.resolve(recorded) });
    await ready();
    expect(area().querySelector('.et-tag')).toBeNull();
    fireEvent.click(screen.getByTestId('print-button'));
    await waitFor(() => {
      expect(print).toHaveBeenCalledTimes(1);
    });
    expect(ticketPrint).toHaveBeenCalledWith('order-1', expect.objectContaining({ from: 1, to: 45, template: 'A4', cuttingTimeId: 'bed-1' }), expect.anything());
    // printCount 2 after recording: this paper is a reprint, and says so.
    expect([...area().querySelectorAll('.et-tag')].map((t) => t.textContent)).toEqual(['补打', '补打', '补打']);
  });

  it('a refused selection shows the server’s reasons instead of tickets', async () => {
    const refusal = new ApiError({
      kind: 'response',
      method: 'POST',
      path: '/api/eticket/order/order-1/ticketPrintData',
      status: 400,
      headers: new Headers({ _AbpErrorFormat: 'true' }),
      body: { error: { code: 'Validation', message: '请求参数有误', validationErrors: [{ message: '没有勾选任何扎', members: ['picks'] }] } },
    });
    const production = fakeProductionApi({ orders: { ticketPrintData: () => Promise.reject(refusal) } });
    await renderProductionPage(<BundleTicketPrintPage route={route} />, { production, granted: GRANTED, path: '/order/printBatchAssign?order=order-1&picks=&tpl=A4' });
    expect((await screen.findByTestId('print-error')).textContent).toContain('没有勾选任何扎');
    expect(screen.queryByTestId('print-area')).toBeNull();
  });

  it('without a job in the address it says where to start', async () => {
    await renderProductionPage(<BundleTicketPrintPage route={route} />, { production: fakeProductionApi(), granted: GRANTED, path: '/order/printBatchAssign' });
    expect(screen.getByText('请先在“菲票打印”页选择订单和要打印的扎')).toBeTruthy();
  });
});
