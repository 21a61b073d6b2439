import { describe, expect, it } from 'vitest';
import type { AffectedAppointment } from '@vizitas/shared/schemas/admin/schedule-changes';
import { clientsToPhone } from './cancelled-visits';

const visit = (id: string, clientName: string, mailed: boolean, clientPhone: string | null): AffectedAppointment => ({
  id,
  specialistId: 's',
  specialistName: 'Rūta',
  start: '2027-03-01T08:00:00.000Z',
  end: '2027-03-01T09:00:00.000Z',
  status: 'confirmed',
  clientName,
  clientPhone,
  services: ['Kirpimas'],
  mailed,
});

describe('whom to phone after a change cancelled visits', () => {
  const affected = {
    total: 4,
    appointments: [
      visit('a', 'Jonas Jonaitis', false, '+37061234567'),
      visit('b', 'Ona Onaitė', true, '+37061234568'),
      visit('c', '', false, null),
      visit('d', 'Petras', false, '+37052123456'),
    ],
  };

  it('names the cancelled clients without an account, with their phones formatted, in the order of the list', () => {
    expect(clientsToPhone({ cancelledAppointments: ['a', 'b', 'c'] }, affected)).toBe('Jonas Jonaitis (+370 612 34567), —');
    expect(clientsToPhone({ cancelledAppointments: ['d', 'a'] }, affected)).toBe(
      'Jonas Jonaitis (+370 612 34567), Petras (+370 5 212 3456)',
    );
  });

  it('is null when every cancelled client gets the mail, or nothing was cancelled', () => {
    expect(clientsToPhone({ cancelledAppointments: ['b'] }, affected)).toBeNull();
    expect(clientsToPhone({ cancelledAppointments: [] }, affected)).toBeNull();
    expect(clientsToPhone({}, affected)).toBeNull();
    expect(clientsToPhone({ cancelledAppointments: ['a'] }, null)).toBeNull();
  });
});
