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
ALTER TABLE "exhibitor_participations" ADD COLUMN "setup_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exhibitor_participations" ADD COLUMN "setup_reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exhibitor_boards" ADD CONSTRAINT "exhibitor_boards_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_documents" ADD CONSTRAINT "exhibitor_documents_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_service_categories" ADD CONSTRAINT "exhibitor_service_categories_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_service_reservations" ADD CONSTRAINT "exhibitor_service_reservations_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_service_reservations" ADD CONSTRAINT "exhibitor_service_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_service_types" ADD CONSTRAINT "exhibitor_service_types_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_service_types" ADD CONSTRAINT "exhibitor_service_types_category_id_exhibitor_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."exhibitor_service_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_special_builds" ADD CONSTRAINT "exhibitor_special_builds_booth_id_exhibitor_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."exhibitor_booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_special_builds" ADD CONSTRAINT "exhibitor_special_builds_dept_id_exhibitor_companies_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."exhibitor_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exhibitor_documents_exhibition_idx" ON "exhibitor_documents" USING btree ("exhibition_id","material_type");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitor_service_reservations_order" ON "exhibitor_service_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "exhibitor_service_reservations_company_idx" ON "exhibitor_service_reservations" USING btree ("exhibition_id","dept_id");--> statement-breakpoint
CREATE INDEX "exhibitor_special_builds_company_idx" ON "exhibitor_special_builds" USING btree ("exhibition_id","dept_id");