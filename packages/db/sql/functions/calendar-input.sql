-- The booking calendar's cold answer in one round trip (docs/decisions/019, 034). Applied after the
-- migrations at every start (packages/db/src/migrate.ts) and by tools/citus: the current definition
-- lives here only; migration 0007 keeps the first one as history. Uses calendar-held-times.sql.
--
-- calendar_input_of: the business `asked_business` (null when there is none) as
-- `[id, time zone, minimum notice, max advance days, slot step, services, specialists, days off,
-- exclusions, held times]`: its active services `[id, duration, buffer, price]`; its active
-- specialists in the order the business shows them, `[id, weekly hours, [service ids],
-- [[date, intervals], …]]` with their overrides from `first_date` on; its days off that end on or
-- after `first_date`, `[specialist id or null, start, end]`; its public-holiday exclusions from
-- `first_date` on; and calendar_held_times_of the active specialists who match `asked_specialist`
-- (null: any) and offer every service of `asked_services`. By id, so that Citus can run it on the
-- worker that holds the business (tools/citus/distribute.sql).
CREATE OR REPLACE FUNCTION "calendar_input_of"(asked_business uuid, asked_services uuid[], asked_specialist uuid,
	first_date date, window_from timestamptz, window_to timestamptz)
RETURNS json LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
	RETURN (
		SELECT json_build_array(
			b."id", b."time_zone", b."minimum_notice_min", b."max_advance_days", b."slot_step_min",
			(SELECT coalesce(json_agg(json_build_array(s."id", s."duration_min", s."buffer_after_min", s."price_cents")), '[]')
				FROM "services" s WHERE s."business_id" = b."id" AND s."active"),
			(SELECT coalesce(json_agg(json_build_array(p."id", h."weekly_hours",
					(SELECT coalesce(json_agg(l."service_id"), '[]') FROM "specialist_services" l
						WHERE l."business_id" = b."id" AND l."specialist_id" = p."id"),
					(SELECT coalesce(json_agg(json_build_array(o."date", o."intervals")), '[]') FROM "schedule_overrides" o
						WHERE o."business_id" = b."id" AND o."specialist_id" = p."id" AND o."date" >= first_date))
				ORDER BY p."sort_order", p."name"), '[]')
				FROM "specialists" p LEFT JOIN "schedules" h ON h."business_id" = b."id" AND h."specialist_id" = p."id"
				WHERE p."business_id" = b."id" AND p."active"),
			(SELECT coalesce(json_agg(json_build_array(d."specialist_id", d."start_date", d."end_date")), '[]')
				FROM "holidays" d WHERE d."business_id" = b."id" AND d."end_date" >= first_date),
			(SELECT coalesce(json_agg(e."date"), '[]')
				FROM "public_holiday_exclusions" e WHERE e."business_id" = b."id" AND e."date" >= first_date),
			calendar_held_times_of(b."id", ARRAY(
				SELECT p."id" FROM "specialists" p
				WHERE p."business_id" = b."id" AND p."active" AND (asked_specialist IS NULL OR p."id" = asked_specialist)
					AND NOT EXISTS (SELECT FROM unnest(asked_services) AS asked(id)
						WHERE NOT EXISTS (SELECT FROM "specialist_services" l
							WHERE l."business_id" = b."id" AND l."specialist_id" = p."id" AND l."service_id" = asked.id))
				ORDER BY p."sort_order", p."name"), window_from, window_to))
		FROM "businesses" b WHERE b."id" = asked_business
	);
END
$$;

-- calendar_input: the same, for the business of `asked_slug` (what the server asks:
-- apps/server/src/modules/availability/calendar-input.ts); null when no business has the slug.
CREATE OR REPLACE FUNCTION "calendar_input"(asked_slug text, asked_services uuid[], asked_specialist uuid, first_date date,
	window_from timestamptz, window_to timestamptz)
RETURNS json LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
	RETURN calendar_input_of((SELECT b."id" FROM "businesses" b WHERE b."slug" = asked_slug),
		asked_services, asked_specialist, first_date, window_from, window_to);
END
$$;
