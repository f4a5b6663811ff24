CREATE TABLE "lead_checkpoint_devices" (
	"checkpoint_id" integer NOT NULL,
	"mobile_id" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_checkpoint_devices_checkpoint_id_mobile_id_pk" PRIMARY KEY("checkpoint_id","mobile_id")
);
--> statement-breakpoint
CREATE TABLE "lead_checkpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_checkpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"licence" text NOT NULL,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_checkpoints_licence_user_name" UNIQUE("licence","user_name")
);
--> statement-breakpoint
CREATE TABLE "lead_exhibitors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_exhibitors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"original_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "lead_exhibitors_original_id_unique" UNIQUE("original_id")
);
--> statement-breakpoint
CREATE TABLE "lead_form_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_form_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"nature" text,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"is_read_only" boolean DEFAULT false NOT NULL,
	"default_value" text,
	"cab_position" integer,
	"print_position" integer,
	"codifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_form_fields_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lead_licence_devices" (
	"licence" text NOT NULL,
	"mobile_id" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_licence_devices_licence_mobile_id_pk" PRIMARY KEY("licence","mobile_id")
);
--> statement-breakpoint
CREATE TABLE "lead_licences" (
	"code" text PRIMARY KEY NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"user_quota" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exhibitor_id" integer NOT NULL,
	"code" text NOT NULL,
	"external_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"has_photo" boolean DEFAULT false NOT NULL,
	"has_voice_message" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_exhibitor_code" UNIQUE("exhibitor_id","code")
);
--> statement-breakpoint
CREATE TABLE "badge_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"show_id" text NOT NULL,
	"public_key" jsonb NOT NULL,
	"private_key" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_badges" (
	"code" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"qr_text" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_checkpoint_devices" ADD CONSTRAINT "lead_checkpoint_devices_checkpoint_id_lead_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "lead_checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_checkpoints" ADD CONSTRAINT "lead_checkpoints_licence_lead_licences_code_fk" FOREIGN KEY ("licence") REFERENCES "lead_licences"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_licence_devices" ADD CONSTRAINT "lead_licence_devices_licence_lead_licences_code_fk" FOREIGN KEY ("licence") REFERENCES "lead_licences"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_licences" ADD CONSTRAINT "lead_licences_exhibitor_id_lead_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "lead_exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_exhibitor_id_lead_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "lead_exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_checkpoint_devices_mobile_id" ON "lead_checkpoint_devices" USING btree ("mobile_id");--> statement-breakpoint
CREATE INDEX "lead_licence_devices_mobile_id" ON "lead_licence_devices" USING btree ("mobile_id");--> statement-breakpoint
CREATE INDEX "lead_licences_exhibitor_id" ON "lead_licences" USING btree ("exhibitor_id");--> statement-breakpoint
CREATE INDEX "issued_badges_is_demo" ON "issued_badges" USING btree ("is_demo");