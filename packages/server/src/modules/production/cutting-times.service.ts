import { canAddCuttingBed, layQuantities } from '@eticket/core/domain';
import { PagingLimits } from '@eticket/core/paging';
import {
  businessToday,
  copyPlanRequest,
  matrixFromLines,
  validateCuttingTimeInput,
  type BundlePlanPreviewDto,
  type BundlePlanRequest,
  type CopyCuttingTimeInput,
  type CuttingSheetDto,
  type CuttingTimeDto,
  type CuttingTimeInput,
  type CuttingTimeListFilter,
  type GenerateBundlesResultDto,
  type NormalizedCuttingTimeInput,
} from '@eticket/core/production';
import type { TenantTx } from '../../db/context';
import { Errors } from '../../http/errors';
import { fieldError, valid } from '../../http/validation';
import {
  bedBundleCount,
  bedSheetBundles,
  bedWhere,
  countBeds,
  deleteBed,
  insertBed,
  layColumns,
  listBeds,
  loadBedDto,
  loadBedRow,
  loadCutter,
  orderAxes,
  orderBundleNos,
  regenerationBlockers,
  updateBed,
  type CuttingTimeRow,
} from './cutting.store';
import { generateBundles, planForBed } from './generation.service';
import { refused } from './http';
import { loadOrderRow, orderStatus, type OrderRow } from './order.store';
import type { WriteCtx } from './orders.service';

/**
 * Cutting beds (床次, domain §3.3, §5.2, §6.2): list with filters, CRUD, the bundle plan preview and
 * generation, copy (always new bed and ticket numbers), the cutting sheet and the multi-bed print list.
 * The ticket-arrangement page (OrderManagement) and the cutting-bed pages (CuttingList) both use them.
 */

/** The order a bed belongs to, open for beds (draft or producing). */
async function openOrder(tx: TenantTx, tenantId: string, orderId: string, lock: boolean): Promise<OrderRow> {
  const order = await loadOrderRow(tx, tenantId, orderId, lock);
  if (order === null) throw fieldError('orderId', 'Server.Error.NotFound');
  if (!canAddCuttingBed(orderStatus(order))) throw refused('OrderNotOpen', 'Production.Error.OrderNotOpen');
  return order;
}

/** Shape + core rules + the cutter (a user of this tenant; the name is taken from the user). */
async function checkBed(tx: TenantTx, tenantId: string, order: OrderRow, raw: CuttingTimeInput): Promise<NormalizedCuttingTimeInput> {
  const value = valid(validateCuttingTimeInput(raw, { colors: order.colors, sizes: order.sizes }));
  if (value.cutterUserId !== null) {
    const cutter = await loadCutter(tx, tenantId, value.cutterUserId);
    if (cutter === null) throw fieldError('cutterUserId', 'Production.Error.CutterNotFound');
    return { ...value, cutterName: cutter.name === '' ? cutter.userName : cutter.name };
  }
  return value;
}

export async function getBed(tx: TenantTx, tenantId: string, id: string): Promise<CuttingTimeDto> {
  const dto = await loadBedDto(tx, tenantId, id);
  if (dto === null) throw Errors.notFound();
  return dto;
}

/** The bed (unlocked first, so a foreign id is a 404 before anything else) and its order. */
async function bedAndOrder(tx: TenantTx, tenantId: string, id: string): Promise<{ bed: CuttingTimeRow; order: OrderRow }> {
  const bed = await loadBedRow(tx, tenantId, id, false);
  if (bed === null) throw Errors.notFound();
  const order = await loadOrderRow(tx, tenantId, bed.orderId, false);
  if (order === null) throw Errors.notFound();
  return { bed, order };
}

export async function listBedPage(tx: TenantTx, tenantId: string, filter: CuttingTimeListFilter): Promise<{ items: CuttingTimeDto[]; totalCount: number }> {
  const { skipCount, maxResultCount } = filter;
  const where = bedWhere(tenantId, filter);
  return { items: await listBeds(tx, where, maxResultCount, skipCount), totalCount: await countBeds(tx, where) };
}

/** The cutting room's list: every bed matching the filters (no paging), totals for the footer. */
export async function bedPrintList(tx: TenantTx, tenantId: string, filter: CuttingTimeListFilter) {
  const items = await listBeds(tx, bedWhere(tenantId, filter), PagingLimits.pageSizeMax, 0);
  const totals = { bedCount: items.length, bundleCount: items.reduce((n, b) => n + b.totalBundles, 0), qty: items.reduce((n, b) => n + b.totalQty, 0) };
  return { items, totals };
}

export async function createBed({ tx, actor, changes }: WriteCtx, input: CuttingTimeInput): Promise<CuttingTimeDto> {
  const tenantId = actor.tenantId;
  const order = await openOrder(tx, tenantId, input.orderId, false);
  const value = await checkBed(tx, tenantId, order, input);
  const id = await insertBed(tx, actor, order.id, layColumns(value));
  const dto = await getBed(tx, tenantId, id);
  changes.created('CuttingTime', id, { ...dto });
  return dto;
}

export async function updateBedLay(
  { tx, actor, changes }: WriteCtx,
  id: string,
  read: () => { value: CuttingTimeInput; concurrencyStamp: string | null },
): Promise<CuttingTimeDto> {
  const tenantId = actor.tenantId;
  const { bed } = await bedAndOrder(tx, tenantId, id);
  const order = await openOrder(tx, tenantId, bed.orderId, true);
  const locked = await loadBedRow(tx, tenantId, id, true);
  if (locked === null) throw Errors.notFound();
  const { value: input, concurrencyStamp } = read();
  if (concurrencyStamp !== null && concurrencyStamp !== locked.concurrencyStamp) throw Errors.conflict();
  if (input.orderId !== locked.orderId) throw fieldError('orderId', 'Production.Validation.Invalid');
  if (!['planned', 'bundled'].includes(locked.status) || (await regenerationBlockers(tx, tenantId, id)) > 0) {
    throw refused('BedLocked', 'Production.Error.BedLocked');
  }
  const before = await getBed(tx, tenantId, id);
  const value = await checkBed(tx, tenantId, order, input);
  await updateBed(tx, actor, id, layColumns(value));
  const dto = await getBed(tx, tenantId, id);
  changes.updated('CuttingTime', id, { ...before }, { ...dto });
  return dto;
}

export async function removeBed({ tx, actor, changes }: WriteCtx, id: string): Promise<void> {
  const tenantId = actor.tenantId;
  const { bed } = await bedAndOrder(tx, tenantId, id);
  await loadOrderRow(tx, tenantId, bed.orderId, true);
  const locked = await loadBedRow(tx, tenantId, id, true);
  if (locked === null) throw Errors.notFound();
  if ((await bedBundleCount(tx, tenantId, id)) > 0) throw refused('BedNotDeletable', 'Production.Error.BedNotDeletable');
  await deleteBed(tx, tenantId, id);
  changes.deleted('CuttingTime', id, { ...locked });
}

export async function previewBedBundles(tx: TenantTx, tenantId: string, id: string, read: () => BundlePlanRequest): Promise<BundlePlanPreviewDto> {
  const { bed, order } = await bedAndOrder(tx, tenantId, id);
  const outcome = await planForBed(tx, tenantId, order, bed, read());
  return outcome.preview;
}

export async function generateBedBundles({ tx, actor, changes }: WriteCtx, id: string, read: () => BundlePlanRequest): Promise<GenerateBundlesResultDto> {
  const tenantId = actor.tenantId;
  const { bed } = await bedAndOrder(tx, tenantId, id);
  const result = await generateBundles(tx, actor, bed.orderId, bed.id, read());
  const dto = await getBed(tx, tenantId, bed.id);
  changes.updated('CuttingTime', bed.id, { status: bed.status, totalBundles: bed.totalBundles }, { status: dto.status, ...result });
  return { cuttingTime: dto, ...result };
}

export async function copyBed({ tx, actor, changes }: WriteCtx, id: string, read: () => CopyCuttingTimeInput, now: number): Promise<CuttingTimeDto> {
  const tenantId = actor.tenantId;
  const { bed: source } = await bedAndOrder(tx, tenantId, id);
  const input = read();
  const order = await openOrder(tx, tenantId, source.orderId, true);
  const cutDate = input.cutDate ?? businessToday(now);
  const value = valid(
    validateCuttingTimeInput({ ...source, cutDate, markerLength: source.markerLength, markerWidth: source.markerWidth, lossRate: source.lossRate }, { colors: order.colors, sizes: order.sizes }),
  );
  if (input.withBundles && source.plan === null) throw refused('BedNoPlan', 'Production.Error.BedNoPlan');
  const newId = await insertBed(tx, actor, order.id, layColumns(value));
  let generated = null;
  if (input.withBundles && source.plan !== null) {
    generated = await generateBundles(tx, actor, order.id, newId, copyPlanRequest(source.plan, await orderBundleNos(tx, tenantId, order.id)));
  }
  const dto = await getBed(tx, tenantId, newId);
  changes.created('CuttingTime', newId, { ...dto, copiedFrom: source.id, ...(generated ?? {}) });
  return dto;
}

export async function cuttingSheet(tx: TenantTx, tenantId: string, id: string, companyName: string): Promise<CuttingSheetDto> {
  const dto = await getBed(tx, tenantId, id);
  const { colors, sizes } = await orderAxes(tx, tenantId, dto.orderId);
  const rows = await bedSheetBundles(tx, tenantId, dto.id);
  const live = rows.filter((r) => r.status !== 'void');
  const lay = layQuantities({ ratios: dto.ratios, colors: dto.colors }).lines;
  return { cuttingTime: dto, companyName, colors, sizes, quantities: matrixFromLines(colors, sizes, live.length > 0 ? live : lay), bundles: rows };
}
