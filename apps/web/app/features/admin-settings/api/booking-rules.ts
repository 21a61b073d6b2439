/** `GET`/`PATCH` admin_booking_rules_api: the business's booking rules (`{id}` its id). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBookingRules, adminBookingRulesUpdate } from '@vizitas/shared/api/admin/booking-rules';
import type { BookingRulesView, UpdateBookingRulesInput } from '@vizitas/shared/schemas/admin/booking-rules';
import { apiCall } from '~/lib/api/api-client';

export type { BookingRulesView };

export const bookingRulesKey = (businessId: string) => ['admin-settings', businessId, 'booking-rules'] as const;

export function bookingRulesQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: bookingRulesKey(businessId),
    queryFn: ({ signal }) => apiCall(adminBookingRules, { params: { id: businessId } }, { signal }),
  });
}

export function useBookingRules(businessId: string, initial?: BookingRulesView | null) {
  return useQuery({ ...bookingRulesQueryOptions(businessId), initialData: initial ?? undefined });
}

export function useSaveBookingRules(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBookingRulesInput) => apiCall(adminBookingRulesUpdate, { params: { id: businessId }, body }),
    onSuccess: (answer) => client.setQueryData(bookingRulesKey(businessId), answer),
  });
}
