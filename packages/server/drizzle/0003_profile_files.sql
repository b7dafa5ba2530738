CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"field" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_fields" ADD COLUMN "placeholder_cn" text;--> statement-breakpoint
ALTER TABLE "form_fields" ADD COLUMN "placeholder_en" text;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("tenant_id","owner_user_id");