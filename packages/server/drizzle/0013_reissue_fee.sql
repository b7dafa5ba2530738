CREATE TABLE "ticket_reissues" (
	"order_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"fee_fen" integer NOT NULL,
	CONSTRAINT "ticket_reissues_order_id_ticket_id_pk" PRIMARY KEY("order_id","ticket_id"),
	CONSTRAINT "ticket_reissues_fee_check" CHECK ("ticket_reissues"."fee_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'tickets' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "reissue_fee_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_reissues" ADD CONSTRAINT "ticket_reissues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reissues" ADD CONSTRAINT "ticket_reissues_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_reissues_ticket_idx" ON "ticket_reissues" USING btree ("ticket_id");