CREATE TABLE "customer_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_lead_labels" (
	"lead_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	CONSTRAINT "customer_lead_labels_lead_id_label_id_pk" PRIMARY KEY("lead_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "customer_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"visitor_user_id" uuid,
	"mobile" text,
	"source" text NOT NULL,
	"typed_name" text,
	"typed_company" text,
	"typed_title" text,
	"typed_email" text,
	"follow_up" text DEFAULT 'new' NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"survey" jsonb,
	"survey_answered_at" timestamp with time zone,
	"scan_count" integer DEFAULT 1 NOT NULL,
	"first_captured_at" timestamp with time zone NOT NULL,
	"last_scanned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_leads_source" CHECK ("customer_leads"."source" IN ('qr', 'mobile')),
	CONSTRAINT "customer_leads_follow_up" CHECK ("customer_leads"."follow_up" IN ('new', 'contacted', 'interested', 'deal', 'lost')),
	CONSTRAINT "customer_leads_who" CHECK ("customer_leads"."visitor_user_id" IS NOT NULL OR "customer_leads"."mobile" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "customer_membership_types" (
	"exhibition_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	CONSTRAINT "customer_membership_types_exhibition_id_kind_pk" PRIMARY KEY("exhibition_id","kind")
);
--> statement-breakpoint
CREATE TABLE "customer_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"state" text DEFAULT 'unpaid' NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_memberships_order_unique" UNIQUE("order_id"),
	CONSTRAINT "customer_memberships_kind" CHECK ("customer_memberships"."kind" IN ('single', 'multi')),
	CONSTRAINT "customer_memberships_state" CHECK ("customer_memberships"."state" IN ('unpaid', 'active'))
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"client_note_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_notes_client_unique" UNIQUE("lead_id","client_note_id")
);
--> statement-breakpoint
CREATE TABLE "customer_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"client_scan_id" uuid NOT NULL,
	"lead_id" uuid,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created" boolean DEFAULT false NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_scans_client_unique" UNIQUE("exhibition_id","dept_id","client_scan_id")
);
--> statement-breakpoint
CREATE TABLE "customer_staff_grants" (
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"dept_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"granted_by" uuid NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_staff_grants_exhibition_id_dept_id_user_id_pk" PRIMARY KEY("exhibition_id","dept_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "customer_surveys" (
	"exhibition_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"questions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_labels" ADD CONSTRAINT "customer_labels_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_lead_labels" ADD CONSTRAINT "customer_lead_labels_lead_id_customer_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."customer_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_lead_labels" ADD CONSTRAINT "customer_lead_labels_label_id_customer_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."customer_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_leads" ADD CONSTRAINT "customer_leads_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_leads" ADD CONSTRAINT "customer_leads_visitor_user_id_users_id_fk" FOREIGN KEY ("visitor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_leads" ADD CONSTRAINT "customer_leads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_membership_types" ADD CONSTRAINT "customer_membership_types_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_lead_id_customer_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."customer_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_scans" ADD CONSTRAINT "customer_scans_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_scans" ADD CONSTRAINT "customer_scans_lead_id_customer_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."customer_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_scans" ADD CONSTRAINT "customer_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_staff_grants" ADD CONSTRAINT "customer_staff_grants_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_staff_grants" ADD CONSTRAINT "customer_staff_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_staff_grants" ADD CONSTRAINT "customer_staff_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_surveys" ADD CONSTRAINT "customer_surveys_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_labels_name_unique" ON "customer_labels" USING btree ("exhibition_id","dept_id",lower("name"));--> statement-breakpoint
CREATE INDEX "customer_lead_labels_label_idx" ON "customer_lead_labels" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_leads_visitor_unique" ON "customer_leads" USING btree ("exhibition_id","dept_id","visitor_user_id") WHERE "customer_leads"."visitor_user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_leads_mobile_unique" ON "customer_leads" USING btree ("exhibition_id","dept_id","mobile") WHERE "customer_leads"."visitor_user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "customer_leads_list_idx" ON "customer_leads" USING btree ("exhibition_id","dept_id","first_captured_at","id");--> statement-breakpoint
CREATE INDEX "customer_leads_owner_idx" ON "customer_leads" USING btree ("exhibition_id","dept_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "customer_memberships_company_idx" ON "customer_memberships" USING btree ("exhibition_id","dept_id");--> statement-breakpoint
CREATE INDEX "customer_scans_lead_idx" ON "customer_scans" USING btree ("lead_id");