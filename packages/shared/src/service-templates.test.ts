import { describe, expect, it } from 'vitest';
import { createServiceSchema } from './schemas/admin/services';
import { SERVICE_TEMPLATES } from './service-templates';
import { CATEGORY_SLUGS } from './taxonomy';

const all = Object.values(SERVICE_TEMPLATES).flat();

describe('service templates', () => {
  it('offers several typical services for every category, and only for known ones', () => {
    expect(Object.keys(SERVICE_TEMPLATES).sort()).toEqual([...CATEGORY_SLUGS].sort());
    for (const slug of CATEGORY_SLUGS) expect(SERVICE_TEMPLATES[slug].length, slug).toBeGreaterThanOrEqual(3);
  });

  it.each(all.map((template) => [template.key, template] as const))('%s is a valid new service', (_key, template) => {
    const parsed = createServiceSchema.safeParse({
      name: template.name,
      durationMin: template.durationMin,
      priceCents: template.priceCents,
      priceFrom: template.priceFrom,
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
    // A real price: a template never offers a service for free.
    expect(template.priceCents).toBeGreaterThan(0);
  });

  it('keeps keys unique, and names unique within a category', () => {
    expect(new Set(all.map((template) => template.key)).size).toBe(all.length);
    for (const slug of CATEGORY_SLUGS) {
      const names = SERVICE_TEMPLATES[slug].map((template) => template.name.toLowerCase());
      expect(new Set(names).size, slug).toBe(names.length);
    }
  });
});
