import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_NAMES,
  CATEGORY_SLUGS,
  CITIES,
  CITY_LOCATIVES,
  CITY_NAMES,
  CITY_SLUGS,
  findCategory,
  findCity,
  isCategorySlug,
  isCitySlug,
} from './taxonomy';

describe('categories', () => {
  it('maps every slug to its Lithuanian name, in display order', () => {
    expect(CATEGORY_NAMES).toEqual({
      kirpejai: 'Kirpėjai',
      manikiuras: 'Manikiūras',
      pedikiuras: 'Pedikiūras',
      'blakstienos-antakiai': 'Blakstienos ir antakiai',
      kosmetologai: 'Kosmetologai',
      masazas: 'Masažas',
      makiazas: 'Makiažas',
      depiliacija: 'Depiliacija',
    });
    expect(CATEGORY_SLUGS).toEqual(CATEGORIES.map((c) => c.slug));
    expect(CATEGORY_SLUGS[0]).toBe('kirpejai');
  });

  it('has URL-safe, unique slugs', () => {
    for (const slug of CATEGORY_SLUGS) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(new Set(CATEGORY_SLUGS).size).toBe(CATEGORY_SLUGS.length);
  });

  it('recognises and finds slugs', () => {
    expect(isCategorySlug('masazas')).toBe(true);
    expect(isCategorySlug('Masazas')).toBe(false);
    expect(isCategorySlug('toString')).toBe(false);
    expect(isCategorySlug(7)).toBe(false);
    expect(findCategory('makiazas')?.name).toBe('Makiažas');
    expect(findCategory('nera')).toBeUndefined();
  });
});

describe('cities', () => {
  it('maps every slug to its name and locative form', () => {
    expect(CITY_NAMES).toEqual({
      vilnius: 'Vilnius',
      kaunas: 'Kaunas',
      klaipeda: 'Klaipėda',
      siauliai: 'Šiauliai',
      panevezys: 'Panevėžys',
    });
    expect(CITY_LOCATIVES).toEqual({
      vilnius: 'Vilniuje',
      kaunas: 'Kaune',
      klaipeda: 'Klaipėdoje',
      siauliai: 'Šiauliuose',
      panevezys: 'Panevėžyje',
    });
    expect(CITY_SLUGS).toEqual(CITIES.map((c) => c.slug));
  });

  it('has URL-safe, unique slugs', () => {
    for (const slug of CITY_SLUGS) expect(slug).toMatch(/^[a-z]+$/);
    expect(new Set(CITY_SLUGS).size).toBe(CITY_SLUGS.length);
  });

  it('recognises and finds slugs', () => {
    expect(isCitySlug('siauliai')).toBe(true);
    expect(isCitySlug('šiauliai')).toBe(false);
    expect(isCitySlug(undefined)).toBe(false);
    expect(findCity('klaipeda')).toEqual({ slug: 'klaipeda', name: 'Klaipėda', locative: 'Klaipėdoje' });
    expect(findCity('riga')).toBeUndefined();
  });
});
