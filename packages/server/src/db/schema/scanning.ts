import type { QtyLine } from '@eticket/core/domain';
import type { TicketLogSource, TicketLogStatus } from '@eticket/core/scanning';
import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { concurrencyStamp, creationTime, id, timestamptz } from './columns';
import { bundles, orderProcedures, orders } from './production';
import { tenantId, unreferencedTenantId } from './tenant-key';

/*
 * Work records (扫菲记录, domain §4.3, §5.4, §8.1) and what they feed. Tenant tables with tenant_id first in
 * every key, RLS from the migration.
 */

const businessDate = (name: string) => date(name, { mode: 'string' });

/**
 * One report of work: a worker did `qty` pieces of one order procedure on one bundle. Price, coefficient,
 * procedure name and the worker's organization and level are copied at scan time, so later edits of prices,
 * levels or the organization tree never change what was earned. Never deleted: revoked with a reason, or
 * settled by wages (then immutable): a valid record is settled while its worker-day belongs to a locked
 * settlement (wage_settled_days); the stored status stays 'valid'.
 */
export const ticketLogs = pgTable(
  'ticket_logs',
  {
    tenantId: unreferencedTenantId(),
    id: id(),
    userId: uuid('user_id').notNull(),
    /** Snapshot of the worker's organization at scan time (no foreign key: the record outlives the tree). */
    organizationId: uuid('organization_id'),
    orderId: uuid('order_id').notNull(),
    bundleId: uuid('bundle_id').notNull(),
    orderProcedureId: uuid('order_procedure_id').notNull(),
    procedureName: text('procedure_name').notNull(),
    qty: integer('qty').notNull(),
    /** The resolved piece rate (level override > size > default × coefficient), exact to the micro. */
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }).notNull(),
    technicalLevelId: uuid('technical_level_id'),
    coefficient: numeric('coefficient', { precision: 6, scale: 4 }).notNull().default('1'),
    /** qty × unitPrice, exact (no rounding: wages round once, per worker item, to the fen). */
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    /** The tenant's local date of `occurredAt`. */
    businessDate: businessDate('business_date').notNull(),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
    source: text('source').$type<TicketLogSource>().notNull(),
    /** Who sent the report: the worker, or an assistant/clerk reporting for them. */
    reportedByUserId: uuid('reported_by_user_id').notNull(),
    status: text('status').$type<TicketLogStatus>().notNull(),
    revokedById: uuid('revoked_by_id'),
    revokedAt: timestamptz('revoked_at'),
    revokeReason: text('revoke_reason'),
    /** The client's idempotency key: a retry with the same key returns the first result. */
    clientRequestId: text('client_request_id').notNull(),
    remark: text('remark'),
    creationTime: creationTime(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('ticket_logs_client_request_key').on(t.tenantId, t.clientRequestId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.reportedByUserId], foreignColumns: [users.tenantId, users.id] }),
    // One key for the bundle and its order: the record's order is its bundle's, and the order stays while the
    // bundle does (bundles → orders). A key to orders itself would KEY SHARE-lock the order row every scan of
    // the order shares; the bundle row the scan has locked already.
    foreignKey({ columns: [t.tenantId, t.bundleId, t.orderId], foreignColumns: [bundles.tenantId, bundles.id, bundles.orderId] }),
    foreignKey({ columns: [t.tenantId, t.orderProcedureId], foreignColumns: [orderProcedures.tenantId, orderProcedures.id] }),
    // Range reads by business date (summary, reports); with status, qty and amount a range sum stays index-only.
    index('ticket_logs_date_idx').on(t.tenantId, t.businessDate, t.status, t.qty, t.amount),
    // The latest scans of a tenant, newest first.
    index('ticket_logs_occurred_idx').on(t.tenantId, t.occurredAt),
    index('ticket_logs_user_date_idx').on(t.tenantId, t.userId, t.businessDate),
    index('ticket_logs_org_date_idx').on(t.tenantId, t.organizationId, t.businessDate),
    index('ticket_logs_order_idx').on(t.tenantId, t.orderId, t.orderProcedureId),
    index('ticket_logs_bundle_idx').on(t.tenantId, t.bundleId, t.orderProcedureId),
    check('ticket_logs_qty_positive', sql`${t.qty} > 0`),
  ],
);

/**
 * The claimed pieces per (bundle, order procedure): Σ qty of the live (pending or valid or settled) records,
 * kept in the same transaction as every insert and revoke. The scan raises it with one conditional upsert, so
 * two scans of the last pieces can never both pass (domain §8.1 no over-claim) on PGlite and PostgreSQL alike.
 */
export const bundleProcedureClaims = pgTable(
  'bundle_procedure_claims',
  {
    tenantId: unreferencedTenantId(),
    bundleId: uuid('bundle_id').notNull(),
    orderProcedureId: uuid('order_procedure_id').notNull(),
    orderId: uuid('order_id').notNull(),
    qty: integer('qty').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.bundleId, t.orderProcedureId] }),
    foreignKey({ columns: [t.tenantId, t.bundleId], foreignColumns: [bundles.tenantId, bundles.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.orderProcedureId], foreignColumns: [orderProcedures.tenantId, orderProcedures.id] }).onDelete('cascade'),
    index('bundle_procedure_claims_order_idx').on(t.tenantId, t.orderId, t.orderProcedureId),
    check('bundle_procedure_claims_qty_nonnegative', sql`${t.qty} >= 0`),
  ],
);

/**
 * Σ of the live work records per business day and worker: every insert and revoke of a record adds or
 * subtracts its qty, amount and 1 in the same statement, so the production overview reads one row per
 * worker and day however many records a day holds. A row per worker means a scan waits only for the same
 * worker's previous report, never for another worker's commit (a row shared by several workers made
 * scanners queue at shift-end peaks). Any later change of a record between live and not live (pending →
 * rejected) must move it here too. A row may go to zero, never below (a record is subtracted only after it
 * was added). The tenant is held by the (tenant, user) key, as on the records: no key to the tenant row,
 * which every worker's first report of a day would otherwise lock.
 */
export const productionDayTotals = pgTable(
  'production_day_totals',
  {
    tenantId: unreferencedTenantId(),
    businessDate: businessDate('business_date').notNull(),
    userId: uuid('user_id').notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull().default(0),
    /** Σ of the exact amounts (not rounded: only the wage shown is rounded, once). */
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull().default('0'),
    records: integer('records').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.businessDate, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** 成品入库: finished goods received from production, per order by colour × size (domain §10.3). */
export const productionReceipts = pgTable(
  'production_receipts',
  {
    tenantId: tenantId(),
    id: id(),
    receiptNo: text('receipt_no').notNull(),
    orderId: uuid('order_id').notNull(),
    receiptDate: businessDate('receipt_date').notNull(),
    receiver: text('receiver').notNull().default(''),
    /** Non-zero cells, colour-major. */
    lines: jsonb('lines').$type<QtyLine[]>().notNull(),
    totalQty: integer('total_qty').notNull(),
    remark: text('remark'),
    creatorId: uuid('creator_id'),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('production_receipts_no_key').on(t.tenantId, t.receiptNo),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }),
    index('production_receipts_order_idx').on(t.tenantId, t.orderId, t.receiptDate),
    index('production_receipts_date_idx').on(t.tenantId, t.receiptDate),
  ],
);
