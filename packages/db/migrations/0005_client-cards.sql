CREATE TABLE "client_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"allergies" text DEFAULT '' NOT NULL,
	"preferences" text DEFAULT '' NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" uuid,
	CONSTRAINT "client_cards_business_user_unique" UNIQUE("business_id","user_id"),
	CONSTRAINT "client_cards_notes_length" CHECK (char_length("client_cards"."notes") <= 4000),
	CONSTRAINT "client_cards_allergies_length" CHECK (char_length("client_cards"."allergies") <= 2000),
	CONSTRAINT "client_cards_preferences_length" CHECK (char_length("client_cards"."preferences") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "client_cards" ADD CONSTRAINT "client_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cards" ADD CONSTRAINT "client_cards_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cards" ADD CONSTRAINT "client_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_cards_user_id_idx" ON "client_cards" USING btree ("user_id");