import { describe, expect, it } from 'vitest';
import type { AdminAppointmentDetail } from '~/features/admin-appointments/api/get-appointment';
import {
  checkVisitFields,
  createBody,
  isFreeTime,
  isStale,
  moveChanges,
  parseCreatePrefill,
  safeReturnPath,
  statusActions,
  visitFieldsOf,
  type CreateFormValues,
} from './appointment-form';

const VILNIUS = 'Europe/Vilnius';
const LIST = '/administratorius/vizitai/sarasas';
const SPECIALIST = '6f1c1f0e-8a51-4f0e-9c39-3a0b2b9d1a11';
const OTHER_SPECIALIST = '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';
const SERVICE_A = 'a0000000-0000-4000-8000-000000000001';
const SERVICE_B = 'b0000000-0000-4000-8000-000000000002';
const BUSINESS = 'c0000000-0000-4000-8000-000000000003';

function appointment(overrides: Partial<AdminAppointmentDetail> = {}): AdminAppointmentDetail {
  return {
    id: 'd0000000-0000-4000-8000-000000000004',
    business: { id: BUSINESS, slug: 'studija', name: 'Studija' },
    specialist: { id: SPECIALIST, name: 'Aistė' },
    status: 'confirmed',
    start: '2027-03-28T07:00:00.000Z',
    end: '2027-03-28T08:30:00.000Z',
    durationMin: 90,
    priceCents: 3500,
    services: [{ serviceId: SERVICE_A, name: 'Blakstienos', durationMin: 90, priceCents: 3500, priceFrom: false }],
    customerNote: null,
    client: { userId: null, name: 'Ona', phone: '+37061234567', email: null },
    createdAt: '2027-03-01T10:00:00.000Z',
    adminNote: null,
    cancellationReason: null,
    createdByUserId: null,
    history: [],
    ...overrides,
  };
}

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/administratorius/vizitai/kalendorius?diena=2027-03-28#x', LIST)).toBe(
      '/administratorius/vizitai/kalendorius?diena=2027-03-28#x',
    );
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'administratorius',
    '/a\nb',
  ])('falls back for %j', (value) => {
    expect(safeReturnPath(value, LIST)).toBe(LIST);
  });
});

describe('parseCreatePrefill', () => {
  it('reads the calendar click: the instant as a Vilnius date and time, the specialist', () => {
    const search = new URLSearchParams({ pradzia: '2027-10-31T01:30:00.000Z', specialistas: SPECIALIST.toUpperCase() });
    expect(parseCreatePrefill(search, VILNIUS)).toEqual({ date: '2027-10-31', time: '03:30', specialist: SPECIALIST });
  });

  it('takes an instant with an offset', () => {
    expect(parseCreatePrefill(new URLSearchParams({ pradzia: '2027-07-01T14:00+03:00' }), VILNIUS)).toEqual({
      date: '2027-07-01',
      time: '14:00',
      specialist: '',
    });
  });

  it('leaves malformed values empty', () => {
    expect(parseCreatePrefill(new URLSearchParams({ pradzia: 'rytoj', specialistas: 'aiste' }), VILNIUS)).toEqual({
      date: '',
      time: '',
      specialist: '',
    });
    expect(parseCreatePrefill(new URLSearchParams({ pradzia: '2027-13-45T10:00:00Z' }), VILNIUS).date).toBe('');
  });
});

describe('checkVisitFields', () => {
  it('names every missing field in Lithuanian', () => {
    expect(checkVisitFields({ services: [], specialist: '', date: '', time: '9:00' })).toEqual({
      services: 'Pasirinkite bent vieną paslaugą.',
      specialist: 'Pasirinkite specialistą.',
      date: 'Pasirinkite datą.',
      time: 'Įveskite pradžios laiką (VV:MM).',
    });
    expect(checkVisitFields({ services: [SERVICE_A], specialist: SPECIALIST, date: '2027-03-28', time: '09:00' })).toEqual({});
  });
});

describe('createBody', () => {
  const base: CreateFormValues = {
    services: [SERVICE_A, SERVICE_B],
    specialist: SPECIALIST,
    date: '2027-03-28',
    time: '10:00',
    client: { kind: 'new', name: '  Ona Onaitė ', phone: '+370 612 34567' },
    status: 'confirmed',
    adminNote: '  ',
    customerNote: ' Atvyks anksčiau ',
  };

  it('a walk-in typed in: name and phone, the start in Vilnius, trimmed notes', () => {
    expect(createBody(BUSINESS, base, VILNIUS)).toEqual({
      business: BUSINESS,
      specialist: SPECIALIST,
      services: [SERVICE_A, SERVICE_B],
      start: '2027-03-28T07:00:00.000Z',
      clientName: 'Ona Onaitė',
      clientPhone: '+370 612 34567',
      customerNote: 'Atvyks anksčiau',
      status: 'confirmed',
    });
  });

  it('a client with an account is sent by id; an earlier walk-in by name and phone', () => {
    const withAccount = createBody(
      BUSINESS,
      { ...base, client: { kind: 'existing', client: { userId: SERVICE_B, name: 'Ona', phone: null } } },
      VILNIUS,
    );
    expect(withAccount).toMatchObject({ customerId: SERVICE_B });
    expect(withAccount).not.toHaveProperty('clientName');
    const walkIn = createBody(
      BUSINESS,
      {
        ...base,
        status: 'pending',
        client: { kind: 'existing', client: { userId: null, name: 'Jonas', phone: '+37060000000' } },
      },
      VILNIUS,
    );
    expect(walkIn).toMatchObject({ clientName: 'Jonas', clientPhone: '+37060000000', status: 'pending' });
    expect(walkIn).not.toHaveProperty('customerId');
  });

  it('no body without a readable time', () => {
    expect(createBody(BUSINESS, { ...base, time: '' }, VILNIUS)).toBeNull();
  });
});

describe('isFreeTime', () => {
  const slots = [{ start: '2027-03-28T07:00:00Z', specialistId: SPECIALIST }];
  it('matches the instant and the specialist', () => {
    expect(isFreeTime('2027-03-28T07:00:00.000Z', SPECIALIST, slots)).toBe(true);
    expect(isFreeTime('2027-03-28T07:00:00.000Z', OTHER_SPECIALIST, slots)).toBe(false);
    expect(isFreeTime('2027-03-28T07:15:00.000Z', SPECIALIST, slots)).toBe(false);
    expect(isFreeTime(null, SPECIALIST, slots)).toBe(false);
  });
});

describe('moveChanges', () => {
  it('nothing changed: null', () => {
    const visit = appointment();
    expect(visitFieldsOf(visit, VILNIUS)).toEqual({
      services: [SERVICE_A],
      specialist: SPECIALIST,
      date: '2027-03-28',
      time: '10:00',
    });
    expect(moveChanges(visit, visitFieldsOf(visit, VILNIUS), VILNIUS)).toBeNull();
  });

  it('only what changed: the time, the specialist, the services', () => {
    const visit = appointment();
    expect(
      moveChanges(visit, { services: [SERVICE_A], specialist: SPECIALIST, date: '2027-03-29', time: '11:30' }, VILNIUS),
    ).toEqual({
      start: '2027-03-29T08:30:00.000Z',
    });
    expect(
      moveChanges(
        visit,
        { services: [SERVICE_B, SERVICE_A], specialist: OTHER_SPECIALIST, date: '2027-03-28', time: '10:00' },
        VILNIUS,
      ),
    ).toEqual({
      specialist: OTHER_SPECIALIST,
      services: [SERVICE_B, SERVICE_A],
    });
  });
});

describe('statusActions', () => {
  const now = Date.parse('2027-03-28T12:00:00Z');
  it('a request to come: confirm, decline, cancel', () => {
    expect(statusActions({ status: 'pending', start: '2027-03-29T07:00:00Z' }, now)).toEqual(['confirm', 'decline', 'cancel']);
  });
  it('a confirmed visit: cancel before it begins; completed and no-show once it has', () => {
    expect(statusActions({ status: 'confirmed', start: '2027-03-29T07:00:00Z' }, now)).toEqual(['cancel']);
    expect(statusActions({ status: 'confirmed', start: '2027-03-28T12:00:00Z' }, now)).toEqual(['cancel', 'complete', 'no_show']);
  });
  it('final statuses: nothing', () => {
    for (const status of ['declined', 'cancelled', 'completed', 'no_show'] as const) {
      expect(statusActions({ status, start: '2027-03-20T07:00:00Z' }, now)).toEqual([]);
    }
  });
});

describe('isStale', () => {
  it('the same visit is not stale; any change of status, time, specialist, services or history is', () => {
    const seen = appointment();
    expect(isStale(seen, appointment())).toBe(false);
    expect(isStale(seen, appointment({ status: 'cancelled' }))).toBe(true);
    expect(isStale(seen, appointment({ start: '2027-03-28T07:15:00.000Z' }))).toBe(true);
    expect(isStale(seen, appointment({ specialist: { id: OTHER_SPECIALIST, name: 'Rūta' } }))).toBe(true);
    expect(
      isStale(
        seen,
        appointment({
          services: [{ serviceId: SERVICE_B, name: 'Antakiai', durationMin: 45, priceCents: 2000, priceFrom: false }],
        }),
      ),
    ).toBe(true);
    const row = {
      id: 'h1',
      action: 'note',
      fromStatus: null,
      toStatus: null,
      start: null,
      end: null,
      changedByUserId: null,
      detail: null,
      createdAt: '2027-03-28T08:00:00Z',
    };
    expect(isStale(seen, appointment({ history: [row] }))).toBe(true);
  });
});
