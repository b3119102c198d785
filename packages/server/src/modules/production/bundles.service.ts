import { COEFFICIENT_ONE, orderStatusFromCode, tryParseCoefficient, validateBundleQtyEdit } from '@eticket/core/domain';
import { formatDecimal, parseDecimal } from '@eticket/core/money';
import { CLAIM_REFUSAL_KEYS, claimState, scanUnitPrice } from '@eticket/core/scanning';
import {
  ProductionLimits,
  parseTicketCode,
  validateBundleTexts,
  type BundleByCodeDto,
  type BundleProcedureStateDto,
  type BundleDto,
  type BundleListFilter,
  type OrderStatusValue,
  type ReplaceTicketResultDto,
  type BundlePatch,
  type BundleBlockInput,
} from '@eticket/core/production';
import type { TenantTx } from '../../db/context';
import { AppError, Errors } from '../../http/errors';
import { fieldError, valid } from '../../http/validation';
import {
  bundleIdByCode,
  bundleOrderId,
  bundleProcedureRows,
  insertVoidedCode,
  isVoidedCode,
  listBundles,
  loadBundleDto,
  loadBundleRowForUpdate,
  orderHeaderOf,
  partTicketByCode,
  refreshBedTotals,
  replaceBundleCode,
  setBundleHold,
  updateBundle,
  type BundleRow,
} from './bundle.store';
import { newTicketCodes } from './generation.service';
import { refused } from './http';
import { loadOrderRow } from './order.store';
import type { WriteCtx } from './orders.service';

/**
 * Bundles (扎 / 菲, domain §3.3, §5.3, §8.2): the list for printing, one bundle, edits after generation
 * (qty never below what was reported, dye lot, note — never colour or size), resolving a scanned code
 * inside the caller's tenant only, replacing a ticket (new code, the old one void for good), voiding, and
 * holding a bundle from scanning with a reason (the scan and the bundle card refuse it) until released.
 */

export function listBundlePage(tx: TenantTx, tenantId: string, filter: BundleListFilter): Promise<{ items: BundleDto[]; totalCount: number }> {
  return listBundles(tx, tenantId, filter);
}

export async function getBundle(tx: TenantTx, tenantId: string, id: string): Promise<BundleDto> {
  const dto = await loadBundleDto(tx, tenantId, id);
  if (dto === null) throw Errors.notFound();
  return dto;
}

/** The bundle locked for a write, its order locked first (the writers' common lock order: order → bed → bundles). */
async function lockBundle(tx: TenantTx, tenantId: string, id: string): Promise<BundleRow> {
  const orderId = await bundleOrderId(tx, tenantId, id);
  if (orderId === null) throw Errors.notFound();
  await loadOrderRow(tx, tenantId, orderId, true);
  const row = await loadBundleRowForUpdate(tx, tenantId, id);
  if (row === null) throw Errors.notFound();
  return row;
}

/** A code that was replaced or voided: it must never scan again (410 with its own code). */
function voidedTicket(): AppError {
  return new AppError(410, 'TicketVoided', 'Production.Error.TicketVoided');
}

/**
 * The bundle card's procedures for the caller: what is reported and remains, whether it can be claimed now
 * (core claimState, the same rule the scan applies) and the caller's rate where prices are shown.
 */
async function procedureStates(tx: TenantTx, tenantId: string, bundle: BundleDto, orderStatus: OrderStatusValue, userId: string): Promise<BundleProcedureStateDto[]> {
  const status = orderStatusFromCode(orderStatus);
  const rows = await bundleProcedureRows(tx, tenantId, bundle.id, bundle.orderId, userId);
  return rows.map((row) => {
    const state = claimState({
      bundleQty: bundle.qty,
      bundleStatus: bundle.status,
      scanBlocked: bundle.scanBlocked,
      bundleOutsourced: false,
      orderStatus: status ?? 'cancelled',
      procedureOutsourced: row.isOutsourced,
      reported: row.reported,
    });
    const price = row.showPrice
      ? scanUnitPrice({
          defaultPrice: parseDecimal(row.defaultPrice),
          rows: row.prices.map((p) => ({ technicalLevelId: p.technicalLevelId, size: p.size, price: parseDecimal(p.price) })),
          technicalLevelId: row.technicalLevelId,
          coefficient: row.coefficient === null ? COEFFICIENT_ONE : (tryParseCoefficient(row.coefficient) ?? COEFFICIENT_ONE),
          size: bundle.size,
        }).price
      : null;
    return {
      orderProcedureId: row.id,
      seq: row.seq,
      name: row.name,
      reported: row.reported,
      remaining: state.remaining,
      claimable: state.claimable,
      reason: state.reason === null ? null : CLAIM_REFUSAL_KEYS[state.reason],
      unitPrice: price === null ? null : formatDecimal(price, 2, 6),
    };
  });
}

export async function resolveCode(tx: TenantTx, tenantId: string, text: string, userId: string): Promise<BundleByCodeDto> {
  const parsed = parseTicketCode(text);
  if (parsed === null) throw Errors.notFound();
  let bundleId: string | null = null;
  let part: BundleByCodeDto['part'] = null;
  if (parsed.kind === 'bundle') {
    bundleId = await bundleIdByCode(tx, tenantId, parsed.code);
  } else {
    const row = await partTicketByCode(tx, tenantId, parsed.code);
    if (row) {
      bundleId = row.bundleId;
      part = { partId: row.partId, partName: row.partName };
    }
  }
  if (bundleId === null) {
    if (await isVoidedCode(tx, tenantId, parsed.code)) throw voidedTicket();
    throw Errors.notFound();
  }
  const bundle = await getBundle(tx, tenantId, bundleId);
  if (bundle.status === 'void') throw voidedTicket();
  const order = await orderHeaderOf(tx, tenantId, bundle.orderId);
  if (order === null) throw Errors.notFound();
  const orderStatus = order.status as OrderStatusValue;
  const procedures = await procedureStates(tx, tenantId, bundle, orderStatus, userId);
  return { bundle, orderNo: order.orderNo, orderStatus, styleNo: order.styleNo, productName: order.productName, part, procedures };
}

export async function editBundle(
  { tx, actor, changes }: WriteCtx,
  id: string,
  read: () => { value: BundlePatch; concurrencyStamp: string | null },
): Promise<BundleDto> {
  const tenantId = actor.tenantId;
  const row = await lockBundle(tx, tenantId, id);
  const { value: input, concurrencyStamp } = read();
  if (concurrencyStamp !== null && concurrencyStamp !== row.concurrencyStamp) throw Errors.conflict();
  if (row.status === 'void') throw refused('BundleVoid', 'Production.Error.BundleVoid');
  const texts = valid(validateBundleTexts(input));
  const set: { qty?: number; dyeLot?: string | null; note?: string | null } = { ...texts };
  if (input.qty !== undefined) {
    const problem = validateBundleQtyEdit(input.qty, row.reportedQty);
    if (problem !== null) throw fieldError('qty', problem, { reported: row.reportedQty });
    if (input.qty > ProductionLimits.bundleQtyMax) throw fieldError('qty', 'Validation.IntegerRange', { min: 1, max: ProductionLimits.bundleQtyMax });
    set.qty = input.qty;
  }
  const before = await getBundle(tx, tenantId, id);
  await updateBundle(tx, tenantId, id, set);
  if (set.qty !== undefined) await refreshBedTotals(tx, tenantId, row.cuttingTimeId);
  const after = await getBundle(tx, tenantId, id);
  changes.updated('Bundle', id, { qty: before.qty, dyeLot: before.dyeLot, note: before.note }, { qty: after.qty, dyeLot: after.dyeLot, note: after.note });
  return after;
}

export async function replaceTicket({ tx, actor, changes }: WriteCtx, id: string): Promise<ReplaceTicketResultDto> {
  const tenantId = actor.tenantId;
  const row = await lockBundle(tx, tenantId, id);
  if (row.status === 'void') throw refused('BundleVoid', 'Production.Error.BundleVoid');
  const [code] = newTicketCodes('bundle', 1);
  if (code === undefined) throw new Error('no code drawn');
  await insertVoidedCode(tx, { tenantId, code: row.code, bundleId: id, reason: 'replaced', voidedBy: actor.userId }, false);
  await replaceBundleCode(tx, tenantId, id, code);
  const bundle = await getBundle(tx, tenantId, id);
  changes.updated('Bundle', id, { code: row.code }, { code, reason: 'replaced' });
  return { bundle, voidedCode: row.code };
}

export async function voidBundle({ tx, actor, changes }: WriteCtx, id: string): Promise<BundleDto> {
  const tenantId = actor.tenantId;
  const row = await lockBundle(tx, tenantId, id);
  if (row.status === 'void') return getBundle(tx, tenantId, id);
  // Domain §5.3: only a bundle without scans may be voided.
  if (row.reportedQty > 0) throw refused('BundleReported', 'Production.Error.BundleReported');
  await insertVoidedCode(tx, { tenantId, code: row.code, bundleId: id, reason: 'void', voidedBy: actor.userId }, true);
  await updateBundle(tx, tenantId, id, { status: 'void' });
  await refreshBedTotals(tx, tenantId, row.cuttingTimeId);
  changes.updated('Bundle', id, { status: row.status }, { status: 'void' });
  return getBundle(tx, tenantId, id);
}

/** The hold as the audit log records it. */
const holdOf = (b: Pick<BundleDto, 'scanBlocked' | 'scanBlockReason'>) => ({ scanBlocked: b.scanBlocked, scanBlockReason: b.scanBlockReason });

/**
 * Hold a bundle from scanning with a reason. A void bundle cannot be held (409 BundleVoid); holding a held
 * one changes nothing (the first reason stands) and answers the bundle, so a repeated request is harmless.
 */
export async function blockBundle({ tx, actor, changes }: WriteCtx, id: string, read: () => BundleBlockInput): Promise<BundleDto> {
  const tenantId = actor.tenantId;
  const row = await lockBundle(tx, tenantId, id);
  const { reason } = read();
  if (row.status === 'void') throw refused('BundleVoid', 'Production.Error.BundleVoid');
  if (row.scanBlocked) return getBundle(tx, tenantId, id);
  await setBundleHold(tx, tenantId, id, { reason, by: actor.userId });
  const after = await getBundle(tx, tenantId, id);
  changes.updated('Bundle', id, holdOf(row), holdOf(after));
  return after;
}

/** Release a held bundle for scanning; releasing one that is not held changes nothing and answers the bundle. */
export async function unblockBundle({ tx, actor, changes }: WriteCtx, id: string): Promise<BundleDto> {
  const tenantId = actor.tenantId;
  const row = await lockBundle(tx, tenantId, id);
  if (!row.scanBlocked) return getBundle(tx, tenantId, id);
  await setBundleHold(tx, tenantId, id, null);
  const after = await getBundle(tx, tenantId, id);
  changes.updated('Bundle', id, holdOf(row), holdOf(after));
  return after;
}
