-- The booking calendar's held times (docs/decisions/019, 034). Applied after the migrations at
-- every start (packages/db/src/migrate.ts) and by tools/citus: the current definition lives here
-- only; migration 0007 keeps the first one as history.
--
-- calendar_held_times_of: per specialist asked (of the business `asked_business`),
-- `[id, [[startMs, endMs], …]]`, the holding appointments (the booking engine's HOLDING_STATUSES,
-- written out: packages/db/src/sql-functions.test.ts compares them) whose held time
-- `[starts_at, held_until)` overlaps `[window_from, window_to)`, by start. Each probe is the
-- exclusion constraint's own GiST index (`specialist_id =`, range `&&`, partial on the holding
-- statuses), so its cost does not grow with the business's history; naming the business lets
-- Citus run it on the worker that holds the business (tools/citus/distribute.sql).
CREATE OR REPLACE FUNCTION "calendar_held_times_of"(asked_business uuid, specialist_ids uuid[], window_from timestamptz,
	window_to timestamptz)
RETURNS json LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
	RETURN (
		SELECT coalesce(json_agg(json_build_array(asked.id, (
			SELECT coalesce(json_agg(json_build_array(
				(extract(epoch FROM a."starts_at") * 1000)::float8,
				(extract(epoch FROM a."held_until") * 1000)::float8) ORDER BY a."starts_at"), '[]')
			FROM "appointments" a
			WHERE a."business_id" = asked_business AND a."specialist_id" = asked.id AND a."status" IN ('pending', 'confirmed')
				AND tstzrange(a."starts_at", a."held_until", '[)') && tstzrange(window_from, window_to, '[)')
		)) ORDER BY asked.ord), '[]')
		FROM unnest(specialist_ids) WITH ORDINALITY AS asked(id, ord)
	);
END
$$;

-- calendar_held_times: the same for specialists of one business, named by the specialists alone
-- (what the server asks when it has the catalogue: apps/server/src/modules/availability/calendar-input.ts).
CREATE OR REPLACE FUNCTION "calendar_held_times"(specialist_ids uuid[], window_from timestamptz, window_to timestamptz)
RETURNS json LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
	RETURN calendar_held_times_of(
		(SELECT p."business_id" FROM "specialists" p WHERE p."id" = ANY(specialist_ids) LIMIT 1),
		specialist_ids, window_from, window_to);
END
$$;
