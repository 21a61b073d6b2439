/**
 * The access matrix: every guarded API operation, with what each kind of person must get.
 * `access-matrix.test.ts` runs it against the real app for a visitor, a customer, a member of
 * business A (also against business B's ids) and the platform operator.
 *
 * Add every new operation of `/api/user`, `/api/admin` and `/api/operator` here. An admin
 * operation that names a business or a record of one gives its path (and body) for business A
 * *and* for business B: the member of A must get 403 or 404 for B's, and `unchanged` (when given)
 * must find B's data as it was.
 */
import { faceCases } from './access-matrix-face.ts';
import { reminderCases } from './access-matrix-reminders.ts';
import { pushCases } from './access-matrix-push.ts';

export type Area = 'user' | 'admin' | 'operator';
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Ids of the fixture the matrix runs on (see the test). */
export interface MatrixFixture {
  /** Business A, whose owner is "member". */
  businessA: { id: string; slug: string };
  /** Business B, someone else's. */
  businessB: { id: string; slug: string };
}

export interface AccessCase {
  area: Area;
  method: Method;
  /** The operation as the OpenAPI document writes it, e.g. `/api/user/sessions/{id}`. */
  route: string;
  /** The path for the actor's own business (A); user and operator operations ignore the fixture. */
  path: (fixture: MatrixFixture) => string;
  body?: (fixture: MatrixFixture) => unknown;
  /** Admin operations about one business: the same operation aimed at business B. */
  crossTenant?: {
    path: (fixture: MatrixFixture) => string;
    body?: (fixture: MatrixFixture) => unknown;
  };
  summary: string;
  /**
   * Admin operations: what a staff member of business A gets — `allowed` (day-to-day work) or
   * `forbidden` (the owner's decisions, 403).
   */
  staff?: 'allowed' | 'forbidden';
  /**
   * An admin operation on the platform's side of a business (the operator's contact marks): its
   * own owner and staff get 403 too, the operator gets 200.
   */
  operatorOnly?: true;
  /** What the operator gets when not 200: a record made (201), or one the matrix has none of (404). */
  operatorStatus?: 201 | 404;
}

/** An id that names nothing: the guarded answer comes before any lookup. */
const NO_ID = '00000000-0000-4000-8000-000000000000';

const userCases: AccessCase[] = [
  { area: 'user', route: '/api/user/profile', method: 'GET', path: () => '/api/user/profile', summary: 'profile' },
  {
    area: 'user',
    route: '/api/user/booking-access',
    method: 'GET',
    path: (f) => `/api/user/booking-access?business=${f.businessA.slug}`,
    summary: 'booking access',
  },
  {
    area: 'user',
    route: '/api/user/profile',
    method: 'PATCH',
    path: () => '/api/user/profile',
    body: () => ({ name: 'Matrica' }),
    summary: 'change name',
  },
  {
    area: 'user',
    route: '/api/user/profile/phone-number',
    method: 'POST',
    path: () => '/api/user/profile/phone-number',
    body: () => ({ phoneNumber: '+37061234567' }),
    summary: 'phone',
  },
  {
    area: 'user',
    route: '/api/user/profile/resend-verification',
    method: 'POST',
    path: () => '/api/user/profile/resend-verification',
    summary: 'resend verification',
  },
  {
    area: 'user',
    route: '/api/user/profile/toggle-2fa',
    method: 'POST',
    path: () => '/api/user/profile/toggle-2fa',
    body: () => ({ action: 'disable', password: 'x' }),
    summary: 'two-factor',
  },
  {
    area: 'user',
    route: '/api/user/profile/password',
    method: 'POST',
    path: () => '/api/user/profile/password',
    body: () => ({ currentPassword: 'x', newPassword: 'Matricos-Slapt-1' }),
    summary: 'password',
  },
  {
    area: 'user',
    route: '/api/user/profile/email',
    method: 'POST',
    path: () => '/api/user/profile/email',
    body: () => ({ email: 'matrica@example.lt', password: 'x' }),
    summary: 'e-mail change',
  },
  {
    area: 'user',
    route: '/api/user/profile/data-export',
    method: 'GET',
    path: () => '/api/user/profile/data-export',
    summary: 'a copy of her data',
  },
  {
    area: 'user',
    route: '/api/user/profile/delete',
    method: 'GET',
    path: () => '/api/user/profile/delete',
    summary: 'what deleting would do',
  },
  {
    area: 'user',
    route: '/api/user/profile/delete',
    method: 'POST',
    path: () => '/api/user/profile/delete',
    // A wrong password: the guarded answer is checked, nobody is deleted.
    body: () => ({ password: 'ne-tas' }),
    summary: 'delete the account',
  },
  { area: 'user', route: '/api/user/sessions', method: 'GET', path: () => '/api/user/sessions', summary: 'sessions' },
  {
    area: 'user',
    route: '/api/user/sessions/{id}',
    method: 'DELETE',
    path: () => `/api/user/sessions/${'0'.repeat(64)}`,
    summary: 'end a session',
  },
  { area: 'user', route: '/api/user/appointments', method: 'GET', path: () => '/api/user/appointments', summary: 'my visits' },
  {
    area: 'user',
    route: '/api/user/appointment/{id}/ics',
    method: 'GET',
    path: () => `/api/user/appointment/${NO_ID}/ics`,
    summary: 'calendar file',
  },
  {
    area: 'user',
    route: '/api/user/appointment',
    method: 'POST',
    path: () => '/api/user/appointment',
    body: (f) => ({ business: f.businessA.slug, services: [NO_ID], specialist: 'any', start: '2027-06-10T09:00:00.000Z' }),
    summary: 'book',
  },
  {
    area: 'user',
    route: '/api/user/appointment/decline',
    method: 'POST',
    path: () => '/api/user/appointment/decline',
    body: () => ({ appointment: NO_ID }),
    summary: 'cancel a visit',
  },
  {
    area: 'user',
    route: '/api/user/review/pending',
    method: 'GET',
    path: () => '/api/user/review/pending',
    summary: 'visit to review',
  },
  {
    area: 'user',
    route: '/api/user/review',
    method: 'POST',
    path: () => '/api/user/review',
    body: () => ({ appointment: NO_ID, rating: 5 }),
    summary: 'review',
  },
  {
    area: 'user',
    route: '/api/user/review/{id}',
    method: 'PATCH',
    path: () => `/api/user/review/${NO_ID}`,
    body: () => ({ comment: 'Puiku' }),
    summary: 'review comment',
  },
  {
    area: 'user',
    route: '/api/user/notifications',
    method: 'GET',
    path: () => '/api/user/notifications',
    summary: 'my notifications',
  },
  {
    area: 'user',
    route: '/api/user/notification/mark-as-seen',
    method: 'POST',
    path: () => '/api/user/notification/mark-as-seen',
    body: () => ({ id: NO_ID }),
    summary: 'mark a notification as seen',
  },
  {
    area: 'user',
    route: '/api/user/notification/dismiss',
    method: 'POST',
    path: () => '/api/user/notification/dismiss',
    body: () => ({ id: NO_ID }),
    summary: 'dismiss a notification',
  },
  {
    area: 'user',
    route: '/api/user/staff-invitation/accept',
    method: 'POST',
    path: () => '/api/user/staff-invitation/accept',
    body: () => ({ token: 'a'.repeat(43) }),
    summary: 'accept a staff invitation (a link that names none: 404)',
  },
  // Last: it ends the actor's own session too.
  {
    area: 'user',
    route: '/api/user/sessions/logout-everywhere',
    method: 'POST',
    path: () => '/api/user/sessions/logout-everywhere',
    summary: 'log out everywhere',
  },
];

const operatorCases: AccessCase[] = [
  {
    area: 'operator',
    route: '/api/operator/client-errors',
    method: 'GET',
    path: () => '/api/operator/client-errors',
    summary: 'browser error reports',
  },
  {
    area: 'operator',
    route: '/api/operator/client-errors',
    method: 'GET',
    path: () => '/api/operator/client-errors?page=2&limit=10',
    summary: 'browser error reports, page 2',
  },
  {
    area: 'operator',
    route: '/api/operator/jobs',
    method: 'GET',
    path: () => '/api/operator/jobs',
    summary: 'job queue counts',
  },
  {
    area: 'operator',
    route: '/api/operator/jobs/failed',
    method: 'GET',
    path: () => '/api/operator/jobs/failed',
    summary: 'the failed jobs',
  },
  {
    area: 'operator',
    route: '/api/operator/jobs/{queue}/{id}/retry',
    method: 'POST',
    path: () => `/api/operator/jobs/send-mail/${NO_ID}/retry`,
    summary: 'try a failed job again',
  },
  {
    area: 'operator',
    route: '/api/operator/help-articles',
    method: 'GET',
    path: () => '/api/operator/help-articles',
    summary: 'the help articles, drafts too',
  },
  {
    area: 'operator',
    route: '/api/operator/help-articles',
    method: 'POST',
    path: () => '/api/operator/help-articles',
    body: () => ({ slug: 'matricos-straipsnis', title: 'Matrica', summary: 'Santrauka', body: 'Tekstas', published: false }),
    operatorStatus: 201,
    summary: 'a new help article',
  },
  {
    area: 'operator',
    route: '/api/operator/help-articles/{id}',
    method: 'PUT',
    path: () => `/api/operator/help-articles/${NO_ID}`,
    body: () => ({ slug: 'matrica', title: 'Matrica', summary: 'Santrauka', body: 'Tekstas', published: false }),
    operatorStatus: 404,
    summary: 'a help article changed',
  },
  {
    area: 'operator',
    route: '/api/operator/help-articles/order',
    method: 'POST',
    path: () => '/api/operator/help-articles/order',
    body: () => ({ ids: [NO_ID] }),
    operatorStatus: 404,
    summary: 'the help articles ordered',
  },
  {
    area: 'operator',
    route: '/api/operator/client-errors/groups',
    method: 'GET',
    path: () => '/api/operator/client-errors/groups',
    summary: 'error reports grouped',
  },
  {
    area: 'operator',
    route: '/api/operator/client-errors/groups/{key}/resolve',
    method: 'POST',
    path: () => `/api/operator/client-errors/groups/${'0'.repeat(64)}/resolve`,
    operatorStatus: 404,
    summary: 'an error group resolved',
  },
  {
    area: 'operator',
    route: '/api/operator/businesses',
    method: 'GET',
    path: () => '/api/operator/businesses?stage=registered&q=verslas',
    summary: 'the pipeline of businesses',
  },
  {
    area: 'operator',
    route: '/api/operator/businesses/{id}',
    method: 'GET',
    path: (f) => `/api/operator/businesses/${f.businessA.id}`,
    summary: "a business's card",
  },
  {
    area: 'operator',
    route: '/api/operator/business-invitations',
    method: 'GET',
    path: () => '/api/operator/business-invitations',
    summary: 'the invitations of new businesses',
  },
  {
    area: 'operator',
    route: '/api/operator/business-invitations',
    method: 'POST',
    path: () => '/api/operator/business-invitations',
    body: () => ({ email: 'matricos.verslas@example.lt', businessName: 'Matricos salonas' }),
    summary: 'invite a new business',
  },
  {
    area: 'operator',
    route: '/api/operator/reviews',
    method: 'GET',
    path: () => '/api/operator/reviews?view=hidden&page=1',
    summary: 'every review, the reported first',
  },
  {
    area: 'operator',
    route: '/api/operator/reviews/{id}/hide',
    method: 'POST',
    path: () => `/api/operator/reviews/${NO_ID}/hide`,
    body: () => ({ reason: 'Matrica' }),
    operatorStatus: 404,
    summary: 'a review hidden',
  },
  {
    area: 'operator',
    route: '/api/operator/reviews/{id}/show',
    method: 'POST',
    path: () => `/api/operator/reviews/${NO_ID}/show`,
    operatorStatus: 404,
    summary: 'a review shown again',
  },
];

/** The platform's side of a business, under `/api/admin/business/{id}/…` as the seed writes it: the operator's alone. */
const platformCases: AccessCase[] = [
  {
    area: 'admin',
    route: '/api/admin/business/{id}/mark-as-contacted',
    method: 'POST',
    path: (f) => `/api/admin/business/${f.businessA.id}/mark-as-contacted`,
    body: () => ({ channel: 'phone', note: 'Matricos skambutis' }),
    crossTenant: {
      path: (f) => `/api/admin/business/${f.businessB.id}/mark-as-contacted`,
      body: () => ({ channel: 'phone' }),
    },
    staff: 'forbidden',
    operatorOnly: true,
    summary: 'mark the business as contacted',
  },
];

/**
 * The onboarding checklist (docs/decisions/022): owner and staff read it; only the owner skips a
 * step; another business's owner naming A gets 403.
 */
const adminCases: AccessCase[] = [
  {
    area: 'admin',
    route: '/api/admin/instructions',
    method: 'GET',
    path: () => '/api/admin/instructions',
    crossTenant: { path: (f) => `/api/admin/instructions?business=${f.businessB.id}` },
    staff: 'allowed',
    summary: 'onboarding checklist',
  },
  {
    area: 'admin',
    route: '/api/admin/skip-instuction/{instruction}',
    method: 'POST',
    path: () => '/api/admin/skip-instuction/photos',
    crossTenant: { path: (f) => `/api/admin/skip-instuction/photos?business=${f.businessB.id}` },
    staff: 'forbidden',
    summary: 'skip an onboarding step',
  },
  // Sharing the link, inviting clients, help (docs/decisions/029): sending invitations is the owner's.
  {
    area: 'admin',
    route: '/api/admin/booking-link',
    method: 'GET',
    path: () => '/api/admin/booking-link',
    crossTenant: { path: (f) => `/api/admin/booking-link?business=${f.businessB.id}` },
    staff: 'allowed',
    summary: 'the booking link',
  },
  {
    area: 'admin',
    route: '/api/admin/booking-link/qr',
    method: 'GET',
    path: () => '/api/admin/booking-link/qr?format=svg',
    crossTenant: { path: (f) => `/api/admin/booking-link/qr?format=svg&business=${f.businessB.id}` },
    staff: 'allowed',
    summary: "the booking link's QR code",
  },
  {
    area: 'admin',
    route: '/api/admin/booking-link/shared',
    method: 'POST',
    path: () => '/api/admin/booking-link/shared',
    body: () => ({ channel: 'copy' }),
    crossTenant: { path: (f) => `/api/admin/booking-link/shared?business=${f.businessB.id}`, body: () => ({ channel: 'copy' }) },
    staff: 'allowed',
    summary: 'the booking link was shared',
  },
  {
    area: 'admin',
    route: '/api/admin/send-invitation',
    method: 'POST',
    path: () => '/api/admin/send-invitation',
    body: () => ({ list: 'matricos.klientas@example.lt' }),
    crossTenant: {
      path: (f) => `/api/admin/send-invitation?business=${f.businessB.id}`,
      body: () => ({ list: 'kito.verslo.klientas@example.lt' }),
    },
    staff: 'forbidden',
    summary: 'invite clients',
  },
  {
    area: 'admin',
    route: '/api/admin/invitations',
    method: 'GET',
    path: () => '/api/admin/invitations',
    crossTenant: { path: (f) => `/api/admin/invitations?business=${f.businessB.id}` },
    staff: 'allowed',
    summary: 'invitations sent',
  },
  {
    area: 'admin',
    route: '/api/admin/help-articles',
    method: 'GET',
    path: () => '/api/admin/help-articles?q=darbo',
    crossTenant: { path: (f) => `/api/admin/help-articles?business=${f.businessB.id}` },
    staff: 'allowed',
    summary: 'help articles',
  },
  {
    area: 'admin',
    route: '/api/admin/help-article/{slug}',
    method: 'GET',
    path: () => '/api/admin/help-article/darbo-laikas',
    crossTenant: { path: (f) => `/api/admin/help-article/darbo-laikas?business=${f.businessB.id}` },
    staff: 'allowed',
    summary: 'one help article',
  },
  {
    area: 'admin',
    route: '/api/admin/business/{id}/support-access',
    method: 'GET',
    path: (f) => `/api/admin/business/${f.businessA.id}/support-access`,
    crossTenant: { path: (f) => `/api/admin/business/${f.businessB.id}/support-access` },
    staff: 'forbidden',
    summary: 'support access and the operator log',
  },
  {
    area: 'admin',
    route: '/api/admin/business/{id}/support-access',
    method: 'POST',
    path: (f) => `/api/admin/business/${f.businessA.id}/support-access`,
    body: () => ({ hours: 2 }),
    crossTenant: { path: (f) => `/api/admin/business/${f.businessB.id}/support-access`, body: () => ({ hours: 72 }) },
    staff: 'forbidden',
    summary: 'grant support access',
  },
  {
    area: 'admin',
    route: '/api/admin/business/{id}/support-access/end',
    method: 'POST',
    path: (f) => `/api/admin/business/${f.businessA.id}/support-access/end`,
    crossTenant: { path: (f) => `/api/admin/business/${f.businessB.id}/support-access/end` },
    staff: 'forbidden',
    summary: 'end support access',
  },
  {
    area: 'admin',
    route: '/api/admin/reviews',
    method: 'GET',
    path: () => '/api/admin/reviews?page=1',
    crossTenant: { path: (f) => `/api/admin/reviews?business=${f.businessB.id}` },
    staff: 'allowed',
    summary: "the business's reviews",
  },
  {
    area: 'admin',
    route: '/api/admin/review/{id}/report',
    method: 'POST',
    path: () => `/api/admin/review/${NO_ID}/report`,
    body: () => ({ reason: 'Matricos pranešimas' }),
    crossTenant: {
      path: (f) => `/api/admin/review/${NO_ID}/report?business=${f.businessB.id}`,
      body: () => ({ reason: 'Kito verslo' }),
    },
    staff: 'forbidden',
    summary: 'report a review to the operator',
  },
];

/**
 * The catalogue and the team (docs/decisions/025): members read the categories and specialists;
 * only the owner (or the operator) changes them — a staff member gets 403 before anything is read.
 * The fixture's business has no records of its own, so the owner's writes naming one answer 404.
 */
const q = (f: MatrixFixture, business: 'A' | 'B') => `?business=${business === 'A' ? f.businessA.id : f.businessB.id}`;
const catalogueCase = (
  method: Method,
  route: string,
  path: string,
  summary: string,
  staff: 'allowed' | 'forbidden',
  body?: unknown,
): AccessCase => ({
  area: 'admin',
  route,
  method,
  path: (f) => `${path}${q(f, 'A')}`,
  crossTenant: { path: (f) => `${path}${q(f, 'B')}`, ...(body === undefined ? {} : { body: () => body }) },
  ...(body === undefined ? {} : { body: () => body }),
  staff,
  summary,
});
const catalogueCases: AccessCase[] = [
  catalogueCase('GET', '/api/admin/service-categories', '/api/admin/service-categories', 'service categories', 'allowed'),
  catalogueCase('POST', '/api/admin/service-categories', '/api/admin/service-categories', 'create a category', 'forbidden', {
    name: 'Kirpimai',
  }),
  catalogueCase(
    'PUT',
    '/api/admin/service-categories/order',
    '/api/admin/service-categories/order',
    'order categories',
    'forbidden',
    { ids: [NO_ID] },
  ),
  catalogueCase(
    'PATCH',
    '/api/admin/service-category/{id}',
    `/api/admin/service-category/${NO_ID}`,
    'rename a category',
    'forbidden',
    { name: 'Dažymai' },
  ),
  catalogueCase(
    'DELETE',
    '/api/admin/service-category/{id}',
    `/api/admin/service-category/${NO_ID}`,
    'delete a category',
    'forbidden',
  ),
  catalogueCase('GET', '/api/admin/specialists', '/api/admin/specialists', 'specialists', 'allowed'),
  catalogueCase('POST', '/api/admin/specialists', '/api/admin/specialists', 'add a specialist', 'forbidden', { name: 'Ona' }),
  catalogueCase('PUT', '/api/admin/specialists/order', '/api/admin/specialists/order', 'order specialists', 'forbidden', {
    ids: [NO_ID],
  }),
  catalogueCase('PATCH', '/api/admin/specialist/{id}', `/api/admin/specialist/${NO_ID}`, 'edit a specialist', 'forbidden', {
    name: 'Ona',
  }),
  catalogueCase(
    'POST',
    '/api/admin/specialist/{id}/deactivate',
    `/api/admin/specialist/${NO_ID}/deactivate`,
    'deactivate a specialist',
    'forbidden',
  ),
  catalogueCase(
    'POST',
    '/api/admin/specialist/{id}/activate',
    `/api/admin/specialist/${NO_ID}/activate`,
    'activate a specialist',
    'forbidden',
  ),
  catalogueCase(
    'POST',
    '/api/admin/specialist/{id}/invitation',
    `/api/admin/specialist/${NO_ID}/invitation`,
    'invite a specialist as staff',
    'forbidden',
    {
      email: 'komanda@example.lt',
    },
  ),
  catalogueCase(
    'DELETE',
    '/api/admin/specialist/{id}/invitation',
    `/api/admin/specialist/${NO_ID}/invitation`,
    'withdraw an invitation',
    'forbidden',
  ),
];

/**
 * User, operator and the admin operations above. The admin booking operations have their own matrix,
 * with records of two businesses: `ADMIN_BOOKING_ENDPOINTS` in booking/admin/admin-endpoints.ts,
 * run by booking/admin/admin-isolation.test.ts; the test beside this file checks that the two
 * lists together name every guarded operation of the OpenAPI document.
 */
export const ACCESS_MATRIX: readonly AccessCase[] = [
  ...operatorCases,
  ...platformCases,
  ...adminCases,
  ...catalogueCases,
  ...faceCases,
  ...reminderCases,
  ...pushCases,
  ...userCases,
];
