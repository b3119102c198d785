ALTER TABLE "audit_entity_changes" DROP CONSTRAINT "audit_entity_changes_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_entity_changes" DROP CONSTRAINT "audit_entity_changes_tenant_id_audit_log_id_audit_logs_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_logs" DROP CONSTRAINT "audit_logs_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "bundle_procedure_claims" DROP CONSTRAINT "bundle_procedure_claims_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_logs" DROP CONSTRAINT "ticket_logs_tenant_id_tenants_id_fk";
