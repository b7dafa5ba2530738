-- Referrals (issue 18, features/referrals): a visitor's invitation per exhibition, the people he invited by SMS or e-mail,
-- who registered through whose link (fission parent) and the day's invitation count behind the cap. Self-contained.
CREATE TABLE "referral_daily_counts" (
	"exhibition_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "referral_daily_counts_exhibition_id_user_id_day_pk" PRIMARY KEY("exhibition_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "referral_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_invitations_user_unique" UNIQUE("exhibition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "referral_invite_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"inviter_user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_invite_records_address_unique" UNIQUE("exhibition_id","inviter_user_id","address")
);
--> statement-breakpoint
CREATE TABLE "referral_parents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_parents_user_unique" UNIQUE("exhibition_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "referral_daily_counts" ADD CONSTRAINT "referral_daily_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invite_records" ADD CONSTRAINT "referral_invite_records_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invite_records" ADD CONSTRAINT "referral_invite_records_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_parents" ADD CONSTRAINT "referral_parents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_parents" ADD CONSTRAINT "referral_parents_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_parents" ADD CONSTRAINT "referral_parents_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_invite_records_inviter_idx" ON "referral_invite_records" USING btree ("exhibition_id","inviter_user_id");--> statement-breakpoint
CREATE INDEX "referral_parents_parent_idx" ON "referral_parents" USING btree ("exhibition_id","parent_user_id");