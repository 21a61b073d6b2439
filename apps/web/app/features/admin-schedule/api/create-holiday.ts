/** `POST /api/admin/holidays`: a day off of the business or of one specialist, with the visits to cancel. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateHolidayInput, savedHolidaySchema } from '@vizitas/shared/schemas/admin/holidays';
import { adminHolidayCreate } from '@vizitas/shared/api/admin/holidays';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { useRefreshAfterChange } from './refresh';

export type SavedHoliday = z.infer<typeof savedHolidaySchema>;

export function createHoliday(business: string | null, body: CreateHolidayInput, options?: ApiCallOptions) {
  return apiCall(adminHolidayCreate, { verslas: business, body }, options);
}

export function useCreateHoliday(business: string | null) {
  return useMutation({
    mutationFn: (body: CreateHolidayInput) => createHoliday(business, body),
    onSettled: useRefreshAfterChange(business),
  });
}
