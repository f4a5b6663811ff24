CREATE TABLE "scheduled_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"send_at" timestamp (3) with time zone NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"action" text,
	"profile" text
);
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "pushed_count" integer;--> statement-breakpoint
CREATE INDEX "scheduled_messages_send_at" ON "scheduled_messages" USING btree ("send_at");