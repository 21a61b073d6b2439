/**
 * The product name lives here and only here, in every case Lithuanian needs: the homepage link
 * reads "Grįžti į Vizitą" (accusative, `messages.nav.homepageLink`), the mails sign off
 * "Vizito komanda" (genitive, `messages.mail.signature`).
 */
export const BRAND = {
  /** Nominative: "Vizitas". */
  name: 'Vizitas',
  /** Genitive: "Vizito" ("Vizito komanda"). */
  genitive: 'Vizito',
  /** Dative: "Vizitui". */
  dative: 'Vizitui',
  /** Accusative: "Vizitą" ("Grįžti į Vizitą"). */
  accusative: 'Vizitą',
  /** Instrumental: "Vizitu" ("su Vizitu"). */
  instrumental: 'Vizitu',
  /** Locative: "Vizite" ("Vizite registruotis…"). */
  locative: 'Vizite',
} as const;

export type Brand = typeof BRAND;
