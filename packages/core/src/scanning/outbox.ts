import type { DecimalString } from '../catalog/catalog.types';
import type { TicketLogStatus } from './ticket-log';

/**
 * The scan station's outbox: every scan a worker taps is kept on the device with the idempotency key made at
 * that tap, sent in order when the network allows, and settles as sent (the server's record) or refused (its
 * reason). The key never changes, so a resend after a lost reply or a reload returns the first record.
 */

/** pending: waiting to be sent; sending: a request is out; sent: recorded; refused: the server said no (final). */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'refused'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What the worker saw when tapping, so the outbox can say which scan is which without the network. */
export interface OutboxScanLabel {
  orderNo: string;
  styleNo: string;
  bundleNo: number;
  color: string;
  size: string;
  procedureName: string;
}

/** One tap on the station: what is sent, and when it was tapped (ISO instant, from the device). */
export interface OutboxScan {
  clientRequestId: string;
  code: string;
  orderProcedureId: string;
  /** null: the rest of the bundle for this procedure, decided by the server. */
  qty: number | null;
  queuedAt: string;
  label: OutboxScanLabel;
}

/** The server's record, as far as the station shows it. */
export interface OutboxReceipt {
  recordId: string;
  qty: number;
  amount: DecimalString;
  recordStatus: TicketLogStatus;
  remaining: number;
  /** The server answered with the first result of this key (an earlier send had got through). */
  replayed: boolean;
}

/** Why the server refused: its ABP error code and translated message. */
export interface OutboxRefusal {
  code: string | null;
  message: string;
}

export interface OutboxItem extends OutboxScan {
  status: OutboxStatus;
  /** Sends that failed in transport (no answer, or an answer that says "try again"). */
  attempts: number;
  receipt: OutboxReceipt | null;
  refusal: OutboxRefusal | null;
}

/** What one send ends in; a transport failure is not an outcome (the sender rejects, the outbox retries). */
export type SendOutcome = { kind: 'sent'; receipt: OutboxReceipt } | { kind: 'refused'; refusal: OutboxRefusal };

/** A write to the device's storage, applied in the order the outbox made them. */
export type OutboxWrite = { kind: 'put'; item: OutboxItem } | { kind: 'delete'; clientRequestId: string };

export const OutboxRetry = {
  /** The first retry waits this long; each further one twice as long, up to the cap. */
  baseMs: 1_000,
  capMs: 60_000,
} as const;

/** How long to wait before the next send after `attempts` transport failures in a row (≥ 1). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 16);
  return Math.min(OutboxRetry.baseMs * 2 ** exponent, OutboxRetry.capMs);
}

/**
 * Is an HTTP failure worth sending again? No answer (0), a timeout (1), an expired session that a new login
 * will fix (401), "too many" (429), a request timeout (408) and server errors may pass later; any other answer
 * is the server's decision about this scan and would be the same next time.
 */
export function isRetryableStatus(status: number | null): boolean {
  if (status === null || status === 0 || status === 1) return true;
  return status === 401 || status === 408 || status === 429 || status >= 500;
}

export function isSettled(item: Pick<OutboxItem, 'status'>): boolean {
  return item.status === 'sent' || item.status === 'refused';
}

/** The next scan to send: the oldest one still pending (scans go out in the order they were tapped). */
export function nextToSend(items: readonly OutboxItem[]): OutboxItem | null {
  return items.find((item) => item.status === 'pending') ?? null;
}

export function newOutboxItem(scan: OutboxScan): OutboxItem {
  return { ...scan, status: 'pending', attempts: 0, receipt: null, refusal: null };
}

/**
 * Items read back from storage: an item stored as sending may or may not have reached the server, so it is
 * pending again (its key makes the resend safe); ordered by tap time, ties by key so the order is stable.
 */
export function restoreItems(stored: readonly OutboxItem[]): OutboxItem[] {
  return stored
    .map((item): OutboxItem => (item.status === 'sending' ? { ...item, status: 'pending' } : item))
    .sort((a, b) => (a.queuedAt === b.queuedAt ? a.clientRequestId.localeCompare(b.clientRequestId) : a.queuedAt < b.queuedAt ? -1 : 1));
}

/**
 * Put items read from storage before the ones tapped meanwhile, never twice for one key (the in-memory one
 * wins: it is newer).
 */
export function mergeRestored(current: readonly OutboxItem[], stored: readonly OutboxItem[]): OutboxItem[] {
  const known = new Set(current.map((item) => item.clientRequestId));
  return [...restoreItems(stored).filter((item) => !known.has(item.clientRequestId)), ...current];
}

/**
 * Keep the most recent `limit` settled items as history; unsent ones are never dropped. Returns what stays
 * and the keys dropped.
 */
export function pruneSettled(items: readonly OutboxItem[], limit: number): { kept: OutboxItem[]; dropped: string[] } {
  const settled = items.filter(isSettled);
  const excess = settled.length - Math.max(limit, 0);
  if (excess <= 0) return { kept: [...items], dropped: [] };
  const dropped = new Set(settled.slice(0, excess).map((item) => item.clientRequestId));
  return { kept: items.filter((item) => !dropped.has(item.clientRequestId)), dropped: [...dropped] };
}

export interface OutboxCounts {
  pending: number;
  sent: number;
  refused: number;
}

/** For the station's header: sending counts as pending (it is not recorded yet). */
export function countOutbox(items: readonly OutboxItem[]): OutboxCounts {
  const counts: OutboxCounts = { pending: 0, sent: 0, refused: 0 };
  for (const item of items) {
    if (item.status === 'sent') counts.sent += 1;
    else if (item.status === 'refused') counts.refused += 1;
    else counts.pending += 1;
  }
  return counts;
}

/**
 * Pieces of one (bundle code, procedure) this device has reported since `since` (an ISO instant: when the
 * bundle card it shows was read), so the station does not offer them again: unsent ones with their qty (a
 * pending "the rest" claims everything: Infinity), sent ones with the recorded qty; refused ones count nothing.
 */
export function queuedQty(items: readonly OutboxItem[], code: string, orderProcedureId: string, since = ''): number {
  let total = 0;
  for (const item of items) {
    if (item.status === 'refused' || item.code !== code || item.orderProcedureId !== orderProcedureId || item.queuedAt < since) continue;
    total += item.receipt?.qty ?? item.qty ?? Number.POSITIVE_INFINITY;
  }
  return total;
}
