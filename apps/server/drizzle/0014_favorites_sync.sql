CREATE TABLE "favorites_sync_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorites_sync_entries" (
	"subject_hash" text NOT NULL,
	"data_type" text NOT NULL,
	"item_id" bigint NOT NULL,
	"action" text NOT NULL,
	"changed_at" bigint NOT NULL,
	CONSTRAINT "favorites_sync_entries_subject_hash_data_type_item_id_pk" PRIMARY KEY("subject_hash","data_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "favorites_sync_tokens" (
	"digest" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "favorites_sync_tokens_expires_at" ON "favorites_sync_tokens" USING btree ("expires_at");