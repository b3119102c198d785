CREATE TABLE "assistant_applications" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_organization_ids" uuid[] NOT NULL,
	"granted_organization_ids" uuid[],
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"handled_by_id" uuid,
	"handled_time" timestamp with time zone,
	"reason" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "assistant_applications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"type" text DEFAULT 'Group' NOT NULL,
	"leader_user_id" uuid,
	"sort" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "organizations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "join_applications" ADD COLUMN "requested_organization_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employee_no" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "normalized_employee_no" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "technical_level_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_worker" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "join_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leave_date" date;--> statement-breakpoint
ALTER TABLE "assistant_applications" ADD CONSTRAINT "assistant_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_applications" ADD CONSTRAINT "assistant_applications_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_tenant_id_parent_id_organizations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_applications_one_open_key" ON "assistant_applications" USING btree ("tenant_id","user_id") WHERE "assistant_applications"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "assistant_applications_tenant_status_idx" ON "assistant_applications" USING btree ("tenant_id","status","creation_time");--> statement-breakpoint
CREATE INDEX "organizations_tenant_parent_idx" ON "organizations" USING btree ("tenant_id","parent_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_organization_id_organizations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_technical_level_id_technical_levels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","technical_level_id") REFERENCES "public"."technical_levels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_employee_no_key" ON "users" USING btree ("tenant_id","normalized_employee_no") WHERE "users"."normalized_employee_no" is not null;--> statement-breakpoint
CREATE INDEX "users_tenant_organization_idx" ON "users" USING btree ("tenant_id","organization_id");--> statement-breakpoint
SELECT eticket_secure_tenant_table('organizations');--> statement-breakpoint
SELECT eticket_secure_tenant_table('assistant_applications');
