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
ALTER TABLE "business_contacts" ADD CONSTRAINT "business_contacts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_contacts" ADD CONSTRAINT "business_contacts_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_contacts_business_idx" ON "business_contacts" USING btree ("business_id","contacted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_business_created_idx" ON "appointments" USING btree ("business_id","created_at");