CREATE TABLE "exhibitor_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"fascia_cn" text NOT NULL,
	"fascia_en" text NOT NULL,
	"shelves" integer NOT NULL,
	"hanging_rods" integer NOT NULL,
	"flow_tables" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_boards_company" UNIQUE("exhibition_id","dept_id"),
	CONSTRAINT "exhibitor_boards_counts" CHECK ("exhibitor_boards"."shelves" >= 0 AND "exhibitor_boards"."hanging_rods" >= 0 AND "exhibitor_boards"."flow_tables" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exhibitor_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"material_type" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"description_cn" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitor_invitation_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"register_type" text NOT NULL,
	"channel" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"body_cn" text NOT NULL,
	"body_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_invitation_templates_channel" CHECK ("exhibitor_invitation_templates"."channel" IN ('sms', 'email', 'link'))
);
--> statement-breakpoint
CREATE TABLE "exhibitor_invite_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"invited_by" uuid NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_invite_records_address" UNIQUE("exhibition_id","dept_id","address")
);
--> statement-breakpoint
CREATE TABLE "exhibitor_service_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"description_cn" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"language" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_service_categories_code" UNIQUE("exhibition_id","code"),
	CONSTRAINT "exhibitor_service_categories_kind" CHECK ("exhibitor_service_categories"."kind" IN ('service', 'ad', 'translator'))
);
--> statement-breakpoint
CREATE TABLE "exhibitor_service_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitor_service_types" (
	"ticket_type_id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"day" text DEFAULT '' NOT NULL,
	CONSTRAINT "exhibitor_service_types_day" UNIQUE("category_id","day")
);
--> statement-breakpoint
CREATE TABLE "exhibitor_special_builds" (
	"booth_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"builder_name" text NOT NULL,
	"builder_contact" text NOT NULL,
	"builder_mobile" text NOT NULL,
	"builder_email" text,
	"height_m" double precision NOT NULL,
	"floor_load_kg_m2" double precision NOT NULL,
	"drawing_file_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_special_builds_limits" CHECK ("exhibitor_special_builds"."height_m" > 0 AND "exhibitor_special_builds"."height_m" <= 5 AND "exhibitor_special_builds"."floor_load_kg_m2" > 0 AND "exhibitor_special_builds"."floor_load_kg_m2" <= 5000)
);
--> statement-breakpoint
CREATE TABLE "exhibitor_vip_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"template_id" uuid,
	"wording_cn" text DEFAULT '' NOT NULL,
	"wording_en" text DEFAULT '' NOT NULL,
	"image_file_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_vip_invites_company" UNIQUE("exhibition_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "exhibitor_visa_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"surname" text NOT NULL,
	"given_names" text NOT NULL,
	"sex" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"nationality" text NOT NULL,
	"passport_no" text NOT NULL,
	"passport_expiry" text NOT NULL,
	"position" text NOT NULL,
	"arrival" text NOT NULL,
	"departure" text NOT NULL,
	"letter_no" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_visa_requests_state" CHECK ("exhibitor_visa_requests"."state" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "exhibitor_participations" ADD COLUMN "setup_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exhibitor_participations" ADD COLUMN "setup_reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exhibitor_boards" ADD CONSTRAINT "exhibitor_boards_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_documents" ADD CONSTRAINT "exhibitor_documents_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_invitation_templates" ADD CONSTRAINT "exhibitor_invitation_templates_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_invite_records" ADD CONSTRAINT "exhibitor_invite_records_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_invite_records" ADD CONSTRAINT "exhibitor_invite_records_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_service_categories" ADD CONSTRAINT "exhibitor_service_categories_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_service_reservations" ADD CONSTRAINT "exhibitor_service_reservations_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_service_reservations" ADD CONSTRAINT "exhibitor_service_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_service_types" ADD CONSTRAINT "exhibitor_service_types_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_service_types" ADD CONSTRAINT "exhibitor_service_types_category_id_exhibitor_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."exhibitor_service_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_special_builds" ADD CONSTRAINT "exhibitor_special_builds_booth_id_exhibitor_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."exhibitor_booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_special_builds" ADD CONSTRAINT "exhibitor_special_builds_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_vip_invites" ADD CONSTRAINT "exhibitor_vip_invites_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_vip_invites" ADD CONSTRAINT "exhibitor_vip_invites_template_id_exhibitor_invitation_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."exhibitor_invitation_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_visa_requests" ADD CONSTRAINT "exhibitor_visa_requests_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_visa_requests" ADD CONSTRAINT "exhibitor_visa_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exhibitor_documents_exhibition_idx" ON "exhibitor_documents" USING btree ("exhibition_id","material_type");--> statement-breakpoint
CREATE INDEX "exhibitor_invite_records_company_idx" ON "exhibitor_invite_records" USING btree ("exhibition_id","dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitor_service_reservations_order" ON "exhibitor_service_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "exhibitor_service_reservations_company_idx" ON "exhibitor_service_reservations" USING btree ("exhibition_id","dept_id");--> statement-breakpoint
CREATE INDEX "exhibitor_special_builds_company_idx" ON "exhibitor_special_builds" USING btree ("exhibition_id","dept_id");--> statement-breakpoint
CREATE INDEX "exhibitor_visa_requests_company_idx" ON "exhibitor_visa_requests" USING btree ("exhibition_id","dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitor_visa_requests_letter_no" ON "exhibitor_visa_requests" USING btree ("letter_no") WHERE "exhibitor_visa_requests"."letter_no" IS NOT NULL;