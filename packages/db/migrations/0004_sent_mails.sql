CREATE TABLE "sent_mails" (
	"key" text PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
