/**
 * `POST /api/admin/schedule-overrides`: own hours (or closed) on a date or a range of dates, with
 * the visits to cancel. Every date is written, or none (409 `override_exists` when one has an
 * override already). The lists, previews and appointments are fetched again after.
 */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  createdScheduleOverrideSchema,
  CreateScheduleOverrideInput,
} from '@vizitas/shared/schemas/admin/schedule-overrides';
import { adminScheduleOverrideCreate } from '@vizitas/shared/api/admin/schedule-overrides';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { useRefreshAfterChange } from './refresh';

export type CreatedOverride = z.infer<typeof createdScheduleOverrideSchema>;

export function createOverride(business: string | null, body: CreateScheduleOverrideInput, options?: ApiCallOptions) {
  return apiCall(adminScheduleOverrideCreate, { verslas: business, body }, options);
}

export function useCreateOverride(business: string | null) {
  return useMutation({
    mutationFn: (body: CreateScheduleOverrideInput) => createOverride(business, body),
    onSettled: useRefreshAfterChange(business),
  });
}
