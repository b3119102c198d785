-- The session check runs on every authenticated write. As a SQL-language SECURITY DEFINER function it was
-- planned again on each call (such functions are never inlined, and PostgreSQL before 18 keeps no plan for
-- them); PL/pgSQL keeps its statement's plan for the connection. One index lookup answers both questions:
-- the family exists and none of its tokens is revoked.
CREATE OR REPLACE FUNCTION eticket_session_active(fid uuid) RETURNS boolean
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
BEGIN
  RETURN coalesce((SELECT bool_and(revoked_at IS NULL) FROM public.refresh_tokens WHERE family_id = fid), false);
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION eticket_session_active(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION eticket_session_active(uuid) TO eticket_app, eticket_host;
