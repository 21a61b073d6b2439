-- Decision 018: the database guards the buffer after a visit as it guards the visit itself. Each
-- appointment keeps its buffer (minutes); the time it holds runs to `held_until`, the end plus the
-- buffer, and the exclusion constraint compares those ranges.
ALTER TABLE "appointments" ADD COLUMN "buffer_after_min" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Visits already booked get the buffer of their last service, cut short where the specialist's
-- next holding visit starts sooner: existing rows stay valid under the new constraint.
WITH "last_service" AS (
	SELECT DISTINCT ON (line."appointment_id") line."appointment_id", coalesce(service."buffer_after_min", 0) AS "buffer"
	FROM "appointment_services" line LEFT JOIN "services" service ON service."id" = line."service_id"
	ORDER BY line."appointment_id", line."position" DESC
), "wanted" AS (
	SELECT a."id", ls."buffer",
		CASE WHEN a."status" IN ('pending', 'confirmed') THEN (
			SELECT min(next."starts_at") FROM "appointments" next
			WHERE next."specialist_id" = a."specialist_id" AND next."id" <> a."id"
				AND next."status" IN ('pending', 'confirmed') AND next."starts_at" >= a."ends_at"
		) END AS "next_start"
	FROM "appointments" a JOIN "last_service" ls ON ls."appointment_id" = a."id"
	WHERE ls."buffer" > 0
)
UPDATE "appointments" a SET "buffer_after_min" = CASE
	WHEN w."next_start" IS NULL THEN w."buffer"
	ELSE least(w."buffer", floor(extract(epoch FROM w."next_start" - a."ends_at") / 60)::integer)
END
FROM "wanted" w WHERE w."id" = a."id";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "held_until" timestamp with time zone GENERATED ALWAYS AS (timezone('UTC', timezone('UTC', ends_at) + make_interval(mins => buffer_after_min))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_buffer_valid" CHECK ("appointments"."buffer_after_min" >= 0);--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("specialist_id" WITH =, tstzrange("starts_at", "held_until", '[)') WITH &&) WHERE ("status" IN ('pending', 'confirmed'));
