/**
 * The admin appointments' query keys. `business` is the `?verslas=` slug the page was opened with
 * (null: the member's only or first business, as the API decides too).
 */

export const adminAppointmentKeys = {
  all: ['admin-appointments'] as const,
  ofBusiness: (business: string | null) => [...adminAppointmentKeys.all, business ?? ''] as const,
  list: (business: string | null, query: string) => [...adminAppointmentKeys.ofBusiness(business), 'list', query] as const,
  detail: (business: string | null, id: string) => [...adminAppointmentKeys.ofBusiness(business), 'detail', id] as const,
  note: (business: string | null, id: string) => [...adminAppointmentKeys.ofBusiness(business), 'note', id] as const,
  clients: (business: string | null, q: string) => [...adminAppointmentKeys.ofBusiness(business), 'clients', q] as const,
  options: (slug: string) => [...adminAppointmentKeys.all, 'options', slug] as const,
  allFreeTimes: ['admin-appointments', 'free-times'] as const,
  freeTimes: (query: string) => [...adminAppointmentKeys.allFreeTimes, query] as const,
};
