import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';
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
export async function assertTenantIsolation(database: Database, roles: readonly string[] = [APP_ROLE, HOST_ROLE]): Promise<void> {
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
    queryRows<{ who: string; su: string }>(tx, sql`select current_user as who, current_setting('is_superuser') as su`),
  );
  if (session?.who !== APP_ROLE || session.su !== 'off') {
    throw new UnsafeDatabaseError(`SET ROLE did not take effect (current_user=${String(session?.who)}); refusing to start`);
  }

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
}
