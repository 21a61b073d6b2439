import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_STATUSES,
  HOLDING_STATUSES,
  allowedActions,
  applyAction,
  canTransition,
  isAppointmentAction,
  isAppointmentStatus,
  isFinalStatus,
  isHoldingStatus,
  nextStatuses,
  type AppointmentStatus,
} from './appointment-status';

describe('appointment status machine', () => {
  const allowed = new Set([
    'pending>confirmed',
    'pending>declined',
    'pending>cancelled',
    'confirmed>cancelled',
    'confirmed>completed',
    'confirmed>no_show',
  ]);

  it('allows exactly the transitions of PRODUCT.md', () => {
    for (const from of APPOINTMENT_STATUSES) {
      for (const to of APPOINTMENT_STATUSES) {
        expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });

  it('names the holding and final statuses', () => {
    expect(HOLDING_STATUSES).toEqual(['pending', 'confirmed']);
    expect(APPOINTMENT_STATUSES.filter(isHoldingStatus)).toEqual(['pending', 'confirmed']);
    expect(APPOINTMENT_STATUSES.filter(isFinalStatus)).toEqual(['declined', 'cancelled', 'completed', 'no_show']);
    expect(nextStatuses('completed')).toEqual([]);
  });

  it('maps actions to target statuses', () => {
    expect(APPOINTMENT_ACTIONS).toEqual({
      confirm: 'confirmed',
      decline: 'declined',
      cancel: 'cancelled',
      complete: 'completed',
      no_show: 'no_show',
    });
    expect(applyAction('pending', 'confirm')).toBe('confirmed');
    expect(applyAction('confirmed', 'cancel')).toBe('cancelled');
    expect(applyAction('pending', 'complete')).toBeNull();
    expect(applyAction('cancelled', 'cancel')).toBeNull();
    expect(allowedActions('pending')).toEqual(['confirm', 'decline', 'cancel']);
    expect(allowedActions('confirmed')).toEqual(['cancel', 'complete', 'no_show']);
    expect(allowedActions('no_show')).toEqual([]);
  });

  it('recognises statuses and actions from untrusted input', () => {
    expect(isAppointmentStatus('pending')).toBe(true);
    expect(isAppointmentStatus('PENDING')).toBe(false);
    expect(isAppointmentStatus(undefined)).toBe(false);
    expect(isAppointmentAction('no_show')).toBe(true);
    expect(isAppointmentAction('toString')).toBe(false);
    const status: unknown = 'confirmed';
    if (isAppointmentStatus(status)) {
      const typed: AppointmentStatus = status;
      expect(typed).toBe('confirmed');
    }
  });
});
