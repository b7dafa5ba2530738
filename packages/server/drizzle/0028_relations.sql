-- Registering other people (issue 18, features/relations): who registered whom at an exhibition, the person's data
-- until submitted and the account made for them then. Self-contained; the merger renumbers it if 0024 is taken.
CREATE TABLE "user_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "user_relations_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"registrant_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"person_user_id" uuid,
	"submitted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_relations_mobile_unique" UNIQUE("exhibition_id","mobile"),
	CONSTRAINT "user_relations_email_unique" UNIQUE("exhibition_id","email")
);
--> statement-breakpoint
ALTER TABLE "user_relations" ADD CONSTRAINT "user_relations_registrant_user_id_users_id_fk" FOREIGN KEY ("registrant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_relations" ADD CONSTRAINT "user_relations_person_user_id_users_id_fk" FOREIGN KEY ("person_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_relations" ADD CONSTRAINT "user_relations_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_relations_registrant_idx" ON "user_relations" USING btree ("tenant_id","exhibition_id","registrant_user_id");--> statement-breakpoint
CREATE INDEX "user_relations_person_idx" ON "user_relations" USING btree ("person_user_id");