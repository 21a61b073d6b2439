import { useQueryClient } from '@tanstack/react-query';
import { adminScheduleKeys, APPOINTMENT_KEYS } from './keys';

/**
 * After any change of hours (saved or refused alike: what is on screen may be stale): the
 * business's schedule answers and the appointments are fetched again. Not awaited, so a toast or
 * leaving the page need not wait for them.
 */
export function useRefreshAfterChange(business: string | null) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminScheduleKeys.ofBusiness(business) });
    void client.invalidateQueries({ queryKey: APPOINTMENT_KEYS });
  };
}
