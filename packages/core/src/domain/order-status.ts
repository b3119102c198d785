import type { FormsMessageKey } from '../i18n/messages/forms';

/**
 * Order status, domain §5.1 (issue 6: draft → producing → completed → closed; cancel when nothing reported):
 *
 *   draft ──confirm──▶ producing ──complete──▶ completed ──close──▶ closed
 *                         ▲                       │
 *                         └──────── reopen ───────┘
 *   draft | producing ──cancel (nothing reported)──▶ cancelled
 *
 * Deleting is not a transition: only a draft without beds may be deleted (`canDeleteOrder`).
 */
export const ORDER_STATUSES = ['draft', 'producing', 'completed', 'closed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Numeric codes on the wire. The order list's status filter defaults to 0 (product-spec §3, §4), which
 * therefore means "all statuses".
 */
export const OrderStatusCode = { draft: 1, producing: 2, completed: 3, closed: 4, cancelled: 5 } as const satisfies Record<OrderStatus, number>;
export const ORDER_STATUS_FILTER_ALL = 0;

/** i18n keys of the status names; 'OrderStatus.All' labels the filter value 0. */
export const ORDER_STATUS_LABEL_KEYS = {
  draft: 'OrderStatus.Draft',
  producing: 'OrderStatus.Producing',
  completed: 'OrderStatus.Completed',
  closed: 'OrderStatus.Closed',
  cancelled: 'OrderStatus.Cancelled',
} as const satisfies Record<OrderStatus, FormsMessageKey>;

export function orderStatusFromCode(code: number): OrderStatus | null {
  return ORDER_STATUSES.find((status) => OrderStatusCode[status] === code) ?? null;
}

export type OrderEvent = 'confirm' | 'complete' | 'reopen' | 'close' | 'cancel';
export const ORDER_EVENTS: readonly OrderEvent[] = ['confirm', 'complete', 'reopen', 'close', 'cancel'];

/** What the server knows about the order when a transition is asked for. */
export interface OrderFacts {
  /** Σ qty of live (not revoked/rejected) work records of the order. */
  reportedQty: number;
}

export type OrderTransitionError = 'notAllowed' | 'alreadyReported';

export type OrderTransition =
  | { ok: true; status: OrderStatus }
  | { ok: false; error: OrderTransitionError; key: Extract<FormsMessageKey, `OrderStatus.${string}`> };

const MOVES: Readonly<Record<OrderEvent, { from: readonly OrderStatus[]; to: OrderStatus }>> = {
  confirm: { from: ['draft'], to: 'producing' },
  complete: { from: ['producing'], to: 'completed' },
  reopen: { from: ['completed'], to: 'producing' },
  close: { from: ['completed'], to: 'closed' },
  cancel: { from: ['draft', 'producing'], to: 'cancelled' },
};

/** The next status, or why not. Pure: the server runs it inside the transaction that writes the status. */
export function transitionOrder(status: OrderStatus, event: OrderEvent, facts: OrderFacts): OrderTransition {
  const move = MOVES[event];
  if (!move.from.includes(status)) return { ok: false, error: 'notAllowed', key: 'OrderStatus.TransitionNotAllowed' };
  if (event === 'cancel' && facts.reportedQty > 0) {
    return { ok: false, error: 'alreadyReported', key: 'OrderStatus.CancelAfterReport' };
  }
  return { ok: true, status: move.to };
}

/** The events the UI may offer for an order. */
export function allowedOrderEvents(status: OrderStatus, facts: OrderFacts): OrderEvent[] {
  return ORDER_EVENTS.filter((event) => transitionOrder(status, event, facts).ok);
}

/** Only a draft without cutting beds may be deleted (domain §5.1). */
export function canDeleteOrder(status: OrderStatus, facts: { bedCount: number }): boolean {
  return status === 'draft' && facts.bedCount === 0;
}

/** Draft: lines freely editable; producing: quantities may only grow (add-on cuts); otherwise read-only. */
export function orderLineEditMode(status: OrderStatus): 'any' | 'growOnly' | 'none' {
  if (status === 'draft') return 'any';
  return status === 'producing' ? 'growOnly' : 'none';
}

/** New cutting beds only before the order is completed. */
export function canAddCuttingBed(status: OrderStatus): boolean {
  return status === 'draft' || status === 'producing';
}

/** Work can be reported only while producing (domain §7 ticketLog/scan). */
export function canReportWork(status: OrderStatus): boolean {
  return status === 'producing';
}
