import { TenantPermissions as P } from '@eticket/core/abp';
import type { WageOrgMemberPageDto, WageOrgMonthStatisticsDto, WageYearStatisticsDto } from '@eticket/core/wages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { apiFor, type Api } from '../production/test-data';
import { scanFloor, type ScanFloor } from '../scanning/test-data';
import { settleDay } from './test-data';

/**
 * Year and month-organization statistics on a hand-computed fixture (2025): exact nets per worker and month,
 * organizations with their subtrees, data scope, another tenant, permission and bad input.
 */
describe.each(ENGINES)('wage statistics on %s', (engine) => {
  let s: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let floorA: ScanFloor;
  let admin: Api;
  let otherAdmin: Api;
  const org = { shop: '', g1: '', g2: '', otherTenant: '' };
  const who = { w1: '', w2: '', w3: '', w4: '' };

  const one = async (text: string, params: unknown[]) => (await ownerRows<{ id: string }>(s.database, text, params))[0]?.id ?? '';
  let n = 0;
  async function record(t: TestTenant, floor: ScanFloor, user: string, qty: number, price: string, date: string, status: 'valid' | 'revoked' = 'valid') {
    n += 1;
    const bundle = floor.bundles[0]?.id ?? '';
    const procedure = floor.procedureIds[0] ?? '';
    await ownerRows(
      s.database,
      `insert into ticket_logs (tenant_id, user_id, order_id, bundle_id, order_procedure_id, procedure_name, qty, unit_price, amount, business_date, source, reported_by_user_id, status, client_request_id)
       values ($1, $2, $3, $4, $5, '工序', $6::int, $7::numeric, $6::int * $7::numeric, $8, 'web', $2, $9, $10)`,
      [t.id, user, floor.order.id, bundle, procedure, qty, price, date, status, `stat-${String(n)}`],
    );
  }
  const adjust = (t: TestTenant, user: string, type: string, amount: string, date: string) =>
    ownerRows(s.database, "insert into wage_adjustments (tenant_id, user_id, business_date, type, amount, reason) values ($1, $2, $3, $4, $5, 'test')", [t.id, user, date, type, amount]);
  async function user(t: TestTenant, userName: string, name: string, organizationId: string | null, employeeNo: string) {
    const [hash] = await ownerRows<{ password_hash: string }>(s.database, 'select password_hash from users where tenant_id = $1 and id = $2', [t.id, t.adminId]);
    return one(
      'insert into users (tenant_id, user_name, normalized_user_name, name, password_hash, organization_id, employee_no, is_worker) values ($1, $2, $2, $3, $4, $5, $6, true) returning id',
      [t.id, userName, name, hash?.password_hash ?? '', organizationId, employeeNo],
    );
  }
  const get = async <T>(api: Api, path: string) => {
    const reply = await api<T>('GET', path);
    expect(reply.status, reply.text).toBe(200);
    return reply.body;
  };

  beforeAll(async () => {
    s = await createTestServer(engine);
    a = await s.addTenant('stata');
    b = await s.addTenant('statb');
    floorA = await scanFloor(s, a, 'DD-STAT', 4, 1);
    const floorB = await scanFloor(s, b, 'DD-STATB', 4, 1);
    admin = floorA.admin;
    otherAdmin = floorB.admin;
    org.shop = await one("insert into organizations (tenant_id, name, parent_id, sort) values ($1, '一车间', null, 1) returning id", [a.id]);
    org.g1 = await one("insert into organizations (tenant_id, name, parent_id, sort) values ($1, '缝制一组', $2, 1) returning id", [a.id, org.shop]);
    org.g2 = await one("insert into organizations (tenant_id, name, parent_id, sort) values ($1, '缝制二组', $2, 2) returning id", [a.id, org.shop]);
    org.otherTenant = await one("insert into organizations (tenant_id, name) values ($1, 'B 车间') returning id", [b.id]);
    who.w1 = a.workerId;
    await ownerRows(s.database, "update users set organization_id = $1, name = '张三', employee_no = 'A01' where tenant_id = $2 and id = $3", [org.g1, a.id, who.w1]);
    who.w2 = await user(a, 'lisi', '李四', org.g2, 'A02');
    who.w3 = await user(a, 'wangwu', '王五', org.shop, 'A03');
    who.w4 = await user(a, 'zhaoliu', '赵六', null, 'A04');

    // February: w1 6.00, w2 4.80.
    await record(a, floorA, who.w1, 5, '1.2', '2025-02-05');
    await record(a, floorA, who.w2, 4, '1.2', '2025-02-28');
    // March: w1 12.0000 + round(3 × 0.123456, 4) = 0.3704 → 12.37 (the revoked record never counts);
    // w2 round(0.33125, 4) = 0.3313 + 0.67 → 1.00; w3 16.00 − 2.50 → 13.50.
    await record(a, floorA, who.w1, 10, '1.2', '2025-03-10');
    await record(a, floorA, who.w1, 3, '0.123456', '2025-03-11');
    await settleDay(s, a.id, who.w1, '2025-03-11', 'WS-STAT');
    await record(a, floorA, who.w1, 7, '0.8', '2025-03-12', 'revoked');
    await record(a, floorA, who.w2, 1, '0.33125', '2025-03-01');
    await adjust(a, who.w2, 'subsidy', '0.67', '2025-03-20');
    await record(a, floorA, who.w3, 20, '0.8', '2025-03-31');
    await adjust(a, who.w3, 'penalty', '2.50', '2025-03-15');
    // December 2.40 for the worker without an organization; January 2026 is another year.
    await record(a, floorA, who.w4, 2, '1.2', '2025-12-31');
    await record(a, floorA, who.w4, 1, '1.2', '2026-01-01');
    // Tenant B earns in the same months: it must never show in A.
    await record(b, floorB, b.workerId, 100, '9', '2025-03-10');
    await adjust(b, b.workerId, 'bonus', '50.00', '2025-02-10');
  }, 120_000);
  afterAll(() => s.close());

  it('year per worker: twelve exact months, Σ months = total; the totals cover every row, the page only some', async () => {
    const year = await get<WageYearStatisticsDto>(admin, '/api/eticket/wage/yearStatistics?year=2025&maxResultCount=100');
    const pick = (i: number) => year.items.map((r) => r.months[i]?.amount);
    expect(year.items.map((r) => [r.name, r.employeeNo, r.organizationName, r.pieceQty, r.total])).toEqual([
      ['张三', 'A01', '缝制一组', 18, '18.37'],
      ['李四', 'A02', '缝制二组', 5, '5.80'],
      ['王五', 'A03', '一车间', 20, '13.50'],
      ['赵六', 'A04', null, 2, '2.40'],
    ]);
    expect(pick(1)).toEqual(['6.00', '4.80', '0.00', '0.00']);
    expect(pick(2)).toEqual(['12.37', '1.00', '13.50', '0.00']);
    expect(pick(11)).toEqual(['0.00', '0.00', '0.00', '2.40']);
    expect(year.totalCount).toBe(4);
    expect(year.totals).toMatchObject({ pieceQty: 45, total: '40.07', headcount: 4 });
    expect(year.totals.months.map((m) => [m.amount, m.headcount])).toEqual([
      ['0.00', 0], ['10.80', 2], ['26.87', 3], ['0.00', 0], ['0.00', 0], ['0.00', 0],
      ['0.00', 0], ['0.00', 0], ['0.00', 0], ['0.00', 0], ['0.00', 0], ['2.40', 1],
    ]);

    const second = await get<WageYearStatisticsDto>(admin, '/api/eticket/wage/yearStatistics?year=2025&skipCount=2&maxResultCount=1');
    expect(second.items.map((r) => r.name)).toEqual(['王五']);
    expect(second.totalCount).toBe(4);
    expect(second.totals.total).toBe('40.07');

    const shop = await get<WageYearStatisticsDto>(admin, `/api/eticket/wage/yearStatistics?year=2025&organizationId=${org.g2}`);
    expect(shop.items.map((r) => r.name)).toEqual(['李四']);
    expect(shop.totals.total).toBe('5.80');

    const next = await get<WageYearStatisticsDto>(admin, '/api/eticket/wage/yearStatistics?year=2026');
    expect(next.items.map((r) => [r.name, r.total])).toEqual([['赵六', '1.20']]);
  });

  it('year per organization: direct members, tree order, the workers without one last', async () => {
    const year = await get<WageYearStatisticsDto>(admin, '/api/eticket/wage/yearStatistics?year=2025&groupBy=organization');
    expect(year.items.map((r) => [r.key, r.name, r.headcount, r.total])).toEqual([
      [org.shop, '一车间', 1, '13.50'],
      [org.g1, '缝制一组', 1, '18.37'],
      [org.g2, '缝制二组', 1, '5.80'],
      ['', '', 1, '2.40'],
    ]);
    expect(year.totals.total).toBe('40.07');
  });

  it('month per organization: own members plus the subtree, average per head to the fen, change against last month', async () => {
    const month = await get<WageOrgMonthStatisticsDto>(admin, '/api/eticket/wage/monthOrganizationStatistics?month=2025-03');
    expect(month.previousMonth).toBe('2025-02');
    expect(month.items.map((r) => [r.name, r.depth, r.headcount, r.pieceQty, r.amount, r.average, r.previous.amount, r.previous.headcount, r.change, r.changePercent])).toEqual([
      ['一车间', 0, 3, 34, '26.87', '8.96', '10.80', 2, '16.07', '148.8'],
      ['缝制一组', 1, 1, 13, '12.37', '12.37', '6.00', 1, '6.37', '106.2'],
      ['缝制二组', 1, 1, 1, '1.00', '1.00', '4.80', 1, '-3.80', '-79.2'],
    ]);
    expect(month.total).toMatchObject({ headcount: 3, amount: '26.87', average: '8.96', change: '16.07' });

    const december = await get<WageOrgMonthStatisticsDto>(admin, '/api/eticket/wage/monthOrganizationStatistics?month=2025-12');
    expect(december.items.map((r) => [r.organizationId, r.amount, r.changePercent])).toEqual([[null, '2.40', null]]);
    // January compares with December of the year before.
    const january = await get<WageOrgMonthStatisticsDto>(admin, '/api/eticket/wage/monthOrganizationStatistics?month=2026-01');
    expect(january.total).toMatchObject({ amount: '1.20', change: '-1.20', changePercent: '-50.0' });
  });

  it("members: an organization's subtree, the month and the one before, paged", async () => {
    const shop = await get<WageOrgMemberPageDto>(admin, `/api/eticket/wage/monthOrganizationStatistics/members?month=2025-03&organizationId=${org.shop}`);
    expect(shop.items.map((r) => [r.name, r.organizationName, r.pieceQty, r.pieceAmount, r.additionAmount, r.deductionAmount, r.amount, r.previousAmount])).toEqual([
      ['王五', '一车间', 20, '16.0000', '0.00', '2.50', '13.50', '0.00'],
      ['张三', '缝制一组', 13, '12.3704', '0.00', '0.00', '12.37', '6.00'],
      ['李四', '缝制二组', 1, '0.3313', '0.67', '0.00', '1.00', '4.80'],
    ]);
    const g2 = await get<WageOrgMemberPageDto>(admin, `/api/eticket/wage/monthOrganizationStatistics/members?month=2025-03&organizationId=${org.g2}&maxResultCount=1`);
    expect(g2).toEqual({ totalCount: 1, items: [expect.objectContaining({ userId: who.w2, amount: '1.00', previousAmount: '4.80' })] });
  });

  it('members without an organization: the month\'s 未分组织 row opens its workers; with an organization too → 400', async () => {
    const members = '/api/eticket/wage/monthOrganizationStatistics/members';
    const december = await get<WageOrgMemberPageDto>(admin, `${members}?month=2025-12&withoutOrganization=true`);
    expect(december.items.map((r) => [r.userId, r.organizationName, r.pieceQty, r.amount, r.previousAmount])).toEqual([[who.w4, null, 2, '2.40', '0.00']]);
    // January 2026 against December: the same worker, the row the month shows.
    const january = await get<WageOrgMemberPageDto>(admin, `${members}?month=2026-01&withoutOrganization=true`);
    expect(january.items.map((r) => [r.name, r.amount, r.previousAmount])).toEqual([['赵六', '1.20', '2.40']]);
    // March has no such worker with figures: none, where the whole company has three.
    expect(await get<WageOrgMemberPageDto>(admin, `${members}?month=2025-03&withoutOrganization=true`)).toEqual({ items: [], totalCount: 0 });
    expect((await get<WageOrgMemberPageDto>(admin, `${members}?month=2025-03&withoutOrganization=false`)).totalCount).toBe(3);

    const both = await admin<{ error: { validationErrors?: { message: string; members: string[] }[] } }>('GET', `${members}?month=2025-12&withoutOrganization=true&organizationId=${org.g1}`);
    expect(both.status).toBe(400);
    expect(both.body.error.validationErrors).toEqual([{ message: '请选择一个组织或未分组织的员工，不能同时选择', members: ['withoutOrganization'] }]);
    expect((await admin('GET', `${members}?month=2025-12&withoutOrganization=maybe`)).status).toBe(400);
  });

  it('data scope: a lead with the organization scope sees their organization only', async () => {
    const lead = await user(a, 'lead2', '二组长', org.g2, 'L02');
    const role = await one("insert into roles (tenant_id, name, normalized_name, data_scope) values ($1, '组长', '组长', 'organization') returning id", [a.id]);
    await ownerRows(s.database, 'insert into role_permissions (tenant_id, role_id, permission) values ($1, $2, $3)', [a.id, role, P.SalaryManagement]);
    await ownerRows(s.database, 'insert into user_roles (tenant_id, user_id, role_id) values ($1, $2, $3)', [a.id, lead, role]);
    const api = await apiFor(s, a.name, 'lead2');
    const year = await get<WageYearStatisticsDto>(api, '/api/eticket/wage/yearStatistics?year=2025');
    expect(year.items.map((r) => r.name)).toEqual(['李四']);
    expect(year.totals.total).toBe('5.80');
    const month = await get<WageOrgMonthStatisticsDto>(api, '/api/eticket/wage/monthOrganizationStatistics?month=2025-03');
    expect(month.items.map((r) => [r.name, r.amount])).toEqual([
      ['一车间', '1.00'],
      ['缝制二组', '1.00'],
    ]);
    const members = await get<WageOrgMemberPageDto>(api, `/api/eticket/wage/monthOrganizationStatistics/members?month=2025-03&organizationId=${org.shop}`);
    expect(members.items.map((r) => r.name)).toEqual(['李四']);
  });

  it('another tenant sees none of it and may not name its organizations; no permission → 403; bad input → 400', async () => {
    const year = await get<WageYearStatisticsDto>(otherAdmin, '/api/eticket/wage/yearStatistics?year=2025');
    expect(year.items.map((r) => r.total)).toEqual(['950.00']);
    expect((await get<WageOrgMonthStatisticsDto>(otherAdmin, '/api/eticket/wage/monthOrganizationStatistics?month=2025-03')).total.amount).toBe('900.00');
    const foreign = await admin('GET', `/api/eticket/wage/yearStatistics?year=2025&organizationId=${org.otherTenant}`);
    expect(foreign.status).toBe(400);
    expect(foreign.text).toContain('organizationId');
    expect((await admin('GET', `/api/eticket/wage/monthOrganizationStatistics/members?month=2025-03&organizationId=${org.otherTenant}`)).status).toBe(400);

    const worker = floorA.worker;
    for (const path of ['yearStatistics?year=2025', 'yearStatistics/export?year=2025', 'monthOrganizationStatistics?month=2025-03', 'monthOrganizationStatistics/members?month=2025-03', 'monthOrganizationStatistics/export?month=2025-03']) {
      expect((await worker('GET', `/api/eticket/wage/${path}`)).status, path).toBe(403);
    }
    for (const path of ['yearStatistics', 'yearStatistics?year=abc', 'yearStatistics?year=2025&groupBy=team', 'monthOrganizationStatistics?month=2025-13', 'monthOrganizationStatistics/members?month=2025-03&organizationId=x']) {
      const reply = await admin<{ error: { code: string; validationErrors?: unknown[] } }>('GET', `/api/eticket/wage/${path}`);
      expect(reply.status, path).toBe(400);
    }
  });

  it('exports are .xlsx of the same figures', async () => {
    for (const path of ['yearStatistics/export?year=2025', 'yearStatistics/export?year=2025&groupBy=organization', 'monthOrganizationStatistics/export?month=2025-03']) {
      const reply = await admin('GET', `/api/eticket/wage/${path}`);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get('content-type')).toContain('spreadsheetml');
    }
  });
});
