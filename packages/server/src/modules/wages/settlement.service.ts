import { SettingNames } from '@eticket/core/abp';
import type { ListQuery, StampedInput } from '@eticket/core/contracts';
import { translate, type Locale } from '@eticket/core/i18n';
import {
  autoConfirmAt,
  parseAutoConfirmDays,
  settlementNo,
  settlementStep,
  type SettlementEvent,
  type SettlementStep,
  type WageConfirmationFilter,
  type WageConfirmationPageDto,
  type WageDisputeInput,
  type WageForceConfirmInput,
  type WageMarkPaidInput,
  type WageResolveInput,
  type WageSettlementDto,
  type WageSettlementFilters,
  type WageSettlementInput,
  type WageSettlementItemDto,
  type WageSettlementRow,
  type WageSettlementSortField,
  type WageUnlockInput,
} from '@eticket/core/wages';
import type { PagedResultDto } from '@eticket/core/paging';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import { NoticeType } from '../../db/schema/index';
import { AppError, Errors } from '../../http/errors';
import { pgErrorCode } from '../../http/route-helpers';
import { markNoticesHandled } from '../people/notices.store';
import {
  allItems,
  applyDueAutoConfirm,
  calculateItems,
  itemStatuses,
  listItems,
  listSettlements,
  loadItem,
  loadSettlement,
  lockedOverlap,
  mismatchedRecords,
  nextSequence,
  promoteConfirmed,
  recalculateItem,
  releaseAdjustments,
  releaseDays,
  serializeLocking,
  settlementRow,
  ownDays,
  SETTLED_DAY_TAKEN,
  stampAdjustments,
  type SettlementRow,
} from './settlement.store';
import { callerScopeSql, checkWorkersInScope, expandOrganizations, type WageActor } from './wage-scope';

/**
 * Settlements (domain §5.6): every change asks core's settlement machine whether it is allowed and which
 * effects follow (`settlementStep`), then runs them here in the request's one transaction — calculating,
 * notifying, owning worker-days, stamping adjustments and releasing both are set-based statements, so a
 * refusal part-way rolls everything back.
 */

const ENTITY = 'WageSettlement';

const notEditable = (row: SettlementRow, locale: Locale) =>
  new AppError(409, 'WageSettlementNotEditable', 'Wages.Error.SettlementNotEditable', {
    params: { settlementNo: row.settlementNo, status: translate(locale, `Wages.Status.${row.status}`) },
  });

async function rowOf(tx: TenantTx, actor: WageActor, id: string): Promise<SettlementRow> {
  const row = await settlementRow(tx, actor.tenantId, id);
  if (row === null) throw Errors.notFound();
  return row;
}

async function dtoOf(tx: TenantTx, actor: WageActor, id: string): Promise<WageSettlementDto> {
  const dto = await loadSettlement(tx, actor.tenantId, id);
  if (dto === null) throw Errors.notFound();
  return dto;
}

/** The machine's answer for a stored settlement, or the 409 that says why not. */
async function stepOf(tx: TenantTx, actor: WageActor, row: SettlementRow, event: SettlementEvent, locale: Locale): Promise<SettlementStep> {
  const items = await itemStatuses(tx, actor.tenantId, row.id);
  const step = settlementStep(row.status, items, event);
  if (step !== null) return step;
  if (event.type === 'submit' && row.status === 'draft') throw new AppError(409, 'WageSettlementEmpty', 'Wages.Error.SettlementEmpty');
  if (event.type === 'unlock' && row.status === 'paid') throw new AppError(409, 'WageSettlementPaid', 'Wages.Error.Paid');
  throw notEditable(row, locale);
}

async function autoConfirmDays(tx: TenantTx, tenantId: string): Promise<number> {
  const rows = await queryRows<{ value: string }>(
    tx,
    sql`select value from settings where tenant_id = ${tenantId} and name = ${SettingNames.WageAutoConfirmDays}`,
  );
  return parseAutoConfirmDays(rows[0]?.value);
}

// ---- Drafts -----------------------------------------------------------------------------------------------

export async function createSettlement(tx: TenantTx, actor: WageActor, input: WageSettlementInput): Promise<WageSettlementDto> {
  const scope = await expandOrganizations(tx, actor.tenantId, input.organizationIds, (i) => `organizationIds[${String(i)}]`);
  await checkWorkersInScope(tx, actor, input.userIds);
  // Numbers are taken in turn (and locks checked in turn): one tenant's settlement writes do not interleave.
  await serializeLocking(tx, actor.tenantId);
  const prefix = settlementNo(input.periodStart, 0).replace(/-\d+$/, '');
  const no = settlementNo(input.periodStart, await nextSequence(tx, actor.tenantId, prefix));
  const [created] = await queryRows<{ id: string }>(
    tx,
    sql`insert into wage_settlements (tenant_id, settlement_no, period_start, period_end, organization_ids, user_ids, status, remark, calculated_at, creator_id)
      values (${actor.tenantId}, ${no}, ${input.periodStart}, ${input.periodEnd}, ${JSON.stringify(input.organizationIds)}::jsonb, ${JSON.stringify(input.userIds)}::jsonb,
        'draft', ${input.remark}, now(), ${actor.userId})
      returning id`,
  );
  if (created === undefined) throw new Error('the settlement insert returned no row');
  await calculateItems(tx, actor.tenantId, created.id, scope);
  const dto = await dtoOf(tx, actor, created.id);
  actor.changes?.created(ENTITY, created.id, { settlementNo: no, periodStart: input.periodStart, periodEnd: input.periodEnd, organizationIds: input.organizationIds, userIds: input.userIds, totalAmount: dto.totalAmount });
  return dto;
}

/** A draft's period, scope or remark; recalculated at once. */
export async function updateSettlement(
  tx: TenantTx,
  actor: WageActor,
  id: string,
  read: () => StampedInput<WageSettlementInput>,
  locale: Locale,
): Promise<WageSettlementDto> {
  const row = await rowOf(tx, actor, id);
  if (row.status !== 'draft') throw notEditable(row, locale);
  const { value, concurrencyStamp } = read();
  if (concurrencyStamp !== null && concurrencyStamp !== row.concurrencyStamp) throw Errors.conflict();
  const scope = await expandOrganizations(tx, actor.tenantId, value.organizationIds, (i) => `organizationIds[${String(i)}]`);
  await checkWorkersInScope(tx, actor, value.userIds);
  await queryRows(
    tx,
    sql`update wage_settlements set period_start = ${value.periodStart}, period_end = ${value.periodEnd}, organization_ids = ${JSON.stringify(value.organizationIds)}::jsonb,
      user_ids = ${JSON.stringify(value.userIds)}::jsonb, remark = ${value.remark} where tenant_id = ${actor.tenantId} and id = ${id}`,
  );
  await calculateItems(tx, actor.tenantId, id, scope);
  actor.changes?.updated(ENTITY, id, { periodStart: row.periodStart, periodEnd: row.periodEnd, organizationIds: row.organizationIds, userIds: row.userIds }, { periodStart: value.periodStart, periodEnd: value.periodEnd, organizationIds: value.organizationIds, userIds: value.userIds });
  return dtoOf(tx, actor, id);
}

export async function deleteSettlement(tx: TenantTx, actor: WageActor, id: string, locale: Locale): Promise<void> {
  const row = await rowOf(tx, actor, id);
  if (row.status !== 'draft') throw notEditable(row, locale);
  await queryRows(tx, sql`delete from wage_settlements where tenant_id = ${actor.tenantId} and id = ${id}`);
  actor.changes?.deleted(ENTITY, id, { settlementNo: row.settlementNo, status: row.status });
}

export async function recalculateSettlement(tx: TenantTx, actor: WageActor, id: string, locale: Locale): Promise<WageSettlementDto> {
  const row = await rowOf(tx, actor, id);
  await stepOf(tx, actor, row, { type: 'recalculate', itemIds: [] }, locale);
  await calculateItems(tx, actor.tenantId, id, await expandOrganizations(tx, actor.tenantId, row.organizationIds, () => 'organizationIds'));
  return dtoOf(tx, actor, id);
}

// ---- The life cycle ---------------------------------------------------------------------------------------

const WAGE_NOTICE = NoticeType.WageConfirm;

/** One notice per item (or one item) of the settlement, in one statement. */
async function notifyItems(tx: TenantTx, tenantId: string, settlementId: string, titleKey: string, contentKey: string, itemId: string | null, remark: string | null): Promise<void> {
  await queryRows(
    tx,
    sql`insert into notices (tenant_id, type, receiver_user_id, title_key, content_key, params, related_entity_id)
      select i.tenant_id, ${WAGE_NOTICE}, i.user_id, ${titleKey}, ${contentKey},
        jsonb_build_object('settlementNo', s.settlement_no, 'periodStart', s.period_start::text, 'periodEnd', s.period_end::text, 'amount', i.net_amount::text,
          'remark', ${remark ?? ''}::text, 'itemId', i.id::text),
        s.id
      from wage_settlement_items i join wage_settlements s on s.tenant_id = i.tenant_id and s.id = i.settlement_id
      where i.tenant_id = ${tenantId} and i.settlement_id = ${settlementId} ${itemId === null ? sql`` : sql`and i.id = ${itemId}`}`,
  );
}

/** Every answer is asked again (a new submission, or back to draft). */
async function resetConfirmations(tx: TenantTx, tenantId: string, id: string): Promise<void> {
  await queryRows(
    tx,
    sql`update wage_settlement_items set confirm_status = 'pending', confirmed_at = null, dispute_reason = null, disputed_at = null, resolve_remark = null,
      resolved_at = null, reminded_at = null where tenant_id = ${tenantId} and settlement_id = ${id}`,
  );
}

export async function submitSettlement(tx: TenantTx, actor: WageActor, id: string, now: Date, locale: Locale): Promise<WageSettlementDto> {
  const row = await rowOf(tx, actor, id);
  const step = await stepOf(tx, actor, row, { type: 'submit' }, locale);
  const due = autoConfirmAt(now.getTime(), await autoConfirmDays(tx, actor.tenantId));
  await resetConfirmations(tx, actor.tenantId, id);
  await queryRows(
    tx,
    sql`update wage_settlements set status = ${step.status}, submitted_at = ${now.toISOString()}::timestamptz,
      auto_confirm_at = ${due === null ? null : new Date(due).toISOString()}::timestamptz, concurrency_stamp = gen_random_uuid()::text
      where tenant_id = ${actor.tenantId} and id = ${id}`,
  );
  if (step.effects.includes('notifyWorkers')) await notifyItems(tx, actor.tenantId, id, 'Wages.Notice.ConfirmTitle', 'Wages.Notice.ConfirmContent', null, null);
  actor.changes?.updated(ENTITY, id, { status: row.status }, { status: step.status });
  return dtoOf(tx, actor, id);
}

export async function withdrawSettlement(tx: TenantTx, actor: WageActor, id: string, locale: Locale): Promise<WageSettlementDto> {
  const row = await rowOf(tx, actor, id);
  const step = await stepOf(tx, actor, row, { type: 'withdraw' }, locale);
  await resetConfirmations(tx, actor.tenantId, id);
  await queryRows(
    tx,
    sql`update wage_settlements set status = ${step.status}, submitted_at = null, auto_confirm_at = null, confirmed_at = null, concurrency_stamp = gen_random_uuid()::text
      where tenant_id = ${actor.tenantId} and id = ${id}`,
  );
  // The workers' open confirmation notices are answered: there is nothing to confirm any more.
  await markNoticesHandled(tx, actor.tenantId, id, WAGE_NOTICE);
  actor.changes?.updated(ENTITY, id, { status: row.status }, { status: step.status });
  return dtoOf(tx, actor, id);
}

/**
 * Take the settlement's worker-days and adjustments, all or nothing: an overlapping locked settlement or a
 * source changed since the calculation refuses the whole lock.
 */
export async function lockSettlement(tx: TenantTx, actor: WageActor, id: string, now: Date, locale: Locale): Promise<WageSettlementDto> {
  await serializeLocking(tx, actor.tenantId);
  await applyDueAutoConfirm(tx, actor.tenantId, now);
  const row = await rowOf(tx, actor, id);
  const step = await stepOf(tx, actor, row, { type: 'lock' }, locale);
  const overlap = await lockedOverlap(tx, actor.tenantId, id);
  if (overlap !== null) throw new AppError(409, 'WageLockedOverlap', 'Wages.Error.LockedOverlap', { params: overlap });
  const owns = step.effects.includes('ownWorkerDays');
  // Both sources are checked against the items before a day is taken: a refusal takes nothing.
  const records = owns ? await mismatchedRecords(tx, actor.tenantId, id, row.periodStart, row.periodEnd) : 0;
  const adjustments = step.effects.includes('stampAdjustments') ? await stampAdjustments(tx, actor.tenantId, id) : 0;
  if (records + adjustments > 0) throw new AppError(409, 'WageSourcesChanged', 'Wages.Error.SourcesChanged', { params: { settlementNo: row.settlementNo } });
  if (owns) {
    try {
      await ownDays(tx, actor.tenantId, id);
    } catch (error) {
      // The key of the days is the last word on overlaps (the check above names who and where).
      if (pgErrorCode(error) !== SETTLED_DAY_TAKEN) throw error;
      throw new AppError(409, 'WageLockedOverlap', 'Wages.Error.DaysOwned', { params: { settlementNo: row.settlementNo, periodStart: row.periodStart, periodEnd: row.periodEnd } });
    }
  }
  await queryRows(
    tx,
    sql`update wage_settlements set status = ${step.status}, locked_at = ${now.toISOString()}::timestamptz, locked_by_id = ${actor.userId},
      concurrency_stamp = gen_random_uuid()::text where tenant_id = ${actor.tenantId} and id = ${id}`,
  );
  actor.changes?.updated(ENTITY, id, { status: row.status }, { status: step.status });
  return dtoOf(tx, actor, id);
}

/** Unpaid only, with its own permission; the reason goes into the audit trail. */
export async function unlockSettlement(tx: TenantTx, actor: WageActor, id: string, read: () => WageUnlockInput, locale: Locale): Promise<WageSettlementDto> {
  await serializeLocking(tx, actor.tenantId);
  const row = await rowOf(tx, actor, id);
  const step = await stepOf(tx, actor, row, { type: 'unlock' }, locale);
  const { reason } = read();
  // The settlement leaves `locked` first: the database lets adjustment stamps go only from a settlement that is not locked.
  await queryRows(
    tx,
    sql`update wage_settlements set status = ${step.status}, locked_at = null, locked_by_id = null, concurrency_stamp = gen_random_uuid()::text
      where tenant_id = ${actor.tenantId} and id = ${id}`,
  );
  if (step.effects.includes('releaseWorkerDays')) await releaseDays(tx, actor.tenantId, id);
  if (step.effects.includes('releaseAdjustments')) await releaseAdjustments(tx, actor.tenantId, id);
  actor.changes?.updated(ENTITY, id, { status: row.status }, { status: step.status, unlockReason: reason });
  return dtoOf(tx, actor, id);
}

export async function markSettlementPaid(tx: TenantTx, actor: WageActor, id: string, read: () => WageMarkPaidInput, locale: Locale): Promise<WageSettlementDto> {
  const row = await rowOf(tx, actor, id);
  const step = await stepOf(tx, actor, row, { type: 'markPaid' }, locale);
  const input = read();
  await queryRows(
    tx,
    sql`update wage_settlements set status = ${step.status}, paid_date = ${input.paidDate}, payment_proof_urls = ${JSON.stringify(input.proofUrls)}::jsonb,
      payment_note = ${input.note}, concurrency_stamp = gen_random_uuid()::text where tenant_id = ${actor.tenantId} and id = ${id}`,
  );
  actor.changes?.updated(ENTITY, id, { status: row.status }, { status: step.status, paidDate: input.paidDate, proofUrls: input.proofUrls });
  return dtoOf(tx, actor, id);
}

// ---- Reads ------------------------------------------------------------------------------------------------

/** Reads never write: a passed deadline is applied by the sweep and by the steps that depend on it. */
export async function getSettlement(tx: TenantTx, actor: WageActor, id: string): Promise<WageSettlementDto> {
  return dtoOf(tx, actor, id);
}

const SORT: Record<WageSettlementSortField, SQL> = {
  settlementNo: sql`s.settlement_no`,
  periodStart: sql`s.period_start`,
  totalAmount: sql`s.total_amount`,
  creationTime: sql`s.creation_time`,
};

export async function listSettlementPage(
  tx: TenantTx,
  actor: WageActor,
  query: ListQuery<WageSettlementSortField, WageSettlementFilters>,
  limit = query.page.maxResultCount,
): Promise<PagedResultDto<WageSettlementRow>> {
  const { page, filters } = query;
  const sorting = page.sorting;
  const orderBy =
    sorting === null ? sql`s.period_start desc, s.settlement_no desc, s.id` : sql`${SORT[sorting.field]} ${sql.raw(sorting.direction)}, s.id`;
  return listSettlements(tx, actor.tenantId, { keyword: page.keyword, ...filters }, orderBy, limit, limit === page.maxResultCount ? page.skipCount : 0);
}

export async function listConfirmations(tx: TenantTx, actor: WageActor, id: string, read: () => WageConfirmationFilter): Promise<WageConfirmationPageDto> {
  await rowOf(tx, actor, id);
  const filter = read();
  return listItems(tx, actor.tenantId, id, filter, await callerScopeSql(tx, actor, 'u'));
}

export async function settlementItems(tx: TenantTx, actor: WageActor, id: string, userIds: readonly string[] | null): Promise<WageSettlementItemDto[]> {
  return allItems(tx, actor.tenantId, id, userIds, await callerScopeSql(tx, actor, 'u'));
}

// ---- Items ------------------------------------------------------------------------------------------------

interface ItemContext {
  item: WageSettlementItemDto;
  row: SettlementRow;
}

async function itemContext(tx: TenantTx, actor: WageActor, itemId: string, now: Date, own: boolean): Promise<ItemContext> {
  await applyDueAutoConfirm(tx, actor.tenantId, now);
  const item = await loadItem(tx, actor.tenantId, itemId);
  // A worker's side never learns whether another worker's item exists.
  if (item === null || (own && item.userId !== actor.userId)) throw Errors.notFound();
  return { item, row: await rowOf(tx, actor, item.settlementId) };
}

async function itemStep(tx: TenantTx, actor: WageActor, c: ItemContext, event: SettlementEvent, locale: Locale): Promise<SettlementStep> {
  const step = settlementStep(c.row.status, await itemStatuses(tx, actor.tenantId, c.row.id), event);
  if (step !== null) return step;
  if (c.row.status !== 'confirming') throw notEditable(c.row, locale);
  throw new AppError(409, 'WageItemNotAnswerable', 'Wages.Error.ItemNotAnswerable', { params: { status: translate(locale, `Wages.Confirm.${c.item.confirmStatus}`) } });
}

async function setItem(tx: TenantTx, actor: WageActor, c: ItemContext, step: SettlementStep, set: SQL, now: Date): Promise<WageSettlementItemDto> {
  const status = step.items[c.item.id] ?? c.item.confirmStatus;
  await queryRows(tx, sql`update wage_settlement_items set confirm_status = ${status}, ${set} where tenant_id = ${actor.tenantId} and id = ${c.item.id}`);
  if (step.status !== c.row.status) await promoteConfirmed(tx, actor.tenantId, [c.row.id], now);
  actor.changes?.updated('WageSettlementItem', c.item.id, { confirmStatus: c.item.confirmStatus }, { confirmStatus: status });
  const item = await loadItem(tx, actor.tenantId, c.item.id);
  if (item === null) throw Errors.notFound();
  return item;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

export async function confirmItem(tx: TenantTx, actor: WageActor, itemId: string, now: Date, locale: Locale): Promise<WageSettlementItemDto> {
  const c = await itemContext(tx, actor, itemId, now, true);
  const step = await itemStep(tx, actor, c, { type: 'item.confirm', itemId }, locale);
  return setItem(tx, actor, c, step, sql`confirmed_at = ${at(now)}`, now);
}

export async function disputeItem(tx: TenantTx, actor: WageActor, itemId: string, read: () => WageDisputeInput, now: Date, locale: Locale): Promise<WageSettlementItemDto> {
  const c = await itemContext(tx, actor, itemId, now, true);
  const step = await itemStep(tx, actor, c, { type: 'item.dispute', itemId }, locale);
  const { reason } = read();
  return setItem(tx, actor, c, step, sql`dispute_reason = ${reason}, disputed_at = ${at(now)}`, now);
}

export async function forceConfirmItem(tx: TenantTx, actor: WageActor, itemId: string, read: () => WageForceConfirmInput, now: Date, locale: Locale): Promise<WageSettlementItemDto> {
  const c = await itemContext(tx, actor, itemId, now, false);
  const step = await itemStep(tx, actor, c, { type: 'item.forceConfirm', itemId }, locale);
  const { remark } = read();
  return setItem(tx, actor, c, step, sql`confirmed_at = ${at(now)}, resolve_remark = coalesce(${remark}, resolve_remark), resolved_at = ${at(now)}`, now);
}

export async function remindItem(tx: TenantTx, actor: WageActor, itemId: string, now: Date, locale: Locale): Promise<WageSettlementItemDto> {
  const c = await itemContext(tx, actor, itemId, now, false);
  const step = await itemStep(tx, actor, c, { type: 'item.remind', itemId }, locale);
  if (step.effects.includes('remindWorker')) await notifyItems(tx, actor.tenantId, c.row.id, 'Wages.Notice.RemindTitle', 'Wages.Notice.ConfirmContent', itemId, null);
  return setItem(tx, actor, c, step, sql`reminded_at = ${at(now)}`, now);
}

/**
 * Answer a dispute: the remark, and when the worker was right an adjustment dated the period's last day that
 * belongs to this settlement; the item is recalculated and the worker asked to confirm again.
 */
export async function resolveItem(tx: TenantTx, actor: WageActor, itemId: string, read: () => WageResolveInput, now: Date, locale: Locale): Promise<WageSettlementItemDto> {
  const c = await itemContext(tx, actor, itemId, now, false);
  const step = await itemStep(tx, actor, c, { type: 'item.resolve', itemId }, locale);
  const input = read();
  if (input.adjustment !== null) {
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into wage_adjustments (tenant_id, user_id, business_date, type, amount, reason, source_type, source_id, creator_id)
        values (${actor.tenantId}, ${c.item.userId}, ${c.row.periodEnd}, ${input.adjustment.type}, ${input.adjustment.amount}, ${input.adjustment.reason},
          'wageSettlementItem', ${itemId}, ${actor.userId}) returning id`,
    );
    if (created !== undefined) actor.changes?.created('WageAdjustment', created.id, { userId: c.item.userId, ...input.adjustment, sourceId: itemId });
    await recalculateItem(tx, actor.tenantId, c.row.id, itemId);
  }
  const item = await setItem(tx, actor, c, step, sql`resolve_remark = ${input.remark}, resolved_at = ${at(now)}`, now);
  if (step.effects.includes('notifyResolved')) await notifyItems(tx, actor.tenantId, c.row.id, 'Wages.Notice.ResolvedTitle', 'Wages.Notice.ResolvedContent', itemId, input.remark);
  return item;
}
