ALTER TABLE "inbox_messages" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD COLUMN "translations" jsonb;