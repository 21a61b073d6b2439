-- btree_gist: the exclusion constraint that keeps appointments of one specialist from overlapping
-- (a later migration) compares uuid equality and range overlap in one GiST index.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"phone_number" text,
	"is_operator" boolean DEFAULT false NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_phone_number_e164" CHECK ("users"."phone_number" ~ '^\+[1-9][0-9]{6,14}$')
);
--> statement-breakpoint
CREATE TABLE "business_members" (
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_members_pk" PRIMARY KEY("business_id","user_id"),
	CONSTRAINT "business_members_role_valid" CHECK ("business_members"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"custom_domain" text,
	"logo_url" text,
	"profile_photo_url" text,
	"description" text,
	"address" text,
	"city" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"instagram" text,
	"time_zone" text DEFAULT 'Europe/Vilnius' NOT NULL,
	"onboarded" boolean DEFAULT false NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"contacted_at" timestamp with time zone,
	"minimum_notice_min" integer DEFAULT 60 NOT NULL,
	"max_advance_days" integer DEFAULT 60 NOT NULL,
	"slot_step_min" integer DEFAULT 15 NOT NULL,
	"auto_confirm" boolean DEFAULT false NOT NULL,
	"cancellation_deadline_min" integer DEFAULT 1440 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "businesses_custom_domain_unique" UNIQUE("custom_domain"),
	CONSTRAINT "businesses_slug_format" CHECK ("businesses"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "businesses_custom_domain_lowercase" CHECK ("businesses"."custom_domain" = lower("businesses"."custom_domain")),
	CONSTRAINT "businesses_plan_valid" CHECK ("businesses"."plan" in ('free', 'premium')),
	CONSTRAINT "businesses_minimum_notice_min_valid" CHECK ("businesses"."minimum_notice_min" >= 0),
	CONSTRAINT "businesses_max_advance_days_valid" CHECK ("businesses"."max_advance_days" > 0),
	CONSTRAINT "businesses_slot_step_min_valid" CHECK ("businesses"."slot_step_min" > 0),
	CONSTRAINT "businesses_cancellation_deadline_min_valid" CHECK ("businesses"."cancellation_deadline_min" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"category_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"duration_min" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"price_from" boolean DEFAULT false NOT NULL,
	"buffer_after_min" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_business_id_id_unique" UNIQUE("business_id","id"),
	CONSTRAINT "services_duration_min_valid" CHECK ("services"."duration_min" > 0),
	CONSTRAINT "services_price_cents_valid" CHECK ("services"."price_cents" >= 0),
	CONSTRAINT "services_buffer_after_min_valid" CHECK ("services"."buffer_after_min" >= 0)
);
--> statement-breakpoint
CREATE TABLE "specialist_services" (
	"business_id" uuid NOT NULL,
	"specialist_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "specialist_services_pk" PRIMARY KEY("specialist_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "specialists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"photo_url" text,
	"bio" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialists_business_id_id_unique" UNIQUE("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "client_error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"page_url" text,
	"user_agent" text,
	"user_id" uuid,
	"business_id" uuid,
	"extra" jsonb
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_services" ADD CONSTRAINT "specialist_services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_services" ADD CONSTRAINT "specialist_services_specialist_fk" FOREIGN KEY ("business_id","specialist_id") REFERENCES "public"."specialists"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_services" ADD CONSTRAINT "specialist_services_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialists" ADD CONSTRAINT "specialists_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_error_reports" ADD CONSTRAINT "client_error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_error_reports" ADD CONSTRAINT "client_error_reports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "business_members_user_id_idx" ON "business_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "businesses_city_idx" ON "businesses" USING btree ("city");--> statement-breakpoint
CREATE INDEX "businesses_categories_idx" ON "businesses" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "service_categories_business_id_idx" ON "service_categories" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "services_category_id_idx" ON "services" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "specialist_services_business_id_idx" ON "specialist_services" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "specialist_services_service_id_idx" ON "specialist_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "client_error_reports_created_at_idx" ON "client_error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "client_error_reports_business_id_idx" ON "client_error_reports" USING btree ("business_id");