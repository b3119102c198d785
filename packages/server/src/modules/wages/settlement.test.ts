import { parseDecimal } from '@eticket/core/money';
import ExcelJS from 'exceljs';
import type { BatchScanResultDto, TicketLogPageDto } from '@eticket/core/scanning';
import {
  monthEnd,
  totalWage,
  workerWage,
  type MyWageDto,
  type PayrollPrintDto,
  type PayslipPrintDto,
  type WageAdjustmentDto,
  type WageAdjustmentType,
  type WageConfirmationPageDto,
  type WageDetailDto,
  type WagePageDto,
  type WageSettlementDto,
  type WageSettlementItemDto,
} from '@eticket/core/wages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/context';
import { createTestServer, ENGINES, failureOf, login, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { apiFor, type Api } from '../production/test-data';
import { postScan, scanBody, scanFloor, type ScanFloor } from '../scanning/test-data';
import { sweepDueAutoConfirms } from './auto-confirm-sweep';

interface ErrorBody {
  error: { code: string; message: string };
}
const codeOf = (body: unknown) => (body as ErrorBody).error.code;

function monthOf(date: string): { periodStart: string; periodEnd: string } {
  return { periodStart: `${date.slice(0, 7)}-01`, periodEnd: monthEnd(date) };
}

describe.each(ENGINES)('wages on %s', (engine) => {
  let s: TestServer;
  let tenant: TestTenant;
  let other: TestTenant;
  let floor: ScanFloor;
  let admin: Api;
  let worker: Api;
  let otherAdmin: Api;
  let period: { periodStart: string; periodEnd: string };
  let orgX: string;
  let orgY: string;

  /** The source rows of a worker in the period, as the database holds them. */
  const sourceRows = async (userId: string, settlementId: string | null) =>
    ownerRows<{ qty: number; unit_price: string }>(
      s.database,
      `select qty, unit_price::text as unit_price from ticket_logs l where tenant_id = $1 and user_id = $2 and business_date between $3 and $4 and status = 'valid'
        and ${settlementId === null ? 'not' : ''} exists (select 1 from wage_settled_days d where d.tenant_id = l.tenant_id and d.user_id = l.user_id
          and d.business_date = l.business_date ${settlementId === null ? '' : 'and d.settlement_id = $5'})`,
      settlementId === null ? [tenant.id, userId, period.periodStart, period.periodEnd] : [tenant.id, userId, period.periodStart, period.periodEnd, settlementId],
    );
  const adjustmentRows = async (userId: string, settlementId: string) =>
    ownerRows<{ type: WageAdjustmentType; amount: string }>(s.database, 'select type, amount::text as amount from wage_adjustments where tenant_id = $1 and user_id = $2 and settlement_id = $3', [
      tenant.id,
      userId,
      settlementId,
    ]);

  const scanMany = async (api: Api, count: number, qty: number) => {
    for (let n = 0; n < count; n += 1) {
      const bundle = floor.bundles[n % floor.bundles.length];
      const procedure = floor.procedureIds[Math.floor(n / floor.bundles.length) % floor.procedureIds.length] ?? '';
      if (!bundle) throw new Error('no bundle');
      const reply = await postScan(api, scanBody(bundle.code, procedure, { qty }));
      if (reply.status !== 200) throw new Error(reply.text);
    }
  };

  const settle = async (body: Record<string, unknown>) => {
    const created = await admin<WageSettlementDto>('POST', '/api/eticket/wageSettlement', body);
    expect(created.status, created.text).toBe(200);
    return created.body;
  };
  const items = async (id: string) => (await admin<WageConfirmationPageDto>('GET', `/api/eticket/wageSettlement/${id}/confirmations?maxResultCount=100`)).body.items;
  /**
   * Submit and let the deadline confirm every item. The deadline is moved into the past (rather than the
   * server's clock, which would expire the sessions): reading then writes nothing; the sweep, on an injected
   * clock, confirms nothing one second before the deadline and the settlement at it.
   */
  const confirmByDeadline = async (id: string) => {
    const submitted = await admin<WageSettlementDto>('POST', `/api/eticket/wageSettlement/${id}/submit`);
    expect(submitted.body.autoConfirmAt).not.toBeNull();
    const [moved] = await ownerRows<{ at: Date | string }>(s.database, "update wage_settlements set auto_confirm_at = date_trunc('second', now()) - interval '1 minute' where id = $1 returning auto_confirm_at as at", [id]);
    const deadline = new Date(moved?.at ?? '').getTime();
    expect((await admin<WageSettlementDto>('GET', `/api/eticket/wageSettlement/${id}`)).body.status).toBe('confirming');
    expect(await sweepDueAutoConfirms(s.database, new Date(deadline - 1000))).toBe(0);
    expect(await sweepDueAutoConfirms(s.database, new Date(deadline))).toBe(1);
    const after = await admin<WageSettlementDto>('GET', `/api/eticket/wageSettlement/${id}`);
    expect(after.body).toMatchObject({ status: 'confirmed', confirmedAt: new Date(deadline).toISOString() });
    expect(await sweepDueAutoConfirms(s.database, new Date(deadline + 1000))).toBe(0);
  };

  beforeAll(async () => {
    s = await createTestServer(engine);
    tenant = await s.addTenant('wagea');
    other = await s.addTenant('wageb');
    floor = await scanFloor(s, tenant, 'DD-WAGE', 20, 2);
    admin = floor.admin;
    worker = floor.worker;
    otherAdmin = await apiFor(s, other.name, 'admin');
    const orgs = await ownerRows<{ id: string }>(s.database, `insert into organizations (tenant_id, name) values ($1, '一车间'), ($1, '二车间') returning id`, [tenant.id]);
    orgX = orgs[0]?.id ?? '';
    orgY = orgs[1]?.id ?? '';
    await ownerRows(s.database, 'update users set organization_id = $1 where tenant_id = $2 and id = $3', [orgX, tenant.id, tenant.workerId]);
    await ownerRows(s.database, 'update users set organization_id = $1 where tenant_id = $2 and id = $3', [orgY, tenant.id, tenant.adminId]);
    await ownerRows(s.database, "insert into settings (tenant_id, name, value) values ($1, 'Eticket.Wage.AutoConfirmDays', '1')", [tenant.id]);
    await scanMany(worker, 6, 3);
    await scanMany(admin, 4, 2);
    // Prices with six decimals: the rounding rules must hold for them too.
    await ownerRows(s.database, `update ticket_logs set unit_price = 0.123456, amount = qty * 0.123456 where tenant_id = $1 and qty = 3 and ctid in (select ctid from ticket_logs where tenant_id = $1 and qty = 3 limit 2)`, [
      tenant.id,
    ]);
    const [any] = await ownerRows<{ d: string }>(s.database, 'select business_date::text as d from ticket_logs where tenant_id = $1 limit 1', [tenant.id]);
    period = monthOf(any?.d ?? '');
  });
  afterAll(() => s.close());

  it('live wages: per worker, rounded once to the fen exactly as core computes from the source rows; workers see only their own', async () => {
    const page = await admin<WagePageDto>('GET', `/api/eticket/wage?periodStart=${period.periodStart}&periodEnd=${period.periodEnd}&sorting=name`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.totalCount).toBe(2);
    for (const row of page.body.items) {
      const rows = await sourceRows(row.userId, null);
      const expected = workerWage(rows.map((r) => ({ qty: r.qty, unitPrice: parseDecimal(r.unit_price) })), []);
      expect(row).toMatchObject({ settledState: 'unsettled', settlement: null, pieceQty: expected.pieceQty });
      expect(parseDecimal(row.pieceAmount)).toBe(expected.piece);
      expect(parseDecimal(row.netAmount)).toBe(expected.net);
    }
    // The total is Σ of the rounded nets.
    expect(parseDecimal(page.body.totals.netAmount)).toBe(page.body.items.reduce((n, r) => n + parseDecimal(r.netAmount), 0n));
    const scoped = await admin<WagePageDto>('GET', `/api/eticket/wage?periodStart=${period.periodStart}&periodEnd=${period.periodEnd}&organizationId=${orgX}`);
    expect(scoped.body.items.map((r) => r.userId)).toEqual([tenant.workerId]);
    // A worker has no SalaryManagement: the list is refused; their own wage is theirs alone.
    expect((await worker('GET', `/api/eticket/wage?periodStart=${period.periodStart}&periodEnd=${period.periodEnd}`)).status).toBe(403);
    const mine = await worker<MyWageDto>('GET', '/api/eticket/wage/mine');
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.live.pieceQty).toBe(18);
    expect((await worker('GET', '/api/eticket/wage/export?periodStart=2026-01-01&periodEnd=2026-01-31')).status).toBe(403);
    const xlsx = await admin('GET', `/api/eticket/wage/export?periodStart=${period.periodStart}&periodEnd=${period.periodEnd}`);
    expect(xlsx.status).toBe(200);
  });

  it('adjustments: the type gives the sign; another tenant cannot name our worker; a worker may not adjust', async () => {
    const meal = await admin<WageAdjustmentDto>('POST', '/api/eticket/wageAdjustment', { userId: tenant.workerId, businessDate: period.periodStart, type: 'mealAllowance', amount: '20', reason: '伙食' });
    expect(meal.status, meal.text).toBe(200);
    expect(meal.body).toMatchObject({ amount: '20.00', signedAmount: '20.00', settlementId: null });
    const fine = await admin<WageAdjustmentDto>('POST', '/api/eticket/wageAdjustment', { userId: tenant.workerId, businessDate: period.periodEnd, type: 'penalty', amount: '1.5', reason: '迟到' });
    expect(fine.body.signedAmount).toBe('-1.50');
    const list = await admin<{ items: WageAdjustmentDto[]; totalAmount: string }>('GET', `/api/eticket/wageAdjustment?type=penalty,mealAllowance&userId=${tenant.workerId}`);
    expect(list.body).toMatchObject({ totalAmount: '18.50' });
    expect((await otherAdmin('POST', '/api/eticket/wageAdjustment', { userId: tenant.workerId, businessDate: period.periodStart, type: 'bonus', amount: '5', reason: 'x' })).status).toBe(400);
    expect((await otherAdmin('GET', `/api/eticket/wageAdjustment/${meal.body.id}`)).status).toBe(404);
    expect((await worker('POST', '/api/eticket/wageAdjustment', { userId: tenant.workerId, businessDate: period.periodStart, type: 'bonus', amount: '5', reason: 'x' })).status).toBe(403);
  });

  it("a settlement of a selection: exactly the chosen workers, kept on recalculation; ids outside the tenant are a 400 on their field", async () => {
    const chosen = await settle({ ...period, userIds: [tenant.adminId] });
    expect(chosen).toMatchObject({ status: 'draft', workerCount: 1, userIds: [tenant.adminId], organizationIds: [] });
    expect((await items(chosen.id)).map((i) => i.userId)).toEqual([tenant.adminId]);
    const again = await admin<WageSettlementDto>('POST', `/api/eticket/wageSettlement/${chosen.id}/recalculate`);
    expect(again.body).toMatchObject({ workerCount: 1, userIds: [tenant.adminId] });
    for (const userId of [other.adminId, '00000000-0000-4000-8000-000000000000']) {
      const refused = await admin<{ error: { validationErrors: { members: string[] }[] } }>('POST', '/api/eticket/wageSettlement', { ...period, userIds: [tenant.workerId, userId] });
      expect(refused.status).toBe(400);
      expect(refused.body.error.validationErrors[0]?.members).toEqual(['userIds[1]']);
    }
    expect((await admin('DELETE', `/api/eticket/wageSettlement/${chosen.id}`)).status).toBe(204);
  });

  let settlementA: WageSettlementDto;

  it('a settlement confirms item by item: a dispute is resolved with an adjustment and confirmed again; notices reach each worker', async () => {
    settlementA = await settle({ ...period, organizationIds: [orgX], remark: '一车间' });
    expect(settlementA).toMatchObject({ status: 'draft', workerCount: 1 });
    const [item] = await items(settlementA.id);
    if (!item) throw new Error('no item');
    expect(item).toMatchObject({ userId: tenant.workerId, additionAmount: '20.00', deductionAmount: '1.50' });
    expect((await admin('POST', `/api/eticket/wageSettlement/${settlementA.id}/lock`)).status).toBe(409);
    expect((await admin('POST', `/api/eticket/wageSettlement/${settlementA.id}/submit`)).status).toBe(200);
    const notices = await ownerRows<{ n: number }>(s.database, 'select count(*)::int as n from notices where tenant_id = $1 and type = 2 and receiver_user_id = $2 and related_entity_id = $3', [
      tenant.id,
      tenant.workerId,
      settlementA.id,
    ]);
    expect(notices[0]?.n).toBe(1);
    const mine = await worker<MyWageDto>('GET', '/api/eticket/wage/mine');
    expect(mine.body.settlements.map((x) => x.itemId)).toEqual([item.id]);
    const dispute = await worker<WageSettlementItemDto>('POST', `/api/eticket/wageSettlementItem/${item.id}/dispute`, { reason: '少算一扎' });
    expect(dispute.body.confirmStatus).toBe('disputed');
    expect((await worker('POST', `/api/eticket/wageSettlementItem/${item.id}/dispute`, { reason: 'again' })).status).toBe(409);
    const resolved = await admin<WageSettlementItemDto>('POST', `/api/eticket/wageSettlementItem/${item.id}/resolve`, {
      remark: '补记',
      adjustment: { type: 'subsidy', amount: '3', reason: '补记一扎' },
    });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body).toMatchObject({ confirmStatus: 'pending', additionAmount: '23.00' });
    expect(parseDecimal(resolved.body.netAmount) - parseDecimal(item.netAmount)).toBe(parseDecimal('3'));
    // Another tenant's admin, and the worker of someone else's item, find nothing.
    expect((await otherAdmin('POST', `/api/eticket/wageSettlementItem/${item.id}/forceConfirm`, {})).status).toBe(404);
    expect((await otherAdmin('GET', `/api/eticket/wageSettlement/${settlementA.id}`)).status).toBe(404);
    const confirmed = await worker<WageSettlementItemDto>('POST', `/api/eticket/wageSettlementItem/${item.id}/confirm`);
    expect(confirmed.body.confirmStatus).toBe('confirmed');
    const after = await admin<WageSettlementDto>('GET', `/api/eticket/wageSettlement/${settlementA.id}`);
    expect(after.body).toMatchObject({ status: 'confirmed', totalAmount: resolved.body.netAmount });
  });

  it('locking owns the worker-days and stamps the adjustments; Σ items = total = Σ source rows; settled rows cannot be revoked, edited or added to, by the API or the database', async () => {
    const locked = await admin<WageSettlementDto>('POST', `/api/eticket/wageSettlement/${settlementA.id}/lock`);
    expect(locked.status, locked.text).toBe(200);
    expect(locked.body.status).toBe('locked');
    const [item] = await items(settlementA.id);
    if (!item) throw new Error('no item');
    const stamped = await sourceRows(tenant.workerId, settlementA.id);
    const adjustments = await adjustmentRows(tenant.workerId, settlementA.id);
    expect(adjustments).toHaveLength(3);
    const expected = workerWage(
      stamped.map((r) => ({ qty: r.qty, unitPrice: parseDecimal(r.unit_price) })),
      adjustments.map((a) => ({ type: a.type, amount: parseDecimal(a.amount) })),
    );
    expect(totalWage([expected]).net).toBe(parseDecimal(locked.body.totalAmount));
    expect(parseDecimal(item.netAmount)).toBe(expected.net);
    expect(await sourceRows(tenant.workerId, null)).toHaveLength(0);

    const records = await admin<TicketLogPageDto>('GET', `/api/eticket/ticketLog?userId=${tenant.workerId}&status=settled&maxResultCount=100`);
    const record = records.body.items[0];
    if (!record) throw new Error('no settled record');
    // The status is derived from the owned day, the same in every list that shows it.
    expect(records.body.items).toHaveLength(stamped.length);
    expect(record).toMatchObject({ status: 'settled', settlementId: settlementA.id });
    const mine = await worker<TicketLogPageDto>('GET', `/api/eticket/ticketLog/mine?maxResultCount=100`);
    expect(new Set(mine.body.items.map((r) => `${r.status}:${r.settlementId ?? ''}`))).toEqual(new Set([`settled:${settlementA.id}`]));
    expect((await admin<TicketLogPageDto>('GET', `/api/eticket/ticketLog?userId=${tenant.workerId}&status=valid&maxResultCount=100`)).body.items).toHaveLength(0);
    // The worker's month is locked while it runs: a scan into it is refused, cleanly and in words.
    const bundle = floor.bundles[floor.bundles.length - 1];
    if (!bundle) throw new Error('no bundle');
    const scan = await postScan(worker, scanBody(bundle.code, floor.procedureIds[floor.procedureIds.length - 1] ?? '', { qty: 1 }));
    expect(scan.status, scan.text).toBe(409);
    expect(codeOf(scan.body)).toBe('ScanDaySettled');
    expect((scan.body as unknown as ErrorBody).error.message).toContain(record.businessDate);
    const batch = await admin<BatchScanResultDto>('POST', '/api/eticket/ticketLog/batch', {
      userId: tenant.workerId,
      lines: [{ code: bundle.code, orderProcedureId: floor.procedureIds[floor.procedureIds.length - 1] ?? '', qty: 1, clientRequestId: 'settled-day-batch' }],
    });
    expect(batch.body).toMatchObject({ accepted: 0, refused: 1 });
    expect(batch.body.lines[0]?.error?.code).toBe('ScanDaySettled');
    const revoke = await admin('POST', `/api/eticket/ticketLog/${record.id}/revoke`, { reason: '重复' });
    expect(revoke.status).toBe(409);
    const adjustmentId = (await admin<{ items: WageAdjustmentDto[] }>('GET', `/api/eticket/wageAdjustment?userId=${tenant.workerId}&settled=true`)).body.items[0]?.id ?? '';
    expect(codeOf((await admin('DELETE', `/api/eticket/wageAdjustment/${adjustmentId}`)).body)).toBe('WageAdjustmentSettled');
    // The database refuses the same changes from the app role, whatever code sends them.
    for (const statement of [
      sql`update ticket_logs set qty = qty + 1 where id = ${record.id}`,
      sql`update ticket_logs set status = 'revoked' where id = ${record.id}`,
      sql`delete from ticket_logs where id = ${record.id}`,
      sql`update wage_adjustments set amount = 1 where id = ${adjustmentId}`,
      sql`delete from wage_adjustments where id = ${adjustmentId}`,
      sql`insert into ticket_logs (tenant_id, user_id, order_id, bundle_id, order_procedure_id, procedure_name, qty, unit_price, amount, business_date, source,
            reported_by_user_id, status, client_request_id)
          select tenant_id, user_id, order_id, bundle_id, order_procedure_id, procedure_name, qty, unit_price, amount, business_date, source, reported_by_user_id, 'valid', 'again-' || id
          from ticket_logs where id = ${record.id}`,
      sql`delete from wage_settled_days where settlement_id = ${settlementA.id}`,
      sql`update wage_settled_days set settlement_id = settlement_id where settlement_id = ${settlementA.id}`,
      sql`delete from wage_settlements where id = ${settlementA.id}`,
    ]) {
      expect(await failureOf(withTenant(s.database, tenant.id, (tx) => queryRows(tx, statement)))).toMatch(/cannot be changed|is locked/);
    }
  });

  let settlementB: WageSettlementDto;
  let settlementD: WageSettlementDto;

  it('a second settlement over the same dates leaves the locked rows out; a changed source refuses the whole lock', async () => {
    settlementB = await settle(period);
    settlementD = await settle(period);
    const bItems = await items(settlementB.id);
    // The worker's period is locked in A: only the admin's records remain.
    expect(bItems.map((i) => i.userId)).toEqual([tenant.adminId]);
    expect(bItems[0]?.pieceQty).toBe(8);
    // A worker answers only their own item: someone else's does not exist for them.
    expect((await worker('POST', `/api/eticket/wageSettlementItem/${bItems[0]?.id ?? ''}/confirm`)).status).toBe(404);
    // One of B's records is revoked after B was calculated: B cannot lock, and nothing of it is stamped.
    const records = await admin<TicketLogPageDto>('GET', `/api/eticket/ticketLog?userId=${tenant.adminId}&status=valid&maxResultCount=1`);
    expect((await admin('POST', `/api/eticket/ticketLog/${records.body.items[0]?.id ?? ''}/revoke`, { reason: '扫错' })).status).toBe(200);
    await confirmByDeadline(settlementB.id);
    const refused = await admin('POST', `/api/eticket/wageSettlement/${settlementB.id}/lock`);
    expect(refused.status).toBe(409);
    expect(codeOf(refused.body)).toBe('WageSourcesChanged');
    const stampedB = await ownerRows<{ n: number }>(s.database, 'select count(*)::int as n from wage_settled_days where settlement_id = $1', [settlementB.id]);
    expect(stampedB[0]?.n).toBe(0);
    expect((await admin<WageSettlementDto>('GET', `/api/eticket/wageSettlement/${settlementB.id}`)).body.status).toBe('confirmed');
    // Withdraw, recalculate, confirm again: now it locks.
    expect((await admin('POST', `/api/eticket/wageSettlement/${settlementB.id}/withdraw`)).status).toBe(200);
    const recalculated = await admin<WageSettlementDto>('POST', `/api/eticket/wageSettlement/${settlementB.id}/recalculate`);
    expect(recalculated.body.totalQty).toBe(6);
    await confirmByDeadline(settlementB.id);
    const locked = await admin<WageSettlementDto>('POST', `/api/eticket/wageSettlement/${settlementB.id}/lock`);
    expect(locked.status, locked.text).toBe(200);
  });

  it("a worker's locked settlements never overlap: the older draft over the same dates is refused", async () => {
    await confirmByDeadline(settlementD.id);
    const refused = await admin('POST', `/api/eticket/wageSettlement/${settlementD.id}/lock`);
    expect(refused.status).toBe(409);
    expect(codeOf(refused.body)).toBe('WageLockedOverlap');
  });

  it('print data: payslip lines add up to the item; the payroll groups by organization with subtotals', async () => {
    const slips = await admin<PayslipPrintDto>('GET', `/api/eticket/wage/payslipPrintData?settlementId=${settlementA.id}`);
    expect(slips.status, slips.text).toBe(200);
    const [slip] = slips.body.slips;
    if (!slip) throw new Error('no slip');
    const [named] = await ownerRows<{ name: string }>(s.database, 'select display_name as name from tenants where id = $1', [tenant.id]);
    expect(slips.body.companyName).toBe(named?.name);
    expect(slip.lines.reduce((n, l) => n + parseDecimal(l.amount), 0n)).toBe(parseDecimal(slip.pieceAmount));
    expect(slip.adjustments.map((a) => a.signedAmount).sort()).toEqual(['-1.50', '20.00', '3.00']);
    const payroll = await admin<PayrollPrintDto>('GET', `/api/eticket/wage/payrollPrintData?settlementId=${settlementA.id}`);
    expect(payroll.body.groups.map((g) => g.subtotal.netAmount)).toEqual([slip.netAmount]);
    expect(payroll.body.total.netAmount).toBe(slip.netAmount);
    expect(payroll.body.companyName).toBe(named?.name);
    expect((await otherAdmin('GET', `/api/eticket/wage/payrollPrintData?settlementId=${settlementA.id}`)).status).toBe(404);
    expect((await worker('GET', `/api/eticket/wage/payslipPrintData?settlementId=${settlementA.id}`)).status).toBe(403);
  });

  it("a worker's piece detail: the records that count, settled or not, exact totals; a manager in scope, a worker for themselves only", async () => {
    const query = `userId=${tenant.workerId}&from=${period.periodStart}&to=${period.periodEnd}`;
    const all = await admin<WageDetailDto>('GET', `/api/eticket/wage/detailPrintData?${query}&maxResultCount=1000`);
    expect(all.status, all.text).toBe(200);
    const rows = await ownerRows<{ qty: number; unit_price: string; settled: boolean }>(
      s.database,
      `select l.qty, l.unit_price::text as unit_price,
         exists (select 1 from wage_settled_days d where d.tenant_id = l.tenant_id and d.user_id = l.user_id and d.business_date = l.business_date) as settled
       from ticket_logs l where l.tenant_id = $1 and l.user_id = $2 and l.business_date between $3 and $4 and l.status = 'valid'`,
      [tenant.id, tenant.workerId, period.periodStart, period.periodEnd],
    );
    const expected = workerWage(rows.map((r) => ({ qty: r.qty, unitPrice: parseDecimal(r.unit_price) })), []);
    expect(all.body.worker.userId).toBe(tenant.workerId);
    expect(all.body.totals).toMatchObject({ recordCount: rows.length, qty: expected.pieceQty });
    expect(parseDecimal(all.body.totals.amount)).toBe(expected.piece);
    expect(all.body.items.reduce((n, l) => n + parseDecimal(l.amount), 0n)).toBe(expected.piece);
    expect(all.body.items.filter((l) => l.settled)).toHaveLength(rows.filter((r) => r.settled).length);
    const second = await admin<WageDetailDto>('GET', `/api/eticket/wage/detailPrintData?${query}&skipCount=2&maxResultCount=2`);
    expect(second.body.items.map((l) => l.id)).toEqual(all.body.items.slice(2, 4).map((l) => l.id));
    expect(second.body.totals).toEqual(all.body.totals);
    expect((await worker<WageDetailDto>('GET', `/api/eticket/wage/detailPrintData?${query}`)).status).toBe(200);
    expect((await worker('GET', `/api/eticket/wage/detailPrintData?userId=${tenant.adminId}&from=${period.periodStart}&to=${period.periodEnd}`)).status).toBe(403);
    expect((await otherAdmin('GET', `/api/eticket/wage/detailPrintData?${query}`)).status).toBe(404);
    expect((await admin('GET', `/api/eticket/wage/detailPrintData?userId=${tenant.workerId}&from=${period.periodEnd}&to=${period.periodStart}`)).status).toBe(400);
  });

  it("the payroll export: one row per item and the total row, equal to the settlement's total", async () => {
    const token = (await login(s.app, tenant.name, 'admin')).accessToken;
    const response = await s.app.request(`/api/eticket/wageSettlement/${settlementA.id}/exportItems`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-Hans' } });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const rows = (book.worksheets[0]?.getSheetValues() ?? []).filter((row) => Array.isArray(row)).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['工号', '员工', '组织', '记录数', '计件数量', '计件工资', '补贴奖励', '扣款', '实发', '确认状态']);
    expect(rows).toHaveLength(3);
    expect(rows.at(-1)?.[0]).toBe('合计');
    const current = (await admin<WageSettlementDto>('GET', `/api/eticket/wageSettlement/${settlementA.id}`)).body;
    expect(rows.at(-1)?.[8]).toBe(Number(current.totalAmount));
    expect((await otherAdmin('GET', `/api/eticket/wageSettlement/${settlementA.id}/exportItems`)).status).toBe(404);
    expect((await worker('GET', `/api/eticket/wageSettlement/${settlementA.id}/exportItems`)).status).toBe(403);
  });

  it('unlock: its own permission, audited, releases the sources; a paid settlement stays locked forever', async () => {
    expect((await worker('POST', `/api/eticket/wageSettlement/${settlementB.id}/unlock`, { reason: '错' })).status).toBe(403);
    const unlocked = await admin<WageSettlementDto>('POST', `/api/eticket/wageSettlement/${settlementB.id}/unlock`, { reason: '漏算补贴' });
    expect(unlocked.status, unlocked.text).toBe(200);
    expect(unlocked.body.status).toBe('confirmed');
    expect(await ownerRows(s.database, 'select 1 from wage_settled_days where settlement_id = $1', [settlementB.id])).toHaveLength(0);
    // Its records are free again: valid, unsettled, revocable.
    const freed = await admin<TicketLogPageDto>('GET', `/api/eticket/ticketLog?userId=${tenant.adminId}&status=valid&maxResultCount=100`);
    expect(freed.body.items.length).toBeGreaterThan(0);
    expect(freed.body.items.every((r) => r.settlementId === null)).toBe(true);
    const audit = await ownerRows<{ after: { unlockReason?: string } }>(s.database, "select after from audit_entity_changes where entity_type = 'WageSettlement' and entity_id = $1", [settlementB.id]);
    expect(audit.some((a) => a.after.unlockReason === '漏算补贴')).toBe(true);
    const paid = await admin<WageSettlementDto>('POST', `/api/eticket/wageSettlement/${settlementA.id}/markPaid`, { paidDate: period.periodEnd, proofUrls: ['/files/proof.jpg'], note: '银行转账' });
    expect(paid.body).toMatchObject({ status: 'paid', paidDate: period.periodEnd, paymentProofUrls: ['/files/proof.jpg'] });
    const refused = await admin('POST', `/api/eticket/wageSettlement/${settlementA.id}/unlock`, { reason: '想改' });
    expect(refused.status).toBe(409);
    expect(codeOf(refused.body)).toBe('WageSettlementPaid');
    expect(await failureOf(withTenant(s.database, tenant.id, (tx) => queryRows(tx, sql`update wage_settlements set status = 'locked' where id = ${settlementA.id}`)))).toMatch(/is paid/);
    const list = await admin<{ items: { id: string; status: string }[]; totalCount: number }>('GET', '/api/eticket/wageSettlement?status=paid');
    expect(list.body.items.map((x) => x.id)).toEqual([settlementA.id]);
    expect((await otherAdmin<{ totalCount: number }>('GET', '/api/eticket/wageSettlement')).body.totalCount).toBe(0);
  });
});
