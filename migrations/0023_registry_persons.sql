CREATE TABLE "taxauth_registry_persons" (
	"environment" text NOT NULL,
	"cuit" text NOT NULL,
	"persona" jsonb,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "taxauth_registry_persons_environment_cuit_pk" PRIMARY KEY("environment","cuit")
);
