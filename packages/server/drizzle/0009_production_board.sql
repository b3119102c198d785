DROP INDEX "ticket_logs_date_idx";--> statement-breakpoint
CREATE INDEX "ticket_logs_occurred_idx" ON "ticket_logs" USING btree ("tenant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ticket_logs_date_idx" ON "ticket_logs" USING btree ("tenant_id","business_date","status","qty","amount");