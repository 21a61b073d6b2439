/**
 * The admin schedule's API paths and query keys. `business` is the `?verslas=` slug the page was
 * opened with (null: the member's only or first business, as the API decides too).
 */

export { adminApiUrl } from '~/lib/api/admin-api-url';

const enc = encodeURIComponent;

/** `GET`/`PUT /api/admin/schedule/{specialistId}`. */
export const weeklyScheduleApi = (specialistId: string) => `/api/admin/schedule/${enc(specialistId)}`;
/** `POST /api/admin/schedule/affected-appointments`. */
export const AFFECTED_APPOINTMENTS_API = '/api/admin/schedule/affected-appointments';
/** `GET /api/admin/calendar` (the engine's hours of up to seven days). */
export const CALENDAR_API = '/api/admin/calendar';
/** `GET`/`POST /api/admin/schedule-overrides`. */
export const OVERRIDES_API = '/api/admin/schedule-overrides';
/** `GET`/`PATCH`/`DELETE /api/admin/schedule-override/{id}`. */
export const overrideApi = (id: string) => `/api/admin/schedule-override/${enc(id)}`;
/** `GET`/`POST /api/admin/holidays`. */
export const HOLIDAYS_API = '/api/admin/holidays';
/** `GET`/`PATCH`/`DELETE /api/admin/holiday/{id}`. */
export const holidayApi = (id: string) => `/api/admin/holiday/${enc(id)}`;
/** `GET /api/admin/business/{id}/public-holidays`, `POST …/{date}/exclude|include`. */
export const publicHolidaysApi = (businessId: string) => `/api/admin/business/${enc(businessId)}/public-holidays`;

export const adminScheduleKeys = {
  all: ['admin-schedule'] as const,
  ofBusiness: (business: string | null) => [...adminScheduleKeys.all, business ?? ''] as const,
  week: (business: string | null, specialistId: string) =>
    [...adminScheduleKeys.ofBusiness(business), 'week', specialistId] as const,
  calendar: (business: string | null, query: string) => [...adminScheduleKeys.ofBusiness(business), 'calendar', query] as const,
  overrides: (business: string | null, query: string) => [...adminScheduleKeys.ofBusiness(business), 'overrides', query] as const,
  override: (business: string | null, id: string) => [...adminScheduleKeys.ofBusiness(business), 'override', id] as const,
  holidays: (business: string | null, query: string) => [...adminScheduleKeys.ofBusiness(business), 'holidays', query] as const,
  holiday: (business: string | null, id: string) => [...adminScheduleKeys.ofBusiness(business), 'holiday', id] as const,
  publicHolidays: (business: string | null, year: number) => [...adminScheduleKeys.ofBusiness(business), 'public', year] as const,
};

/**
 * The admin appointments' keys (their own feature's `['admin-appointments', …]`): a change of
 * hours may cancel visits and changes what the calendar shades, so they are fetched again.
 */
export const APPOINTMENT_KEYS = ['admin-appointments'] as const;
