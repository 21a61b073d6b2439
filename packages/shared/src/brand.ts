/**
 * The product name lives here and only here. Lithuanian needs the accusative form
 * too: the homepage link reads "Grįžti į Vizitą" (`messages.nav.homepageLink`).
 */
export const BRAND = {
  /** Nominative: "Vizitas". */
  name: 'Vizitas',
  /** Accusative: "Vizitą" ("Grįžti į Vizitą"). */
  accusative: 'Vizitą',
} as const;

export type Brand = typeof BRAND;
