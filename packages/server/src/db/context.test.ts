import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestServer, ENGINES, failureOf, login, ownerRows, type TestServer, type TestTenant } from '../test/fixtures';
import { queryRows, UnsafeStatementError, type Tx } from './client';
import { APP_ROLE, asTenant, finishWith, hostStep, HOST_ROLE, scopeText, SYSTEM_ACTOR, withHost, withTenant } from './context';
import { prepared } from './prepared';
import { notices } from './schema/index';

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the operation to fail');
}

/** The error itself or a cause of it (drizzle wraps what the driver or the gate threw). */
function isGateRefusal(error: unknown): boolean {
  let current: unknown = error;
  while (current instanceof Error) {
    if (current instanceof UnsafeStatementError) return true;
    current = current.cause;
  }
  return false;
}

/**
 * The request transaction: one fixed text gives it role and tenant, nothing the code holding it sends can
 * change them, and the connection it ran on goes back to the pool holding neither.
 */
describe.each(ENGINES)('request transactions on %s', (engine) => {
  let s: TestServer;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    s = await createTestServer(engine);
    a = await s.addTenant('alpha');
    b = await s.addTenant('beta');
  });
  afterAll(() => s.close());

  it('the gate refuses a forged multi-statement text before it reaches the engine', async () => {
    const forged = [
      'select 1; reset role',
      `select 1; ${scopeText(APP_ROLE, b.id)}`,
      scopeText(APP_ROLE, b.id),
      scopeText(HOST_ROLE, ''),
      `set local app.tenant_id = '${b.id}'`,
      `set local role ${HOST_ROLE}`,
      'commit',
      'begin',
    ];
    for (const text of forged) {
      const error = await errorOf(withTenant(s.database, a.id, (tx) => tx.execute(sql.raw(text))));
      expect(isGateRefusal(error), `${text}: ${String(error)}`).toBe(true);
    }
    // The data layer's own entrance refuses anything but a scope text, and runs nothing then.
    const fn = vi.fn((tx: Tx) => queryRows(tx, sql`select 1 as one`));
    for (const text of [`${scopeText(APP_ROLE, a.id)}; reset role`, `begin; ${scopeText(APP_ROLE, a.id)}`, 'reset role']) {
      expect(isGateRefusal(await errorOf(s.database.request.transaction(text, fn))), text).toBe(true);
    }
    expect(fn).not.toHaveBeenCalled();
  });

  it('a tenant switched by the data layer itself (host step, tenant step) comes back as it was', async () => {
    const seen = await withTenant(s.database, a.id, async (tx) => {
      const setting = async (t: Tx) => (await queryRows<{ who: string; tid: string }>(t, sql`select current_user as who, current_setting('app.tenant_id') as tid`))[0];
      const before = await setting(tx);
      const inHost = await hostStep(tx, a.id, { actor: SYSTEM_ACTOR, reason: 'test', kind: 'test' }, (h) => setting(h));
      const after = await setting(tx);
      return { before, inHost, after };
    });
    expect(seen).toEqual({ before: { who: 'eticket_app', tid: a.id }, inHost: { who: 'eticket_host', tid: '' }, after: { who: 'eticket_app', tid: a.id } });
    const fromHost = await withHost(s.database, { actor: SYSTEM_ACTOR, reason: 'test', kind: 'test' }, (tx) =>
      asTenant(tx, b.id, (t) => queryRows<{ tenant_id: string }>(t, sql`select distinct tenant_id from users`)),
    );
    expect(fromHost).toEqual([{ tenant_id: b.id }]);
  });

  it('a handle kept past its transaction cannot run a statement', async () => {
    let kept: Tx | null = null;
    await withTenant(s.database, a.id, async (tx) => {
      kept = tx;
      await queryRows(tx, sql`select 1`);
    });
    const after = kept as Tx | null;
    if (after === null) throw new Error('no transaction');
    await expect(queryRows(after, sql`select tenant_id from users`)).rejects.toThrow();
  });

  it('writes are committed, and a failed handler rolls everything back', async () => {
    const title = `t-${String(Date.now())}`;
    await withTenant(s.database, a.id, (tx) => tx.insert(notices).values({ tenantId: a.id, type: 3, titleKey: title, contentKey: 'x' }));
    await expect(
      withTenant(s.database, a.id, async (tx) => {
        await tx.insert(notices).values({ tenantId: a.id, type: 3, titleKey: `${title}-gone`, contentKey: 'x' });
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
    const rows = await ownerRows<{ title_key: string }>(s.database, 'select title_key from notices where title_key like $1', [`${title}%`]);
    expect(rows.map((r) => r.title_key)).toEqual([title]);
  });

  it('a final statement is committed with the transaction; when it fails, everything is rolled back and its error thrown', async () => {
    const title = `f-${String(Date.now())}`;
    const insertNotice = (suffix: string) => sql`insert into notices (tenant_id, type, title_key, content_key) values (${a.id}::uuid, 3, ${title + suffix}, 'x')`;
    await withTenant(s.database, a.id, async (tx) => {
      await tx.execute(insertNotice('-body'));
      finishWith(tx, insertNotice('-final'));
    });
    // Only a final statement: it opens the transaction itself.
    await withTenant(s.database, a.id, (tx) => {
      finishWith(tx, insertNotice('-alone'));
      return Promise.resolve();
    });
    const failure = await failureOf(
      withTenant(s.database, a.id, async (tx) => {
        await tx.execute(insertNotice('-gone'));
        finishWith(tx, sql`insert into notices (tenant_id, type, title_key, content_key) values (${a.id}::uuid, 3, ${`${title}-bad`}, null)`);
      }),
    );
    expect(failure).toMatch(/null/i);
    // Through the gate like every statement: no transaction control, no scope.
    const refused = await errorOf(
      withTenant(s.database, a.id, (tx) => {
        finishWith(tx, sql.raw('commit'));
        return Promise.resolve();
      }),
    );
    expect(isGateRefusal(refused)).toBe(true);
    const rows = await ownerRows<{ title_key: string }>(s.database, 'select title_key from notices where title_key like $1 order by title_key', [`${title}%`]);
    expect(rows.map((r) => r.title_key)).toEqual([`${title}-alone`, `${title}-body`, `${title}-final`]);
  });

  it('autocommit: each statement runs in a transaction of its own, in the tenant; no final statement, no scope switch', async () => {
    const seen = await withTenant(
      s.database,
      a.id,
      async (tx) => {
        const one = async () => (await queryRows<{ x: string; tid: string; who: string }>(tx, sql`select txid_current()::text as x, current_setting('app.tenant_id') as tid, current_user as who`))[0];
        return [await one(), await one()];
      },
      { autocommit: true },
    );
    expect(seen.map((r) => ({ tid: r?.tid, who: r?.who }))).toEqual([
      { tid: a.id, who: 'eticket_app' },
      { tid: a.id, who: 'eticket_app' },
    ]);
    // PGlite has no round trip to save: one transaction there.
    if (engine === 'postgres') expect(seen[0]?.x).not.toBe(seen[1]?.x);
    if (engine === 'postgres') {
      const refused = await errorOf(
        withTenant(
          s.database,
          a.id,
          async (tx) => {
            await queryRows(tx, sql`select 1`);
            finishWith(tx, sql`select 1`);
          },
          { autocommit: true },
        ),
      );
      expect(isGateRefusal(refused)).toBe(true);
    }
  });

  it('a prepared statement binds its values per call, inside the transaction\'s tenant and through the gate', async () => {
    const probe = prepared<{ n: number }, { n: number; tid: string; who: string }>(
      sql`select ${sql.placeholder('n')}::int + 1 as n, current_setting('app.tenant_id') as tid, current_user as who`,
    );
    const rows = await withTenant(s.database, a.id, async (tx) => [...(await probe.rows(tx, { n: 1 })), ...(await probe.rows(tx, { n: 41 }))]);
    expect(rows).toEqual([
      { n: 2, tid: a.id, who: 'eticket_app' },
      { n: 42, tid: a.id, who: 'eticket_app' },
    ]);
    expect((await withTenant(s.database, b.id, (tx) => probe.rows(tx, { n: 0 })))[0]?.tid).toBe(b.id);
    // A missing value fails before anything is sent; a forged text is refused by the gate as any other.
    await expect(withTenant(s.database, a.id, (tx) => probe.rows(tx, {} as { n: number }))).rejects.toThrow(/placeholder/i);
    const forged = prepared<Record<string, never>, Record<string, unknown>>(sql.raw(`select 1; ${scopeText(APP_ROLE, b.id)}`));
    expect(isGateRefusal(await errorOf(withTenant(s.database, a.id, (tx) => forged.rows(tx, {}))))).toBe(true);
  });

  it('after requests of every kind, no pooled connection keeps a role, a tenant or an open transaction', async () => {
    const admin = await login(s.app, 'alpha', 'admin');
    const other = await login(s.app, 'beta', 'admin');
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 30; i += 1) {
      const tenant = i % 2 === 0 ? a : b;
      work.push(
        call(s.app, 'GET', '/api/eticket/notice', { token: (i % 2 === 0 ? admin : other).accessToken }),
        call(s.app, 'POST', '/api/eticket/customer', { token: admin.accessToken, body: { name: '' } }), // 400 inside the transaction
        withTenant(s.database, tenant.id, (tx) => queryRows(tx, sql`select * from no_such_table`)).catch(() => null), // aborted transaction
        withTenant(s.database, tenant.id, async (tx) => {
          await queryRows(tx, sql`select 1`);
          throw new Error('handler failed');
        }).catch(() => null),
        withHost(s.database, { actor: SYSTEM_ACTOR, reason: 'test', kind: 'test' }, (tx) => asTenant(tx, tenant.id, (t) => queryRows(t, sql`select 1 from users`))),
        withTenant(s.database, tenant.id, (tx) => queryRows(tx, sql`select * from no_such_table`), { autocommit: true }).catch(() => null),
        withTenant(s.database, tenant.id, async (tx) => {
          await queryRows(tx, sql`select 1`);
          finishWith(tx, sql`insert into no_such_table values (1)`); // the final statement fails: COMMIT rolls back
        }).catch(() => null),
      );
    }
    await Promise.all(work);

    if (s.database.kind === 'postgres') {
      const pool = s.database.requestPool;
      const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
      try {
        expect(clients.length).toBeGreaterThan(1);
        for (const client of clients) {
          const [state] = (
            await client.query<{ who: string; session: string; tid: string | null; fresh: boolean }>(
              `select current_user as who, session_user as session, current_setting('app.tenant_id', true) as tid, now() = statement_timestamp() as fresh`,
            )
          ).rows;
          // `fresh`: now() is the transaction's start, so it equals this statement's time only in a new transaction.
          expect({ ...state, tid: state?.tid ?? '' }).toEqual({ who: 'eticket_request', session: 'eticket_request', tid: '', fresh: true });
        }
      } finally {
        for (const client of clients) client.release();
      }
      const stuck = await ownerRows(s.database, `select pid from pg_stat_activity where usename = 'eticket_request' and datname = current_database() and state <> 'idle'`);
      expect(stuck).toEqual([]);
    } else {
      // exec: the simple protocol, where a statement outside a transaction starts its own at its own time.
      const [result] = await s.database.client.exec(
        `select current_user as who, current_setting('app.tenant_id', true) as tid, now() = statement_timestamp() as fresh`,
      );
      const state = result?.rows[0] as { who: string; tid: string | null; fresh: boolean } | undefined;
      expect({ ...state, tid: state?.tid ?? '' }).toEqual({ who: 'postgres', tid: '', fresh: true });
    }
  });

  it.runIf(engine === 'postgres')('a connection that cannot be rolled back is dropped, not pooled', async () => {
    if (s.database.kind !== 'postgres') return;
    const failure = await failureOf(
      withTenant(s.database, a.id, async (tx) => {
        const [me] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await ownerRows(s.database, 'select pg_terminate_backend($1)', [me?.pid]);
        await queryRows(tx, sql`select 1`);
      }),
    );
    expect(failure).toMatch(/terminat|connection/i);
    // Every later request gets a live connection in a clean state.
    for (let i = 0; i < 15; i += 1) {
      const [row] = await withTenant(s.database, b.id, (tx) => queryRows<{ tid: string }>(tx, sql`select current_setting('app.tenant_id') as tid`));
      expect(row?.tid).toBe(b.id);
    }
  });

  it.runIf(engine === 'postgres')('a request that sends no statement takes no connection: no BEGIN, no COMMIT', async () => {
    if (s.database.kind !== 'postgres') return;
    const connect = vi.spyOn(s.database.requestPool, 'connect');
    try {
      await withTenant(s.database, a.id, () => Promise.resolve('answered from what the request already had'));
      expect(connect).not.toHaveBeenCalled();
      await withTenant(s.database, a.id, (tx) => queryRows(tx, sql`select 1`));
      expect(connect).toHaveBeenCalledTimes(1);
    } finally {
      connect.mockRestore();
    }
  });
});
