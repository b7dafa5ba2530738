CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"leader_user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_code_unique" UNIQUE("tenant_id","exhibition_id","code")
);
--> statement-breakpoint
CREATE TABLE "user_register_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"source_code" text,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_register_links_unique" UNIQUE NULLS NOT DISTINCT("exhibition_id","user_id","source_code")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "source_code" text;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_leader_user_id_users_id_fk" FOREIGN KEY ("leader_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_register_links" ADD CONSTRAINT "user_register_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_register_links" ADD CONSTRAINT "user_register_links_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channels_leader_idx" ON "channels" USING btree ("exhibition_id","leader_user_id");--> statement-breakpoint
CREATE INDEX "registrations_source_code_idx" ON "registrations" USING btree ("exhibition_id","source_code");