import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExactJsonNumber } from './http/input-boundary';
import { call, createTestServer, ENGINES, login, ownerRows, PASSWORD, type TestServer } from './test/fixtures';

/**
 * The input boundary (text, escapes, content type, number precision, body size) and "logout means logout"
 * with the principal cache on.
 */

function members(body: unknown): string[] {
  const errors = (body as { error?: { validationErrors?: { members: string[] }[] | null } }).error?.validationErrors ?? [];
  return errors.flatMap((e) => e.members).sort();
}

describe('JSON numbers a double keeps exactly', () => {
  it.each(['0', '-0', '1', '1.5', '1.50', '0.1', '123456.789', '1e3', '2.5E-3', '9007199254740991'])('%s passes', (token) => {
    expect(isExactJsonNumber(token)).toBe(true);
  });
  it.each(['1.00000000000000000001', '1e309', '-1e309', '9007199254740993', '0.12345678901234567890', '1e-400'])('%s is refused', (token) => {
    expect(isExactJsonNumber(token)).toBe(false);
  });
});

describe.each(ENGINES)('input boundary on %s', (engine) => {
  let s: TestServer;
  let token: string;

  beforeAll(async () => {
    s = await createTestServer(engine, { env: { BODY_LIMIT: '65536' } });
    await s.addTenant('acme');
    token = (await login(s.app, 'acme', 'admin')).accessToken;
  });
  afterAll(() => s.close());

  const post = (path: string, body: string, contentType = 'application/json') =>
    call(s.app, 'POST', path, { token, rawBody: body, headers: { 'content-type': contentType, 'accept-language': 'c=en|uic=en' } });
  const customers = async () => (await ownerRows<{ n: number }>(s.database, 'select count(*)::int as n from customers'))[0]?.n;

  it.each([
    ['NUL', '\u0000'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udc00'],
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['a line break in a one-line field', '\n'],
  ])('%s in a body field is a 400 naming the field; nothing is stored', async (_, bad) => {
    const before = await customers();
    const r = await post('/api/eticket/customer', JSON.stringify({ name: `客户${bad}`, code: 'C1' }));
    expect(r.status, r.text).toBe(400);
    expect(members(r.body)).toEqual(['name']);
    expect(await customers()).toBe(before);
  });

  it('nested fields are named by their path; tab and line breaks pass in multi-line fields only', async () => {
    const ok = await post('/api/eticket/customer', JSON.stringify({ name: '多行客户', remark: '第一行\n第二行\tA', address: '广州\r\n海珠' }));
    expect(ok.status, ok.text).toBe(200);
    const bad = await post('/api/eticket/customer', JSON.stringify({ name: '多行客户2', remark: 'x\u0007' }));
    expect(members(bad.body)).toEqual(['remark']);
    const nested = await post('/api/eticket/product', JSON.stringify({ styleNo: 'S-1', name: '款', colors: ['红', 'r\u0000d'], procedures: [{ name: '\u0001' }] }));
    expect(nested.status).toBe(400);
    expect(members(nested.body)).toEqual(['colors[1]', 'procedures[0].name']);
    const login = await call(s.app, 'POST', '/api/eticket/token', { body: { userName: '\ud800', password: 'x' } });
    expect(login.status).toBe(400);
    expect(members(login.body)).toEqual(['userName']);
  });

  // A lone surrogate cannot be percent-encoded as UTF-8 at all: %ED%A0%80 is a malformed escape.
  it('query and path parameters: NUL and controls are a 400 naming the parameter; bad escapes a 400', async () => {
    for (const query of ['keyword=%00', 'keyword=a%07b', 'Filter=%1B', 'status=%0A']) {
      const r = await call(s.app, 'GET', `/api/eticket/customer?${query}`, { token });
      expect(r.status, `${query}: ${r.text}`).toBe(400);
      expect(members(r.body)).toEqual([query.split('=')[0] ?? '']);
    }
    for (const path of ['/api/eticket/bundle/byCode/%E0%A4%A', '/api/eticket/customer?keyword=%ZZ', '/api/eticket/customer?keyword=%', '/api/eticket/bundle/byCode/%FF', '/api/eticket/customer?keyword=%ED%A0%80']) {
      const r = await call(s.app, 'GET', path, { token });
      expect(r.status, `${path}: ${r.text}`).toBe(400);
      expect((r.body as { error: { message: string } }).error.message).toMatch(/escape|转义/);
    }
    const nul = await call(s.app, 'GET', '/api/eticket/bundle/byCode/A%00B', { token });
    expect(nul.status).toBe(400);
    expect(members(nul.body)).toEqual(['code']);
  });

  it('a JSON write with another content type is a 415; an empty body needs none', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const r = await call(s.app, 'POST', '/api/eticket/customer', { token, rawBody: '{"name":"文本客户"}', headers: type === '' ? {} : { 'content-type': type } });
      expect(r.status, type).toBe(415);
      expect((r.body as { error: { code: string } }).error.code).toBe('UnsupportedMediaType');
    }
    expect((await post('/api/eticket/customer', '{"name":"JSON 客户"}', 'application/json; charset=utf-8')).status).toBe(200);
  });

  it('money and other decimals as strings; a JSON number with more precision than a double is refused, not rounded', async () => {
    const exact = await post('/api/eticket/technicalLevel', JSON.stringify({ name: '精确', coefficient: '1.15' }));
    expect(exact.status, exact.text).toBe(200);
    for (const number of ['1.00000000000000000001', '1e309']) {
      const r = await post('/api/eticket/technicalLevel', `{"name":"浮点${number}","coefficient":${number}}`);
      expect(r.status, r.text).toBe(400);
      expect(members(r.body)).toEqual(['coefficient']);
      expect((r.body as { error: { validationErrors: { message: string }[] } }).error.validationErrors[0]?.message).toMatch(/send it as text/);
    }
  });

  it('bodies that are not UTF-8 are a 400', async () => {
    const r = await s.app.request('/api/eticket/customer', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect(r.status).toBe(400);
  });
});

describe.each(ENGINES)('logout means logout (principal cache on) on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer(engine, { env: { PRINCIPAL_CACHE_SECONDS: '5', REFRESH_GRACE_SECONDS: '1' } });
    await s.addTenant('acme');
  });
  afterAll(() => s.close());

  const read = (token: string) => call(s.app, 'GET', '/api/eticket/customer', { token });

  it('a token is refused on its first request after logout', async () => {
    const session = await login(s.app, 'acme', 'admin');
    expect((await read(session.accessToken)).status).toBe(200);
    expect((await read(session.accessToken)).status).toBe(200); // served from the cached principal
    expect((await call(s.app, 'POST', '/api/eticket/token/logout', { body: { refreshToken: session.refreshToken } })).status).toBe(204);
    expect((await read(session.accessToken)).status).toBe(401);
  });

  it('a refresh-token replay ends the access token at once', async () => {
    const session = await login(s.app, 'acme', 'admin');
    expect((await read(session.accessToken)).status).toBe(200);
    expect((await call(s.app, 'POST', '/api/eticket/token/refresh', { body: { refreshToken: session.refreshToken } })).status).toBe(200);
    s.clock.advance(2000);
    expect((await call(s.app, 'POST', '/api/eticket/token/refresh', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect((await read(session.accessToken)).status).toBe(401);
  });

  it('a password change ends the user’s other sessions at once', async () => {
    const other = await login(s.app, 'acme', 'worker');
    const self = await login(s.app, 'acme', 'worker');
    const session = (token: string) => call(s.app, 'GET', '/api/eticket/session/current', { token });
    expect((await session(other.accessToken)).status).toBe(200);
    const changed = await call(s.app, 'PUT', '/api/eticket/session/password', { token: self.accessToken, body: { currentPassword: PASSWORD, newPassword: 'n3w-Secret!' } });
    expect(changed.status, changed.text).toBe(204);
    expect((await session(other.accessToken)).status).toBe(401);
    expect((await session(self.accessToken)).status).toBe(200);
  });
});

describe('oversized bodies over a real socket', () => {
  let s: TestServer;
  let server: ReturnType<typeof serve>;
  let port = 0;
  beforeAll(async () => {
    s = await createTestServer('pglite', { env: { BODY_LIMIT: '1048576' } });
    server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await s.close();
  });

  /** One upload; `pace` ms between 64 KiB chunks (a slow client is still sending when the server could answer). */
  const upload = (size: number, declared: boolean, pace: number) =>
    new Promise<string>((resolve) => {
      const headers: Record<string, string | number> = { 'content-type': 'application/json' };
      if (declared) headers['content-length'] = size;
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/eticket/token', headers }, (res) => {
        res.resume();
        res.on('end', () => {
          resolve(String(res.statusCode));
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        resolve(error.code ?? error.message);
      });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const next = () => {
        if (sent >= size) return void req.end();
        req.write(chunk.subarray(0, Math.min(chunk.length, size - sent)));
        sent += chunk.length;
        if (pace === 0) next();
        else setTimeout(next, pace);
      };
      next();
    });

  /** One POST of `body` to the token route; its status and the ABP error code, if any. */
  const postRaw = (body: Buffer) =>
    new Promise<{ status: number; code: string | undefined }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/eticket/token', headers: { 'content-type': 'application/json' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          const parsed = text === '' ? {} : (JSON.parse(text) as { error?: { code?: string } });
          resolve({ status: res.statusCode ?? 0, code: parsed.error?.code });
        });
      });
      req.on('error', reject);
      req.end(body);
    });

  it("reads a body from Node's own stream as the fetch path does: a sign-in is answered, bad bytes are a 400", async () => {
    const signIn = await postRaw(Buffer.from(JSON.stringify({ tenantName: 'nobody-here', userName: 'admin', password: '1q2w3E*' })));
    // The credentials were read and checked: an unread body would be refused as invalid input instead.
    expect(signIn).toEqual({ status: 400, code: 'InvalidCredentials' });
    expect(await postRaw(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]))).toEqual({ status: 400, code: 'Validation' });
    expect(await postRaw(Buffer.from('{"tenantName": '))).toEqual({ status: 400, code: 'Validation' });
  });

  it('70 clients, 1.1–5 MB, get a clean 413 each, none a connection reset (declared, chunked, slow)', async () => {
    const results = await Promise.all([
      ...Array.from({ length: 64 }, (_, i) => upload(1_100_000 + i * 60_000, i % 2 === 0, 0)),
      ...Array.from({ length: 6 }, (_, i) => upload(2 * 1024 * 1024, i % 2 === 0, 30)),
    ]);
    expect(results.filter((r) => r !== '413')).toEqual([]);
  }, 60_000);
});
