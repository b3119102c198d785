CREATE TABLE "bundles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"cutting_time_id" uuid NOT NULL,
	"bundle_no" integer NOT NULL,
	"ticket_no" bigint NOT NULL,
	"code" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"qty" integer NOT NULL,
	"dye_lot" text,
	"note" text,
	"status" text DEFAULT 'created' NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"last_printed_at" timestamp with time zone,
	"reported_qty" integer DEFAULT 0 NOT NULL,
	"completed_qty" integer DEFAULT 0 NOT NULL,
	"replaced_codes" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "bundles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cutting_times" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"bed_no" integer NOT NULL,
	"bed_sub_no" integer,
	"bed_period" text NOT NULL,
	"cut_date" date NOT NULL,
	"cutter_user_id" uuid,
	"cutter_name" text,
	"fabric_name" text,
	"fabric_color" text,
	"dye_lot" text,
	"marker_no" text,
	"marker_length" numeric(10, 2),
	"marker_width" numeric(10, 2),
	"loss_rate" numeric(5, 2),
	"ratios" jsonb NOT NULL,
	"colors" jsonb NOT NULL,
	"layers" integer NOT NULL,
	"pieces_per_ply" integer NOT NULL,
	"lay_qty" integer NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"plan" jsonb,
	"bundle_mode" text,
	"start_bundle_no" integer,
	"total_bundles" integer DEFAULT 0 NOT NULL,
	"total_qty" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"ticket_note" text,
	"printed_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "cutting_times_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "cutting_times_bed_no_key" UNIQUE NULLS NOT DISTINCT("tenant_id","bed_period","bed_no","bed_sub_no")
);
--> statement-breakpoint
CREATE TABLE "order_procedures" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"stage" text NOT NULL,
	"part_id" uuid,
	"part_name" text,
	"source_procedure_id" uuid,
	"price_mode" text NOT NULL,
	"default_price" numeric(18, 6) NOT NULL,
	"prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_price" boolean NOT NULL,
	"standard_minutes" numeric(10, 4),
	"is_outsourced" boolean DEFAULT false NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_procedures_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"normalized_order_no" text NOT NULL,
	"customer_po_no" text,
	"product_id" uuid NOT NULL,
	"customer_id" uuid,
	"order_date" date NOT NULL,
	"delivery_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"colors" jsonb NOT NULL,
	"sizes" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"total_qty" integer NOT NULL,
	"remark" text,
	"procedures_snapshot_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "part_tickets" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bundle_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"part_name" text NOT NULL,
	"code" text NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"last_printed_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_tickets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "production_counters" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"last_no" bigint DEFAULT 0 NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	CONSTRAINT "production_counters_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "voided_ticket_codes" (
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"bundle_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_by" uuid,
	CONSTRAINT "voided_ticket_codes_tenant_id_code_pk" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_tenant_id_cutting_time_id_cutting_times_tenant_id_id_fk" FOREIGN KEY ("tenant_id","cutting_time_id") REFERENCES "public"."cutting_times"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cutting_times" ADD CONSTRAINT "cutting_times_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cutting_times" ADD CONSTRAINT "cutting_times_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_procedures" ADD CONSTRAINT "order_procedures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_procedures" ADD CONSTRAINT "order_procedures_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_customer_id_customers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_tickets" ADD CONSTRAINT "part_tickets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_tickets" ADD CONSTRAINT "part_tickets_tenant_id_bundle_id_bundles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bundle_id") REFERENCES "public"."bundles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_counters" ADD CONSTRAINT "production_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voided_ticket_codes" ADD CONSTRAINT "voided_ticket_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voided_ticket_codes" ADD CONSTRAINT "voided_ticket_codes_tenant_id_bundle_id_bundles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bundle_id") REFERENCES "public"."bundles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bundles_order_bundle_no_key" ON "bundles" USING btree ("tenant_id","order_id","bundle_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bundles_ticket_no_key" ON "bundles" USING btree ("tenant_id","ticket_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bundles_code_key" ON "bundles" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "bundles_bed_idx" ON "bundles" USING btree ("tenant_id","cutting_time_id","bundle_no");--> statement-breakpoint
CREATE INDEX "cutting_times_order_idx" ON "cutting_times" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "cutting_times_cut_date_idx" ON "cutting_times" USING btree ("tenant_id","cut_date");--> statement-breakpoint
CREATE INDEX "order_procedures_order_idx" ON "order_procedures" USING btree ("tenant_id","order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tenant_order_no_key" ON "orders" USING btree ("tenant_id","normalized_order_no");--> statement-breakpoint
CREATE INDEX "orders_tenant_creation_idx" ON "orders" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "orders_tenant_delivery_idx" ON "orders" USING btree ("tenant_id","delivery_date");--> statement-breakpoint
CREATE INDEX "orders_tenant_product_idx" ON "orders" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "orders_tenant_customer_idx" ON "orders" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "part_tickets_bundle_part_key" ON "part_tickets" USING btree ("tenant_id","bundle_id","part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "part_tickets_code_key" ON "part_tickets" USING btree ("tenant_id","code");--> statement-breakpoint
-- Orders, cutting beds, bundles and tickets (issue 6): every table is a tenant table (RLS ENABLE + FORCE, tenant policy, grants to eticket_app).
SELECT eticket_secure_tenant_table('orders');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('order_procedures');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('production_counters');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('cutting_times');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('bundles');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('part_tickets');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('voided_ticket_codes');
