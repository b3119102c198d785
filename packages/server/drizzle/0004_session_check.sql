-- An access token speaks for its login only while that login (its refresh-token family) stands: logout,
-- a detected refresh-token replay, or a password change elsewhere ends the access tokens too (ASVS V3.3),
-- not only the refresh. refresh_tokens is a host table the tenant role may not read, so the check is a
-- SECURITY DEFINER function that answers one yes/no for one family and reveals nothing else. The family's
-- absolute expiry is the refresh path's business (it runs on the server's clock); access tokens expire on their own.
CREATE OR REPLACE FUNCTION eticket_session_active(fid uuid) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
  SELECT EXISTS (SELECT 1 FROM public.refresh_tokens WHERE family_id = fid)
     AND NOT EXISTS (SELECT 1 FROM public.refresh_tokens WHERE family_id = fid AND revoked_at IS NOT NULL)
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION eticket_session_active(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION eticket_session_active(uuid) TO eticket_app, eticket_host;
