import { LIVE_TICKET_LOG_STATUSES } from '@eticket/core/scanning';
import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';

/**
 * The per-day totals of the live work records (`production_day_totals`, one row per worker and day), kept
 * by the statements that write the records.
 */

/**
 * An upsert that adds (`sign` 1) or subtracts (-1) the records of `source` — any row set with tenant_id,
 * user_id, business_date, qty and amount — to their workers' days. Usable as a CTE arm: with no source row it
 * writes nothing, so the scan's arm counts a record only when the record was inserted. A source of at most
 * one record (`rows` 'one': a scan's insert, a revoke's update) is added as it is, without the grouping whose
 * hash table the executor would otherwise build for every scan. Many rows are upserted in key order, so two
 * writers of overlapping workers' days take their row locks in the same order.
 */
export function addToDayTotals(source: SQL, sign: 1 | -1, rows: 'one' | 'many' = 'many'): SQL {
  const k = sql.raw(String(sign));
  const select =
    rows === 'one'
      ? sql`select r.tenant_id, r.business_date, r.user_id, ${k} * r.qty, ${k} * r.amount, ${k} from ${source} r`
      : sql`select r.tenant_id, r.business_date, r.user_id, ${k} * sum(r.qty), ${k} * sum(r.amount), ${k} * count(*) from ${source} r group by 1, 2, 3 order by 1, 2, 3`;
  return sql`insert into production_day_totals as d (tenant_id, business_date, user_id, qty, amount, records)
    ${select}
    on conflict (tenant_id, business_date, user_id) do update
      set qty = d.qty + excluded.qty, amount = d.amount + excluded.amount, records = d.records + excluded.records`;
}

const LIVE = sql.join(
  LIVE_TICKET_LOG_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Add some just-written records of a tenant (a clerk batch, once at its end). */
export async function addRecordsToDayTotals(tx: TenantTx, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(addToDayTotals(sql`(select * from ticket_logs where tenant_id = ${tenantId} and id in (${list}) and status in (${LIVE}))`, 1));
}

/** Rebuild a tenant's totals from its records, set-based (after a bulk load that bypassed the scan). */
export async function rebuildDayTotals(tx: TenantTx, tenantId: string): Promise<void> {
  await tx.execute(sql`delete from production_day_totals where tenant_id = ${tenantId}`);
  await tx.execute(addToDayTotals(sql`(select * from ticket_logs where tenant_id = ${tenantId} and status in (${LIVE}))`, 1));
}
