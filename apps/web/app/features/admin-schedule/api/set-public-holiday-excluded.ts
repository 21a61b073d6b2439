/**
 * `POST` of `admin_public_holiday_exclude_api` ("we work that day") and of
 * `admin_public_holiday_include_api` (the day is off again; with the visits to cancel).
 */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changedPublicHolidaySchema } from '@vizitas/shared/schemas/admin/public-holidays';
import type { CancelAppointmentsInput } from '@vizitas/shared/schemas/admin/schedule-changes';
import { adminPublicHolidayExclude, adminPublicHolidayInclude } from '@vizitas/shared/api/admin/public-holidays';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { useRefreshAfterChange } from './refresh';

export type ChangedPublicHoliday = z.infer<typeof changedPublicHolidaySchema>;

export interface PublicHolidayChange {
  excluded: boolean;
  cancel?: CancelAppointmentsInput;
}

export function setPublicHolidayExcluded(
  businessId: string,
  date: string,
  change: PublicHolidayChange,
  options?: ApiCallOptions,
) {
  const contract = change.excluded ? adminPublicHolidayExclude : adminPublicHolidayInclude;
  const body = change.cancel ? { cancelAppointments: change.cancel } : {};
  return apiCall(contract, { params: { id: businessId, date }, body }, options);
}

export function useSetPublicHolidayExcluded(business: string | null, businessId: string, date: string) {
  return useMutation({
    mutationFn: (change: PublicHolidayChange) => setPublicHolidayExcluded(businessId, date, change),
    onSettled: useRefreshAfterChange(business),
  });
}
