import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, ownerRows, type TestServer } from '../test/fixtures';
import { seedDemoData } from './demo';

/**
 * The demo seeds as of this moment, not the real clock: a small history (1,500 records) covers only its first week
 * or so, and that week must cross a month's end for the test to see a paid month and a confirming one — from the
 * real date it does on some days of each month and not on others.
 */
const SEEDED_AT = Date.parse('2026-11-26T04:00:00Z');

describe.each(ENGINES)('demo wages on %s', (engine) => {
  let s: TestServer;
  let demoId: string;
  let created: string[];

  beforeAll(async () => {
    s = await createTestServer(engine);
    created = await seedDemoData(s.database, s.deps.hasher, SEEDED_AT, { scanRecords: 1_500 });
    demoId = (await ownerRows<{ id: string }>(s.database, "select id from tenants where name = 'demo'"))[0]?.id ?? '';
  });
  afterAll(() => s.close());

  const rows = <T>(text: string) => ownerRows<T>(s.database, text, [demoId]);

  it('earlier months are paid, the last month is being confirmed with one dispute, the current month is live', async () => {
    const settlements = await rows<{ status: string; period_start: string; items: number; disputed: number; confirmed: number }>(
      `select s.status, s.period_start::text, count(i.id)::int as items, count(i.id) filter (where i.confirm_status = 'disputed')::int as disputed,
         count(i.id) filter (where i.confirm_status = 'confirmed')::int as confirmed
       from wage_settlements s join wage_settlement_items i on i.tenant_id = s.tenant_id and i.settlement_id = s.id
       where s.tenant_id = $1 group by s.tenant_id, s.id order by s.period_start`,
    );
    expect(settlements.length).toBeGreaterThanOrEqual(2);
    const last = settlements.at(-1);
    expect(last).toMatchObject({ status: 'confirming', disputed: 1 });
    expect(last?.confirmed).toBeGreaterThan(0);
    expect(settlements.slice(0, -1).every((x) => x.status === 'paid')).toBe(true);
    expect(created.filter((c) => c.startsWith('demo wage settlement'))).toHaveLength(settlements.length);
    // Nothing of the current month or the confirming one is settled; every valid record of a paid month is (its worker-day is owned).
    const [open] = await rows<{ n: number }>(
      `select count(*)::int as n from ticket_logs l where l.tenant_id = $1 and l.status = 'valid'
         and l.business_date < (select max(period_start) from wage_settlements where tenant_id = $1)
         and not exists (select 1 from wage_settled_days d where d.tenant_id = l.tenant_id and d.user_id = l.user_id and d.business_date = l.business_date)`,
    );
    expect(open?.n).toBe(0);
  });

  it('each paid settlement: Σ items = its total = Σ of the records of its days, rounded once per worker', async () => {
    const mismatches = await rows<{ id: string }>(
      `select s.id from wage_settlements s
       where s.tenant_id = $1 and s.status = 'paid' and (
         s.total_amount <> (select coalesce(sum(net_amount), 0) from wage_settlement_items i where i.tenant_id = s.tenant_id and i.settlement_id = s.id)
         or s.total_amount <> (select coalesce(sum(w.net), 0) from (
           select round(sum(round(l.qty * l.unit_price, 4)), 2) as net from ticket_logs l
             join wage_settled_days d on d.tenant_id = l.tenant_id and d.user_id = l.user_id and d.business_date = l.business_date and d.settlement_id = s.id
           where l.tenant_id = s.tenant_id and l.status = 'valid' group by l.user_id) w))`,
    );
    expect(mismatches).toEqual([]);
  });

  it('a second start writes nothing', async () => {
    expect(await seedDemoData(s.database, s.deps.hasher, SEEDED_AT, { scanRecords: 1_500 })).toEqual([]);
  });
});
