CREATE TABLE "taxauth_parameter_cache" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"environment" text NOT NULL,
	"name" text NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"cached_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "taxauth_parameter_cache_key" ON "taxauth_parameter_cache" USING btree ("environment","name","variant");