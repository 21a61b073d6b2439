import { eq, sql } from 'drizzle-orm';
import { businesses, type Db } from '@vizitas/db';
import { CATEGORIES, CITIES, isCategorySlug, isCitySlug, type CategorySlug, type CitySlug } from '@vizitas/shared';

export interface SearchPage {
  category: CategorySlug;
  city: CitySlug;
  /** Listed (onboarded) businesses on that page. */
  count: number;
}

/**
 * Every category × city page with at least one listed business, in the order of the
 * taxonomy (categories, then cities). Unknown slugs stored on a business are left out.
 */
export async function listSearchPages(db: Db): Promise<SearchPage[]> {
  const rows = await db
    .select({
      category: sql<string>`unnest(${businesses.categories})`.as('category'),
      city: businesses.city,
    })
    .from(businesses)
    .where(eq(businesses.onboarded, true));
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (!isCategorySlug(row.category) || !isCitySlug(row.city)) continue;
    const key = `${row.category}/${row.city}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const pages: SearchPage[] = [];
  for (const category of CATEGORIES) {
    for (const city of CITIES) {
      const count = counts.get(`${category.slug}/${city.slug}`);
      if (count) pages.push({ category: category.slug, city: city.slug, count });
    }
  }
  return pages;
}

/** Approximate city centres, to suggest the nearest other cities first. */
const CITY_COORDINATES: Record<CitySlug, readonly [number, number]> = {
  vilnius: [54.687, 25.28],
  kaunas: [54.898, 23.904],
  klaipeda: [55.703, 21.144],
  siauliai: [55.934, 23.314],
  panevezys: [55.734, 24.357],
};

/** Distance in km between two cities (equirectangular; plenty for ordering). */
export function cityDistanceKm(a: CitySlug, b: CitySlug): number {
  const [latA, lonA] = CITY_COORDINATES[a];
  const [latB, lonB] = CITY_COORDINATES[b];
  const toRad = Math.PI / 180;
  const x = (lonB - lonA) * toRad * Math.cos(((latA + latB) / 2) * toRad);
  const y = (latB - latA) * toRad;
  return Math.sqrt(x * x + y * y) * 6371;
}

/**
 * For an empty category × city page: the same category in other cities (nearest first) and
 * other categories in the same city (most businesses first), each only where there are businesses.
 */
export function suggestionsFor(pages: SearchPage[], category: CategorySlug, city: CitySlug, max = 4) {
  const cities = pages
    .filter((page) => page.category === category && page.city !== city)
    .sort((a, b) => cityDistanceKm(city, a.city) - cityDistanceKm(city, b.city))
    .slice(0, max);
  const categoryOrder = (slug: string) => CATEGORIES.findIndex((c) => c.slug === slug);
  const categories = pages
    .filter((page) => page.city === city && page.category !== category)
    .sort((a, b) => b.count - a.count || categoryOrder(a.category) - categoryOrder(b.category))
    .slice(0, max);
  return { cities, categories };
}
