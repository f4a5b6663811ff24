CREATE TABLE "data_version_catalogs" (
	"version" integer PRIMARY KEY NOT NULL,
	"published_by" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"restored_from" integer,
	"changes" jsonb,
	"catalog" bytea NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_version_catalogs" ADD CONSTRAINT "data_version_catalogs_version_data_versions_version_fk" FOREIGN KEY ("version") REFERENCES "data_versions"("version") ON DELETE cascade ON UPDATE no action;