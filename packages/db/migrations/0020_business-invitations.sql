CREATE TABLE "business_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"business_name" text NOT NULL,
	"person_name" text,
	"invited_by_user_id" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"business_id" uuid,
	"registered_at" timestamp with time zone,
	CONSTRAINT "business_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "business_invitations_email_lowercase" CHECK ("business_invitations"."email" = lower("business_invitations"."email")),
	CONSTRAINT "business_invitations_email_length" CHECK (char_length("business_invitations"."email") <= 254),
	CONSTRAINT "business_invitations_business_name_length" CHECK (char_length("business_invitations"."business_name") between 1 and 120),
	CONSTRAINT "business_invitations_person_name_length" CHECK ("business_invitations"."person_name" is null or char_length("business_invitations"."person_name") <= 120)
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "referred_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_invitations_email_created_idx" ON "business_invitations" USING btree ("email","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_invitations_created_idx" ON "business_invitations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_invitations_business_id_idx" ON "business_invitations" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "business_invitations_invited_by_user_id_idx" ON "business_invitations" USING btree ("invited_by_user_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_referred_by_user_id_users_id_fk" FOREIGN KEY ("referred_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_referred_by_user_id_idx" ON "businesses" USING btree ("referred_by_user_id");