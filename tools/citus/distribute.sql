-- docs/decisions/034: the schema changes that make the migrated schema fit tools/citus/plan.sql, so
-- that Citus would accept create_distributed_table / create_reference_table for every table. Runs
-- on plain PostgreSQL after packages/db/migrations and packages/db/sql/functions (tools/citus/check.sh:
-- check.sql finds no violation afterwards). The last block calls Citus only where the extension is installed.
--
-- In short: every primary key and unique constraint of a business table leads with business_id;
-- the exclusion constraint compares business_id too; foreign keys between business tables name
-- business_id on both sides; the slug and custom domain leave `businesses` for the reference table
-- business_directory, which also carries the search listing; notifications go to the user group.
BEGIN;

-- 1. Foreign keys that stand in the way: they reference a primary key that is about to change, or
--    they cross groups. Those re-made below name business_id on both sides.
ALTER TABLE services DROP CONSTRAINT services_category_id_service_categories_id_fk;
ALTER TABLE appointment_services DROP CONSTRAINT appointment_services_appointment_id_appointments_id_fk;
ALTER TABLE appointment_services DROP CONSTRAINT appointment_services_service_id_services_id_fk;
ALTER TABLE appointment_history DROP CONSTRAINT appointment_history_appointment_id_appointments_id_fk;
ALTER TABLE reviews DROP CONSTRAINT reviews_appointment_id_appointments_id_fk;
ALTER TABLE appointment_notices DROP CONSTRAINT appointment_notices_appointment_id_appointments_id_fk;
ALTER TABLE specialist_services DROP CONSTRAINT specialist_services_service_fk;
ALTER TABLE specialist_services DROP CONSTRAINT specialist_services_specialist_fk;
ALTER TABLE appointments DROP CONSTRAINT appointments_business_id_specialist_id_specialists_business_id_;
ALTER TABLE holidays DROP CONSTRAINT holidays_business_id_specialist_id_specialists_business_id_id_f;
ALTER TABLE schedule_overrides DROP CONSTRAINT schedule_overrides_business_id_specialist_id_specialists_busine;
ALTER TABLE schedules DROP CONSTRAINT schedules_business_id_specialist_id_specialists_business_id_id_;
ALTER TABLE staff_invitations DROP CONSTRAINT staff_invitations_specialist_fk;
-- Across groups: a notification names its appointment and business without a foreign key (account
-- deletion already clears them by hand; a business's deletion cascades from business_directory).
ALTER TABLE notifications DROP CONSTRAINT notifications_appointment_id_appointments_id_fk;
ALTER TABLE notifications DROP CONSTRAINT notifications_business_id_businesses_id_fk;
ALTER TABLE client_error_reports DROP CONSTRAINT client_error_reports_business_id_businesses_id_fk;
ALTER TABLE business_invitations DROP CONSTRAINT business_invitations_business_id_businesses_id_fk;
-- A reference table cannot reference a distributed one: the opt-out keeps the invitation id as a note.
ALTER TABLE invitation_opt_outs DROP CONSTRAINT invitation_opt_outs_invitation_id_client_invitations_id_fk;

-- 2. Primary keys lead with the distribution column. Ids stay random uuids, unique in practice;
--    the database now guarantees it per business.
ALTER TABLE service_categories DROP CONSTRAINT service_categories_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE services DROP CONSTRAINT services_pkey, DROP CONSTRAINT services_business_id_id_unique,
	ADD PRIMARY KEY (business_id, id);
ALTER TABLE specialists DROP CONSTRAINT specialists_pkey, DROP CONSTRAINT specialists_business_id_id_unique,
	ADD PRIMARY KEY (business_id, id);
ALTER TABLE specialist_services DROP CONSTRAINT specialist_services_pk, ADD PRIMARY KEY (business_id, specialist_id, service_id);
ALTER TABLE appointments DROP CONSTRAINT appointments_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE appointment_services DROP CONSTRAINT appointment_services_appointment_id_position_pk,
	ADD PRIMARY KEY (business_id, appointment_id, "position");
ALTER TABLE appointment_history DROP CONSTRAINT appointment_history_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE appointment_notices DROP CONSTRAINT appointment_notices_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE holidays DROP CONSTRAINT holidays_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE schedule_overrides DROP CONSTRAINT schedule_overrides_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE schedules DROP CONSTRAINT schedules_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE gallery_images DROP CONSTRAINT gallery_images_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE reviews DROP CONSTRAINT reviews_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE client_cards DROP CONSTRAINT client_cards_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE staff_invitations DROP CONSTRAINT staff_invitations_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE client_invitations DROP CONSTRAINT client_invitations_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE premium_requests DROP CONSTRAINT premium_requests_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE business_contacts DROP CONSTRAINT business_contacts_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE support_actions DROP CONSTRAINT support_actions_grant_id_support_grants_id_fk;
ALTER TABLE support_grants DROP CONSTRAINT support_grants_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE support_actions DROP CONSTRAINT support_actions_pkey, ADD PRIMARY KEY (business_id, id);
ALTER TABLE support_actions ADD CONSTRAINT support_actions_grant_fk
	FOREIGN KEY (business_id, grant_id) REFERENCES support_grants (business_id, id) ON DELETE CASCADE;
ALTER TABLE notifications DROP CONSTRAINT notifications_pkey, ADD PRIMARY KEY (user_id, id);

-- 3. Unique constraints: the same rule. A specialist belongs to one business, so each of these is
--    exactly as strict as before.
ALTER TABLE schedule_overrides DROP CONSTRAINT schedule_overrides_specialist_date_unique,
	ADD CONSTRAINT schedule_overrides_specialist_date_unique UNIQUE (business_id, specialist_id, date);
ALTER TABLE schedules DROP CONSTRAINT schedules_specialist_id_unique,
	ADD CONSTRAINT schedules_specialist_id_unique UNIQUE (business_id, specialist_id);
ALTER TABLE reviews DROP CONSTRAINT reviews_appointment_id_unique,
	ADD CONSTRAINT reviews_appointment_id_unique UNIQUE (business_id, appointment_id);
ALTER TABLE appointment_notices DROP CONSTRAINT appointment_notices_once,
	ADD CONSTRAINT appointment_notices_once UNIQUE (business_id, appointment_id, kind, starts_at);
-- The unsubscribe token is 32 random bytes: unique per business is unique in practice.
ALTER TABLE client_invitations DROP CONSTRAINT client_invitations_unsubscribe_token_hash_unique,
	ADD CONSTRAINT client_invitations_unsubscribe_token_hash_unique UNIQUE (business_id, unsubscribe_token_hash);

-- 4. The exclusion constraint compares business_id with `=` as well: the same visits conflict as
--    before (a specialist has one business), and Citus can check it inside one shard.
ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap;
ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
	business_id WITH =, specialist_id WITH =, tstzrange(starts_at, held_until, '[)') WITH &&)
	WHERE (status IN ('pending', 'confirmed'));

-- 5. Foreign keys inside the business group name business_id on both sides. Where a key used to
--    set a column null, it now refuses (Citus allows no SET NULL on a key holding the distribution
--    column): deleting a category clears its services' category_id in the same transaction first;
--    services are never deleted (they are made inactive), so a visit's line keeps its service.
ALTER TABLE services ADD CONSTRAINT services_category_fk
	FOREIGN KEY (business_id, category_id) REFERENCES service_categories (business_id, id);
ALTER TABLE specialist_services ADD CONSTRAINT specialist_services_service_fk
	FOREIGN KEY (business_id, service_id) REFERENCES services (business_id, id) ON DELETE CASCADE;
ALTER TABLE specialist_services ADD CONSTRAINT specialist_services_specialist_fk
	FOREIGN KEY (business_id, specialist_id) REFERENCES specialists (business_id, id) ON DELETE CASCADE;
ALTER TABLE appointments ADD CONSTRAINT appointments_specialist_fk
	FOREIGN KEY (business_id, specialist_id) REFERENCES specialists (business_id, id);
ALTER TABLE holidays ADD CONSTRAINT holidays_specialist_fk
	FOREIGN KEY (business_id, specialist_id) REFERENCES specialists (business_id, id) ON DELETE CASCADE;
ALTER TABLE schedule_overrides ADD CONSTRAINT schedule_overrides_specialist_fk
	FOREIGN KEY (business_id, specialist_id) REFERENCES specialists (business_id, id) ON DELETE CASCADE;
ALTER TABLE schedules ADD CONSTRAINT schedules_specialist_fk
	FOREIGN KEY (business_id, specialist_id) REFERENCES specialists (business_id, id) ON DELETE CASCADE;
ALTER TABLE staff_invitations ADD CONSTRAINT staff_invitations_specialist_fk
	FOREIGN KEY (business_id, specialist_id) REFERENCES specialists (business_id, id) ON DELETE CASCADE;
ALTER TABLE appointment_services ADD CONSTRAINT appointment_services_appointment_fk
	FOREIGN KEY (business_id, appointment_id) REFERENCES appointments (business_id, id) ON DELETE CASCADE;
ALTER TABLE appointment_services ADD CONSTRAINT appointment_services_service_fk
	FOREIGN KEY (business_id, service_id) REFERENCES services (business_id, id);
ALTER TABLE appointment_history ADD CONSTRAINT appointment_history_appointment_fk
	FOREIGN KEY (business_id, appointment_id) REFERENCES appointments (business_id, id) ON DELETE CASCADE;
ALTER TABLE reviews ADD CONSTRAINT reviews_appointment_fk
	FOREIGN KEY (business_id, appointment_id) REFERENCES appointments (business_id, id) ON DELETE CASCADE;
ALTER TABLE appointment_notices ADD CONSTRAINT appointment_notices_appointment_fk
	FOREIGN KEY (business_id, appointment_id) REFERENCES appointments (business_id, id) ON DELETE CASCADE;

-- 6. business_directory (reference): one row per business, on every node. It owns the unique slug
--    and custom domain (a distributed table cannot keep them unique across shards), answers
--    "which business is /<slug>" before anything else is asked, and holds the search listing with
--    its rating and price range kept by the writes that change them (reviews, services). Deleting
--    its row deletes the business and, through the business group's keys, all it owns.
CREATE TABLE business_directory (
	id uuid PRIMARY KEY,
	slug text NOT NULL,
	custom_domain text,
	name text NOT NULL,
	city text,
	categories text[] NOT NULL DEFAULT '{}'::text[],
	logo_url text,
	time_zone text NOT NULL,
	onboarded boolean NOT NULL,
	rating_count integer NOT NULL DEFAULT 0,
	rating_sum integer NOT NULL DEFAULT 0,
	price_min_cents integer,
	price_max_cents integer,
	updated_at timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT business_directory_slug_unique UNIQUE (slug),
	CONSTRAINT business_directory_custom_domain_unique UNIQUE (custom_domain)
);
CREATE INDEX business_directory_city_idx ON business_directory USING btree (city) WHERE onboarded;
CREATE INDEX business_directory_categories_idx ON business_directory USING gin (categories) WHERE onboarded;
INSERT INTO business_directory (id, slug, custom_domain, name, city, categories, logo_url, time_zone, onboarded,
	rating_count, rating_sum, price_min_cents, price_max_cents, updated_at)
SELECT b.id, b.slug, b.custom_domain, b.name, b.city, b.categories, b.logo_url, b.time_zone, b.onboarded,
	coalesce(r.count, 0), coalesce(r.sum, 0), p.min, p.max, b.updated_at
FROM businesses b
LEFT JOIN (SELECT business_id, count(*)::int AS count, sum(rating)::int AS sum FROM reviews WHERE hidden_at IS NULL GROUP BY business_id) r
	ON r.business_id = b.id
LEFT JOIN (SELECT business_id, min(price_cents) AS min, max(price_cents) AS max FROM services WHERE active GROUP BY business_id) p
	ON p.business_id = b.id;
ALTER TABLE businesses DROP CONSTRAINT businesses_slug_unique, DROP CONSTRAINT businesses_custom_domain_unique;
CREATE INDEX businesses_slug_idx ON businesses USING btree (slug);
ALTER TABLE businesses ADD CONSTRAINT businesses_directory_fk
	FOREIGN KEY (id) REFERENCES business_directory (id) ON DELETE CASCADE;
ALTER TABLE notifications ADD CONSTRAINT notifications_business_fk
	FOREIGN KEY (business_id) REFERENCES business_directory (id) ON DELETE CASCADE;
ALTER TABLE client_error_reports ADD CONSTRAINT client_error_reports_business_fk
	FOREIGN KEY (business_id) REFERENCES business_directory (id) ON DELETE SET NULL;
ALTER TABLE business_invitations ADD CONSTRAINT business_invitations_business_fk
	FOREIGN KEY (business_id) REFERENCES business_directory (id) ON DELETE SET NULL;

-- 7. The calendar's one round trip (decision 019) by business id, so Citus can run the whole
--    function on the worker that holds the business (create_distributed_function below):
--    calendar_input_of and calendar_held_times_of. They are the product's own definitions in
--    packages/db/sql/functions/ (the server's calendar_input by slug calls them), applied after the
--    migrations by the server's start and by check.sh, so this file has no copy of them.

-- 8. On a Citus coordinator (shard count 32, replication factor 1), the distribution itself, in the
--    order Citus needs: reference tables first, then the tenant table, then its group, then the
--    user group, then the coordinator-only tables that reference a reference table. Not run in
--    this workplace (Citus is not in its package registry): the block only reports that.
DO $$
DECLARE
	t record;
BEGIN
	IF NOT EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
		RAISE NOTICE 'citus is not installed here: the create_*_table calls were not run';
		RETURN;
	END IF;
	FOR t IN SELECT table_name FROM citus_plan.tables WHERE kind = 'reference' ORDER BY table_name LOOP
		PERFORM create_reference_table(t.table_name);
	END LOOP;
	PERFORM create_distributed_table('businesses', 'id', colocate_with => 'none', shard_count => 32);
	FOR t IN SELECT table_name, distribution_column FROM citus_plan.tables
		WHERE kind = 'distributed' AND colocation = 'business' AND table_name <> 'businesses' ORDER BY table_name LOOP
		PERFORM create_distributed_table(t.table_name, t.distribution_column, colocate_with => 'businesses');
	END LOOP;
	PERFORM create_distributed_table('notifications', 'user_id', colocate_with => 'none', shard_count => 32);
	-- Citus may already have added these when their reference table was created (foreign keys from
	-- local tables to reference tables): only the ones still plain are added.
	FOR t IN SELECT p.table_name FROM citus_plan.tables p WHERE p.kind = 'local'
		AND NOT EXISTS (SELECT FROM pg_dist_partition d WHERE d.logicalrelid = p.table_name::regclass)
		ORDER BY p.table_name LOOP
		PERFORM citus_add_local_table_to_metadata(t.table_name);
	END LOOP;
	PERFORM create_distributed_function('calendar_input_of(uuid, uuid[], uuid, date, timestamptz, timestamptz)',
		'asked_business', colocate_with => 'businesses');
	PERFORM create_distributed_function('calendar_held_times_of(uuid, uuid[], timestamptz, timestamptz)',
		'asked_business', colocate_with => 'businesses');
END
$$;

COMMIT;
