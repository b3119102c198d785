import { TenantPermissions as P } from '@eticket/core/abp';
import type { ReportDto } from '@eticket/core/reports';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, login, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { apiFor, newBed, producingOrder, splitPlan, type Api } from '../production/test-data';

/**
 * The report center on a small known data set: two organizations under one workshop, two workers, five live
 * records and one revoked (which never counts), another tenant's record (never seen), a leader scoped to one
 * organization, and a worker without the report permission.
 */

const RANGE = 'from=2026-11-01&to=2026-11-30';

describe.each(ENGINES)('report center on %s', (engine) => {
  let s: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let admin: Api;
  let orderQty = 0;
  let cutQty = 0;
  const org: Record<string, string> = {};
  const sql = <T>(text: string, params: unknown[] = []) => ownerRows<T>(s.database, text, params);
  const one = async (text: string, params: unknown[]) => (await sql<{ id: string }>(text, params))[0]?.id ?? '';

  async function seedWork(t: TestTenant, orderNo: string) {
    const { api, order } = await producingOrder(s, t, orderNo);
    const bed = await newBed(api, order.id);
    const plan = splitPlan(25, 2, { colors: ['黑色', '白色'], sizes: ['S', 'M'], grid: [[{ input: 25, bundles: 2 }, { input: 10, bundles: 1 }], [{ input: 7, bundles: 2 }, { input: 0, bundles: 0 }]] });
    const generated = await api('POST', `/api/eticket/cuttingTime/${bed.id}/generateBundles`, plan);
    if (generated.status !== 200) throw new Error(generated.text);
    const bundles = await sql<{ id: string; qty: number }>('select id, qty from bundles where tenant_id = $1 and order_id = $2 order by bundle_no', [t.id, order.id]);
    const procedures = await sql<{ id: string; name: string }>('select id, name from order_procedures where tenant_id = $1 and order_id = $2 order by seq', [t.id, order.id]);
    return { order, bundles, procedures };
  }

  let n = 0;
  async function record(t: TestTenant, r: { user: string; org: string | null; orderId: string; bundle: string; procedure: { id: string; name: string }; qty: number; price: string; date: string; status?: string }) {
    n += 1;
    await sql(
      `insert into ticket_logs (tenant_id, user_id, organization_id, order_id, bundle_id, order_procedure_id, procedure_name, qty, unit_price, amount, business_date, source, reported_by_user_id, status, client_request_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8::int, $9::numeric, $8::int * $9::numeric, $10, 'web', $2, $11, $12)`,
      [t.id, r.user, r.org, r.orderId, r.bundle, r.procedure.id, r.procedure.name, r.qty, r.price, r.date, r.status ?? 'valid', `req-${String(n)}`],
    );
  }

  async function roleWith(t: TestTenant, name: string, scope: string, permissions: readonly string[]) {
    const id = await one('insert into roles (tenant_id, name, normalized_name, data_scope) values ($1, $2, $2, $3) returning id', [t.id, name, scope]);
    for (const p of permissions) await sql('insert into role_permissions (tenant_id, role_id, permission) values ($1, $2, $3)', [t.id, id, p]);
    return id;
  }

  async function user(t: TestTenant, userName: string, name: string, organizationId: string) {
    const [hash] = await sql<{ password_hash: string }>('select password_hash from users where tenant_id = $1 and id = $2', [t.id, t.adminId]);
    return one('insert into users (tenant_id, user_name, normalized_user_name, name, password_hash, organization_id, is_worker) values ($1, $2, $2, $3, $4, $5, true) returning id', [
      t.id,
      userName,
      name,
      hash?.password_hash ?? '',
      organizationId,
    ]);
  }

  const report = async (api: Api, kind: string, extra = '') => {
    const r = await api<ReportDto>('GET', `/api/eticket/report?kind=${kind}&${RANGE}${extra}`);
    expect(r.status, r.text).toBe(200);
    return r.body;
  };

  beforeAll(async () => {
    s = await createTestServer(engine);
    a = await s.addTenant('rpta');
    b = await s.addTenant('rptb');
    org.shop = await one("insert into organizations (tenant_id, name, parent_id) values ($1, '一车间', null) returning id", [a.id]);
    org.g1 = await one("insert into organizations (tenant_id, name, parent_id, sort) values ($1, '缝制一组', $2, 1) returning id", [a.id, org.shop]);
    org.g2 = await one("insert into organizations (tenant_id, name, parent_id, sort) values ($1, '缝制二组', $2, 2) returning id", [a.id, org.shop]);
    await sql("update users set organization_id = $1, name = '张三', employee_no = 'A01' where tenant_id = $2 and id = $3", [org.g1, a.id, a.workerId]);
    const w2 = await user(a, 'lisi', '李四', org.g2);
    const lead = await user(a, 'lead2', '二组长', org.g2);
    await sql('insert into user_roles (tenant_id, user_id, role_id) values ($1, $2, $3)', [a.id, lead, await roleWith(a, '组长', 'organization', [P.ReportCenter])]);

    const { order, bundles, procedures } = await seedWork(a, 'DD-RPT');
    orderQty = order.totalQty;
    cutQty = bundles.reduce((sum, x) => sum + x.qty, 0);
    const [b1, b2] = bundles;
    const [p1, p2, p3] = procedures;
    if (!b1 || !b2 || !p1 || !p2 || !p3) throw new Error('seed');
    const w1 = a.workerId;
    const base = { orderId: order.id };
    await record(a, { ...base, user: w1, org: org.g1, bundle: b1.id, procedure: p1, qty: 10, price: '1.2', date: '2026-11-10' });
    await record(a, { ...base, user: w1, org: org.g1, bundle: b1.id, procedure: p2, qty: 10, price: '0.8', date: '2026-11-10' });
    await record(a, { ...base, user: w1, org: org.g1, bundle: b2.id, procedure: p3, qty: 1, price: '0.33125', date: '2026-11-10' });
    await record(a, { ...base, user: w2, org: org.g2, bundle: b1.id, procedure: p3, qty: 4, price: '0.33125', date: '2026-11-11' });
    await record(a, { ...base, user: w2, org: org.g2, bundle: b2.id, procedure: p1, qty: 5, price: '1.2', date: '2026-11-11', status: 'pending' });
    await record(a, { ...base, user: w2, org: org.g2, bundle: b2.id, procedure: p2, qty: 7, price: '0.8', date: '2026-11-11', status: 'revoked' });
    // Outside the range: never counted.
    await record(a, { ...base, user: w2, org: org.g2, bundle: b2.id, procedure: p2, qty: 3, price: '0.8', date: '2026-12-01' });

    const other = await seedWork(b, 'DD-B');
    const ob = other.bundles[0];
    const op = other.procedures[0];
    if (!ob || !op) throw new Error('seed b');
    await record(b, { orderId: other.order.id, user: b.workerId, org: null, bundle: ob.id, procedure: op, qty: 9, price: '100', date: '2026-11-10' });
    admin = await apiFor(s, a.name);
  }, 120_000);
  afterAll(() => s.close());

  it('production daily: pieces, amount (exact, rounded once), workers and records per day and organization', async () => {
    const r = await report(admin, 'productionDaily');
    expect(r.rows).toEqual([
      { businessDate: '2026-11-10', organization: '缝制一组', qty: 21, amount: '20.33', workers: 1, records: 3 },
      { businessDate: '2026-11-11', organization: '缝制二组', qty: 9, amount: '7.33', workers: 1, records: 2 },
    ]);
    // 20.33125 + 7.325 = 27.65625 → 27.66 (rounded once, not a sum of rounded rows).
    expect(r.totals).toMatchObject({ qty: 30, amount: '27.66', workers: 2, records: 5 });
    expect(r.chart?.points).toEqual([
      { category: '2026-11-10', values: { qty: 21 } },
      { category: '2026-11-11', values: { qty: 9 } },
    ]);
  });

  it('worker output ranks by amount; procedure output sums per procedure', async () => {
    const workers = await report(admin, 'workerOutput');
    expect(workers.rows.map((row) => [row.rank, row.name, row.employeeNo, row.organization, row.qty, row.amount, row.records])).toEqual([
      [1, '张三', 'A01', '缝制一组', 21, '20.33', 3],
      [2, '李四', null, '缝制二组', 9, '7.33', 2],
    ]);
    const procedures = await report(admin, 'procedureOutput');
    expect(procedures.rows.map((row) => [row.procedureName, row.qty, row.amount, row.workers, row.records])).toEqual([
      ['做领', 15, '18.00', 2, 2],
      ['上领', 10, '8.00', 1, 1],
      ['钉扣', 5, '1.66', 2, 2],
    ]);
    expect(procedures.totals).toMatchObject({ qty: 30, amount: '27.66', workers: 2, records: 5 });
  });

  it('organization output rolls sub-organizations up; the organization filter covers a subtree', async () => {
    const r = await report(admin, 'organizationOutput');
    expect(r.rows.map((row) => [row.organization, row.qty, row.amount, row.headcount, row.records])).toEqual([
      ['一车间', 30, '27.66', 2, 5],
      ['\u3000缝制一组', 21, '20.33', 1, 3],
      ['\u3000缝制二组', 9, '7.33', 1, 2],
    ]);
    expect(r.totals).toMatchObject({ qty: 30, amount: '27.66', headcount: 2 });
    const g2 = await report(admin, 'workerOutput', `&organizationId=${org.g2 ?? ''}`);
    expect(g2.rows.map((row) => row.name)).toEqual(['李四']);
  });

  it('order progress: cut, reported and completed = Σ over bundles of the least-reported procedure', async () => {
    const r = await report(admin, 'orderProgress', '&keyword=rpt');
    expect(r.rows).toEqual([
      {
        orderNo: 'DD-RPT',
        styleNo: 'ST-DD-RPT',
        productName: '男式长袖衬衫',
        orderedQty: orderQty,
        cutQty,
        procedures: 3,
        reportedQty: 33,
        slowestProcedure: '钉扣',
        slowestQty: 5,
        // bundle 1: min(10, 10, 4) = 4; bundle 2: 上领 has only a revoked record and one in December → min(5, 3, 1) = 1.
        completedQty: 5,
        completion: Math.round((5 * 1000) / orderQty) / 10,
      },
    ]);
    expect((await report(admin, 'orderProgress', '&keyword=nothing-like-it')).rows).toEqual([]);
  });

  it('cutting: beds, bundles and cut pieces per day and style', async () => {
    const r = await report(admin, 'cutting');
    expect(r.rows).toEqual([{ cutDate: '2026-11-03', style: 'ST-DD-RPT 男式长袖衬衫', beds: 1, bundles: 5, cutQty }]);
  });

  it('a leader scoped to an organization sees only its work; another tenant never', async () => {
    const leader = await apiFor(s, a.name, 'lead2');
    const r = await report(leader, 'productionDaily');
    expect(r.rows.map((row) => row.organization)).toEqual(['缝制二组']);
    expect(r.totals).toMatchObject({ qty: 9, workers: 1 });
    const other = await report(await apiFor(s, b.name), 'workerOutput');
    expect(other.totals).toMatchObject({ qty: 9, amount: '900.00' });
  });

  it('403 without the report permission, before the query is read; 400 for bad input and a foreign organization', async () => {
    const worker = await apiFor(s, a.name, 'worker');
    const denied = await worker('GET', '/api/eticket/report?kind=nonsense');
    expect(denied.status).toBe(403);
    expect((await worker('GET', `/api/eticket/report/export?kind=cutting&${RANGE}`)).status).toBe(403);
    const bad = await admin<{ error: { validationErrors: { members: string[] }[] } }>('GET', '/api/eticket/report?kind=nonsense&from=2026-11-02&to=2026-11-01');
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors.flatMap((e) => e.members).sort()).toEqual(['kind', 'to']);
    const [foreign] = await sql<{ id: string }>("insert into organizations (tenant_id, name) values ($1, '别家') returning id", [b.id]);
    const cross = await admin('GET', `/api/eticket/report?kind=workerOutput&${RANGE}&organizationId=${foreign?.id ?? ''}`);
    expect(cross.status).toBe(400);
    expect((await admin('GET', '/api/eticket/report?kind=workerOutput&from=2024-01-01&to=2026-11-30')).status).toBe(400);
  });

  it('exports the same table with a total row as .xlsx', async () => {
    const token = (await login(s.app, a.name, 'admin')).accessToken;
    const response = await s.app.request(`/api/eticket/report/export?kind=procedureOutput&${RANGE}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-Hans' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).filter((row) => Array.isArray(row)).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['工序', '数量', '金额', '人数', '记录数']);
    expect(rows[1]).toEqual(['做领', 15, 18, 2, 2]);
    expect(rows.at(-1)).toEqual(['合计', 30, 27.66, 2, 5]);
  });
});
