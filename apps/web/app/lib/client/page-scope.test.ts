import { describe, expect, it } from 'vitest';
import { businessSlugOfPath, dialogScopeOf, isPlatformPage, platformExit, withoutHomepageLinkParam } from './page-scope';

const HOME = new URL('http://vizitas.lt/');
const SEARCH = new URL('http://vizitas.lt/grozio-specialistai/kirpejai/vilnius?puslapis=2');

describe('the business a page belongs to', () => {
  it('is read from the business routes of the main domain', () => {
    expect(businessSlugOfPath('/apie/studija-aiste')).toBe('studija-aiste');
    expect(businessSlugOfPath('/naujas-vizitas/kirpykla-zirkles')).toBe('kirpykla-zirkles');
    expect(businessSlugOfPath('/vizitai/nagu-namai')).toBe('nagu-namai');
    expect(businessSlugOfPath('/')).toBeNull();
    expect(businessSlugOfPath('/vizitai')).toBeNull();
    expect(businessSlugOfPath('/grozio-specialistai/kirpejai/vilnius')).toBeNull();
  });

  it('scopes the once-per-session dialogs per business, the own domain by its business', () => {
    expect(dialogScopeOf('/apie/studija-aiste', null)).toBe('business:studija-aiste');
    expect(dialogScopeOf('/naujas-vizitas/studija-aiste', null)).toBe('business:studija-aiste');
    expect(dialogScopeOf('/apie/kirpykla-zirkles', null)).toBe('business:kirpykla-zirkles');
    expect(dialogScopeOf('/', null)).toBe('platform');
    expect(dialogScopeOf('/susisiekti', undefined)).toBe('platform');
    expect(dialogScopeOf('/apie', 'studija-aiste')).toBe('business:studija-aiste');
    expect(dialogScopeOf('/', 'studija-aiste')).toBe('business:studija-aiste');
  });
});

describe('going from the platform into a business (the homepage link flag)', () => {
  it('home and search are the platform pages', () => {
    expect(isPlatformPage('/')).toBe(true);
    expect(isPlatformPage('/grozio-specialistai/kirpejai/vilnius')).toBe(true);
    expect(isPlatformPage('/apie/studija-aiste')).toBe(false);
    expect(isPlatformPage('/susisiekti')).toBe(false);
  });

  it('a link from home or search to a business page on this host sets the flag here', () => {
    expect(platformExit('/apie/studija-aiste', HOME)).toEqual({ kind: 'same-origin' });
    expect(platformExit('http://vizitas.lt/naujas-vizitas/studija-aiste', SEARCH)).toEqual({ kind: 'same-origin' });
    expect(platformExit('/susisiekti', HOME)).toEqual({ kind: 'none' });
    expect(platformExit('/grozio-specialistai/kirpejai/kaunas', SEARCH)).toEqual({ kind: 'none' });
    expect(platformExit('/apie/studija-aiste', new URL('http://vizitas.lt/susisiekti'))).toEqual({ kind: 'none' });
    expect(platformExit('javascript:alert(1)', HOME)).toEqual({ kind: 'none' });
  });

  it('a link onto a business’s own domain carries the flag in its address', () => {
    expect(platformExit('https://studija-aiste.lt/apie', HOME)).toEqual({
      kind: 'own-domain',
      href: 'https://studija-aiste.lt/apie?is_vizito=1',
    });
    expect(platformExit('https://studija-aiste.lt/naujas-vizitas?x=1#top', SEARCH)).toEqual({
      kind: 'own-domain',
      href: 'https://studija-aiste.lt/naujas-vizitas?x=1&is_vizito=1#top',
    });
    expect(platformExit('https://example.com/kita', HOME)).toEqual({ kind: 'none' });
  });

  it('the arriving page drops the parameter from its address', () => {
    expect(withoutHomepageLinkParam(new URL('https://studija-aiste.lt/apie?is_vizito=1'))).toBe('/apie');
    expect(withoutHomepageLinkParam(new URL('https://studija-aiste.lt/apie?a=b&is_vizito=1#x'))).toBe('/apie?a=b#x');
    expect(withoutHomepageLinkParam(new URL('https://studija-aiste.lt/apie'))).toBeNull();
  });
});
