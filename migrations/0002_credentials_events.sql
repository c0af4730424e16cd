CREATE TABLE "cuit_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cuit_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"private_key_sealed" text,
	"certificate_pem" text,
	"certificate_fingerprint" text,
	"certificate_expires_at" timestamp with time zone,
	"pending_private_key_sealed" text,
	"pending_csr_pem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cuit_credentials" ADD CONSTRAINT "cuit_credentials_cuit_id_cuits_id_fk" FOREIGN KEY ("cuit_id") REFERENCES "public"."cuits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cuit_credentials_cuit_environment_key" ON "cuit_credentials" USING btree ("cuit_id","environment");--> statement-breakpoint
CREATE INDEX "event_outbox_pending_idx" ON "event_outbox" USING btree ("dispatched_at","created_at");