import { formatPhone } from '@vizitas/shared';
import type { AffectedAppointments } from '@vizitas/shared/schemas/admin/schedule-changes';

/**
 * The cancelled visits whose clients no mail reaches (walk-ins without an account), as the toast
 * names them: „Jonas Jonaitis (+370 612 34567), Ona“; null when every client was mailed.
 */
export function clientsToPhone(result: unknown, affected: AffectedAppointments | null): string | null {
  const ids = (result as { cancelledAppointments?: unknown } | null)?.cancelledAppointments;
  if (!Array.isArray(ids) || !affected) return null;
  const cancelled = new Set(ids);
  const names = affected.appointments
    .filter((visit) => cancelled.has(visit.id) && !visit.mailed)
    .map((visit) => {
      const name = visit.clientName || '—';
      return visit.clientPhone ? `${name} (${formatPhone(visit.clientPhone)})` : name;
    });
  return names.length > 0 ? names.join(', ') : null;
}
