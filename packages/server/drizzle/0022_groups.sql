-- Groups (issue 18): a group leader's group per exhibition and its members; registrations keep the group link they came
-- through. Numbered 0022, not 0021: the orders fast path (branch orders-fast) takes 0021 at the same time.
CREATE TABLE "visiting_group_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "visiting_group_members_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"company" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visiting_group_members_mobile_unique" UNIQUE("group_id","mobile"),
	CONSTRAINT "visiting_group_members_email_unique" UNIQUE("group_id","email"),
	CONSTRAINT "visiting_group_members_user_unique" UNIQUE("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "visiting_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"leader_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"expected_size" integer NOT NULL,
	"join_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visiting_groups_leader_unique" UNIQUE("exhibition_id","leader_user_id"),
	CONSTRAINT "visiting_groups_join_code_unique" UNIQUE("join_code")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "visiting_group_id" text;--> statement-breakpoint
ALTER TABLE "visiting_group_members" ADD CONSTRAINT "visiting_group_members_group_id_visiting_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."visiting_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visiting_group_members" ADD CONSTRAINT "visiting_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visiting_groups" ADD CONSTRAINT "visiting_groups_leader_user_id_users_id_fk" FOREIGN KEY ("leader_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visiting_groups" ADD CONSTRAINT "visiting_groups_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visiting_group_members_group_idx" ON "visiting_group_members" USING btree ("group_id","seq");--> statement-breakpoint
CREATE INDEX "visiting_groups_tenant_leader_idx" ON "visiting_groups" USING btree ("tenant_id","leader_user_id");