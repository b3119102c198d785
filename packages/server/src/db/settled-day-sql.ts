import type { TicketLogStatus } from '@eticket/core/scanning';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether a work record is settled, derived the one way every module reads it (scanning lists, reports,
 * wages): a valid record whose worker-day a locked or paid settlement owns (wage_settled_days). The stored
 * status never says 'settled'; `alias` is the ticket_logs alias or table name of the query.
 */

const col = (alias: string, name: string) => sql.raw(`${alias}.${name}`);

/** The owned day of the record, as a correlated sub-select over the day's primary key. */
const ownedDay = (alias: string, column: 'settlement_id' | '1'): SQL =>
  sql`(select ${sql.raw(column === '1' ? '1' : `d.${column}`)} from wage_settled_days d where d.tenant_id = ${col(alias, 'tenant_id')} and d.user_id = ${col(alias, 'user_id')} and d.business_date = ${col(alias, 'business_date')})`;

/** True when a settlement owns the record's worker-day (whatever its status). */
export const inSettledDay = (alias: string): SQL => sql`exists ${ownedDay(alias, '1')}`;

/**
 * A record that counts for a wage: stored 'valid', settled or not (a settled record is a valid one of an owned
 * day). Not core's live statuses, which also count pending records against the bundle. Spelled as an equality
 * so that the (tenant, business_date, status, …) index takes it into its condition.
 */
export const earnsWage = (alias: string): SQL => sql`${col(alias, 'status')} = 'valid'`;

/** The record's status as shown: 'settled' for a valid record of an owned day, else as stored. */
export const recordStatusSql = (alias: string): SQL<TicketLogStatus> =>
  sql<TicketLogStatus>`case when ${col(alias, 'status')} = 'valid' and ${inSettledDay(alias)} then 'settled' else ${col(alias, 'status')} end`;

/** The settlement that holds the record (valid records of an owned day), else null. */
export const recordSettlementSql = (alias: string): SQL<string | null> =>
  sql<string | null>`case when ${col(alias, 'status')} = 'valid' then ${ownedDay(alias, 'settlement_id')} end`;

/** A status filter with the same derivation: 'settled' and 'valid' split the stored 'valid' by ownership. */
export function recordStatusIs(alias: string, status: TicketLogStatus): SQL {
  if (status === 'settled') return sql`(${col(alias, 'status')} = 'valid' and ${inSettledDay(alias)})`;
  if (status === 'valid') return sql`(${col(alias, 'status')} = 'valid' and not ${inSettledDay(alias)})`;
  return sql`${col(alias, 'status')} = ${status}`;
}

/** Joins the record's owned day (if any) as `dayAlias`: for grouped reads, where a join plans better than a probe per row. */
export const joinSettledDay = (alias: string, dayAlias: string): SQL =>
  sql`left join wage_settled_days ${sql.raw(dayAlias)} on ${sql.raw(dayAlias)}.tenant_id = ${col(alias, 'tenant_id')} and ${sql.raw(dayAlias)}.user_id = ${col(alias, 'user_id')}
    and ${sql.raw(dayAlias)}.business_date = ${col(alias, 'business_date')}`;

/** True when a given settlement owns the record's worker-day. */
export const inDaysOf = (alias: string, settlementId: string): SQL =>
  sql`exists (select 1 from wage_settled_days d where d.tenant_id = ${col(alias, 'tenant_id')} and d.user_id = ${col(alias, 'user_id')}
    and d.business_date = ${col(alias, 'business_date')} and d.settlement_id = ${settlementId})`;
