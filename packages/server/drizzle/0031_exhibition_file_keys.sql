CREATE TABLE "exhibition_file_keys" (
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"row_id" uuid NOT NULL,
	CONSTRAINT "exhibition_file_keys_exhibition_id_kind_key_pk" PRIMARY KEY("exhibition_id","kind","key"),
	CONSTRAINT "exhibition_file_keys_row_unique" UNIQUE("exhibition_id","kind","row_id")
);
--> statement-breakpoint
ALTER TABLE "exhibition_file_keys" ADD CONSTRAINT "exhibition_file_keys_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;