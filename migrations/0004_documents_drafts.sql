CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"mode" text DEFAULT 'manual' NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"upload_id" uuid,
	"file_name" text,
	"mime_type" text,
	"file_sha256" text,
	"file_size" integer,
	"template_id" uuid,
	"template_name" text,
	"requested_cuit_id" uuid,
	"cuit_id" uuid,
	"pto_vta" integer,
	"extracted_data" jsonb,
	"data" jsonb,
	"total" numeric(18, 2),
	"voucher_letter" text,
	"confidence" double precision,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_code" text,
	"error_message" text,
	"reject_reason" text,
	"pipeline" jsonb DEFAULT '{"stage":"queued"}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"stage_started_at" timestamp with time zone,
	"batch_id" uuid,
	"invoice" jsonb,
	"email_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cuit_id" uuid,
	"pto_vta" integer,
	"mode" text DEFAULT 'manual' NOT NULL,
	"concepto" integer,
	"iva_rate" double precision,
	"prices_include_iva" boolean,
	"receiver_doc_type" text,
	"receiver_doc_number" text,
	"receiver_name" text,
	"receiver_condicion_iva" integer,
	"receiver_email" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instructions" text,
	"column_mapping" jsonb,
	"payment_term_days" integer,
	"send_email" boolean DEFAULT false NOT NULL,
	"email_copy_to" text,
	"recurrence" text,
	"day_of_month" integer,
	"active" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_cuit_id_cuits_id_fk" FOREIGN KEY ("cuit_id") REFERENCES "public"."cuits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drafts_account_idx" ON "drafts" USING btree ("account_id","environment","created_at");--> statement-breakpoint
CREATE INDEX "drafts_account_sha_idx" ON "drafts" USING btree ("account_id","file_sha256");--> statement-breakpoint
CREATE INDEX "drafts_status_idx" ON "drafts" USING btree ("status","stage_started_at");--> statement-breakpoint
CREATE INDEX "document_templates_account_idx" ON "document_templates" USING btree ("account_id","environment","created_at");