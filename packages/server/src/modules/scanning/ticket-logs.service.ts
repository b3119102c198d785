import { TenantPermissions as P } from '@eticket/core/abp';
import { COEFFICIENT_ONE, formatCoefficient, orderStatusFromCode, tryParseCoefficient } from '@eticket/core/domain';
import { formatDecimal, parseDecimal } from '@eticket/core/money';
import { assistantCovers, inScope } from '@eticket/core/people';
import { parseTicketCode } from '@eticket/core/production';
import {
  CLAIM_REFUSAL_CODES,
  CLAIM_REFUSAL_KEYS,
  REVOKE_REFUSAL_CODES,
  REVOKE_REFUSAL_KEYS,
  businessDateIn,
  claimState,
  decideClaim,
  parseRevokeMinutes,
  revokeRefusal,
  scanUnitPrice,
  workAmount,
  type BatchScanInput,
  type BatchScanResultDto,
  type ClaimFacts,
  type ClaimRefusal,
  type RevokeInput,
  type ScanInput,
  type ScanResultDto,
  type TicketLogDto,
  type TicketLogListFilter,
  type TicketLogPageDto,
  type TicketLogSource,
} from '@eticket/core/scanning';
import { translate, type Locale } from '@eticket/core/i18n';
import { subtreeIds } from '@eticket/core/tree';
import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { EntityChanges } from '../../audit/audit';
import type { TenantTx } from '../../db/context';
import { ticketLogs } from '../../db/schema/index';
import { AppError, Errors } from '../../http/errors';
import { LATER } from '../../http/write-group';
import { pgErrorCode } from '../../http/route-helpers';
import { fieldError } from '../../http/validation';
import { assistantScope } from '../people/assistants.service';
import { resolveCallerScope, scopeFilter } from '../people/data-scope.service';
import { listOrganizations } from '../people/organizations.service';
import { getBundle } from '../production/bundles.service';
import { addRecordsToDayTotals } from './day-totals.store';
import {
  claimAndRecord,
  claimAndRecordMany,
  claimedQty,
  loadTicketLog,
  loadTicketLogByRequest,
  lockBundlesOfCodes,
  releaseClaim,
  revokeRecord,
  revokeTarget,
  scanContext,
  scanContexts,
  selectTicketLogs,
  ticketLogTotals,
  ticketLogWhere,
  type ClaimOutcome,
  type ExpectedClaim,
  type RecordValues,
  type ScanContextInput,
  type ScanContextRow,
} from './ticket-logs.store';

/**
 * Work records (domain §3.4, §4.3, §5.4, §8.1): scanning (idempotent on the client's request id, never
 * over-claimed), clerk batches (each line on its own savepoint), revoking (unsettled only; releases the
 * claim), and the lists within the caller's data scope.
 */

/** For writers that load records around the scan (the demo seed, benchmarks): the day totals again from the records. */
export { rebuildDayTotals } from './day-totals.store';

export interface ScanActor {
  tenantId: string;
  userId: string;
  userName: string;
  name: string;
  grants: ReadonlySet<string>;
  changes?: EntityChanges;
}

const DEFAULT_REVOKE_MINUTES = 10;
const ENTITY = 'TicketLog';

function claimRefused(reason: ClaimRefusal, params: Record<string, string | number>): AppError {
  return new AppError(reason === 'bundleVoid' ? 410 : 409, CLAIM_REFUSAL_CODES[reason], CLAIM_REFUSAL_KEYS[reason], { params });
}

const codeUnknown = () => new AppError(404, 'ScanCodeUnknown', 'Scanning.Error.CodeUnknown');
const ticketVoided = () => new AppError(410, 'ScanTicketVoided', 'Scanning.Error.TicketVoided');
const requestIdReused = () => new AppError(409, 'ScanRequestIdReused', 'Scanning.Error.RequestIdReused');
const daySettled = (name: string, date: string) => new AppError(409, 'ScanDaySettled', 'Scanning.Error.DaySettled', { params: { name, date } });
/** The SQLSTATE of the settled-day guard (migration 0013). */
const SETTLED_DAY = 'ET409';

/**
 * Who may report for `worker`: anyone for themself; a manager of the member ticket logs for anyone in
 * their data scope; a production assistant for the members of the organizations granted to them.
 */
async function assertMayReportFor(tx: TenantTx, actor: ScanActor, worker: { id: string; organizationId: string | null; name: string }): Promise<void> {
  if (worker.id === actor.userId) return;
  if (actor.grants.has(P.ReportCenterOrganizationMemberTicketLogs)) {
    const scope = await resolveCallerScope(tx, actor.tenantId, actor.userId);
    if (inScope(scope, { userId: worker.id, organizationId: worker.organizationId })) return;
  }
  if (actor.grants.has(P.TicketScan)) {
    const granted = await assistantScope(tx, actor.tenantId, actor.userId);
    if (granted.length > 0 && assistantCovers(granted, (await listOrganizations(tx, actor.tenantId)).items, worker.organizationId)) return;
  }
  throw new AppError(403, 'ScanNotInScope', 'Scanning.Error.NotInScope', { params: { name: worker.name } });
}

async function replay(tx: TenantTx, actor: ScanActor, clientRequestId: string, reporterId: string | null): Promise<ScanResultDto> {
  if (reporterId !== null && reporterId !== actor.userId) throw requestIdReused();
  const record = await loadTicketLogByRequest(tx, actor.tenantId, clientRequestId);
  if (record === null) throw new Error('the first record of a request id vanished');
  if (record.reportedByUserId !== actor.userId) throw requestIdReused();
  const bundleQty = await bundleQtyOf(tx, actor.tenantId, record.bundleId);
  const claimed = await claimedQty(tx, actor.tenantId, record.bundleId, record.orderProcedureId);
  return { record, remaining: Math.max(0, bundleQty - claimed), replayed: true };
}

async function bundleQtyOf(tx: TenantTx, tenantId: string, bundleId: string): Promise<number> {
  return (await getBundle(tx, tenantId, bundleId)).qty;
}

function priceOf(ctx: ScanContextRow) {
  const coefficient = ctx.coefficient === null ? COEFFICIENT_ONE : (tryParseCoefficient(ctx.coefficient) ?? COEFFICIENT_ONE);
  return scanUnitPrice({
    defaultPrice: parseDecimal(ctx.defaultPrice ?? '0'),
    rows: (ctx.prices ?? []).map((row) => ({ technicalLevelId: row.technicalLevelId, size: row.size, price: parseDecimal(row.price) })),
    technicalLevelId: ctx.technicalLevelId,
    coefficient,
    size: ctx.size ?? '',
  });
}

type ScanTarget = Pick<ScanInput, 'code' | 'orderProcedureId' | 'userId' | 'clientRequestId'>;

function contextInput(callerId: string, input: ScanTarget): ScanContextInput {
  return {
    code: scanKey(input.code),
    orderProcedureId: input.orderProcedureId,
    workerId: input.userId ?? callerId,
    clientRequestId: input.clientRequestId,
  };
}

/** The ticket a scan names, as its context read looks it up (a write group's key: one ticket, one group at a time). */
export function scanKey(code: string): string {
  return parseTicketCode(code)?.code ?? code;
}

/**
 * What a scan reads before it decides (one statement; see scanContexts). The scan route sends it beside the
 * caller's principal, so the scan's first round trip carries both.
 */
export function readScanContext(tx: TenantTx, tenantId: string, callerId: string, input: ScanTarget): Promise<ScanContextRow> {
  return scanContext(tx, { tenantId, ...contextInput(callerId, input) });
}

/** The same for the scans of a write group, in one statement (sent beside the group's principals). */
export function readScanContexts(tx: TenantTx, tenantId: string, items: readonly { callerId: string; input: ScanTarget }[]): Promise<ScanContextRow[]> {
  return scanContexts(tx, tenantId, items.map((i) => contextInput(i.callerId, i.input)));
}

export interface ScanRequest extends Omit<ScanInput, 'source'> {
  source: TicketLogSource;
}

/** The worker a scan reports for, as its context found them; refused when unknown, void or inactive. */
function identify(ctx: ScanContextRow, code: string): { workerId: string; organizationId: string | null; name: string } {
  if (parseTicketCode(code) === null || ctx.bundleId === null || ctx.orderId === null) throw ctx.voided ? ticketVoided() : codeUnknown();
  if (ctx.workerId === null || ctx.workerName === null || ctx.workerUserName === null) throw fieldError('userId', 'Scanning.Error.WorkerNotFound');
  const name = ctx.workerName === '' ? ctx.workerUserName : ctx.workerName;
  if (ctx.workerActive !== true) throw new AppError(409, 'ScanWorkerInactive', 'Scanning.Error.WorkerInactive', { params: { name } });
  return { workerId: ctx.workerId, organizationId: ctx.organizationId, name };
}

interface Decided {
  facts: ClaimFacts;
  params: { orderNo: string; procedure: string };
  price: ReturnType<typeof priceOf>;
  values: RecordValues;
}

/** The core rules on the scan's context: refused (thrown) or the record to claim for. */
function decide(actor: ScanActor, input: ScanRequest, ctx: ScanContextRow, workerId: string, now: number): Decided {
  const orderStatus = orderStatusFromCode(ctx.orderStatus ?? 0);
  if (orderStatus === null || ctx.bundleId === null || ctx.orderId === null || ctx.bundleStatus === null || ctx.bundleQty === null) {
    throw new Error('scan context without order or bundle state');
  }
  const facts: ClaimFacts = {
    bundleQty: ctx.bundleQty,
    bundleStatus: ctx.bundleStatus,
    scanBlocked: ctx.scanBlocked === true,
    // No outside-factory flag exists on bundles yet: only the procedure's outsourcing applies.
    bundleOutsourced: false,
    orderStatus,
    procedureOutsourced: ctx.procedureOutsourced === true,
    reported: ctx.reported,
  };
  // The bundle's and the order's state first: a draft order has no procedures yet, and should say so.
  const bundleState = claimState({ ...facts, procedureOutsourced: false });
  if (bundleState.reason !== null && bundleState.reason !== 'nothingRemaining') throw claimRefused(bundleState.reason, { orderNo: ctx.orderNo ?? '', procedure: '' });
  if (ctx.procedureOrderId !== ctx.orderId || ctx.procedureName === null) throw fieldError('orderProcedureId', 'Scanning.Error.ProcedureNotInOrder');
  const params = { orderNo: ctx.orderNo ?? '', procedure: ctx.procedureName };
  // The quantity is decided by the claim statement on fresh counters; here only the state of things.
  const state = claimState(facts);
  if (state.reason !== null && state.reason !== 'nothingRemaining') throw claimRefused(state.reason, params);

  const price = priceOf(ctx);
  const values: RecordValues = {
    tenantId: actor.tenantId,
    bundleId: ctx.bundleId,
    orderId: ctx.orderId,
    orderProcedureId: input.orderProcedureId,
    qty: input.qty,
    userId: workerId,
    organizationId: ctx.organizationId,
    procedureName: ctx.procedureName,
    unitPrice: formatDecimal(price.price, 0, 6),
    technicalLevelId: ctx.technicalLevelId,
    coefficient: formatCoefficient(price.coefficient),
    businessDate: businessDateIn(now, ctx.timeZone ?? ''),
    occurredAt: new Date(now),
    source: input.source,
    reportedByUserId: actor.userId,
    status: ctx.requireApproval === 'true' ? 'pending' : 'valid',
    clientRequestId: input.clientRequestId,
    remark: input.remark,
  };
  return { facts, params, price, values };
}

/** The written record as the scan answers it (and its entity change for the audit trail). */
function recorded(actor: ScanActor, ctx: ScanContextRow, d: Decided, outcome: Pick<ClaimOutcome, 'qty' | 'claimedAfter' | 'bundleQty'> & { id: string }): ScanResultDto {
  const v = d.values;
  const record: TicketLogDto = {
    id: outcome.id,
    userId: v.userId,
    userName: ctx.workerUserName ?? '',
    name: ctx.workerName ?? '',
    employeeNo: ctx.employeeNo,
    organizationId: ctx.organizationId,
    organizationName: ctx.organizationName,
    orderId: v.orderId,
    orderNo: ctx.orderNo ?? '',
    styleNo: ctx.styleNo ?? '',
    bundleId: v.bundleId,
    bundleNo: ctx.bundleNo ?? 0,
    color: ctx.color ?? '',
    size: ctx.size ?? '',
    orderProcedureId: v.orderProcedureId,
    procedureName: v.procedureName,
    qty: outcome.qty,
    unitPrice: formatDecimal(d.price.price, 2, 6),
    coefficient: v.coefficient,
    amount: formatDecimal(workAmount(outcome.qty, d.price.price), 2, 6),
    businessDate: v.businessDate,
    occurredAt: v.occurredAt.toISOString(),
    source: v.source,
    reportedByUserId: actor.userId,
    reportedByName: actor.name,
    status: v.status,
    revokedAt: null,
    revokeReason: null,
    settlementId: null,
    remark: v.remark,
  };
  actor.changes?.created(ENTITY, record.id, {
    userId: record.userId,
    bundleId: record.bundleId,
    orderProcedureId: record.orderProcedureId,
    qty: record.qty,
    unitPrice: record.unitPrice,
    amount: record.amount,
    status: record.status,
    clientRequestId: v.clientRequestId,
  });
  return { record, remaining: outcome.bundleQty - (outcome.claimedAfter ?? 0), replayed: false };
}

/**
 * One scan, inside the request's transaction: read (and lock the bundle), decide with the core rules, then
 * claim and record in one statement. A retry of the same clientRequestId gets the first record back.
 * `countDay` false leaves the day's totals to the caller (a batch adds its records at its end).
 */
export async function scan(
  tx: TenantTx,
  actor: ScanActor,
  input: ScanRequest,
  now: number,
  countDay = true,
  prefetched: Promise<ScanContextRow> | null = null,
): Promise<ScanResultDto> {
  const ctx = await (prefetched ?? readScanContext(tx, actor.tenantId, actor.userId, input));
  if (ctx.existingId !== null) return replay(tx, actor, input.clientRequestId, ctx.existingReporterId);
  const worker = identify(ctx, input.code);
  await assertMayReportFor(tx, actor, { id: worker.workerId, organizationId: worker.organizationId, name: worker.name });
  const d = decide(actor, input, ctx, worker.workerId, now);
  const outcome = await claimAndRecord(tx, d.values, countDay).catch((error: unknown) => {
    // The database refuses a record in a worker-day a locked settlement owns (one settled early, its period
    // still running): rare, so the insert itself asks rather than a read before every scan.
    if (pgErrorCode(error) === SETTLED_DAY) throw daySettled(worker.name, d.values.businessDate);
    throw error;
  });
  if (outcome.id === null) {
    // A retry of this request committed while this one waited: answer with the first record.
    if (outcome.existingId !== null) return replay(tx, actor, input.clientRequestId, null);
    if (outcome.claimedAfter !== null) {
      await releaseClaim(tx, actor.tenantId, d.values.bundleId, input.orderProcedureId, outcome.qty);
      return replay(tx, actor, input.clientRequestId, null);
    }
    const decision = decideClaim({ ...d.facts, reported: outcome.claimedBefore }, input.qty);
    if (!decision.ok) throw claimRefused(decision.reason, { ...d.params, remaining: decision.remaining });
    throw Errors.conflict();
  }
  return recorded(actor, ctx, d, { ...outcome, id: outcome.id });
}

/**
 * The scans of one write group (http/write-group.ts), set-based: one context read for all (bundles locked in
 * id order), one claim-and-record statement. Only the common case is taken here — a worker reporting for
 * themself, a first delivery, accepted by the rules, a qty that fits what the locked read found, at most one
 * scan per bundle and request id in the group (a second one goes into the next group: LATER); every other
 * scan (a replay, for someone else, refused, too many pieces) gets null and is answered by `scan` on its
 * own, which says why.
 *
 * The answers are known from the read: the record's id is made here, its qty and the claim after it follow
 * from the locked counters. So the claim statement is sent and not waited for — it goes out with the group's
 * audit row and COMMIT — and it checks in the database that every claim and record came out as answered
 * (claimAndRecordMany's `expected`). If one did not, the statement fails, nothing commits and each scan runs
 * alone: an identical retry committed meanwhile, or a counter that moved while this group waited for a bundle
 * lock — the read then returns the locked row as it is now but the counters as of its snapshot. The group's
 * key (scanKey) keeps one ticket out of two running groups, so that takes two tickets of one bundle (a
 * bundle ticket and a part ticket) scanned in the same instant.
 */
export async function scanGroup(
  tx: TenantTx,
  entries: readonly { actor: ScanActor; input: ScanRequest; now: number; prefetched: Promise<ScanContextRow | undefined> | null }[],
): Promise<{ results: (ScanResultDto | null | typeof LATER)[]; written: Promise<unknown> | null }> {
  const results: (ScanResultDto | null | typeof LATER)[] = entries.map(() => null);
  const first = entries[0];
  if (first === undefined) return { results, written: null };
  const tenantId = first.actor.tenantId;
  // Read ahead beside the principals (the route's group prefetch); whatever was not is read now, in one statement.
  const unread = entries.filter((e) => e.prefetched === null);
  const read = unread.length === 0 ? [] : await readScanContexts(tx, tenantId, unread.map((e) => ({ callerId: e.actor.userId, input: e.input })));
  let next = 0;
  const contexts = await Promise.all(entries.map((e) => e.prefetched ?? Promise.resolve(read[next++])));
  const bundlesTaken = new Set<string>();
  const requestsTaken = new Set<string>();
  const values: RecordValues[] = [];
  const expected: ExpectedClaim[] = [];
  entries.forEach(({ actor, input, now }, at) => {
    const ctx = contexts[at];
    if (ctx === undefined || ctx.existingId !== null || ctx.workerId !== actor.userId || ctx.bundleId === null || ctx.bundleQty === null) return;
    if (bundlesTaken.has(ctx.bundleId) || requestsTaken.has(input.clientRequestId)) {
      results[at] = LATER;
      return;
    }
    let d: Decided;
    try {
      d = decide(actor, input, ctx, identify(ctx, input.code).workerId, now);
    } catch (error) {
      if (error instanceof AppError) return;
      throw error;
    }
    const qty = input.qty ?? ctx.bundleQty - ctx.reported;
    if (qty <= 0 || ctx.reported + qty > ctx.bundleQty) return;
    const outcome = { id: randomUUID(), qty, claimedAfter: ctx.reported + qty, bundleQty: ctx.bundleQty };
    bundlesTaken.add(ctx.bundleId);
    requestsTaken.add(input.clientRequestId);
    values.push(d.values);
    expected.push(outcome);
    results[at] = recorded(actor, ctx, d, outcome);
  });
  if (values.length === 0) return { results, written: null };
  const written = claimAndRecordMany(tx, tenantId, values, { expected });
  written.catch(() => undefined); // the group awaits it after COMMIT; its failure fails the transaction first
  return { results, written };
}

/**
 * Clerk entry: many codes × procedures for one worker. Each line runs in its own savepoint, so a refused
 * line leaves no trace and the others stand; a refusal carries the text it would have had alone. The new
 * records go into the day's totals once, after the last line: holding the worker's totals row from the
 * first line on while later lines wait for their bundles could deadlock with a single scan of one of them.
 * Every line's bundle is locked first, in id order, like a scan group's.
 */
export async function scanBatch(tx: TenantTx, actor: ScanActor, input: BatchScanInput, now: number, locale: Locale): Promise<BatchScanResultDto> {
  await lockBundlesOfCodes(tx, actor.tenantId, input.lines.map((line) => parseTicketCode(line.code)?.code ?? line.code));
  const lines: BatchScanResultDto['lines'] = [];
  for (const [index, line] of input.lines.entries()) {
    try {
      const result = await tx.transaction((sp) =>
        scan(sp as TenantTx, actor, { ...line, userId: input.userId, source: 'clerk', remark: null }, now, false),
      );
      lines.push({ index, result, error: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const message = error.options.validationErrors?.[0];
      lines.push({ index, result: null, error: { code: error.code, message: translate(locale, message?.key ?? error.key, message?.params ?? error.options.params) } });
    }
  }
  const accepted = lines.filter((l) => l.result !== null).length;
  await addRecordsToDayTotals(
    tx,
    actor.tenantId,
    lines.flatMap((l) => (l.result === null || l.result.replayed ? [] : [l.result.record.id])),
  );
  return { lines, accepted, refused: lines.length - accepted };
}

/** Revoke with a reason: own records within the setting's minutes, others' in scope with the permission. */
export async function revoke(tx: TenantTx, actor: ScanActor, id: string, read: () => RevokeInput, now: number): Promise<TicketLogDto> {
  const target = await revokeTarget(tx, actor.tenantId, id);
  if (target === null) throw Errors.notFound();
  const own = target.userId === actor.userId;
  let mayRevokeOthers = false;
  if (actor.grants.has(P.ReportCenterRevokeTicketLog)) {
    const scope = await resolveCallerScope(tx, actor.tenantId, actor.userId);
    const visible = inScope(scope, { userId: target.userId, organizationId: target.organizationId });
    if (!visible && !own) throw Errors.notFound();
    mayRevokeOthers = visible;
  } else if (!own) {
    // Someone else's record outside any revoke right: as if it did not exist.
    throw Errors.notFound();
  }
  const { reason } = read();
  const minutes = parseRevokeMinutes(target.revokeMinutes ?? undefined, DEFAULT_REVOKE_MINUTES);
  const refusal = revokeRefusal(
    { userId: target.userId, status: target.status, settlementId: target.settlementId, occurredAt: target.occurredAt.getTime() },
    { userId: actor.userId, mayRevokeOthers, mayRevokeOwn: actor.grants.has(P.TicketScan) },
    now,
    minutes,
  );
  if (refusal !== null) throw new AppError(refusal === 'notOwn' ? 403 : 409, REVOKE_REFUSAL_CODES[refusal], REVOKE_REFUSAL_KEYS[refusal], { params: { minutes } });
  const done = await revokeRecord(tx, { tenantId: actor.tenantId, id, bundleId: target.bundleId, orderProcedureId: target.orderProcedureId, by: actor.userId, reason, at: new Date(now) });
  if (done === null) throw new AppError(409, REVOKE_REFUSAL_CODES.notLive, REVOKE_REFUSAL_KEYS.notLive);
  actor.changes?.updated(ENTITY, id, { status: target.status }, { status: 'revoked', reason });
  const dto = await loadTicketLog(tx, actor.tenantId, id);
  if (dto === null) throw Errors.notFound();
  return dto;
}

// ---- Lists ----------------------------------------------------------------------------------------------

/** The WHERE of a list for this caller: the filter within their data scope (`mine`: their own records only). */
async function listWhere(tx: TenantTx, actor: ScanActor, f: TicketLogListFilter, mine: boolean): Promise<SQL | undefined> {
  const organizationIds = f.organizationId === null ? null : [...subtreeIds((await listOrganizations(tx, actor.tenantId)).items, f.organizationId)];
  if (mine) return ticketLogWhere(actor.tenantId, { ...f, userId: actor.userId }, organizationIds, undefined);
  const scope = await resolveCallerScope(tx, actor.tenantId, actor.userId);
  return ticketLogWhere(actor.tenantId, f, organizationIds, scopeFilter(scope, { userId: ticketLogs.userId, organizationId: ticketLogs.organizationId }));
}

export async function listTicketLogs(tx: TenantTx, actor: ScanActor, f: TicketLogListFilter, mine = false): Promise<TicketLogPageDto> {
  const where = await listWhere(tx, actor, f, mine);
  const items = await selectTicketLogs(tx, where, f.maxResultCount, f.skipCount);
  const totals = await ticketLogTotals(tx, where);
  return { items, totalCount: totals.recordCount, totals };
}

/** The rows of an export (newest first, at most `max`) and the totals of the whole filter. */
export async function exportTicketLogs(tx: TenantTx, actor: ScanActor, f: TicketLogListFilter, max: number): Promise<TicketLogPageDto> {
  const where = await listWhere(tx, actor, f, false);
  const items = await selectTicketLogs(tx, where, max, 0);
  const totals = await ticketLogTotals(tx, where);
  return { items, totalCount: totals.recordCount, totals };
}
