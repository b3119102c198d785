import { canAddCuttingBed, layQuantities } from '@eticket/core/domain';
import { PagingLimits } from '@eticket/core/paging';
import {
  CuttingTimeContracts,
  copyPlanRequest,
  matrixFromLines,
  validateCuttingTimeInput,
  type CuttingTimeInput,
  type CuttingTimeListFilter,
  type CuttingSheetDto,
  type CuttingTimeDto,
  type GenerateBundlesResultDto,
  type NormalizedCuttingTimeInput,
} from '@eticket/core/production';
import { and, asc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { bundles, cuttingTimes, orders, products, users } from '../../db/schema/index';
import { Errors } from '../../http/errors';
import { contractRoute, type RouteDef } from '../../http/route';
import { containsPattern, pathId } from '../../http/route-helpers';
import { countBeds, insertBed, layColumns, listBeds, loadBedDto, loadBedRow, regenerationBlockers, type CuttingTimeRow } from './cutting-store';
import { generateBundles, planForBed } from './generation';
import { refused } from './http';
import { businessToday } from '@eticket/core/production';
import { fieldError, valid } from '../../http/validation';
import { modifiedBy } from '../../db/stamps';
import { loadOrderRow, orderStatus, type OrderRow } from './order-store';

/**
 * Cutting beds (床次, domain §3.3, §5.2, §6.2): list with filters, CRUD, the bundle plan preview and
 * generation, copy (always new bed and ticket numbers), the cutting sheet and the multi-bed print list.
 * The ticket-arrangement page (OrderManagement) and the cutting-bed pages (CuttingList) both use them.
 */

function bedWhere(tenantId: string, f: CuttingTimeListFilter): SQL | undefined {
  const pattern = f.keyword === null ? null : containsPattern(f.keyword);
  return and(
    eq(cuttingTimes.tenantId, tenantId),
    pattern === null
      ? undefined
      : or(
          sql`${orders.orderNo} ilike ${pattern}`,
          sql`${products.styleNo} ilike ${pattern}`,
          sql`${cuttingTimes.cutterName} ilike ${pattern}`,
          sql`${cuttingTimes.dyeLot} ilike ${pattern}`,
          sql`${cuttingTimes.bedNo}::text = ${f.keyword}`,
        ),
    f.orderId === null ? undefined : eq(cuttingTimes.orderId, f.orderId),
    f.productId === null ? undefined : eq(orders.productId, f.productId),
    f.cutterUserId === null ? undefined : eq(cuttingTimes.cutterUserId, f.cutterUserId),
    f.status === null ? undefined : eq(cuttingTimes.status, f.status),
    f.cutDate.start === null ? undefined : gte(cuttingTimes.cutDate, f.cutDate.start),
    f.cutDate.end === null ? undefined : lte(cuttingTimes.cutDate, f.cutDate.end),
  );
}

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
    const [cutter] = await tx.select({ name: users.name, userName: users.userName }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, value.cutterUserId)));
    if (!cutter) throw fieldError('cutterUserId', 'Production.Error.CutterNotFound');
    return { ...value, cutterName: cutter.name === '' ? cutter.userName : cutter.name };
  }
  return value;
}

async function bedOrThrow(tx: TenantTx, tenantId: string, id: string): Promise<CuttingTimeDto> {
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

export const cuttingTimeRoutes: readonly RouteDef[] = [
  contractRoute(CuttingTimeContracts.list, {
    handle: async ({ tx, principal, query }) => {
      const filter = query();
      const { skipCount, maxResultCount } = filter;
      const where = bedWhere(principal.tenantId, filter);
      return { body: { items: await listBeds(tx, where, maxResultCount, skipCount), totalCount: await countBeds(tx, where) } };
    },
  }),
  contractRoute(CuttingTimeContracts.printList, {
    handle: async ({ tx, principal, query }) => {
      // The cutting room's list: every bed matching the filters (no paging), totals for the footer.
      const where = bedWhere(principal.tenantId, query());
      const items = await listBeds(tx, where, PagingLimits.pageSizeMax, 0);
      const totals = { bedCount: items.length, bundleCount: items.reduce((n, b) => n + b.totalBundles, 0), qty: items.reduce((n, b) => n + b.totalQty, 0) };
      return { body: { items, totals } };
    },
  }),
  contractRoute(CuttingTimeContracts.get, {
    handle: async ({ tx, principal, params }) => {
      return { body: await bedOrThrow(tx, principal.tenantId, pathId(params)) };
    },
  }),
  contractRoute(CuttingTimeContracts.create, {
    handle: async ({ tx, principal, body, changes }) => {
      const tenantId = principal.tenantId;
      const input = body();
      const order = await openOrder(tx, tenantId, input.orderId, false);
      const value = await checkBed(tx, tenantId, order, input);
      const id = await insertBed(tx, principal, order.id, layColumns(value));
      const dto = await bedOrThrow(tx, tenantId, id);
      changes.created('CuttingTime', id, { ...dto });
      return { body: dto };
    },
  }),
  contractRoute(CuttingTimeContracts.update, {
    handle: async ({ tx, principal, params, body, changes }) => {
      const tenantId = principal.tenantId;
      const id = pathId(params);
      const { bed } = await bedAndOrder(tx, tenantId, id);
      const order = await openOrder(tx, tenantId, bed.orderId, true);
      const locked = await loadBedRow(tx, tenantId, id, true);
      if (locked === null) throw Errors.notFound();
      const { value: input, concurrencyStamp } = body();
      if (concurrencyStamp !== null && concurrencyStamp !== locked.concurrencyStamp) throw Errors.conflict();
      if (input.orderId !== locked.orderId) throw fieldError('orderId', 'Production.Validation.Invalid');
      if (!['planned', 'bundled'].includes(locked.status) || (await regenerationBlockers(tx, tenantId, id)) > 0) {
        throw refused('BedLocked', 'Production.Error.BedLocked');
      }
      const before = await bedOrThrow(tx, tenantId, id);
      const value = await checkBed(tx, tenantId, order, input);
      await tx
        .update(cuttingTimes)
        .set({ ...layColumns(value), ...modifiedBy(principal) })
        .where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.id, id)));
      const dto = await bedOrThrow(tx, tenantId, id);
      changes.updated('CuttingTime', id, { ...before }, { ...dto });
      return { body: dto };
    },
  }),
  contractRoute(CuttingTimeContracts.delete, {
    handle: async ({ tx, principal, params, changes }) => {
      const tenantId = principal.tenantId;
      const id = pathId(params);
      const { bed } = await bedAndOrder(tx, tenantId, id);
      await loadOrderRow(tx, tenantId, bed.orderId, true);
      const locked = await loadBedRow(tx, tenantId, id, true);
      if (locked === null) throw Errors.notFound();
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(bundles)
        .where(and(eq(bundles.tenantId, tenantId), eq(bundles.cuttingTimeId, id)));
      if ((count?.n ?? 0) > 0) throw refused('BedNotDeletable', 'Production.Error.BedNotDeletable');
      await tx.delete(cuttingTimes).where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.id, id)));
      changes.deleted('CuttingTime', id, { ...locked });
      return { status: 204 };
    },
  }),
  contractRoute(CuttingTimeContracts.previewBundles, {
    // Reads only: an expired tenant may still look.
    allowExpiredTenant: true,
    handle: async ({ tx, principal, params, body }) => {
      const { bed, order } = await bedAndOrder(tx, principal.tenantId, pathId(params));
      const outcome = await planForBed(tx, principal.tenantId, order, bed, body());
      return { body: outcome.preview };
    },
  }),
  contractRoute(CuttingTimeContracts.generateBundles, {
    handle: async ({ tx, principal, params, body, changes }) => {
      const tenantId = principal.tenantId;
      const { bed } = await bedAndOrder(tx, tenantId, pathId(params));
      const result = await generateBundles(tx, principal, bed.orderId, bed.id, body());
      const dto = await bedOrThrow(tx, tenantId, bed.id);
      const reply: GenerateBundlesResultDto = { cuttingTime: dto, ...result };
      changes.updated('CuttingTime', bed.id, { status: bed.status, totalBundles: bed.totalBundles }, { status: dto.status, ...result });
      return { body: reply };
    },
  }),
  contractRoute(CuttingTimeContracts.copy, {
    handle: async ({ tx, principal, params, body, changes, deps }) => {
      const tenantId = principal.tenantId;
      const { bed: source } = await bedAndOrder(tx, tenantId, pathId(params));
      const input = body();
      const order = await openOrder(tx, tenantId, source.orderId, true);
      const cutDate = input.cutDate ?? businessToday(deps.now());
      const value = valid(
        validateCuttingTimeInput({ ...source, cutDate, markerLength: source.markerLength, markerWidth: source.markerWidth, lossRate: source.lossRate }, { colors: order.colors, sizes: order.sizes }),
      );
      if (input.withBundles && source.plan === null) throw refused('BedNoPlan', 'Production.Error.BedNoPlan');
      const id = await insertBed(tx, principal, order.id, layColumns(value));
      let generated = null;
      if (input.withBundles && source.plan !== null) {
        const [numbers] = await tx
          .select({ list: sql<number[]>`coalesce(array_agg(${bundles.bundleNo}), '{}')` })
          .from(bundles)
          .where(and(eq(bundles.tenantId, tenantId), eq(bundles.orderId, order.id)));
        generated = await generateBundles(tx, principal, order.id, id, copyPlanRequest(source.plan, numbers?.list ?? []));
      }
      const dto = await bedOrThrow(tx, tenantId, id);
      changes.created('CuttingTime', id, { ...dto, copiedFrom: source.id, ...(generated ?? {}) });
      return { body: dto };
    },
  }),
  contractRoute(CuttingTimeContracts.printData, {
    handle: async ({ tx, principal, params }) => {
      const tenantId = principal.tenantId;
      const dto = await bedOrThrow(tx, tenantId, pathId(params));
      const [order] = await tx.select({ colors: orders.colors, sizes: orders.sizes }).from(orders).where(and(eq(orders.tenantId, tenantId), eq(orders.id, dto.orderId)));
      const rows = await tx
        .select({ bundleNo: bundles.bundleNo, ticketNo: bundles.ticketNo, color: bundles.color, size: bundles.size, qty: bundles.qty, dyeLot: bundles.dyeLot, status: bundles.status })
        .from(bundles)
        .where(and(eq(bundles.tenantId, tenantId), eq(bundles.cuttingTimeId, dto.id)))
        .orderBy(asc(bundles.bundleNo));
      const colors = order?.colors ?? [];
      const sizes = order?.sizes ?? [];
      const live = rows.filter((r) => r.status !== 'void');
      const lay = layQuantities({ ratios: dto.ratios, colors: dto.colors }).lines;
      const sheet: CuttingSheetDto = {
        cuttingTime: dto,
        companyName: principal.tenant.displayName,
        colors,
        sizes,
        quantities: matrixFromLines(colors, sizes, live.length > 0 ? live : lay),
        bundles: rows,
      };
      return { body: sheet };
    },
  }),
];
