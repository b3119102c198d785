ALTER TABLE "bundles" ADD COLUMN "scan_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "scan_block_reason" text;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "scan_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "scan_blocked_by_id" uuid;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_tenant_id_scan_blocked_by_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","scan_blocked_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundles_scan_blocked_by_idx" ON "bundles" USING btree ("tenant_id","scan_blocked_by_id") WHERE "bundles"."scan_blocked_by_id" is not null;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_scan_block_complete" CHECK ("bundles"."scan_blocked" = ("bundles"."scan_block_reason" is not null) and "bundles"."scan_blocked" = ("bundles"."scan_blocked_at" is not null));