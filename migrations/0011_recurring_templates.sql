CREATE TABLE "document_template_runs" (
	"template_id" uuid NOT NULL,
	"period" text NOT NULL,
	"draft_id" uuid,
	"trigger" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_template_runs_template_id_period_pk" PRIMARY KEY("template_id","period")
);
--> statement-breakpoint
ALTER TABLE "document_template_runs" ADD CONSTRAINT "document_template_runs_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_runs" ADD CONSTRAINT "document_template_runs_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_templates_due_idx" ON "document_templates" USING btree ("next_run_at","id") WHERE "document_templates"."recurrence" IS NOT NULL AND "document_templates"."active";