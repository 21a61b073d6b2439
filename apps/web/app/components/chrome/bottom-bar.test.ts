import { describe, expect, it } from 'vitest';
import { bottomBarLists } from './bottom-bar';
import { chromeModel, plainLinkBuilder } from './chrome-links';

const user = {
  id: 'u1',
  name: 'Aistė Petrauskienė',
  email: 'aiste@example.lt',
  isOperator: false,
  isMember: true,
  emailVerified: true,
  phoneNumber: null,
};

describe("the phone's bottom bar", () => {
  it('puts „Administravimas“ first in „Meniu“ for a member, and keeps it in her account list', () => {
    const lists = bottomBarLists(chromeModel({ user, domainBusiness: null, adminArea: true }, plainLinkBuilder()));
    const menu = lists.find((list) => list.key === 'menu')!;
    expect(menu.label).toBe('Meniu');
    expect(menu.links[0]).toEqual({ key: 'admin', label: 'Administravimas', href: '/administratorius/vizitai/sarasas' });
    expect(menu.links.map((link) => link.key)).toEqual(['admin', 'contact', 'help', 'business-register']);
    expect(lists.find((list) => list.key === 'account')!.links.map((link) => link.key)).toContain('admin');
  });

  it('gives a customer and a visitor no admin link in „Meniu“', () => {
    const customer = bottomBarLists(
      chromeModel({ user: { ...user, isMember: false }, domainBusiness: null }, plainLinkBuilder()),
    );
    expect(customer.find((list) => list.key === 'menu')!.links.map((link) => link.key)).toEqual(['contact', 'business-register']);
    const visitor = bottomBarLists(chromeModel({ user: null, domainBusiness: null }, plainLinkBuilder()));
    expect(visitor.find((list) => list.key === 'menu')!.links.map((link) => link.key)).toEqual(['contact', 'business-register']);
  });
});
