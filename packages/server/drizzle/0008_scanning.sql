CREATE TABLE "bundle_procedure_claims" (
	"tenant_id" uuid NOT NULL,
	"bundle_id" uuid NOT NULL,
	"order_procedure_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_procedure_claims_tenant_id_bundle_id_order_procedure_id_pk" PRIMARY KEY("tenant_id","bundle_id","order_procedure_id"),
	CONSTRAINT "bundle_procedure_claims_qty_nonnegative" CHECK ("bundle_procedure_claims"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "production_receipts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"receipt_no" text NOT NULL,
	"order_id" uuid NOT NULL,
	"receipt_date" date NOT NULL,
	"receiver" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"total_qty" integer NOT NULL,
	"remark" text,
	"creator_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "production_receipts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ticket_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"order_id" uuid NOT NULL,
	"bundle_id" uuid NOT NULL,
	"order_procedure_id" uuid NOT NULL,
	"procedure_name" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"technical_level_id" uuid,
	"coefficient" numeric(6, 4) DEFAULT '1' NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"business_date" date NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"reported_by_user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"revoked_by_id" uuid,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"settlement_id" uuid,
	"client_request_id" text NOT NULL,
	"remark" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ticket_logs_qty_positive" CHECK ("ticket_logs"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "bundle_procedure_claims" ADD CONSTRAINT "bundle_procedure_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_procedure_claims" ADD CONSTRAINT "bundle_procedure_claims_tenant_id_bundle_id_bundles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bundle_id") REFERENCES "public"."bundles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_procedure_claims" ADD CONSTRAINT "bundle_procedure_claims_tenant_id_order_procedure_id_order_procedures_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_procedure_id") REFERENCES "public"."order_procedures"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_receipts" ADD CONSTRAINT "production_receipts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_receipts" ADD CONSTRAINT "production_receipts_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_tenant_id_reported_by_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reported_by_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_tenant_id_bundle_id_bundles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bundle_id") REFERENCES "public"."bundles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_tenant_id_order_procedure_id_order_procedures_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_procedure_id") REFERENCES "public"."order_procedures"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_procedure_claims_order_idx" ON "bundle_procedure_claims" USING btree ("tenant_id","order_id","order_procedure_id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_receipts_no_key" ON "production_receipts" USING btree ("tenant_id","receipt_no");--> statement-breakpoint
CREATE INDEX "production_receipts_order_idx" ON "production_receipts" USING btree ("tenant_id","order_id","receipt_date");--> statement-breakpoint
CREATE INDEX "production_receipts_date_idx" ON "production_receipts" USING btree ("tenant_id","receipt_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_logs_client_request_key" ON "ticket_logs" USING btree ("tenant_id","client_request_id");--> statement-breakpoint
CREATE INDEX "ticket_logs_date_idx" ON "ticket_logs" USING btree ("tenant_id","business_date");--> statement-breakpoint
CREATE INDEX "ticket_logs_user_date_idx" ON "ticket_logs" USING btree ("tenant_id","user_id","business_date");--> statement-breakpoint
CREATE INDEX "ticket_logs_org_date_idx" ON "ticket_logs" USING btree ("tenant_id","organization_id","business_date");--> statement-breakpoint
CREATE INDEX "ticket_logs_order_idx" ON "ticket_logs" USING btree ("tenant_id","order_id","order_procedure_id");--> statement-breakpoint
CREATE INDEX "ticket_logs_bundle_idx" ON "ticket_logs" USING btree ("tenant_id","bundle_id","order_procedure_id");--> statement-breakpoint
SELECT eticket_secure_tenant_table('ticket_logs');--> statement-breakpoint
SELECT eticket_secure_tenant_table('bundle_procedure_claims');--> statement-breakpoint
SELECT eticket_secure_tenant_table('production_receipts');
