CREATE TABLE "invoice_counters" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_headers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"tax_id" text,
	"bank_name" text,
	"bank_account" text,
	"address" text,
	"phone" text,
	"email" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sellers" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"tax_id" text NOT NULL,
	"address_cn" text NOT NULL,
	"address_en" text NOT NULL,
	"phone" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"tax_rate_permille" integer DEFAULT 60 NOT NULL,
	"number_prefix" text DEFAULT '' NOT NULL,
	"verify_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'applied' NOT NULL,
	"language" text NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_fen" integer NOT NULL,
	"net_fen" integer NOT NULL,
	"tax_fen" integer NOT NULL,
	"invoice_no" text,
	"verification_code" text,
	"provider_ref" text,
	"pdf" "bytea",
	"attempts" integer DEFAULT 0 NOT NULL,
	"failed_reason" text,
	"failed_params" jsonb,
	"void_reason" text,
	"reversal_no" text,
	"reversed_at" timestamp with time zone,
	"applied_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("tenant_id","invoice_no"),
	CONSTRAINT "invoices_reversal_number_unique" UNIQUE("tenant_id","reversal_no"),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."amount_fen" > 0 AND "invoices"."amount_fen" = "invoices"."net_fen" + "invoices"."tax_fen"),
	CONSTRAINT "invoices_issued_has_number" CHECK ("invoices"."state" <> 'issued' OR ("invoices"."invoice_no" IS NOT NULL AND "invoices"."pdf" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'RMB' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_headers" ADD CONSTRAINT "invoice_headers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sellers" ADD CONSTRAINT "invoice_sellers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_headers_user_idx" ON "invoice_headers" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_headers_one_default" ON "invoice_headers" USING btree ("user_id") WHERE "invoice_headers"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_live_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."state" <> 'voided';--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("tenant_id","exhibition_id","user_id");--> statement-breakpoint
CREATE INDEX "invoices_state_idx" ON "invoices" USING btree ("state","applied_at");