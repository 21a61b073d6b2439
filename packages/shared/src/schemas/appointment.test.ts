import { describe, expect, it } from 'vitest';
import { adminUpdateAppointmentSchema, declineAppointmentSchema } from './appointment.ts';

const APPOINTMENT = '0b6f3c1e-5d2a-4c8e-9f3b-2a1d4e5f6a7b';

describe('the reason of a cancelled visit', () => {
  it('is plain text: Lithuanian letters, emoji and line breaks pass', () => {
    const reason = 'Susirgau 🤒\nAtsiprašau, Ąžuolė';
    expect(declineAppointmentSchema.parse({ appointment: APPOINTMENT, reason }).reason).toBe(reason);
    expect(adminUpdateAppointmentSchema.parse({ action: 'cancel', reason }).reason).toBe(reason);
  });

  it('refuses NUL, other control characters and halves of surrogate pairs', () => {
    for (const reason of ['a\u0000b', '\u0007', 'a\ud800', '\udfffb', '\ud83d']) {
      for (const result of [
        declineAppointmentSchema.safeParse({ appointment: APPOINTMENT, reason }),
        adminUpdateAppointmentSchema.safeParse({ action: 'cancel', reason }),
      ]) {
        expect(result.success, JSON.stringify(reason)).toBe(false);
        expect(result.error?.issues[0]).toMatchObject({ path: ['reason'], message: 'Tekste yra neleistinų simbolių.' });
      }
    }
  });
});

describe('the admin’s change of an appointment: notifyCustomer', () => {
  it('is an optional yes/no that rides along with a move', () => {
    const start = '2027-03-23T08:00:00.000Z';
    expect(adminUpdateAppointmentSchema.parse({ start, notifyCustomer: false })).toEqual({ start, notifyCustomer: false });
    expect(adminUpdateAppointmentSchema.parse({ start })).toEqual({ start });
    expect(adminUpdateAppointmentSchema.safeParse({ start, notifyCustomer: 'ne' }).success).toBe(false);
  });

  it('alone, or with only a reason, changes nothing: "Nėra ką keisti."', () => {
    for (const body of [{ notifyCustomer: false }, { notifyCustomer: true, reason: 'Taip' }]) {
      const result = adminUpdateAppointmentSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Nėra ką keisti.');
    }
  });
});
