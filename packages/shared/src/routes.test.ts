import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_SLUG_PLACEHOLDER,
  MissingBusinessSlugError,
  MissingRouteParameterError,
  ROUTES,
  ROUTE_NAMES,
  RouteNotFoundError,
  createLinkBuilder,
  generatePath,
  hostMatchesDomain,
  isRouteName,
  normalizeHost,
  type RouteContext,
  type RouteName,
} from './routes';

const business = { slug: 'grozio-studija', domain: 'grozis.lt' };
const onMainHost: RouteContext = { business, host: 'vizitas.lt' };
const onOwnDomain: RouteContext = { business, host: 'grozis.lt' };

describe('seed table 2.1 (public routes)', () => {
  it.each([
    ['about', '/apie/{slug}', '/apie'],
    ['appointment_list', '/vizitai/{slug}', '/vizitai'],
    ['new_appointment', '/naujas-vizitas/{slug}', '/naujas-vizitas'],
    ['pre_login_booking_redirection', '/pre-login-booking-redirection/{slug}', '/pre-login-booking-redirection'],
  ] as const)('%s has the slug path %s and the domain variant %s', (name, path, domainPath) => {
    expect(ROUTES[name]).toEqual({ path, domainPath, scope: 'business' });
    expect(generatePath(name, { slug: 'ona' })).toBe(path.replace('{slug}', 'ona'));
    expect(generatePath(name, {}, onMainHost)).toBe(path.replace('{slug}', 'grozio-studija'));
    expect(generatePath(name, {}, onOwnDomain)).toBe(domainPath);
  });

  it('contact is /susisiekti', () => {
    expect(generatePath('contact')).toBe('/susisiekti');
    expect(generatePath('contact', {}, onOwnDomain)).toBe('/susisiekti');
  });

  it('search is /grozio-specialistai/{area}/{location}', () => {
    expect(generatePath('search', { area: 'kirpejai', location: 'vilnius' })).toBe('/grozio-specialistai/kirpejai/vilnius');
  });
});

describe('seed table 2.1 (admin routes)', () => {
  const ADMIN_TABLE = [
    ['admin_appointment_list', '/administratorius/vizitai/sarasas'],
    ['admin_appointment_create', '/administratorius/vizitai/sukurti'],
    ['admin_appointment_edit', '/administratorius/vizitai/{id}/redaguoti'],
    ['admin_appointment_decline', '/administratorius/vizitai/{id}/atmesti'],
    ['admin_appointment_confirm', '/administratorius/vizitai/{id}/patvirtinti'],
    ['admin_appointment_calendar', '/administratorius/vizitai/kalendorius'],
    ['admin_schedule_show', '/administratorius/tvarkarastis/{id}/rodyti'],
    ['admin_schedule_override_create', '/administratorius/tvarkarascio-pakeitimai/sukurti'],
    ['admin_schedule_override_edit', '/administratorius/tvarkarascio-pakeitimai/{id}/redaguoti'],
    ['admin_holiday_create', '/administratorius/laisvadieniai/sukurti'],
    ['admin_holiday_edit', '/administratorius/laisvadieniai/{id}/redaguoti'],
    ['admin_holiday_delete', '/administratorius/laisvadieniai/{id}/istrinti'],
    ['admin_holiday_exclude', '/administratorius/laisvadieniai/{id}/istraukti'],
    ['admin_help_list', '/administratorius/pagalba/sarasas'],
  ] as const;

  it('has all 14 rows', () => {
    expect(ADMIN_TABLE).toHaveLength(14);
  });

  it.each(ADMIN_TABLE)('%s is %s', (name, path) => {
    expect(ROUTES[name]).toEqual({ path, scope: 'admin' });
    const expected = path.replace('{id}', '42');
    const params = path.includes('{id}') ? { id: 42 } : {};
    // placeholder slug (default or explicit): nothing appended
    expect(generatePath(name, params)).toBe(expected);
    expect(generatePath(name, { ...params, slug: ADMIN_SLUG_PLACEHOLDER })).toBe(expected);
    // a real slug: ?verslas={slug}
    expect(generatePath(name, { ...params, slug: 'grozio-studija' })).toBe(`${expected}?verslas=grozio-studija`);
  });

  it('uses "_" as the placeholder', () => {
    expect(ADMIN_SLUG_PLACEHOLDER).toBe('_');
  });

  it('does not take the slug from the context business', () => {
    expect(generatePath('admin_appointment_list', {}, onMainHost)).toBe('/administratorius/vizitai/sarasas');
    expect(generatePath('admin_appointment_list', {}, onOwnDomain)).toBe('/administratorius/vizitai/sarasas');
  });

  it('puts verslas first, then the other query parameters, and lets the slug win over a verslas param', () => {
    expect(generatePath('admin_appointment_list', { puslapis: 2, slug: 'ona', verslas: 'kitas' })).toBe(
      '/administratorius/vizitai/sarasas?verslas=ona&puslapis=2',
    );
    expect(generatePath('admin_appointment_list', { verslas: 'kitas' })).toBe('/administratorius/vizitai/sarasas?verslas=kitas');
  });

  it('encodes a real slug in the query', () => {
    expect(generatePath('admin_help_list', { slug: 'grožis & co' })).toBe(
      '/administratorius/pagalba/sarasas?verslas=gro%C5%BEis%20%26%20co',
    );
  });
});

describe('product routes', () => {
  it.each([
    ['home', '/'],
    ['login', '/prisijungti'],
    ['logout', '/atsijungti'],
    ['register', '/registracija'],
    ['password_reset', '/slaptazodzio-atkurimas'],
    ['email_verification', '/el-pasto-patvirtinimas'],
    ['profile', '/profilis'],
    ['my_appointments', '/vizitai'],
    ['business_register', '/verslui/registracija'],
    ['operator_home', '/operatorius'],
    ['operator_businesses', '/operatorius/verslai'],
    ['operator_jobs', '/operatorius/darbai'],
    ['operator_help', '/operatorius/pagalba'],
    ['operator_client_errors', '/operatorius/klaidos'],
    ['operator_reviews', '/operatorius/atsiliepimai'],
    ['operator_business_invitations', '/operatorius/kvietimai'],
    ['operator_business_invitations_api', '/api/operator/business-invitations'],
    ['business_invitation_api', '/api/public/business-invitation'],
    ['operator_reviews_api', '/api/operator/reviews'],
    ['admin_reviews_api', '/api/admin/reviews'],
    ['dev_outbox', '/dev/laiskai'],
    ['update_phone_number', '/api/user/profile/phone-number'],
    ['resend_verification', '/api/user/profile/resend-verification'],
    ['profile_data_export_api', '/api/user/profile/data-export'],
    ['profile_delete_api', '/api/user/profile/delete'],
    ['mark_notification_as_seen', '/api/user/notification/mark-as-seen'],
    ['dismiss_notification', '/api/user/notification/dismiss'],
    ['notification_list', '/api/user/notifications'],
  ] as const)('%s is %s', (name, path) => {
    expect(ROUTES[name]).toEqual({ path, scope: 'global' });
    expect(generatePath(name)).toBe(path);
    expect(generatePath(name, {}, onOwnDomain)).toBe(path);
  });

  it.each([
    ['admin_home', '/administratorius'],
    ['admin_services', '/administratorius/paslaugos'],
    ['admin_settings', '/administratorius/nustatymai'],
    ['admin_gallery', '/administratorius/galerija'],
    ['admin_billing', '/administratorius/mokejimai'],
    ['admin_client_cards', '/administratorius/klientai'],
    ['admin_reviews', '/administratorius/atsiliepimai'],
    ['admin_schedule', '/administratorius/tvarkarastis'],
    ['admin_holiday_list', '/administratorius/laisvadieniai'],
  ] as const)('%s is the admin route %s', (name, path) => {
    expect(ROUTES[name]).toEqual({ path, scope: 'admin' });
    expect(generatePath(name)).toBe(path);
    expect(generatePath(name, { slug: 'ona' })).toBe(`${path}?verslas=ona`);
  });

  it('admin_client_card is the admin route /administratorius/klientai/{id}', () => {
    expect(ROUTES.admin_client_card).toEqual({ path: '/administratorius/klientai/{id}', scope: 'admin' });
    expect(generatePath('admin_client_card', { id: 'abc' })).toBe('/administratorius/klientai/abc');
    expect(generatePath('admin_client_card', { id: 'abc', slug: 'ona' })).toBe('/administratorius/klientai/abc?verslas=ona');
  });

  it('log_an_error is /api/public/log-an-error/{token}', () => {
    expect(ROUTES.log_an_error).toEqual({ path: '/api/public/log-an-error/{token}', scope: 'global' });
    expect(generatePath('log_an_error', { token: 'abc123' })).toBe('/api/public/log-an-error/abc123');
  });

  it('names the privacy policy and the terms (issue 11 item 7)', () => {
    expect(generatePath('privacy_policy')).toBe('/privatumo-politika');
    expect(generatePath('terms')).toBe('/taisykles');
  });

  it('names the onboarding API routes, skip_instruction spelled as in the seed', () => {
    expect(generatePath('skip_instruction', { instruction: 'logo' })).toBe('/api/admin/skip-instuction/logo');
    expect(generatePath('admin_instructions')).toBe('/api/admin/instructions');
    expect(generatePath('business_registration')).toBe('/api/public/business-registration');
    expect(generatePath('business_registration_slug', { name: 'Grožis' })).toBe(
      '/api/public/business-registration/slug?name=Gro%C5%BEis',
    );
  });

  it('names the catalogue and team routes (docs/decisions/025)', () => {
    expect(generatePath('admin_service_api', { id: 'a1' })).toBe('/api/admin/service/a1');
    expect(generatePath('admin_services_api', { verslas: 'ona' })).toBe('/api/admin/services?verslas=ona');
    expect(generatePath('admin_service_category_api', { id: 'c1' })).toBe('/api/admin/service-category/c1');
    expect(generatePath('admin_specialist_invitation_api', { id: 's1' })).toBe('/api/admin/specialist/s1/invitation');
    expect(generatePath('admin_booking_rules_api', { id: 'b1' })).toBe('/api/admin/business/b1/booking-rules');
    expect(generatePath('admin_specialists', { slug: 'ona' })).toBe('/administratorius/specialistai?verslas=ona');
    expect(generatePath('staff_invitation', { token: 'abc' })).toBe('/komandos-kvietimas?token=abc');
    expect(generatePath('accept_staff_invitation_api')).toBe('/api/user/staff-invitation/accept');
  });

  it('names the link, invitation and help routes (docs/decisions/029)', () => {
    expect(generatePath('admin_share_link', { slug: 'ona' })).toBe('/administratorius/dalintis-nuoroda?verslas=ona');
    expect(generatePath('admin_client_invitations')).toBe('/administratorius/klientu-kvietimai');
    expect(generatePath('admin_help_article', { article: 'darbo-laikas', slug: 'ona' })).toBe(
      '/administratorius/pagalba/straipsnis/darbo-laikas?verslas=ona',
    );
    expect(generatePath('booking_embed', { slug: 'ona' })).toBe('/naujas-vizitas/ona/iterpti');
    expect(generatePath('invitation_unsubscribe', { token: 'abc' })).toBe('/kvietimu-atsisakymas?token=abc');
    expect(generatePath('admin_booking_link_api')).toBe('/api/admin/booking-link');
    expect(generatePath('admin_booking_link_qr_api', { format: 'svg' })).toBe('/api/admin/booking-link/qr?format=svg');
    expect(generatePath('admin_booking_link_shared_api')).toBe('/api/admin/booking-link/shared');
    expect(generatePath('send_invitation')).toBe('/api/admin/send-invitation');
    expect(generatePath('admin_invitations_api')).toBe('/api/admin/invitations');
    expect(generatePath('invitation_unsubscribe_api')).toBe('/api/public/invitation-unsubscribe');
    expect(generatePath('admin_help_articles_api', { q: 'šventė' })).toBe('/api/admin/help-articles?q=%C5%A1vent%C4%97');
    expect(generatePath('admin_help_article_api', { slug: 'darbo-laikas' })).toBe('/api/admin/help-article/darbo-laikas');
    expect(generatePath('admin_help_list', { slug: 'ona' })).toBe('/administratorius/pagalba/sarasas?verslas=ona');
    expect(generatePath('calendar_options_api', { business: 'ona' })).toBe('/api/public/schedule/calendar-options?business=ona');
  });

  it("names the business's face routes, the seed's upload paths exactly (docs/decisions/026)", () => {
    expect(generatePath('admin_business_profile', { slug: 'ona' })).toBe('/administratorius/profilis?verslas=ona');
    expect(generatePath('admin_business_details_api', { id: 'b1' })).toBe('/api/admin/business/b1/details');
    expect(generatePath('business_logo_upload', { id: 'b1' })).toBe('/api/admin/business/b1/logo/upload');
    expect(generatePath('business_logo_round', { id: 'b1' })).toBe('/api/admin/business/b1/logo/round');
    expect(generatePath('business_profile_upload', { id: 'b1' })).toBe('/api/admin/business/b1/profile/upload');
    expect(generatePath('business_profile_delete', { id: 'b1' })).toBe('/api/admin/business/b1/profile/delete');
    expect(generatePath('gallery_image_create')).toBe('/api/admin/gallery-image/create');
    expect(generatePath('gallery_image_upload', { id: 'g1' })).toBe('/api/admin/gallery-image/g1/upload');
    expect(generatePath('admin_gallery_images_api')).toBe('/api/admin/gallery-images');
    expect(generatePath('admin_gallery_images_order_api')).toBe('/api/admin/gallery-images/order');
    expect(generatePath('admin_gallery_image_api', { id: 'g1' })).toBe('/api/admin/gallery-image/g1');
    expect(generatePath('admin_specialist_photo_upload_api', { id: 's1' })).toBe('/api/admin/specialist-photo/s1/upload');
    expect(generatePath('admin_specialist_photo_delete_api', { id: 's1' })).toBe('/api/admin/specialist-photo/s1/delete');
  });

  it('names the reminder, notification settings, unsubscribe and premium routes (docs/decisions/028)', () => {
    expect(generatePath('unsubscribe', { token: 'u.t.s' })).toBe('/pranesimu-atsisakymas?token=u.t.s');
    expect(generatePath('unsubscribe_api', { token: 'u.t.s' })).toBe('/api/public/unsubscribe?token=u.t.s');
    expect(generatePath('notification_settings_api')).toBe('/api/user/notification-settings');
    expect(generatePath('admin_reminder_settings_api', { id: 'b1' })).toBe('/api/admin/business/b1/reminders');
    expect(generatePath('admin_premium_request_api', { id: 'b1' })).toBe('/api/admin/business/b1/premium-request');
  });

  it.each([
    ['webpush', '/webpush/'],
    ['web_manifest', '/manifest.webmanifest'],
    ['service_worker', '/sw.js'],
    ['admin_services_order_api', '/api/admin/services/order'],
    ['admin_service_deactivate_api', '/api/admin/service/{id}/deactivate'],
    ['admin_service_activate_api', '/api/admin/service/{id}/activate'],
    ['admin_service_categories_api', '/api/admin/service-categories'],
    ['admin_service_categories_order_api', '/api/admin/service-categories/order'],
    ['admin_specialists_api', '/api/admin/specialists'],
    ['admin_specialists_order_api', '/api/admin/specialists/order'],
    ['admin_specialist_api', '/api/admin/specialist/{id}'],
    ['admin_specialist_deactivate_api', '/api/admin/specialist/{id}/deactivate'],
    ['admin_specialist_activate_api', '/api/admin/specialist/{id}/activate'],
    ['staff_invitation_api', '/api/public/staff-invitation'],
  ] as const)('%s is the global route %s (push, app shell, catalogue order, team)', (name, path) => {
    expect(ROUTES[name]).toEqual({ path, scope: 'global' });
    const params = path.includes('{id}') ? { id: 'x1' } : {};
    expect(generatePath(name, params)).toBe(path.replace('{id}', 'x1'));
  });

  it.each([
    ['page_context_api', '/api/public/page-context'],
    ['login_api', '/api/public/auth/login'],
    ['login_two_factor_api', '/api/public/auth/login/two-factor'],
    ['logout_api', '/api/public/auth/logout'],
    ['register_api', '/api/public/auth/register'],
    ['password_reset_check_api', '/api/public/auth/password-reset/check'],
    ['password_reset_confirm_api', '/api/public/auth/password-reset/confirm'],
    ['password_reset_request_api', '/api/public/auth/password-reset/request'],
    ['verify_email_api', '/api/public/auth/verify-email'],
    ['profile_api', '/api/user/profile'],
    ['profile_email_api', '/api/user/profile/email'],
    ['profile_password_api', '/api/user/profile/password'],
    ['toggle_2fa_api', '/api/user/profile/toggle-2fa'],
    ['sessions_api', '/api/user/sessions'],
    ['session_api', '/api/user/sessions/{id}'],
    ['logout_everywhere_api', '/api/user/sessions/logout-everywhere'],
    ['business_search_api', '/api/public/business/search'],
    ['business_api', '/api/public/business/{slug}'],
    ['business_gallery_api', '/api/public/business/{slug}/gallery'],
    ['business_opening_hours_api', '/api/public/business/{slug}/opening-hours'],
    ['business_reviews_api', '/api/public/business/{slug}/reviews'],
    ['contact_api', '/api/public/contact'],
    ['dev_outbox_api', '/api/public/dev/outbox'],
    ['available_dates_api', '/api/public/schedule/available-dates'],
    ['available_time_slots_api', '/api/public/schedule/available-time-slots'],
    ['day_info_api', '/api/public/schedule/override'],
    ['operator_client_errors_api', '/api/operator/client-errors'],
    ['operator_jobs_api', '/api/operator/jobs'],
    ['operator_failed_jobs_api', '/api/operator/jobs/failed'],
    ['operator_help_articles_api', '/api/operator/help-articles'],
    ['operator_help_article_api', '/api/operator/help-articles/{id}'],
    ['operator_help_articles_order_api', '/api/operator/help-articles/order'],
    ['operator_client_error_groups_api', '/api/operator/client-errors/groups'],
    ['operator_client_error_group_resolve_api', '/api/operator/client-errors/groups/{key}/resolve'],
    ['operator_job_retry_api', '/api/operator/jobs/{queue}/{id}/retry'],
    ['operator_businesses_api', '/api/operator/businesses'],
    ['operator_business_api', '/api/operator/businesses/{id}'],
    ['operator_business', '/operatorius/verslai/{id}'],
    ['admin_business_mark_as_contacted_api', '/api/admin/business/{id}/mark-as-contacted'],
    ['operator_review_hide_api', '/api/operator/reviews/{id}/hide'],
    ['admin_support_access_api', '/api/admin/business/{id}/support-access'],
    ['admin_support_access_end_api', '/api/admin/business/{id}/support-access/end'],
    ['operator_review_show_api', '/api/operator/reviews/{id}/show'],
    ['admin_review_report_api', '/api/admin/review/{id}/report'],
    ['user_appointment_api', '/api/user/appointment'],
    ['user_booking_access_api', '/api/user/booking-access'],
    ['user_appointments_api', '/api/user/appointments'],
    ['appointment_decline_api', '/api/user/appointment/decline'],
    ['appointment_ics_api', '/api/user/appointment/{id}/ics'],
    ['pending_review_api', '/api/user/review/pending'],
    ['review_api', '/api/user/review'],
    ['review_update_api', '/api/user/review/{id}'],
    ['admin_shell_api', '/api/admin/shell'],
    ['admin_appointments_api', '/api/admin/appointments'],
    ['admin_appointment_api', '/api/admin/appointment/{id}'],
    ['admin_appointment_note_api', '/api/admin/appointment/{id}/note'],
    ['admin_clients_api', '/api/admin/clients'],
    ['admin_client_card_api', '/api/admin/user/{id}/client-card'],
    ['admin_calendar_api', '/api/admin/calendar'],
    ['admin_weekly_schedule_api', '/api/admin/schedule/{specialistId}'],
    ['admin_affected_appointments_api', '/api/admin/schedule/affected-appointments'],
    ['admin_schedule_overrides_api', '/api/admin/schedule-overrides'],
    ['admin_schedule_override_api', '/api/admin/schedule-override/{id}'],
    ['admin_holidays_api', '/api/admin/holidays'],
    ['admin_holiday_api', '/api/admin/holiday/{id}'],
    ['admin_public_holidays_api', '/api/admin/business/{id}/public-holidays'],
    ['admin_public_holiday_exclude_api', '/api/admin/business/{id}/public-holidays/{date}/exclude'],
    ['admin_public_holiday_include_api', '/api/admin/business/{id}/public-holidays/{date}/include'],
  ] as const)('%s is the API route %s (the browser app calls it by name)', (name, path) => {
    expect(ROUTES[name]).toEqual({ path, scope: 'global' });
    const sample = { id: 'x 1', specialistId: 'x 1', slug: 'grožis', date: '2027-02-16', queue: 'send-mail', key: 'ab12' };
    const params = Object.fromEntries(Object.entries(sample).filter(([key]) => path.includes(`{${key}}`)));
    const expected = path
      .replace('{id}', 'x%201')
      .replace('{specialistId}', 'x%201')
      .replace('{slug}', 'gro%C5%BEis')
      .replace('{date}', '2027-02-16')
      .replace('{queue}', 'send-mail')
      .replace('{key}', 'ab12');
    expect(generatePath(name, params)).toBe(expected);
    expect(generatePath(name, params, onOwnDomain)).toBe(expected);
  });

  it('puts the query of the API calls of the browser app after the path', () => {
    expect(generatePath('business_search_api', { limit: 6 })).toBe('/api/public/business/search?limit=6');
    expect(generatePath('business_reviews_api', { slug: 'grozio studija', page: 2, limit: 5 })).toBe(
      '/api/public/business/grozio%20studija/reviews?page=2&limit=5',
    );
    expect(generatePath('password_reset_check_api', { token: 'a+b/c' })).toBe(
      '/api/public/auth/password-reset/check?token=a%2Bb%2Fc',
    );
    expect(generatePath('user_appointments_api', { scope: 'past', business: 'ona' })).toBe(
      '/api/user/appointments?scope=past&business=ona',
    );
    expect(generatePath('user_appointments_api', { scope: 'upcoming', business: null })).toBe(
      '/api/user/appointments?scope=upcoming',
    );
  });

  it('has no route the tests above do not cover', () => {
    // every name appears in one of the tables or expectations above: this file names each one
    const source = readFileSync(fileURLToPath(import.meta.url), 'utf8');
    const uncovered = ROUTE_NAMES.filter((name) => !source.includes(`'${name}'`));
    expect(uncovered).toEqual([]);
    expect(ROUTE_NAMES.length).toBeGreaterThan(100);
    expect(new Set(Object.values(ROUTES).map((r) => r.path)).size).toBe(ROUTE_NAMES.length);
  });
});

describe('domain variant', () => {
  it('is chosen by host case-insensitively, ignoring the port', () => {
    expect(generatePath('about', {}, { business, host: 'GROZIS.lt:8443' })).toBe('/apie');
    expect(generatePath('about', {}, { business: { slug: 'x', domain: 'Grozis.LT' }, host: 'grozis.lt' })).toBe('/apie');
    expect(generatePath('about', {}, { business, host: 'grozis.lt.' })).toBe('/apie');
  });

  it('is not chosen on another host, a sub-domain, or without a business domain', () => {
    expect(generatePath('about', {}, { business, host: 'www.grozis.lt' })).toBe('/apie/grozio-studija');
    expect(generatePath('about', {}, { business, host: 'localhost:3000' })).toBe('/apie/grozio-studija');
    expect(generatePath('about', {}, { business: { slug: 'ona' }, host: 'grozis.lt' })).toBe('/apie/ona');
    expect(generatePath('about', {}, { business: { slug: 'ona', domain: null }, host: '' })).toBe('/apie/ona');
    expect(generatePath('about', {}, { business, host: null })).toBe('/apie/grozio-studija');
  });

  it('accepts the business own slug as a parameter', () => {
    expect(generatePath('new_appointment', { slug: 'grozio-studija' }, onOwnDomain)).toBe('/naujas-vizitas');
  });

  it('links another business by slug even when on a custom domain', () => {
    expect(generatePath('about', { slug: 'kitas' }, onOwnDomain)).toBe('/apie/kitas');
  });

  it('prefers params.slug over the context business on the main host', () => {
    expect(generatePath('appointment_list', { slug: 'kitas' }, onMainHost)).toBe('/vizitai/kitas');
  });

  it('passes other parameters on as a query string', () => {
    expect(generatePath('new_appointment', { paslauga: 5 }, onOwnDomain)).toBe('/naujas-vizitas?paslauga=5');
    expect(generatePath('new_appointment', { paslauga: 5 }, onMainHost)).toBe('/naujas-vizitas/grozio-studija?paslauga=5');
  });
});

describe('parameters', () => {
  it('URL-encodes path parameter values', () => {
    expect(generatePath('about', { slug: 'grožio studija/1' })).toBe('/apie/gro%C5%BEio%20studija%2F1');
    expect(generatePath('search', { area: 'blakstienos-antakiai', location: 'šiauliai?' })).toBe(
      '/grozio-specialistai/blakstienos-antakiai/%C5%A1iauliai%3F',
    );
  });

  it('appends unused parameters as an encoded query string in the given order', () => {
    expect(generatePath('search', { area: 'masazas', location: 'kaunas', q: 'a b&c', puslapis: 2 })).toBe(
      '/grozio-specialistai/masazas/kaunas?q=a%20b%26c&puslapis=2',
    );
    expect(generatePath('email_verification', { token: 't/1', ok: true })).toBe('/el-pasto-patvirtinimas?token=t%2F1&ok=true');
  });

  it('repeats the key for arrays and skips null and undefined', () => {
    expect(generatePath('contact', { tema: ['a', 'b'], x: null, y: undefined, z: '' })).toBe('/susisiekti?tema=a&tema=b&z=');
  });

  it('turns _fragment into the URL fragment', () => {
    expect(generatePath('about', { slug: 'ona', _fragment: 'paslaugos' })).toBe('/apie/ona#paslaugos');
    expect(generatePath('admin_help_list', { slug: 'ona', _fragment: 'd k' })).toBe(
      '/administratorius/pagalba/sarasas?verslas=ona#d%20k',
    );
  });

  it('accepts numbers for path parameters', () => {
    expect(generatePath('admin_holiday_exclude', { id: 0 })).toBe('/administratorius/laisvadieniai/0/istraukti');
  });
});

function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('errors', () => {
  it('names the missing-slug error', () => {
    expect(thrownBy(() => generatePath('about'))).toMatchObject({
      name: 'MissingBusinessSlugError',
      routeName: 'about',
    });
  });

  it('throws RouteNotFoundError for an unknown name', () => {
    expect(() => generatePath('nope' as RouteName)).toThrow(RouteNotFoundError);
    expect(() => generatePath('toString' as RouteName)).toThrow(RouteNotFoundError);
    const error = thrownBy(() => generatePath('nope' as RouteName));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'RouteNotFoundError', routeName: 'nope' });
  });

  it.each(['about', 'appointment_list', 'new_appointment', 'pre_login_booking_redirection'] as const)(
    'throws MissingBusinessSlugError for %s without a slug',
    (name) => {
      expect(() => generatePath(name)).toThrow(MissingBusinessSlugError);
      expect(() => generatePath(name, { slug: '' })).toThrow(MissingBusinessSlugError);
      expect(() => generatePath(name, { slug: null }, { business: null, host: 'grozis.lt' })).toThrow(MissingBusinessSlugError);
      expect(() => generatePath(name, {}, { business: { slug: '' } })).toThrow(MissingBusinessSlugError);
    },
  );

  it('throws MissingRouteParameterError for a missing {id}, {area}, {location} or {token}', () => {
    expect(() => generatePath('admin_appointment_edit')).toThrow(MissingRouteParameterError);
    expect(() => generatePath('admin_appointment_edit', { slug: 'ona' })).toThrow(MissingRouteParameterError);
    expect(() => generatePath('admin_holiday_delete', { id: '' })).toThrow(MissingRouteParameterError);
    expect(() => generatePath('search', { area: 'kirpejai' })).toThrow(MissingRouteParameterError);
    expect(() => generatePath('log_an_error')).toThrow(MissingRouteParameterError);
    const error = thrownBy(() => generatePath('admin_schedule_show', { id: undefined }));
    expect(error).toBeInstanceOf(MissingRouteParameterError);
    expect(error).toMatchObject({
      name: 'MissingRouteParameterError',
      routeName: 'admin_schedule_show',
      parameter: 'id',
    });
  });
});

describe('createLinkBuilder', () => {
  it('builds links with its context', () => {
    const report = vi.fn();
    const link = createLinkBuilder({ context: onOwnDomain, report });
    expect(link('about')).toBe('/apie');
    expect(link('admin_appointment_edit', { id: 7, slug: 'grozio-studija' })).toBe(
      '/administratorius/vizitai/7/redaguoti?verslas=grozio-studija',
    );
    expect(report).not.toHaveBeenCalled();
  });

  it('yields "#" and reports when a route cannot be generated', () => {
    const report = vi.fn();
    const link = createLinkBuilder({ report });
    expect(link('admin_appointment_confirm')).toBe('#');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toBeInstanceOf(MissingRouteParameterError);
  });

  it('still yields "#" when reporting itself fails', () => {
    const link = createLinkBuilder({
      report: () => {
        throw new Error('offline');
      },
    });
    expect(link('search', {})).toBe('#');
  });

  it('raises a route-not-found error for an unknown route name', () => {
    const report = vi.fn();
    const link = createLinkBuilder({ report });
    expect(() => link('nope' as RouteName)).toThrow(RouteNotFoundError);
    expect(report).not.toHaveBeenCalled();
  });

  it('raises an error for a missing business slug', () => {
    const report = vi.fn();
    const link = createLinkBuilder({ context: { business: null }, report });
    expect(() => link('new_appointment')).toThrow(MissingBusinessSlugError);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it('isRouteName knows only own route names', () => {
    expect(isRouteName('about')).toBe(true);
    expect(isRouteName('admin_help_list')).toBe(true);
    expect(isRouteName('hasOwnProperty')).toBe(false);
    expect(isRouteName(1)).toBe(false);
  });

  it('normalizeHost strips port and trailing dot and lower-cases', () => {
    expect(normalizeHost('Grozis.LT:443')).toBe('grozis.lt');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    expect(normalizeHost(' example.lt. ')).toBe('example.lt');
    expect(normalizeHost(undefined)).toBe('');
  });

  it('hostMatchesDomain never matches empty values', () => {
    expect(hostMatchesDomain('', '')).toBe(false);
    expect(hostMatchesDomain(null, null)).toBe(false);
    expect(hostMatchesDomain('grozis.lt:80', 'GROZIS.LT')).toBe(true);
  });
});

describe('paths made once', () => {
  it('gives a parameterless global or admin route the same path every time, whatever the context', () => {
    const first = generatePath('my_appointments');
    expect(generatePath('my_appointments', {}, onOwnDomain)).toBe(first);
    expect(generatePath('my_appointments')).toBe('/vizitai');
    expect(generatePath('admin_appointment_list')).toBe('/administratorius/vizitai/sarasas');
    expect(generatePath('admin_appointment_list')).toBe('/administratorius/vizitai/sarasas');
  });

  it('still follows the context for a business route and the parameters for any route', () => {
    expect(generatePath('about', {}, onMainHost)).toBe('/apie/grozio-studija');
    expect(generatePath('about', {}, onOwnDomain)).toBe('/apie');
    expect(generatePath('admin_appointment_list', { slug: 'kita' })).toBe('/administratorius/vizitai/sarasas?verslas=kita');
    expect(generatePath('admin_appointment_list')).toBe('/administratorius/vizitai/sarasas');
  });

  it('throws again for a route that needs a parameter, on every call', () => {
    expect(() => generatePath('admin_appointment_edit')).toThrow(MissingRouteParameterError);
    expect(() => generatePath('admin_appointment_edit')).toThrow(MissingRouteParameterError);
  });
});
