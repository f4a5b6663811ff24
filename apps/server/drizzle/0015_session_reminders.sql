CREATE TABLE "reminder_deliveries" (
	"endpoint" text NOT NULL,
	"reminder_key" text NOT NULL,
	"start" bigint NOT NULL,
	CONSTRAINT "reminder_deliveries_endpoint_reminder_key_pk" PRIMARY KEY("endpoint","reminder_key")
);
--> statement-breakpoint
CREATE TABLE "reminder_devices" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"subject_hash" text NOT NULL,
	"is_on" boolean NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sessions" (
	"subject_hash" text NOT NULL,
	"event_id" bigint NOT NULL,
	"original_id" text NOT NULL,
	"start" bigint NOT NULL,
	"end" bigint,
	"title" text NOT NULL,
	"room" text DEFAULT '' NOT NULL,
	CONSTRAINT "reminder_sessions_subject_hash_event_id_pk" PRIMARY KEY("subject_hash","event_id")
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_endpoint_reminder_devices_endpoint_fk" FOREIGN KEY ("endpoint") REFERENCES "reminder_devices"("endpoint") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_devices" ADD CONSTRAINT "reminder_devices_endpoint_push_subscriptions_endpoint_fk" FOREIGN KEY ("endpoint") REFERENCES "push_subscriptions"("endpoint") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_deliveries_start" ON "reminder_deliveries" USING btree ("start");--> statement-breakpoint
CREATE INDEX "reminder_devices_subject_hash" ON "reminder_devices" USING btree ("subject_hash");