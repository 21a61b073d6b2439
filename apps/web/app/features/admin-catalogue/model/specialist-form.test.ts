import { describe, expect, it } from 'vitest';
import { initialsOf, newSpecialistValues, specialistBody } from './specialist-form';

describe('the specialist form', () => {
  it('checks the name and lengths with the shared schema, in Lithuanian', () => {
    expect(specialistBody({ ...newSpecialistValues(), name: 'Ona' }).errors).toEqual({});
    expect(specialistBody({ ...newSpecialistValues(), name: ' ', title: 'x'.repeat(101) }).errors).toEqual({
      name: ['Vardas turi būti nuo 1 iki 100 simbolių.'],
      title: ['Pareigos turi būti ne ilgesnės nei 100 simbolių.'],
    });
  });

  it('draws initials for the picture of a specialist without a photo', () => {
    expect(['Rasa Testaitė', 'ona', ' Jūratė Ona Šimkienė ', ''].map(initialsOf)).toEqual(['RT', 'O', 'JŠ', '?']);
  });
});
