-- After distribute.sql: the changed schema still does what the product relies on, and check.sql
-- does catch what Citus would refuse. Every block raises when something is not as expected; all of
-- it runs in a transaction that is rolled back.
BEGIN;

INSERT INTO users (id, email, name, password_hash) VALUES
	('00000000-0000-4000-8000-000000000001', 'smoke@example.lt', 'Smoke', 'x');
INSERT INTO business_directory (id, slug, name, time_zone, onboarded) VALUES
	('00000000-0000-4000-8000-00000000000b', 'smoke-salonas', 'Smoke salonas', 'Europe/Vilnius', true);
INSERT INTO businesses (id, slug, name) VALUES
	('00000000-0000-4000-8000-00000000000b', 'smoke-salonas', 'Smoke salonas');
INSERT INTO specialists (id, business_id, name) VALUES
	('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-00000000000b', 'Ona');
INSERT INTO schedules (business_id, specialist_id, weekly_hours) VALUES
	('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-0000000000a1', '{"1": [["09:00", "18:00"]]}');
INSERT INTO service_categories (id, business_id, name) VALUES
	('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-00000000000b', 'Kirpimai');
INSERT INTO services (id, business_id, category_id, name, duration_min, price_cents, buffer_after_min) VALUES
	('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-00000000000b',
	 '00000000-0000-4000-8000-0000000000c1', 'Kirpimas', 60, 3000, 15);
INSERT INTO specialist_services (business_id, specialist_id, service_id) VALUES
	('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000d1');
INSERT INTO appointments (id, business_id, specialist_id, customer_id, starts_at, ends_at, status, price_cents, duration_min, buffer_after_min)
VALUES ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-0000000000a1',
	'00000000-0000-4000-8000-000000000001', '2030-03-04 08:00Z', '2030-03-04 09:00Z', 'confirmed', 3000, 60, 15);
INSERT INTO appointment_services (business_id, appointment_id, "position", service_id, name, duration_min, price_cents) VALUES
	('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-0000000000e1', 0,
	 '00000000-0000-4000-8000-0000000000d1', 'Kirpimas', 60, 3000);

-- 1. The exclusion constraint with business_id still refuses a visit in the held buffer.
DO $$
BEGIN
	INSERT INTO appointments (business_id, specialist_id, client_name, starts_at, ends_at, status, price_cents, duration_min)
	VALUES ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-0000000000a1', 'Kita',
		'2030-03-04 09:10Z', '2030-03-04 10:00Z', 'pending', 3000, 50);
	RAISE EXCEPTION 'smoke 1: an overlapping visit was accepted';
EXCEPTION WHEN exclusion_violation THEN
	RAISE NOTICE 'smoke 1: overlapping visit refused (exclusion_violation) as before';
END
$$;

-- 2. A category with services can no longer be deleted by itself (no SET NULL on a key with
--    business_id): the server clears category_id first, in the same transaction.
DO $$
BEGIN
	BEGIN
		DELETE FROM service_categories WHERE business_id = '00000000-0000-4000-8000-00000000000b' AND id = '00000000-0000-4000-8000-0000000000c1';
		RAISE EXCEPTION 'smoke 2: a category with services was deleted';
	EXCEPTION WHEN foreign_key_violation THEN
		RAISE NOTICE 'smoke 2: deleting a category with services refused (foreign_key_violation)';
	END;
	UPDATE services SET category_id = NULL
	WHERE business_id = '00000000-0000-4000-8000-00000000000b' AND category_id = '00000000-0000-4000-8000-0000000000c1';
	DELETE FROM service_categories WHERE business_id = '00000000-0000-4000-8000-00000000000b' AND id = '00000000-0000-4000-8000-0000000000c1';
	RAISE NOTICE 'smoke 2: after clearing category_id the category is deleted';
END
$$;

-- 3. The calendar function by id answers what the one by slug answers.
DO $$
DECLARE
	by_slug json := calendar_input('smoke-salonas', ARRAY['00000000-0000-4000-8000-0000000000d1']::uuid[], NULL,
		'2030-03-01', '2030-03-01 00:00Z', '2030-04-01 00:00Z');
	by_id json := calendar_input_of('00000000-0000-4000-8000-00000000000b', ARRAY['00000000-0000-4000-8000-0000000000d1']::uuid[], NULL,
		'2030-03-01', '2030-03-01 00:00Z', '2030-04-01 00:00Z');
BEGIN
	IF by_slug::text IS DISTINCT FROM by_id::text THEN
		RAISE EXCEPTION 'smoke 3: calendar_input_of differs: % vs %', by_id, by_slug;
	END IF;
	RAISE NOTICE 'smoke 3: calendar_input_of = calendar_input (% characters)', length(by_id::text);
END
$$;

-- 4. Deleting the directory row deletes the business and what it owns.
DO $$
DECLARE
	left_over int;
BEGIN
	DELETE FROM business_directory WHERE id = '00000000-0000-4000-8000-00000000000b';
	SELECT (SELECT count(*) FROM businesses WHERE id = '00000000-0000-4000-8000-00000000000b')
		+ (SELECT count(*) FROM appointments WHERE business_id = '00000000-0000-4000-8000-00000000000b')
		+ (SELECT count(*) FROM appointment_services WHERE business_id = '00000000-0000-4000-8000-00000000000b')
		INTO left_over;
	IF left_over <> 0 THEN
		RAISE EXCEPTION 'smoke 4: % rows of the deleted business remain', left_over;
	END IF;
	RAISE NOTICE 'smoke 4: deleting the directory row cascaded through the business group';
END
$$;

-- 5. check.sql catches each kind of violation (one at a time, each undone).
DO $$
DECLARE
	probe record;
	found int;
BEGIN
	FOR probe IN SELECT * FROM (VALUES
		('unique without distribution column', 'ALTER TABLE appointments ADD CONSTRAINT probe UNIQUE (id)'),
		('unique index without distribution column', 'CREATE UNIQUE INDEX probe ON services (id)'),
		('exclusion without distribution column =',
			'ALTER TABLE holidays ADD CONSTRAINT probe EXCLUDE USING gist (specialist_id WITH =, daterange(start_date, end_date, ''[]'') WITH &&)'),
		('foreign key off the distribution column', 'ALTER TABLE reviews ADD CONSTRAINT probe FOREIGN KEY (business_id, appointment_id) REFERENCES appointments (id, business_id)'),
		('foreign key action on the distribution column',
			'ALTER TABLE services ADD CONSTRAINT probe FOREIGN KEY (business_id, category_id) REFERENCES service_categories (business_id, id) ON DELETE SET NULL (category_id)'),
		('foreign key between groups', 'ALTER TABLE notifications ADD CONSTRAINT probe FOREIGN KEY (business_id) REFERENCES businesses (id)'),
		('foreign key across kinds', 'ALTER TABLE sessions ADD COLUMN probe_business uuid REFERENCES businesses (id)'),
		('unplanned table', 'CREATE TABLE probe_table (id int)'),
		('distribution column', 'ALTER TABLE premium_requests RENAME COLUMN business_id TO business')
	) AS p(rule, statement) LOOP
		BEGIN
			EXECUTE probe.statement;
			SELECT count(*) INTO found FROM citus_plan.violations v WHERE v.rule = probe.rule;
			IF found <> 1 THEN
				RAISE EXCEPTION 'smoke 5: "%" found % violations after: %', probe.rule, found, probe.statement;
			END IF;
			RAISE EXCEPTION USING ERRCODE = 'P0099', MESSAGE = 'undo';
		EXCEPTION WHEN SQLSTATE 'P0099' THEN
			RAISE NOTICE 'smoke 5: check.sql reports "%"', probe.rule;
		END;
	END LOOP;
END
$$;

ROLLBACK;
