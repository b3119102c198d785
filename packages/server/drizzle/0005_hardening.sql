-- Requests connect as their own login role, not as the owner. eticket_request may only become
-- eticket_app or eticket_host (SET LOCAL ROLE per transaction); it is NOINHERIT, so after a RESET ROLE it
-- holds no privilege at all, and SET ROLE to anything else is refused. The server refuses to start when it
-- is SUPERUSER or BYPASSRLS or a member of a role that is.
DO $$
BEGIN
  CREATE ROLE eticket_request LOGIN NOINHERIT NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
GRANT eticket_app, eticket_host TO eticket_request;
--> statement-breakpoint
-- A request statement could otherwise change its role from inside a SELECT (set_config('role', …)).
-- Request code switches with SET LOCAL statements instead. Only an owner of the function may revoke:
-- where that is not us, the login role above is what holds.
DO $$
BEGIN
  REVOKE EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) FROM PUBLIC;
EXCEPTION WHEN insufficient_privilege THEN NULL;
END $$;
--> statement-breakpoint
-- The key that identifying codes are compared by: Unicode NFKC (full-width ＣＷ01 = CW01), trimmed,
-- lower case. One SQL function serves the unique indexes and the duplicate checks, so both agree.
CREATE OR REPLACE FUNCTION eticket_code_key(code text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$ SELECT lower(btrim(normalize(code, NFKC))) $fn$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION eticket_code_key(text) TO eticket_app, eticket_host;
--> statement-breakpoint
-- Existing duplicates (same tenant, same key): the oldest row keeps its code, every later one gets the
-- first free "<code>-2", "<code>-3", … so nothing is lost and each can be told apart and corrected.
-- RLS is lifted for the owner while this runs (a non-superuser owner is subject to FORCE).
DO $$
DECLARE
  target text;
  dup record;
  n int;
  candidate text;
  free boolean;
BEGIN
  FOREACH target IN ARRAY ARRAY['customers', 'factories', 'technical_levels'] LOOP
    EXECUTE format('ALTER TABLE %I NO FORCE ROW LEVEL SECURITY', target);
    FOR dup IN EXECUTE format(
      $q$SELECT tenant_id, id, code FROM (
           SELECT tenant_id, id, code, row_number() OVER (PARTITION BY tenant_id, eticket_code_key(code) ORDER BY creation_time, id) AS rank
             FROM %I WHERE code IS NOT NULL) d
         WHERE rank > 1 ORDER BY tenant_id, code, id$q$, target)
    LOOP
      n := 2;
      LOOP
        candidate := btrim(dup.code) || '-' || n;
        EXECUTE format('SELECT NOT EXISTS (SELECT 1 FROM %I WHERE tenant_id = $1 AND eticket_code_key(code) = eticket_code_key($2))', target)
          INTO free USING dup.tenant_id, candidate;
        EXIT WHEN free;
        n := n + 1;
      END LOOP;
      EXECUTE format('UPDATE %I SET code = $1 WHERE tenant_id = $2 AND id = $3', target) USING candidate, dup.tenant_id, dup.id;
    END LOOP;
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', target);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX customers_tenant_code_key ON customers (tenant_id, eticket_code_key(code)) WHERE code IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX factories_tenant_code_key ON factories (tenant_id, eticket_code_key(code)) WHERE code IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX technical_levels_tenant_code_key ON technical_levels (tenant_id, eticket_code_key(code)) WHERE code IS NOT NULL;
