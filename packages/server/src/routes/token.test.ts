import { ABP_ERROR_FORMAT_HEADER, type TokenResponse } from '@eticket/core/abp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestServer, ENGINES, login, ownerRows, PASSWORD, type TestServer, type TestTenant } from '../test/fixtures';

describe.each(ENGINES)('tokens on %s', (engine) => {
  let s: TestServer;
  let t: TestTenant;

  beforeAll(async () => {
    s = await createTestServer(engine, { env: { REFRESH_GRACE_SECONDS: '5' } });
    t = await s.addTenant('acme');
    await s.addHostAdmin();
  });
  afterAll(() => s.close());

  describe('login', () => {
    it('a tenant user gets {tenantId, accessToken, refreshToken, expiresIn}', async () => {
      const r = await call(s.app, 'POST', '/api/eticket/token', { body: { tenantName: 'ACME', userName: 'Admin', password: PASSWORD } });
      expect(r.status).toBe(200);
      const body = r.body as TokenResponse;
      expect(body).toEqual({ tenantId: t.id, accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 600 });
      const session = await call(s.app, 'GET', '/api/eticket/session/current', { token: body.accessToken });
      expect(session.body).toMatchObject({ userName: 'admin', tenantInfo: { name: 'acme 服装厂', maxUserQuantity: 20 } });
    });

    it('a host user logs in without a tenant name and gets tenantId null', async () => {
      for (const tenantName of [undefined, null, '', '  ']) {
        const r = await call(s.app, 'POST', '/api/eticket/token', { body: { tenantName, userName: 'admin', password: PASSWORD } });
        expect(r.status).toBe(200);
        expect((r.body as TokenResponse).tenantId).toBeNull();
      }
    });

    it('unknown user, unknown tenant and wrong password give the identical answer', async () => {
      const attempts = [
        { tenantName: 'acme', userName: 'admin', password: 'wrong-one' },
        { tenantName: 'acme', userName: 'nobody', password: PASSWORD },
        { tenantName: 'no-such-company', userName: 'admin', password: PASSWORD },
        { userName: 'nobody', password: PASSWORD },
      ];
      const answers = [];
      for (const body of attempts) {
        const r = await call(s.app, 'POST', '/api/eticket/token', { body, headers: { 'x-forwarded-for': '10.9.9.9' } });
        answers.push({ status: r.status, body: r.body, abp: r.headers.get(ABP_ERROR_FORMAT_HEADER) });
      }
      for (const a of answers) expect(a).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({ status: 400, abp: 'true', body: { error: { code: 'InvalidCredentials', message: '公司名、用户名或密码错误。' } } });
    });

    it('every attempt is audited: host log always, tenant log when the tenant exists', async () => {
      const marker = `audit-${String(Date.now())}`;
      await call(s.app, 'POST', '/api/eticket/token', { body: { tenantName: 'acme', userName: 'admin', password: 'nope' }, headers: { 'x-correlation-id': marker } });
      const tenantRows = await ownerRows<{ kind: string; status: number; ip: string | null }>(s.database, 'select kind, status, ip from audit_logs where correlation_id = $1', [marker]);
      expect(tenantRows).toEqual([{ kind: 'login', status: 400, ip: expect.any(String) }]);
      const hostRows = await ownerRows(s.database, 'select reason from host_audit_logs where correlation_id = $1 order by execution_time', [marker]);
      expect(hostRows).toEqual([{ reason: 'login: limits and lookup' }, { reason: 'login: result' }]);
    });

    it('an inactive tenant cannot log in (with the right password) and says so', async () => {
      await s.addTenant('sleepy', { isActive: false });
      const r = await call(s.app, 'POST', '/api/eticket/token', { body: { tenantName: 'sleepy', userName: 'admin', password: PASSWORD }, headers: { 'accept-language': 'c=en|uic=en' } });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ error: { message: 'Your company account has been disabled. Please contact the platform administrator.' } });
    });

    it('an expired tenant can still log in (read-only)', async () => {
      await s.addTenant('lapsed', { days: -2 });
      expect((await login(s.app, 'lapsed', 'admin')).tenantId).toEqual(expect.any(String));
    });

    it('validates the body with per-field errors', async () => {
      const r = await call(s.app, 'POST', '/api/eticket/token', { body: { tenantName: 'acme' } });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        error: {
          code: 'Validation',
          validationErrors: [
            { message: '此项为必填项。', members: ['userName'] },
            { message: '此项为必填项。', members: ['password'] },
          ],
        },
      });
    });
  });

  describe('refresh', () => {
    const refresh = (token: string) => call(s.app, 'POST', '/api/eticket/token/refresh', { body: { refreshToken: token } });

    it('rotates: a new refresh token and a working access token', async () => {
      const first = await login(s.app, 'acme', 'admin');
      const r = await refresh(first.refreshToken);
      expect(r.status).toBe(200);
      const next = r.body as TokenResponse;
      expect(next.tenantId).toBe(t.id);
      expect(next.refreshToken).not.toBe(first.refreshToken);
      expect((await call(s.app, 'GET', '/api/eticket/session/current', { token: next.accessToken })).status).toBe(200);
      expect((await refresh(next.refreshToken)).status).toBe(200);
    });

    it('a reused old token after the grace window revokes the whole family', async () => {
      const first = await login(s.app, 'acme', 'admin');
      const second = (await refresh(first.refreshToken)).body as TokenResponse;
      s.clock.advance(6_000);
      const replay = await refresh(first.refreshToken);
      expect(replay.status).toBe(401);
      expect(replay.headers.get(ABP_ERROR_FORMAT_HEADER)).toBe('true');
      // The legitimate holder's newer token is dead too: the family is gone, its access tokens with it.
      expect((await refresh(second.refreshToken)).status).toBe(401);
      expect((await call(s.app, 'GET', '/api/eticket/session/current', { token: second.accessToken })).status).toBe(401);
      const rows = await ownerRows<{ revoke_reason: string }>(s.database, 'select distinct revoke_reason from refresh_tokens where family_id = (select family_id from refresh_tokens where revoke_reason is not null order by revoked_at desc limit 1)');
      expect(rows).toEqual([{ revoke_reason: 'reuse' }]);
    });

    it('20 concurrent refreshes with one token get one successor, and no lockout', async () => {
      const first = await login(s.app, 'acme', 'admin');
      const results = await Promise.all(Array.from({ length: 20 }, () => refresh(first.refreshToken)));
      expect(results.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
      const successors = new Set(results.map((r) => (r.body as TokenResponse).refreshToken));
      expect(successors.size).toBe(1);
      const [successor] = [...successors];
      const next = await refresh(successor ?? '');
      expect(next.status).toBe(200);
      const familyRows = await ownerRows<{ n: number }>(s.database, 'select count(*)::int as n from refresh_tokens where revoked_at is not null and family_id = (select family_id from refresh_tokens where token_hash is not null order by creation_time desc limit 1)');
      expect(familyRows[0]?.n).toBe(0);
    });

    it('unknown, expired-idle and absolute-expired tokens are refused', async () => {
      expect((await refresh('not-a-token')).status).toBe(401);
      const idle = await login(s.app, 'acme', 'admin');
      s.clock.advance(31 * 60 * 1000);
      expect((await refresh(idle.refreshToken)).status).toBe(401);
      const absolute = await login(s.app, 'acme', 'admin');
      for (let i = 0; i < 25; i += 1) {
        s.clock.advance(29 * 60 * 1000);
        const r = await refresh(absolute.refreshToken);
        if (r.status !== 200) break;
        absolute.refreshToken = (r.body as TokenResponse).refreshToken;
      }
      expect((await refresh(absolute.refreshToken)).status).toBe(401); // 12 h absolute lifetime passed
    });

    it('a disabled user cannot refresh', async () => {
      const tenant = await s.addTenant('fired');
      const session = await login(s.app, 'fired', 'worker');
      await ownerRows(s.database, 'update users set is_active = false where id = $1', [tenant.workerId]);
      expect((await refresh(session.refreshToken)).status).toBe(401);
      expect((await call(s.app, 'GET', '/api/eticket/session/current', { token: session.accessToken })).status).toBe(401);
    });

    it('logout revokes the session, its access token included; other logins go on; unknown tokens are fine', async () => {
      const session = await login(s.app, 'acme', 'admin');
      const other = await login(s.app, 'acme', 'admin');
      expect((await call(s.app, 'GET', '/api/eticket/session/current', { token: session.accessToken })).status).toBe(200);
      expect((await call(s.app, 'POST', '/api/eticket/token/logout', { body: { refreshToken: session.refreshToken } })).status).toBe(204);
      expect((await refresh(session.refreshToken)).status).toBe(401);
      expect((await call(s.app, 'GET', '/api/eticket/session/current', { token: session.accessToken })).status).toBe(401);
      expect((await call(s.app, 'GET', '/api/eticket/session/current', { token: other.accessToken })).status).toBe(200);
      expect((await call(s.app, 'POST', '/api/eticket/token/logout', { body: { refreshToken: 'whatever' } })).status).toBe(204);
    });
  });

  describe('change password', () => {
    const put = (token: string, body: unknown, lang = 'c=zh-Hans|uic=zh-Hans') =>
      call(s.app, 'PUT', '/api/eticket/session/password', { token, body, headers: { 'accept-language': lang } });

    it("validates with the core's rules and translated per-field messages", async () => {
      const session = await login(s.app, 'acme', 'worker');
      const empty = await put(session.accessToken, {});
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({
        error: {
          validationErrors: [
            { members: ['currentPassword'], message: '请输入当前密码' },
            { members: ['newPassword'], message: '请输入新密码' },
          ],
        },
      });
      const short = await put(session.accessToken, { currentPassword: PASSWORD, newPassword: '123' }, 'c=en|uic=en');
      expect(short.body).toMatchObject({ error: { validationErrors: [{ members: ['newPassword'] }] } });
      const wrong = await put(session.accessToken, { currentPassword: 'wrong!!', newPassword: 'another1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ error: { validationErrors: [{ members: ['currentPassword'], message: '当前密码不正确。' }] } });
    });

    it("changes the password, keeps this session and revokes the user's other sessions", async () => {
      const tenant = await s.addTenant('pwco');
      const here = await login(s.app, 'pwco', 'worker');
      const elsewhere = await login(s.app, 'pwco', 'worker');
      const r = await put(here.accessToken, { currentPassword: ` ${PASSWORD} `, newPassword: ' newpass9 ' });
      expect(r.status).toBe(204);
      expect((await call(s.app, 'POST', '/api/eticket/token/refresh', { body: { refreshToken: elsewhere.refreshToken } })).status).toBe(401);
      expect((await call(s.app, 'GET', '/api/eticket/session/current', { token: elsewhere.accessToken })).status).toBe(401);
      expect((await call(s.app, 'GET', '/api/eticket/session/current', { token: here.accessToken })).status).toBe(200);
      expect((await call(s.app, 'POST', '/api/eticket/token/refresh', { body: { refreshToken: here.refreshToken } })).status).toBe(200);
      await expect(login(s.app, 'pwco', 'worker')).rejects.toThrow();
      expect((await login(s.app, 'pwco', 'worker', 'newpass9')).tenantId).toBe(tenant.id);
      const changes = await ownerRows<{ entity_type: string; after: unknown }>(s.database, "select entity_type, after from audit_entity_changes where tenant_id = $1", [tenant.id]);
      expect(changes).toEqual([{ entity_type: 'User', after: { passwordHash: '***' } }]);
    });

    it('host users can change their password too', async () => {
      await s.addHostAdmin('ops');
      const host = await login(s.app, null, 'ops');
      expect((await put(host.accessToken, { currentPassword: PASSWORD, newPassword: 'hostpass1' })).status).toBe(204);
      expect((await login(s.app, null, 'ops', 'hostpass1')).tenantId).toBeNull();
    });
  });
});

describe.each(ENGINES)('failed-login limits on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer(engine);
    await s.addTenant('acme');
  });
  afterAll(() => s.close());

  const attempt = (userName: string, password: string, ip: string) =>
    call(s.app, 'POST', '/api/eticket/token', { body: { tenantName: 'acme', userName, password }, headers: { 'x-forwarded-for': ip } });

  it('10 failures per account within 15 minutes, then 429 with Retry-After — even with the right password', async () => {
    for (let i = 0; i < 10; i += 1) expect((await attempt('admin', 'wrong', `10.0.0.${String(i)}`)).status).toBe(400);
    const limited = await attempt('admin', PASSWORD, '10.0.1.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(limited.body).toMatchObject({ error: { code: 'TooManyRequests' } });
    s.clock.advance(15 * 60 * 1000 + 1000);
    expect((await attempt('admin', PASSWORD, '10.0.1.1')).status).toBe(200);
  });

  it('an unknown account is limited the same way (no enumeration through 429)', async () => {
    for (let i = 0; i < 10; i += 1) await attempt('ghost', 'wrong', `10.1.0.${String(i)}`);
    expect((await attempt('ghost', 'wrong', '10.1.1.1')).status).toBe(429);
  });

  it('parallel guesses cannot overshoot the limit', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => attempt('worker', `guess${String(i)}`, `10.2.0.${String(i)}`)));
    expect(results.filter((r) => r.status === 400)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
  });

  it('a burst of correct logins of one account is asked to retry in 1 s, never locked out', async () => {
    await s.addTenant('burst');
    const burst = (i: number) =>
      call(s.app, 'POST', '/api/eticket/token', { body: { tenantName: 'burst', userName: 'admin', password: PASSWORD }, headers: { 'x-forwarded-for': `10.3.0.${String(i)}` } });
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => burst(i)));
    for (const r of results) {
      expect([200, 429]).toContain(r.status);
      if (r.status === 429) expect(r.headers.get('retry-after')).toBe('1');
    }
    expect((await burst(99)).status).toBe(200);
  });

  it('50 failed logins from one address do not block a different account’s correct login from it (a shop floor behind one NAT)', async () => {
    await s.addTenant('floor');
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) statuses.push((await attempt(`user${String(i)}`, 'wrong', '192.0.2.7')).status);
    expect(statuses).toEqual(Array.from({ length: 50 }, () => 400));
    const correct = await call(s.app, 'POST', '/api/eticket/token', { body: { tenantName: 'floor', userName: 'admin', password: PASSWORD }, headers: { 'x-forwarded-for': '192.0.2.7' } });
    expect(correct.status).toBe(200);
  });

  it('the address cap still stops one source spraying guesses across many accounts', async () => {
    const small = await createTestServer(engine, { loginLimits: { perIp: 20 } });
    try {
      await small.addTenant('acme');
      const guess = (userName: string, password: string) =>
        call(small.app, 'POST', '/api/eticket/token', { body: { tenantName: 'acme', userName, password }, headers: { 'x-forwarded-for': '192.0.2.9' } });
      for (let i = 0; i < 20; i += 1) expect((await guess(`spray${String(i)}`, 'wrong')).status).toBe(400);
      expect((await guess('spray99', 'wrong')).status).toBe(429);
    } finally {
      await small.close();
    }
  });
});
