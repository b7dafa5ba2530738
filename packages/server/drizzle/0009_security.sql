CREATE TABLE "login_failures" (
	"tenant_id" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failures_tenant_id_subject_pk" PRIMARY KEY("tenant_id","subject")
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "max_uses_per_buyer" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "embed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "revoked_tokens_expiry_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verification_codes_recipient_day_idx" ON "verification_codes" USING btree ("recipient","created_at");--> statement-breakpoint
UPDATE "discount_codes" AS d SET "used" = (
	SELECT count(*) FROM "orders" AS o
	WHERE o."tenant_id" = d."tenant_id" AND o."exhibition_id" = d."exhibition_id" AND o."discount_code" = d."code"
	  AND o."state" NOT IN ('cancelled', 'refunded')
);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_used_check" CHECK ("discount_codes"."used" >= 0);