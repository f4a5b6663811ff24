CREATE TABLE "data_version_notes" (
	"version" integer PRIMARY KEY NOT NULL,
	"published_by" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"restored_from" integer,
	"changes" jsonb
);
--> statement-breakpoint
ALTER TABLE "data_version_notes" ADD CONSTRAINT "data_version_notes_version_data_versions_version_fk" FOREIGN KEY ("version") REFERENCES "data_versions"("version") ON DELETE cascade ON UPDATE no action;