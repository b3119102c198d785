CREATE UNIQUE INDEX "bundles_order_key" ON "bundles" USING btree ("tenant_id","id","order_id");--> statement-breakpoint
ALTER TABLE "ticket_logs" DROP CONSTRAINT "ticket_logs_tenant_id_order_id_orders_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_logs" DROP CONSTRAINT "ticket_logs_tenant_id_bundle_id_bundles_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_tenant_id_bundle_id_order_id_bundles_tenant_id_id_order_id_fk" FOREIGN KEY ("tenant_id","bundle_id","order_id") REFERENCES "public"."bundles"("tenant_id","id","order_id") ON DELETE no action ON UPDATE no action;
