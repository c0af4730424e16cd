CREATE TABLE "caea_codes" (
	"issuer_cuit" text NOT NULL,
	"environment" text NOT NULL,
	"periodo" integer NOT NULL,
	"orden" integer NOT NULL,
	"caea" text NOT NULL,
	"fch_vig_desde" text NOT NULL,
	"fch_vig_hasta" text NOT NULL,
	"fch_tope_inf" text NOT NULL,
	"without_movement" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "caea_codes_issuer_cuit_environment_periodo_orden_pk" PRIMARY KEY("issuer_cuit","environment","periodo","orden")
);
--> statement-breakpoint
CREATE TABLE "wsfe_outages" (
	"issuer_cuit" text NOT NULL,
	"environment" text NOT NULL,
	"down_since" timestamp with time zone NOT NULL,
	"last_error" text,
	CONSTRAINT "wsfe_outages_issuer_cuit_environment_pk" PRIMARY KEY("issuer_cuit","environment")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "caea" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "caea_informed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "caea_inform_error" text;--> statement-breakpoint
CREATE INDEX "invoices_caea_uninformed_idx" ON "invoices" USING btree ("issuer_cuit","environment") WHERE "invoices"."caea" IS NOT NULL AND "invoices"."caea_informed_at" IS NULL;