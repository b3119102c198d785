import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/dictionaries';
import {
  ORDER_EVENTS,
  ORDER_STATUSES,
  ORDER_STATUS_LABEL_KEYS,
  OrderStatusCode,
  allowedOrderEvents,
  canAddCuttingBed,
  canDeleteOrder,
  canReportWork,
  orderLineEditMode,
  orderStatusFromCode,
  transitionOrder,
  type OrderStatus,
} from './order-status';

const RUNS = { numRuns: 1000 };

describe('order status (domain §5.1)', () => {
  it('follows the happy path draft → producing → completed → closed', () => {
    const facts = { reportedQty: 0 };
    let status: OrderStatus = 'draft';
    for (const event of ['confirm', 'complete', 'close'] as const) {
      const next = transitionOrder(status, event, facts);
      expect(next.ok).toBe(true);
      if (next.ok) status = next.status;
    }
    expect(status).toBe('closed');
    expect(allowedOrderEvents('closed', facts)).toEqual([]);
  });

  it('cancels only while nothing is reported', () => {
    expect(transitionOrder('producing', 'cancel', { reportedQty: 0 })).toEqual({ ok: true, status: 'cancelled' });
    expect(transitionOrder('draft', 'cancel', { reportedQty: 0 })).toEqual({ ok: true, status: 'cancelled' });
    const refused = transitionOrder('producing', 'cancel', { reportedQty: 3 });
    expect(refused).toEqual({ ok: false, error: 'alreadyReported', key: 'OrderStatus.CancelAfterReport' });
    expect(transitionOrder('completed', 'cancel', { reportedQty: 0 })).toMatchObject({ ok: false, error: 'notAllowed' });
    expect(translate('zh-Hans', 'OrderStatus.CancelAfterReport')).toBe('订单已有报工记录，不能取消');
  });

  it('reopen returns a completed order to production; closed and cancelled are final', () => {
    expect(transitionOrder('completed', 'reopen', { reportedQty: 5 })).toEqual({ ok: true, status: 'producing' });
    expect(transitionOrder('closed', 'reopen', { reportedQty: 5 })).toMatchObject({ ok: false });
    expect(allowedOrderEvents('cancelled', { reportedQty: 0 })).toEqual([]);
    expect(allowedOrderEvents('producing', { reportedQty: 1 })).toEqual(['complete']);
    expect(allowedOrderEvents('draft', { reportedQty: 0 })).toEqual(['confirm', 'cancel']);
  });

  it('codes, labels and edit rules', () => {
    expect(ORDER_STATUSES.map((s) => orderStatusFromCode(OrderStatusCode[s]))).toEqual([...ORDER_STATUSES]);
    expect(orderStatusFromCode(0)).toBeNull();
    expect(translate('zh-Hans', ORDER_STATUS_LABEL_KEYS.producing)).toBe('生产中');
    expect(ORDER_STATUSES.map(orderLineEditMode)).toEqual(['any', 'growOnly', 'none', 'none', 'none']);
    expect(ORDER_STATUSES.filter(canAddCuttingBed)).toEqual(['draft', 'producing']);
    expect(ORDER_STATUSES.filter(canReportWork)).toEqual(['producing']);
    expect(canDeleteOrder('draft', { bedCount: 0 })).toBe(true);
    expect(canDeleteOrder('draft', { bedCount: 1 })).toBe(false);
    expect(canDeleteOrder('producing', { bedCount: 0 })).toBe(false);
  });

  it('any event sequence stays within the diagram (property)', () => {
    const edges = new Set([
      'draft>producing',
      'producing>completed',
      'completed>producing',
      'completed>closed',
      'draft>cancelled',
      'producing>cancelled',
    ]);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...ORDER_EVENTS), fc.nat({ max: 3 })), { maxLength: 30 }), (steps) => {
        let status: OrderStatus = 'draft';
        let reported = 0;
        for (const [event, qty] of steps) {
          if (status === 'producing') reported += qty;
          const next = transitionOrder(status, event, { reportedQty: reported });
          if (!next.ok) continue;
          expect(edges.has(`${status}>${next.status}`)).toBe(true);
          if (next.status === 'cancelled') expect(reported).toBe(0);
          status = next.status;
        }
      }),
      RUNS,
    );
  });
});
