/**
 * Service categories and cities: the vocabulary of the public search
 * (`/grozio-specialistai/{area}/{location}`, area = category slug, location = city slug).
 * Slugs are ASCII and stable (they are in URLs); names are what people read.
 * The order of the lists is the order shown in the UI.
 */

export interface Category {
  readonly slug: string;
  /** Name as a heading / menu item, e.g. "Kirpėjai". */
  readonly name: string;
}

export interface City {
  readonly slug: string;
  /** Nominative, e.g. "Klaipėda". */
  readonly name: string;
  /** Locative ("where?"), for titles such as "Kirpėjai Klaipėdoje". */
  readonly locative: string;
}

export const CATEGORIES = [
  { slug: 'kirpejai', name: 'Kirpėjai' },
  { slug: 'manikiuras', name: 'Manikiūras' },
  { slug: 'pedikiuras', name: 'Pedikiūras' },
  { slug: 'blakstienos-antakiai', name: 'Blakstienos ir antakiai' },
  { slug: 'kosmetologai', name: 'Kosmetologai' },
  { slug: 'masazas', name: 'Masažas' },
  { slug: 'makiazas', name: 'Makiažas' },
  { slug: 'depiliacija', name: 'Depiliacija' },
] as const satisfies readonly Category[];

export const CITIES = [
  { slug: 'vilnius', name: 'Vilnius', locative: 'Vilniuje' },
  { slug: 'kaunas', name: 'Kaunas', locative: 'Kaune' },
  { slug: 'klaipeda', name: 'Klaipėda', locative: 'Klaipėdoje' },
  { slug: 'siauliai', name: 'Šiauliai', locative: 'Šiauliuose' },
  { slug: 'panevezys', name: 'Panevėžys', locative: 'Panevėžyje' },
] as const satisfies readonly City[];

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export type CitySlug = (typeof CITIES)[number]['slug'];

export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as readonly CategorySlug[];
export const CITY_SLUGS = CITIES.map((c) => c.slug) as readonly CitySlug[];

/** slug → name, e.g. `CATEGORY_NAMES.kirpejai === 'Kirpėjai'`. */
export const CATEGORY_NAMES = Object.fromEntries(CATEGORIES.map((c) => [c.slug, c.name])) as Readonly<
  Record<CategorySlug, string>
>;

/** slug → name, e.g. `CITY_NAMES.klaipeda === 'Klaipėda'`. */
export const CITY_NAMES = Object.fromEntries(CITIES.map((c) => [c.slug, c.name])) as Readonly<Record<CitySlug, string>>;

/** slug → locative, e.g. `CITY_LOCATIVES.vilnius === 'Vilniuje'`. */
export const CITY_LOCATIVES = Object.fromEntries(CITIES.map((c) => [c.slug, c.locative])) as Readonly<Record<CitySlug, string>>;

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && (CATEGORY_SLUGS as readonly string[]).includes(value);
}

export function isCitySlug(value: unknown): value is CitySlug {
  return typeof value === 'string' && (CITY_SLUGS as readonly string[]).includes(value);
}

/** The category with this slug, or undefined for an unknown slug. */
export function findCategory(slug: string): Category | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

/** The city with this slug, or undefined for an unknown slug. */
export function findCity(slug: string): City | undefined {
  return CITIES.find((c) => c.slug === slug);
}
