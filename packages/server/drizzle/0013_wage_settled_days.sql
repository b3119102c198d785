CREATE TABLE "wage_settled_days" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"settlement_id" uuid NOT NULL,
	CONSTRAINT "wage_settled_days_tenant_id_user_id_business_date_pk" PRIMARY KEY("tenant_id","user_id","business_date")
);
--> statement-breakpoint
CREATE INDEX "wage_settled_days_settlement_idx" ON "wage_settled_days" USING btree ("tenant_id","settlement_id");--> statement-breakpoint
SELECT eticket_secure_tenant_table('wage_settled_days');--> statement-breakpoint
-- Records are no longer stamped one by one: a locked or paid settlement owns the days of its period for each of
-- its workers, and a valid record of an owned day is settled. Existing stamps become owned days, the records go
-- back to 'valid'. The owner may be subject to the forced policies, so they are lifted for the conversion.
DROP TRIGGER IF EXISTS "ticket_logs_settled_guard" ON "ticket_logs";--> statement-breakpoint
ALTER TABLE "ticket_logs" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "wage_settlements" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "wage_settlement_items" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "wage_settled_days" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "wage_settled_days" ("tenant_id", "user_id", "business_date", "settlement_id")
  SELECT i.tenant_id, i.user_id, d::date, s.id
  FROM wage_settlements s
  JOIN wage_settlement_items i ON i.tenant_id = s.tenant_id AND i.settlement_id = s.id
  CROSS JOIN generate_series(s.period_start, s.period_end, interval '1 day') d
  WHERE s.status IN ('locked', 'paid')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "ticket_logs" SET "status" = 'valid' WHERE "status" = 'settled' OR "settlement_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_logs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "wage_settlements" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "wage_settlement_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "wage_settled_days" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX IF EXISTS "ticket_logs_unsettled_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "ticket_logs_settlement_idx";--> statement-breakpoint
ALTER TABLE "ticket_logs" DROP COLUMN "settlement_id";--> statement-breakpoint
-- A settlement reads its workers' valid records of a period without touching the heap for amounts.
CREATE INDEX "ticket_logs_valid_idx" ON "ticket_logs" USING btree ("tenant_id","business_date","user_id") INCLUDE ("qty","unit_price","creation_time") WHERE "status" = 'valid';--> statement-breakpoint
-- Settled periods are immutable (domain §8.1.3), whatever code runs: no work record is added to, changed in
-- or removed from a worker-day that a locked or paid settlement owns (one primary-key probe per row). An
-- unlock first deletes its days, so its records are free again.
CREATE OR REPLACE FUNCTION eticket_guard_settled_day() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'INSERT' AND EXISTS (
    SELECT 1 FROM wage_settled_days d WHERE d.tenant_id = OLD.tenant_id AND d.user_id = OLD.user_id AND d.business_date = OLD.business_date
  ) THEN
    RAISE EXCEPTION 'settled % % cannot be changed or deleted', TG_TABLE_NAME, OLD.id USING ERRCODE = 'ET409';
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id <> OLD.user_id OR NEW.business_date <> OLD.business_date) AND EXISTS (
    SELECT 1 FROM wage_settled_days d WHERE d.tenant_id = NEW.tenant_id AND d.user_id = NEW.user_id AND d.business_date = NEW.business_date
  ) THEN
    RAISE EXCEPTION 'settled day of % cannot be changed: % %', TG_TABLE_NAME, NEW.user_id, NEW.business_date USING ERRCODE = 'ET409';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $fn$;--> statement-breakpoint
CREATE TRIGGER "ticket_logs_settled_day_guard" BEFORE INSERT OR UPDATE OR DELETE ON "ticket_logs"
  FOR EACH ROW EXECUTE FUNCTION eticket_guard_settled_day();
--> statement-breakpoint
-- A locked or paid settlement keeps its days: they go only after an unlock has moved it out of locked
-- (audited), in one check per statement, not per day.
CREATE OR REPLACE FUNCTION eticket_guard_owned_days() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  held uuid;
BEGIN
  SELECT s.id INTO held FROM gone g JOIN wage_settlements s ON s.tenant_id = g.tenant_id AND s.id = g.settlement_id
    WHERE s.status IN ('locked', 'paid') LIMIT 1;
  IF held IS NOT NULL THEN
    RAISE EXCEPTION 'settled days of wage settlement % cannot be changed or deleted', held USING ERRCODE = 'ET409';
  END IF;
  RETURN NULL;
END $fn$;--> statement-breakpoint
CREATE TRIGGER "wage_settled_days_delete_guard" AFTER DELETE ON "wage_settled_days"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION eticket_guard_owned_days();--> statement-breakpoint
CREATE TRIGGER "wage_settled_days_update_guard" AFTER UPDATE ON "wage_settled_days"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION eticket_guard_owned_days();
