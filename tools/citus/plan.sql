-- The distribution plan of docs/decisions/034: every table of the schema `public`, what it becomes
-- on a Citus cluster, and why. check.sql reads it; distribute.sql makes the schema fit it.
--
--   distributed  hash-distributed on `distribution_column`; tables of one `colocation` group keep
--                the rows of one key on the same shard (joins and foreign keys stay on one node)
--   reference    one copy on every node (small or read-mostly, joined with distributed tables)
--   local        only on the coordinator (never joined with distributed tables)
--
-- A table missing here fails check.sql: a new migration has to say where its table goes.
DROP SCHEMA IF EXISTS citus_plan CASCADE;
CREATE SCHEMA citus_plan;
CREATE TABLE citus_plan.tables (
	table_name text PRIMARY KEY,
	kind text NOT NULL CHECK (kind IN ('distributed', 'reference', 'local')),
	distribution_column text,
	colocation text,
	why text NOT NULL,
	CHECK ((kind = 'distributed') = (distribution_column IS NOT NULL AND colocation IS NOT NULL))
);
INSERT INTO citus_plan.tables (table_name, kind, distribution_column, colocation, why) VALUES
	-- The business group: everything one business owns, on the shard of its id.
	('businesses', 'distributed', 'id', 'business', 'the tenant; its id is every other business row''s business_id'),
	('business_members', 'distributed', 'business_id', 'business', 'who administers the business (by user: business_members_user_id_idx on every shard)'),
	('service_categories', 'distributed', 'business_id', 'business', 'catalogue'),
	('services', 'distributed', 'business_id', 'business', 'catalogue'),
	('specialists', 'distributed', 'business_id', 'business', 'team'),
	('specialist_services', 'distributed', 'business_id', 'business', 'who offers what'),
	('schedules', 'distributed', 'business_id', 'business', 'weekly hours'),
	('schedule_overrides', 'distributed', 'business_id', 'business', 'one-day changes'),
	('holidays', 'distributed', 'business_id', 'business', 'days off'),
	('public_holiday_exclusions', 'distributed', 'business_id', 'business', 'public holidays worked'),
	('appointments', 'distributed', 'business_id', 'business', 'the calendar; the exclusion constraint stays on one shard'),
	('appointment_services', 'distributed', 'business_id', 'business', 'lines of a visit'),
	('appointment_history', 'distributed', 'business_id', 'business', 'audit of a visit'),
	('appointment_notices', 'distributed', 'business_id', 'business', 'reminders sent'),
	('reviews', 'distributed', 'business_id', 'business', 'one per visit'),
	('client_cards', 'distributed', 'business_id', 'business', 'the business''s notes on a client'),
	('gallery_images', 'distributed', 'business_id', 'business', 'profile photos'),
	('skipped_instructions', 'distributed', 'business_id', 'business', 'onboarding'),
	('staff_invitations', 'distributed', 'business_id', 'business', 'team invitations'),
	('booking_link_shares', 'distributed', 'business_id', 'business', 'onboarding'),
	('client_invitations', 'distributed', 'business_id', 'business', 'invitations to book'),
	('premium_requests', 'distributed', 'business_id', 'business', 'requests to the operator'),
	('business_contacts', 'distributed', 'business_id', 'business', 'the operator''s contacts'),
	('support_grants', 'distributed', 'business_id', 'business', 'the owner''s support access'),
	('support_actions', 'distributed', 'business_id', 'business', 'the operator''s changes under it'),
	-- The user group: what one person reads across businesses, on the shard of their user id.
	('notifications', 'distributed', 'user_id', 'user', 'the bell: every logged-in page asks it by user, across businesses'),
	-- On every node.
	('users', 'reference', NULL, NULL, 'referenced by nearly every table (customer, author, member); foreign keys to it need a reference table'),
	('business_directory', 'reference', NULL, NULL, 'new: slug and custom domain to business id (unique here), the search listing, sitemap, and the target of foreign keys from other groups'),
	('invitation_opt_outs', 'reference', NULL, NULL, 'joined with client_invitations on every shard (the unsubscribe page, sending invitations)'),
	-- Only on the coordinator: asked by their own key, never joined with business rows.
	('sessions', 'local', NULL, NULL, 'one primary-key read per request'),
	('email_verification_tokens', 'local', NULL, NULL, 'account'),
	('password_reset_tokens', 'local', NULL, NULL, 'account'),
	('two_factor_challenges', 'local', NULL, NULL, 'account'),
	('totp_recovery_codes', 'local', NULL, NULL, 'account'),
	('totp_used_time_steps', 'local', NULL, NULL, 'account'),
	('login_attempts', 'local', NULL, NULL, 'rate limits by e-mail and address'),
	('push_subscriptions', 'local', NULL, NULL, 'read by the push job'),
	('notification_preferences', 'local', NULL, NULL, 'read by the mail and push jobs'),
	('contact_messages', 'local', NULL, NULL, 'the contact form'),
	('client_error_reports', 'local', NULL, NULL, 'the operator console'),
	('client_error_groups', 'local', NULL, NULL, 'the operator console: resolved error groups'),
	('sent_mails', 'local', NULL, NULL, 'mail idempotency keys'),
	('rate_limit_hits', 'local', NULL, NULL, 'request counters by key, shared by the server processes'),
	('web_push_keys', 'local', NULL, NULL, 'one row'),
	('help_articles', 'local', NULL, NULL, 'help pages; the operator edits them'),
	('business_invitations', 'local', NULL, NULL, 'the operator''s invitations of new businesses');
