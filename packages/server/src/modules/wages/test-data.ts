import { ownerRows, type TestServer } from '../../test/fixtures';

/** Test data of the wages suites. */

/**
 * Settle one worker-day as a lock does, without the settlement's calculation: a locked settlement of that day
 * owns it, so the worker's valid records of the day read as settled. Write the day's records first: the
 * database refuses records added to an owned day.
 */
export async function settleDay(s: TestServer, tenantId: string, userId: string, date: string, settlementNo: string): Promise<void> {
  await ownerRows(
    s.database,
    `with st as (insert into wage_settlements (tenant_id, settlement_no, period_start, period_end, status, calculated_at, locked_at)
        values ($1, $4, $3::date, $3::date, 'locked', now(), now()) returning tenant_id, id)
      insert into wage_settled_days (tenant_id, user_id, business_date, settlement_id) select st.tenant_id, $2, $3::date, st.id from st`,
    [tenantId, userId, date, settlementNo],
  );
}
