import { TenantPermissions as P } from '@eticket/core/abp';
import type { UserMonthReportDto, WageReportDto } from '@eticket/core/wages';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, login, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { apiFor, type Api } from '../production/test-data';
import { scanFloor, type ScanFloor } from '../scanning/test-data';
import { settleDay } from './test-data';

/**
 * The wage reports on a hand-computed fixture (November 2026): 张三 (A01, group 1) and 李四 (group 2) on two
 * orders of two styles; one settled record counts, a revoked and a pending one never do, nor one of
 * December; another tenant's work is never seen; a group-2 leader sees only group 2; a worker is refused.
 */

const NOV = 'periodStart=2026-11-01&periodEnd=2026-11-30';

interface ErrorBody {
  error: { code: string; validationErrors?: { members: string[] }[] };
}

describe.each(ENGINES)('wage reports on %s', (engine) => {
  let s: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let admin: Api;
  let lead: Api;
  let worker: Api;
  let otherAdmin: Api;
  let one: ScanFloor;
  let two: ScanFloor;
  let w2 = '';
  let otherOrderId = '';
  const org: Record<string, string> = {};
  const sql = <T>(text: string, params: unknown[] = []) => ownerRows<T>(s.database, text, params);
  const id = async (text: string, params: unknown[]) => (await sql<{ id: string }>(text, params))[0]?.id ?? '';

  let n = 0;
  async function record(t: TestTenant, floor: ScanFloor, r: { user: string; procedure: number; qty: number; price: string; date: string; status?: 'valid' | 'revoked' | 'pending' }) {
    n += 1;
    const procedure = floor.order.procedures.find((p) => p.id === floor.procedureIds[r.procedure]);
    const bundle = floor.bundles[0];
    if (procedure === undefined || bundle === undefined) throw new Error('seed');
    await sql(
      `insert into ticket_logs (tenant_id, user_id, order_id, bundle_id, order_procedure_id, procedure_name, qty, unit_price, amount, business_date, source, reported_by_user_id, status, client_request_id)
       values ($1, $2, $3, $4, $5, $6, $7::int, $8::numeric, $7::int * $8::numeric, $9, 'web', $2, $10, $11)`,
      [t.id, r.user, floor.order.id, bundle.id, procedure.id, procedure.name, r.qty, r.price, r.date, r.status ?? 'valid', `wr-${String(n)}`],
    );
  }

  const get = async <T>(api: Api, path: string) => {
    const r = await api<T>('GET', path);
    expect(r.status, r.text).toBe(200);
    return r.body;
  };
  const pivot = (api: Api, extra = '') => get<WageReportDto>(api, `/api/eticket/wage/report?${NOV}${extra}`);

  beforeAll(async () => {
    s = await createTestServer(engine);
    a = await s.addTenant('wrpa');
    b = await s.addTenant('wrpb');
    one = await scanFloor(s, a, 'DD-WR1', 10, 1);
    two = await scanFloor(s, a, 'DD-WR2', 10, 1);
    org.g1 = await id("insert into organizations (tenant_id, name) values ($1, '缝制一组') returning id", [a.id]);
    org.g2 = await id("insert into organizations (tenant_id, name) values ($1, '缝制二组') returning id", [a.id]);
    await sql("update users set organization_id = $1, name = '张三', employee_no = 'A01' where tenant_id = $2 and id = $3", [org.g1, a.id, a.workerId]);
    const [hash] = await sql<{ password_hash: string }>('select password_hash from users where tenant_id = $1 and id = $2', [a.id, a.adminId]);
    const userOf = (userName: string, name: string) =>
      id('insert into users (tenant_id, user_name, normalized_user_name, name, password_hash, organization_id, is_worker) values ($1, $2, $2, $3, $4, $5, true) returning id', [
        a.id,
        userName,
        name,
        hash?.password_hash ?? '',
        org.g2,
      ]);
    w2 = await userOf('lisi', '李四');
    const leadId = await userOf('lead2', '二组长');
    const role = await id("insert into roles (tenant_id, name, normalized_name, data_scope) values ($1, '组长', '组长', 'organization') returning id", [a.id]);
    await sql('insert into role_permissions (tenant_id, role_id, permission) values ($1, $2, $3)', [a.id, role, P.SalaryManagement]);
    await sql('insert into user_roles (tenant_id, user_id, role_id) values ($1, $2, $3)', [a.id, leadId, role]);

    const w1 = a.workerId;
    await record(a, one, { user: w1, procedure: 0, qty: 10, price: '1.2', date: '2026-11-10' });
    await record(a, one, { user: w1, procedure: 1, qty: 10, price: '0.8', date: '2026-11-10' });
    // 0.33125 → 0.3313 at 4 decimals, half up.
    await record(a, two, { user: w1, procedure: 2, qty: 1, price: '0.33125', date: '2026-11-12' });
    await record(a, one, { user: w2, procedure: 2, qty: 4, price: '0.33125', date: '2026-11-11' });
    await record(a, one, { user: w2, procedure: 0, qty: 5, price: '1.2', date: '2026-11-11' });
    await record(a, one, { user: w2, procedure: 1, qty: 7, price: '0.8', date: '2026-11-11', status: 'revoked' });
    await record(a, one, { user: w2, procedure: 1, qty: 3, price: '0.8', date: '2026-11-11', status: 'pending' });
    // A locked settlement owns 李四's 11-11: its valid records are settled and still count.
    await settleDay(s, a.id, w2, '2026-11-11', 'WS-WR');
    await record(a, one, { user: w2, procedure: 1, qty: 3, price: '0.8', date: '2026-12-01' });
    const theirs = await scanFloor(s, b, 'DD-WRB', 10, 1);
    otherOrderId = theirs.order.id;
    await record(b, theirs, { user: b.workerId, procedure: 0, qty: 9, price: '100', date: '2026-11-10' });

    admin = one.admin;
    worker = one.worker;
    lead = await apiFor(s, a.name, 'lead2');
    otherAdmin = await apiFor(s, b.name);
  }, 180_000);
  afterAll(() => s.close());

  it('by order: cells, row totals and the grand total exact (4 decimals); pages by worker, totals over all', async () => {
    const r = await pivot(admin);
    expect(r.columns.map((c) => [c.label, c.detail, c.total])).toEqual([
      ['DD-WR1', 'ST-DD-WR1', { qty: 29, amount: '27.3250' }],
      ['DD-WR2', 'ST-DD-WR2', { qty: 1, amount: '0.3313' }],
    ]);
    expect(r.items.map((row) => [row.name, row.employeeNo, row.organizationName, row.cells, row.total])).toEqual([
      ['张三', 'A01', '缝制一组', [{ qty: 20, amount: '20.0000' }, { qty: 1, amount: '0.3313' }], { qty: 21, amount: '20.3313' }],
      ['李四', null, '缝制二组', [{ qty: 9, amount: '7.3250' }, null], { qty: 9, amount: '7.3250' }],
    ]);
    expect(r).toMatchObject({ totalCount: 2, total: { qty: 30, amount: '27.6563' } });
    const second = await pivot(admin, '&skipCount=1&maxResultCount=1');
    expect(second.items.map((row) => row.name)).toEqual(['李四']);
    expect(second).toMatchObject({ totalCount: 2, total: { qty: 30, amount: '27.6563' } });
    const past = await pivot(admin, '&skipCount=5&maxResultCount=1');
    expect(past).toMatchObject({ items: [], totalCount: 2 });
  });

  it('by procedure (names across orders) and by day (every day of the period a column)', async () => {
    const procedures = await pivot(admin, '&by=procedure');
    const names = one.procedureIds.map((pid) => one.order.procedures.find((p) => p.id === pid)?.name);
    expect(procedures.columns.map((c) => [c.label, c.total])).toEqual([
      [names[0], { qty: 15, amount: '18.0000' }],
      [names[1], { qty: 10, amount: '8.0000' }],
      [names[2], { qty: 5, amount: '1.6563' }],
    ]);
    const days = await pivot(admin, '&by=day');
    expect(days.columns).toHaveLength(30);
    const day = (d: string) => days.columns.find((c) => c.key === d)?.total;
    expect([day('2026-11-10'), day('2026-11-11'), day('2026-11-12'), day('2026-11-01')]).toEqual([
      { qty: 20, amount: '20.0000' },
      { qty: 9, amount: '7.3250' },
      { qty: 1, amount: '0.3313' },
      { qty: 0, amount: '0.0000' },
    ]);
    expect(days.total).toEqual({ qty: 30, amount: '27.6563' });
  });

  it('filters by order, style and organization; another tenant sees only its own and our ids find nothing', async () => {
    expect((await pivot(admin, `&orderId=${one.order.id}`)).total).toEqual({ qty: 29, amount: '27.3250' });
    const style = await pivot(admin, `&productId=${two.order.productId}`);
    expect(style).toMatchObject({ totalCount: 1, total: { qty: 1, amount: '0.3313' } });
    expect((await pivot(admin, `&organizationId=${org.g2 ?? ''}`)).items.map((row) => row.name)).toEqual(['李四']);
    expect(await pivot(admin, `&orderId=${otherOrderId}`)).toMatchObject({ items: [], totalCount: 0, columns: [], total: { qty: 0, amount: '0.0000' } });
    const theirs = await pivot(otherAdmin);
    expect(theirs).toMatchObject({ totalCount: 1, total: { qty: 9, amount: '900.0000' } });
    expect(await pivot(otherAdmin, `&orderId=${one.order.id}`)).toMatchObject({ totalCount: 0 });
    expect((await otherAdmin('GET', `/api/eticket/wage/report?${NOV}&organizationId=${org.g1 ?? ''}`)).status).toBe(400);
    expect((await otherAdmin('GET', `/api/eticket/wage/userSalaryMonthReport?userId=${a.workerId}&month=2026-11`)).status).toBe(404);
  });

  it("a worker's month: every day, the day's figures, the month's total; 404 outside the caller's scope", async () => {
    const m = await get<UserMonthReportDto>(admin, `/api/eticket/wage/userSalaryMonthReport?userId=${a.workerId}&month=2026-11`);
    expect(m).toMatchObject({ month: '2026-11', periodStart: '2026-11-01', periodEnd: '2026-11-30', worker: { name: '张三', organizationName: '缝制一组' } });
    expect(m.days).toHaveLength(30);
    expect(m.days.filter((d) => d.recordCount > 0)).toEqual([
      { date: '2026-11-10', qty: 20, amount: '20.0000', recordCount: 2 },
      { date: '2026-11-12', qty: 1, amount: '0.3313', recordCount: 1 },
    ]);
    expect(m.total).toEqual({ qty: 21, amount: '20.3313', recordCount: 3 });
    const theirs = await get<UserMonthReportDto>(lead, `/api/eticket/wage/userSalaryMonthReport?userId=${w2}&month=2026-11`);
    expect(theirs.total).toEqual({ qty: 9, amount: '7.3250', recordCount: 2 });
    expect((await lead('GET', `/api/eticket/wage/userSalaryMonthReport?userId=${a.workerId}&month=2026-11`)).status).toBe(404);
  });

  it('data scope, permission and bad input', async () => {
    const scoped = await pivot(lead);
    expect(scoped.items.map((row) => row.name)).toEqual(['李四']);
    expect(scoped).toMatchObject({ totalCount: 1, total: { qty: 9, amount: '7.3250' } });
    for (const path of [`/api/eticket/wage/report?${NOV}`, `/api/eticket/wage/report/export?${NOV}`, `/api/eticket/wage/userSalaryMonthReport?userId=${a.workerId}&month=2026-11`]) {
      expect((await worker('GET', path)).status).toBe(403);
    }
    const bad = await admin<ErrorBody>('GET', '/api/eticket/wage/report?periodStart=2026-01-01&periodEnd=2026-03-31&by=day');
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors?.map((e) => e.members)).toEqual([['periodEnd']]);
    const month = await admin<ErrorBody>('GET', '/api/eticket/wage/userSalaryMonthReport?userId=nope&month=11-2026');
    expect(month.status).toBe(400);
    expect(month.body.error.validationErrors?.flatMap((e) => e.members).sort()).toEqual(['month', 'userId']);
  });

  it('exports every worker with the totals row over the filter', async () => {
    const token = (await login(s.app, a.name, 'admin')).accessToken;
    const reply = await s.app.request(`/api/eticket/wage/report/export?${NOV}&by=procedure`, { headers: { authorization: `Bearer ${token}` } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await reply.arrayBuffer());
    const sheet = book.worksheets[0];
    if (sheet === undefined) throw new Error('no sheet');
    // header, two workers, the totals row; columns: no., worker, organization, 3 procedures × (qty, amount), total qty and amount
    expect(sheet.rowCount).toBe(4);
    const last = sheet.getRow(4).values as unknown[];
    expect(last.slice(-2)).toEqual([30, 27.6563]);
    expect((sheet.getRow(2).values as unknown[]).slice(-2)).toEqual([21, 20.3313]);
  });
});
