ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_late_payment_unique" ON "refunds" USING btree ("payment_id") WHERE "refunds"."kind" = 'latePayment';