import { describe, expect, it } from 'vitest';
import type { BusinessProfile } from '@vizitas/shared/schemas/admin/business-profile';
import {
  bodyOf,
  dnsRecordKind,
  dnsRecordName,
  draftOf,
  profileErrors,
  serverProfileErrors,
  toggleCategory,
} from './profile-form';

const profile: BusinessProfile = {
  id: 'b1',
  slug: 'roze',
  name: 'Rožė',
  description: null,
  address: 'Tilžės g. 5',
  city: 'siauliai',
  categories: ['kirpejai'],
  phone: '+37061234567',
  email: null,
  website: null,
  instagram: 'salonas.roze',
  customDomain: null,
  logoUrl: null,
  logoRoundUrl: null,
  logoCrop: null,
  logoCroppable: false,
  profilePhotoUrl: null,
  profilePhotoPhoneUrl: null,
  canEdit: true,
  dnsTarget: 'vizitas.lt',
};

describe('the profile form', () => {
  it('shows the stored profile as text (nothing as blank, Instagram with @) and sends it back whole', () => {
    const draft = draftOf(profile);
    expect(draft).toMatchObject({
      description: '',
      email: '',
      instagram: '@salonas.roze',
      city: 'siauliai',
      phone: '+370 612 34567',
    });
    expect(bodyOf(draft)).toEqual({ ...draft, categories: ['kirpejai'] });
  });

  it("checks the fields with the API's schema and names the first problem of each", () => {
    expect(profileErrors(draftOf(profile))).toBeNull();
    const errors = profileErrors({ ...draftOf(profile), name: ' ', website: 'ftp://x', categories: [] });
    expect(Object.keys(errors ?? {}).sort()).toEqual(['categories', 'name', 'website']);
    expect(errors?.website).toEqual(['Įveskite svetainės adresą, pvz., https://jusu-salonas.lt']);
  });

  it("reads the API's field errors by field", () => {
    expect(serverProfileErrors({ customDomain: ['užimtas'], 'categories.0': ['bloga'] })).toEqual({
      customDomain: ['užimtas'],
      categories: ['bloga'],
    });
  });

  it('toggles categories in the taxonomy order and names the DNS record', () => {
    expect(toggleCategory(['manikiuras'], 'kirpejai', ['kirpejai', 'manikiuras'])).toEqual(['kirpejai', 'manikiuras']);
    expect(toggleCategory(['kirpejai', 'manikiuras'], 'kirpejai', ['kirpejai', 'manikiuras'])).toEqual(['manikiuras']);
    expect(dnsRecordName('roze.lt')).toBe('@');
    expect(dnsRecordName('www.roze.lt')).toBe('www');
  });

  it('points a domain at an IP address with an A (or AAAA) record and at a host name with a CNAME', () => {
    expect(dnsRecordKind('203.0.113.7')).toBe('A');
    expect(dnsRecordKind('127.0.0.1')).toBe('A');
    expect(dnsRecordKind('2001:db8::1')).toBe('AAAA');
    expect(dnsRecordKind('[2001:db8::1]')).toBe('AAAA');
    expect(dnsRecordKind('vizitas.lt')).toBe('CNAME');
    expect(dnsRecordKind('localhost')).toBe('CNAME');
  });
});
