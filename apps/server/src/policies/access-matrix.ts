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
  /** The path for the actor's own business (A); user and operator operations ignore the fixture. */
  path: (fixture: MatrixFixture) => string;
  body?: (fixture: MatrixFixture) => unknown;
  /** Admin operations about one business: the same operation aimed at business B. */
  crossTenant?: {
    path: (fixture: MatrixFixture) => string;
    body?: (fixture: MatrixFixture) => unknown;
  };
  summary: string;
}

const userCases: AccessCase[] = [
  { area: 'user', method: 'GET', path: () => '/api/user/profile', summary: 'profile' },
  { area: 'user', method: 'PATCH', path: () => '/api/user/profile', body: () => ({ name: 'Matrica' }), summary: 'change name' },
  { area: 'user', method: 'POST', path: () => '/api/user/profile/phone-number', body: () => ({ phoneNumber: '+37061234567' }), summary: 'phone' },
  { area: 'user', method: 'POST', path: () => '/api/user/profile/resend-verification', summary: 'resend verification' },
  { area: 'user', method: 'POST', path: () => '/api/user/profile/toggle-2fa', body: () => ({ action: 'disable', password: 'x' }), summary: 'two-factor' },
  { area: 'user', method: 'POST', path: () => '/api/user/profile/password', body: () => ({ currentPassword: 'x', newPassword: 'Matricos-Slapt-1' }), summary: 'password' },
  { area: 'user', method: 'POST', path: () => '/api/user/profile/email', body: () => ({ email: 'matrica@example.lt', password: 'x' }), summary: 'e-mail change' },
  { area: 'user', method: 'GET', path: () => '/api/user/sessions', summary: 'sessions' },
  { area: 'user', method: 'DELETE', path: () => `/api/user/sessions/${'0'.repeat(64)}`, summary: 'end a session' },
];

const operatorCases: AccessCase[] = [
  { area: 'operator', method: 'GET', path: () => '/api/operator/client-errors', summary: 'browser error reports' },
  { area: 'operator', method: 'GET', path: () => '/api/operator/client-errors?page=2&limit=10', summary: 'browser error reports, page 2' },
];

/** Admin operations (`/api/admin/*`): the booking and business admin endpoints add themselves here. */
export const ADMIN_ACCESS_CASES: AccessCase[] = [];

export const ACCESS_MATRIX: readonly AccessCase[] = [...userCases, ...operatorCases, ...ADMIN_ACCESS_CASES];
