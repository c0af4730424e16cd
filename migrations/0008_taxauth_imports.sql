CREATE TABLE "imported_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"cuit_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"origin" text DEFAULT 'taxauth' NOT NULL,
	"issuer_cuit" text NOT NULL,
	"pto_vta" integer NOT NULL,
	"cbte_tipo" integer NOT NULL,
	"voucher_number" integer NOT NULL,
	"date" text NOT NULL,
	"doc_tipo" integer NOT NULL,
	"doc_nro" text NOT NULL,
	"total" numeric(15, 2) NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" text NOT NULL,
	"cae" text,
	"cae_due_date" text,
	"voucher" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxauth_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"cuit_id" uuid NOT NULL,
	"issuer_cuit" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pto_vta" integer,
	"invoice_type" integer,
	"from_date" text,
	"to_date" text,
	"progress" jsonb,
	"cursor" jsonb,
	"error_code" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "imported_vouchers" ADD CONSTRAINT "imported_vouchers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxauth_imports" ADD CONSTRAINT "taxauth_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imported_vouchers_number_key" ON "imported_vouchers" USING btree ("account_id","issuer_cuit","environment","pto_vta","cbte_tipo","voucher_number");--> statement-breakpoint
CREATE INDEX "imported_vouchers_list_idx" ON "imported_vouchers" USING btree ("account_id","environment","cuit_id","date","voucher_number");--> statement-breakpoint
CREATE INDEX "taxauth_imports_account_idx" ON "taxauth_imports" USING btree ("account_id","environment","created_at");