CREATE TABLE "favorites_sync_positions" (
	"subject_hash" text NOT NULL,
	"position_id" text NOT NULL,
	"action" text NOT NULL,
	"changed_at" bigint NOT NULL,
	"position" jsonb,
	CONSTRAINT "favorites_sync_positions_subject_hash_position_id_pk" PRIMARY KEY("subject_hash","position_id")
);
