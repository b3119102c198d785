import { formatDecimal, parseDecimal, roundHalfUpToFen } from '@eticket/core/money';
import type { ProductionHomeDto } from '@eticket/core/production-board';
import type { BatchScanResultDto, TicketLogDto, TicketLogPageDto } from '@eticket/core/scanning';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTenant, SYSTEM_ACTOR, withHost } from '../../db/context';
import { createTenantUser, StaticRoles } from '../../identity/provisioning';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { apiFor, newBed, orderBody, seedStyle, splitPlan } from '../production/test-data';
import { bundlesOf, postScan, requestId, scanBody, scanFloor, settleDayOf, unsettle, type ScanFloor } from './test-data';

interface ErrorBody {
  error: { code: string; message: string; validationErrors: { members: string[]; message: string }[] | null };
}
const errorOf = (body: unknown) => (body as ErrorBody).error;

describe.each(ENGINES)('scanning on %s', (engine) => {
  let s: TestServer;
  let tenant: TestTenant;
  let floor: ScanFloor;

  beforeAll(async () => {
    s = await createTestServer(engine);
    tenant = await s.addTenant('acme');
    floor = await scanFloor(s, tenant, 'DD-SCAN');
  });
  afterAll(() => s.close());

  const claims = async (bundleId: string, procedureId: string) => {
    const [row] = await ownerRows<{ counter: number | null; live: number }>(
      s.database,
      `select (select qty from bundle_procedure_claims where bundle_id = $1 and order_procedure_id = $2) as counter,
        (select coalesce(sum(qty), 0)::int from ticket_logs where bundle_id = $1 and order_procedure_id = $2 and status in ('pending', 'valid', 'settled')) as live`,
      [bundleId, procedureId],
    );
    return { counter: row?.counter ?? 0, live: row?.live ?? 0 };
  };

  it('records a scan with its price snapshot and business date; a retry returns the first record, never a second', async () => {
    const bundle = floor.bundles[0];
    if (!bundle) throw new Error('no bundle');
    const body = scanBody(bundle.code, floor.procedureIds[0] ?? '', { qty: 4 });
    const first = await postScan(floor.worker, body);
    expect(first.status, first.text).toBe(200);
    expect(first.body.replayed).toBe(false);
    expect(first.body.remaining).toBe(bundle.qty - 4);
    expect(first.body.record).toMatchObject({ userId: tenant.workerId, reportedByUserId: tenant.workerId, qty: 4, unitPrice: '1.20', amount: '4.80', procedureName: '做领', status: 'valid', bundleNo: bundle.bundleNo });
    expect(first.body.record.businessDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await postScan(floor.worker, body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ replayed: true, remaining: bundle.qty - 4 });
    expect(again.body.record).toEqual(first.body.record);
    expect(await claims(bundle.id, floor.procedureIds[0] ?? '')).toEqual({ counter: 4, live: 4 });
    // The same request id from another person is not theirs to replay.
    const stolen = await postScan(floor.admin, body);
    expect(stolen.status).toBe(409);
    expect(errorOf(stolen.body).code).toBe('ScanRequestIdReused');
  });

  it('qty omitted takes the rest; more than remains is refused saying what remains; a full procedure says so', async () => {
    const bundle = floor.bundles[1];
    const procedure = floor.procedureIds[1] ?? '';
    if (!bundle) throw new Error('no bundle');
    expect((await postScan(floor.worker, scanBody(bundle.code, procedure, { qty: 3 }))).status).toBe(200);
    const tooMany = await postScan(floor.worker, scanBody(bundle.code, procedure, { qty: bundle.qty }));
    expect(tooMany.status).toBe(409);
    expect(errorOf(tooMany.body).code).toBe('ScanQtyExceedsRemaining');
    expect(errorOf(tooMany.body).message).toContain(String(bundle.qty - 3));
    const rest = await postScan(floor.worker, scanBody(bundle.code, procedure));
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ remaining: 0, record: { qty: bundle.qty - 3, unitPrice: '0.80' } });
    const full = await postScan(floor.worker, scanBody(bundle.code, procedure));
    expect(errorOf(full.body).code).toBe('ScanNothingRemaining');
    const card = await floor.worker<{ bundle: { reportedQty: number; status: string }; procedures: { orderProcedureId: string; reported: number; remaining: number; claimable: boolean; reason: string | null }[] }>(
      'GET',
      `/api/eticket/bundle/byCode/${bundle.code}`,
    );
    expect(card.body.bundle).toMatchObject({ reportedQty: bundle.qty, status: 'inProgress' });
    expect(card.body.procedures.find((p) => p.orderProcedureId === procedure)).toMatchObject({ reported: bundle.qty, remaining: 0, claimable: false, reason: 'Scanning.Error.NothingRemaining' });
    expect(card.body.procedures.find((p) => p.orderProcedureId === floor.procedureIds[2])).toMatchObject({ reported: 0, remaining: bundle.qty, claimable: true, reason: null });
  });

  it('100 concurrent claims of the last pieces of one (bundle, procedure) never over-claim', async () => {
    const bundle = floor.bundles[2];
    const procedure = floor.procedureIds[2] ?? '';
    if (!bundle) throw new Error('no bundle');
    expect((await postScan(floor.admin, scanBody(bundle.code, procedure, { qty: bundle.qty - 5 }))).status).toBe(200);
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => postScan(i % 2 === 0 ? floor.worker : floor.admin, scanBody(bundle.code, procedure, { qty: 1 + (i % 2) }))));
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    const accepted = replies.filter((r) => r.status === 200).reduce((n, r) => n + r.body.record.qty, 0);
    expect(accepted).toBe(5);
    expect(replies.filter((r) => r.status !== 200).every((r) => ['ScanQtyExceedsRemaining', 'ScanNothingRemaining'].includes(errorOf(r.body).code))).toBe(true);
    expect(await claims(bundle.id, procedure)).toEqual({ counter: bundle.qty, live: bundle.qty });
  });

  it('2,000 scans sent with 30 % of them retried concurrently give exactly 2,000 records', async () => {
    const big = await scanFloor(s, tenant, 'DD-LOAD', 200, 2);
    const scans = Array.from({ length: 2000 }, (_, i) => scanBody(big.bundles[i % big.bundles.length]?.code ?? '', big.procedureIds[i % 3] ?? '', { qty: 1, clientRequestId: requestId('load') }));
    const sends = [...scans, ...scans.filter((_, i) => i % 10 < 3)].sort(() => Math.random() - 0.5);
    const statuses: number[] = [];
    for (let i = 0; i < sends.length; i += 100) {
      const chunk = sends.slice(i, i + 100);
      statuses.push(...(await Promise.all(chunk.map((body) => postScan(big.worker, body)))).map((r) => r.status));
    }
    expect(statuses.filter((st) => st !== 200)).toEqual([]);
    const [count] = await ownerRows<{ n: number; distinct: number }>(
      s.database,
      `select count(*)::int as n, count(distinct client_request_id)::int as distinct from ticket_logs where order_id = $1`,
      [big.order.id],
    );
    expect(count).toEqual({ n: 2000, distinct: 2000 });
    const [drift] = await ownerRows<{ n: number }>(
      s.database,
      `select count(*)::int as n from bundle_procedure_claims c join bundles b on b.id = c.bundle_id
       where c.order_id = $1 and (c.qty > b.qty or c.qty <> (select coalesce(sum(l.qty), 0) from ticket_logs l where l.bundle_id = c.bundle_id and l.order_procedure_id = c.order_procedure_id and l.status in ('pending', 'valid', 'settled')))`,
      [big.order.id],
    );
    expect(drift?.n).toBe(0);
  }, 600_000);

  it('a code of tenant A scanned in tenant B is simply unknown (404); junk is unknown too', async () => {
    const other = await s.addTenant('other');
    const otherFloor = await scanFloor(s, other, 'DD-B', 10, 1);
    const code = floor.bundles[3]?.code ?? '';
    const r = await postScan(otherFloor.worker, scanBody(code, otherFloor.procedureIds[0] ?? ''));
    expect(r.status).toBe(404);
    expect(errorOf(r.body)).toMatchObject({ code: 'ScanCodeUnknown' });
    expect((await postScan(floor.worker, scanBody('not a ticket', floor.procedureIds[0] ?? ''))).status).toBe(404);
    // A procedure of another order (or tenant) is refused naming the field.
    const foreign = await postScan(floor.worker, scanBody(code, otherFloor.procedureIds[0] ?? ''));
    expect(foreign.status).toBe(400);
    expect(errorOf(foreign.body).validationErrors?.[0]?.members).toEqual(['orderProcedureId']);
  });

  it('a scan reads ahead beside the principal, yet an ended session gets 401 — not a 400 for a bad body, and no record', async () => {
    const session = await login(s.app, tenant.name, 'worker');
    const scanWith = (body: unknown) => call(s.app, 'POST', '/api/eticket/ticketLog/scan', { token: session.accessToken, body });
    const body = scanBody(floor.bundles[5]?.code ?? '', floor.procedureIds[1] ?? '');
    expect((await scanWith({ ...body, qty: -1 })).status).toBe(400); // signed in: the body's problem is answered
    expect((await call(s.app, 'POST', '/api/eticket/token/logout', { body: { refreshToken: session.refreshToken } })).status).toBe(204);
    expect((await scanWith(body)).status).toBe(401);
    expect((await scanWith({ ...body, qty: -1 })).status).toBe(401);
    expect((await scanWith('not json at all')).status).toBe(401);
    const rows = await ownerRows(s.database, 'select id from ticket_logs where client_request_id = $1', [body.clientRequestId]);
    expect(rows).toEqual([]);
    // The same body from a live session is recorded: the read-ahead did not leave the bundle locked or claimed.
    expect((await postScan(floor.worker, body)).status).toBe(200);
  });

  it('an expired tenant cannot scan: a clear 403', async () => {
    const expired = await s.addTenant('lapsed', { days: -1 });
    const api = await apiFor(s, 'lapsed', 'worker');
    const r = await postScan(api, scanBody(floor.bundles[0]?.code ?? '', floor.procedureIds[0] ?? ''));
    expect(r.status).toBe(403);
    expect(errorOf(r.body).code).toBe('TenantExpired');
    expect((await api('GET', '/api/eticket/ticketLog/mine')).status).toBe(200);
    expect(expired.id).not.toBe(tenant.id);
  });

  it('a draft order’s ticket is refused with its own message: confirm the order first', async () => {
    const style = await seedStyle(s, tenant.id, 'ST-DRAFT');
    const draft = await floor.admin<{ id: string; orderNo: string }>('POST', '/api/eticket/order', orderBody(style.productId, { orderNo: 'DD-DRAFT' }));
    const bed = await newBed(floor.admin, draft.body.id);
    expect((await floor.admin('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, splitPlan(5, 1))).status).toBe(200);
    const [row] = await ownerRows<{ code: string }>(s.database, 'select code from bundles where order_id = $1 limit 1', [draft.body.id]);
    const r = await postScan(floor.worker, scanBody(row?.code ?? '', floor.procedureIds[0] ?? ''));
    expect(r.status).toBe(409);
    expect(errorOf(r.body).code).toBe('ScanOrderDraft');
    expect(errorOf(r.body).message).toContain('DD-DRAFT');
  });

  it('reporting for someone outside one’s scope is refused; a manager reports for anyone in scope, kept as reporter', async () => {
    const bundle = floor.bundles[4];
    if (!bundle) throw new Error('no bundle');
    const refused = await postScan(floor.worker, scanBody(bundle.code, floor.procedureIds[0] ?? '', { qty: 1, userId: tenant.adminId }));
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body).code).toBe('ScanNotInScope');
    const forWorker = await postScan(floor.admin, scanBody(bundle.code, floor.procedureIds[0] ?? '', { qty: 1, userId: tenant.workerId }));
    expect(forWorker.status).toBe(200);
    expect(forWorker.body.record).toMatchObject({ userId: tenant.workerId, reportedByUserId: tenant.adminId });
  });

  it('revoke: own within the minutes, then no more; others’ with the permission; the qty becomes claimable again; never twice', async () => {
    const bundle = floor.bundles[5];
    const procedure = floor.procedureIds[0] ?? '';
    if (!bundle) throw new Error('no bundle');
    const own = await postScan(floor.worker, scanBody(bundle.code, procedure));
    expect(own.body.remaining).toBe(0);
    const revoked = await floor.worker<TicketLogDto>('POST', `/api/eticket/ticketLog/${own.body.record.id}/revoke`, { reason: '扫错了' });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', revokeReason: '扫错了' });
    expect(await claims(bundle.id, procedure)).toEqual({ counter: 0, live: 0 });
    const twice = await floor.worker('POST', `/api/eticket/ticketLog/${own.body.record.id}/revoke`, { reason: 'x' });
    expect(errorOf(twice.body).code).toBe('TicketLogNotRevocable');
    const again = await postScan(floor.worker, scanBody(bundle.code, procedure, { qty: 2 }));
    expect(again.status).toBe(200);
    expect((await floor.worker('POST', `/api/eticket/ticketLog/${again.body.record.id}/revoke`, {})).status).toBe(400);
    await ownerRows(s.database, "update ticket_logs set occurred_at = occurred_at - interval '11 minutes' where id = $1", [again.body.record.id]);
    const late = await floor.worker('POST', `/api/eticket/ticketLog/${again.body.record.id}/revoke`, { reason: '晚了' });
    expect(late.status).toBe(409);
    expect(errorOf(late.body).code).toBe('TicketLogRevokeWindowPassed');
    const adminOwn = await postScan(floor.admin, scanBody(bundle.code, procedure, { qty: 1 }));
    expect((await floor.worker('POST', `/api/eticket/ticketLog/${adminOwn.body.record.id}/revoke`, { reason: 'x' })).status).toBe(404);
    const byManager = await floor.admin<TicketLogDto>('POST', `/api/eticket/ticketLog/${again.body.record.id}/revoke`, { reason: '主管撤销' });
    expect(byManager.status).toBe(200);
    // A settlement owns the record's worker-day: the record reads as settled and cannot be revoked.
    await settleDayOf(s, adminOwn.body.record.id, 'WS-REVOKE');
    const settled = await floor.admin('POST', `/api/eticket/ticketLog/${adminOwn.body.record.id}/revoke`, { reason: 'x' });
    expect(errorOf(settled.body).code).toBe('TicketLogSettled');
    await unsettle(s, 'WS-REVOKE');
    expect(await claims(bundle.id, procedure)).toEqual({ counter: 1, live: 1 });
  });

  it('a clerk batch accepts and refuses each line on its own', async () => {
    const bundle = floor.bundles[6];
    if (!bundle) throw new Error('no bundle');
    const lines = [
      { code: bundle.code, orderProcedureId: floor.procedureIds[0], qty: 2, clientRequestId: requestId('b') },
      { code: 'ET1.AAAAAAAAAAAAAAAAAAAAAAAAAA', orderProcedureId: floor.procedureIds[0], qty: 1, clientRequestId: requestId('b') },
      { code: bundle.code, orderProcedureId: floor.procedureIds[1], qty: bundle.qty + 1, clientRequestId: requestId('b') },
      { code: bundle.code, orderProcedureId: floor.procedureIds[1], qty: null, clientRequestId: requestId('b') },
    ];
    const r = await floor.admin<BatchScanResultDto>('POST', '/api/eticket/ticketLog/batch', { userId: tenant.workerId, lines });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ accepted: 2, refused: 2 });
    expect(r.body.lines.map((l) => l.error?.code ?? null)).toEqual([null, 'ScanCodeUnknown', 'ScanQtyExceedsRemaining', null]);
    expect(r.body.lines[3]?.result?.record).toMatchObject({ source: 'clerk', qty: bundle.qty, userId: tenant.workerId, reportedByUserId: tenant.adminId });
    const worker = await floor.worker<BatchScanResultDto>('POST', '/api/eticket/ticketLog/batch', { userId: tenant.adminId, lines: [{ ...lines[0], clientRequestId: requestId('b') }] });
    expect(worker.body.lines[0]?.error?.code).toBe('ScanNotInScope');
  });

  it('lists filter within the data scope with totals over the whole filter; mine is one’s own; export is a workbook', async () => {
    expect((await floor.worker('GET', '/api/eticket/ticketLog')).status).toBe(403);
    const mine = await floor.worker<TicketLogPageDto>('GET', '/api/eticket/ticketLog/mine?maxResultCount=5');
    expect(mine.status).toBe(200);
    expect(mine.body.items.length).toBeLessThanOrEqual(5);
    expect(mine.body.items.every((l) => l.userId === tenant.workerId)).toBe(true);
    const all = await floor.admin<TicketLogPageDto>(
      'GET',
      `/api/eticket/ticketLog?userId=${tenant.workerId}&orderProcedureId=${floor.procedureIds[0] ?? ''}&status=valid&maxResultCount=1000`,
    );
    expect(all.status).toBe(200);
    expect(all.body.items.every((l) => l.userId === tenant.workerId && l.status === 'valid' && l.orderProcedureId === floor.procedureIds[0])).toBe(true);
    expect(all.body.totals.recordCount).toBe(all.body.items.length);
    expect(all.body.totals.qty).toBe(all.body.items.reduce((n, l) => n + l.qty, 0));
    const [sum] = await ownerRows<{ amount: string }>(
      s.database,
      `select sum(amount)::text as amount from ticket_logs where tenant_id = $1 and user_id = $2 and order_procedure_id = $3 and status = 'valid'`,
      [tenant.id, tenant.workerId, floor.procedureIds[0]],
    );
    expect(Number(all.body.totals.amount)).toBe(Number(sum?.amount));
    const page = await floor.admin<TicketLogPageDto>('GET', `/api/eticket/ticketLog?userId=${tenant.workerId}&maxResultCount=2`);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.totalCount).toBeGreaterThan(2);
    const future = await floor.admin<TicketLogPageDto>('GET', '/api/eticket/ticketLog?from=2099-01-01');
    expect(future.body).toMatchObject({ items: [], totalCount: 0, totals: { recordCount: 0, qty: 0, amount: '0.00' } });
    expect((await floor.admin('GET', '/api/eticket/ticketLog?status=nope')).status).toBe(400);
    const file = await s.app.request('/api/eticket/ticketLog/export', { headers: { authorization: (await tokenOf('admin')) } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('the order’s organization report and statistics come from the live records, to the micro', async () => {
    const report = await floor.admin<{ items: { userId: string; qty: number; amount: string; recordCount: number; procedures: { orderProcedureId: string; qty: number }[] }[] }>(
      'GET',
      `/api/eticket/order/${floor.order.id}/ticketOrganizationReport`,
    );
    expect(report.status).toBe(200);
    const live = await ownerRows<{ userId: string; qty: number; amount: string; n: number }>(
      s.database,
      `select user_id as "userId", sum(qty)::int as qty, sum(amount)::text as amount, count(*)::int as n from ticket_logs
       where order_id = $1 and status in ('pending', 'valid', 'settled') group by user_id`,
      [floor.order.id],
    );
    expect(report.body.items.map((i) => [i.userId, i.qty, Number(i.amount), i.recordCount]).sort()).toEqual(live.map((r) => [r.userId, r.qty, Number(r.amount), r.n]).sort());
    const stats = await floor.admin<{ procedures: { orderProcedureId: string; done: number }[] }>('GET', `/api/eticket/order/${floor.order.id}/statistics?excludeBundles=true`);
    const [done] = await ownerRows<{ qty: number }>(
      s.database,
      `select coalesce(sum(qty), 0)::int as qty from ticket_logs where order_id = $1 and order_procedure_id = $2 and status in ('pending', 'valid', 'settled')`,
      [floor.order.id, floor.procedureIds[0]],
    );
    expect(stats.body.procedures.find((p) => p.orderProcedureId === floor.procedureIds[0])?.done).toBe(done?.qty);
    expect(done?.qty).toBeGreaterThan(0);
  });

  it('a bed follows its bundles: in production at the first scan, done when every bundle is, back when a record is revoked', async () => {
    const bed = await bundlesOf(floor.admin, floor.order.id, 2, 1);
    const bedId = bed[0]?.cuttingTimeId ?? '';
    const bedStatus = async () => (await ownerRows<{ status: string }>(s.database, 'select status from cutting_times where id = $1', [bedId]))[0]?.status;
    expect(await bedStatus()).toBe('bundled');
    const records: string[] = [];
    for (const [i, bundle] of bed.entries()) {
      for (const procedure of floor.procedureIds) {
        const scanned = await postScan(floor.admin, scanBody(bundle.code, procedure, { userId: tenant.workerId }));
        expect(scanned.status, scanned.text).toBe(200);
        records.push(scanned.body.record.id);
        if (i === 0) expect(await bedStatus()).toBe('inProduction');
      }
    }
    expect(await bedStatus()).toBe('done');
    const revoked = await floor.admin('POST', `/api/eticket/ticketLog/${records[0] ?? ''}/revoke`, { reason: '重扫' });
    expect(revoked.status, revoked.text).toBe(200);
    expect(await bedStatus()).toBe('inProduction');
  });

  it('with approval required a record is pending; the business date is taken in the tenant’s time zone', async () => {
    const bundle = floor.bundles[7];
    if (!bundle) throw new Error('no bundle');
    await ownerRows(s.database, "insert into settings (tenant_id, name, value) values ($1, 'Eticket.Scan.RequireApproval', 'true'), ($1, 'Eticket.TimeZone', 'America/Los_Angeles')", [tenant.id]);
    try {
      const r = await postScan(floor.worker, scanBody(bundle.code, floor.procedureIds[0] ?? '', { qty: 1 }));
      expect(r.status).toBe(200);
      const la = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(r.body.record.occurredAt));
      expect(r.body.record).toMatchObject({ status: 'pending', businessDate: la });
      // A pending record counts against the bundle like a valid one.
      expect(await claims(bundle.id, floor.procedureIds[0] ?? '')).toEqual({ counter: 1, live: 1 });
    } finally {
      await ownerRows(s.database, "delete from settings where tenant_id = $1 and name in ('Eticket.Scan.RequireApproval', 'Eticket.TimeZone')", [tenant.id]);
    }
  });

  it('a production assistant reports for members of the organizations granted to them and below', async () => {
    const bundle = floor.bundles[8];
    if (!bundle) throw new Error('no bundle');
    const sewing = randomUUID();
    const team = randomUUID();
    await ownerRows(s.database, 'insert into organizations (tenant_id, id, name, parent_id) values ($1, $2, $3, null), ($1, $4, $5, $2)', [tenant.id, sewing, '车缝车间', team, '车缝一组']);
    const memberId = await withHost(s.database, { actor: SYSTEM_ACTOR, reason: 'test', kind: 'system' }, (tx) =>
      asTenant(tx, tenant.id, (t) => createTenantUser(t, tenant.id, { userName: 'member1', name: '组员一', passwordHash: 'x', roleName: StaticRoles.worker })),
    );
    await ownerRows(s.database, 'update users set organization_id = $2 where id = $1', [memberId, team]);
    const body = scanBody(bundle.code, floor.procedureIds[1] ?? '', { qty: 2, userId: memberId });
    expect((await postScan(floor.worker, body)).status).toBe(403);
    await ownerRows(
      s.database,
      "insert into assistant_applications (tenant_id, user_id, requested_organization_ids, granted_organization_ids, status) values ($1, $2, array[$3::uuid], array[$3::uuid], 'approved')",
      [tenant.id, tenant.workerId, sewing],
    );
    const r = await postScan(floor.worker, { ...body, clientRequestId: requestId('assist') });
    expect(r.status, r.text).toBe(200);
    expect(r.body.record).toMatchObject({ userId: memberId, organizationId: team, organizationName: '车缝一组', reportedByUserId: tenant.workerId, reportedByName: 'acme 工人' });
  });

  it('keeps the day totals equal to the live records of each day after scans, batches, replays and revokes — what the overview shows', async () => {
    const bundle = floor.bundles[9];
    const procedure = floor.procedureIds[0] ?? '';
    if (!bundle) throw new Error('no bundle');
    const first = { code: bundle.code, orderProcedureId: procedure, qty: 3, clientRequestId: requestId('t') };
    const lines = [first, { ...first }, { code: bundle.code, orderProcedureId: procedure, qty: bundle.qty, clientRequestId: requestId('t') }, { ...first, qty: 2, clientRequestId: requestId('t') }];
    const batch = await floor.admin<BatchScanResultDto>('POST', '/api/eticket/ticketLog/batch', { userId: tenant.workerId, lines });
    expect(batch.body).toMatchObject({ accepted: 3, refused: 1 });
    expect(batch.body.lines.map((l) => l.result?.replayed ?? null)).toEqual([false, true, null, false]);
    // The same batch again: every accepted line replays, nothing is counted twice.
    expect((await floor.admin<BatchScanResultDto>('POST', '/api/eticket/ticketLog/batch', { userId: tenant.workerId, lines })).body.lines.map((l) => l.result?.replayed ?? null)).toEqual([true, true, null, true]);
    const revoked = await floor.admin('POST', `/api/eticket/ticketLog/${batch.body.lines[0]?.result?.record.id ?? ''}/revoke`, { reason: '数量报错' });
    expect(revoked.status, revoked.text).toBe(200);
    expect((await postScan(floor.worker, scanBody(bundle.code, procedure, { qty: 1 }))).status).toBe(200);

    const wrong = await ownerRows(
      s.database,
      `select coalesce(t.business_date, l.business_date) as day from
         (select business_date, sum(qty)::int as qty, sum(amount) as amount, sum(records)::int as records from production_day_totals where tenant_id = $1 group by 1) t
       full join (select business_date, sum(qty)::int as qty, sum(amount) as amount, count(*)::int as records from ticket_logs
                  where tenant_id = $1 and status in ('pending', 'valid', 'settled') group by 1) l on l.business_date = t.business_date
       where coalesce(t.qty, 0) <> coalesce(l.qty, 0) or coalesce(t.amount, 0) <> coalesce(l.amount, 0) or coalesce(t.records, 0) <> coalesce(l.records, 0)`,
      [tenant.id],
    );
    expect(wrong).toEqual([]);
    const home = await floor.admin<ProductionHomeDto>('GET', '/api/eticket/production/home');
    const [day] = await ownerRows<{ qty: number; amount: string }>(
      s.database,
      `select coalesce(sum(qty), 0)::int as qty, coalesce(sum(amount), 0)::text as amount from ticket_logs
       where tenant_id = $1 and status in ('pending', 'valid', 'settled') and business_date = $2::date`,
      [tenant.id, home.body.today],
    );
    expect(day?.qty).toBeGreaterThan(0);
    expect(home.body).toMatchObject({ piecesToday: day?.qty, wageToday: formatDecimal(roundHalfUpToFen(parseDecimal(day?.amount ?? '0')), 2, 2) });
  });

  async function tokenOf(userName: string): Promise<string> {
    return `Bearer ${(await login(s.app, tenant.name, userName)).accessToken}`;
  }
});
