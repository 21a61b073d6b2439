/** The visit the review dialog is about (set by the prompt before it queues the dialog). */
import type { PendingAppointment } from '~/features/reviews/api/review-api';

let current: PendingAppointment | null = null;
const listeners = new Set<() => void>();

export const reviewState = {
  get: (): PendingAppointment | null => current,
  set(appointment: PendingAppointment | null): void {
    current = appointment;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
