CREATE TABLE "client_error_groups" (
	"group_key" text PRIMARY KEY NOT NULL,
	"resolved_at" timestamp with time zone NOT NULL,
	"resolved_by" uuid
);
--> statement-breakpoint
CREATE TABLE "business_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"operator_id" uuid,
	"channel" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"contacted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "business_contacts_channel_valid" CHECK ("business_contacts"."channel" in ('phone', 'email', 'visit')),
	CONSTRAINT "business_contacts_note_length" CHECK (char_length("business_contacts"."note") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "client_error_reports" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "client_error_reports" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "client_error_groups" ADD CONSTRAINT "client_error_groups_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_contacts" ADD CONSTRAINT "business_contacts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_contacts" ADD CONSTRAINT "business_contacts_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_contacts_business_idx" ON "business_contacts" USING btree ("business_id","contacted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_error_reports_group_idx" ON "client_error_reports" USING btree ("group_key","created_at");--> statement-breakpoint
CREATE INDEX "appointments_business_created_idx" ON "appointments" USING btree ("business_id","created_at");--> statement-breakpoint
UPDATE "client_error_reports" SET "place" = coalesce(substring("stack" from '(https?://[^[:space:])]+:[0-9]+:[0-9]+)'), split_part(split_part("page_url", '?', 1), '#', 1));--> statement-breakpoint
UPDATE "client_error_reports" SET "group_key" = encode(sha256(convert_to("message" || E'\n' || coalesce("place", ''), 'UTF8')), 'hex');
