import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORY_SLUGS, DEMO_CITY_SLUGS, demoBusinesses } from './demo-businesses';

describe('demo businesses', () => {
  it('are at least 14, with unique slugs', () => {
    expect(demoBusinesses.length).toBeGreaterThanOrEqual(14);
    expect(new Set(demoBusinesses.map((business) => business.slug)).size).toBe(demoBusinesses.length);
  });

  it('cover every category in Vilnius, Kaunas and Klaipėda among the onboarded', () => {
    const onboarded = demoBusinesses.filter((business) => business.onboarded);
    for (const category of DEMO_CATEGORY_SLUGS) {
      expect(
        onboarded.some((business) => business.categories.includes(category)),
        category,
      ).toBe(true);
    }
    for (const city of ['vilnius', 'kaunas', 'klaipeda'] as const) {
      expect(onboarded.filter((business) => business.city === city).length, city).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(demoBusinesses.map((business) => business.city))).toEqual(new Set(DEMO_CITY_SLUGS));
  });

  it.each(demoBusinesses.map((business) => [business.slug, business] as const))('%s is complete', (_slug, business) => {
    expect(business.description.length).toBeGreaterThan(80);
    expect(business.phone).toMatch(/^\+370\d{8}$/);
    expect(business.address).toMatch(/LT-\d{5} /);
    expect(business.specialists.length).toBeGreaterThanOrEqual(1);
    expect(business.specialists.length).toBeLessThanOrEqual(4);
    expect(business.serviceCategories.length).toBeGreaterThanOrEqual(2);
    expect(business.serviceCategories.length).toBeLessThanOrEqual(4);

    const serviceList = business.serviceCategories.flatMap((category) => category.services);
    expect(serviceList.length).toBeGreaterThanOrEqual(4);
    expect(serviceList.length).toBeLessThanOrEqual(10);
    const names = serviceList.map((service) => service.name);
    expect(new Set(names).size, 'service names are unique within a business').toBe(names.length);
    for (const service of serviceList) {
      expect(service.durationMin).toBeGreaterThanOrEqual(15);
      expect(service.durationMin).toBeLessThanOrEqual(180);
      expect(Number.isInteger(service.priceCents) && service.priceCents > 0).toBe(true);
    }

    const offered = new Set<string>();
    for (const specialist of business.specialists) {
      const own = specialist.services === 'all' ? names : specialist.services;
      expect(own.length).toBeGreaterThan(0);
      for (const name of own) {
        expect(names, `${specialist.name}: ${name}`).toContain(name);
        offered.add(name);
      }
    }
    expect([...offered].sort(), 'every service has a specialist').toEqual([...names].sort());
  });
});
