import { describe, expect, it } from 'vitest';
import {
  createOverrideBody,
  newOverrideDraft,
  overrideChange,
  overrideDraftOf,
  overrideErrors,
  serverOverrideErrors,
  updateOverrideBody,
} from './override-form';

const TODAY = '2027-03-22';

describe('the override form', () => {
  it('sends one date or a range with its hours, or closed', () => {
    const draft = {
      ...newOverrideDraft('s1', '2027-03-24'),
      intervals: [
        { start: '13:00', end: '18:00' },
        { start: '09:00', end: '12:00' },
      ],
      note: ' Kursai ',
    };
    expect(overrideErrors(draft, TODAY, true)).toEqual({});
    expect(createOverrideBody(draft)).toEqual({
      specialist: 's1',
      date: '2027-03-24',
      intervals: [
        ['09:00', '12:00'],
        ['13:00', '18:00'],
      ],
      note: 'Kursai',
    });
    const closedRange = { ...draft, works: false, endDate: '2027-03-26', note: '' };
    expect(createOverrideBody(closedRange)).toEqual({
      specialist: 's1',
      date: '2027-03-24',
      endDate: '2027-03-26',
      intervals: [],
      note: null,
    });
    expect(overrideChange(closedRange, null)).toEqual({
      change: 'override',
      specialist: 's1',
      date: '2027-03-24',
      endDate: '2027-03-26',
      intervals: [],
    });
  });

  it('edits one date: no range, the override named in the check', () => {
    const draft = overrideDraftOf({ specialistId: 's1', date: '2027-03-25', intervals: [['10:00', '24:00']], note: null });
    expect(draft).toMatchObject({ works: true, intervals: [{ start: '10:00', end: '00:00' }], note: '' });
    expect(updateOverrideBody(draft)).toEqual({
      specialist: 's1',
      date: '2027-03-25',
      intervals: [['10:00', '24:00']],
      note: null,
    });
    expect(overrideChange({ ...draft, endDate: '2027-03-30' }, 'o1')).toEqual({
      change: 'override',
      specialist: 's1',
      date: '2027-03-25',
      intervals: [['10:00', '24:00']],
      override: 'o1',
    });
  });

  it('refuses a past or missing date, a range backwards or too long, a working day without hours, a long note', () => {
    const draft = newOverrideDraft('', '2027-03-21');
    expect(overrideErrors({ ...draft, endDate: '2027-03-20' }, TODAY, true)).toEqual({
      specialist: ['Pasirinkite specialistą.'],
      date: ['Data negali būti praėjusi.'],
      endDate: ['Pabaigos data turi būti ne ankstesnė nei pradžios.'],
    });
    const ok = newOverrideDraft('s1', '2027-03-22');
    expect(overrideErrors({ ...ok, endDate: '2027-06-22' }, TODAY, true).endDate).toEqual([
      'Vienu kartu galima pakeisti iki 92 dienų.',
    ]);
    expect(overrideErrors({ ...ok, date: '' }, TODAY, true).date).toEqual(['Pasirinkite datą.']);
    expect(overrideErrors({ ...ok, intervals: [] }, TODAY, true).intervals).toEqual([
      'Pridėkite bent vieną darbo laiko intervalą arba pasirinkite „Nedirba“.',
    ]);
    expect(overrideErrors({ ...ok, works: false, intervals: [] }, TODAY, true)).toEqual({});
    expect(overrideErrors({ ...ok, note: 'x'.repeat(501) }, TODAY, true).note).toEqual(['Tekstas per ilgas.']);
  });

  it("puts the API's field errors under the form's fields", () => {
    expect(
      serverOverrideErrors({
        'intervals.0': ['Pabaiga turi būti vėliau nei pradžia.'],
        endDate: ['Laikotarpis per ilgas.'],
        other: ['x'],
      }),
    ).toEqual({
      intervals: ['Pabaiga turi būti vėliau nei pradžia.'],
      endDate: ['Laikotarpis per ilgas.'],
    });
  });
});
