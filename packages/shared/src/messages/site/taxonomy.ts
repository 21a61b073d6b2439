import { CATEGORY_NAMES, CITY_LOCATIVES, CITY_NAMES } from '../../taxonomy';

/** Mirrors `../../taxonomy` so the catalogue is complete: slug → text. */
export const taxonomy = {
  categories: CATEGORY_NAMES,
  cities: CITY_NAMES,
  cityLocatives: CITY_LOCATIVES,
} as const;
