-- Foreign keys name their tables without a schema (edited after drizzle-kit generate): the tables live
-- in whichever schema search_path names (tests use one schema per run on PostgreSQL).
CREATE TABLE "codifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "codifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_code" text NOT NULL,
	"entity_code" text NOT NULL,
	"name_field" text NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "codifications_field_code" UNIQUE("source_code","entity_code","name_field","code")
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requester_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_requester_participant" UNIQUE("requester_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"external_id" text,
	"civility" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"organization_name" text DEFAULT '' NOT NULL,
	"organization_website" text DEFAULT '' NOT NULL,
	"organization_logo" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mobile_phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"departement" text DEFAULT '' NOT NULL,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exhibitor_id" text,
	"profil" text,
	"service" text,
	"centerinterest" text[] DEFAULT '{}' NOT NULL,
	"photo_id" text,
	"visible" boolean DEFAULT true NOT NULL,
	"contactable" boolean DEFAULT true NOT NULL,
	"last_name_key" text DEFAULT '' NOT NULL,
	"first_name_key" text DEFAULT '' NOT NULL,
	"organization_key" text DEFAULT '' NOT NULL,
	"role_key" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participants_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "participants_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "profile_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_unique" UNIQUE("login")
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_photo_id_profile_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "profile_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_participant_id" ON "contact_requests" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "participants_directory_order" ON "participants" USING btree ("last_name_key","first_name_key","id") WHERE "participants"."visible";--> statement-breakpoint
CREATE INDEX "participants_last_name_key" ON "participants" USING btree ("last_name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_first_name_key" ON "participants" USING btree ("first_name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_organization_key" ON "participants" USING btree ("organization_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_role_key" ON "participants" USING btree ("role_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_profil" ON "participants" USING btree ("profil");--> statement-breakpoint
CREATE INDEX "participants_service" ON "participants" USING btree ("service");--> statement-breakpoint
CREATE INDEX "participants_centerinterest" ON "participants" USING gin ("centerinterest");--> statement-breakpoint
CREATE INDEX "participants_exhibitor_id" ON "participants" USING btree ("exhibitor_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id" ON "sessions" USING btree ("user_id");