-- A statement that must not half-succeed says so in SQL: eticket_expect(ok, message) is true, or raises
-- (SQLSTATE P0001) and the statement — and its transaction — fails. A write group answers its scans before
-- the result of their claim statement is back (the statement, the audit row and COMMIT go out together), so
-- that statement checks in the database that every claim and record came out as the group predicted.
CREATE OR REPLACE FUNCTION eticket_expect(ok boolean, message text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION '%', message USING ERRCODE = 'P0001';
  END IF;
  RETURN true;
END
$fn$;--> statement-breakpoint
REVOKE ALL ON FUNCTION eticket_expect(boolean, text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION eticket_expect(boolean, text) TO eticket_app;
