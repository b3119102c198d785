import { canReportWork, type OrderStatus } from '../domain/order-status';
import { resolveProcedurePrice, type Coefficient, type ProcedurePriceRow, type ResolvedPrice } from '../domain/pricing';
import { multiplyQty, type Micros } from '../money/money';
import type { BundleStatus } from '../production/production.types';
import type { TicketLogStatus } from './ticket-log';

/**
 * What may be claimed on a bundle (domain §3.4, §8.1): Σ live qty per (bundle, order procedure) never
 * exceeds the bundle qty, only a producing order's live, unblocked, in-house bundles scan, and each refusal
 * has its own reason (a code and a text key), so the scan station, the bundle card and the server say the same.
 */

export const CLAIM_REFUSALS = [
  'bundleVoid',
  'bundleBlocked',
  'bundleOutsourced',
  'orderDraft',
  'orderNotProducing',
  'procedureOutsourced',
  'nothingRemaining',
  'qtyExceedsRemaining',
] as const;
export type ClaimRefusal = (typeof CLAIM_REFUSALS)[number];

/** The ABP error code of each refusal (what a client branches on) and its text key. */
export const CLAIM_REFUSAL_CODES = {
  bundleVoid: 'ScanBundleVoid',
  bundleBlocked: 'ScanBundleBlocked',
  bundleOutsourced: 'ScanBundleOutsourced',
  orderDraft: 'ScanOrderDraft',
  orderNotProducing: 'ScanOrderNotProducing',
  procedureOutsourced: 'ScanProcedureOutsourced',
  nothingRemaining: 'ScanNothingRemaining',
  qtyExceedsRemaining: 'ScanQtyExceedsRemaining',
} as const satisfies Record<ClaimRefusal, string>;

export const CLAIM_REFUSAL_KEYS = {
  bundleVoid: 'Scanning.Error.BundleVoid',
  bundleBlocked: 'Scanning.Error.BundleBlocked',
  bundleOutsourced: 'Scanning.Error.BundleOutsourced',
  orderDraft: 'Scanning.Error.OrderDraft',
  orderNotProducing: 'Scanning.Error.OrderNotProducing',
  procedureOutsourced: 'Scanning.Error.ProcedureOutsourced',
  nothingRemaining: 'Scanning.Error.NothingRemaining',
  qtyExceedsRemaining: 'Scanning.Error.QtyExceedsRemaining',
} as const satisfies Record<ClaimRefusal, `Scanning.${string}`>;

/** Everything that decides whether one (bundle, order procedure) can take more work. */
export interface ClaimFacts {
  bundleQty: number;
  bundleStatus: BundleStatus;
  /** Held back (at QC, on hold): nobody scans it until released. */
  scanBlocked: boolean;
  /** With an outside factory: in-house workers cannot claim it. */
  bundleOutsourced: boolean;
  orderStatus: OrderStatus;
  procedureOutsourced: boolean;
  /** Σ qty of the live records of this (bundle, procedure). */
  reported: number;
}

export interface ClaimState {
  /** What is left to claim, never below 0. */
  remaining: number;
  claimable: boolean;
  reason: ClaimRefusal | null;
}

/** The first reason that stops a claim, in the order a worker can act on it; null when one is possible. */
export function claimState(f: ClaimFacts): ClaimState {
  const remaining = Math.max(0, f.bundleQty - Math.max(0, f.reported));
  const reason = ((): ClaimRefusal | null => {
    if (f.bundleStatus === 'void') return 'bundleVoid';
    if (f.orderStatus === 'draft') return 'orderDraft';
    if (!canReportWork(f.orderStatus)) return 'orderNotProducing';
    if (f.scanBlocked) return 'bundleBlocked';
    if (f.bundleOutsourced) return 'bundleOutsourced';
    if (f.procedureOutsourced) return 'procedureOutsourced';
    if (remaining === 0) return 'nothingRemaining';
    return null;
  })();
  return { remaining, claimable: reason === null, reason };
}

export type ClaimDecision = { ok: true; qty: number; remainingAfter: number } | { ok: false; reason: ClaimRefusal; remaining: number };

/** The qty a scan takes: the asked qty when it fits, the rest when none is asked. */
export function decideClaim(f: ClaimFacts, requested: number | null): ClaimDecision {
  const state = claimState(f);
  if (state.reason !== null) return { ok: false, reason: state.reason, remaining: state.remaining };
  const qty = requested ?? state.remaining;
  if (!Number.isSafeInteger(qty) || qty < 1) throw new RangeError(`qty must be a positive integer, got ${String(qty)}`);
  if (qty > state.remaining) return { ok: false, reason: 'qtyExceedsRemaining', remaining: state.remaining };
  return { ok: true, qty, remainingAfter: state.remaining - qty };
}

// ---- Money ----------------------------------------------------------------------------------------------

export interface ScanPriceInput {
  defaultPrice: Micros;
  /** The order procedure's snapshot rows (per size, per level, per level and size). */
  rows: readonly ProcedurePriceRow[];
  technicalLevelId: string | null;
  /** The worker's level coefficient in ten-thousandths (COEFFICIENT_ONE without a level). */
  coefficient: Coefficient;
  size: string;
}

/** The piece rate snapshotted on a record: the order procedure's price for this worker's level and this size. */
export function scanUnitPrice(input: ScanPriceInput): ResolvedPrice {
  return resolveProcedurePrice({ defaultPrice: input.defaultPrice, rows: input.rows, technicalLevelId: input.technicalLevelId, coefficient: input.coefficient, size: input.size });
}

/** A record's amount: qty × the snapshotted unit price, exact in micro-yuan (wages round once, later). */
export function workAmount(qty: number, unitPrice: Micros): Micros {
  return multiplyQty(qty, unitPrice);
}

// ---- Business date: one implementation, in production/business-date ------------------------------------

export { businessDateIn, isTimeZone } from '../production/business-date';

// ---- Revoking -------------------------------------------------------------------------------------------

export const REVOKE_REFUSALS = ['settled', 'notLive', 'notOwn', 'windowPassed'] as const;
export type RevokeRefusal = (typeof REVOKE_REFUSALS)[number];

export const REVOKE_REFUSAL_CODES = {
  settled: 'TicketLogSettled',
  notLive: 'TicketLogNotRevocable',
  notOwn: 'TicketLogNotOwn',
  windowPassed: 'TicketLogRevokeWindowPassed',
} as const satisfies Record<RevokeRefusal, string>;

export const REVOKE_REFUSAL_KEYS = {
  settled: 'Scanning.Error.Settled',
  notLive: 'Scanning.Error.NotRevocable',
  notOwn: 'Scanning.Error.NotOwnRecord',
  windowPassed: 'Scanning.Error.RevokeWindowPassed',
} as const satisfies Record<RevokeRefusal, `Scanning.${string}`>;

export interface RevocableRecord {
  userId: string;
  status: TicketLogStatus;
  settlementId: string | null;
  /** Milliseconds since the epoch. */
  occurredAt: number;
}

export interface Revoker {
  userId: string;
  /** Holds the revoke permission and the record is in their data scope. */
  mayRevokeOthers: boolean;
  /** Holds the scan permission (own records within the window). */
  mayRevokeOwn: boolean;
}

/**
 * Whether a record may be revoked now (domain §5.4, §8.1.3): never once settled, only while it counts
 * (pending or valid); a manager with the permission revokes any record in scope, a worker only their own
 * within `revokeMinutes` of the scan.
 */
export function revokeRefusal(record: RevocableRecord, by: Revoker, now: number, revokeMinutes: number): RevokeRefusal | null {
  if (record.status === 'settled' || record.settlementId !== null) return 'settled';
  if (record.status !== 'valid' && record.status !== 'pending') return 'notLive';
  if (by.mayRevokeOthers) return null;
  if (record.userId !== by.userId || !by.mayRevokeOwn) return 'notOwn';
  return now - record.occurredAt <= Math.max(0, revokeMinutes) * 60_000 ? null : 'windowPassed';
}

/** "10" → 10; anything that is not a whole number of minutes ≥ 0 → the fallback. */
export function parseRevokeMinutes(text: string | undefined, fallback: number): number {
  const value = Number((text ?? '').trim());
  return text !== undefined && text.trim() !== '' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}
