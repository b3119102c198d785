ALTER TABLE "roles" ADD COLUMN "data_scope" text DEFAULT 'own' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;