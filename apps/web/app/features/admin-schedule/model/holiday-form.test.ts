import { describe, expect, it } from 'vitest';
import { holidayBody, holidayChange, holidayDraftOf, holidayErrors, newHolidayDraft, serverHolidayErrors } from './holiday-form';

describe('the day-off form', () => {
  it('sends the range, the whole business or one specialist, and a trimmed name', () => {
    expect(holidayBody({ ...newHolidayDraft('2027-04-05'), endDate: '2027-04-09', name: ' Atostogos ' })).toEqual({
      startDate: '2027-04-05',
      endDate: '2027-04-09',
      specialist: null,
      name: 'Atostogos',
    });
    const one = holidayDraftOf({ startDate: '2027-04-05', endDate: '2027-04-05', specialistId: 's1', name: null });
    expect(holidayBody(one)).toEqual({ startDate: '2027-04-05', endDate: '2027-04-05', specialist: 's1', name: null });
    expect(holidayChange(one)).toEqual({ change: 'holiday', startDate: '2027-04-05', endDate: '2027-04-05', specialist: 's1' });
  });

  it('refuses missing dates, an end before the start, a range over two years and a long name', () => {
    expect(holidayErrors({ startDate: '', endDate: '2027-02-30', specialist: '', name: '' })).toEqual({
      startDate: ['Pasirinkite datą.'],
      endDate: ['Pasirinkite datą.'],
    });
    expect(holidayErrors({ ...newHolidayDraft('2027-04-05'), endDate: '2027-04-04' }).endDate).toEqual([
      'Pabaigos data turi būti ne ankstesnė nei pradžios.',
    ]);
    expect(holidayErrors({ ...newHolidayDraft('2027-04-05'), endDate: '2029-04-06' }).endDate).toEqual([
      'Laikotarpis per ilgas.',
    ]);
    expect(holidayErrors({ ...newHolidayDraft('2027-04-05'), name: 'x'.repeat(201) }).name).toEqual([
      'Pavadinimas turi būti nuo 1 iki 200 simbolių.',
    ]);
    expect(holidayErrors(newHolidayDraft('2027-04-05'))).toEqual({});
  });

  it("puts the API's field errors under the form's fields", () => {
    expect(serverHolidayErrors({ endDate: ['Laikotarpis per ilgas.'], _: ['x'] })).toEqual({
      endDate: ['Laikotarpis per ilgas.'],
    });
  });
});
