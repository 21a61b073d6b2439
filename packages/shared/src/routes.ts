/**
 * Routes by name (seed section 2.1): every link and every API call of the product is built
 * from a route name, never from a hand-written path.
 *
 * Three kinds of route:
 * - `global`: the path as written; parameters not in the path go to the query string.
 * - `business`: a page of one business. On the business's own custom domain the domain
 *   variant (no slug) is used; everywhere else the slug variant, with the slug taken from
 *   `params.slug` or the context's business.
 * - `admin`: the admin area. Takes a `slug` that defaults to `ADMIN_SLUG_PLACEHOLDER`; a real
 *   slug is sent as `?verslas={slug}` (an admin of several businesses picks one), the
 *   placeholder adds nothing.
 */

export type RouteScope = 'global' | 'business' | 'admin';

export interface RouteDefinition {
  /** Path template with `{name}` parameters. */
  readonly path: string;
  /** Business routes: the path on the business's own domain (no slug). */
  readonly domainPath?: string;
  readonly scope: RouteScope;
}

/** The admin slug parameter's default: "no business chosen explicitly". */
export const ADMIN_SLUG_PLACEHOLDER = '_';
/** The query parameter that carries a real admin slug. */
export const ADMIN_BUSINESS_QUERY_PARAM = 'verslas';
/** Parameter that becomes the URL fragment (`#...`) instead of a query parameter. */
export const FRAGMENT_PARAM = '_fragment';

export const ROUTES = {
  // --- Seed section 2.1, first table -------------------------------------------------------
  about: { path: '/apie/{slug}', domainPath: '/apie', scope: 'business' },
  appointment_list: { path: '/vizitai/{slug}', domainPath: '/vizitai', scope: 'business' },
  contact: { path: '/susisiekti', scope: 'global' },
  /** The privacy policy and the terms (issue 11 item 7): what is stored, why, how long, who sees it. */
  privacy_policy: { path: '/privatumo-politika', scope: 'global' },
  terms: { path: '/taisykles', scope: 'global' },
  new_appointment: { path: '/naujas-vizitas/{slug}', domainPath: '/naujas-vizitas', scope: 'business' },
  pre_login_booking_redirection: {
    path: '/pre-login-booking-redirection/{slug}',
    domainPath: '/pre-login-booking-redirection',
    scope: 'business',
  },
  search: { path: '/grozio-specialistai/{area}/{location}', scope: 'global' },

  // --- Seed section 2.1, admin table ---------------------------------------------------------
  admin_appointment_list: { path: '/administratorius/vizitai/sarasas', scope: 'admin' },
  admin_appointment_create: { path: '/administratorius/vizitai/sukurti', scope: 'admin' },
  admin_appointment_edit: { path: '/administratorius/vizitai/{id}/redaguoti', scope: 'admin' },
  admin_appointment_decline: { path: '/administratorius/vizitai/{id}/atmesti', scope: 'admin' },
  admin_appointment_confirm: { path: '/administratorius/vizitai/{id}/patvirtinti', scope: 'admin' },
  admin_appointment_calendar: { path: '/administratorius/vizitai/kalendorius', scope: 'admin' },
  admin_schedule_show: { path: '/administratorius/tvarkarastis/{id}/rodyti', scope: 'admin' },
  admin_schedule_override_create: { path: '/administratorius/tvarkarascio-pakeitimai/sukurti', scope: 'admin' },
  admin_schedule_override_edit: {
    path: '/administratorius/tvarkarascio-pakeitimai/{id}/redaguoti',
    scope: 'admin',
  },
  admin_holiday_create: { path: '/administratorius/laisvadieniai/sukurti', scope: 'admin' },
  admin_holiday_edit: { path: '/administratorius/laisvadieniai/{id}/redaguoti', scope: 'admin' },
  admin_holiday_delete: { path: '/administratorius/laisvadieniai/{id}/istrinti', scope: 'admin' },
  admin_holiday_exclude: { path: '/administratorius/laisvadieniai/{id}/istraukti', scope: 'admin' },
  admin_help_list: { path: '/administratorius/pagalba/sarasas', scope: 'admin' },

  // --- Product pages (PRODUCT.md "Routes") ---------------------------------------------------
  home: { path: '/', scope: 'global' },
  login: { path: '/prisijungti', scope: 'global' },
  logout: { path: '/atsijungti', scope: 'global' },
  register: { path: '/registracija', scope: 'global' },
  password_reset: { path: '/slaptazodzio-atkurimas', scope: 'global' },
  email_verification: { path: '/el-pasto-patvirtinimas', scope: 'global' },
  profile: { path: '/profilis', scope: 'global' },
  /** All the customer's visits on the main domain (appointment_list is one business's). */
  my_appointments: { path: '/vizitai', scope: 'global' },
  business_register: { path: '/verslui/registracija', scope: 'global' },
  operator_home: { path: '/operatorius', scope: 'global' },
  /** The pipeline of every business by stage (`?etapas=`, `?miestas=`, `?kategorija=`, `?planas=`, `?q=`, `?puslapis=`). */
  operator_businesses: { path: '/operatorius/verslai', scope: 'global' },
  /** The operator's card of one business: owner, members, plan, steps, counts, contact history. */
  operator_business: { path: '/operatorius/verslai/{id}', scope: 'global' },
  operator_business_api: { path: '/api/operator/businesses/{id}', scope: 'global' },
  /** The pipeline's data: every business with its derived stage, last booking and last contact. */
  operator_businesses_api: { path: '/api/operator/businesses', scope: 'global' },
  /** The error reports browsers sent, newest first (`?page=`). */
  operator_client_errors_api: { path: '/api/operator/client-errors', scope: 'global' },
  /** How many jobs each queue holds, by state. */
  operator_jobs_api: { path: '/api/operator/jobs', scope: 'global' },
  /** The last jobs that failed with no retries left, and trying one again. */
  operator_failed_jobs_api: { path: '/api/operator/jobs/failed', scope: 'global' },
  operator_job_retry_api: { path: '/api/operator/jobs/{queue}/{id}/retry', scope: 'global' },
  /** The error reports grouped by message and place, and marking a group resolved. */
  operator_client_error_groups_api: { path: '/api/operator/client-errors/groups', scope: 'global' },
  operator_client_error_group_resolve_api: { path: '/api/operator/client-errors/groups/{key}/resolve', scope: 'global' },
  /** The browsers' errors, grouped (`/operatorius/klaidos`). */
  operator_client_errors: { path: '/operatorius/klaidos', scope: 'global' },
  /** The help articles as the operator edits them (`/operatorius/pagalba`). */
  operator_help: { path: '/operatorius/pagalba', scope: 'global' },
  operator_help_articles_api: { path: '/api/operator/help-articles', scope: 'global' },
  operator_help_article_api: { path: '/api/operator/help-articles/{id}', scope: 'global' },
  operator_help_articles_order_api: { path: '/api/operator/help-articles/order', scope: 'global' },
  /** Every review with its business and visit; hide one with a reason, show it again (`/operatorius/atsiliepimai`). */
  operator_reviews: { path: '/operatorius/atsiliepimai', scope: 'global' },
  operator_reviews_api: { path: '/api/operator/reviews', scope: 'global' },
  operator_review_hide_api: { path: '/api/operator/reviews/{id}/hide', scope: 'global' },
  operator_review_show_api: { path: '/api/operator/reviews/{id}/show', scope: 'global' },
  /** New businesses invited by e-mail (`/operatorius/kvietimai`): send one, the last ones sent. */
  operator_business_invitations: { path: '/operatorius/kvietimai', scope: 'global' },
  operator_business_invitations_api: { path: '/api/operator/business-invitations', scope: 'global' },
  /** What the registration page pre-fills from an invitation's link (`?token=`). */
  business_invitation_api: { path: '/api/public/business-invitation', scope: 'global' },
  /** The job queues and their failures (`/operatorius/darbai`). */
  operator_jobs: { path: '/operatorius/darbai', scope: 'global' },
  admin_home: { path: '/administratorius', scope: 'admin' },
  admin_services: { path: '/administratorius/paslaugos', scope: 'admin' },
  admin_settings: { path: '/administratorius/nustatymai', scope: 'admin' },
  admin_gallery: { path: '/administratorius/galerija', scope: 'admin' },
  admin_billing: { path: '/administratorius/mokejimai', scope: 'admin' },
  admin_client_cards: { path: '/administratorius/klientai', scope: 'admin' },
  /** The business's reviews (hidden ones with the operator's reason); report one to the operator. */
  admin_reviews: { path: '/administratorius/atsiliepimai', scope: 'admin' },
  admin_reviews_api: { path: '/api/admin/reviews', scope: 'global' },
  admin_review_report_api: { path: '/api/admin/review/{id}/report', scope: 'global' },
  /** One client's card (an account client: `{id}` is the customer's user id). */
  admin_client_card: { path: '/administratorius/klientai/{id}', scope: 'admin' },
  /** The admin menu's entries for the weekly schedules and the days off (the seed names only their pages of one item). */
  admin_schedule: { path: '/administratorius/tvarkarastis', scope: 'admin' },
  admin_holiday_list: { path: '/administratorius/laisvadieniai', scope: 'admin' },
  dev_outbox: { path: '/dev/laiskai', scope: 'global' },

  // --- API routes called by name (seed section 7) --------------------------------------------
  update_phone_number: { path: '/api/user/profile/phone-number', scope: 'global' },
  resend_verification: { path: '/api/user/profile/resend-verification', scope: 'global' },
  /** A copy of everything kept about the logged-in person, JSON (issue 11 item 7, docs/decisions/030). */
  profile_data_export_api: { path: '/api/user/profile/data-export', scope: 'global' },
  /** GET: what deleting the account would cancel; POST `{password}`: delete it (docs/decisions/030). */
  profile_delete_api: { path: '/api/user/profile/delete', scope: 'global' },
  mark_notification_as_seen: { path: '/api/user/notification/mark-as-seen', scope: 'global' },
  dismiss_notification: { path: '/api/user/notification/dismiss', scope: 'global' },
  /** The notifications dialog's data: `current`, `newest`, `count` and the items (docs/decisions/021). */
  notification_list: { path: '/api/user/notifications', scope: 'global' },
  /** Seed 7: the browser's web push subscription, `POST` JSON `{subscription}` with credentials (docs/decisions/027). */
  webpush: { path: '/webpush/', scope: 'global' },
  /** The web app manifest; `?verslas={slug}`: the installed app starts at that business's page (docs/decisions/027). */
  web_manifest: { path: '/manifest.webmanifest', scope: 'global' },
  /** The service worker (push, notification clicks, the offline page), registered from the page's global. */
  service_worker: { path: '/sw.js', scope: 'global' },
  log_an_error: { path: '/api/public/log-an-error/{token}', scope: 'global' },
  /** Seed 7, spelled as the seed spells it: the owner skips one onboarding step (docs/decisions/022). */
  skip_instruction: { path: '/api/admin/skip-instuction/{instruction}', scope: 'global' },
  /** The onboarding checklist of the admin home. */
  admin_instructions: { path: '/api/admin/instructions', scope: 'global' },
  /** A person (new or logged in) registers a business and becomes its owner. */
  business_registration: { path: '/api/public/business-registration', scope: 'global' },
  /** A free slug for a name, or whether a chosen one is free. */
  business_registration_slug: { path: '/api/public/business-registration/slug', scope: 'global' },

  // The page data, the account, the business pages and the booking (the browser app's calls).
  /** What every page starts from: the logged-in person, the business of the host, the chrome's data. */
  page_context_api: { path: '/api/public/page-context', scope: 'global' },
  login_api: { path: '/api/public/auth/login', scope: 'global' },
  /** The second step of a login with two-factor on: the code (or a recovery code). */
  login_two_factor_api: { path: '/api/public/auth/login/two-factor', scope: 'global' },
  logout_api: { path: '/api/public/auth/logout', scope: 'global' },
  register_api: { path: '/api/public/auth/register', scope: 'global' },
  /** Whether a password reset link (`?token=`) still works. */
  password_reset_check_api: { path: '/api/public/auth/password-reset/check', scope: 'global' },
  password_reset_confirm_api: { path: '/api/public/auth/password-reset/confirm', scope: 'global' },
  password_reset_request_api: { path: '/api/public/auth/password-reset/request', scope: 'global' },
  verify_email_api: { path: '/api/public/auth/verify-email', scope: 'global' },
  /** The logged-in user's own profile: `GET`, `PATCH` (the name). */
  profile_api: { path: '/api/user/profile', scope: 'global' },
  profile_email_api: { path: '/api/user/profile/email', scope: 'global' },
  profile_password_api: { path: '/api/user/profile/password', scope: 'global' },
  /** Two-factor login: `{action: 'start' | 'confirm' | 'disable'}`. */
  toggle_2fa_api: { path: '/api/user/profile/toggle-2fa', scope: 'global' },
  /** The user's logged-in devices; one of them ended (`DELETE`, `{id}` the session's); all of them ended. */
  sessions_api: { path: '/api/user/sessions', scope: 'global' },
  session_api: { path: '/api/user/sessions/{id}', scope: 'global' },
  logout_everywhere_api: { path: '/api/user/sessions/logout-everywhere', scope: 'global' },
  /** The search of businesses (`?category=&city=&sort=&page=&limit=`); the home page's featured ones. */
  business_search_api: { path: '/api/public/business/search', scope: 'global' },
  /** One business's page data (`{slug}` the business's): the business, its gallery, its hours, its reviews (`?page=&limit=`). */
  business_api: { path: '/api/public/business/{slug}', scope: 'global' },
  business_gallery_api: { path: '/api/public/business/{slug}/gallery', scope: 'global' },
  business_opening_hours_api: { path: '/api/public/business/{slug}/opening-hours', scope: 'global' },
  business_reviews_api: { path: '/api/public/business/{slug}/reviews', scope: 'global' },
  contact_api: { path: '/api/public/contact', scope: 'global' },
  /** The mails the app would have sent (development only). */
  dev_outbox_api: { path: '/api/public/dev/outbox', scope: 'global' },
  /** The booking calendar's free dates and a day's free times (`?business=&services=&specialist=` and `from`, `to` or `date`). */
  available_dates_api: { path: '/api/public/schedule/available-dates', scope: 'global' },
  available_time_slots_api: { path: '/api/public/schedule/available-time-slots', scope: 'global' },
  /** A day's schedule changes, day off or public holiday (`?business=&date=`). */
  day_info_api: { path: '/api/public/schedule/override', scope: 'global' },
  /** `POST`: a customer books a visit. */
  user_appointment_api: { path: '/api/user/appointment', scope: 'global' },
  /** Whether the logged-in customer may book the business online (`?business=`): asked at the booking's first step. */
  user_booking_access_api: { path: '/api/user/booking-access', scope: 'global' },
  /** The customer's visits (`?scope=upcoming|past&page=&business=`). */
  user_appointments_api: { path: '/api/user/appointments', scope: 'global' },
  /** The customer cancels a visit: `{appointment, reason?}`. */
  appointment_decline_api: { path: '/api/user/appointment/decline', scope: 'global' },
  /** One visit's calendar file (`{id}` the visit's). */
  appointment_ics_api: { path: '/api/user/appointment/{id}/ics', scope: 'global' },
  /** The visit waiting for a rating; a rating (`POST`); its comment (`PATCH`, `{id}` the review's). */
  pending_review_api: { path: '/api/user/review/pending', scope: 'global' },
  review_api: { path: '/api/user/review', scope: 'global' },
  review_update_api: { path: '/api/user/review/{id}', scope: 'global' },

  // The admin's appointments, clients, calendar, hours and days off (the browser app's calls).
  /** The admin layout's businesses, chosen business and pending count. */
  admin_shell_api: { path: '/api/admin/shell', scope: 'global' },
  admin_appointments_api: { path: '/api/admin/appointments', scope: 'global' },
  admin_appointment_api: { path: '/api/admin/appointment/{id}', scope: 'global' },
  admin_appointment_note_api: { path: '/api/admin/appointment/{id}/note', scope: 'global' },
  /** The business's clients (`?q=` searches them); one client's card (`{id}` the customer's user id). */
  admin_clients_api: { path: '/api/admin/clients', scope: 'global' },
  admin_client_card_api: { path: '/api/admin/user/{id}/client-card', scope: 'global' },
  /** Days of the business as the booking engine computes them: hours, specialists, visits. */
  admin_calendar_api: { path: '/api/admin/calendar', scope: 'global' },
  /** A specialist's weekly hours (`{id}` the specialist's): `GET`, `PUT`. */
  admin_weekly_schedule_api: { path: '/api/admin/schedule/{specialistId}', scope: 'global' },
  /** The booked visits a change of hours would leave outside the hours. */
  admin_affected_appointments_api: { path: '/api/admin/schedule/affected-appointments', scope: 'global' },
  admin_schedule_overrides_api: { path: '/api/admin/schedule-overrides', scope: 'global' },
  admin_schedule_override_api: { path: '/api/admin/schedule-override/{id}', scope: 'global' },
  admin_holidays_api: { path: '/api/admin/holidays', scope: 'global' },
  admin_holiday_api: { path: '/api/admin/holiday/{id}', scope: 'global' },
  /** Lithuania's public holidays of a year (`{id}` the business's, `?year=`); one worked (`exclude`) or off again (`include`). */
  admin_public_holidays_api: { path: '/api/admin/business/{id}/public-holidays', scope: 'global' },
  admin_public_holiday_exclude_api: { path: '/api/admin/business/{id}/public-holidays/{date}/exclude', scope: 'global' },
  admin_public_holiday_include_api: { path: '/api/admin/business/{id}/public-holidays/{date}/include', scope: 'global' },

  // --- The catalogue and the team (docs/decisions/025) -----------------------------------------
  /** The services page's data: every service, inactive ones too; `POST` creates one. */
  admin_services_api: { path: '/api/admin/services', scope: 'global' },
  admin_services_order_api: { path: '/api/admin/services/order', scope: 'global' },
  admin_service_api: { path: '/api/admin/service/{id}', scope: 'global' },
  admin_service_deactivate_api: { path: '/api/admin/service/{id}/deactivate', scope: 'global' },
  admin_service_activate_api: { path: '/api/admin/service/{id}/activate', scope: 'global' },
  admin_service_categories_api: { path: '/api/admin/service-categories', scope: 'global' },
  admin_service_categories_order_api: { path: '/api/admin/service-categories/order', scope: 'global' },
  admin_service_category_api: { path: '/api/admin/service-category/{id}', scope: 'global' },
  admin_specialists_api: { path: '/api/admin/specialists', scope: 'global' },
  admin_specialists_order_api: { path: '/api/admin/specialists/order', scope: 'global' },
  admin_specialist_api: { path: '/api/admin/specialist/{id}', scope: 'global' },
  admin_specialist_deactivate_api: { path: '/api/admin/specialist/{id}/deactivate', scope: 'global' },
  admin_specialist_activate_api: { path: '/api/admin/specialist/{id}/activate', scope: 'global' },
  /** `POST` sends a staff invitation to the specialist's address, `DELETE` withdraws the waiting one. */
  admin_specialist_invitation_api: { path: '/api/admin/specialist/{id}/invitation', scope: 'global' },
  /** `{id}` is the business's id. */
  admin_booking_rules_api: { path: '/api/admin/business/{id}/booking-rules', scope: 'global' },
  /** What the invitation link shows (`?token=`). */
  staff_invitation_api: { path: '/api/public/staff-invitation', scope: 'global' },
  accept_staff_invitation_api: { path: '/api/user/staff-invitation/accept', scope: 'global' },
  /** The admin's specialists page. */
  admin_specialists: { path: '/administratorius/specialistai', scope: 'admin' },
  /** The staff invitation's link (`?token=`): join a business as staff. */
  staff_invitation: { path: '/komandos-kvietimas', scope: 'global' },

  // --- Sharing the link, inviting clients, help (docs/decisions/029) ---------------------------
  /** The admin page of the booking link: copy, share, QR code, the embed code for the business's site. */
  admin_share_link: { path: '/administratorius/dalintis-nuoroda', scope: 'admin' },
  /** The admin page that invites the business's existing clients by e-mail. */
  admin_client_invitations: { path: '/administratorius/klientu-kvietimai', scope: 'admin' },
  /** One help article (`{article}`: its slug; `slug` is the business, as on every admin page); the list is `admin_help_list`. */
  admin_help_article: { path: '/administratorius/pagalba/straipsnis/{article}', scope: 'admin' },
  /** The booking page inside another site's frame (the embed code): the one page any origin may frame. */
  booking_embed: { path: '/naujas-vizitas/{slug}/iterpti', scope: 'global' },
  /** The unsubscribe link of an invitation (`?token=`): never invited again by any business. */
  invitation_unsubscribe: { path: '/kvietimu-atsisakymas', scope: 'global' },
  /** The booking link of the admin's business, its embed code's addresses and how it was shared. */
  admin_booking_link_api: { path: '/api/admin/booking-link', scope: 'global' },
  /** The booking link's QR code (`?format=png|svg`), as a file to download. */
  admin_booking_link_qr_api: { path: '/api/admin/booking-link/qr', scope: 'global' },
  /** The admin shared the link (copied it, shared it, downloaded the QR code, copied the embed code). */
  admin_booking_link_shared_api: { path: '/api/admin/booking-link/shared', scope: 'global' },
  /** Seed 7: invitations to the business's existing clients, one mail each. */
  send_invitation: { path: '/api/admin/send-invitation', scope: 'global' },
  /** The invitations the business has sent, newest first, and what is left of today's limit. */
  admin_invitations_api: { path: '/api/admin/invitations', scope: 'global' },
  /** What an unsubscribe link names (`GET ?token=`), and the unsubscribe itself (`POST`). */
  invitation_unsubscribe_api: { path: '/api/public/invitation-unsubscribe', scope: 'global' },
  /** The help articles (`?q=` searches them). */
  admin_help_articles_api: { path: '/api/admin/help-articles', scope: 'global' },
  admin_help_article_api: { path: '/api/admin/help-article/{slug}', scope: 'global' },
  /** The booking calendar's options of one business (`?business={slug}`): what the booking pages start from. */
  calendar_options_api: { path: '/api/public/schedule/calendar-options', scope: 'global' },

  // --- Reminders, notification settings, the premium plan (docs/decisions/028) ----------------
  /** The unsubscribe link of a mail (`?token=`): works without logging in. */
  unsubscribe: { path: '/pranesimu-atsisakymas', scope: 'global' },
  /** `GET ?token=` what the link unsubscribes from; `POST ?token=` does it (also RFC 8058 one-click). */
  unsubscribe_api: { path: '/api/public/unsubscribe', scope: 'global' },
  /** The logged-in user's notification settings: `GET`, `PUT`. */
  notification_settings_api: { path: '/api/user/notification-settings', scope: 'global' },
  /** The business's reminders (`{id}` its id): `GET`, `PUT`. */
  admin_reminder_settings_api: { path: '/api/admin/business/{id}/reminders', scope: 'global' },
  /** An owner of a free-plan business asks for the premium plan (`{id}` the business's id): `GET` the last request, `POST` a new one. */
  admin_premium_request_api: { path: '/api/admin/business/{id}/premium-request', scope: 'global' },

  // --- The business's face: profile, logo, photos, gallery (docs/decisions/026) -----------------
  /** The admin's profile page: name, description, contacts, own domain, logo and profile photo. */
  admin_business_profile: { path: '/administratorius/profilis', scope: 'admin' },
  /** `{id}` is the business's id: `GET` its profile, `PATCH` it. */
  admin_business_details_api: { path: '/api/admin/business/{id}/details', scope: 'global' },
  /** Seed section 7: the operator records a contact with the business (who, when, how, a note). */
  /** Support access with consent: its state and the operator's actions (GET), a grant (POST), its end. */
  admin_support_access_api: { path: '/api/admin/business/{id}/support-access', scope: 'global' },
  admin_support_access_end_api: { path: '/api/admin/business/{id}/support-access/end', scope: 'global' },
  admin_business_mark_as_contacted_api: { path: '/api/admin/business/{id}/mark-as-contacted', scope: 'global' },
  /** Seed 7: the logo (multipart, the file in `file`), and its round crop. */
  business_logo_upload: { path: '/api/admin/business/{id}/logo/upload', scope: 'global' },
  business_logo_round: { path: '/api/admin/business/{id}/logo/round', scope: 'global' },
  /** Seed 7: the profile photo. */
  business_profile_upload: { path: '/api/admin/business/{id}/profile/upload', scope: 'global' },
  business_profile_delete: { path: '/api/admin/business/{id}/profile/delete', scope: 'global' },
  /** Seed 7: a new gallery photo, and another file for one (`{id}` the photo's). */
  gallery_image_create: { path: '/api/admin/gallery-image/create', scope: 'global' },
  gallery_image_upload: { path: '/api/admin/gallery-image/{id}/upload', scope: 'global' },
  /** The gallery in its order; its new order; one photo's caption (`PATCH`) and deletion (`DELETE`). */
  admin_gallery_images_api: { path: '/api/admin/gallery-images', scope: 'global' },
  admin_gallery_images_order_api: { path: '/api/admin/gallery-images/order', scope: 'global' },
  admin_gallery_image_api: { path: '/api/admin/gallery-image/{id}', scope: 'global' },
  /** A specialist's photo (`{id}` the specialist's): upload (multipart) and removal. */
  admin_specialist_photo_upload_api: { path: '/api/admin/specialist-photo/{id}/upload', scope: 'global' },
  admin_specialist_photo_delete_api: { path: '/api/admin/specialist-photo/{id}/delete', scope: 'global' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && Object.hasOwn(ROUTES, value);
}

// ---------------------------------------------------------------------------------------------
// Errors

/** The route name is not in `ROUTES`. */
export class RouteNotFoundError extends Error {
  readonly routeName: string;

  constructor(routeName: string) {
    super(`Route "${routeName}" does not exist.`);
    this.name = 'RouteNotFoundError';
    this.routeName = routeName;
  }
}

/** A business route needs a slug: none in the parameters, no business in the context. */
export class MissingBusinessSlugError extends Error {
  readonly routeName: string;

  constructor(routeName: string) {
    super(`Route "${routeName}" needs a business slug: pass params.slug or a context business.`);
    this.name = 'MissingBusinessSlugError';
    this.routeName = routeName;
  }
}

/** A parameter of the path template was not given (or was empty). */
export class MissingRouteParameterError extends Error {
  readonly routeName: string;
  readonly parameter: string;

  constructor(routeName: string, parameter: string) {
    super(`Route "${routeName}" needs the parameter "${parameter}".`);
    this.name = 'MissingRouteParameterError';
    this.routeName = routeName;
    this.parameter = parameter;
  }
}

// ---------------------------------------------------------------------------------------------
// Generation

export type RouteParamScalar = string | number | boolean;
/** `null` and `undefined` mean "not given"; an array repeats the query key. */
export type RouteParamValue = RouteParamScalar | readonly RouteParamScalar[] | null | undefined;
export type RouteParams = Readonly<Record<string, RouteParamValue>>;

export interface RouteContextBusiness {
  slug: string;
  /** The business's own domain, a bare host name such as `grozis.lt`. */
  domain?: string | null;
}

export interface RouteContext {
  /** The business the current page belongs to. */
  business?: RouteContextBusiness | null;
  /** The host of the current request (`Host` header or `location.host`); a port is ignored. */
  host?: string | null;
}

/** Lower-case host name without port and trailing dot; '' for nothing. */
export function normalizeHost(host: string | null | undefined): string {
  let h = (host ?? '').trim().toLowerCase();
  if (h.startsWith('[')) {
    // IPv6 literal: "[::1]:3000" → "[::1]"
    const end = h.indexOf(']');
    h = end === -1 ? h : h.slice(0, end + 1);
  } else {
    const colon = h.indexOf(':');
    if (colon !== -1) h = h.slice(0, colon);
  }
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

/** Whether the request host is this domain (case-insensitive, port ignored). */
export function hostMatchesDomain(host: string | null | undefined, domain: string | null | undefined): boolean {
  const a = normalizeHost(host);
  return a !== '' && a === normalizeHost(domain);
}

function isGiven(value: RouteParamValue): value is RouteParamScalar | readonly RouteParamScalar[] {
  return value !== undefined && value !== null && value !== '';
}

/** A slug given as a parameter, or undefined. */
function slugParam(params: RouteParams): string | undefined {
  const slug = params.slug;
  if (!isGiven(slug) || Array.isArray(slug)) return undefined;
  return String(slug);
}

function encodeQuery(entries: ReadonlyArray<readonly [string, RouteParamValue]>): string {
  const parts: string[] = [];
  for (const [key, value] of entries) {
    if (value === undefined || value === null) continue;
    const values: readonly RouteParamScalar[] = Array.isArray(value) ? value : [value as RouteParamScalar];
    for (const v of values) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

const TEMPLATE_PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * The path (with query string and fragment) of a named route.
 *
 * @throws RouteNotFoundError for an unknown name
 * @throws MissingBusinessSlugError when a business route has no slug (and is not on the business's domain)
 * @throws MissingRouteParameterError when a path parameter such as `{id}` is missing
 */
export function generatePath(name: RouteName, params: RouteParams = {}, context: RouteContext = {}): string {
  if (!isRouteName(name)) throw new RouteNotFoundError(String(name));
  const route: RouteDefinition = ROUTES[name];
  // A route outside a business asked without parameters has one path: made once, then reused
  // (the chrome asks the same few on every page).
  if (route.scope !== 'business' && hasNoKeys(params)) {
    let path = PLAIN_PATHS.get(name);
    if (path === undefined) {
      path = buildPath(name, route, params, context);
      PLAIN_PATHS.set(name, path);
    }
    return path;
  }
  return buildPath(name, route, params, context);
}

const PLAIN_PATHS = new Map<RouteName, string>();

function hasNoKeys(params: RouteParams): boolean {
  for (const key in params) if (Object.hasOwn(params, key)) return false;
  return true;
}

function buildPath(name: RouteName, route: RouteDefinition, params: RouteParams, context: RouteContext): string {
  // Parameters still to place, in the caller's order; slug and fragment handled apart.
  const rest = new Map<string, RouteParamValue>(Object.entries(params));
  const fragment = rest.get(FRAGMENT_PARAM);
  rest.delete(FRAGMENT_PARAM);
  const pathValues = new Map<string, RouteParamValue>();
  let template = route.path;
  let leadingQuery: Array<[string, RouteParamValue]> = [];

  if (route.scope === 'business') {
    const given = slugParam(params);
    rest.delete('slug');
    const business = context.business ?? null;
    const onOwnDomain =
      business !== null &&
      route.domainPath !== undefined &&
      hostMatchesDomain(context.host, business.domain) &&
      (given === undefined || given === business.slug);
    if (onOwnDomain && route.domainPath !== undefined) {
      template = route.domainPath;
    } else {
      const slug = given ?? (business?.slug || undefined);
      if (slug === undefined) throw new MissingBusinessSlugError(name);
      pathValues.set('slug', slug);
    }
  } else if (route.scope === 'admin') {
    const slug = slugParam(params) ?? ADMIN_SLUG_PLACEHOLDER;
    rest.delete('slug');
    if (slug !== ADMIN_SLUG_PLACEHOLDER) {
      rest.delete(ADMIN_BUSINESS_QUERY_PARAM);
      leadingQuery = [[ADMIN_BUSINESS_QUERY_PARAM, slug]];
    }
  }

  const path = template.replace(TEMPLATE_PARAM, (_whole: string, key: string) => {
    const value = pathValues.has(key) ? pathValues.get(key) : rest.get(key);
    rest.delete(key);
    if (!isGiven(value) || Array.isArray(value)) throw new MissingRouteParameterError(name, key);
    return encodeURIComponent(String(value));
  });

  const query = encodeQuery([...leadingQuery, ...rest]);
  const hash = isGiven(fragment) && !Array.isArray(fragment) ? `#${encodeURIComponent(String(fragment))}` : '';
  return `${path}${query}${hash}`;
}

// ---------------------------------------------------------------------------------------------
// Links

export type LinkBuilder = (name: RouteName, params?: RouteParams) => string;

export interface LinkBuilderOptions {
  context?: RouteContext;
  /** Error reporting (e.g. POST to log_an_error); called for links that could not be built. */
  report: (error: Error) => void;
}

/** The href used for a link that could not be generated. */
export const BROKEN_LINK = '#';

/**
 * Link generation for templates (seed 2.1): a route that cannot be generated yields "#" and
 * is reported; an unknown route name and a missing business slug still throw.
 */
export function createLinkBuilder({ context, report }: LinkBuilderOptions): LinkBuilder {
  return (name, params) => {
    try {
      return generatePath(name, params, context);
    } catch (error) {
      if (error instanceof RouteNotFoundError || error instanceof MissingBusinessSlugError) throw error;
      try {
        report(error instanceof Error ? error : new Error(String(error)));
      } catch {
        // Reporting must never break rendering.
      }
      return BROKEN_LINK;
    }
  };
}
