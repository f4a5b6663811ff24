CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organiser_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organiser_password_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"organiser_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organiser_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"organiser_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_password_links" ADD CONSTRAINT "organiser_password_links_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_sessions" ADD CONSTRAINT "organiser_sessions_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "organiser_sessions_organiser_id" ON "organiser_sessions" USING btree ("organiser_id");