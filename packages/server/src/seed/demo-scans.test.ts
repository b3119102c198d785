import { COEFFICIENT_ONE, resolveProcedurePrice, tryParseCoefficient } from '@eticket/core/domain';
import { multiplyQty, parseDecimal } from '@eticket/core/money';
import type { OrderProcedurePriceDto } from '@eticket/core/production';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/context';
import { createTestServer, ENGINES, ownerRows, type TestServer } from '../test/fixtures';
import { seedDemoData } from './demo';
import { planRecords, seedDemoScans, workingDays, type PlanInput } from './demo-scans';

const RECORDS = 1_500;
const today = (now: number) => new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10);
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe.each(ENGINES)('demo work records on %s', (engine) => {
  let s: TestServer;
  let demoId: string;
  let created: string[];

  beforeAll(async () => {
    s = await createTestServer(engine);
    created = await seedDemoData(s.database, s.deps.hasher, s.clock.now(), { scanRecords: RECORDS });
    demoId = (await ownerRows<{ id: string }>(s.database, "select id from tenants where name = 'demo'"))[0]?.id ?? '';
  });
  afterAll(() => s.close());

  const rows = <T>(text: string) => ownerRows<T>(s.database, text, [demoId]);

  it('writes about the asked number of records, ≈ 1 % revoked with a reason, the rest valid (or settled by the wages demo)', async () => {
    const [counts] = await rows<{ total: number; revoked: number; valid: number; reasons: number }>(
      `select count(*)::int as total, count(*) filter (where status = 'revoked')::int as revoked, count(*) filter (where status in ('valid', 'settled'))::int as valid,
        count(*) filter (where status = 'revoked' and revoke_reason <> '' and revoked_by_id is not null and revoked_at >= occurred_at)::int as reasons
       from ticket_logs where tenant_id = $1`,
    );
    expect(created).toContain(`demo work records ${String(counts?.total)}`);
    expect(counts?.total).toBeGreaterThan(RECORDS * 0.5);
    expect(counts?.total).toBeLessThanOrEqual(RECORDS);
    expect((counts?.revoked ?? 0) + (counts?.valid ?? 0)).toBe(counts?.total);
    expect(counts?.reasons).toBe(counts?.revoked);
    expect(counts?.revoked).toBeLessThan((counts?.total ?? 0) * 0.04);
  });

  it('keeps every claim counter equal to the live records, and never above the bundle', async () => {
    const mismatches = await rows<{ bundle_id: string }>(
      `select coalesce(c.bundle_id, l.bundle_id) as bundle_id from bundle_procedure_claims c
       full join (select bundle_id, order_procedure_id, sum(qty)::int as qty from ticket_logs where tenant_id = $1 and status in ('pending', 'valid', 'settled')
                  group by bundle_id, order_procedure_id) l on l.bundle_id = c.bundle_id and l.order_procedure_id = c.order_procedure_id
       where (c.tenant_id = $1 or c.tenant_id is null) and coalesce(c.qty, 0) <> coalesce(l.qty, 0)`,
    );
    expect(mismatches).toEqual([]);
    const over = await rows(`select 1 from bundle_procedure_claims c join bundles b on b.tenant_id = c.tenant_id and b.id = c.bundle_id where c.tenant_id = $1 and c.qty > b.qty`);
    expect(over).toEqual([]);
    const [claims] = await rows<{ n: number }>('select count(*)::int as n from bundle_procedure_claims where tenant_id = $1');
    expect(claims?.n).toBeGreaterThan(0);
  });

  it('keeps the day totals equal to the live records of each worker and day', async () => {
    const wrong = await rows(
      `select coalesce(t.business_date, l.business_date) as day from (select * from production_day_totals where tenant_id = $1) t
       full join (select business_date, user_id, sum(qty)::int as qty, sum(amount) as amount, count(*)::int as records
                  from ticket_logs where tenant_id = $1 and status in ('pending', 'valid', 'settled') group by 1, 2) l
         on l.business_date = t.business_date and l.user_id = t.user_id
       where coalesce(t.qty, 0) <> coalesce(l.qty, 0) or coalesce(t.amount, 0) <> coalesce(l.amount, 0) or coalesce(t.records, 0) <> coalesce(l.records, 0)`,
    );
    expect(wrong).toEqual([]);
    const [totals] = await rows<{ days: number; workers: number }>('select count(distinct business_date)::int as days, count(distinct user_id)::int as workers from production_day_totals where tenant_id = $1');
    expect(totals?.days).toBeGreaterThan(1);
    expect(totals?.workers).toBeGreaterThan(1);
  });

  it('reports procedures in order: a bundle’s live claims are a prefix of its procedures, never growing', async () => {
    const chains = await rows<{ bundle_id: string; seq: number; qty: number }>(
      `select b.id as bundle_id, p.seq, coalesce(c.qty, 0)::int as qty from bundles b
       join order_procedures p on p.tenant_id = b.tenant_id and p.order_id = b.order_id
       left join bundle_procedure_claims c on c.tenant_id = b.tenant_id and c.bundle_id = b.id and c.order_procedure_id = p.id
       where b.tenant_id = $1 and exists (select 1 from bundle_procedure_claims x where x.tenant_id = b.tenant_id and x.bundle_id = b.id)
       order by b.id, p.seq`,
    );
    let previous = null as { bundle: string; qty: number } | null;
    for (const row of chains) {
      if (previous?.bundle === row.bundle_id) expect(row.qty).toBeLessThanOrEqual(previous.qty);
      previous = { bundle: row.bundle_id, qty: row.qty };
    }
    expect(chains.length).toBeGreaterThan(0);
  });

  it('snapshots the price a scan resolves, and the amount is qty × price exactly', async () => {
    const records = await rows<{
      qty: number;
      unit_price: string;
      coefficient: string;
      amount: string;
      exact: boolean;
      size: string;
      default_price: string;
      prices: OrderProcedurePriceDto[];
      user_level: string | null;
      level_id: string | null;
      level_coefficient: string | null;
      org_ok: boolean;
      name_ok: boolean;
    }>(
      `select l.qty, l.unit_price::text, l.coefficient::text, l.amount::text, l.amount = l.qty * l.unit_price as exact, b.size, p.default_price::text, p.prices,
         u.technical_level_id as user_level, l.technical_level_id as level_id, t.coefficient::text as level_coefficient,
         l.organization_id is not distinct from u.organization_id as org_ok, l.procedure_name = p.name as name_ok
       from ticket_logs l
       join bundles b on b.tenant_id = l.tenant_id and b.id = l.bundle_id and b.order_id = l.order_id
       join order_procedures p on p.tenant_id = l.tenant_id and p.id = l.order_procedure_id and p.order_id = l.order_id
       join users u on u.tenant_id = l.tenant_id and u.id = l.user_id
       left join technical_levels t on t.tenant_id = l.tenant_id and t.id = l.technical_level_id
       where l.tenant_id = $1`,
    );
    for (const r of records) {
      expect(r.exact).toBe(true);
      expect(parseDecimal(r.amount)).toBe(multiplyQty(r.qty, parseDecimal(r.unit_price)));
      expect(r.level_id).toBe(r.user_level);
      expect(r.org_ok && r.name_ok).toBe(true);
      const resolved = resolveProcedurePrice({
        defaultPrice: parseDecimal(r.default_price),
        rows: r.prices.map((p) => ({ technicalLevelId: p.technicalLevelId, size: p.size, price: parseDecimal(p.price) })),
        technicalLevelId: r.level_id,
        coefficient: r.level_coefficient === null ? COEFFICIENT_ONE : (tryParseCoefficient(r.level_coefficient) ?? COEFFICIENT_ONE),
        size: r.size,
      });
      expect(parseDecimal(r.unit_price)).toBe(resolved.price);
      expect(tryParseCoefficient(r.coefficient)).toBe(resolved.coefficient);
    }
    expect(records.length).toBeGreaterThan(0);
  });

  it('books working days of the last three months in shift hours, while the worker was employed, on producing or finished orders', async () => {
    const end = today(s.clock.now());
    const [outside] = await rows<{ n: number; sundays: number; shifts: number; employed: number; orders: number; unprinted: number; min: string; max: string }>(
      `select count(*) filter (where l.business_date < date '${daysBefore(end, 100)}' or l.business_date > date '${end}')::int as n,
         count(*) filter (where extract(isodow from l.business_date) = 7)::int as sundays,
         count(*) filter (where (l.occurred_at at time zone 'Asia/Shanghai')::date <> l.business_date
           or (l.occurred_at at time zone 'Asia/Shanghai')::time not between time '08:00' and time '21:30')::int as shifts,
         count(*) filter (where (u.join_date is not null and l.business_date < u.join_date) or (u.leave_date is not null and l.business_date > u.leave_date))::int as employed,
         count(*) filter (where o.status not in (2, 3, 4))::int as orders,
         count(*) filter (where b.print_count = 0)::int as unprinted,
         min(l.business_date)::text as min, max(l.business_date)::text as max
       from ticket_logs l join users u on u.tenant_id = l.tenant_id and u.id = l.user_id
       join orders o on o.tenant_id = l.tenant_id and o.id = l.order_id
       join bundles b on b.tenant_id = l.tenant_id and b.id = l.bundle_id
       where l.tenant_id = $1`,
    );
    expect(outside).toMatchObject({ n: 0, sundays: 0, shifts: 0, employed: 0, orders: 0, unprinted: 0 });
    expect((outside?.min ?? '') < (outside?.max ?? '')).toBe(true);
  });

  it('keeps the bundle and bed caches in step with the claims', async () => {
    const wrong = await rows(
      `select b.id from bundles b
       left join (select c.bundle_id, max(c.qty) as reported, case when count(*) filter (where c.qty > 0) = max(n.k) then min(c.qty) else 0 end as completed
         from bundle_procedure_claims c join (select order_id, count(*) as k from order_procedures where tenant_id = $1 group by order_id) n on n.order_id = c.order_id
         where c.tenant_id = $1 group by c.bundle_id) s on s.bundle_id = b.id
       where b.tenant_id = $1 and (b.reported_qty <> coalesce(s.reported, 0) or b.completed_qty <> coalesce(s.completed, 0)
         or (b.status = 'completed') <> (coalesce(s.completed, 0) >= b.qty) or (b.status = 'inProgress') <> (coalesce(s.reported, 0) > 0 and coalesce(s.completed, 0) < b.qty))`,
    );
    expect(wrong).toEqual([]);
    const beds = await rows<{ status: string }>(`select distinct status from cutting_times where tenant_id = $1`);
    expect(beds.map((b) => b.status)).toContain('inProduction');
  });

  it('is written once: a second run adds nothing', async () => {
    const count = () => rows<{ n: number; c: number; o: number }>('select (select count(*)::int from ticket_logs where tenant_id = $1) as n, (select sum(qty)::int from bundle_procedure_claims where tenant_id = $1) as c, (select count(*)::int from orders where tenant_id = $1) as o');
    const before = await count();
    expect(await withTenant(s.database, demoId, (tx) => seedDemoScans(tx, demoId, { records: RECORDS, now: s.clock.now() }))).toEqual([]);
    expect(await seedDemoData(s.database, s.deps.hasher, s.clock.now(), { scanRecords: RECORDS })).toEqual([]);
    expect(await count()).toEqual(before);
  });
});

// ---- The plan, as a pure function --------------------------------------------------------------------------

const uuid = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const planInput: fc.Arbitrary<PlanInput> = fc
  .record({
    orders: fc.array(fc.constantFrom(2, 3, 4), { minLength: 1, maxLength: 3 }),
    procedures: fc.array(fc.record({ price: fc.integer({ min: 1, max: 900_000 }), sewing: fc.boolean() }), { minLength: 1, maxLength: 6 }),
    bundles: fc.array(fc.record({ qty: fc.integer({ min: 1, max: 60 }), cutDaysAgo: fc.integer({ min: 1, max: 95 }), order: fc.nat(), size: fc.constantFrom('S', 'M', 'L') }), { minLength: 1, maxLength: 25 }),
    workers: fc.array(
      fc.record({ coefficient: fc.constantFrom(9_000n, 10_000n, 11_500n), finishing: fc.boolean(), joinDaysAgo: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }) }),
      { minLength: 1, maxLength: 8 },
    ),
    records: fc.integer({ min: 1, max: 400 }),
  })
  .map((x) => {
    const end = '2026-11-27';
    return {
      orders: x.orders.map((status, i) => ({ id: uuid('a', i), status })),
      procedures: x.orders.flatMap((_, o) =>
        x.procedures.map((p, k) => ({ id: uuid('c', o * 10 + k), orderId: uuid('a', o), seq: k + 1, name: `工序${String(k)}`, sewing: p.sewing, defaultPrice: BigInt(p.price), rows: [] })),
      ),
      bundles: x.bundles.map((b, i) => ({
        id: uuid('b', i),
        orderId: uuid('a', b.order % x.orders.length),
        bedId: uuid('d', b.order % x.orders.length),
        cutDate: daysBefore(end, b.cutDaysAgo),
        bundleNo: i + 1,
        qty: b.qty,
        size: b.size,
      })),
      workers: x.workers.map((w, i) => ({
        id: uuid('e', i),
        organizationId: null,
        technicalLevelId: w.coefficient === COEFFICIENT_ONE ? null : uuid('f', Number(w.coefficient)),
        coefficient: w.coefficient,
        joinDate: w.joinDaysAgo === null ? null : daysBefore(end, w.joinDaysAgo),
        leaveDate: null,
        finishing: w.finishing,
      })),
      clerkId: uuid('e', 99),
      today: end,
      records: x.records,
    };
  });

describe('planRecords', () => {
  it('never over-claims, stays within the budget, books working days up to today and prices each record exactly', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const plan = planRecords(input);
        const days = new Set(workingDays(daysBefore(input.today, 100), input.today));
        const live = new Map<string, number>();
        const qtyOf = new Map(input.bundles.map((b) => [b.id, b.qty]));
        for (const r of plan) {
          expect(days.has(r.businessDate)).toBe(true);
          expect(parseDecimal(r.amount)).toBe(multiplyQty(r.qty, parseDecimal(r.unitPrice)));
          expect(r.qty).toBeGreaterThan(0);
          if (r.status === 'revoked') continue;
          const key = `${r.bundleId}/${r.orderProcedureId}`;
          live.set(key, (live.get(key) ?? 0) + r.qty);
        }
        for (const [key, qty] of live) expect(qty).toBeLessThanOrEqual(qtyOf.get(key.split('/')[0] ?? '') ?? 0);
        expect(new Set(plan.map((r) => r.clientRequestId)).size).toBe(plan.length);
        expect(plan.length).toBeLessThanOrEqual(input.records);
      }),
      { numRuns: 200 },
    );
  });

  it('finishes every bundle of a completed order, and nothing of a producing one lies after today', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        // Everyone employed all along: a bundle never waits for a worker to join.
        const done = { ...input, records: 1_000_000, workers: input.workers.map((w) => ({ ...w, joinDate: null })) };
        const plan = planRecords(done);
        for (const b of done.bundles) {
          const status = done.orders.find((o) => o.id === b.orderId)?.status;
          const procedures = done.procedures.filter((p) => p.orderId === b.orderId);
          if (status === 2) continue;
          for (const p of procedures) {
            const sum = plan.filter((r) => r.bundleId === b.id && r.orderProcedureId === p.id && r.status !== 'revoked').reduce((n, r) => n + r.qty, 0);
            expect(sum).toBe(b.qty);
          }
        }
        expect(plan.every((r) => r.businessDate <= done.today)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
