import { describe, expect, it } from 'vitest';
import type { BusinessSummary } from '@vizitas/shared/schemas/business';
import { chromeModel, chromeRouteContext, plainLinkBuilder } from './chrome-links';

const user = {
  id: 'u1',
  name: 'Aistė Petrauskienė',
  email: 'aiste@example.lt',
  isOperator: false,
  isMember: false,
  emailVerified: true,
  phoneNumber: null,
};
const business: BusinessSummary = {
  id: 'b1',
  slug: 'studija-aiste',
  name: 'Grožio studija Aistė',
  domain: 'studija-aiste.lt',
  logoUrl: null,
  onboarded: true,
  city: 'vilnius',
  address: null,
  categories: [],
  description: null,
  priceFromCents: null,
  priceToCents: null,
};

describe('chrome links', () => {
  it('visitors get log in and register, the homepage link text and no user menu', () => {
    const model = chromeModel({ user: null, domainBusiness: null }, plainLinkBuilder());
    expect(model.login).toEqual({ key: 'login', label: 'Prisijungti', href: '/prisijungti' });
    expect(model.register).toEqual({ key: 'register', label: 'Registracija', href: '/registracija' });
    expect(model.contact.href).toBe('/susisiekti');
    expect(model.homepage).toEqual({ key: 'homepage', label: 'Grįžti į Vizitą', href: '/' });
    expect(model.user).toBeNull();
    expect(model.help).toBeNull();
  });

  it('users get their name, profile, all their visits and log out; a customer no admin help link (it answers 403 for her)', () => {
    const model = chromeModel({ user, domainBusiness: null }, plainLinkBuilder());
    expect(model.login).toBeNull();
    expect(model.user?.name).toBe('Aistė Petrauskienė');
    expect(model.user?.items.map((i) => i.key)).toEqual(['profile', 'appointments']);
    expect(model.user?.items[1]).toEqual({ key: 'appointments', label: 'Mano vizitai', href: '/vizitai' });
    expect(model.user?.logout.href).toBe('/atsijungti');
    expect(model.help).toBeNull();
    // The operator who is no member of a business is no more let into the admin help list.
    expect(chromeModel({ user: { ...user, isOperator: true }, domainBusiness: null }, plainLinkBuilder()).help).toBeNull();
  });

  it('a member of a business gets „Pagalba“, the admin help list', () => {
    const model = chromeModel({ user: { ...user, isMember: true }, domainBusiness: null, adminArea: true }, plainLinkBuilder());
    expect(model.help).toEqual({ key: 'help', label: 'Pagalba', href: '/administratorius/pagalba/sarasas' });
  });

  it('a member of a business (or the operator) also gets the admin area', () => {
    const model = chromeModel({ user, domainBusiness: null, adminArea: true }, plainLinkBuilder());
    expect(model.user?.items.map((i) => i.key)).toEqual(['profile', 'appointments', 'admin']);
    expect(model.user?.items[2]).toEqual({ key: 'admin', label: 'Administravimas', href: '/administratorius/vizitai/sarasas' });
  });

  it("on a business's own domain the appointments link uses the domain variant", () => {
    const context = chromeRouteContext({ domainBusiness: business });
    const model = chromeModel({ user, domainBusiness: business }, plainLinkBuilder(context));
    expect(model.user?.items).toContainEqual({ key: 'appointments', label: 'Mano vizitai', href: '/vizitai' });
  });
});
