CREATE TABLE "ticket_gift_items" (
	"gift_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"receiver_user_id" uuid,
	"received_at" timestamp with time zone,
	"taken_back_at" timestamp with time zone,
	CONSTRAINT "ticket_gift_items_gift_id_ticket_id_pk" PRIMARY KEY("gift_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"giver_user_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"receiver_phone" text NOT NULL,
	"quantity" integer NOT NULL,
	"token" text NOT NULL,
	"language" text DEFAULT 'cn' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "ticket_gifts_quantity_check" CHECK ("ticket_gifts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"ticket_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"revoked_qr_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "source" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_gift_items" ADD CONSTRAINT "ticket_gift_items_gift_id_ticket_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."ticket_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_gift_items" ADD CONSTRAINT "ticket_gift_items_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_gift_items" ADD CONSTRAINT "ticket_gift_items_receiver_user_id_users_id_fk" FOREIGN KEY ("receiver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_gifts" ADD CONSTRAINT "ticket_gifts_giver_user_id_users_id_fk" FOREIGN KEY ("giver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_gifts" ADD CONSTRAINT "ticket_gifts_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_gifts" ADD CONSTRAINT "ticket_gifts_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_gift_items_ticket_idx" ON "ticket_gift_items" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_gifts_giver_idx" ON "ticket_gifts" USING btree ("tenant_id","exhibition_id","giver_user_id");--> statement-breakpoint
CREATE INDEX "ticket_transfers_ticket_idx" ON "ticket_transfers" USING btree ("ticket_id");