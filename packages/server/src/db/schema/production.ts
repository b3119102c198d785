import type { PriceMode, ProcedureStage } from '@eticket/core/catalog';
import type { BundleMode, QtyLine } from '@eticket/core/domain';
import type { BundleStatus, ColorLayers, CuttingTimeStatus, OrderProcedurePriceDto, SizeRatio, StoredBundlePlan } from '@eticket/core/production';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, products } from './catalog';
import { users } from './identity';
import { concurrencyStamp, creationTime, id, timestamptz } from './columns';
import { tenantId } from './tenant-key';

/*
 * Orders, cutting beds, bundles and tickets (issue 6; domain §4.2, §5.1–5.3, §8.2): tenant tables with
 * tenant_id first in every key, RLS from the migration. Bundle numbers are unique per order, ticket numbers
 * and codes unique per tenant (unique indexes, so a race can never produce a duplicate, only an error).
 * Business dates are `date` columns read as 'yyyy-MM-dd' strings.
 */

const audited = () => ({
  creationTime: creationTime(),
  creatorId: uuid('creator_id'),
  lastModificationTime: timestamptz('last_modification_time'),
  lastModifierId: uuid('last_modifier_id'),
  concurrencyStamp: concurrencyStamp(),
});

const businessDate = (name: string) => date(name, { mode: 'string' });

/** 订单: one style, a colour × size matrix (lines), status 1 draft … 5 cancelled (core OrderStatusCode). */
export const orders = pgTable(
  'orders',
  {
    tenantId: tenantId(),
    id: id(),
    orderNo: text('order_no').notNull(),
    /** NFKC + lower case, so "dd-01" and "ＤＤ-01" are the same order no. */
    normalizedOrderNo: text('normalized_order_no').notNull(),
    customerPoNo: text('customer_po_no'),
    productId: uuid('product_id').notNull(),
    customerId: uuid('customer_id'),
    orderDate: businessDate('order_date').notNull(),
    deliveryDate: businessDate('delivery_date').notNull(),
    status: smallint('status').notNull().default(1),
    colors: jsonb('colors').$type<string[]>().notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    /** Non-zero cells, colour-major. */
    lines: jsonb('lines').$type<QtyLine[]>().notNull(),
    totalQty: integer('total_qty').notNull(),
    remark: text('remark'),
    proceduresSnapshotAt: timestamptz('procedures_snapshot_at'),
    completedAt: timestamptz('completed_at'),
    closedAt: timestamptz('closed_at'),
    ...audited(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('orders_tenant_order_no_key').on(t.tenantId, t.normalizedOrderNo),
    // A style or customer with orders cannot be deleted (no cascade).
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
    index('orders_tenant_creation_idx').on(t.tenantId, t.creationTime),
    index('orders_tenant_delivery_idx').on(t.tenantId, t.deliveryDate),
    index('orders_tenant_product_idx').on(t.tenantId, t.productId),
    index('orders_tenant_customer_idx').on(t.tenantId, t.customerId),
  ],
);

/** The style's procedures copied onto the order (domain §3.2): later style edits change nothing until a sync. */
export const orderProcedures = pgTable(
  'order_procedures',
  {
    tenantId: tenantId(),
    id: id(),
    orderId: uuid('order_id').notNull(),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    stage: text('stage').$type<ProcedureStage>().notNull(),
    /** No foreign keys to the style: the snapshot outlives edits of the style's parts and procedures. */
    partId: uuid('part_id'),
    partName: text('part_name'),
    sourceProcedureId: uuid('source_procedure_id'),
    priceMode: text('price_mode').$type<PriceMode>().notNull(),
    defaultPrice: numeric('default_price', { precision: 18, scale: 6 }).notNull(),
    prices: jsonb('prices').$type<OrderProcedurePriceDto[]>().notNull().default(sql`'[]'::jsonb`),
    showPrice: boolean('show_price').notNull(),
    standardMinutes: numeric('standard_minutes', { precision: 10, scale: 4 }),
    isOutsourced: boolean('is_outsourced').notNull().default(false),
    syncedAt: timestamptz('synced_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
    index('order_procedures_order_idx').on(t.tenantId, t.orderId, t.seq),
  ],
);

/**
 * Per-tenant counters read FOR UPDATE inside the writing transaction: 'bedNo' (with its reset period,
 * core nextBedNo) and 'ticketNo' (菲票号, never reset, never reused).
 */
export const productionCounters = pgTable(
  'production_counters',
  {
    tenantId: tenantId(),
    name: text('name').notNull(),
    lastNo: bigint('last_no', { mode: 'number' }).notNull().default(0),
    period: text('period').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);

/** 床次: one lay of an order. Status is kept in step with its bundles (core deriveCuttingTimeStatus). */
export const cuttingTimes = pgTable(
  'cutting_times',
  {
    tenantId: tenantId(),
    id: id(),
    orderId: uuid('order_id').notNull(),
    bedNo: integer('bed_no').notNull(),
    bedSubNo: integer('bed_sub_no'),
    /** The counter period the bed no was drawn in ('' / 'yyyy' / 'yyyy-MM'). */
    bedPeriod: text('bed_period').notNull(),
    cutDate: businessDate('cut_date').notNull(),
    cutterUserId: uuid('cutter_user_id'),
    cutterName: text('cutter_name'),
    fabricName: text('fabric_name'),
    fabricColor: text('fabric_color'),
    dyeLot: text('dye_lot'),
    markerNo: text('marker_no'),
    markerLength: numeric('marker_length', { precision: 10, scale: 2 }),
    markerWidth: numeric('marker_width', { precision: 10, scale: 2 }),
    lossRate: numeric('loss_rate', { precision: 5, scale: 2 }),
    ratios: jsonb('ratios').$type<SizeRatio[]>().notNull(),
    colors: jsonb('colors').$type<ColorLayers[]>().notNull(),
    layers: integer('layers').notNull(),
    piecesPerPly: integer('pieces_per_ply').notNull(),
    layQty: integer('lay_qty').notNull(),
    status: text('status').$type<CuttingTimeStatus>().notNull().default('planned'),
    plan: jsonb('plan').$type<StoredBundlePlan>(),
    bundleMode: text('bundle_mode').$type<BundleMode>(),
    startBundleNo: integer('start_bundle_no'),
    totalBundles: integer('total_bundles').notNull().default(0),
    totalQty: integer('total_qty').notNull().default(0),
    remark: text('remark'),
    ticketNote: text('ticket_note'),
    printedAt: timestamptz('printed_at'),
    lockedAt: timestamptz('locked_at'),
    ...audited(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }),
    unique('cutting_times_bed_no_key').on(t.tenantId, t.bedPeriod, t.bedNo, t.bedSubNo).nullsNotDistinct(),
    index('cutting_times_order_idx').on(t.tenantId, t.orderId),
    index('cutting_times_cut_date_idx').on(t.tenantId, t.cutDate),
  ],
);

/** 扎 / 菲: the ticket's live code is here; replaced and voided codes move to voided_ticket_codes. */
export const bundles = pgTable(
  'bundles',
  {
    tenantId: tenantId(),
    id: id(),
    orderId: uuid('order_id').notNull(),
    cuttingTimeId: uuid('cutting_time_id').notNull(),
    bundleNo: integer('bundle_no').notNull(),
    ticketNo: bigint('ticket_no', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    qty: integer('qty').notNull(),
    dyeLot: text('dye_lot'),
    note: text('note'),
    status: text('status').$type<BundleStatus>().notNull().default('created'),
    printCount: integer('print_count').notNull().default(0),
    lastPrintedAt: timestamptz('last_printed_at'),
    /** Cached from the work records (the most reported on one procedure / the least over all): 0 until scanning. */
    reportedQty: integer('reported_qty').notNull().default(0),
    completedQty: integer('completed_qty').notNull().default(0),
    replacedCodes: integer('replaced_codes').notNull().default(0),
    /** Held from scanning (at quality check, defective, disputed): no work is reported on it until released. */
    scanBlocked: boolean('scan_blocked').notNull().default(false),
    scanBlockReason: text('scan_block_reason'),
    scanBlockedAt: timestamptz('scan_blocked_at'),
    scanBlockedById: uuid('scan_blocked_by_id'),
    creationTime: creationTime(),
    lastModificationTime: timestamptz('last_modification_time'),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }),
    foreignKey({ columns: [t.tenantId, t.cuttingTimeId], foreignColumns: [cuttingTimes.tenantId, cuttingTimes.id] }),
    foreignKey({ columns: [t.tenantId, t.scanBlockedById], foreignColumns: [users.tenantId, users.id] }),
    // A hold always has its reason and time; a released bundle keeps none (the audit log has the history).
    check('bundles_scan_block_complete', sql`${t.scanBlocked} = (${t.scanBlockReason} is not null) and ${t.scanBlocked} = (${t.scanBlockedAt} is not null)`),
    uniqueIndex('bundles_order_bundle_no_key').on(t.tenantId, t.orderId, t.bundleNo),
    uniqueIndex('bundles_ticket_no_key').on(t.tenantId, t.ticketNo),
    uniqueIndex('bundles_code_key').on(t.tenantId, t.code),
    // The key a work record's (bundle, order) pair references: the record's order is its bundle's order.
    uniqueIndex('bundles_order_key').on(t.tenantId, t.id, t.orderId),
    index('bundles_bed_idx').on(t.tenantId, t.cuttingTimeId, t.bundleNo),
    // The few held bundles: deleting a user looks up the holds they placed.
    index('bundles_scan_blocked_by_idx').on(t.tenantId, t.scanBlockedById).where(sql`${t.scanBlockedById} is not null`),
  ],
);

/** 部位菲: one per bundle × part, issued at its first print. */
export const partTickets = pgTable(
  'part_tickets',
  {
    tenantId: tenantId(),
    id: id(),
    bundleId: uuid('bundle_id').notNull(),
    partId: uuid('part_id').notNull(),
    partName: text('part_name').notNull(),
    code: text('code').notNull(),
    printCount: integer('print_count').notNull().default(0),
    lastPrintedAt: timestamptz('last_printed_at'),
    creationTime: creationTime(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.bundleId], foreignColumns: [bundles.tenantId, bundles.id] }).onDelete('cascade'),
    uniqueIndex('part_tickets_bundle_part_key').on(t.tenantId, t.bundleId, t.partId),
    uniqueIndex('part_tickets_code_key').on(t.tenantId, t.code),
  ],
);

/** Codes that must never scan again (domain §8.2.10): a replaced ticket's old code, a voided bundle's code. */
export const voidedTicketCodes = pgTable(
  'voided_ticket_codes',
  {
    tenantId: tenantId(),
    code: text('code').notNull(),
    bundleId: uuid('bundle_id').notNull(),
    reason: text('reason', { enum: ['replaced', 'void'] }).notNull(),
    voidedAt: timestamptz('voided_at').notNull().defaultNow(),
    voidedBy: uuid('voided_by'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.code] }),
    foreignKey({ columns: [t.tenantId, t.bundleId], foreignColumns: [bundles.tenantId, bundles.id] }).onDelete('cascade'),
  ],
);
