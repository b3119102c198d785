import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer } from '../test/fixtures';
import { pruneAuthTables } from './maintenance';

describe.each(ENGINES)('auth table pruning on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer(engine);
    await s.addTenant('acme');
  });
  afterAll(() => s.close());

  it('drops day-old attempts and ended token families, keeps live sessions', async () => {
    const old = await login(s.app, 'acme', 'admin');
    await call(s.app, 'POST', '/api/eticket/token', { body: { tenantName: 'acme', userName: 'admin', password: 'nope' } });
    s.clock.advance(13 * 3600 * 1000 + 24 * 3600 * 1000); // past the 12 h family lifetime + a day
    const live = await login(s.app, 'acme', 'admin');
    expect(await pruneAuthTables(s.database, s.clock.now())).toEqual({ attempts: 2, tokens: 1 });
    const left = await ownerRows<{ n: number }>(s.database, 'select count(*)::int as n from refresh_tokens');
    expect(left).toEqual([{ n: 1 }]);
    expect((await call(s.app, 'POST', '/api/eticket/token/refresh', { body: { refreshToken: live.refreshToken } })).status).toBe(200);
    expect((await call(s.app, 'POST', '/api/eticket/token/refresh', { body: { refreshToken: old.refreshToken } })).status).toBe(401);
  });
});
