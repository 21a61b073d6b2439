import { describe, expect, it } from 'vitest';
import {
  bookableServices,
  bookingTotals,
  canCombine,
  eligibleSpecialists,
  groupServices,
  selectedServices,
  serviceGroupTitle,
  specialistFits,
  toggleService,
  type ServiceOption,
  type SpecialistOption,
} from './booking-services';

const service = (
  id: string,
  categoryName: string | null,
  durationMin: number,
  priceCents: number,
  specialistIds: string[],
  priceFrom = false,
): ServiceOption => ({
  id,
  name: `Paslauga ${id}`,
  categoryName,
  durationMin,
  priceCents,
  priceFrom,
  specialistIds,
});

const services = [
  service('lash', 'Blakstienos', 90, 3500, ['aiste', 'ruta']),
  service('other', null, 15, 500, ['aiste']),
  service('brow', 'Antakiai', 45, 2000, ['aiste', 'gintare']),
  service('lash2', 'Blakstienos', 120, 4500, ['aiste', 'ruta']),
  service('bridal', 'Makiažas', 120, 9000, ['gintare'], true),
  service('orphan', 'Makiažas', 30, 1000, []),
];

const specialists: SpecialistOption[] = [
  { id: 'aiste', name: 'Aistė', title: null, serviceIds: ['lash', 'lash2', 'brow', 'other'] },
  { id: 'gintare', name: 'Gintarė', title: 'Vizažistė', serviceIds: ['brow', 'bridal'] },
  { id: 'ruta', name: 'Rūta', title: null, serviceIds: ['lash', 'lash2'] },
];

describe('services', () => {
  it('groups by category in catalogue order, uncategorised last', () => {
    const groups = groupServices(bookableServices(services));
    expect(groups.map((g) => [g.name, g.services.map((s) => s.id)])).toEqual([
      ['Blakstienos', ['lash', 'lash2']],
      ['Antakiai', ['brow']],
      ['Makiažas', ['bridal']],
      [null, ['other']],
    ]);
  });

  it('heads the uncategorised services „Kitos paslaugos“ beside categories, and shows no heading when there are none', () => {
    const groups = groupServices(bookableServices(services));
    expect(groups.map((group) => serviceGroupTitle(group, groups, 'Kitos paslaugos'))).toEqual([
      'Blakstienos',
      'Antakiai',
      'Makiažas',
      'Kitos paslaugos',
    ]);
    const plain = groupServices([service('a', null, 30, 1000, ['aiste']), service('b', null, 60, 2000, ['aiste'])]);
    expect(plain).toHaveLength(1);
    expect(serviceGroupTitle(plain[0]!, plain, 'Kitos paslaugos')).toBeNull();
    const oneCategory = groupServices([service('a', 'Kirpimas', 30, 1000, ['aiste'])]);
    expect(serviceGroupTitle(oneCategory[0]!, oneCategory, 'Kitos paslaugos')).toBe('Kirpimas');
  });

  it('toggles services keeping the catalogue order', () => {
    let ids = toggleService(services, [], 'brow');
    ids = toggleService(services, ids, 'lash');
    expect(ids).toEqual(['lash', 'brow']);
    expect(toggleService(services, ids, 'lash')).toEqual(['brow']);
    expect(selectedServices(services, ['nope', 'brow']).map((s) => s.id)).toEqual(['brow']);
  });

  it('adds up duration and price, and carries a starting price', () => {
    expect(bookingTotals(services, ['lash', 'brow'])).toEqual({ count: 2, durationMin: 135, priceCents: 5500, priceFrom: false });
    expect(bookingTotals(services, ['brow', 'bridal'])).toEqual({
      count: 2,
      durationMin: 165,
      priceCents: 11000,
      priceFrom: true,
    });
    expect(bookingTotals(services, [])).toEqual({ count: 0, durationMin: 0, priceCents: 0, priceFrom: false });
  });
});

describe('specialists', () => {
  it('offers only those who do all chosen services', () => {
    expect(eligibleSpecialists(specialists, ['lash']).map((s) => s.id)).toEqual(['aiste', 'ruta']);
    expect(eligibleSpecialists(specialists, ['lash', 'brow']).map((s) => s.id)).toEqual(['aiste']);
    expect(eligibleSpecialists(specialists, ['lash', 'bridal'])).toEqual([]);
  });

  it('knows which services can still be combined with the choice', () => {
    expect(canCombine(specialists, ['lash'], 'brow')).toBe(true);
    expect(canCombine(specialists, ['lash'], 'bridal')).toBe(false);
    expect(canCombine(specialists, ['lash', 'bridal'], 'bridal')).toBe(true);
  });

  it('checks whether a specialist choice still fits the services', () => {
    expect(specialistFits(specialists, ['lash'], 'any')).toBe(true);
    expect(specialistFits(specialists, ['lash'], 'ruta')).toBe(true);
    expect(specialistFits(specialists, ['lash', 'brow'], 'ruta')).toBe(false);
    expect(specialistFits(specialists, ['lash', 'bridal'], 'any')).toBe(false);
    expect(specialistFits(specialists, [], 'any')).toBe(false);
    expect(specialistFits(specialists, ['lash'], null)).toBe(false);
  });
});
