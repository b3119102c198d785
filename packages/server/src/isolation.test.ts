import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from './routes/index';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer, type TestTenant } from './test/fixtures';

/**
 * Tenant A's token never sees or changes tenant B's rows, on every tenant-scoped endpoint; B's ids are
 * 404 for A. B's data carries a marker so any leak in any response body is caught.
 */
const MARKER = 'BETA-ONLY';

describe.each(ENGINES)('tenant isolation on %s', (engine) => {
  let s: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let tokenA: string;
  let bApplications: string[];
  let bNotices: string[];

  const apply = (tenantName: string, userName: string, name: string) =>
    call(s.app, 'POST', '/api/eticket/joinApplication', { body: { tenantName, name, userName, password: 'pass1234', message: name } });

  beforeAll(async () => {
    s = await createTestServer(engine, { loginLimits: { joinPerIp: 10_000 } });
    a = await s.addTenant('alpha');
    b = await s.addTenant(`beta`);
    await ownerRows(s.database, 'update users set name = $2 where tenant_id = $1', [b.id, `${MARKER} 用户`]);
    await ownerRows(s.database, "insert into settings (tenant_id, name, value) values ($1, 'Eticket.Ticket.CodePrefix', $2)", [b.id, MARKER]);
    for (let i = 0; i < 3; i += 1) await apply('beta', `b${String(i)}`, `${MARKER}-${String(i)}`);
    await apply('alpha', 'a0', 'alpha applicant');
    tokenA = (await login(s.app, 'alpha', 'admin')).accessToken;
    bApplications = (await ownerRows<{ id: string }>(s.database, 'select id from join_applications where tenant_id = $1', [b.id])).map((r) => r.id);
    bNotices = (await ownerRows<{ id: string }>(s.database, 'select id from notices where tenant_id = $1', [b.id])).map((r) => r.id);
  });
  afterAll(() => s.close());

  const leaks = (text: string) => [MARKER, b.id, ...bApplications, ...bNotices, b.adminId, b.workerId].filter((needle) => text.includes(needle));

  it('every tenant GET route without parameters answers A without any of B’s data', async () => {
    const routes = ROUTES.filter((r) => r.method === 'GET' && !r.path.includes(':'));
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      const r = await call(s.app, 'GET', route.path, { token: tokenA });
      expect(r.status, route.path).toBeLessThan(500);
      expect(leaks(r.text), route.path).toEqual([]);
    }
  });

  it("every route with an {id} answers 404 for B's ids, and B's rows stay unchanged", async () => {
    const routes = ROUTES.filter((r) => r.path.includes(':id') && r.access.kind !== 'public');
    expect(routes.length).toBeGreaterThanOrEqual(3);
    const before = await ownerRows(s.database, 'select id, status, concurrency_stamp from join_applications where tenant_id = $1 order by id', [b.id]);
    for (const route of routes) {
      for (const id of [...bApplications, ...bNotices]) {
        const r = await call(s.app, route.method, route.path.replace(':id', id), { token: tokenA, ...(route.method === 'GET' ? {} : { body: {} }) });
        expect(r.status, `${route.method} ${route.path}`).toBe(404);
        expect(leaks(r.text)).toEqual([]);
      }
    }
    expect(await ownerRows(s.database, 'select id, status, concurrency_stamp from join_applications where tenant_id = $1 order by id', [b.id])).toEqual(before);
  });

  it("A's writes land in A only (password change, pass/reject of A's own applications)", async () => {
    const bUsersBefore = await ownerRows(s.database, 'select id, password_hash from users where tenant_id = $1 order by id', [b.id]);
    expect((await call(s.app, 'PUT', '/api/eticket/session/password', { token: tokenA, body: { currentPassword: 'secret123', newPassword: 'secret456' } })).status).toBe(204);
    expect(await ownerRows(s.database, 'select id, password_hash from users where tenant_id = $1 order by id', [b.id])).toEqual(bUsersBefore);
    const bAudit = await ownerRows(s.database, 'select count(*)::int as n from audit_logs where tenant_id = $1 and user_id = $2', [b.id, a.adminId]);
    expect(bAudit).toEqual([{ n: 0 }]);
  });

  it('random interleavings of both tenants never cross over (fast-check)', async () => {
    const tokenB = (await login(s.app, 'beta', 'admin')).accessToken;
    const tokens = { alpha: tokenA, beta: tokenB };
    let counter = 0;
    type Op = { who: 'alpha' | 'beta'; kind: 'apply' | 'listNotices' | 'listApps' | 'pass' | 'reject' | 'get'; pick: number };
    const op = fc.record({
      who: fc.constantFrom<'alpha' | 'beta'>('alpha', 'beta'),
      kind: fc.constantFrom<Op['kind']>('apply', 'listNotices', 'listApps', 'pass', 'reject', 'get'),
      pick: fc.nat(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const { who, kind, pick } of ops) {
          const other = who === 'alpha' ? 'beta' : 'alpha';
          const tenantIds = { alpha: a.id, beta: b.id };
          const ids = await ownerRows<{ id: string; tenant_id: string }>(s.database, 'select id, tenant_id from join_applications');
          const target = ids.length === 0 ? undefined : ids[pick % ids.length];
          let response;
          switch (kind) {
            case 'apply':
              counter += 1;
              response = await apply(who, `u${String(counter)}`, `${who}-${String(counter)}`);
              break;
            case 'listNotices':
              response = await call(s.app, 'GET', '/api/eticket/notice?maxResultCount=1000', { token: tokens[who] });
              break;
            case 'listApps':
              response = await call(s.app, 'GET', '/api/eticket/joinApplication?maxResultCount=1000', { token: tokens[who] });
              break;
            default: {
              if (!target) continue;
              const path = kind === 'get' ? `/api/eticket/joinApplication/${target.id}` : `/api/eticket/joinApplication/${target.id}/${kind}`;
              response = await call(s.app, kind === 'get' ? 'GET' : 'POST', path, { token: tokens[who] });
              if (target.tenant_id !== tenantIds[who]) expect(response.status).toBe(404);
            }
          }
          expect(response.status).toBeLessThan(500);
          expect(response.text.includes(tenantIds[other])).toBe(false);
          expect(response.text.includes(`"${other}-`)).toBe(false);
          const foreign = await ownerRows(s.database, 'select id from join_applications where tenant_id = $1', [tenantIds[other]]);
          for (const f of foreign as { id: string }[]) if (kind.startsWith('list')) expect(response.text.includes(f.id)).toBe(false);
        }
      }),
      { numRuns: 25 },
    );
  });
});
