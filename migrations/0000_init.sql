CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"plan_name" text DEFAULT 'standard' NOT NULL,
	"plan_cuit_limit" integer NOT NULL,
	"plan_monthly_invoice_limit" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"key_hash" text NOT NULL,
	"display_prefix" text NOT NULL,
	"display_suffix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'owner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"integration_mode" text,
	"setup_status" text DEFAULT 'INITIALIZED' NOT NULL,
	"testing_setup_state" text,
	"production_setup_state" text,
	"testing_certificate_valid" boolean DEFAULT false NOT NULL,
	"production_certificate_valid" boolean DEFAULT false NOT NULL,
	"testing_taxauth_connection_valid" boolean DEFAULT false NOT NULL,
	"production_taxauth_connection_valid" boolean DEFAULT false NOT NULL,
	"testing_certificate_expiration" timestamp with time zone,
	"production_certificate_expiration" timestamp with time zone,
	"testing_ta_expiration" timestamp with time zone,
	"production_ta_expiration" timestamp with time zone,
	"default_pos" integer,
	"default_concept" integer,
	"default_invoice_type" integer,
	"default_iva" integer,
	"persona" jsonb,
	"persona_last_updated" timestamp with time zone,
	"pos" jsonb,
	"pos_last_updated" timestamp with time zone,
	"invoice_branding" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_design" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuits" ADD CONSTRAINT "cuits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuits" ADD CONSTRAINT "cuits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_account_environment_key" ON "api_keys" USING btree ("account_id","environment");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "cuits_account_number_key" ON "cuits" USING btree ("account_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "cuits_account_default_key" ON "cuits" USING btree ("account_id") WHERE "cuits"."is_default";--> statement-breakpoint
CREATE INDEX "cuits_number_idx" ON "cuits" USING btree ("number");