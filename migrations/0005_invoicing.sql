CREATE TABLE "idempotency_keys" (
	"account_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_environment_key_pk" PRIMARY KEY("account_id","environment","key")
);
--> statement-breakpoint
CREATE TABLE "invoice_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_items" integer DEFAULT 0 NOT NULL,
	"processed_items" integer DEFAULT 0 NOT NULL,
	"failed_items" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"item_index" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"cuit_id" uuid NOT NULL,
	"issuer_cuit" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"kind" text NOT NULL,
	"pto_vta" integer NOT NULL,
	"cbte_tipo" integer NOT NULL,
	"concepto" integer NOT NULL,
	"voucher_number" integer,
	"date" text,
	"total" numeric(15, 2) NOT NULL,
	"currency" text NOT NULL,
	"invoice_data" jsonb NOT NULL,
	"voucher_input" jsonb NOT NULL,
	"receiver" jsonb,
	"associated" jsonb,
	"request" jsonb,
	"response" jsonb,
	"cae" text,
	"cae_due_date" text,
	"observations" jsonb,
	"error_code" text,
	"error" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"voids_invoice_id" uuid,
	"idempotency_key" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "numbering_leases" (
	"issuer_cuit" text NOT NULL,
	"environment" text NOT NULL,
	"pto_vta" integer NOT NULL,
	"cbte_tipo" integer NOT NULL,
	"holder" uuid,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "numbering_leases_issuer_cuit_environment_pto_vta_cbte_tipo_pk" PRIMARY KEY("issuer_cuit","environment","pto_vta","cbte_tipo")
);
--> statement-breakpoint
ALTER TABLE "invoice_batches" ADD CONSTRAINT "invoice_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_batch_id_invoice_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."invoice_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expiry_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "invoice_batches_account_idx" ON "invoice_batches" USING btree ("account_id","environment","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_item_key" ON "invoices" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_batch_index_key" ON "invoices" USING btree ("batch_id","item_index");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("issuer_cuit","environment","pto_vta","cbte_tipo","voucher_number") WHERE "invoices"."voucher_number" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_idempotency_key" ON "invoices" USING btree ("account_id","environment","idempotency_key") WHERE "invoices"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("account_id","environment","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_open_idx" ON "invoices" USING btree ("issuer_cuit","environment","pto_vta","cbte_tipo","status") WHERE "invoices"."status" IN ('pending', 'processing', 'reconciling');--> statement-breakpoint
CREATE INDEX "invoices_batch_idx" ON "invoices" USING btree ("batch_id","status");