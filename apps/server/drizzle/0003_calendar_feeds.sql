CREATE TABLE "calendar_feeds" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"event_original_ids" jsonb NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
