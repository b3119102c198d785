CREATE TABLE "wage_adjustments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"reason" text NOT NULL,
	"source_type" text,
	"source_id" uuid,
	"settlement_id" uuid,
	"creator_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "wage_adjustments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "wage_adjustments_amount_positive" CHECK ("wage_adjustments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wage_settlement_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"settlement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"record_count" integer NOT NULL,
	"piece_qty" integer NOT NULL,
	"piece_amount" numeric(20, 4) NOT NULL,
	"addition_amount" numeric(18, 2) NOT NULL,
	"deduction_amount" numeric(18, 2) NOT NULL,
	"net_amount" numeric(18, 2) NOT NULL,
	"confirm_status" text DEFAULT 'pending' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"resolve_remark" text,
	"resolved_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "wage_settlement_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "wage_settlements" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"settlement_no" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"organization_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"remark" text,
	"calculated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"auto_confirm_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"locked_by_id" uuid,
	"paid_date" date,
	"payment_proof_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_note" text,
	"worker_count" integer DEFAULT 0 NOT NULL,
	"total_qty" integer DEFAULT 0 NOT NULL,
	"piece_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"addition_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"deduction_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"creator_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "wage_settlements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "wage_settlements_period_order" CHECK ("wage_settlements"."period_end" >= "wage_settlements"."period_start")
);
--> statement-breakpoint
ALTER TABLE "wage_adjustments" ADD CONSTRAINT "wage_adjustments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_adjustments" ADD CONSTRAINT "wage_adjustments_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_settlement_items" ADD CONSTRAINT "wage_settlement_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_settlement_items" ADD CONSTRAINT "wage_settlement_items_tenant_id_settlement_id_wage_settlements_tenant_id_id_fk" FOREIGN KEY ("tenant_id","settlement_id") REFERENCES "public"."wage_settlements"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_settlement_items" ADD CONSTRAINT "wage_settlement_items_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_settlements" ADD CONSTRAINT "wage_settlements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wage_adjustments_user_date_idx" ON "wage_adjustments" USING btree ("tenant_id","user_id","business_date");--> statement-breakpoint
CREATE INDEX "wage_adjustments_date_idx" ON "wage_adjustments" USING btree ("tenant_id","business_date");--> statement-breakpoint
CREATE INDEX "wage_adjustments_settlement_idx" ON "wage_adjustments" USING btree ("tenant_id","settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wage_settlement_items_worker_key" ON "wage_settlement_items" USING btree ("tenant_id","settlement_id","user_id");--> statement-breakpoint
CREATE INDEX "wage_settlement_items_user_idx" ON "wage_settlement_items" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wage_settlements_no_key" ON "wage_settlements" USING btree ("tenant_id","settlement_no");--> statement-breakpoint
CREATE INDEX "wage_settlements_period_idx" ON "wage_settlements" USING btree ("tenant_id","period_start","period_end");--> statement-breakpoint
SELECT eticket_secure_tenant_table('wage_adjustments');--> statement-breakpoint
SELECT eticket_secure_tenant_table('wage_settlements');--> statement-breakpoint
SELECT eticket_secure_tenant_table('wage_settlement_items');--> statement-breakpoint
-- A settlement reads its worker's unsettled valid records of a period without touching the heap for amounts;
-- the records of a locked settlement are found by its id (unlock, payslips).
CREATE INDEX "ticket_logs_unsettled_idx" ON "ticket_logs" USING btree ("tenant_id","business_date","user_id") INCLUDE ("qty","unit_price","creation_time") WHERE "settlement_id" IS NULL AND "status" = 'valid';--> statement-breakpoint
CREATE INDEX "ticket_logs_settlement_idx" ON "ticket_logs" USING btree ("tenant_id","settlement_id") WHERE "settlement_id" IS NOT NULL;--> statement-breakpoint
-- Settled periods are immutable (domain §8.1.3), whatever code runs: a work record or adjustment that a
-- locked or paid settlement holds can be neither updated nor deleted. The one change let through is the
-- release by an unlock, which first moves its settlement out of locked (audited), then clears the stamp.
CREATE OR REPLACE FUNCTION eticket_guard_settled_row() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.settlement_id IS NULL AND NOT EXISTS (
    SELECT 1 FROM wage_settlements s WHERE s.tenant_id = OLD.tenant_id AND s.id = OLD.settlement_id AND s.status IN ('locked', 'paid')
  ) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'settled % % cannot be changed or deleted', TG_TABLE_NAME, OLD.id USING ERRCODE = 'ET409';
END $fn$;--> statement-breakpoint
CREATE TRIGGER "ticket_logs_settled_guard" BEFORE UPDATE OR DELETE ON "ticket_logs"
  FOR EACH ROW WHEN (OLD.settlement_id IS NOT NULL) EXECUTE FUNCTION eticket_guard_settled_row();--> statement-breakpoint
CREATE TRIGGER "wage_adjustments_settled_guard" BEFORE UPDATE OR DELETE ON "wage_adjustments"
  FOR EACH ROW WHEN (OLD.settlement_id IS NOT NULL) EXECUTE FUNCTION eticket_guard_settled_row();--> statement-breakpoint
-- A locked settlement is never deleted; a paid one never changes again.
CREATE OR REPLACE FUNCTION eticket_guard_closed_settlement() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'locked' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'wage settlement % is %', OLD.id, OLD.status USING ERRCODE = 'ET409';
END $fn$;--> statement-breakpoint
CREATE TRIGGER "wage_settlements_closed_guard" BEFORE UPDATE OR DELETE ON "wage_settlements"
  FOR EACH ROW WHEN (OLD.status IN ('locked', 'paid')) EXECUTE FUNCTION eticket_guard_closed_settlement();
