import { describe, expect, it } from 'vitest';
import { historyRows, type HistoryEntry } from './appointment-history';

const ME = 'a0000000-0000-4000-8000-00000000000a';
const CLIENT = 'c0000000-0000-4000-8000-00000000000c';
const COLLEAGUE = 'e0000000-0000-4000-8000-00000000000e';
const AISTE = 's0000000-0000-4000-8000-000000000001';
const RUTA = 's0000000-0000-4000-8000-000000000002';

const context = {
  meId: ME,
  clientUserId: CLIENT,
  specialistNames: new Map([
    [AISTE, 'Aistė'],
    [RUTA, 'Rūta'],
  ]),
  timeZone: 'Europe/Vilnius',
};

function entry(overrides: Partial<HistoryEntry>): HistoryEntry {
  return {
    id: 'h',
    action: 'note',
    fromStatus: null,
    toStatus: null,
    start: null,
    end: null,
    changedByUserId: ME,
    detail: null,
    createdAt: '2027-03-28T08:00:00.000Z',
    ...overrides,
  };
}

describe('historyRows', () => {
  it('newest first, times in Vilnius, who in words', () => {
    const rows = historyRows(
      [
        entry({
          id: '1',
          action: 'created',
          toStatus: 'pending',
          changedByUserId: CLIENT,
          createdAt: '2027-03-01T10:00:00.000Z',
        }),
        entry({
          id: '2',
          action: 'confirm',
          fromStatus: 'pending',
          toStatus: 'confirmed',
          changedByUserId: COLLEAGUE,
          createdAt: '2027-03-02T10:00:00.000Z',
        }),
        entry({ id: '3', action: 'note', createdAt: '2027-10-31T00:30:00.000Z' }),
        entry({ id: '4', action: 'no_show', changedByUserId: null, createdAt: '2027-03-03T10:00:00.000Z' }),
      ],
      context,
    );
    expect(rows.map((row) => row.id)).toEqual(['3', '4', '2', '1']);
    expect(rows[0]).toEqual({ id: '3', when: '2027-10-31 03:30', who: 'Jūs', what: ['Pakeista privati pastaba'] });
    expect(rows[1]).toMatchObject({ who: 'Sistema', what: ['Pažymėtas: klientas neatvyko'] });
    expect(rows[2]).toMatchObject({ who: 'Verslo darbuotojas', what: ['Patvirtintas'] });
    expect(rows[3]).toMatchObject({ when: '2027-03-01 12:00', who: 'Klientas', what: ['Sukurtas (laukia patvirtinimo)'] });
  });

  it('a move: the old and new time in Vilnius and the specialists by name', () => {
    const [row] = historyRows(
      [
        entry({
          action: 'move',
          detail: {
            from: { start: '2027-03-28T07:00:00.000Z', end: '2027-03-28T08:30:00.000Z', specialistId: AISTE },
            to: { start: '2027-03-29T11:00:00.000Z', end: '2027-03-29T12:30:00.000Z', specialistId: RUTA },
          },
        }),
      ],
      context,
    );
    expect(row!.what).toEqual(['Perkeltas: 2027-03-28 10:00 → 2027-03-29 14:00', 'Specialistas: Aistė → Rūta']);
  });

  it('a move to another specialist only, and one to a specialist no longer listed', () => {
    const [row] = historyRows(
      [
        entry({
          action: 'move',
          detail: {
            from: { start: '2027-03-28T07:00:00Z', specialistId: AISTE },
            to: { start: '2027-03-28T07:00:00Z', specialistId: 'gone' },
          },
        }),
      ],
      context,
    );
    expect(row!.what).toEqual(['Specialistas: Aistė → kitas specialistas']);
  });

  it('a resize in the calendar: the new length in minutes (and the new time when the start moved too)', () => {
    const [resized, both] = historyRows(
      [
        entry({
          id: 'r',
          action: 'move',
          detail: {
            from: { start: '2027-03-28T07:00:00Z', end: '2027-03-28T08:00:00Z', specialistId: AISTE },
            to: { start: '2027-03-28T07:00:00Z', end: '2027-03-28T08:45:00Z', specialistId: AISTE },
            fromDurationMin: 60,
            toDurationMin: 105,
          },
          createdAt: '2027-03-28T09:00:00.000Z',
        }),
        entry({
          id: 'b',
          action: 'move',
          detail: {
            from: { start: '2027-03-28T07:00:00Z', specialistId: AISTE },
            to: { start: '2027-03-28T10:00:00Z', specialistId: AISTE },
            fromDurationMin: 105,
            toDurationMin: 30,
          },
          createdAt: '2027-03-28T08:00:00.000Z',
        }),
      ],
      context,
    );
    expect(resized!.what).toEqual(['Trukmė: 60 → 105 min.']);
    expect(both!.what).toEqual(['Perkeltas: 2027-03-28 10:00 → 2027-03-28 13:00', 'Trukmė: 105 → 30 min.']);
  });

  it('services from and to, a reason with a status change, an unknown action', () => {
    const rows = historyRows(
      [
        entry({
          id: 's',
          action: 'services',
          detail: { from: [{ name: 'Blakstienos' }], to: [{ name: 'Antakiai' }, { name: 'Makiažas' }] },
          createdAt: '2027-03-03T10:00:00Z',
        }),
        entry({ id: 'c', action: 'cancel', detail: { reason: 'Susirgo' }, createdAt: '2027-03-02T10:00:00Z' }),
        entry({ id: 'x', action: 'reminder', createdAt: '2027-03-01T10:00:00Z' }),
      ],
      context,
    );
    expect(rows.map((row) => row.what)).toEqual([
      ['Paslaugos: Blakstienos → Antakiai, Makiažas'],
      ['Atšauktas', 'Priežastis: Susirgo'],
      ['Pakeitimas: reminder'],
    ]);
  });
});
