ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reported_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reported_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reported_by_user_id_users_id_fk" FOREIGN KEY ("reported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_open_reports_idx" ON "reviews" USING btree ("reported_at" DESC NULLS LAST) WHERE "reviews"."reported_at" is not null and "reviews"."report_closed_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_hidden_by_user_id_idx" ON "reviews" USING btree ("hidden_by_user_id");--> statement-breakpoint
CREATE INDEX "reviews_reported_by_user_id_idx" ON "reviews" USING btree ("reported_by_user_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_with_reason" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_reason_length" CHECK ("reviews"."hidden_reason" is null or char_length("reviews"."hidden_reason") between 1 and 1000);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reported_with_reason" CHECK (("reviews"."reported_at" is null) = ("reviews"."reported_reason" is null));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reported_reason_length" CHECK ("reviews"."reported_reason" is null or char_length("reviews"."reported_reason") between 1 and 1000);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('booking_received', 'booking_confirmed', 'booking_declined', 'booking_moved', 'booking_cancelled_by_business', 'reminder', 'review_request', 'new_booking', 'cancelled_by_customer', 'moved_by_customer', 'review_hidden'));