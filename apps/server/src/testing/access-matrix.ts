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
}

/** An id that names nothing: the guarded answer comes before any lookup. */
const NO_ID = '00000000-0000-4000-8000-000000000000';

const userCases: AccessCase[] = [
  { area: 'user', route: '/api/user/profile', method: 'GET', path: () => '/api/user/profile', summary: 'profile' },
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
];

/**
 * User, operator and the admin operations above. The admin booking operations have their own matrix,
 * with records of two businesses: `ADMIN_BOOKING_ENDPOINTS` in booking/admin/admin-endpoints.ts,
 * run by booking/admin/admin-isolation.test.ts; the test beside this file checks that the two
 * lists together name every guarded operation of the OpenAPI document.
 */
export const ACCESS_MATRIX: readonly AccessCase[] = [...operatorCases, ...adminCases, ...userCases];
