import type { ListQuery, StampedInput } from '@eticket/core/contracts';
import { formatDecimal, parseDecimal } from '@eticket/core/money';
import {
  signedAdjustment,
  type WageAdjustmentDto,
  type WageAdjustmentFilters,
  type WageAdjustmentInput,
  type WageAdjustmentPageDto,
  type WageAdjustmentSortField,
  type WageAdjustmentType,
} from '@eticket/core/wages';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import { AppError, Errors } from '../../http/errors';
import { containsPattern } from '../../http/route-helpers';
import { fieldError } from '../../http/validation';
import { organizationRows } from '../people/users.store';
import { subtreeIds } from '@eticket/core/tree';
import { callerScopeSql, type WageActor } from './wage-scope';
import { deducting, isoOf, textOf, workerOf } from './wage-sql';

/**
 * Adjustments (domain §4.5): subsidies, bonuses, deductions … of one worker on one day. Editable and
 * deletable until a locked settlement holds them (the service says so with a 409; the database refuses too).
 * Lists keep the caller's data scope.
 */

const ENTITY = 'WageAdjustment';

const COLUMNS = sql`a.id, a.user_id as "userId", u.user_name as "userName", u.name, u.employee_no as "employeeNo", u.organization_id as "organizationId",
  o.name as "organizationName", a.business_date::text as "businessDate", a.type, a.amount::text as amount, a.reason, a.source_type as "sourceType",
  a.source_id as "sourceId", a.settlement_id as "settlementId", s.settlement_no as "settlementNo", a.creation_time as "creationTime",
  a.concurrency_stamp as "concurrencyStamp"`;

const FROM = sql`wage_adjustments a
  join users u on u.tenant_id = a.tenant_id and u.id = a.user_id
  left join organizations o on o.tenant_id = u.tenant_id and o.id = u.organization_id
  left join wage_settlements s on s.tenant_id = a.tenant_id and s.id = a.settlement_id`;

function toDto(r: Record<string, unknown>): WageAdjustmentDto {
  const type = r.type as WageAdjustmentType;
  const amount = String(r.amount);
  return {
    id: String(r.id),
    ...workerOf(r),
    businessDate: String(r.businessDate),
    type,
    amount,
    signedAmount: formatDecimal(signedAdjustment(type, parseDecimal(amount)), 2, 2),
    reason: String(r.reason),
    sourceType: textOf(r.sourceType),
    sourceId: textOf(r.sourceId),
    settlementId: textOf(r.settlementId),
    settlementNo: textOf(r.settlementNo),
    creationTime: isoOf(r.creationTime) ?? '',
    concurrencyStamp: String(r.concurrencyStamp),
  };
}

async function load(tx: TenantTx, actor: WageActor, id: string, scope: SQL): Promise<WageAdjustmentDto> {
  const rows = await queryRows<Record<string, unknown>>(tx, sql`select ${COLUMNS} from ${FROM} where a.tenant_id = ${actor.tenantId} and a.id = ${id} and ${scope}`);
  const r = rows[0];
  if (r === undefined) throw Errors.notFound();
  return toDto(r);
}

const settled = () => new AppError(409, 'WageAdjustmentSettled', 'Wages.Error.AdjustmentSettled');

/** The worker must be the tenant's and within the caller's scope (else the field says: no such worker). */
async function assertWorker(tx: TenantTx, actor: WageActor, userId: string, scope: SQL): Promise<void> {
  const rows = await queryRows<{ id: string }>(tx, sql`select u.id from users u where u.tenant_id = ${actor.tenantId} and u.id = ${userId} and ${scope}`);
  if (rows.length === 0) throw fieldError('userId', 'Wages.Error.WorkerNotFound');
}

export async function getAdjustment(tx: TenantTx, actor: WageActor, id: string): Promise<WageAdjustmentDto> {
  return load(tx, actor, id, await callerScopeSql(tx, actor, 'u'));
}

export async function createAdjustment(tx: TenantTx, actor: WageActor, input: WageAdjustmentInput): Promise<WageAdjustmentDto> {
  const scope = await callerScopeSql(tx, actor, 'u');
  await assertWorker(tx, actor, input.userId, scope);
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into wage_adjustments (tenant_id, user_id, business_date, type, amount, reason, creator_id)
      values (${actor.tenantId}, ${input.userId}, ${input.businessDate}, ${input.type}, ${input.amount}, ${input.reason}, ${actor.userId}) returning id`,
  );
  if (row === undefined) throw new Error('the adjustment insert returned no row');
  actor.changes?.created(ENTITY, row.id, { ...input });
  return load(tx, actor, row.id, scope);
}

export async function updateAdjustment(tx: TenantTx, actor: WageActor, id: string, read: () => StampedInput<WageAdjustmentInput>): Promise<WageAdjustmentDto> {
  const scope = await callerScopeSql(tx, actor, 'u');
  const before = await load(tx, actor, id, scope);
  if (before.settlementId !== null) throw settled();
  const { value, concurrencyStamp } = read();
  if (concurrencyStamp !== null && concurrencyStamp !== before.concurrencyStamp) throw Errors.conflict();
  await assertWorker(tx, actor, value.userId, scope);
  await queryRows(
    tx,
    sql`update wage_adjustments set user_id = ${value.userId}, business_date = ${value.businessDate}, type = ${value.type}, amount = ${value.amount},
      reason = ${value.reason}, last_modification_time = now(), concurrency_stamp = gen_random_uuid()::text
      where tenant_id = ${actor.tenantId} and id = ${id} and settlement_id is null`,
  );
  actor.changes?.updated(ENTITY, id, { userId: before.userId, businessDate: before.businessDate, type: before.type, amount: before.amount, reason: before.reason }, { ...value });
  return load(tx, actor, id, scope);
}

export async function deleteAdjustment(tx: TenantTx, actor: WageActor, id: string): Promise<void> {
  const before = await load(tx, actor, id, await callerScopeSql(tx, actor, 'u'));
  if (before.settlementId !== null) throw settled();
  await queryRows(tx, sql`delete from wage_adjustments where tenant_id = ${actor.tenantId} and id = ${id} and settlement_id is null`);
  actor.changes?.deleted(ENTITY, id, { userId: before.userId, type: before.type, amount: before.amount });
}

const SORT: Record<WageAdjustmentSortField, SQL> = {
  businessDate: sql`a.business_date`,
  amount: sql`a.amount`,
  type: sql`a.type`,
  creationTime: sql`a.creation_time`,
};

async function whereOf(tx: TenantTx, actor: WageActor, keyword: string | null, f: WageAdjustmentFilters): Promise<SQL> {
  const tree = f.organizationId === null ? [] : await organizationRows(tx, actor.tenantId);
  const organizations = f.organizationId === null ? null : [...subtreeIds(tree, f.organizationId)];
  const pattern = keyword === null ? null : containsPattern(keyword);
  return sql`a.tenant_id = ${actor.tenantId} and ${await callerScopeSql(tx, actor, 'u')}
    ${f.periodStart === null ? sql`` : sql`and a.business_date >= ${f.periodStart}`}
    ${f.periodEnd === null ? sql`` : sql`and a.business_date <= ${f.periodEnd}`}
    ${f.userId === null ? sql`` : sql`and a.user_id = ${f.userId}`}
    ${f.types.length === 0 ? sql`` : sql`and a.type in (${sql.join(f.types.map((t) => sql`${t}`), sql`, `)})`}
    ${organizations === null ? sql`` : sql`and u.organization_id in (${sql.join(organizations.map((o) => sql`${o}::uuid`), sql`, `)})`}
    ${f.settled === null ? sql`` : f.settled ? sql`and a.settlement_id is not null` : sql`and a.settlement_id is null`}
    ${pattern === null ? sql`` : sql`and (u.name ilike ${pattern} or u.user_name ilike ${pattern} or u.employee_no ilike ${pattern} or a.reason ilike ${pattern})`}`;
}

export async function listAdjustments(
  tx: TenantTx,
  actor: WageActor,
  query: ListQuery<WageAdjustmentSortField, WageAdjustmentFilters>,
  limit = query.page.maxResultCount,
): Promise<WageAdjustmentPageDto> {
  const { page, filters } = query;
  const where = await whereOf(tx, actor, page.keyword, filters);
  const orderBy = page.sorting === null ? sql`a.business_date desc, a.creation_time desc, a.id` : sql`${SORT[page.sorting.field]} ${sql.raw(page.sorting.direction)}, a.id`;
  const offset = limit === page.maxResultCount ? page.skipCount : 0;
  const rows = await queryRows<Record<string, unknown>>(tx, sql`select ${COLUMNS} from ${FROM} where ${where} order by ${orderBy} limit ${limit} offset ${offset}`);
  const [totals] = await queryRows<{ n: number; total: string }>(
    tx,
    sql`select count(*)::int as n, coalesce(sum(case when ${deducting('a')} then -a.amount else a.amount end), 0)::numeric(18, 2)::text as total from ${FROM} where ${where}`,
  );
  return { items: rows.map(toDto), totalCount: totals?.n ?? 0, totalAmount: totals?.total ?? '0.00' };
}
