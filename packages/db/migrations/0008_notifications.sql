CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"appointment_id" uuid,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"href" text NOT NULL,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "notifications_user_event_unique" UNIQUE("user_id","event_key"),
	CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('booking_received', 'booking_confirmed', 'booking_declined', 'booking_moved', 'booking_cancelled_by_business', 'reminder', 'review_request', 'new_booking', 'cancelled_by_customer', 'moved_by_customer')),
	CONSTRAINT "notifications_text_length" CHECK (char_length("notifications"."text") between 1 and 1000),
	CONSTRAINT "notifications_href_local" CHECK ("notifications"."href" like '/%' and char_length("notifications"."href") <= 500),
	CONSTRAINT "notifications_event_key_length" CHECK (char_length("notifications"."event_key") between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_business_id_idx" ON "notifications" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "notifications_appointment_id_idx" ON "notifications" USING btree ("appointment_id");