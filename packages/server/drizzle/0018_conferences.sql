CREATE SEQUENCE "public"."conference_registration_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "conference_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"seq" integer NOT NULL,
	"walk_in" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'cn' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_registrations_once" UNIQUE("session_id","user_id"),
	CONSTRAINT "conference_registrations_status_check" CHECK ("conference_registrations"."status" IN ('registered', 'waitlisted', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "conference_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"key" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"hall_cn" text DEFAULT '' NOT NULL,
	"hall_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conference_rooms_key_unique" UNIQUE("tenant_id","exhibition_id","key")
);
--> statement-breakpoint
CREATE TABLE "conference_session_speakers" (
	"session_id" uuid NOT NULL,
	"speaker_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conference_session_speakers_session_id_speaker_id_pk" PRIMARY KEY("session_id","speaker_id")
);
--> statement-breakpoint
CREATE TABLE "conference_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"key" text NOT NULL,
	"conference_id" uuid,
	"room_id" uuid NOT NULL,
	"day" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"topic_key" text NOT NULL,
	"topic_cn" text NOT NULL,
	"topic_en" text NOT NULL,
	"description_cn" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"walk_in" text DEFAULT 'allowed' NOT NULL,
	"ticket_type_id" uuid,
	"sign_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_sessions_sign_code_unique" UNIQUE("sign_code"),
	CONSTRAINT "conference_sessions_key_unique" UNIQUE("tenant_id","exhibition_id","key"),
	CONSTRAINT "conference_sessions_seats_check" CHECK ("conference_sessions"."seats_taken" >= 0 AND "conference_sessions"."seats_taken" <= "conference_sessions"."capacity"),
	CONSTRAINT "conference_sessions_times_check" CHECK ("conference_sessions"."ends_at" > "conference_sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "conference_sign_ins" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"walk_in" boolean DEFAULT false NOT NULL,
	"source" text,
	"signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conference_sign_ins_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conference_speakers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"key" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"title_cn" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"company_cn" text DEFAULT '' NOT NULL,
	"company_en" text DEFAULT '' NOT NULL,
	"bio_cn" text DEFAULT '' NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conference_speakers_key_unique" UNIQUE("tenant_id","exhibition_id","key")
);
--> statement-breakpoint
CREATE TABLE "conferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"key" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"description_cn" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conferences_key_unique" UNIQUE("tenant_id","exhibition_id","key")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"key" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_cn" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"body_cn" text NOT NULL,
	"body_en" text NOT NULL,
	"cover_url" text,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_items_key_unique" UNIQUE("tenant_id","exhibition_id","key")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"key" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"tier_cn" text DEFAULT '' NOT NULL,
	"tier_en" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partners_key_unique" UNIQUE("tenant_id","exhibition_id","key")
);
--> statement-breakpoint
ALTER TABLE "conference_registrations" ADD CONSTRAINT "conference_registrations_session_id_conference_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."conference_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_registrations" ADD CONSTRAINT "conference_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_rooms" ADD CONSTRAINT "conference_rooms_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_session_speakers" ADD CONSTRAINT "conference_session_speakers_session_id_conference_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."conference_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_session_speakers" ADD CONSTRAINT "conference_session_speakers_speaker_id_conference_speakers_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."conference_speakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_sessions" ADD CONSTRAINT "conference_sessions_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_sessions" ADD CONSTRAINT "conference_sessions_room_id_conference_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."conference_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_sessions" ADD CONSTRAINT "conference_sessions_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_sessions" ADD CONSTRAINT "conference_sessions_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_sign_ins" ADD CONSTRAINT "conference_sign_ins_session_id_conference_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."conference_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_sign_ins" ADD CONSTRAINT "conference_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_speakers" ADD CONSTRAINT "conference_speakers_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_registrations_queue_idx" ON "conference_registrations" USING btree ("session_id","status","seq");--> statement-breakpoint
CREATE INDEX "conference_registrations_user_idx" ON "conference_registrations" USING btree ("tenant_id","exhibition_id","user_id");--> statement-breakpoint
CREATE INDEX "conference_session_speakers_speaker_idx" ON "conference_session_speakers" USING btree ("speaker_id");--> statement-breakpoint
CREATE INDEX "conference_sessions_programme_idx" ON "conference_sessions" USING btree ("tenant_id","exhibition_id","starts_at");--> statement-breakpoint
CREATE INDEX "conference_sign_ins_user_idx" ON "conference_sign_ins" USING btree ("tenant_id","exhibition_id","user_id");--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("tenant_id","exhibition_id","published_at");