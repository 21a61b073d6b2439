CREATE TABLE "skipped_instructions" (
	"business_id" uuid NOT NULL,
	"instruction" text NOT NULL,
	"skipped_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skipped_instructions_pk" PRIMARY KEY("business_id","instruction"),
	CONSTRAINT "skipped_instructions_instruction_valid" CHECK ("skipped_instructions"."instruction" in ('services', 'working_hours', 'logo', 'photos', 'description', 'share_link', 'invite_clients'))
);
--> statement-breakpoint
ALTER TABLE "skipped_instructions" ADD CONSTRAINT "skipped_instructions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skipped_instructions" ADD CONSTRAINT "skipped_instructions_skipped_by_user_id_users_id_fk" FOREIGN KEY ("skipped_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;