CREATE TABLE "exhibitor_booths" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"hall" text NOT NULL,
	"booth_no" text NOT NULL,
	"type" text NOT NULL,
	"area" double precision NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitor_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text,
	"full_name_cn" text NOT NULL,
	"full_name_en" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_companies_tenant_id_unique" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "exhibitor_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"type" text DEFAULT 'staff' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"reason" text,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"id_number" text,
	"position" text NOT NULL,
	"source" text NOT NULL,
	"user_id" uuid,
	"invitation_id" uuid,
	"applied_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_credentials_state" CHECK ("exhibitor_credentials"."state" IN ('draft', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "exhibitor_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"code" text NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitor_journals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"name_cn" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"contacts" text DEFAULT '' NOT NULL,
	"contact_information" text DEFAULT '' NOT NULL,
	"introduction_cn" text DEFAULT '' NOT NULL,
	"introduction_en" text DEFAULT '' NOT NULL,
	"logo_file_id" text,
	"logo_thumb_file_id" text,
	"initiative_letter_accepted" boolean DEFAULT false NOT NULL,
	"copied_from_id" uuid,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_journals_unique" UNIQUE("exhibition_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "exhibitor_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"must_set_password" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_members_user_unique" UNIQUE("tenant_id","user_id"),
	CONSTRAINT "exhibitor_members_role" CHECK ("exhibitor_members"."role" IN ('admin', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "exhibitor_participations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"product_cap" integer,
	"credential_cap" integer,
	"catalogue_state" text DEFAULT 'none' NOT NULL,
	"catalogue_reason" text,
	"catalogue_submitted_at" timestamp with time zone,
	"catalogue_decided_at" timestamp with time zone,
	"exhibits_state" text DEFAULT 'none' NOT NULL,
	"exhibits_reason" text,
	"exhibits_submitted_at" timestamp with time zone,
	"exhibits_decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_participations_unique" UNIQUE("exhibition_id","dept_id"),
	CONSTRAINT "exhibitor_participations_catalogue_state" CHECK ("exhibitor_participations"."catalogue_state" IN ('none', 'pending', 'approved', 'rejected')),
	CONSTRAINT "exhibitor_participations_exhibits_state" CHECK ("exhibitor_participations"."exhibits_state" IN ('none', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "exhibitor_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"description_cn" text NOT NULL,
	"description_en" text NOT NULL,
	"category" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_file_id" text,
	"copied_from_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitor_settings" (
	"exhibition_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"default_product_cap" integer DEFAULT 10 NOT NULL,
	"default_credential_cap" integer DEFAULT 10 NOT NULL,
	"credential_deadline" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitor_uploads" (
	"file_id" text PRIMARY KEY NOT NULL,
	"thumb_file_id" text,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "kept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitor_booths" ADD CONSTRAINT "exhibitor_booths_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_companies" ADD CONSTRAINT "exhibitor_companies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_credentials" ADD CONSTRAINT "exhibitor_credentials_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_credentials" ADD CONSTRAINT "exhibitor_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_invitations" ADD CONSTRAINT "exhibitor_invitations_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_invitations" ADD CONSTRAINT "exhibitor_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_journals" ADD CONSTRAINT "exhibitor_journals_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_members" ADD CONSTRAINT "exhibitor_members_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_members" ADD CONSTRAINT "exhibitor_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_participations" ADD CONSTRAINT "exhibitor_participations_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_participations" ADD CONSTRAINT "exhibitor_participations_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_products" ADD CONSTRAINT "exhibitor_products_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_settings" ADD CONSTRAINT "exhibitor_settings_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_uploads" ADD CONSTRAINT "exhibitor_uploads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_uploads" ADD CONSTRAINT "exhibitor_uploads_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitor_booths_unique" ON "exhibitor_booths" USING btree ("exhibition_id",upper("hall"),upper("booth_no"));--> statement-breakpoint
CREATE INDEX "exhibitor_booths_company_idx" ON "exhibitor_booths" USING btree ("exhibition_id","dept_id");--> statement-breakpoint
CREATE INDEX "exhibitor_companies_tenant_idx" ON "exhibitor_companies" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "exhibitor_credentials_company_idx" ON "exhibitor_credentials" USING btree ("exhibition_id","dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitor_credentials_one_per_user" ON "exhibitor_credentials" USING btree ("exhibition_id","user_id") WHERE "exhibitor_credentials"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitor_invitations_code" ON "exhibitor_invitations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "exhibitor_invitations_company_idx" ON "exhibitor_invitations" USING btree ("exhibition_id","dept_id");--> statement-breakpoint
CREATE INDEX "exhibitor_journals_company_idx" ON "exhibitor_journals" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "exhibitor_members_company_idx" ON "exhibitor_members" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "exhibitor_products_company_idx" ON "exhibitor_products" USING btree ("exhibition_id","dept_id");--> statement-breakpoint
CREATE INDEX "exhibitor_products_history_idx" ON "exhibitor_products" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "exhibitor_uploads_company_idx" ON "exhibitor_uploads" USING btree ("exhibition_id","dept_id");