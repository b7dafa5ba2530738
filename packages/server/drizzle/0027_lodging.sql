-- Lodging and parking of visiting groups (issue 18, features/lodging): the organiser's hotels, room types with a
-- nightly allotment and the lodging range per exhibition; the leaders' bookings, room assignments and vehicles.
CREATE TABLE "lodging_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lodging_bookings_stay" CHECK ("lodging_bookings"."check_out" > "lodging_bookings"."check_in" and "lodging_bookings"."rooms" > 0)
);
--> statement-breakpoint
CREATE TABLE "lodging_hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"key" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"address_cn" text NOT NULL,
	"address_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lodging_hotels_key_unique" UNIQUE("tenant_id","exhibition_id","key")
);
--> statement-breakpoint
CREATE TABLE "lodging_occupants" (
	"booking_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"room" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lodging_occupants_booking_id_member_id_pk" PRIMARY KEY("booking_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "lodging_room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"beds" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"allotment" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lodging_room_types_key_unique" UNIQUE("hotel_id","key"),
	CONSTRAINT "lodging_room_types_positive" CHECK ("lodging_room_types"."beds" > 0 and "lodging_room_types"."price_fen" > 0 and "lodging_room_types"."allotment" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lodging_settings" (
	"tenant_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"first_check_in" date NOT NULL,
	"last_check_out" date NOT NULL,
	"parking_first_day" date NOT NULL,
	"parking_last_day" date NOT NULL,
	"vehicle_max" integer NOT NULL,
	CONSTRAINT "lodging_settings_tenant_id_exhibition_id_pk" PRIMARY KEY("tenant_id","exhibition_id"),
	CONSTRAINT "lodging_settings_range" CHECK ("lodging_settings"."last_check_out" > "lodging_settings"."first_check_in" and "lodging_settings"."parking_last_day" >= "lodging_settings"."parking_first_day")
);
--> statement-breakpoint
CREATE TABLE "parking_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"plate_kind" text NOT NULL,
	"plate" text NOT NULL,
	"country" text,
	"driver_member_id" uuid,
	"days" jsonb NOT NULL,
	"pass_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_vehicles_plate_unique" UNIQUE("group_id","plate_kind","plate"),
	CONSTRAINT "parking_vehicles_pass_unique" UNIQUE("pass_code")
);
--> statement-breakpoint
ALTER TABLE "lodging_bookings" ADD CONSTRAINT "lodging_bookings_group_id_visiting_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."visiting_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging_bookings" ADD CONSTRAINT "lodging_bookings_room_type_id_lodging_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."lodging_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging_hotels" ADD CONSTRAINT "lodging_hotels_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging_occupants" ADD CONSTRAINT "lodging_occupants_booking_id_lodging_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."lodging_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging_occupants" ADD CONSTRAINT "lodging_occupants_member_id_visiting_group_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."visiting_group_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging_room_types" ADD CONSTRAINT "lodging_room_types_hotel_id_lodging_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."lodging_hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging_settings" ADD CONSTRAINT "lodging_settings_tenant_id_exhibition_id_exhibitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exhibition_id") REFERENCES "public"."exhibitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vehicles" ADD CONSTRAINT "parking_vehicles_group_id_visiting_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."visiting_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vehicles" ADD CONSTRAINT "parking_vehicles_driver_member_id_visiting_group_members_id_fk" FOREIGN KEY ("driver_member_id") REFERENCES "public"."visiting_group_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lodging_bookings_group_idx" ON "lodging_bookings" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "lodging_bookings_room_type_idx" ON "lodging_bookings" USING btree ("room_type_id","check_in");--> statement-breakpoint
CREATE INDEX "lodging_occupants_member_idx" ON "lodging_occupants" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "parking_vehicles_group_idx" ON "parking_vehicles" USING btree ("group_id");