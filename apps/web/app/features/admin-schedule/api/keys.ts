/**
 * The admin schedule's query keys. `business` is the `?verslas=` slug the page was opened with
 * (null: the member's only or first business, as the API decides too).
 */
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
