import { nameKey } from '@eticket/core/validation';
import { ORDER_EVENTS, OrderStatusCode, canDeleteOrder, formatBedNo, transitionOrder, type OrderEvent } from '@eticket/core/domain';
import {
  OrderContracts,
  buildOrderStatistics,
  validateOrderChange,
  validateOrderInput,
  type NormalizedOrderInput,
  type OrderDto,
  type OrderInput,
  type OrderListFilter,
  type OrderStatisticsDto,
  type SyncOrderProceduresResultDto,
  type TicketOrganizationReportItemDto,
} from '@eticket/core/production';
import { and, asc, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { bundles, customers, cuttingTimes, orders, products } from '../../db/schema/index';
import { Errors } from '../../http/errors';
import { contractRoute, type RouteDef } from '../../http/route';
import type { TenantPrincipal } from '../../http/types';
import { containsPattern, pathId, pgErrorCode } from '../../http/route-helpers';
import { refused } from './http';
import { BUSINESS_TIME_ZONE } from '@eticket/core/production';
import { modifiedBy } from '../../db/stamps';
import { fieldError, validationError, valid } from '../../http/validation';
import {
  countOrders,
  listOrders,
  loadOrderDto,
  loadOrderProcedures,
  loadOrderRow,
  loadStyleAxes,
  orderStatus,
  snapshotProcedures,
  syncProcedures,
  toProcedureDto,
  type OrderRow,
} from './order-store';

/**
 * Orders (订单, issue 6; domain §3.2, §5.1): list exactly as product-spec §3, CRUD, the status moves of
 * core `transitionOrder`, the procedure snapshot (on confirm) and its sync, statistics and the (still
 * empty) organization report.
 */

function orderWhere(tenantId: string, f: OrderListFilter): SQL | undefined {
  const localDate = sql`(${orders.creationTime} at time zone ${BUSINESS_TIME_ZONE})::date`;
  const pattern = f.keyword === null ? null : containsPattern(f.keyword);
  return and(
    eq(orders.tenantId, tenantId),
    pattern === null
      ? undefined
      : or(
          sql`${orders.orderNo} ilike ${pattern}`,
          sql`${orders.customerPoNo} ilike ${pattern}`,
          sql`${products.styleNo} ilike ${pattern}`,
          sql`${products.name} ilike ${pattern}`,
          sql`${customers.name} ilike ${pattern}`,
        ),
    f.status === null ? undefined : eq(orders.status, OrderStatusCode[f.status]),
    f.creation.start === null ? undefined : sql`${localDate} >= ${f.creation.start}::date`,
    f.creation.end === null ? undefined : sql`${localDate} <= ${f.creation.end}::date`,
    f.delivery.start === null ? undefined : gte(orders.deliveryDate, f.delivery.start),
    f.delivery.end === null ? undefined : lte(orders.deliveryDate, f.delivery.end),
  );
}

/** The input checked against the style it names and the tenant's customers and order numbers. */
async function checkOrder(tx: TenantTx, tenantId: string, input: OrderInput, selfId: string | null): Promise<NormalizedOrderInput> {
  const style = await loadStyleAxes(tx, tenantId, input.productId);
  if (style === null) throw fieldError('productId', 'Production.Error.ProductNotFound');
  if (input.customerId !== null) {
    const [customer] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.tenantId, tenantId), eq(customers.id, input.customerId)));
    if (!customer) throw fieldError('customerId', 'Production.Error.CustomerNotFound');
  }
  const value = valid(validateOrderInput(input, style));
  const [taken] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.normalizedOrderNo, nameKey(value.orderNo)), selfId === null ? undefined : ne(orders.id, selfId)));
  if (taken) throw fieldError('orderNo', 'Production.Error.OrderNoTaken', { orderNo: value.orderNo });
  return value;
}

function columnsOf(value: NormalizedOrderInput) {
  return {
    orderNo: value.orderNo,
    normalizedOrderNo: nameKey(value.orderNo),
    customerPoNo: value.customerPoNo,
    productId: value.productId,
    customerId: value.customerId,
    orderDate: value.orderDate,
    deliveryDate: value.deliveryDate,
    colors: value.colors,
    sizes: value.sizes,
    lines: value.lines,
    totalQty: value.totalQty,
    remark: value.remark,
  };
}

/** A unique-index race on the order no (two saves at once) is the same 400 as the pre-check's. */
async function uniqueOrderNo<T>(orderNo: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw fieldError('orderNo', 'Production.Error.OrderNoTaken', { orderNo });
    throw error;
  }
}

async function dtoOrThrow(tx: TenantTx, tenantId: string, id: string): Promise<OrderDto> {
  const dto = await loadOrderDto(tx, tenantId, id);
  if (dto === null) throw Errors.notFound();
  return dto;
}

/** Σ of what was reported on the order (0 until scanning exists): cancelling needs it to be 0. */
async function reportedQtyOf(tx: TenantTx, tenantId: string, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${bundles.reportedQty}), 0)::int` })
    .from(bundles)
    .where(and(eq(bundles.tenantId, tenantId), eq(bundles.orderId, orderId)));
  return row?.n ?? 0;
}

async function moveOrder(tx: TenantTx, principal: TenantPrincipal, order: OrderRow, event: OrderEvent): Promise<void> {
  const tenantId = principal.tenantId;
  const result = transitionOrder(orderStatus(order), event, { reportedQty: await reportedQtyOf(tx, tenantId, order.id) });
  if (!result.ok) throw refused(result.error === 'alreadyReported' ? 'OrderAlreadyReported' : 'OrderTransitionNotAllowed', result.key);
  if (event === 'confirm') await snapshotProcedures(tx, tenantId, order);
  const stamps =
    event === 'complete'
      ? { completedAt: sql`now()` }
      : event === 'close'
        ? { closedAt: sql`now()` }
        : event === 'reopen'
          ? { completedAt: null }
          : {};
  await tx
    .update(orders)
    .set({ status: OrderStatusCode[result.status], ...stamps, ...modifiedBy(principal) })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, order.id)));
}

export const orderRoutes: readonly RouteDef[] = [
  contractRoute(OrderContracts.list, {
    handle: async ({ tx, principal, query }) => {
      const filter = query();
      const where = orderWhere(principal.tenantId, filter);
      const { skipCount, maxResultCount } = filter;
      return { body: { items: await listOrders(tx, where, maxResultCount, skipCount), totalCount: await countOrders(tx, where) } };
    },
  }),
  contractRoute(OrderContracts.get, {
    handle: async ({ tx, principal, params }) => ({ body: await dtoOrThrow(tx, principal.tenantId, pathId(params)) }),
  }),
  contractRoute(OrderContracts.create, {
    handle: async ({ tx, principal, body, changes }) => {
      const tenantId = principal.tenantId;
      const input = body();
      const value = await checkOrder(tx, tenantId, input, null);
      const [row] = await uniqueOrderNo(value.orderNo, () =>
        tx
          .insert(orders)
          .values({ tenantId, ...columnsOf(value), status: OrderStatusCode.draft, creatorId: principal.userId })
          .returning({ id: orders.id }),
      );
      if (!row) throw new Error('order insert returned nothing');
      const dto = await dtoOrThrow(tx, tenantId, row.id);
      changes.created('Order', row.id, { ...dto });
      return { body: dto };
    },
  }),
  contractRoute(OrderContracts.update, {
    handle: async ({ tx, principal, body, params, changes }) => {
      const tenantId = principal.tenantId;
      const id = pathId(params);
      const before = await loadOrderRow(tx, tenantId, id, true);
      if (before === null) throw Errors.notFound();
      const { value: input, concurrencyStamp } = body();
      if (concurrencyStamp !== null && concurrencyStamp !== before.concurrencyStamp) throw Errors.conflict();
      const beforeDto = await dtoOrThrow(tx, tenantId, id);
      const value = await checkOrder(tx, tenantId, input, id);
      const change = validateOrderChange(orderStatus(before), { productId: before.productId, colors: before.colors, sizes: before.sizes, lines: before.lines }, value);
      if (!change.ok) throw validationError(change.errors);
      await uniqueOrderNo(value.orderNo, () =>
        tx
          .update(orders)
          .set({ ...columnsOf(value), ...modifiedBy(principal) })
          .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id))),
      );
      const dto = await dtoOrThrow(tx, tenantId, id);
      changes.updated('Order', id, { ...beforeDto }, { ...dto });
      return { body: dto };
    },
  }),
  contractRoute(OrderContracts.delete, {
    handle: async ({ tx, principal, params, changes }) => {
      const tenantId = principal.tenantId;
      const id = pathId(params);
      const before = await loadOrderRow(tx, tenantId, id, true);
      if (before === null) throw Errors.notFound();
      const [beds] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(cuttingTimes)
        .where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.orderId, id)));
      if (!canDeleteOrder(orderStatus(before), { bedCount: beds?.n ?? 0 })) throw refused('OrderNotDeletable', 'Production.Error.OrderNotDeletable');
      await tx.delete(orders).where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
      changes.deleted('Order', id, { ...before });
      return { status: 204 };
    },
  }),
  ...ORDER_EVENTS.map((event) =>
    contractRoute(OrderContracts.transitions[event], {
      handle: async ({ tx, principal, params, changes }) => {
        const tenantId = principal.tenantId;
        const id = pathId(params);
        const before = await loadOrderRow(tx, tenantId, id, true);
        if (before === null) throw Errors.notFound();
        await moveOrder(tx, principal, before, event);
        const dto = await dtoOrThrow(tx, tenantId, id);
        changes.updated('Order', id, { status: before.status }, { status: dto.status, event });
        return { body: dto };
      },
    }),
  ),
  contractRoute(OrderContracts.syncProcedures, {
    handle: async ({ tx, principal, params, changes }) => {
      const tenantId = principal.tenantId;
      const id = pathId(params);
      const order = await loadOrderRow(tx, tenantId, id, true);
      if (order === null) throw Errors.notFound();
      const status = orderStatus(order);
      if (status === 'closed' || status === 'cancelled') throw refused('OrderTransitionNotAllowed', 'OrderStatus.TransitionNotAllowed');
      // No work records exist before scanning: every procedure may follow the style.
      const counts = await syncProcedures(tx, tenantId, order, new Set<string>());
      const procedures = (await loadOrderProcedures(tx, tenantId, id)).map(toProcedureDto);
      const result: SyncOrderProceduresResultDto = { ...counts, procedures };
      changes.updated('Order', id, { procedures: 'before sync' }, { ...counts });
      return { body: result };
    },
  }),
  contractRoute(OrderContracts.statistics, {
    handle: async ({ tx, principal, params, query }) => {
      const tenantId = principal.tenantId;
      const id = pathId(params);
      const dto = await loadOrderDto(tx, tenantId, id);
      if (dto === null) throw Errors.notFound();
      const { excludeBundles } = query();
      const rows = await tx
        .select({
          id: bundles.id,
          bundleNo: bundles.bundleNo,
          cuttingTimeId: bundles.cuttingTimeId,
          bedNo: cuttingTimes.bedNo,
          bedSubNo: cuttingTimes.bedSubNo,
          color: bundles.color,
          size: bundles.size,
          qty: bundles.qty,
          status: bundles.status,
        })
        .from(bundles)
        .innerJoin(cuttingTimes, and(eq(cuttingTimes.tenantId, bundles.tenantId), eq(cuttingTimes.id, bundles.cuttingTimeId)))
        .where(and(eq(bundles.tenantId, tenantId), eq(bundles.orderId, id)))
        .orderBy(asc(bundles.bundleNo));
      const part = buildOrderStatistics({
        colors: dto.colors,
        sizes: dto.sizes,
        lines: dto.quantities.flatMap((row, c) => row.map((qty, s) => ({ color: dto.colors[c] ?? '', size: dto.sizes[s] ?? '', qty }))),
        bundles: rows.map((r) => ({ ...r, bedDisplayNo: formatBedNo(r.bedNo, r.bedSubNo) })),
        procedures: dto.procedures,
        // Work records arrive with scanning (a later issue); until then nothing is reported.
        reports: [],
        excludeBundles,
      });
      const body: OrderStatisticsDto = {
        orderId: dto.id,
        orderNo: dto.orderNo,
        customerPoNo: dto.customerPoNo,
        styleNo: dto.styleNo,
        productName: dto.productName,
        customerName: dto.customerName,
        deliveryDate: dto.deliveryDate,
        status: dto.status,
        bedCount: dto.bedCount,
        ...part,
      };
      return { body };
    },
  }),
  contractRoute(OrderContracts.ticketOrganizationReport, {
    handle: async ({ tx, principal, params }) => {
      const order = await loadOrderRow(tx, principal.tenantId, pathId(params), false);
      if (order === null) throw Errors.notFound();
      // By organization and member once work records exist; an order without scans has no rows.
      const items: TicketOrganizationReportItemDto[] = [];
      return { body: { items } };
    },
  }),
];

