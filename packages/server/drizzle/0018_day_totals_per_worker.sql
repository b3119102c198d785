-- The day totals become one row per worker and day (a row shared by several workers made their scans queue
-- on each other's commits). The rows are rebuilt from the live records: emptied, re-keyed, refilled. The owner
-- may be subject to the forced policies (a non-superuser owner sees no rows without app.tenant_id), so the
-- force is lifted for the rebuild and restored after it.
TRUNCATE "production_day_totals";--> statement-breakpoint
ALTER TABLE "production_day_totals" DROP CONSTRAINT "production_day_totals_tenant_id_tenants_id_fk";--> statement-breakpoint
ALTER TABLE "production_day_totals" DROP CONSTRAINT "production_day_totals_tenant_id_business_date_slot_pk";--> statement-breakpoint
ALTER TABLE "production_day_totals" DROP COLUMN "slot";--> statement-breakpoint
ALTER TABLE "production_day_totals" ADD COLUMN "user_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "production_day_totals" ADD CONSTRAINT "production_day_totals_tenant_id_business_date_user_id_pk" PRIMARY KEY("tenant_id","business_date","user_id");--> statement-breakpoint
ALTER TABLE "production_day_totals" ADD CONSTRAINT "production_day_totals_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "production_day_totals" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "production_day_totals" ("tenant_id", "business_date", "user_id", "qty", "amount", "records")
SELECT "tenant_id", "business_date", "user_id", sum("qty"), sum("amount"), count(*)
FROM "ticket_logs" WHERE "status" IN ('pending', 'valid', 'settled')
GROUP BY 1, 2, 3;--> statement-breakpoint
ALTER TABLE "production_day_totals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket_logs" FORCE ROW LEVEL SECURITY;
