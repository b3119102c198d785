CREATE TABLE "customers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"contact" text,
	"phone" text,
	"address" text,
	"remark" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "customers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "factories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"address" text,
	"manager" text,
	"phone" text,
	"remark" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "factories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "part_templates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"remark" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "part_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "procedure_templates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"remark" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "procedure_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"sort" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "product_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_parts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"pieces_per_garment" integer DEFAULT 1 NOT NULL,
	"print_ticket" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "product_parts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_procedure_prices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"procedure_id" uuid NOT NULL,
	"technical_level_id" uuid,
	"size" text,
	"price" numeric(18, 6) NOT NULL,
	CONSTRAINT "product_procedure_prices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "product_procedure_prices_cell_key" UNIQUE NULLS NOT DISTINCT("tenant_id","procedure_id","technical_level_id","size")
);
--> statement-breakpoint
CREATE TABLE "product_procedures" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"part_id" uuid,
	"stage" text DEFAULT 'sewing' NOT NULL,
	"standard_minutes" numeric(10, 4),
	"default_price" numeric(18, 6) NOT NULL,
	"price_mode" text DEFAULT 'default' NOT NULL,
	"show_price" boolean DEFAULT true NOT NULL,
	"is_outsourceable" boolean DEFAULT false NOT NULL,
	"is_qc_point" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_procedures_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"style_no" text NOT NULL,
	"normalized_style_no" text NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid,
	"image_url" text,
	"colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_id" uuid,
	"remark" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"part_template_id" uuid,
	"procedure_template_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "technical_levels" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"coefficient" numeric(6, 4) DEFAULT '1' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "technical_levels_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factories" ADD CONSTRAINT "factories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_templates" ADD CONSTRAINT "part_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_templates" ADD CONSTRAINT "procedure_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_tenant_id_parent_id_product_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."product_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parts" ADD CONSTRAINT "product_parts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parts" ADD CONSTRAINT "product_parts_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_procedure_prices" ADD CONSTRAINT "product_procedure_prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_procedure_prices" ADD CONSTRAINT "product_procedure_prices_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_procedure_prices" ADD CONSTRAINT "product_procedure_prices_tenant_id_procedure_id_product_procedures_tenant_id_id_fk" FOREIGN KEY ("tenant_id","procedure_id") REFERENCES "public"."product_procedures"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_procedure_prices" ADD CONSTRAINT "product_procedure_prices_tenant_id_technical_level_id_technical_levels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","technical_level_id") REFERENCES "public"."technical_levels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_procedures" ADD CONSTRAINT "product_procedures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_procedures" ADD CONSTRAINT "product_procedures_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_procedures" ADD CONSTRAINT "product_procedures_tenant_id_part_id_product_parts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","part_id") REFERENCES "public"."product_parts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_category_id_product_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."product_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_customer_id_customers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_part_template_id_part_templates_tenant_id_id_fk" FOREIGN KEY ("tenant_id","part_template_id") REFERENCES "public"."part_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_procedure_template_id_procedure_templates_tenant_id_id_fk" FOREIGN KEY ("tenant_id","procedure_template_id") REFERENCES "public"."procedure_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_levels" ADD CONSTRAINT "technical_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_categories_tenant_parent_idx" ON "product_categories" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "product_parts_product_idx" ON "product_parts" USING btree ("tenant_id","product_id","sort");--> statement-breakpoint
CREATE INDEX "product_procedure_prices_product_idx" ON "product_procedure_prices" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "product_procedure_prices_level_idx" ON "product_procedure_prices" USING btree ("tenant_id","technical_level_id");--> statement-breakpoint
CREATE INDEX "product_procedures_product_idx" ON "product_procedures" USING btree ("tenant_id","product_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "products_tenant_style_no_key" ON "products" USING btree ("tenant_id","normalized_style_no");--> statement-breakpoint
CREATE INDEX "products_tenant_category_idx" ON "products" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "products_tenant_customer_idx" ON "products" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "products_tenant_creation_idx" ON "products" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "technical_levels_one_default_key" ON "technical_levels" USING btree ("tenant_id") WHERE "technical_levels"."is_default";--> statement-breakpoint
-- Master data (issue 5): every table is a tenant table (RLS ENABLE + FORCE, tenant policy, grants to eticket_app).
SELECT eticket_secure_tenant_table('product_categories');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('part_templates');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('procedure_templates');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('customers');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('factories');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('technical_levels');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('products');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('product_parts');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('product_procedures');
--> statement-breakpoint
SELECT eticket_secure_tenant_table('product_procedure_prices');
