CREATE TABLE "draft_page_models" (
	"draft_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"pages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "provenance" jsonb;--> statement-breakpoint
ALTER TABLE "document_templates" ADD COLUMN "learned" jsonb;--> statement-breakpoint
ALTER TABLE "draft_page_models" ADD CONSTRAINT "draft_page_models_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_page_models" ADD CONSTRAINT "draft_page_models_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;