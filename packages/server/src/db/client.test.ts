import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedRequestStatement, isScopeText, toDate } from './client';
import { APP_ROLE, HOST_ROLE, scopeText } from './context';

/**
 * The statement gate of the request connection, as pure functions: what the code holding a transaction
 * may send, and the one multi-statement text (role + tenant) the data layer itself writes.
 */
describe('request statement gate', () => {
  const tenant = '0b9a3f5e-6c1d-4e2f-8a7b-9c0d1e2f3a4b';
  const scope = scopeText(APP_ROLE, tenant);

  it('passes queries, DML and savepoints', () => {
    for (const ok of [
      'select 1',
      '(select 1) union (select 2)',
      'insert into notices (x) values ($1)',
      'update users set name = $1 where id = $2 returning id',
      'delete from roles where id = $1;',
      'with t as (select 1) select * from t',
      'values (1)',
      'savepoint sp1',
      'release savepoint sp2',
      'rollback to savepoint sp1',
    ]) {
      expect(isAllowedRequestStatement(ok), ok).toBe(true);
    }
  });

  it('refuses role and tenant switches, transaction control and everything else from request code', () => {
    for (const bad of [
      scope,
      `set local role ${APP_ROLE}`,
      `set local app.tenant_id = '${tenant}'`,
      'reset role',
      'set role postgres',
      'set session authorization postgres',
      'reset all',
      'begin',
      'commit',
      'rollback',
      'end',
      'abort',
      'do $$ begin reset role; end $$',
      'create table t (id int)',
      'drop table users',
      'alter role eticket_app bypassrls',
      'copy users to stdout',
      'grant all on users to public',
      'discard all',
      'savepoint x; reset role',
      'savepoint sp1x',
    ]) {
      expect(isAllowedRequestStatement(bad), bad).toBe(false);
    }
  });

  it('refuses every forged multi-statement text, a query first or not', () => {
    for (const forged of [
      'select 1; reset role',
      'select 1;reset role',
      'select 1 ; set role postgres;',
      `select 1; ${scope}`,
      `${scope}; select 1`,
      'update users set name = $1; commit',
      "select ';'",
    ]) {
      expect(isAllowedRequestStatement(forged), forged).toBe(false);
      expect(isScopeText(forged), forged).toBe(false);
    }
  });

  it('property: nothing with a semicolon before its end passes as a request statement', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (head, tail) => {
        const text = `${head};${tail}`;
        if (text.trim().replace(/;$/, '').includes(';')) expect(isAllowedRequestStatement(text)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('select 1', 'insert into t values ($1)', 'savepoint sp1'),
        fc.string({ minLength: 1 }).filter((more) => more.trim() !== ''),
        (statement, more) => {
          expect(isAllowedRequestStatement(`${statement};${more}`)).toBe(false);
        },
      ),
    );
  });

  it('the scope text is exactly the role switch and tenant setting of the data layer', () => {
    expect(scope).toBe(`set local role eticket_app; set local app.tenant_id = '${tenant}'`);
    expect(isScopeText(scope)).toBe(true);
    expect(isScopeText(scopeText(HOST_ROLE, ''))).toBe(true);
    expect(isScopeText(scopeText(APP_ROLE, tenant.toUpperCase()))).toBe(true);
    for (const forged of [
      `begin; ${scope}`,
      `${scope};`,
      `${scope}; reset role`,
      `${scope}; set role postgres`,
      `reset role; ${scope}`,
      'set local role postgres; set local app.tenant_id = \'\'',
      'set local role eticket_request; set local app.tenant_id = \'\'',
      `set local role eticket_app;  set local app.tenant_id = '${tenant}'`,
      `set local role eticket_app; set local app.tenant_id = '${tenant}' or true`,
      `set local role eticket_app; set local app.tenant_id = '${tenant}'; select 1`,
      "set local role eticket_app; set local app.tenant_id = '0b9a3f5e-6c1d-4e2f-8a7b-9c0d1e2f3a4'; reset role --'",
      "set local role eticket_app; set local app.tenant_id = '-----------------------------------'",
      `SET LOCAL ROLE eticket_app; SET LOCAL app.tenant_id = '${tenant}'`,
      `set role eticket_app; set app.tenant_id = '${tenant}'`,
    ]) {
      expect(isScopeText(forged), forged).toBe(false);
    }
  });

  it('property: a scope text with anything added before or after is refused', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.constantFrom(APP_ROLE, HOST_ROLE), fc.string({ minLength: 1 }), fc.boolean(), (id, role, extra, before) => {
        const valid = scopeText(role, id);
        expect(isScopeText(valid)).toBe(true);
        expect(isScopeText(before ? `${extra}${valid}` : `${valid}${extra}`)).toBe(false);
      }),
    );
  });

  it('property: the tenant id of a scope text is a UUID or nothing is written', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        let text: string | null = null;
        try {
          text = scopeText(APP_ROLE, id);
        } catch {
          // refused: the text is never built
        }
        if (text !== null) expect(isScopeText(text)).toBe(true);
        else expect(id).not.toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
      }),
    );
  });
});

describe('timestamps from raw queries', () => {
  it('property: PostgreSQL\'s text form of a timestamptz reads as the same instant, whatever its offset', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -12, max: 14 }),
        fc.boolean(),
        (instant, hours, withMinutes) => {
          const shifted = new Date(instant.getTime() + hours * 3_600_000).toISOString(); // wall time at that offset
          const sign = hours < 0 ? '-' : '+';
          const offset = `${sign}${String(Math.abs(hours)).padStart(2, '0')}${withMinutes ? ':00' : ''}`;
          const text = `${shifted.slice(0, 10)} ${shifted.slice(11, 23)}${offset}`; // "2026-01-01 10:00:00.123+08"
          expect(toDate(text)?.getTime()).toBe(instant.getTime());
        },
      ),
    );
  });

  it('keeps dates, and reads nothing from what is not a time', () => {
    const now = new Date();
    expect(toDate(now)).toBe(now);
    expect(toDate(null)).toBeNull();
    expect(toDate(undefined)).toBeNull();
    expect(toDate('not a time')).toBeNull();
  });
});
