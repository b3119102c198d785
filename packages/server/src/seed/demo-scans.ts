import { COEFFICIENT_ONE, OrderStatusCode, resolveProcedurePrice, tryParseCoefficient, type Coefficient } from '@eticket/core/domain';
import { businessToday } from '@eticket/core/production';
import { formatDecimal, multiplyQty, parseDecimal, type Micros } from '@eticket/core/money';
import { LIVE_TICKET_LOG_STATUSES, type TicketLogSource, type TicketLogStatus } from '@eticket/core/scanning';
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { TenantTx } from '../db/context';
import { bundles, cuttingTimes, organizations, orderProcedures, orders, technicalLevels, ticketLogs, users } from '../db/schema/index';
import { normalizeName } from '../identity/normalize';
import { rebuildDayTotals } from '../modules/scanning/ticket-logs.service';
import { StaticRoles } from '../identity/provisioning';
import { DEMO_WORKSHOPS } from './demo-people';
import { bed, seedDemoOrders, type OrderSpec } from './demo-production';

/**
 * About three months of work records for tenant `demo`: the demo workers report the printed bundles of the
 * producing, completed and closed orders one procedure after another (older orders done, recent ones part
 * way), ≈ 1 % revoked with a reason. Prices, coefficients, procedure names, organizations and levels are
 * snapshotted as a scan snapshots them (core resolveProcedurePrice), and the claim counters are the sums of
 * the live records, so no (bundle, procedure) is ever over-claimed.
 *
 * The records are planned here and written with set-based SQL (multi-row inserts from JSON in chunks, then
 * one aggregate for the counters and the bundle and bed caches, one for the day totals) rather than through
 * the scan service: one service call per record would make the first `pnpm start` take minutes. Written
 * once, into a tenant with no work records, so a restart (or a tenant already in use) is left alone.
 */

/** The demo's size: ≈ 100,000 records. Tests pass a few hundred. */
export const DEMO_SCAN_RECORDS = 100_000;

/** Orders that carry the history, spread over the three months before the seed. */
const HISTORY_ORDERS = 30;

export interface DemoScanOptions {
  /** Upper bound on the records written (whole bundles are left out when the plan is larger). */
  records: number;
  now: number;
}

interface HistoryStyle {
  styleNo: string;
  ratios: number[];
  layers: number;
}

/** Active demo styles with a lay of ≈ 1,500–2,000 pieces per bed (ratios in the style's size order). */
const HISTORY_STYLES: readonly HistoryStyle[] = [
  { styleNo: 'MS2401', ratios: [1, 2, 2, 1, 1], layers: 90 },
  { styleNo: 'TS2404', ratios: [1, 2, 2, 2, 1], layers: 60 },
  { styleNo: 'KP2405', ratios: [1, 1, 2, 2, 2, 1, 1], layers: 60 },
  { styleNo: 'WS2403', ratios: [1, 2, 2, 1], layers: 100 },
  { styleNo: 'QZ2407', ratios: [1, 2, 1], layers: 200 },
  { styleNo: 'TZ2408', ratios: [1, 1, 2, 1, 1], layers: 150 },
  { styleNo: 'KP2406', ratios: [1, 2, 2, 1], layers: 150 },
];
const PER_BUNDLE = [30, 24, 36, 20, 40, 30];
const PO_PREFIX = ['JX-PO-', 'YYF-', 'ZM-', 'HN-EXP-', 'SM-'];
const CUTTERS = ['王师傅', '李师傅'];

/** The history's orders: one every three days from 96 days ago, three beds each; older ones completed, the oldest closed. */
export function historyOrderSpecs(count: number): OrderSpec[] {
  return Array.from({ length: count }, (_, i): OrderSpec => {
    const style = HISTORY_STYLES[i % HISTORY_STYLES.length] ?? HISTORY_STYLES[0];
    if (style === undefined) throw new Error('no history style');
    const orderDaysAgo = 96 - 3 * i;
    const perBundle = PER_BUNDLE[i % PER_BUNDLE.length] ?? 30;
    const no = String(2410 + i);
    const beds = [4, 7, 10]
      .map((after) => orderDaysAgo - after)
      .filter((cutDaysAgo) => cutDaysAgo >= 1)
      .map((cutDaysAgo, b) => bed(cutDaysAgo, CUTTERS[(i + b) % 2] ?? '王师傅', `G${no}-0${String(b + 1)}`, style.ratios, style.layers, perBundle, 'all'));
    const lastCut = orderDaysAgo - 10;
    return {
      orderNo: `DD-${no}`,
      styleNo: style.styleNo,
      customerPo: `${PO_PREFIX[i % PO_PREFIX.length] ?? 'PO-'}${String(88200 + i * 37)}`,
      status: lastCut > 45 ? 'closed' : lastCut > 24 ? 'completed' : 'producing',
      orderDaysAgo,
      deliveryInDays: 45 - orderDaysAgo,
      extra: lastCut > 24 ? 0 : 10,
      beds,
    };
  });
}

// ---- Calendar --------------------------------------------------------------------------------------------

const DAY = 24 * 3600 * 1000;
/** Asia/Shanghai (the demo tenant's zone) is UTC+8 all year: China keeps no daylight saving time. */
const ZONE_OFFSET = 8 * 3600 * 1000;
/** Shift hours, in minutes after local midnight: morning, afternoon and the evening overtime. */
const SHIFTS: readonly (readonly [number, number])[] = [
  [8 * 60, 12 * 60],
  [13 * 60 + 30, 17 * 60 + 30],
  [18 * 60 + 30, 21 * 60],
];
const SHIFT_MINUTES = SHIFTS.reduce((total, [from, to]) => total + to - from, 0);
const LAST_MINUTE = 21 * 60 + 30;

/** 'yyyy-MM-dd' of a UTC midnight. */
const isoDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
const dateValue = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Working days (Monday to Saturday, as a garment floor works) from `from` to `to`, inclusive. */
export function workingDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = dateValue(from); d <= dateValue(to); d += DAY) if (new Date(d).getUTCDay() !== 0) days.push(isoDate(d));
  return days;
}

/** The instant of `minute` (after local midnight) on the business date `date`. */
const instantOf = (date: string, minute: number) => new Date(dateValue(date) - ZONE_OFFSET + minute * 60_000);

/** A minute inside the shifts, `fraction` of the way through the working day. */
function shiftMinute(fraction: number): number {
  let left = Math.floor(fraction * SHIFT_MINUTES);
  for (const [from, to] of SHIFTS) {
    if (left < to - from) return from + left;
    left -= to - from;
  }
  return SHIFTS[SHIFTS.length - 1]?.[1] ?? LAST_MINUTE;
}

/** Deterministic pseudo-random numbers (mulberry32), so the demo is the same on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// ---- What the plan works on ------------------------------------------------------------------------------

interface Worker {
  id: string;
  organizationId: string | null;
  technicalLevelId: string | null;
  coefficient: Coefficient;
  joinDate: string | null;
  leaveDate: string | null;
  finishing: boolean;
}

interface Procedure {
  id: string;
  orderId: string;
  seq: number;
  name: string;
  sewing: boolean;
  defaultPrice: Micros;
  rows: { technicalLevelId: string | null; size: string | null; price: Micros }[];
}

interface Bundle {
  id: string;
  orderId: string;
  bedId: string;
  cutDate: string;
  bundleNo: number;
  qty: number;
  size: string;
}

interface OrderInfo {
  id: string;
  status: number;
}

/** One planned work record (the columns the seed sets; the rest take their defaults). */
export interface PlannedRecord {
  userId: string;
  organizationId: string | null;
  orderId: string;
  bundleId: string;
  orderProcedureId: string;
  procedureName: string;
  qty: number;
  unitPrice: string;
  technicalLevelId: string | null;
  coefficient: string;
  amount: string;
  businessDate: string;
  occurredAt: Date;
  source: TicketLogSource;
  reportedByUserId: string;
  status: TicketLogStatus;
  revokedById: string | null;
  revokedAt: Date | null;
  revokeReason: string | null;
  clientRequestId: string;
}

const FINISHING_GROUPS = new Set([...(DEMO_WORKSHOPS[0]?.groups ?? []), '后整组']);

async function loadWorkers(tx: TenantTx, tenantId: string): Promise<{ workers: Worker[]; adminId: string | null }> {
  const levels = new Map(
    (await tx.select({ id: technicalLevels.id, coefficient: technicalLevels.coefficient }).from(technicalLevels).where(eq(technicalLevels.tenantId, tenantId))).map((l) => [
      l.id,
      tryParseCoefficient(l.coefficient) ?? COEFFICIENT_ONE,
    ]),
  );
  const groups = new Map((await tx.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.tenantId, tenantId))).map((o) => [o.id, o.name]));
  const rows = await tx
    .select({
      id: users.id,
      userName: users.normalizedUserName,
      organizationId: users.organizationId,
      technicalLevelId: users.technicalLevelId,
      joinDate: users.joinDate,
      leaveDate: users.leaveDate,
      isWorker: users.isWorker,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), or(eq(users.isWorker, true), inArray(users.normalizedUserName, [normalizeName('worker1'), normalizeName(StaticRoles.admin)]))));
  const workers = rows
    .filter((u) => u.isWorker || u.userName === normalizeName('worker1'))
    .map((u) => ({
      id: u.id,
      organizationId: u.organizationId,
      technicalLevelId: u.technicalLevelId,
      coefficient: (u.technicalLevelId === null ? undefined : levels.get(u.technicalLevelId)) ?? COEFFICIENT_ONE,
      joinDate: u.joinDate,
      leaveDate: u.leaveDate,
      finishing: FINISHING_GROUPS.has((u.organizationId === null ? undefined : groups.get(u.organizationId)) ?? ''),
    }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  return { workers, adminId: rows.find((u) => u.userName === normalizeName(StaticRoles.admin))?.id ?? null };
}

async function loadWork(tx: TenantTx, tenantId: string): Promise<{ orders: OrderInfo[]; procedures: Procedure[]; bundles: Bundle[] }> {
  const working = [OrderStatusCode.producing, OrderStatusCode.completed, OrderStatusCode.closed];
  const orderRows = await tx
    .select({ id: orders.id, status: orders.status, orderDate: orders.orderDate, orderNo: orders.normalizedOrderNo })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.status, working)));
  orderRows.sort((a, b) => a.orderDate.localeCompare(b.orderDate) || a.orderNo.localeCompare(b.orderNo));
  const ids = orderRows.map((o) => o.id);
  if (ids.length === 0) return { orders: [], procedures: [], bundles: [] };
  const procedureRows = await tx
    .select({
      id: orderProcedures.id,
      orderId: orderProcedures.orderId,
      seq: orderProcedures.seq,
      name: orderProcedures.name,
      stage: orderProcedures.stage,
      defaultPrice: orderProcedures.defaultPrice,
      prices: orderProcedures.prices,
    })
    .from(orderProcedures)
    .where(and(eq(orderProcedures.tenantId, tenantId), inArray(orderProcedures.orderId, ids), eq(orderProcedures.isOutsourced, false)));
  const bundleRows = await tx
    .select({ id: bundles.id, orderId: bundles.orderId, bedId: bundles.cuttingTimeId, cutDate: cuttingTimes.cutDate, bundleNo: bundles.bundleNo, qty: bundles.qty, size: bundles.size })
    .from(bundles)
    .innerJoin(cuttingTimes, and(eq(cuttingTimes.tenantId, bundles.tenantId), eq(cuttingTimes.id, bundles.cuttingTimeId)))
    .where(and(eq(bundles.tenantId, tenantId), inArray(bundles.orderId, ids), gt(bundles.printCount, 0), ne(bundles.status, 'void')));
  return {
    orders: orderRows.map((o) => ({ id: o.id, status: o.status })),
    procedures: procedureRows
      .map((p) => ({
        id: p.id,
        orderId: p.orderId,
        seq: p.seq,
        name: p.name,
        sewing: p.stage === 'sewing',
        defaultPrice: parseDecimal(p.defaultPrice),
        rows: p.prices.map((row) => ({ technicalLevelId: row.technicalLevelId, size: row.size, price: parseDecimal(row.price) })),
      }))
      .sort((a, b) => a.seq - b.seq),
    bundles: bundleRows.sort((a, b) => a.cutDate.localeCompare(b.cutDate) || a.bundleNo - b.bundleNo),
  };
}

// ---- The plan --------------------------------------------------------------------------------------------

export interface PlanInput {
  orders: readonly OrderInfo[];
  procedures: readonly Procedure[];
  bundles: readonly Bundle[];
  workers: readonly Worker[];
  /** Who enters clerk reports and revokes others' records. */
  clerkId: string;
  today: string;
  records: number;
}

const REVOKE_REASONS = { qty: '数量报错，已重新扫描', procedure: '选错工序', worker: '报错员工，已改报' } as const;

/**
 * The records: each printed bundle enters the line a working day or two after its bed is cut (a bed's
 * bundles spread over several days) and goes through its procedures in order over about four working days;
 * completed and closed orders are done to the last piece, producing ones stop at today (the bundle at the
 * front may be half done). One worker reports a (bundle, procedure) in one record, sometimes two share it.
 * Each procedure of an order has a small crew from the stage's pool (sewing groups sew; cutting and
 * finishing groups press, finish and pack); a worker reports only between joining and leaving.
 */
export function planRecords(input: PlanInput): PlannedRecord[] {
  const full = planOnce(input, 1);
  // Over the budget (tests seed a small history): whole bundles are left out, at random and then by the cap.
  return full.length <= input.records ? full : planOnce(input, input.records / full.length);
}

function planOnce(input: PlanInput, keep: number): PlannedRecord[] {
  const rnd = random(20_240_101);
  const days = workingDays(isoDate(dateValue(input.today) - 100 * DAY), input.today);
  const todayIndex = days.length - 1;
  const dayIndex = (date: string) => {
    const at = days.findIndex((d) => d >= date);
    return at < 0 ? todayIndex + 1 : at;
  };
  const active = (w: Worker, date: string) => (w.joinDate === null || w.joinDate <= date) && (w.leaveDate === null || date <= w.leaveDate);
  const pools = { sewing: input.workers.filter((w) => !w.finishing), finishing: input.workers.filter((w) => w.finishing) };
  const poolOf = (p: Procedure) => {
    const preferred = p.sewing ? pools.sewing : pools.finishing;
    return preferred.length > 0 ? preferred : input.workers;
  };
  const crews = new Map<string, Worker[]>();
  const crewOf = (p: Procedure) => {
    let crew = crews.get(p.id);
    if (crew === undefined) {
      const pool = poolOf(p);
      crew = Array.from({ length: Math.min(4, pool.length) }, () => pool[Math.floor(rnd() * pool.length)]).filter((w): w is Worker => w !== undefined);
      crews.set(p.id, crew);
    }
    return crew;
  };
  const pick = (p: Procedure, date: string, not: string | null): Worker | null => {
    const fits = (w: Worker) => active(w, date) && w.id !== not;
    const crew = crewOf(p).filter(fits);
    const from = crew.length > 0 ? crew : poolOf(p).filter(fits);
    return from[Math.floor(rnd() * from.length)] ?? null;
  };
  const prices = new Map<string, { unitPrice: Micros; coefficient: Coefficient }>();
  const priceOf = (p: Procedure, w: Worker, size: string) => {
    const key = `${p.id}|${w.technicalLevelId ?? ''}|${size}`;
    let price = prices.get(key);
    if (price === undefined) {
      const resolved = resolveProcedurePrice({ defaultPrice: p.defaultPrice, rows: p.rows, technicalLevelId: w.technicalLevelId, coefficient: w.coefficient, size });
      price = { unitPrice: resolved.price, coefficient: resolved.coefficient };
      prices.set(key, price);
    }
    return price;
  };

  const proceduresOf = new Map<string, Procedure[]>();
  for (const p of input.procedures) proceduresOf.set(p.orderId, [...(proceduresOf.get(p.orderId) ?? []), p]);
  const statusOf = new Map(input.orders.map((o) => [o.id, o.status]));
  const bedSizes = new Map<string, number>();
  const bedPositions = new Map<string, number>();
  for (const b of input.bundles) bedSizes.set(b.bedId, (bedSizes.get(b.bedId) ?? 0) + 1);

  const out: PlannedRecord[] = [];
  let serial = 0;
  const record = (b: Bundle, p: Procedure, w: Worker, qty: number, date: string, minute: number, extra: Partial<PlannedRecord> = {}): PlannedRecord => {
    const { unitPrice, coefficient } = priceOf(p, w, b.size);
    const clerk = rnd() < 0.12;
    serial += 1;
    return {
      userId: w.id,
      organizationId: w.organizationId,
      orderId: b.orderId,
      bundleId: b.id,
      orderProcedureId: p.id,
      procedureName: p.name,
      qty,
      unitPrice: formatDecimal(unitPrice, 6, 6),
      technicalLevelId: w.technicalLevelId,
      coefficient: formatDecimal(coefficient * 100n, 4, 4),
      amount: formatDecimal(multiplyQty(qty, unitPrice), 6, 6),
      businessDate: date,
      occurredAt: instantOf(date, minute),
      source: clerk ? 'clerk' : rnd() < 0.88 ? 'app' : 'web',
      reportedByUserId: clerk ? input.clerkId : w.id,
      status: 'valid',
      revokedById: null,
      revokedAt: null,
      revokeReason: null,
      clientRequestId: `demo-${serial.toString(36).padStart(6, '0')}`,
      ...extra,
    };
  };

  for (const b of input.bundles) {
    const position = bedPositions.get(b.bedId) ?? 0;
    bedPositions.set(b.bedId, position + 1);
    if (keep < 1 && rnd() >= keep) continue;
    const mark = out.length;
    const procedures = proceduresOf.get(b.orderId) ?? [];
    const done = statusOf.get(b.orderId) !== OrderStatusCode.producing;
    const bedSize = bedSizes.get(b.bedId) ?? 1;
    const spread = Math.max(2, Math.ceil(bedSize / 30));
    const entry = dayIndex(b.cutDate) + 1 + Math.floor(rnd() * 2) + Math.floor((position * spread) / bedSize);
    let minute = -1;
    let lastDay = -1;
    for (const [k, p] of procedures.entries()) {
      let at = entry + Math.floor((k * 4) / Math.max(1, procedures.length));
      if (at > todayIndex) {
        if (!done) break;
        at = todayIndex;
      }
      const date = days[at] ?? input.today;
      // Within a bundle the procedures follow each other: a later one never starts before an earlier one.
      const start = at === lastDay ? Math.min(LAST_MINUTE, minute + 3 + Math.floor(rnd() * 20)) : shiftMinute(rnd() * 0.9);
      lastDay = at;
      minute = start;
      const front = !done && at === todayIndex && rnd() < 0.4;
      const qty = front ? Math.max(1, Math.floor(b.qty * (0.3 + rnd() * 0.5))) : b.qty;
      const shared = qty >= 10 && rnd() < 0.08;
      const parts = shared ? [Math.floor(qty * (0.3 + rnd() * 0.4)), 0] : [qty];
      if (shared) parts[1] = qty - (parts[0] ?? 0);
      let reported = 0;
      let previous: string | null = null;
      for (const part of parts) {
        const w: Worker | null = pick(p, date, previous) ?? pick(p, date, null);
        if (w === null || part <= 0) continue;
        previous = w.id;
        const live = record(b, p, w, part, date, minute);
        if (rnd() < 0.01) out.push(revokedBefore(live, b, p, procedures[k + 1] ?? null, reported, w, date));
        out.push(live);
        reported += part;
        minute = Math.min(LAST_MINUTE, minute + 5 + Math.floor(rnd() * 30));
      }
      if (front) break;
    }
    if (out.length > input.records) out.length = mark;
  }
  return out;

  /**
   * A mistaken report made a few minutes before `live` and revoked at once: a wrong quantity (still within
   * what was left then), the next procedure instead of this one (not yet reported then), or the wrong worker
   * (entered by the clerk). None of them ever took more than was left.
   */
  function revokedBefore(live: PlannedRecord, b: Bundle, p: Procedure, next: Procedure | null, reportedBefore: number, w: Worker, date: string): PlannedRecord {
    const kind = rnd();
    const minute = Math.max(SHIFTS[0]?.[0] ?? 0, Math.round((live.occurredAt.getTime() + ZONE_OFFSET - dateValue(date)) / 60_000) - 2 - Math.floor(rnd() * 8));
    const revokedAt = (after: number) => instantOf(date, minute + after);
    if (kind < 0.4 && next !== null) {
      return record(b, next, w, live.qty, date, minute, { status: 'revoked', revokedById: w.id, revokedAt: revokedAt(1), revokeReason: REVOKE_REASONS.procedure });
    }
    const other = kind < 0.7 ? pick(p, date, w.id) : null;
    if (other !== null) {
      return record(b, p, other, live.qty, date, minute, {
        source: 'clerk',
        reportedByUserId: input.clerkId,
        status: 'revoked',
        revokedById: input.clerkId,
        revokedAt: revokedAt(2),
        revokeReason: REVOKE_REASONS.worker,
      });
    }
    const left = b.qty - reportedBefore;
    const qty = live.qty < left ? left : Math.max(1, live.qty - 1 - Math.floor(rnd() * 5));
    return record(b, p, w, qty, date, minute, { status: 'revoked', revokedById: w.id, revokedAt: revokedAt(1), revokeReason: REVOKE_REASONS.qty });
  }
}

// ---- Writing ---------------------------------------------------------------------------------------------

const CHUNK = 5_000;

/** The JSON row format of the bulk insert: short keys keep each chunk small. */
const toJson = (r: PlannedRecord) => ({
  u: r.userId,
  g: r.organizationId,
  o: r.orderId,
  b: r.bundleId,
  p: r.orderProcedureId,
  n: r.procedureName,
  q: r.qty,
  up: r.unitPrice,
  l: r.technicalLevelId,
  c: r.coefficient,
  a: r.amount,
  d: r.businessDate,
  t: r.occurredAt.toISOString(),
  s: r.source,
  rb: r.reportedByUserId,
  st: r.status,
  vb: r.revokedById,
  va: r.revokedAt?.toISOString() ?? null,
  vr: r.revokeReason,
  k: r.clientRequestId,
});

async function insertRecords(tx: TenantTx, tenantId: string, records: readonly PlannedRecord[]): Promise<void> {
  for (let from = 0; from < records.length; from += CHUNK) {
    const json = JSON.stringify(records.slice(from, from + CHUNK).map(toJson));
    await tx.execute(sql`
      insert into ${ticketLogs} (tenant_id, user_id, organization_id, order_id, bundle_id, order_procedure_id, procedure_name, qty, unit_price,
        technical_level_id, coefficient, amount, business_date, occurred_at, source, reported_by_user_id, status, revoked_by_id, revoked_at,
        revoke_reason, client_request_id, creation_time)
      select ${tenantId}::uuid, r.u, r.g, r.o, r.b, r.p, r.n, r.q, r.up, r.l, r.c, r.a, r.d, r.t, r.s, r.rb, r.st, r.vb, r.va, r.vr, r.k, r.t
      from json_to_recordset(${json}::json) as r(u uuid, g uuid, o uuid, b uuid, p uuid, n text, q int, up numeric, l uuid, c numeric, a numeric,
        d date, t timestamptz, s text, rb uuid, st text, vb uuid, va timestamptz, vr text, k text)`);
  }
}

/**
 * The counters and caches the scan service keeps per record, rebuilt from the records in four statements:
 * claims = Σ live qty per (bundle, procedure); a bundle's reported qty = its largest claim and its completed qty
 * = its smallest over all the order's procedures (0 while one is missing); beds locked at their first scan,
 * in production or done; completed and closed orders stamped at their last scan.
 */
async function rebuildFromRecords(tx: TenantTx, tenantId: string): Promise<void> {
  const live = sql.join(
    LIVE_TICKET_LOG_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into bundle_procedure_claims (tenant_id, bundle_id, order_procedure_id, order_id, qty)
    select tenant_id, bundle_id, order_procedure_id, order_id, sum(qty)::int from ticket_logs
    where tenant_id = ${tenantId} and status in (${live})
    group by tenant_id, bundle_id, order_procedure_id, order_id
    on conflict (tenant_id, bundle_id, order_procedure_id) do update set qty = excluded.qty`);
  await tx.execute(sql`
    update bundles b set reported_qty = s.reported, completed_qty = s.completed,
      status = case when s.completed >= b.qty then 'completed' when s.reported > 0 then 'inProgress' else b.status end
    from (
      select c.bundle_id, max(c.qty)::int as reported,
        case when count(*) filter (where c.qty > 0) = max(n.procedures) then min(c.qty)::int else 0 end as completed
      from bundle_procedure_claims c
      join (select order_id, count(*)::int as procedures from order_procedures where tenant_id = ${tenantId} group by order_id) n on n.order_id = c.order_id
      where c.tenant_id = ${tenantId} group by c.bundle_id
    ) s
    where b.tenant_id = ${tenantId} and b.id = s.bundle_id`);
  await tx.execute(sql`
    update cutting_times t set locked_at = coalesce(t.locked_at, s.first_scan),
      status = case when s.completed >= s.total then 'done' when s.scanned > 0 then 'inProduction' else t.status end
    from (
      select b.cutting_time_id, count(*)::int as total, count(*) filter (where b.reported_qty > 0)::int as scanned,
        count(*) filter (where b.status = 'completed')::int as completed, min(f.first_scan) as first_scan
      from bundles b
      left join (select bundle_id, min(occurred_at) as first_scan from ticket_logs where tenant_id = ${tenantId} group by bundle_id) f on f.bundle_id = b.id
      where b.tenant_id = ${tenantId} and b.status <> 'void' group by b.cutting_time_id
    ) s
    where t.tenant_id = ${tenantId} and t.id = s.cutting_time_id and t.status <> 'void' and s.scanned > 0`);
  await tx.execute(sql`
    update orders o set completed_at = s.last_scan,
      closed_at = case when o.status = ${OrderStatusCode.closed} then s.last_scan + interval '5 days' else o.closed_at end
    from (select order_id, max(occurred_at) as last_scan from ticket_logs where tenant_id = ${tenantId} group by order_id) s
    where o.tenant_id = ${tenantId} and o.id = s.order_id and o.status in (${OrderStatusCode.completed}, ${OrderStatusCode.closed})`);
}

/** Seed the history (see above); returns what it created. */
export async function seedDemoScans(tx: TenantTx, tenantId: string, options: DemoScanOptions): Promise<string[]> {
  if (options.records <= 0) return [];
  const [any] = await tx.select({ id: ticketLogs.id }).from(ticketLogs).where(eq(ticketLogs.tenantId, tenantId)).limit(1);
  if (any !== undefined) return [];
  const orderCount = Math.ceil(HISTORY_ORDERS * Math.min(1, options.records / DEMO_SCAN_RECORDS));
  const created = await seedDemoOrders(tx, tenantId, historyOrderSpecs(orderCount), options.now);
  const { workers, adminId } = await loadWorkers(tx, tenantId);
  if (workers.length === 0 || adminId === null) return created;
  const work = await loadWork(tx, tenantId);
  const records = planRecords({ ...work, workers, clerkId: adminId, today: businessToday(options.now), records: options.records });
  await insertRecords(tx, tenantId, records);
  await rebuildFromRecords(tx, tenantId);
  await rebuildDayTotals(tx, tenantId);
  return [...created, `demo work records ${String(records.length)}`];
}
