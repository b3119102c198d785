-- Roles and row-level security (hand-written; drizzle-kit does not model FORCE RLS or role attributes).
-- Requests run under eticket_app (tenant work, RLS on app.tenant_id) or eticket_host (host tables only),
-- switched per transaction with set_config('role', ..., true). Neither may be SUPERUSER or BYPASSRLS:
-- the server checks pg_roles at start and refuses to run otherwise. Roles are cluster-wide, so creation
-- tolerates a concurrent creator (parallel test databases).
DO $$
BEGIN
  CREATE ROLE eticket_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  CREATE ROLE eticket_host NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- A non-superuser owner must be a member to SET ROLE (a superuser may switch to any role).
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT eticket_app, eticket_host TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO eticket_app, eticket_host;
--> statement-breakpoint
-- The tenant policy, written once. Every tenant table calls this in its migration.
-- nullif: a reset custom setting reads as '' (not NULL), and ''::uuid would raise instead of matching nothing.
CREATE OR REPLACE FUNCTION eticket_secure_tenant_table(target regclass) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  EXECUTE format(
    $p$CREATE POLICY tenant_isolation ON %s AS PERMISSIVE FOR ALL TO PUBLIC
       USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
       WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)$p$,
    target);
  EXECUTE format('REVOKE ALL ON %s FROM PUBLIC, eticket_host', target);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO eticket_app', target);
END $fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION eticket_secure_tenant_table(regclass) FROM PUBLIC;
--> statement-breakpoint
-- Host tables: no tenant policy; only the host path's role may touch them.
CREATE OR REPLACE FUNCTION eticket_secure_host_table(target regclass) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('REVOKE ALL ON %s FROM PUBLIC, eticket_app', target);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO eticket_host', target);
END $fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION eticket_secure_host_table(regclass) FROM PUBLIC;
--> statement-breakpoint
SELECT eticket_secure_tenant_table('users');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('roles');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('role_permissions');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('user_roles');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('notices');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('join_applications');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('audit_logs');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('audit_entity_changes');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('settings');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('feature_values');
--> statement-breakpoint
SELECT eticket_secure_host_table('tenants');
--> statement-breakpoint
SELECT eticket_secure_host_table('host_users');
--> statement-breakpoint
SELECT eticket_secure_host_table('host_roles');
--> statement-breakpoint
SELECT eticket_secure_host_table('host_role_permissions');
--> statement-breakpoint
SELECT eticket_secure_host_table('host_user_roles');
--> statement-breakpoint
SELECT eticket_secure_host_table('refresh_tokens');
--> statement-breakpoint
SELECT eticket_secure_host_table('auth_attempts');
--> statement-breakpoint
SELECT eticket_secure_host_table('host_settings');
--> statement-breakpoint
SELECT eticket_secure_host_table('host_audit_logs');
--> statement-breakpoint
-- A tenant request may read its own tenant row (name, quota, expiry) and nothing else of the registry.
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY host_all ON tenants AS PERMISSIVE FOR ALL TO eticket_host USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_self ON tenants AS PERMISSIVE FOR SELECT TO eticket_app
  USING (id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT ON tenants TO eticket_app;
