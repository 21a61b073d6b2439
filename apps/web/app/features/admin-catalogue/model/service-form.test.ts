import { describe, expect, it } from 'vitest';
import { newServiceValues, serviceBody, serviceValues } from './service-form';

const C1 = '11111111-1111-4111-8111-111111111111';
const S1 = '22222222-2222-4222-8222-222222222222';

describe('the service form', () => {
  it('turns the typed values into the API body', () => {
    const values = {
      ...newServiceValues(C1, [S1]),
      name: ' Kirpimas ',
      price: '35,50',
      duration: '45',
      buffer: '10',
      priceFrom: true,
    };
    const { body, errors } = serviceBody(values);
    expect(errors).toEqual({});
    expect(body).toEqual({
      name: ' Kirpimas ',
      categoryId: C1,
      description: '',
      durationMin: 45,
      priceCents: 3550,
      priceFrom: true,
      bufferAfterMin: 10,
      specialistIds: [S1],
    });
  });

  it('gives the Lithuanian message beside each wrong field', () => {
    const { errors } = serviceBody({ ...newServiceValues(null, []), name: '', duration: '7', price: '35,555', buffer: 'x' });
    expect(errors).toEqual({
      name: ['Pavadinimas turi būti nuo 1 iki 200 simbolių.'],
      durationMin: ['Trukmė turi būti nuo 5 iki 600 min., kas 5 min.'],
      priceCents: ['Kaina turi būti nuo 0 iki 10 000 €.'],
      bufferAfterMin: ['Pertrauka po paslaugos turi būti nuo 0 iki 240 min., kas 5 min.'],
    });
  });

  it('fills the form from a service', () => {
    expect(
      serviceValues({
        id: 'x',
        name: 'Dažymas',
        description: null,
        categoryId: null,
        categoryName: null,
        durationMin: 90,
        priceCents: 6000,
        priceFrom: true,
        bufferAfterMin: 15,
        active: true,
        sortOrder: 0,
        specialistIds: ['a'],
      }),
    ).toEqual({
      name: 'Dažymas',
      categoryId: '',
      description: '',
      duration: '90',
      price: '60',
      priceFrom: true,
      buffer: '15',
      specialistIds: ['a'],
    });
  });
});
