CREATE TABLE "support_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"operator_id" uuid,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"summary" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"granted_by_user_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by_user_id" uuid,
	CONSTRAINT "support_grants_length" CHECK ("support_grants"."ends_at" > "support_grants"."starts_at" and "support_grants"."ends_at" <= "support_grants"."starts_at" + interval '72 hours')
);
--> statement-breakpoint
ALTER TABLE "support_actions" ADD CONSTRAINT "support_actions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_actions" ADD CONSTRAINT "support_actions_grant_id_support_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."support_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_actions" ADD CONSTRAINT "support_actions_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_ended_by_user_id_users_id_fk" FOREIGN KEY ("ended_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_actions_business_idx" ON "support_actions" USING btree ("business_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_actions_grant_id_idx" ON "support_actions" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "support_actions_operator_id_idx" ON "support_actions" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "support_grants_business_idx" ON "support_grants" USING btree ("business_id","ends_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_grants_granted_by_user_id_idx" ON "support_grants" USING btree ("granted_by_user_id");--> statement-breakpoint
CREATE INDEX "support_grants_ended_by_user_id_idx" ON "support_grants" USING btree ("ended_by_user_id");