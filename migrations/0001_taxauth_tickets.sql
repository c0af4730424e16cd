CREATE TABLE "taxauth_access_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"environment" text NOT NULL,
	"cert_fingerprint" text NOT NULL,
	"service" text NOT NULL,
	"token" text,
	"sign" text,
	"generation_time" timestamp with time zone,
	"expiration_time" timestamp with time zone,
	"retry_after" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "taxauth_access_tickets_key" ON "taxauth_access_tickets" USING btree ("environment","cert_fingerprint","service");