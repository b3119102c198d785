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
-- Existing duplicates (same tenant, same key; categories: same parent too): the oldest row keeps its
-- code or name, every later one gets the first free "<code>-2", "<code>-3", … (names: "<name> (2)", …) so
-- nothing is lost and each can be told apart and corrected. RLS is lifted for the owner while this runs
-- (a non-superuser owner is subject to FORCE).
DO $$
DECLARE
  spec text[];
  target text;
  col text;
  scope text;
  dup record;
  n int;
  candidate text;
  free boolean;
BEGIN
  FOREACH spec SLICE 1 IN ARRAY ARRAY[
    ['customers', 'code', 'NULL::uuid'], ['factories', 'code', 'NULL::uuid'], ['technical_levels', 'code', 'NULL::uuid'],
    ['customers', 'name', 'NULL::uuid'], ['factories', 'name', 'NULL::uuid'], ['technical_levels', 'name', 'NULL::uuid'],
    ['part_templates', 'name', 'NULL::uuid'], ['procedure_templates', 'name', 'NULL::uuid'], ['product_categories', 'name', 'parent_id']
  ] LOOP
    target := spec[1];
    col := spec[2];
    scope := spec[3];
    EXECUTE format('ALTER TABLE %I NO FORCE ROW LEVEL SECURITY', target);
    FOR dup IN EXECUTE format(
      $q$SELECT tenant_id, id, value, scope_value FROM (
           SELECT tenant_id, id, %1$I AS value, %2$s AS scope_value,
                  row_number() OVER (PARTITION BY tenant_id, %2$s, eticket_code_key(%1$I) ORDER BY creation_time, id) AS rank
             FROM %3$I WHERE %1$I IS NOT NULL) d
         WHERE rank > 1 ORDER BY tenant_id, value, id$q$, col, scope, target)
    LOOP
      n := 2;
      LOOP
        candidate := CASE WHEN col = 'code' THEN btrim(dup.value) || '-' || n ELSE btrim(dup.value) || ' (' || n || ')' END;
        EXECUTE format('SELECT NOT EXISTS (SELECT 1 FROM %3$I WHERE tenant_id = $1 AND %2$s IS NOT DISTINCT FROM $3 AND eticket_code_key(%1$I) = eticket_code_key($2))', col, scope, target)
          INTO free USING dup.tenant_id, candidate, dup.scope_value;
        EXIT WHEN free;
        n := n + 1;
      END LOOP;
      EXECUTE format('UPDATE %2$I SET %1$I = $1 WHERE tenant_id = $2 AND id = $3', col, target) USING candidate, dup.tenant_id, dup.id;
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
--> statement-breakpoint
-- Names are what every picker shows: unique the same way (categories among their siblings).
CREATE UNIQUE INDEX customers_tenant_name_key ON customers (tenant_id, eticket_code_key(name));
--> statement-breakpoint
CREATE UNIQUE INDEX factories_tenant_name_key ON factories (tenant_id, eticket_code_key(name));
--> statement-breakpoint
CREATE UNIQUE INDEX technical_levels_tenant_name_key ON technical_levels (tenant_id, eticket_code_key(name));
--> statement-breakpoint
CREATE UNIQUE INDEX part_templates_tenant_name_key ON part_templates (tenant_id, eticket_code_key(name));
--> statement-breakpoint
CREATE UNIQUE INDEX procedure_templates_tenant_name_key ON procedure_templates (tenant_id, eticket_code_key(name));
--> statement-breakpoint
CREATE UNIQUE INDEX product_categories_tenant_parent_name_key
  ON product_categories (tenant_id, coalesce(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), eticket_code_key(name));
