CREATE TABLE "appointment_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_notices_once" UNIQUE("appointment_id","kind","starts_at"),
	CONSTRAINT "appointment_notices_kind_valid" CHECK ("appointment_notices"."kind" in ('reminder_24h', 'reminder_2h', 'review_request'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_pk" PRIMARY KEY("user_id","topic","channel"),
	CONSTRAINT "notification_preferences_topic_valid" CHECK ("notification_preferences"."topic" in ('booking_changes', 'reminders', 'review_requests', 'marketing')),
	CONSTRAINT "notification_preferences_channel_valid" CHECK ("notification_preferences"."channel" in ('email', 'push', 'in_app'))
);
--> statement-breakpoint
CREATE TABLE "premium_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"requested_by_user_id" uuid,
	"feature" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_requests_feature_valid" CHECK ("premium_requests"."feature" in ('reminder_2h')),
	CONSTRAINT "premium_requests_message_length" CHECK ("premium_requests"."message" is null or char_length("premium_requests"."message") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "reminder_offsets_min" integer[] DEFAULT '{1440}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_notices" ADD CONSTRAINT "appointment_notices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_notices" ADD CONSTRAINT "appointment_notices_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_requests" ADD CONSTRAINT "premium_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_requests" ADD CONSTRAINT "premium_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_notices_business_sent_idx" ON "appointment_notices" USING btree ("business_id","sent_at");--> statement-breakpoint
CREATE INDEX "premium_requests_business_created_idx" ON "premium_requests" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_reminder_offsets_valid" CHECK ("businesses"."reminder_offsets_min" <@ array[1440, 120]::integer[]);