import type { WageAdjustmentType, WageConfirmStatus, WageSettlementStatus } from '@eticket/core/wages';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { concurrencyStamp, creationTime, id, timestamptz } from './columns';
import { users } from './identity';
import { tenantId } from './tenant-key';

/*
 * Wages (domain §4.5, §5.6, §8.1): adjustments, settlements and one item per worker of a settlement. Tenant
 * tables with tenant_id first in every key; RLS and the triggers that keep settled rows immutable come from
 * the migration.
 */

const businessDate = (name: string) => date(name, { mode: 'string' });
/** Amounts to the fen (adjustments, nets). */
const fen = (name: string) => numeric(name, { precision: 18, scale: 2 });
/** Piece amounts: Σ of lines kept at 4 decimals. */
const piece = (name: string) => numeric(name, { precision: 20, scale: 4 });

/** A subsidy, bonus, deduction …: positive amount, the type gives the sign; taken by the settlement that locks it. */
export const wageAdjustments = pgTable(
  'wage_adjustments',
  {
    tenantId: tenantId(),
    id: id(),
    userId: uuid('user_id').notNull(),
    businessDate: businessDate('business_date').notNull(),
    type: text('type').$type<WageAdjustmentType>().notNull(),
    amount: fen('amount').notNull(),
    reason: text('reason').notNull(),
    /** Where it came from: e.g. a quality check, or the settlement item whose dispute it answers. */
    sourceType: text('source_type'),
    sourceId: uuid('source_id'),
    /** Set once, by the settlement that locked it (then immutable, enforced by a trigger). */
    settlementId: uuid('settlement_id'),
    creatorId: uuid('creator_id'),
    creationTime: creationTime(),
    lastModificationTime: timestamptz('last_modification_time'),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('wage_adjustments_user_date_idx').on(t.tenantId, t.userId, t.businessDate),
    index('wage_adjustments_date_idx').on(t.tenantId, t.businessDate),
    index('wage_adjustments_settlement_idx').on(t.tenantId, t.settlementId),
    check('wage_adjustments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** 结算单: a period and scope, its totals (Σ items) and where it is in its life. */
export const wageSettlements = pgTable(
  'wage_settlements',
  {
    tenantId: tenantId(),
    id: id(),
    settlementNo: text('settlement_no').notNull(),
    periodStart: businessDate('period_start').notNull(),
    periodEnd: businessDate('period_end').notNull(),
    /** Empty = the whole company; else these organizations and every one below them. */
    organizationIds: jsonb('organization_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Non-empty: made from a selection, exactly these workers (the organizations do not apply). */
    userIds: jsonb('user_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').$type<WageSettlementStatus>().notNull(),
    remark: text('remark'),
    /** Records and adjustments made after this wait for the next settlement. */
    calculatedAt: timestamptz('calculated_at').notNull(),
    submittedAt: timestamptz('submitted_at'),
    autoConfirmAt: timestamptz('auto_confirm_at'),
    confirmedAt: timestamptz('confirmed_at'),
    lockedAt: timestamptz('locked_at'),
    lockedById: uuid('locked_by_id'),
    paidDate: businessDate('paid_date'),
    paymentProofUrls: jsonb('payment_proof_urls').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    paymentNote: text('payment_note'),
    workerCount: integer('worker_count').notNull().default(0),
    totalQty: integer('total_qty').notNull().default(0),
    pieceAmount: piece('piece_amount').notNull().default('0'),
    additionAmount: fen('addition_amount').notNull().default('0'),
    deductionAmount: fen('deduction_amount').notNull().default('0'),
    totalAmount: fen('total_amount').notNull().default('0'),
    creatorId: uuid('creator_id'),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('wage_settlements_no_key').on(t.tenantId, t.settlementNo),
    index('wage_settlements_period_idx').on(t.tenantId, t.periodStart, t.periodEnd),
    check('wage_settlements_period_order', sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
);

/** One worker in a settlement: their figures at calculation and their confirmation. */
export const wageSettlementItems = pgTable(
  'wage_settlement_items',
  {
    tenantId: tenantId(),
    id: id(),
    settlementId: uuid('settlement_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The worker's organization when calculated. */
    organizationId: uuid('organization_id'),
    recordCount: integer('record_count').notNull(),
    pieceQty: integer('piece_qty').notNull(),
    pieceAmount: piece('piece_amount').notNull(),
    additionAmount: fen('addition_amount').notNull(),
    deductionAmount: fen('deduction_amount').notNull(),
    /** piece + additions − deductions, rounded half-up to the fen once. */
    netAmount: fen('net_amount').notNull(),
    confirmStatus: text('confirm_status').$type<WageConfirmStatus>().notNull().default('pending'),
    confirmedAt: timestamptz('confirmed_at'),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamptz('disputed_at'),
    resolveRemark: text('resolve_remark'),
    resolvedAt: timestamptz('resolved_at'),
    remindedAt: timestamptz('reminded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('wage_settlement_items_worker_key').on(t.tenantId, t.settlementId, t.userId),
    foreignKey({ columns: [t.tenantId, t.settlementId], foreignColumns: [wageSettlements.tenantId, wageSettlements.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('wage_settlement_items_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * The worker-days a locked or paid settlement owns, one row per included worker and day of its period. A work
 * record is settled exactly when its worker-day is here and it is valid; locking writes these (tens of
 * thousands of rows) instead of rewriting every record of the month. The primary key makes two locked
 * settlements of one worker overlap impossible; a trigger keeps records of an owned day immutable.
 */
export const wageSettledDays = pgTable(
  'wage_settled_days',
  {
    // No foreign keys: a lock writes ~62k days, and a per-row check of each key doubled its cost. The rows come
    // from the settlement's own items in the same statement; a tenant or settlement that owns days cannot be
    // deleted (a locked or paid settlement never is, and an unlock removes its days first).
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    businessDate: businessDate('business_date').notNull(),
    settlementId: uuid('settlement_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.businessDate] }),
    index('wage_settled_days_settlement_idx').on(t.tenantId, t.settlementId),
  ],
);
