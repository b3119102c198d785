import type { ProductionEndpoints } from '@eticket/api-client';
import { TenantPermissions as P } from '@eticket/core/abp';
import { OrderStatusCode } from '@eticket/core/domain';
import type { CuttingTimeDto, OrderDto } from '@eticket/core/production';
import CuttingListPage from '../cutting/cutting-list-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import PrintHomePage from '../print/print-home-page';
import { fakeProductionApi } from '../testing/fake-production-api';
import { renderProductionPage } from '../testing/render-production';
import OrderTicketPage from '../ticket/order-ticket-page';

// Chakra in jsdom is slow on a shared 2-core machine: give renders room.
configure({ asyncUtilTimeout: 10_000 });

/** The audit fields both fixtures carry. */
const AUDITED = { creationTime: '2026-11-20T02:00:00.000Z', lastModificationTime: null, concurrencyStamp: 'stamp' };

function order(status: number): OrderDto {
  return {
    id: 'order-1',
    ...AUDITED,
    orderNo: 'DD-7001',
    customerPoNo: null,
    productId: 'style-1',
    styleNo: 'MS2401',
    productName: '男装长袖牛津纺衬衫',
    productImageUrl: null,
    customerId: null,
    customerName: null,
    orderDate: '2026-11-20',
    deliveryDate: '2026-12-20',
    status: status as OrderDto['status'],
    totalQty: 100,
    cutQty: 100,
    completedQty: 0,
    progressPercent: 0,
    colors: ['白色'],
    sizes: ['M'],
    quantities: [[100]],
    quantityTotals: { rowTotals: [100], columnTotals: [100], total: 100 },
    remark: null,
    procedures: [],
    proceduresSnapshotAt: null,
    bedCount: 1,
    reportedQty: 0,
    completedAt: null,
    closedAt: null,
    allowedEvents: status === OrderStatusCode.draft ? ['confirm', 'cancel'] : ['complete', 'cancel'],
    canDelete: false,
  };
}

const EMPTY = { items: [], totalCount: 0 };

/** A fake server whose order is a draft until confirmed. */
function server(initial: number) {
  let status = initial;
  const get = vi.fn(() => Promise.resolve(order(status)));
  const transition = vi.fn<ProductionEndpoints['orders']['transition']>(() => {
    status = OrderStatusCode.producing;
    return Promise.resolve(order(status));
  });
  const production = fakeProductionApi({
    orders: { get, transition },
    cuttingTimes: { list: () => Promise.resolve(EMPTY) },
    bundles: { list: () => Promise.resolve(EMPTY) },
  });
  return { production, get, transition };
}

const printRoute = { path: '/order/printTicketHome', name: 'OrderPrintTicketHome', title: 'Route.OrderPrintTicketHome' };
const ticketRoute = { path: '/order/ticket', name: 'OrderTicket', title: 'Route.OrderTicket' };

describe('the draft notice on the print and bed pages', () => {
  it('says the order is a draft and confirms it from the print page, then goes away', async () => {
    const { production, transition } = server(OrderStatusCode.draft);
    await renderProductionPage(<PrintHomePage route={printRoute} />, { production, granted: [P.OrderManagement, P.OrderManagementPrint, P.OrderManagementEdit], path: '/order/printTicketHome?order=order-1' });
    const notice = await screen.findByTestId('order-draft-notice');
    expect(notice.textContent).toContain('订单“DD-7001”仍是草稿');
    expect(notice.textContent).toContain('草稿订单的菲票还不能扫描报工');
    fireEvent.click(within(notice).getByTestId('order-draft-confirm'));
    const dialog = await screen.findByTestId('confirm-action');
    expect(dialog.textContent).toContain('确认订单“DD-7001”开始生产');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认生产' }));
    await waitFor(() => {
      expect(transition).toHaveBeenCalledWith('order-1', 'confirm', expect.anything());
    });
    await waitFor(() => {
      expect(screen.queryByTestId('order-draft-notice')).toBeNull();
    });
  });

  it('offers no confirm to someone who may not edit orders, and says who can', async () => {
    const { production } = server(OrderStatusCode.draft);
    await renderProductionPage(<PrintHomePage route={printRoute} />, { production, granted: [P.OrderManagement, P.OrderManagementPrint], path: '/order/printTicketHome?order=order-1' });
    const notice = await screen.findByTestId('order-draft-notice');
    expect(notice.textContent).toContain('请有订单编辑权限的人员在订单列表中确认生产');
    expect(within(notice).queryByTestId('order-draft-confirm')).toBeNull();
  });

  it('shows nothing for an order in production', async () => {
    const { production, get } = server(OrderStatusCode.producing);
    await renderProductionPage(<PrintHomePage route={printRoute} />, { production, granted: [P.OrderManagement, P.OrderManagementEdit], path: '/order/printTicketHome?order=order-1' });
    await waitFor(() => {
      expect(get).toHaveBeenCalled();
    });
    await get.mock.results[0]?.value;
    await screen.findByLabelText('床次');
    expect(screen.queryByTestId('order-draft-notice')).toBeNull();
  });

  it('stands on the bed page too', async () => {
    const { production } = server(OrderStatusCode.draft);
    await renderProductionPage(<OrderTicketPage route={ticketRoute} />, { production, granted: [P.OrderManagement, P.OrderManagementEdit], path: '/order/ticket?orderId=order-1' });
    const notice = await screen.findByTestId('order-draft-notice');
    expect(within(notice).getByTestId('order-draft-confirm').textContent).toContain('确认生产');
  });
});

function bed(orderStatus: number): CuttingTimeDto {
  return {
    id: 'bed-1',
    ...AUDITED,
    orderId: 'order-1',
    cutDate: '2026-11-20',
    cutterUserId: null,
    cutterName: '王师傅',
    fabricName: null,
    fabricColor: null,
    dyeLot: null,
    markerNo: null,
    markerLength: null,
    markerWidth: null,
    lossRate: null,
    ratios: [{ size: 'M', ratio: 1 }],
    colors: [{ color: '白色', layers: 100 }],
    remark: null,
    ticketNote: null,
    orderNo: 'DD-7001',
    orderStatus: orderStatus as CuttingTimeDto['orderStatus'],
    productId: 'style-1',
    styleNo: 'MS2401',
    productName: '男装长袖牛津纺衬衫',
    customerName: null,
    bedNo: 16,
    bedSubNo: null,
    displayNo: '16',
    layers: 100,
    piecesPerPly: 1,
    layQty: 100,
    status: 'printed',
    bundleMode: 'split',
    startBundleNo: 1,
    totalBundles: 10,
    totalQty: 100,
    printedBundles: 10,
    printedAt: '2026-11-20T03:00:00.000Z',
    lockedAt: null,
    canRegenerate: false,
    plan: null,
  };
}

describe('the cutting list', () => {
  it('marks a bed of a draft order and confirms the order from its row', async () => {
    const { production, transition } = server(OrderStatusCode.draft);
    let status: number = OrderStatusCode.draft;
    production.cuttingTimes.list = () => Promise.resolve({ items: [bed(status)], totalCount: 1 });
    transition.mockImplementation(() => {
      status = OrderStatusCode.producing;
      return Promise.resolve(order(status));
    });
    await renderProductionPage(<CuttingListPage route={{ path: '/cuttingTimes/list', name: 'CuttingTimesList', title: 'Route.CuttingTimesList' }} />, {
      production,
      granted: [P.CuttingList, P.OrderManagement, P.OrderManagementEdit],
      path: '/cuttingTimes/list',
    });
    const actions = await screen.findByRole('group', { name: '16' });
    const row = actions.closest('tr');
    if (row === null) throw new Error('no row');
    expect(within(row).getByTestId('order-status').textContent).toBe('草稿');
    fireEvent.click(within(actions).getByRole('button', { name: '确认生产' }));
    fireEvent.click(within(await screen.findByTestId('confirm-action')).getByRole('button', { name: '确认生产' }));
    await waitFor(() => {
      expect(transition).toHaveBeenCalledWith('order-1', 'confirm', expect.anything());
    });
    await waitFor(() => {
      expect(within(screen.getByRole('group', { name: '16' })).queryByRole('button', { name: '确认生产' })).toBeNull();
    });
    expect(screen.queryByTestId('order-status')).toBeNull();
  });
});
