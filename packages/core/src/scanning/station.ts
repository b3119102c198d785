import { businessDateIn, monthStart } from '../production/business-date';
import type { BundleProcedureStateDto } from '../production/production.types';
import { parseRevokeMinutes, revokeRefusal } from './claim-rules';
import type { TicketLogDto } from './ticket-log';

/** The tenant's calendar date ('yyyy-MM-dd') at `now`, in its IANA zone (an unknown zone: the product's). */
export { businessDateIn as tenantDate, monthStart };

/**
 * The scan station's rules that do not need a screen: which procedures it offers first and which one it
 * picks, what is left once the scans still in the outbox are counted, the worker's own revoke window, and
 * the tenant's calendar days the "today" and "this month" totals cover.
 */

/** A procedure as the station shows it: the server's state less what this device has queued but not sent. */
export interface StationProcedure extends BundleProcedureStateDto {
  /** Pieces this device still has to send for it (Infinity: a queued "the rest"). */
  queued: number;
  /** What the worker may still report from here. */
  available: number;
  /** Claimable now, counting the queued scans. */
  offered: boolean;
}

/**
 * Claimable procedures first (in procedure order), then the others with their reason. `queuedOf` tells
 * what this device has queued per procedure, so a scan waiting to be sent is not offered twice.
 */
export function stationProcedures(procedures: readonly BundleProcedureStateDto[], queuedOf: (orderProcedureId: string) => number): StationProcedure[] {
  const shown = procedures.map((procedure): StationProcedure => {
    const queued = queuedOf(procedure.orderProcedureId);
    const available = Math.max(procedure.remaining - queued, 0);
    return { ...procedure, queued, available, offered: procedure.claimable && available > 0 };
  });
  const bySeq = (a: StationProcedure, b: StationProcedure) => a.seq - b.seq;
  return [...shown.filter((p) => p.offered).sort(bySeq), ...shown.filter((p) => !p.offered).sort(bySeq)];
}

/** The procedure a worker reported last: its id on that order, and its name for the next order's bundles. */
export interface LastProcedure {
  orderProcedureId: string;
  name: string;
}

/**
 * The default choice: the procedure used last when it is offered (same order procedure, else one of the same
 * name: a worker keeps doing one operation across orders), else the first one offered, else none.
 */
export function defaultProcedure(procedures: readonly StationProcedure[], last: LastProcedure | null): string | null {
  const offered = procedures.filter((p) => p.offered);
  const same = offered.find((p) => p.orderProcedureId === last?.orderProcedureId) ?? offered.find((p) => p.name === last?.name);
  return same?.orderProcedureId ?? offered[0]?.orderProcedureId ?? null;
}

/** Why a procedure is not offered, as a text key: the server's reason, or "queued here" when only the outbox holds it back. */
export function unofferedReason(procedure: StationProcedure): string | null {
  if (procedure.offered) return null;
  if (!procedure.claimable) return procedure.reason ?? 'ScanStation.Reason.NotClaimable';
  return 'ScanStation.Reason.Queued';
}

/**
 * May the worker revoke an own record now: the server's rule (revokeRefusal) for one's own record, within
 * `minutes` of scanning it (0 = never). `now` comes from the caller's clock.
 */
export function canRevokeOwn(record: Pick<TicketLogDto, 'status' | 'occurredAt' | 'settlementId'>, now: number, minutes: number): boolean {
  const at = Date.parse(record.occurredAt);
  if (!Number.isFinite(minutes) || minutes <= 0 || Number.isNaN(at) || now < at) return false;
  const self = { userId: 'self', mayRevokeOthers: false, mayRevokeOwn: true };
  return revokeRefusal({ userId: 'self', status: record.status, settlementId: record.settlementId, occurredAt: at }, self, now, minutes) === null;
}

/** The setting's minutes as a number (absent, malformed or negative: 0, i.e. workers cannot revoke). */
export function revokeMinutes(setting: string | undefined): number {
  return parseRevokeMinutes(setting, 0);
}


export type MinePeriod = 'today' | 'month';

/** The date range of "today" or "this month" (up to today) in the tenant's calendar. */
export function periodRange(period: MinePeriod, today: string): { from: string; to: string } {
  return { from: period === 'today' ? today : monthStart(today), to: today };
}

/** The qty the worker asks for: a whole number from 1 to what is available, else the text key saying why. */
export function readStationQty(text: string, available: number): { qty: number } | { error: 'ScanStation.Qty.Invalid' | 'ScanStation.Qty.TooMany' } {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed) || Number(trimmed) < 1) return { error: 'ScanStation.Qty.Invalid' };
  const qty = Number(trimmed);
  return qty > available ? { error: 'ScanStation.Qty.TooMany' } : { qty };
}
