ALTER TABLE "businesses" ADD COLUMN "logo_round_url" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "logo_crop" jsonb;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "profile_photo_phone_url" text;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "phone_url" text;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_alt_length" CHECK (char_length("gallery_images"."alt") <= 300);