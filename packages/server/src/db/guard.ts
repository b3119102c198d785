import { sql } from 'drizzle-orm';
import { queryRows, REQUEST_LOGIN_ROLE, type Database } from './client';
import { APP_ROLE, HOST_ROLE, withTenant } from './context';
import { HOST_TABLES } from './schema/index';

export class UnsafeDatabaseError extends Error {
  override name = 'UnsafeDatabaseError';
}

const NIL_TENANT = '00000000-0000-0000-0000-000000000000';

/**
 * Refuse to serve when tenant isolation could silently be off (quality-targets §3.3, the agent-bom
 * incident): the request roles must exist and be neither SUPERUSER nor BYPASSRLS, SET ROLE must take
 * effect, and every table must be either a declared host table or a tenant table with ENABLE + FORCE
 * row-level security and the tenant_isolation policy.
 */
export async function assertTenantIsolation(database: Database, roles: readonly string[] = [APP_ROLE, HOST_ROLE, REQUEST_LOGIN_ROLE]): Promise<void> {
  const found = await queryRows<{ rolname: string; rolsuper: boolean; rolbypassrls: boolean }>(
    database.db,
    sql`select rolname, rolsuper, rolbypassrls from pg_roles where rolname in ${roles}`,
  );
  for (const role of roles) {
    const row = found.find((r) => r.rolname === role);
    if (!row) throw new UnsafeDatabaseError(`request role ${role} does not exist (migrations not applied?)`);
    if (row.rolsuper || row.rolbypassrls) {
      throw new UnsafeDatabaseError(`request role ${role} is ${row.rolsuper ? 'SUPERUSER' : 'BYPASSRLS'}: row-level security would be bypassed; refusing to start`);
    }
  }

  const [session] = await withTenant(database, NIL_TENANT, (tx) =>
    queryRows<{ who: string; su: string; login: string; login_bypass: boolean }>(
      tx,
      sql`select current_user as who, current_setting('is_superuser') as su, session_user as login,
            exists (select 1 from pg_roles r where (r.rolsuper or r.rolbypassrls) and pg_has_role(session_user, r.oid, 'MEMBER')) as login_bypass`,
    ),
  );
  if (session?.who !== APP_ROLE || session.su !== 'off') {
    throw new UnsafeDatabaseError(`SET ROLE did not take effect (current_user=${String(session?.who)}); refusing to start`);
  }
  if (database.kind === 'postgres' && session.login_bypass) {
    throw new UnsafeDatabaseError(`the request pool logs in as ${session.login}, which is or can become a SUPERUSER / BYPASSRLS role; refusing to start`);
  }
  await assertNoWayBack(database);

  const tables = await queryRows<{ name: string; rls: boolean; forced: boolean; policy: boolean; tenant_column: boolean }>(
    database.db,
    sql`select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
          exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_isolation') as policy,
          exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped) as tenant_column
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  const hostTables: readonly string[] = HOST_TABLES;
  const problems = tables
    .filter((t) => !hostTables.includes(t.name))
    .filter((t) => !(t.tenant_column && t.rls && t.forced && t.policy))
    .map((t) => t.name);
  if (problems.length > 0) {
    throw new UnsafeDatabaseError(`tables without tenant_id + ENABLE/FORCE RLS + tenant_isolation policy: ${problems.join(', ')}`);
  }
  await assertPolicyExpressions(database, tables.filter((t) => !hostTables.includes(t.name)).map((t) => t.name));
}

/** What tenant_isolation must test, as PostgreSQL prints it (whitespace and case ignored). */
const TENANT_TEST = "(tenant_id = (nullif(current_setting('app.tenant_id'::text, true), ''::text))::uuid)";

function canonicalExpression(expression: string | null): string {
  return (expression ?? '').replace(/\s+/g, '').toLowerCase();
}

/**
 * A policy named tenant_isolation proves nothing by its name: read each tenant table's policies and refuse
 * unless its permissive policies are exactly tenant_isolation, for all commands, whose USING and WITH CHECK
 * both compare tenant_id with the request's tenant (restrictive policies may only narrow, so they pass).
 */
export async function assertPolicyExpressions(database: Database, tenantTables: readonly string[]): Promise<void> {
  if (tenantTables.length === 0) return;
  const policies = await queryRows<{ tbl: string; name: string; permissive: boolean; cmd: string; qual: string | null; check: string | null }>(
    database.db,
    sql`select c.relname as tbl, p.polname as name, p.polpermissive as permissive, p.polcmd::text as cmd,
          pg_get_expr(p.polqual, p.polrelid) as qual, pg_get_expr(p.polwithcheck, p.polrelid) as check
        from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname in ${tenantTables}`,
  );
  const expected = canonicalExpression(TENANT_TEST);
  const problems: string[] = [];
  for (const table of tenantTables) {
    const permissive = policies.filter((p) => p.tbl === table && p.permissive);
    const good = permissive.length === 1 && permissive.every(
      (p) => p.name === 'tenant_isolation' && p.cmd === '*' && canonicalExpression(p.qual) === expected && canonicalExpression(p.check) === expected,
    );
    if (!good) problems.push(table);
  }
  if (problems.length > 0) {
    throw new UnsafeDatabaseError(`tenant tables whose policies do not compare tenant_id with the request's tenant: ${problems.join(', ')}`);
  }
}

/** Inside a request transaction, neither RESET ROLE nor set_config('role', …) may succeed (checked, not assumed). */
async function assertNoWayBack(database: Database): Promise<void> {
  const attempts = [sql.raw('reset role'), sql.raw('set role postgres'), sql`select set_config('role', 'none', true)`];
  for (const attempt of attempts) {
    const escaped = await withTenant(database, NIL_TENANT, async (tx) => {
      await tx.execute(attempt);
      const [row] = await queryRows<{ ok: boolean }>(tx, sql`select (select rolsuper or rolbypassrls from pg_roles where rolname = current_user) as ok`);
      return row?.ok === true;
    }).catch(() => false);
    if (escaped) throw new UnsafeDatabaseError('a statement inside a request transaction regained a bypassing role; refusing to start');
  }
}
