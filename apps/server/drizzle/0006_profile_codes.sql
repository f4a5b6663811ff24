CREATE TABLE "profile_codes" (
	"profile" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A configuration stored before this version kept each code as codeHash (unsalted SHA-256) inside the
-- published configuration: the hash moves here, and the profile keeps only protected: true.
INSERT INTO "profile_codes" ("profile", "code_hash")
SELECT "profile"->>'key', 'sha256$' || ("profile"->>'codeHash')
FROM "show_config", jsonb_array_elements("show_config"."config"->'profiles') AS "profile"
WHERE "profile" ? 'codeHash'
ON CONFLICT ("profile") DO NOTHING;--> statement-breakpoint
UPDATE "show_config"
SET "config" = jsonb_set("config", '{profiles}', (
	SELECT jsonb_agg(
		CASE WHEN "profile" ? 'codeHash' THEN ("profile" - 'codeHash') || '{"protected": true}'::jsonb ELSE "profile" END
		ORDER BY "position"
	)
	FROM jsonb_array_elements("config"->'profiles') WITH ORDINALITY AS "listed"("profile", "position")
))
WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("config"->'profiles') AS "profile" WHERE "profile" ? 'codeHash');
