import { describe, expect, it } from 'vitest';
import { bookingRulesBody, bookingRulesValues, choicesWith, minutesText } from './booking-rules-form';

describe('the booking rules form', () => {
  it('names minutes as minutes, hours or days in Lithuanian', () => {
    expect([0, 15, 60, 120, 720, 1440, 2880, 10080, 90].map((m) => minutesText(m, 'Bet kada'))).toEqual([
      'Bet kada',
      '15 min.',
      '1 valanda',
      '2 valandos',
      '12 valandų',
      '1 diena',
      '2 dienos',
      '7 dienos',
      '90 min.',
    ]);
  });

  it('keeps an unusual current value among the choices', () => {
    expect(choicesWith([0, 60, 120], 90)).toEqual([0, 60, 90, 120]);
    expect(choicesWith([0, 60], 60)).toEqual([0, 60]);
  });

  it('checks the values with the shared schema', () => {
    const values = bookingRulesValues({
      minimumNoticeMin: 60,
      maxAdvanceDays: 60,
      slotStepMin: 15,
      autoConfirm: false,
      cancellationDeadlineMin: 1440,
    });
    expect(bookingRulesBody(values).errors).toEqual({});
    expect(bookingRulesBody({ ...values, maxAdvanceDays: '0', slotStepMin: '7' }).errors).toEqual({
      maxAdvanceDays: ['Registruotis iš anksto galima nuo 1 iki 730 dienų.'],
      slotStepMin: ['Laiko žingsnis gali būti 5, 10, 15, 20, 30 arba 60 min.'],
    });
  });
});
